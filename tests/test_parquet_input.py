"""Parquet corpora (the ``parquet`` extra): told by their first bytes, the five string columns
read by row group; the same groups and census as the same records in JSON Lines; every
problem located by file, row group, row and column."""

from __future__ import annotations

import json
import re

import pytest

from core.input.loader import load_records
from tests.helpers import run_cli

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")

FIELDS = ("doc_id", "source_ref", "language", "title", "body")


def _records(count: int = 30) -> list[dict]:
    return [{"doc_id": f"d{i}", "source_ref": f"s{i}", "language": "en", "title": f"t{i % 5}",
             "body": f"body {i % 5}" + (" \N{RIGHT-TO-LEFT OVERRIDE}" if i == 7 else "")}
            for i in range(count)]


def _parquet(path, records, *, row_group_size: int = 10, schema=None) -> None:
    table = pyarrow.Table.from_pylist(records, schema=schema)
    parquet.write_table(table, path, row_group_size=row_group_size)


def test_a_parquet_corpus_groups_and_counts_as_json_lines(tmp_path):
    plain = tmp_path / "corpus.jsonl"
    plain.write_text("".join(json.dumps(r) + "\n" for r in _records()), encoding="utf-8")
    table = tmp_path / "corpus.data"  # not named .parquet: the first bytes decide
    _parquet(table, _records())
    place = re.compile(r'"(line|column)": (\d+|null)')  # a Parquet file has no lines
    for argv in (["group", "--format", "json"], ["chars", "--format", "json"], ["neighbours"],
                 ["explain", "{file}", "d0", "d5"]):
        def output(path, argv=argv):
            done = run_cli(argv[0], str(path), *(a for a in argv[1:] if a != "{file}"))
            return done.returncode, place.sub("-", done.stdout.replace(str(path), "F"))

        assert output(table) == output(plain)
    chars = json.loads(run_cli("chars", str(table), "--format", "json").stdout)["characters"]
    assert [(row["first"]["record"], row["first"]["doc_id"]) for row in chars] == [(8, "d7")]


def test_a_missing_column_is_said_with_the_columns_there_are(tmp_path):
    path = tmp_path / "missing.parquet"
    _parquet(path, [{k: v for k, v in r.items() if k != "body"} | {"text": r["body"]} for r in _records()])
    [problem] = load_records(path).problems
    assert problem.code == "file" and problem.path == str(path)
    assert "no column 'body'" in problem.message and "text" in problem.message


def test_a_column_that_is_not_strings_is_said(tmp_path):
    path = tmp_path / "numbers.parquet"
    records = [dict(r, doc_id=i) for i, r in enumerate(_records())]
    _parquet(path, records)
    [problem] = load_records(path).problems
    assert "the Parquet column 'doc_id' holds int64, not strings" in problem.message
    done = run_cli("group", str(path))
    assert done.returncode != 0 and "Traceback" not in done.stderr and "int64" in done.stderr


def test_a_bad_row_is_located_by_row_group_row_and_column(tmp_path):
    records = _records()
    records[14]["title"] = None  # row group 2 (rows of 10), row 5
    records[22]["doc_id"] = "d3"  # a repeat: row group 3, row 3
    path = tmp_path / "rows.parquet"
    _parquet(path, records)
    loaded = load_records(path)
    assert len(loaded.records) == 28 and loaded.total_records == 30
    title, repeat = loaded.problems
    assert (title.record, title.field, title.doc_id) == (15, "title", "d14")
    assert title.message.endswith("(row group 2, row 5)")
    assert (repeat.code, repeat.record, repeat.field) == ("duplicate_doc_id", 23, "doc_id")
    assert repeat.message.endswith("(row group 3, row 3)")


def test_parquet_without_pyarrow_says_how_to_read_it(tmp_path, monkeypatch):
    import sys

    path = tmp_path / "corpus.parquet"
    _parquet(path, _records())
    monkeypatch.setitem(sys.modules, "pyarrow", None)
    [problem] = load_records(path).problems
    assert "pip install 'docdedup-inspector[parquet]'" in problem.message
