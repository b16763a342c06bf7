"""Where records start and end in the bytes of a file of records, found without decoding it:
the '},{' between two records of an array, two records on one line of JSON Lines, the lines of
a batch, the starts of the records of a batch msgspec took whole, the objects of an array
whatever they hold."""

from __future__ import annotations

import re

__all__ = [
    "ARRAY_BOUNDARY",
    "TEXT_BOUNDARY",
    "TWO_ON_A_LINE",
    "object_starts",
    "skip_bytes_whitespace",
    "span_starts",
    "split_lines",
]

ARRAY_BOUNDARY = re.compile(rb"\}[ \t\n\r]*(,)[ \t\n\r]*\{")
TEXT_BOUNDARY = re.compile(r"\}[ \t\n\r]*,[ \t\n\r]*\{")
TWO_ON_A_LINE = re.compile(rb"\}[ \t\r]*\{")
_NEWLINE = re.compile(rb"\n")
_STRING_OR_BRACE = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|[{}]', re.DOTALL)
_BYTES_WHITESPACE = re.compile(rb"[ \t\n\r]*")


def span_starts(data: bytes, start: int, stop: int, count: int, *, lines: bool) -> list[int]:
    """The offsets of the ``count`` records of a batch msgspec took whole.

    Every line of such a JSON Lines batch is one record. Such an array batch of the five
    fields holds flat objects of strings only, so a boundary '},{' is exact unless a string
    holds one; a batch read through other field names may hold objects of its own.
    """
    if lines:
        return [start, *(m.end() for m in _NEWLINE.finditer(data, start, stop))][:count]
    first = skip_bytes_whitespace(data, start)
    starts = [first] + [m.end() - 1 for m in ARRAY_BOUNDARY.finditer(data, first, stop)]
    if len(starts) == count:
        return starts
    # A string or an object inside a record holds '},{': walk the strings and the objects.
    starts = object_starts(data, first, stop)
    return starts[:count]


def object_starts(data: bytes, start: int = 0, stop: int | None = None) -> list[int]:
    """Where each object of ``data[start:stop]`` begins that is not inside another, strings skipped:
    the records of an array, though they hold objects of their own (a file read through other
    field names, whose other keys may hold anything). Meant for valid JSON: each byte is
    looked at once."""
    starts, depth = [], 0
    for found in _STRING_OR_BRACE.finditer(data, start, len(data) if stop is None else stop):
        brace = found.group()
        if brace == b"{":
            if depth == 0:
                starts.append(found.start())
            depth += 1
        elif brace == b"}":
            depth -= 1
    return starts


def skip_bytes_whitespace(data: bytes, pos: int) -> int:
    """Where the JSON whitespace from ``pos`` on ends."""
    return _BYTES_WHITESPACE.match(data, pos).end()


def split_lines(data: bytes, start: int, stop: int):
    """(byte offset, line without its '\\n') for each line of ``data[start:stop]``."""
    pos = start
    while pos < stop:
        end = data.find(b"\n", pos, stop)
        end = stop if end == -1 else end
        yield pos, data[pos:end]
        pos = end + 1
