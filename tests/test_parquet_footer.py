"""A Parquet file's footer read without pyarrow (core.input.parquet_footer): the top-level
column names and the rows of each row group, as pyarrow reads them, on real and written
files; whatever is not a footer as expected gives None, never an exception."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from core.input.parquet_footer import Footer, read_footer

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")

REAL = sorted(Path(__file__).parent.joinpath("data", "real_shards").glob("*.parquet"))


def _as_pyarrow_reads(path) -> Footer:
    opened = parquet.ParquetFile(path)
    rows = tuple(opened.metadata.row_group(group).num_rows for group in range(opened.num_row_groups))
    return Footer(tuple(opened.schema_arrow.names), rows)


def _read(path) -> Footer | None:
    with open(path, "rb") as raw:
        return read_footer(raw)


@pytest.mark.parametrize("path", REAL, ids=lambda path: path.name)
def test_a_real_file_reads_as_pyarrow_reads_it(path):
    assert _read(path) == _as_pyarrow_reads(path)


@pytest.mark.parametrize("table", [
    pyarrow.table({"doc_id": ["a", "b", "c"], "body": ["x", None, "z"]}),
    pyarrow.table({"nested": [{"inner": 1, "deeper": {"x": "y"}}] * 3, "tags": [["a", "b"]] * 3,
                   "after": ["s", "t", "u"], "flag": [True, False, True], "n": [1.5, 2.5, None]}),
    pyarrow.table({"متن": ["سلام"] * 5, "empty": pyarrow.array([None] * 5, pyarrow.string())}),
    pyarrow.table({"doc_id": pyarrow.array([], pyarrow.string())}),  # no row at all
])
@pytest.mark.parametrize("row_group_size", [1, 2, 1000])
def test_a_written_file_reads_as_pyarrow_reads_it(tmp_path, table, row_group_size):
    path = tmp_path / "file.parquet"
    parquet.write_table(table, path, row_group_size=row_group_size)
    assert _read(path) == _as_pyarrow_reads(path)


@pytest.mark.parametrize("damage", [
    lambda data: data[:-1],  # the last byte of the magic gone
    lambda data: data[:-8] + (len(data)).to_bytes(4, "little") + b"PAR1",  # a length past the file
    lambda data: data[:-8] + (0).to_bytes(4, "little") + b"PAR1",  # no footer
    lambda data: data[:-4] + b"PARE",  # an encrypted footer
    lambda data: data[:-40] + data[-8:],  # the footer's end cut away
    lambda data: data[:8],  # a head and nothing else
])
def test_a_damaged_footer_gives_none(tmp_path, damage):
    path = tmp_path / "file.parquet"
    parquet.write_table(pyarrow.table({"doc_id": ["a", "b"]}), path)
    assert read_footer(io.BytesIO(damage(path.read_bytes()))) is None
