"""Where a record starts in its file: line and column of its ``{``, found only for the few
records that hold a character's first occurrence.

The places of one payload are found moving forward from the payload's first byte, whose
line and column the reader knows (it moved a :class:`~core.input.positions.TextPosition`
over every payload before), so the file is never read again and each byte of the payload
is counted at most once, whatever the shape: one record per line, one line for the whole
array, or a record spread over many lines.
"""

from __future__ import annotations

import re

from ..input.positions import TextPosition
from ..input.record_bounds import object_starts

__all__ = ["PayloadPlaces"]

# Outside strings, a ``{`` in a payload the fast path accepted starts a record: every
# value is a string, so no other object is nested.
_STRING_OR_OPEN = re.compile(rb'"(?:[^"\\]|\\.)*"|\{', re.DOTALL)
_INDENT = re.compile(rb"[ \t\r]*")


class PayloadPlaces:
    """The record starts of one payload of the fast path, made on the first question.

    ``start`` is the line and column of the payload's first byte of the file (an array
    payload starts with a ``[`` of its own, not in the file there: ``lines`` False).
    ``nested``: a record may hold objects (read through other field names, its other keys).
    """

    def __init__(self, payload: bytes, *, lines: bool, start: TextPosition, nested: bool = False) -> None:
        self.payload = payload
        self.lines = lines
        self.nested = nested
        self.prefix = 0 if lines else 1
        self.start = start
        self._starts: list[int] | None = None
        self._at = self.prefix  # the payload index self._position stands at
        self._position = start.copy()

    def _record_starts(self) -> list[int]:
        if self._starts is None:
            if self.lines:
                starts, at, payload = [], 0, self.payload
                while at < len(payload):
                    starts.append(at)
                    newline = payload.find(b"\n", at)
                    at = len(payload) if newline == -1 else newline + 1
                self._starts = [_INDENT.match(payload, start).end() for start in starts]
            elif self.nested:
                self._starts = object_starts(self.payload)
            else:
                found = _STRING_OR_OPEN.finditer(self.payload)
                self._starts = [match.start() for match in found if match.group() == b"{"]
        return self._starts

    def line_and_column(self, index: int) -> tuple[int | None, int | None]:
        """(line, column) of the ``index``-th record of the payload (0-based).

        Asked in record order (as a tally counts), each question moves on from the last.
        """
        starts = self._record_starts()
        if index >= len(starts):
            return None, None
        position = self.position_at(starts[index])
        return position.line, position.column

    def position_at(self, at: int) -> TextPosition:
        """Line and column of byte ``at`` of the payload (moving on from the last one asked)."""
        if at < self._at:  # asked out of order: start over from the payload's first byte
            self._at, self._position = self.prefix, self.start.copy()
        self._position.advance(self.payload, self._at, at)
        self._at = at
        return self._position

