"""A corpus read with other field names is decoded a batch at a time straight from the keys the
mapping names; whatever that reading cannot vouch for (a mapped key twice, a key of the same
name inside ``metadata``, a key written with escapes, bytes that are not UTF-8 in a key the
mapping skips) is read by the thorough pass, which gives the same records or says the problem."""

from __future__ import annotations

import gzip
import json

import pytest

from core.input.field_mapping import FieldMapping, MappedFile
from core.input.loader import load_records

MAPPING = FieldMapping((("doc_id", "id"), ("source_ref", "url"), ("body", "text")),
                       (("language", "en"), ("title", "untitled")))


def _rows(count: int = 40) -> list[dict]:
    return [{"id": f"doc-{n}", "url": f"https://example.org/{n}", "text": f"text {n % 7}\r\n\u2028\U0001F600",
             "added": "2024-02-06", "metadata": {"length": n, "tags": ["a", {"deep": None}]}}
            for n in range(count)]


def _load(tmp_path, lines: list[bytes], *, packed: bool = True):
    data = b"".join(line + b"\n" for line in lines)
    path = tmp_path / ("shard.jsonl.gz" if packed else "shard.jsonl")
    path.write_bytes(gzip.compress(data) if packed else data)
    return load_records(MappedFile(str(path), MAPPING))


def _encoded(rows: list[dict]) -> list[bytes]:
    return [json.dumps(row, ensure_ascii=False).encode() for row in rows]


@pytest.mark.parametrize("packed", [True, False])
def test_good_pipeline_records_are_read_as_mapped(tmp_path, packed):
    rows = _rows()
    loaded = _load(tmp_path, _encoded(rows), packed=packed)
    assert loaded.problems == []
    assert [(r.doc_id, r.source_ref, r.language, r.title, r.body) for r in loaded.records] == [
        (row["id"], row["url"], "en", "untitled", row["text"]) for row in rows]


def test_a_url_inside_metadata_never_stands_for_the_records_own(tmp_path):
    rows = _rows()
    for row in rows:
        row["metadata"]["url"] = "https://mirror.example.org/"
    loaded = _load(tmp_path, _encoded(rows))
    assert loaded.problems == [] and [r.source_ref for r in loaded.records] == [row["url"] for row in rows]


def test_a_mapped_key_twice_in_a_record_is_a_located_problem_not_its_last_value(tmp_path):
    lines = _encoded(_rows())
    lines[25] = lines[25][:-1] + b', "text": "another text"}'
    loaded = _load(tmp_path, lines)
    [problem] = loaded.problems
    assert (problem.code, problem.line, problem.record, problem.field) == ("json", 26, 26, "body")
    assert "duplicate key 'text'" in problem.message and len(loaded.records) == 39


def test_a_mapped_key_written_with_escapes_twice_is_said_too(tmp_path):
    lines = _encoded(_rows())
    lines[3] = lines[3][:-1] + b', "\\u0069d": "doc-x"}'
    [problem] = _load(tmp_path, lines).problems
    assert (problem.code, problem.line, problem.record) == ("json", 4, 4)
    assert "duplicate key 'id'" in problem.message


def test_bytes_not_utf8_in_a_key_the_mapping_skips_are_still_said(tmp_path):
    lines = _encoded(_rows())
    lines[7] = lines[7].replace(b'"added": "2024', b'"added": "\xff2024')
    [problem] = _load(tmp_path, lines).problems
    assert (problem.code, problem.line) == ("encoding", 8)


def test_a_mapped_key_twice_is_said_when_its_name_is_also_inside_metadata(tmp_path):
    rows = _rows()
    for row in rows:
        row["metadata"]["url"] = "https://mirror.example.org/"
    lines = _encoded(rows)
    lines[30] = lines[30][:-1] + b', "url": "https://example.org/other"}'
    loaded = _load(tmp_path, lines)
    [problem] = loaded.problems
    assert (problem.code, problem.line, problem.record) == ("json", 31, 31)
    assert "duplicate key 'url'" in problem.message
    assert "https://example.org/30" not in [r.source_ref for r in loaded.records]


def test_a_parquet_column_read_as_two_fields_says_a_bad_row_once(tmp_path):
    arrow = pytest.importorskip("pyarrow")
    import pyarrow.parquet as parquet

    ids = arrow.array([b"a1", b"b\xff2", b"c3"], arrow.binary()).view(arrow.string())  # not checked by Arrow
    path = tmp_path / "shard.parquet"
    parquet.write_table(arrow.table({"id": ids, "url": ["u1", "u2", "u3"], "text": ["x", "x", "y"]}), path)
    mapping = FieldMapping((("doc_id", "id"), ("source_ref", "id"), ("body", "text")),
                           (("language", "en"), ("title", "t")))
    loaded = load_records(MappedFile(str(path), mapping))
    [problem] = loaded.problems
    assert (problem.code, problem.record, problem.field) == ("encoding", 2, "doc_id")
    assert "(row group 1, row 2, column id)" in problem.message
    assert [r.doc_id for r in loaded.records] == ["a1", "c3"]


@pytest.mark.parametrize("with_a_bad_record", [False, True])
def test_a_key_the_mapping_ignores_written_twice_is_no_problem_whichever_way_it_is_read(tmp_path,
                                                                                       with_a_bad_record):
    """Twice inside metadata, or an ignored top-level key twice: the record is good, read fast or
    thoroughly (a bad record elsewhere in the batch sends the whole batch the thorough way)."""
    lines = _encoded(_rows())
    lines[5] = lines[5].replace(b'"metadata": {', b'"metadata": {"k": 1, "k": 2, ')
    lines[6] = lines[6][:-1] + b', "added": "again"}'
    if with_a_bad_record:
        lines[9] = lines[9].replace(b'"text": "', b'"text": 5, "x": "')
    loaded = _load(tmp_path, lines)
    assert [(p.line, p.field) for p in loaded.problems] == ([(10, "body")] if with_a_bad_record else [])
    assert {"doc-5", "doc-6"} <= {r.doc_id for r in loaded.records}
