"""The seed's algorithm end to end, as a faithful baseline for ``docdedup group``.

Usage::

    python benchmarks/seed_baseline.py CORPUS.json OUTPUT.json

What a careful programmer would write around the seed's ``exact_document_dedup.py``: read
the file with ``json.load``, then run the seed's code as written (``re.fullmatch`` per id,
``type(...) is`` checks, ``json.dumps(..., ensure_ascii=False, separators=(",", ":"))``
then ``.encode()``, SHA-256 hex, buckets of group lists searched with ``next(...)``), and
write the same document ``docdedup group`` writes (indented like the seed's own
``print``). Deliberately nothing from ``core``: this is the yardstick, not the product.

The one change: no 128-record cap. The seed's ``1<=len(records)<=128`` is a teaching
bound, and with it the baseline could not run on a benchmark corpus at all.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys

CONTRACT = "doc-content-v1"


def identity(value):
    """The seed's id check, ``re.fullmatch`` on every call as the seed does."""
    if type(value) is not str or re.fullmatch(r"[A-Za-z][A-Za-z0-9_-]{0,31}", value) is None:
        raise ValueError("identity")
    return value


def canonical_content(record):
    """The seed's validation and canonical bytes, unchanged."""
    if type(record) is not dict or set(record) != {"doc_id", "source_ref", "language",
                                                   "title", "body"}:
        raise ValueError("fields")
    identity(record["doc_id"])
    identity(record["source_ref"])
    if type(record["language"]) is not str or record["language"] not in ("fa", "en"):
        raise ValueError("language")
    for name, maximum in (("title", 80), ("body", 4096)):
        if type(record[name]) is not str or not 1 <= len(record[name]) <= maximum:
            raise ValueError(name)
    text = json.dumps([CONTRACT, record["language"], record["title"], record["body"]],
                      ensure_ascii=False, separators=(",", ":"))
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError("unicode") from error


def sha256_hex(payload):
    return hashlib.sha256(payload).hexdigest()


def group_documents(records, digest=sha256_hex):
    """The seed's ``group_documents`` without the 128-record cap (see the module docstring)."""
    if type(records) not in (list, tuple) or not 1 <= len(records):  # seed: <= 128
        raise ValueError("records")
    prepared = []
    seen = set()
    for record in records:
        content = canonical_content(record)
        doc_id = record["doc_id"]
        if doc_id in seen:
            raise ValueError("duplicate_doc_id")
        seen.add(doc_id)
        candidate = digest(content)
        if type(candidate) is not str or re.fullmatch("[0-9a-f]{64}", candidate) is None:
            raise ValueError("digest_contract")
        prepared.append((doc_id, record["source_ref"], content, candidate))
    buckets = {}
    groups = []
    for doc_id, source_ref, content, candidate in sorted(prepared):
        bucket = buckets.setdefault(candidate, [])
        group = next((item for item in bucket if item["content"] == content), None)
        if group is None:
            group = {"content": content, "representative": doc_id,
                     "candidate_digest": candidate, "members": []}
            bucket.append(group)
            groups.append(group)
        group["members"].append({"doc_id": doc_id, "source_ref": source_ref})
    return [{"representative": g["representative"], "candidate_digest": g["candidate_digest"],
             "canonical_utf8_length": len(g["content"]), "members": g["members"]}
            for g in groups]


def main(argv: list[str] | None = None) -> int:
    """Group CORPUS (a JSON array) and write the report to OUTPUT."""
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        print("usage: seed_baseline.py CORPUS.json OUTPUT.json", file=sys.stderr)
        return 2
    source, target = argv
    with open(source, encoding="utf-8") as file:
        records = json.load(file)
    report = {"contract": CONTRACT, "limits": "seed", "records": len(records),
              "groups": group_documents(records)}
    with open(target, "w", encoding="utf-8") as file:
        json.dump(report, file, ensure_ascii=False, indent=2)
        file.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
