"""A Parquet file of one row group, read by several processes: cut between the pages of its
largest column.

pyarrow writes up to 1,048,576 rows in one row group, and reads a column chunk from its
start. The largest column (the bodies: 97% of the benchmark corpus's bytes) is cut between
two of its pages (:mod:`core.input.parquet_pages`): each process decodes that column from
its own first page only, through a footer describing those pages alone, and reads the
small columns (ids, language, title: a few % of the bytes) from the row group's start,
passing over the rows before its own. So every process decodes about its share of the
bytes, groups as many records as the others, and nothing is handed from one to another.

A file whose largest column cannot be cut there (pages written against a dictionary, a
column that is not UTF-8 strings, a page header that does not read) is read by one
process that hands batches to the others (:mod:`.parquet_share`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import pairwise
from typing import NamedTuple

from ..input.input_source import open_regular
from ..input.parquet_pages import Chunk, Page, chunks_of, page_cuts, range_footer
from .ranges import Layout

__all__ = ["Split", "split_columns", "split_rows"]


class Split(NamedTuple):
    """The column cut between its pages, and the first page of each range after the first."""

    chunk: Chunk
    starts: dict[int, Page]  # the first row of a range: its page


def split_rows(layout: Layout, parts: int, columns: list[str]) -> tuple[Layout, list[tuple[int, int]]] | None:
    """``parts`` ranges of the rows of a file of one row group, cut between the pages of the
    largest of ``columns``, and the layout that says where; None when it cannot be cut so."""
    if len(layout.rows) != 1 or parts < 2:
        return None
    try:
        with open_regular(layout.path) as raw:
            chunks = chunks_of(raw, columns)
            if not chunks or None in chunks:
                return None
            largest = max(chunks, key=lambda chunk: chunk.size)
            cuts = page_cuts(raw, largest, parts)
    except OSError:
        return None
    if cuts is None or largest.values != layout.rows[0]:
        return None
    starts = [0, *(row for row, _page in cuts), largest.values]
    return replace(layout, pages=Split(largest, dict(cuts))), list(pairwise(starts))


def split_columns(opened, layout: Layout, start: int, stop: int, columns: list[str], batch_rows: int,
                  buffer: int) -> Iterator[dict]:
    """The ``columns`` of rows ``start..stop`` (a range :func:`split_rows` made, after the first),
    a batch at a time, by name: the cut column from its own pages, the others from the start of
    the file ``opened`` (a pyarrow ParquetFile)."""
    import pyarrow as arrow
    import pyarrow.parquet as parquet

    split: Split = layout.pages
    chunk, first = split.chunk, split.starts[start]
    end = split.starts[stop].offset if stop in split.starts else chunk.start + chunk.size
    tail = range_footer(chunk, first, stop - start, end)
    pages = parquet.ParquetFile(layout.path, metadata=parquet.read_metadata(arrow.BufferReader(tail)),
                                buffer_size=buffer, pre_buffer=False)
    if pages.metadata.num_rows != stop - start:
        raise ValueError("the footer written for the pages does not read back")
    others = [name for name in columns if name != chunk.name]
    small = None
    if others:
        small = _Rows(opened.iter_batches(batch_size=batch_rows, columns=others, use_threads=False))
        small.skip(start)
    for cut in pages.iter_batches(batch_size=batch_rows, use_threads=False):
        found = {chunk.name: cut.column(0)}
        if small is not None:
            rows = small.take(cut.num_rows)
            found.update(zip(others, rows, strict=True))
        yield found


class _Rows:
    """Batches of rows taken as many rows at a time as asked, whatever the batches' sizes."""

    def __init__(self, batches) -> None:
        self.batches, self.rest = batches, None

    def _next(self, most: int):
        if self.rest is None or self.rest.num_rows == 0:
            self.rest = next(self.batches, None)
            if self.rest is None:
                raise ValueError("a column holds fewer rows than the row group")
        piece, self.rest = self.rest.slice(0, most), self.rest.slice(most)
        return piece

    def skip(self, count: int) -> None:
        while count:
            count -= self._next(count).num_rows

    def take(self, count: int) -> list:
        """The columns of the next ``count`` rows (joined when they lie in two batches)."""
        import pyarrow as arrow

        pieces = []
        while count:
            piece = self._next(count)
            pieces.append(piece)
            count -= piece.num_rows
        if len(pieces) == 1:
            return pieces[0].columns
        return [arrow.concat_arrays([piece.column(index) for piece in pieces])
                for index in range(pieces[0].num_columns)]
