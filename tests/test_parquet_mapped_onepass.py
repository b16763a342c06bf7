"""``docdedup group`` on a Parquet file read through other field names (``--field``, ``--set``),
in one pass: the report is the thorough path's byte for byte, mapping named in its header,
in one process or several; whatever the thorough reader would judge is left to it."""

from __future__ import annotations

import pytest

from core.census import run as census_run
from core.grouped_file import load_and_group
from core.input.field_mapping import FieldMapping, MappedFile
from core.input.limits import LIMITS_BY_NAME
from core.onepass import group_file, parquet_rows, run
from core.onepass.loaded import load_in_one_pass
from tests.helpers import thorough_report

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")

CORPUS = LIMITS_BY_NAME["corpus"]
TEXTS = ['a "quoted" word', "back\\slash", "two\nlines", "crlf\r\nline", "سلام دنیا", "plain", "plain"]
HUB = (("doc_id", "id"), ("source_ref", "url"), ("body", "text"))  # as a dataset hub's shard names them



@pytest.fixture(autouse=True)
def small_ranges(monkeypatch):
    """Batches of 5 rows and a process for any file size."""
    monkeypatch.setattr(parquet_rows, "_BATCH_ROWS", 5)
    monkeypatch.setattr(run, "MIN_RANGE_BYTES", 1)


def _hub_shard(path, count=60, row_group_size=16, **extra) -> str:
    columns = {"id": [f"<urn:uuid:{i:04}>" for i in range(count)],
               "url": [f"https://example.org/{i}?q=ی" for i in range(count)],
               "text": [TEXTS[i % len(TEXTS)] for i in range(count)],
               "language": [("fa", "en")[i % 2] for i in range(count)],
               "title": [f"t{i % 5}" for i in range(count)], **extra}
    parquet.write_table(pyarrow.table(columns), path, row_group_size=row_group_size)
    return str(path)


@pytest.mark.parametrize("jobs", [1, 2, 3])
@pytest.mark.parametrize("row_group_size", [16, 100])  # several row groups; one, read by one process
@pytest.mark.parametrize(("fields", "values"), [
    (HUB, ()),
    ((("doc_id", "id"), ("source_ref", "id"), ("body", "text")), (("language", "fa"), ("title", "a title"))),
    ((("doc_id", "id"), ("source_ref", "url"), ("body", "title"), ("title", "text")), ()),
])
def test_a_mapped_file_gives_the_thorough_bytes(tmp_path, jobs, row_group_size, fields, values):
    path = MappedFile(_hub_shard(tmp_path / "shard.parquet", row_group_size=row_group_size),
                      FieldMapping(fields, values))
    fast = group_file(path, limits=CORPUS, jobs=jobs)
    assert fast is not None
    assert fast == thorough_report(path, CORPUS)
    assert b'"mapping": {' in fast


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_a_mapped_file_in_csv_names_the_mapping_on_every_row_as_the_thorough_path(tmp_path, jobs):
    path = MappedFile(_hub_shard(tmp_path / "shard.parquet"), FieldMapping(HUB, (("language", "fa"),)))
    fast = group_file(path, limits=CORPUS, jobs=jobs, format="csv")
    assert fast is not None
    assert fast == thorough_report(path, CORPUS, "csv")
    cell = (b'"{""fields"": {""doc_id"": ""id"", ""source_ref"": ""url"", ""body"": ""text""}, '
            b'""set"": {""language"": ""fa""}}"')
    assert all(row.endswith(cell) for row in fast.splitlines()[1:])


@pytest.mark.parametrize(("fields", "values", "extra"), [
    ((("doc_id", "id"), ("source_ref", "url"), ("body", "content")), (), {}),  # no such column
    ((("doc_id", "id"), ("source_ref", "url"), ("body", "text")), (), {"id": list(range(60))}),  # not strings
    (HUB, (("language", "not a tag!"),), {}),  # a value the contract refuses
    (HUB, (("title", ""),), {}),  # an empty title
])
def test_what_the_thorough_reader_judges_is_left_to_it(tmp_path, fields, values, extra):
    path = MappedFile(_hub_shard(tmp_path / "shard.parquet", **extra), FieldMapping(fields, values))
    assert group_file(path, limits=CORPUS, jobs=2) is None


@pytest.mark.parametrize("values", [(), (("language", "fa"), ("title", "a title"))])
def test_the_window_loads_a_mapped_file_in_one_pass_as_the_loader_reads_it(tmp_path, values):
    """The window's load (``load_and_group``): the same records, groups and name either way."""
    path = MappedFile(_hub_shard(tmp_path / "shard.parquet"), FieldMapping(HUB, values))
    assert load_in_one_pass(path, limits=CORPUS) is not None  # not left to the thorough path
    assert load_and_group(path, limits=CORPUS, one_pass=True) == load_and_group(path, limits=CORPUS,
                                                                                 one_pass=False)


def test_the_census_of_a_mapped_file_reads_it_a_batch_at_a_time_as_the_loader_would(tmp_path):
    """``chars`` on a mapped shard: the batch-wise census (its records let go as counted) gives
    the rows the thorough census gives from every record held at once."""
    texts = [f"{TEXTS[i % len(TEXTS)]}\N{ZERO WIDTH NON-JOINER}{i}" for i in range(60)]
    shard = _hub_shard(tmp_path / "shard.parquet", text=texts)
    path = MappedFile(shard, FieldMapping(HUB, (("title", "a title"),)))
    fast = census_run._fast_files([path], CORPUS, 2, None)
    assert fast.total_records == 60
    assert fast.tally.rows() and fast.tally.rows() == census_run._thorough([path], CORPUS, None).tally.rows()
