"""A Parquet column's pages, found without pyarrow, so a row group can be read from a page on.

pyarrow reads a column chunk from its start: a process grouping the second half of a row
group (pyarrow writes up to 1,048,576 rows in one) would decode the first half of every
column and throw it away. The pages of a chunk are compressed one by one, and each page's
header says how long it is and how many rows it holds, so the largest column can be cut
between two pages: :func:`page_cuts` walks the headers of that column and picks the pages
where ranges of about as many rows begin, and :func:`range_footer` writes a footer that
describes only the pages of one range. pyarrow, given that footer instead of the file's
own (``ParquetFile(path, metadata=...)``), decodes those pages and no others.

Only a column of UTF-8 strings whose pages from the cut on are written plainly (not against
a dictionary, whose page lies at the chunk's start) is cut; anything else gives None and
the file is read from the start as before.
"""

from __future__ import annotations

import os
from typing import BinaryIO, NamedTuple

from .parquet_footer import (
    _BINARY,
    _I32,
    _I64,
    _LIST,
    _STRUCT,
    CompactReader,
    Malformed,
    footer_bytes,
    picked,
)

__all__ = ["Chunk", "Page", "chunks_of", "page_cuts", "range_footer"]

_BYTE_ARRAY, _UTF8 = 6, 0  # the physical type and converted type of a string column
_DATA_PAGE, _DICTIONARY_PAGE, _DATA_PAGE_V2 = 0, 2, 3
_PLAIN, _RLE = 0, 3
_DICTIONARY_ENCODINGS = frozenset((2, 8))  # PLAIN_DICTIONARY, RLE_DICTIONARY
_HEADER_READ = 4096  # bytes read for a page's header at first (its statistics may hold more)
_HEADER_MOST = 16 << 20
_WINDOW = 64 << 10  # bytes read at once while walking the headers


class Chunk(NamedTuple):
    """A column's chunk in a file's only row group, as the footer says."""

    name: str
    optional: bool  # the schema's repetition: OPTIONAL (definition levels in each page) or REQUIRED
    codec: int
    start: int  # the offset of its first page (the dictionary's, if it has one)
    size: int  # bytes of all its pages
    values: int


class Page(NamedTuple):
    offset: int
    size: int  # the header and the compressed data
    rows: int
    plain: bool  # a data page not written against the dictionary


def chunks_of(raw: BinaryIO, names: list[str]) -> list[Chunk | None]:
    """The chunk of each flat string column of ``names`` in the file's only row group (None for
    one that is not such a column), the footer read once; all None when it does not read."""
    try:
        data = footer_bytes(raw)
        if data is not None:
            schema, groups = _schema_and_groups(CompactReader(data))
            return [_chunk(schema, groups, name) for name in names]
    except (OSError, Malformed, IndexError, UnicodeDecodeError):
        pass
    return [None] * len(names)


def page_cuts(raw: BinaryIO, chunk: Chunk, parts: int) -> list[tuple[int, Page]] | None:
    """Where ``parts`` ranges of about as many rows begin after the first: (row, its page) each,
    at pages written plainly from there to the chunk's end; None when there is no such cut."""
    pages = _pages(raw, chunk)
    if pages is None or sum(page.rows for page in pages) != chunk.values:
        return None
    firsts, row = [], 0
    for page in pages:
        firsts.append((row, page))
        row += page.rows
    plain_from = len(pages)
    while plain_from and pages[plain_from - 1].plain:
        plain_from -= 1
    candidates = firsts[max(plain_from, 1):]
    cuts: list[tuple[int, Page]] = []
    for part in range(1, parts):
        wanted = chunk.values * part // parts
        if not candidates:
            return None
        near = min(candidates, key=lambda first, wanted=wanted: abs(first[0] - wanted))
        if not cuts or near[0] > cuts[-1][0]:
            cuts.append(near)
    return cuts or None


def range_footer(chunk: Chunk, first: Page, rows: int, stop: int) -> bytes:
    """A Parquet file's tail (footer, its length, ``PAR1``) describing one row group of
    ``rows`` rows: the column ``chunk``'s pages from ``first`` up to the byte ``stop``."""
    writer = _Writer()
    writer.begin()
    writer.integer(1, 1)  # version
    writer.list(2, _STRUCT, 2)  # schema: the root and the column
    writer.begin()
    writer.binary(4, b"schema")
    writer.integer(5, 1)
    writer.end()
    writer.begin()
    writer.integer(1, _BYTE_ARRAY)
    writer.integer(3, 1 if chunk.optional else 0)
    writer.binary(4, chunk.name.encode())
    writer.integer(6, _UTF8)
    writer.end()
    writer.integer(3, rows, _I64)
    writer.list(4, _STRUCT, 1)  # row_groups
    writer.begin()
    writer.list(1, _STRUCT, 1)  # columns
    writer.begin()
    writer.integer(2, first.offset, _I64)  # file_offset
    writer.begin(3)  # meta_data
    writer.integer(1, _BYTE_ARRAY)
    writer.list(2, _I32, 2)
    writer.zigzag(_PLAIN)
    writer.zigzag(_RLE)
    writer.list(3, _BINARY, 1)
    writer.varint(len(chunk.name.encode()))
    writer.out += chunk.name.encode()
    writer.integer(4, chunk.codec)
    writer.integer(5, rows, _I64)
    writer.integer(6, 0, _I64)  # total_uncompressed_size: not needed to read the pages
    writer.integer(7, stop - first.offset, _I64)
    writer.integer(9, first.offset, _I64)  # data_page_offset
    writer.end()
    writer.end()
    writer.integer(2, 0, _I64)  # total_byte_size
    writer.integer(3, rows, _I64)
    writer.end()
    writer.end()
    metadata = bytes(writer.out)
    return b"PAR1" + metadata + len(metadata).to_bytes(4, "little") + b"PAR1"


def _schema_and_groups(reader: CompactReader) -> tuple[list[dict], list[list[dict]]]:
    """The footer's schema elements and each row group's column metadata."""
    schema, groups = [], []
    for field, kind in reader.fields():
        if field == 2 and kind == _LIST:  # schema: type, repetition, name, children, converted type
            schema = reader.structs(lambda element: picked(element, {1: _I32, 3: _I32, 4: _BINARY, 5: _I32,
                                                                     6: _I32}))
        elif field == 4 and kind == _LIST:  # row_groups
            groups = reader.structs(_columns)
        else:
            reader.skip(kind)
    return schema, groups


def _chunk(schema: list[dict], groups: list[list[dict]], name: str) -> Chunk | None:
    flat = [element for element in schema[1:] if element.get(4) == name.encode()]
    if len(groups) != 1 or len(flat) != 1:
        return None
    element = flat[0]
    if element.get(1) != _BYTE_ARRAY or element.get(6) != _UTF8 or element.get(5, 0) or element.get(3, 0) > 1:
        return None
    found = [meta for meta in groups[0] if meta.get(3) == [name.encode()]]
    if len(found) != 1 or found[0].get(1) != _BYTE_ARRAY or found[0].get("elsewhere"):
        return None
    meta = found[0]
    start = meta.get(11, meta.get(9))
    if start is None or not {4, 5, 7} <= meta.keys():
        return None
    return Chunk(name, element.get(3, 0) == 1, meta[4], start, meta[7], meta[5])


def _columns(reader: CompactReader) -> list[dict]:
    """The column metadata of one RowGroup (its field 1, list<ColumnChunk>)."""
    columns: list[dict] = []
    for field, kind in reader.fields():
        if field == 1 and kind == _LIST:
            columns = reader.structs(_column_chunk)
        else:
            reader.skip(kind)
    return columns


def _column_chunk(reader: CompactReader) -> dict:
    meta: dict = {}
    elsewhere = False  # in another file (file_path), or encrypted: not read here
    for field, kind in reader.fields():
        if field == 3 and kind == _STRUCT:
            meta = _column_meta(reader)
        else:
            elsewhere = elsewhere or field in (1, 8, 9)
            reader.skip(kind)
    meta["elsewhere"] = elsewhere
    return meta


def _column_meta(reader: CompactReader) -> dict:
    meta: dict = {}
    for field, kind in reader.fields():
        if field == 3 and kind == _LIST:  # path_in_schema
            count, element = reader.list_header()
            if element != _BINARY:
                raise Malformed
            meta[3] = [reader.binary() for _ in range(count)]
        elif (field in (1, 4) and kind == _I32) or (field in (5, 7, 9, 11) and kind == _I64):
            meta[field] = reader.integer()
        else:
            reader.skip(kind)
    return meta


def _pages(raw: BinaryIO, chunk: Chunk) -> list[Page] | None:
    """The pages of ``chunk``, from their headers; None for one that does not read."""
    pages, at, end = [], chunk.start, chunk.start + chunk.size
    window = _Window(raw.fileno())
    try:
        while at < end:
            page = _page(window, at)
            if page is None or page.size <= 0:
                return None
            if page.rows:
                pages.append(page)
            at += page.size
    except (OSError, Malformed, IndexError):
        return None
    return pages if at == end else None


def _page(window: _Window, at: int) -> Page | None:
    """The page whose header begins at ``at``: a header longer than the bytes read (its
    statistics can hold a long text) is read again, four times as many bytes, to a bound."""
    want = _HEADER_READ
    while True:
        data = window.read(at, want)
        try:
            return _page_header(CompactReader(data), at)
        except (Malformed, IndexError):
            if len(data) < want or want >= _HEADER_MOST:
                return None
            want *= 4


class _Window:
    """Bytes of the file read ahead of the headers: pages of a few KB cost no read each."""

    def __init__(self, fd: int) -> None:
        self.fd, self.start, self.data = fd, 0, b""

    def read(self, at: int, size: int) -> bytes:
        """``size`` bytes from ``at`` (fewer at the file's end)."""
        if not (self.start <= at and at + size <= self.start + len(self.data)):
            self.start, self.data = at, os.pread(self.fd, max(size, _WINDOW), at)
        return self.data[at - self.start:at - self.start + size]


def _page_header(reader: CompactReader, at: int) -> Page | None:
    found: dict = {}
    for field, kind in reader.fields():
        if field in (1, 3) and kind == _I32:  # type, compressed_page_size
            found[field] = reader.integer()
        elif field in (5, 7, 8) and kind == _STRUCT:
            found[field] = picked(reader, {1: _I32, 2: _I32, 3: _I32, 4: _I32})
        else:
            reader.skip(kind)
    if not {1, 3} <= found.keys():
        return None
    header, kind = reader.at, found[1]
    size = header + found[3]
    if kind == _DATA_PAGE and 5 in found:  # num_values, encoding: a flat column's values are its rows
        rows, encoding = found[5].get(1), found[5].get(2)
    elif kind == _DATA_PAGE_V2 and 8 in found:  # num_rows, encoding
        rows, encoding = found[8].get(3), found[8].get(4)
    elif kind == _DICTIONARY_PAGE:
        rows, encoding = 0, None
    else:
        return None
    if rows is None or rows < 0:
        return None
    return Page(at, size, rows, encoding is not None and encoding not in _DICTIONARY_ENCODINGS)


class _Writer:
    """Thrift's compact protocol, only as far as :func:`range_footer` writes."""

    def __init__(self) -> None:
        self.out = bytearray()
        self._last = [0]

    def varint(self, value: int) -> None:
        while value >= 0x80:
            self.out.append(value & 0x7F | 0x80)
            value >>= 7
        self.out.append(value)

    def zigzag(self, value: int) -> None:
        self.varint((value << 1) ^ (value >> 63))

    def field(self, field: int, kind: int) -> None:
        delta = field - self._last[-1]
        if 0 < delta <= 15:
            self.out.append(delta << 4 | kind)
        else:
            self.out.append(kind)
            self.zigzag(field)
        self._last[-1] = field

    def integer(self, field: int, value: int, kind: int = _I32) -> None:
        self.field(field, kind)
        self.zigzag(value)

    def binary(self, field: int, value: bytes) -> None:
        self.field(field, _BINARY)
        self.varint(len(value))
        self.out += value

    def list(self, field: int, kind: int, count: int) -> None:
        self.field(field, _LIST)
        if count < 15:
            self.out.append(count << 4 | kind)
        else:
            self.out.append(0xF0 | kind)
            self.varint(count)

    def begin(self, field: int | None = None) -> None:
        if field is not None:
            self.field(field, _STRUCT)
        self._last.append(0)

    def end(self) -> None:
        self.out.append(0)
        self._last.pop()
