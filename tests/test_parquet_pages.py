"""A Parquet file of one row group, cut between the pages of its largest column: each process
decodes that column from its own first page (through a footer describing only its pages)
and the report is the thorough path's, byte for byte, however the file was written."""

from __future__ import annotations

import io

import pytest

from core.input.limits import LIMITS_BY_NAME
from core.input.parquet_pages import chunks_of, page_cuts, range_footer
from core.onepass import group_file, parquet_rows, run
from core.onepass.parquet_split import split_rows
from tests.helpers import thorough_report

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")

CORPUS = LIMITS_BY_NAME["corpus"]
FIELDS = ("doc_id", "source_ref", "language", "title", "body")
TEXTS = ['a "quoted" word', "back\\slash", "two\nlines", "crlf\r\nline", "tab\there", "سلام دنیا",
         "emoji \N{GRINNING FACE} and \N{ZERO WIDTH NON-JOINER}", "/ slash", "plain", "\u2028 line sep"]


def _records(count: int = 300, *, distinct: bool = True) -> list[dict]:
    def body(i: int) -> str:
        return f"{TEXTS[i % len(TEXTS)]} {i if distinct else i % 3} " * (1 + i % 4)

    return [{"doc_id": f"d{i:04}", "source_ref": f"s/{i}", "language": ("fa", "en")[i % 2],
             "title": TEXTS[i % 7], "body": body(i if i % 17 else 0)} for i in range(count)]


def _write(path, records, *, nullable=True, large=False, **options) -> str:
    kind = pyarrow.large_string() if large else pyarrow.string()
    schema = pyarrow.schema([pyarrow.field(name, kind, nullable=nullable) for name in FIELDS])
    # small pages, and a dictionary that overflows soon, as it does on a real corpus's texts
    options = {"data_page_size": 512, "dictionary_pagesize_limit": 1024, "write_batch_size": 8,
               "row_group_size": 1 << 20, **options}
    parquet.write_table(pyarrow.Table.from_pylist(records, schema=schema), path, **options)
    return str(path)


@pytest.fixture
def any_size(monkeypatch):
    """A process for any file size, and batches of 7 rows (a batch ends inside a page)."""
    monkeypatch.setattr(run, "MIN_RANGE_BYTES", 1)
    monkeypatch.setattr(parquet_rows, "_BATCH_ROWS", 7)


WRITTEN = {
    "pyarrow's default": {},
    "no dictionary": {"use_dictionary": False},
    "data pages v2": {"data_page_version": "2.0"},
    "not compressed": {"compression": "none"},
    "zstd": {"compression": "zstd"},
    "gzip": {"compression": "gzip"},
    "page checksums": {"write_page_checksum": True},
    "no statistics": {"write_statistics": False},
}


@pytest.mark.parametrize("written", WRITTEN)
@pytest.mark.parametrize("jobs", [2, 3])
@pytest.mark.parametrize("format", ["json", "csv"])
def test_a_row_group_cut_between_pages_gives_the_thorough_bytes(tmp_path, any_size, written, jobs, format):
    path = _write(tmp_path / "corpus.parquet", _records(), **WRITTEN[written])
    layout, ranges = parquet_rows.row_ranges(parquet_rows.parquet_layout(path), jobs)
    assert layout.pages is not None and len(ranges) == jobs  # cut, not handed out by one process
    assert ranges[0][0] == 0 and ranges[-1][1] == 300 and all(a < b for a, b in ranges)
    assert group_file(path, limits=CORPUS, jobs=jobs, format=format) == thorough_report(path, CORPUS, format)


@pytest.mark.parametrize(("nullable", "large"), [(False, False), (True, True)])
def test_required_columns_and_large_strings_are_cut_too(tmp_path, any_size, nullable, large):
    path = _write(tmp_path / "corpus.parquet", _records(), nullable=nullable, large=large)
    layout, _ranges = parquet_rows.row_ranges(parquet_rows.parquet_layout(path), 2)
    assert layout.pages is not None
    assert group_file(path, limits=CORPUS, jobs=2) == thorough_report(path, CORPUS, "json")


def test_each_range_reads_exactly_its_rows(tmp_path, any_size):
    path = _write(tmp_path / "corpus.parquet", _records())
    layout, ranges = parquet_rows.row_ranges(parquet_rows.parquet_layout(path), 3)
    for start, stop in ranges:
        batches = parquet_rows.scan_rows(layout, start, stop, CORPUS)
        read = [doc_id for batch in batches for doc_id in batch.doc_ids]
        assert read == [f"d{i:04}" for i in range(start, stop)]


def test_a_column_written_against_its_dictionary_is_handed_out_instead(tmp_path, any_size):
    # few distinct bodies: every page refers to the dictionary at the chunk's start
    path = _write(tmp_path / "corpus.parquet", _records(distinct=False), dictionary_pagesize_limit=1 << 20)
    layout, ranges = parquet_rows.row_ranges(parquet_rows.parquet_layout(path), 2)
    assert layout.pages is None and ranges == [(0, 300), (300, 300)]
    assert group_file(path, limits=CORPUS, jobs=2) == thorough_report(path, CORPUS, "json")


def test_several_row_groups_are_cut_between_them_not_between_pages(tmp_path, any_size):
    path = _write(tmp_path / "corpus.parquet", _records(), row_group_size=100)
    layout, ranges = parquet_rows.row_ranges(parquet_rows.parquet_layout(path), 3)
    assert layout.pages is None and ranges == [(0, 100), (100, 200), (200, 300)]


def test_the_largest_column_is_the_one_cut(tmp_path):
    records = [{**record, "title": record["body"] * 3} for record in _records()]
    path = _write(tmp_path / "corpus.parquet", records)
    layout = parquet_rows.parquet_layout(path)
    cut = split_rows(layout, 2, list(FIELDS))
    assert cut is not None and cut[0].pages.chunk.name == "title"


def test_a_mapped_shard_is_cut_on_its_text_column(tmp_path, any_size):
    from core.input.field_mapping import FieldMapping, MappedFile

    records = [{"id": r["doc_id"], "url": r["source_ref"], "text": r["body"]} for r in _records()]
    table = pyarrow.Table.from_pylist(records)
    parquet.write_table(table, tmp_path / "shard.parquet", data_page_size=512, dictionary_pagesize_limit=1024,
                        write_batch_size=8)
    mapping = FieldMapping((("doc_id", "id"), ("source_ref", "url"), ("body", "text")),
                           (("language", "fa"), ("title", "a title")))
    path = MappedFile(str(tmp_path / "shard.parquet"), mapping)
    layout, _ranges = parquet_rows.row_ranges(parquet_rows.parquet_layout(path, mapped=True), 2)
    assert layout.pages is not None and layout.pages.chunk.name == "text"
    assert group_file(path, limits=CORPUS, jobs=2) == group_file(path, limits=CORPUS, jobs=1)


def test_long_page_statistics_are_read_past_the_first_bytes(tmp_path, any_size):
    records = [{**record, "body": f"{i:05} " + "x" * 9000} for i, record in enumerate(_records(40))]
    path = _write(tmp_path / "corpus.parquet", records, data_page_size=8192)
    with open(path, "rb") as raw:
        chunk = chunks_of(raw, ["body"])[0]
        cuts = page_cuts(raw, chunk, 2)
    assert cuts is not None
    assert group_file(path, limits=CORPUS, jobs=2) == thorough_report(path, CORPUS, "json")


def test_the_footer_of_a_range_reads_back_in_pyarrow(tmp_path):
    path = _write(tmp_path / "corpus.parquet", _records())
    with open(path, "rb") as raw:
        chunk = chunks_of(raw, ["body"])[0]
        [(row, page)] = page_cuts(raw, chunk, 2)
    metadata = parquet.read_metadata(pyarrow.BufferReader(range_footer(chunk, page, 300 - row,
                                                                      chunk.start + chunk.size)))
    assert metadata.num_rows == 300 - row and metadata.schema.names == ["body"]
    read = parquet.ParquetFile(path, metadata=metadata).read().column(0).to_pylist()
    assert read == [record["body"] for record in _records()][row:]


def test_a_damaged_page_header_leaves_the_file_to_one_reader(tmp_path, any_size):
    path = tmp_path / "corpus.parquet"
    _write(path, _records())
    with open(path, "rb") as raw:
        chunk = chunks_of(raw, ["body"])[0]
    data = bytearray(path.read_bytes())
    data[chunk.start] = 0x0F  # a field of a kind the compact protocol does not have
    path.write_bytes(bytes(data))
    with open(path, "rb") as raw:
        assert chunks_of(raw, ["body"])[0] == chunk and page_cuts(raw, chunk, 2) is None
    layout, ranges = parquet_rows.row_ranges(parquet_rows.parquet_layout(str(path)), 2)
    assert layout.pages is None and ranges == [(0, 300), (300, 300)]


@pytest.mark.parametrize("damage", ["a length past the file", "an encrypted footer"])
def test_a_footer_that_does_not_read_gives_no_chunk(damage, tmp_path):
    path = tmp_path / "corpus.parquet"
    _write(path, _records())
    data = bytearray(path.read_bytes())
    if damage == "a length past the file":
        data[-8:-4] = (len(data) * 2).to_bytes(4, "little")
    else:
        data[-4:] = b"PARE"
    assert chunks_of(io.BytesIO(bytes(data)), ["body"])[0] is None
