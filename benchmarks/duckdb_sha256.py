"""DuckDB doing ``docdedup group``'s job in one query: the yardstick a user could reach for.

Usage::

    python benchmarks/duckdb_sha256.py CORPUS.json OUTPUT.json

Reads the JSON array with ``read_json``, makes each record's canonical JSON
``["doc-content-v1",language,title,body]`` with ``to_json`` (which writes strings as
``json.dumps(ensure_ascii=False)`` does, except that a rare control character's
``\\u00XX`` has upper-case hex: none in the benchmark corpus), hashes it with
``sha256`` and groups by the digest, members in doc_id order, groups in
representative order, written as a JSON array on all cores. No byte comparison:
the digest alone decides, as the one-line query a user would write does.

DuckDB is a benchmark extra (``pip install -e '.[bench]'``), never a dependency of
the product.
"""

from __future__ import annotations

import sys

QUERY = """
COPY (
    WITH docs AS (
        SELECT doc_id, source_ref,
               '["doc-content-v1",' || to_json(language) || ',' || to_json(title) || ','
                   || to_json(body) || ']' AS content
        FROM read_json(?, format = 'array', columns = {
            doc_id: 'VARCHAR', source_ref: 'VARCHAR', language: 'VARCHAR',
            title: 'VARCHAR', body: 'VARCHAR'})
    ),
    hashed AS (
        SELECT doc_id, source_ref, sha256(content) AS digest, strlen(content) AS bytes FROM docs
    )
    SELECT min(doc_id) AS representative, digest AS candidate_digest,
           any_value(bytes) AS canonical_utf8_length,
           list({'doc_id': doc_id, 'source_ref': source_ref} ORDER BY doc_id) AS members
    FROM hashed
    GROUP BY digest
    ORDER BY representative
) TO '{output}' (FORMAT json, ARRAY true)
"""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        print("usage: duckdb_sha256.py CORPUS.json OUTPUT.json", file=sys.stderr)
        return 2
    import duckdb  # a benchmark extra: imported only when this yardstick runs

    source, target = argv
    connection = duckdb.connect()
    connection.execute(QUERY.replace("{output}", target.replace("'", "''")), [source])
    return 0


if __name__ == "__main__":
    sys.exit(main())
