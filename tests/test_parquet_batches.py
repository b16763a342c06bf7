"""``docdedup chars`` and the window's load read a Parquet file's rows a batch at a time and
let each batch's bytes go: the same census, records and groups as reading the file whole,
record numbers counted across batches; a row the batches cannot vouch for (a null, a repeated
doc_id) is left to the thorough reader, which locates it by row group and row."""

from __future__ import annotations

import pytest

from core.census import run as census_run
from core.census.run import census_files
from core.grouped_file import load_and_group
from core.grouping import form_groups, zero_digest
from core.input.limits import CORPUS_LIMITS
from core.input.loader import load_records
from core.inspection import inspect_file
from core.onepass import parquet_rows
from core.onepass.loaded import load_in_one_pass
from core.perf import sha256_hex_holding_gil
from core.progress import Cancelled
from tests.helpers import run_cli

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")


def _records(count: int = 30) -> list[dict]:
    return [{"doc_id": f"d{i}", "source_ref": f"s{i}", "language": ("en", "fa")[i % 2], "title": f"t{i % 5}",
             "body": f"body {i % 5}" + (" \N{RIGHT-TO-LEFT OVERRIDE}" if i == 17 else "")
             + (" \N{ZERO WIDTH NON-JOINER}" if i % 7 == 3 else "")} for i in range(count)]


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


def test_the_window_loads_the_records_and_groups_of_the_whole_file(tmp_path, small_batches):
    records = _records()
    records[20] = dict(records[5], doc_id="copy", source_ref="elsewhere")  # a group of two
    path = _parquet(tmp_path / "corpus.parquet", records)
    seen = []
    loaded, groups = load_in_one_pass(path, limits=CORPUS_LIMITS, digest=sha256_hex_holding_gil,
                                      progress=lambda done, total: seen.append((done, total)) or True)
    expected = load_records(path, limits=CORPUS_LIMITS)
    assert (loaded.format, loaded.records, loaded.total_records) == ("parquet", expected.records, 30)
    assert groups == form_groups(expected.records)
    assert [group.members for group in groups if 20 in group.members] == [(20, 15, 25, 5)]  # by doc_id
    assert seen[0] == (4, 30) and seen[-1] == (30, 30)
    assert inspect_file(path).index_of_doc_id["copy"] == 20


def test_the_window_loads_a_file_with_a_null_the_thorough_way(tmp_path, small_batches):
    records = _records()
    records[14]["title"] = None
    path = _parquet(tmp_path / "nulls.parquet", records)
    assert load_in_one_pass(path, limits=CORPUS_LIMITS) is None
    loaded, _groups = load_and_group(path, limits=CORPUS_LIMITS)
    [problem] = loaded.problems
    assert problem.message.endswith("(row group 2, row 5)") and len(loaded.records) == 29


def test_the_window_load_of_parquet_may_be_cancelled_and_other_digests_go_the_thorough_way(tmp_path):
    path = _parquet(tmp_path / "corpus.parquet", _records())
    with pytest.raises(Cancelled):
        load_in_one_pass(path, limits=CORPUS_LIMITS, progress=lambda done, total: False)
    assert load_in_one_pass(path, limits=CORPUS_LIMITS, digest=zero_digest) is None


def test_a_doc_id_not_utf8_is_a_located_problem_not_a_traceback(tmp_path):
    bad = pyarrow.array([b"d\xff1", b"d2"], pyarrow.binary())
    table = pyarrow.table({"doc_id": pyarrow.Array.from_buffers(pyarrow.string(), 2, bad.buffers()),
                           "source_ref": ["s1", "s2"], "language": ["en", "en"], "title": ["t", "t"],
                           "body": ["b1", "b2"]})
    path = tmp_path / "bad.parquet"
    parquet.write_table(table, path)
    assert load_in_one_pass(str(path), limits=CORPUS_LIMITS) is None
    for command in ("group", "chars"):
        done = run_cli(command, str(path))
        assert done.returncode != 0 and "Traceback" not in done.stderr
        assert "the doc_id of record 1 is not UTF-8 (byte 0xFF at byte 1) (row group 1, row 1" in done.stderr
