"""Line and column of byte positions in a file read once, front to back.

A place (``FILE:LINE:COL``) is found by moving a :class:`TextPosition` over the bytes
between the previous place asked and this one, so however many places are asked of a
file, each byte is counted once: a one-line JSON array costs what JSON Lines costs.
Lines count LF (a CR before it is the line's last character); columns count characters
(code points), 1-based, from after the last LF, and a UTF-8 BOM at the file's start is
not counted (an editor does not show it), as :mod:`core.input._json_locate` counts.
"""

from __future__ import annotations

__all__ = ["TextPosition", "characters"]


def characters(data: bytes, start: int, stop: int) -> int:
    """How many characters ``data[start:stop]`` holds (a cut or invalid sequence counts one per byte)."""
    return len(data[start:stop].decode("utf-8", "replace"))


class TextPosition:
    """Where a byte stands: its line and column, moved forward over the bytes read."""

    __slots__ = ("column", "line")

    def __init__(self, line: int = 1, column: int = 1) -> None:
        self.line = line
        self.column = column

    def copy(self) -> TextPosition:
        return TextPosition(self.line, self.column)

    def advance(self, data: bytes, start: int = 0, stop: int | None = None) -> TextPosition:
        """Move over ``data[start:stop]`` (the bytes right after this position); returns self."""
        stop = len(data) if stop is None else stop
        if stop <= start:
            return self
        newline = data.rfind(b"\n", start, stop)
        if newline == -1:
            self.column += characters(data, start, stop)
        else:
            self.line += data.count(b"\n", start, newline + 1)
            self.column = 1 + characters(data, newline + 1, stop)
        return self

    def __repr__(self) -> str:
        return f"TextPosition(line={self.line}, column={self.column})"
