"""Where a record starts in its file: line and column of its ``{``, found only for the few
records that hold a character's first occurrence."""

from __future__ import annotations

import re

__all__ = ["PayloadPlaces", "column_at"]

# Outside strings, a ``{`` in a payload the fast path accepted starts a record: every
# value is a string, so no other object is nested.
_STRING_OR_OPEN = re.compile(rb'"(?:[^"\\]|\\.)*"|\{', re.DOTALL)
_INDENT = re.compile(rb"[ \t\r]*")
_WINDOW = 64 << 10


def column_at(path: str, offset: int) -> int:
    """The 1-based column (in characters) of byte ``offset`` of ``path``."""
    with open(path, "rb") as stream:
        back = 0
        while True:
            back = min(offset, back + _WINDOW)
            stream.seek(offset - back)
            before = stream.read(back)
            newline = before.rfind(b"\n")
            if newline != -1 or back == offset:
                return len(before[newline + 1:].decode("utf-8", "replace")) + 1


class PayloadPlaces:
    """The record starts of one payload of the fast path, made on the first question."""

    def __init__(self, path: str, payload: bytes, *, lines: bool, file_offset: int, first_line: int) -> None:
        self.path = path
        self.payload = payload
        self.lines = lines
        self.prefix = 0 if lines else 1  # an array payload starts with a '[' the file may not hold there
        self.file_offset = file_offset
        self.first_line = first_line
        self._starts: list[int] | None = None

    def _record_starts(self) -> list[int]:
        if self._starts is None:
            if self.lines:
                starts, at = [], 0
                while at < len(self.payload):
                    starts.append(at)
                    newline = self.payload.find(b"\n", at)
                    at = len(self.payload) if newline == -1 else newline + 1
                self._starts = [_INDENT.match(self.payload, start).end() for start in starts]
            else:
                found = _STRING_OR_OPEN.finditer(self.payload)
                self._starts = [match.start() for match in found if match.group() == b"{"]
        return self._starts

    def line_and_column(self, index: int) -> tuple[int | None, int | None]:
        """(line, column) of the ``index``-th record of the payload (0-based)."""
        starts = self._record_starts()
        if index >= len(starts):
            return None, None
        at = starts[index]
        line = self.first_line + self.payload.count(b"\n", 0, at)
        return line, column_at(self.path, self.file_offset + at - self.prefix)
