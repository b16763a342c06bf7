"""A Parquet file's footer, read without pyarrow: its top-level column names and the rows of
each row group.

Importing pyarrow takes ~20 ms and leaving a process that holds it ~7 ms more; the command
that only needs to know how a file is cut into rows (``docdedup group``, before its
processes start) reads these few fields itself. The footer is the file's metadata, written
with Thrift's compact protocol at the end of the file: ``<metadata> <length: 4 bytes,
little-endian> PAR1``. Whatever is not as expected (an encrypted footer, a length past the
file, a field of another type) gives None: pyarrow then reads the file and says why.
"""

from __future__ import annotations

import os
from typing import BinaryIO, NamedTuple

__all__ = ["CompactReader", "Footer", "Malformed", "footer_bytes", "picked", "read_footer"]

_MAGIC = b"PAR1"
_MOST = 64 << 20  # a footer larger than this is not read here (pyarrow's own bound is 100 MB)
# Thrift compact types
_TRUE, _FALSE, _BYTE, _I16, _I32, _I64, _DOUBLE, _BINARY, _LIST, _SET, _MAP, _STRUCT = range(1, 13)


class Footer(NamedTuple):
    columns: tuple[str, ...]  # the names of the top-level columns, in order
    rows: tuple[int, ...]  # the rows of each row group


class Malformed(Exception):
    pass


def read_footer(raw: BinaryIO) -> Footer | None:
    """The footer of the Parquet file open as ``raw`` (seekable, binary), or None."""
    try:
        data = footer_bytes(raw)
        return None if data is None else _file_metadata(CompactReader(data))
    except (OSError, Malformed, IndexError, UnicodeDecodeError):
        return None


def footer_bytes(raw: BinaryIO) -> bytes | None:
    """The footer's bytes (the file's metadata, Thrift compact), or None when the file does not
    end as a Parquet file does. OSError as reading raises it."""
    size = raw.seek(0, os.SEEK_END)
    if size < 12:
        return None
    raw.seek(size - 8)
    tail = raw.read(8)
    length = int.from_bytes(tail[:4], "little")
    if tail[4:] != _MAGIC or not 0 < length <= min(size - 12, _MOST):
        return None
    raw.seek(size - 8 - length)
    return raw.read(length)


class CompactReader:
    """Thrift's compact protocol over bytes, only as far as a footer (or a page's header) needs."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def byte(self) -> int:
        value = self.data[self.at]
        self.at += 1
        return value

    def varint(self) -> int:
        shift = result = 0
        while True:
            byte = self.byte()
            result |= (byte & 0x7F) << shift
            if byte < 0x80:
                return result
            shift += 7
            if shift > 63:
                raise Malformed

    def integer(self) -> int:  # i16, i32, i64: zigzag
        value = self.varint()
        return (value >> 1) ^ -(value & 1)

    def binary(self) -> bytes:
        length = self.varint()
        if self.at + length > len(self.data):
            raise Malformed
        value = self.data[self.at:self.at + length]
        self.at += length
        return value

    def fields(self):
        """(field id, type) of each field of the struct read here, to its end."""
        last = 0
        while (header := self.byte()) != 0:
            kind, delta = header & 0x0F, header >> 4
            last = last + delta if delta else self.integer()
            yield last, kind

    def list_header(self) -> tuple[int, int]:
        header = self.byte()
        count = header >> 4
        return (self.varint() if count == 15 else count), header & 0x0F

    def structs(self, read) -> list:
        """The elements of the list of structs read here, each read by ``read(self)``."""
        count, element = self.list_header()
        if element != _STRUCT:
            raise Malformed
        return [read(self) for _ in range(count)]

    def skip(self, kind: int) -> None:
        if kind in (_TRUE, _FALSE):
            return  # a field's bool is in its header (a list's bools are bytes: see below)
        if kind == _BYTE:
            self.at += 1
        elif kind in (_I16, _I32, _I64):
            self.varint()
        elif kind == _DOUBLE:
            self.at += 8
        elif kind == _BINARY:
            self.binary()
        elif kind in (_LIST, _SET):
            count, element = self.list_header()
            for _ in range(count):
                if element in (_TRUE, _FALSE):
                    self.at += 1  # a bool in a list is a byte of its own
                else:
                    self.skip(element)
        elif kind == _MAP:
            count = self.varint()
            if count:
                types = self.byte()
                for _ in range(count):
                    self.skip(types >> 4)
                    self.skip(types & 0x0F)
        elif kind == _STRUCT:
            for _field, inner in self.fields():
                self.skip(inner)
        else:
            raise Malformed
        if self.at > len(self.data):
            raise Malformed


def _file_metadata(reader: CompactReader) -> Footer:
    schema: list[tuple[str, int]] = []  # (name, children) of each element, depth first
    rows: list[int] = []
    for field, kind in reader.fields():
        if field == 2 and kind == _LIST:  # schema: list<SchemaElement>
            schema = reader.structs(_schema_element)
        elif field == 4 and kind == _LIST:  # row_groups: list<RowGroup>
            rows = reader.structs(_row_group_rows)
        else:
            reader.skip(kind)
    if not schema:
        raise Malformed
    return Footer(_top_level(schema), tuple(rows))


def _schema_element(reader: CompactReader) -> tuple[str, int]:
    found = picked(reader, {4: _BINARY, 5: _I32})  # name, num_children
    if 4 not in found or found.get(5, 0) < 0:
        raise Malformed
    return found[4].decode(), found.get(5, 0)


def _row_group_rows(reader: CompactReader) -> int:
    rows = picked(reader, {3: _I64}).get(3)  # num_rows
    if rows is None or rows < 0:
        raise Malformed
    return rows


def picked(reader: CompactReader, wanted: dict[int, int]) -> dict[int, bytes | int]:
    """The fields of the struct read here that ``wanted`` names (field id: its type), read; the
    others skipped."""
    found: dict[int, bytes | int] = {}
    for field, kind in reader.fields():
        if wanted.get(field) == kind:
            found[field] = reader.binary() if kind == _BINARY else reader.integer()
        else:
            reader.skip(kind)
    return found


def _top_level(schema: list[tuple[str, int]]) -> tuple[str, ...]:
    """The names of the root's children (the schema is its tree, depth first)."""
    names, at = [], 1
    for _ in range(schema[0][1]):
        names.append(schema[at][0])
        at = _past(schema, at)
    if at != len(schema):
        raise Malformed
    return tuple(names)


def _past(schema: list[tuple[str, int]], at: int) -> int:
    """The index after the element at ``at`` and all its descendants."""
    pending = 1
    while pending:
        pending += schema[at][1] - 1
        at += 1
    return at
