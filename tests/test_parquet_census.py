"""``docdedup chars`` on Parquet reads the rows a batch at a time and lets each batch go once
counted: the same census as reading the file whole, record numbers counted across batches;
a row the batches cannot vouch for (a null, a repeated doc_id) is left to the thorough
reader, which locates it by row group and row."""

from __future__ import annotations

import pytest

from core.census import run as census_run
from core.census.run import census_files
from core.input.limits import CORPUS_LIMITS
from core.onepass import parquet_rows

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")


def _records(count: int = 30) -> list[dict]:
    return [{"doc_id": f"d{i}", "source_ref": f"s{i}", "language": ("en", "fa")[i % 2],
             "title": f"t{i % 5}", "body": f"body {i % 5}" + (" \N{RIGHT-TO-LEFT OVERRIDE}" if i == 17 else "")
             + (" \N{ZERO WIDTH NON-JOINER}" if i % 7 == 3 else "")}
            for i in range(count)]


def _parquet(path, records, *, row_group_size: int = 10) -> str:
    parquet.write_table(pyarrow.Table.from_pylist(records), path, row_group_size=row_group_size)
    return str(path)


@pytest.fixture
def small_batches(monkeypatch):
    monkeypatch.setattr(parquet_rows, "_BATCH_ROWS", 4)  # batches end inside row groups


def test_the_census_in_batches_is_the_census_of_the_whole_file(tmp_path, small_batches):
    path = _parquet(tmp_path / "corpus.parquet", _records())
    batched = census_files([path], limits=CORPUS_LIMITS)
    whole = census_run._thorough([path], CORPUS_LIMITS, None)
    assert batched.problems == [] and batched.total_records == whole.total_records == 30
    assert batched.tally.rows() == whole.tally.rows()
    override = [row for row in batched.tally.rows() if row.code_point == 0x202E]
    assert [(row.first.record, row.first.doc_id, row.first.line) for row in override] == [(18, "d17", None)]
    joiner = [row for row in batched.tally.rows() if row.code_point == 0x200C]
    assert [row.records for row in joiner] == [4]  # records 4, 11, 18 and 25, in four batches


def test_a_null_left_to_the_thorough_reader_is_located(tmp_path, small_batches):
    records = _records()
    records[14]["title"] = None  # row group 2 (rows of 10), row 5
    result = census_files([_parquet(tmp_path / "nulls.parquet", records)], limits=CORPUS_LIMITS)
    [problem] = result.problems
    assert (problem.record, problem.field) == (15, "title")
    assert problem.message.endswith("(row group 2, row 5)")
    assert result.total_records == 30 and result.tally.records == 29


def test_a_doc_id_repeated_in_another_batch_is_said(tmp_path, small_batches):
    records = _records()
    records[22]["doc_id"] = "d3"  # batch 6, the first in batch 1
    result = census_files([_parquet(tmp_path / "repeat.parquet", records)], limits=CORPUS_LIMITS)
    [problem] = result.problems
    assert (problem.code, problem.record) == ("duplicate_doc_id", 23)
    assert problem.message.endswith("(row group 3, row 3)")
