"""Cutting a file of records into byte ranges and each range into batches.

An array file is cut just before a ``,`` between ``}`` and ``{``; a JSON Lines
file just after a line break. A ``},{`` can also sit inside a string, but then
the text before the cut ends inside an unclosed string and can never decode: a
wrong cut is a doubt, never a wrong result.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..input.compressed import HEAD as COMPRESSED_HEAD
from ..input.compressed import compression_of
from ..input.field_mapping import MappedFile
from ..input.file_encoding import UTF8_BOM
from ..input.input_source import most_bytes, open_regular, open_text
from ..input.limits import Limits
from ..input.memory_need import memory_refusal
from ..input.record_bounds import ARRAY_BOUNDARY, skip_bytes_whitespace
from .ahead import read_ahead
from .scan import Doubt

__all__ = ["TO_THE_END", "Layout", "batches", "layout_of", "split"]

BATCH = 4 << 20  # bytes a batch holds, about: msgspec decodes it in a few ms
_HEAD = 64 << 10
TO_THE_END = 1 << 62  # the stop of a compressed file's one range: its text's length is not known


@dataclass(frozen=True)
class Layout:
    """Where the records of a file start and how they are written."""

    path: str
    lines: bool  # JSON Lines; else a JSON array
    start: int  # first byte after '[' (array) or of the first line (JSON Lines)
    size: int  # bytes on disk (a compressed file's text is longer: read it to its end)
    compressed: bool = False  # offsets are in the decompressed text, read from the start only
    rows: Any = field(default=None, compare=False, repr=False)  # Parquet: the rows of each row group
    pages: Any = field(default=None, compare=False, repr=False)  # Parquet: where it is cut between pages


def layout_of(path: str, limits: Limits | None = None, *, compressed: bool = False,
              mapped: bool = False) -> Layout:
    """The layout of ``path``; :class:`Doubt` for anything but UTF-8 records.

    Also a doubt: a file larger than ``limits`` can hold (the thorough path refuses
    it, saying so, before reading it), a compressed file unless ``compressed`` (then it
    is one range, read from its start: a stream cannot be cut), and a file read through
    other field names unless ``mapped`` (its records are read by :func:`.mapped.scan_mapped`).
    """
    if isinstance(path, MappedFile) and not mapped:
        raise Doubt  # other field names: read where the mapping is applied
    most = None if limits is None else most_bytes(limits)[0]
    try:
        # Only a regular file (core.input.input_source's gate): a pipe, a device or standard
        # input is read once, by the thorough path, which says why it refuses one.
        with open_regular(path) as raw:
            size = os.fstat(raw.fileno()).st_size
            packed = compression_of(raw.peek(COMPRESSED_HEAD)[:COMPRESSED_HEAD]) is not None
            if limits is not None and limits.max_records is None and memory_refusal(raw.fileno(), size):
                raise Doubt  # too many records for this computer: the thorough path says so
        if packed and not compressed:
            raise Doubt
        with open_text(path, most=most) as stream:
            head = stream.read(_HEAD)
    except (OSError, ValueError):  # ValueError: a path with a NUL byte
        raise Doubt from None
    origin = len(UTF8_BOM) if head.startswith(UTF8_BOM) else 0
    first = skip_bytes_whitespace(head, origin)
    if first >= len(head) or head[first] not in b"[{" or b"\0" in head[:first + 2]:
        raise Doubt
    if head[first] == ord("["):
        return Layout(path, False, first + 1, size, packed)
    return Layout(path, True, origin, size, packed)


def split(layout: Layout, parts: int) -> list[tuple[int, int]]:
    """At most ``parts`` ranges ``(start, stop)`` covering the records, cut between records."""
    if layout.compressed:
        return [(layout.start, TO_THE_END)]
    cuts = [layout.start]
    with open_regular(layout.path) as stream:
        for part in range(1, parts):
            near = layout.start + (layout.size - layout.start) * part // parts
            cut = _cut_after(stream, max(near, cuts[-1] + 1), layout)
            if cut is None:
                break
            cuts.append(cut)
    ranges = []
    for index, (start, stop) in enumerate(zip(cuts, [*cuts[1:], layout.size], strict=True)):
        skip = index > 0 and not layout.lines  # the ',' between two ranges is in neither
        ranges.append((start + skip, stop))
    return ranges


def _cut_after(stream, near: int, layout: Layout) -> int | None:
    """The start of the first record that begins after ``near``, if any."""
    window = 1 << 20
    while near < layout.size:
        stream.seek(near)
        text = stream.read(window)
        if layout.lines:
            found = text.find(b"\n")
            if found != -1 and near + found + 1 < layout.size:
                return near + found + 1
        elif (match := ARRAY_BOUNDARY.search(text)) is not None:
            return near + match.start(1)  # the ',' ends this range
        if len(text) < window:
            return None
        near += window - 64  # a boundary may straddle two windows
    return None


def batches(layout: Layout, start: int, stop: int, *, last: bool, size: int | None = None,
            on_disk: Callable[[int], None] | None = None) -> Iterator[bytes]:
    """Payloads msgspec can decode, about ``size`` bytes each (:data:`BATCH`), for the bytes ``start..stop``.

    Each block read is cut at its last record boundary; the few bytes after it are
    carried into the next payload, so each byte is copied once more, not twice.
    ``on_disk(bytes)`` hears how far into the file on disk each block was read (a compressed
    file: its compressed bytes), for progress against its size.
    """
    carry = b""
    with (open_text if layout.compressed else open_regular)(layout.path) as stream:
        stream.seek(start)
        unread = stop - start
        packed = getattr(getattr(stream, "raw", None), "compressed_position", None)

        def read() -> bytes:
            nonlocal unread
            block = stream.read(min(size or BATCH, unread)) if unread > 0 else b""
            unread -= len(block)
            if on_disk is not None:
                on_disk(packed() if packed is not None else stop - unread)
            return block

        # A compressed file's next block is decompressed in a thread while this one is used.
        blocks = read_ahead(read) if layout.compressed else iter(read, b"")
        try:
            remaining = stop - start
            for block in blocks:
                remaining -= len(block)
                if remaining <= 0:
                    carry += block
                    break
                cut, resume = _last_boundary(block, layout.lines)
                if cut is None:
                    carry += block  # one record longer than a block: read on
                    continue
                if layout.lines:
                    payload = carry + block[:cut]
                else:
                    payload = b"".join((b"[", carry, memoryview(block)[:cut], b"]"))
                carry = block[resume:]
                yield payload
        finally:
            if layout.compressed:
                blocks.close()
    if layout.lines:
        if carry.strip(b" \t\n\r"):  # JSON whitespace only: bytes.strip() also takes FF and VT
            yield carry
    else:
        yield b"[" + carry if last else b"[" + carry + b"]"


_TAIL_TRIES = (64 << 10, 1 << 20, None)  # how far from a block's end a boundary is looked for


def _last_boundary(block: bytes, lines: bool) -> tuple[int | None, int]:
    """(where the records before the last boundary of ``block`` end, where the rest starts)."""
    if lines:
        end = block.rfind(b"\n") + 1
        return (end or None), end
    for tail in _TAIL_TRIES:
        found = None
        for match in ARRAY_BOUNDARY.finditer(block, 0 if tail is None else max(0, len(block) - tail)):
            found = match  # the last one
        if found is not None:
            return found.start(1), found.end(1)
    return None, 0


def check_lines(payload: bytes, records: int) -> None:
    """JSON Lines: one record on every line, no blank line (else the thorough path decides).

    msgspec's ``decode_lines`` passes over a blank line and reads two records on one line, so
    as many records as lines could still be a line of two and a blank one: with no blank line,
    every line holds one. (Looking for ``}{`` instead doubted every batch whose texts hold it,
    LaTeX's ``\\frac{a}{b}`` or a snippet of code, and sent the whole file the thorough way.)"""
    held = payload.count(b"\n") + (not payload.endswith(b"\n"))
    if held != records or _has_blank_line(payload):
        raise Doubt


_BLANK_INSIDE = re.compile(rb"\n[ \t\r]*\n")
_SPACE = b" \t\r"


def _has_blank_line(payload: bytes) -> bool:
    """Whether a line of ``payload`` holds nothing but white space (the last one, when it
    does not end with a line break, too)."""
    first = payload.find(b"\n")
    if not payload[:first if first >= 0 else len(payload)].strip(_SPACE):
        return True
    last = payload.rfind(b"\n") + 1
    if 0 < last < len(payload) and not payload[last:].strip(_SPACE):
        return True
    return _BLANK_INSIDE.search(payload) is not None
