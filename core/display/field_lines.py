"""A field's text cut into lines, and the map between field and document positions.

A text view holds one paragraph per line and one separator between paragraphs,
whatever the line ending was (CR, LF, CRLF, NEL, LS, PS). So a CRLF is two code
points in the field but one position in the view; this class converts both ways,
so a selection in the view names exact code points (and so exact bytes).
"""

from __future__ import annotations

from bisect import bisect_right

from .invisibles import LINE_ENDING

__all__ = ["FieldLines"]


class FieldLines:
    """The lines of ``text``: each line's text, its start in the field and its ending."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.starts: list[int] = [0]  # field index of each line's first code point
        self.ends: list[int] = []  # field index where each line's ending starts
        for match in LINE_ENDING.finditer(text):
            self.ends.append(match.start())
            self.starts.append(match.end())
        self.ends.append(len(text))
        # Document position of each line start: previous lines plus one separator each.
        self._document_starts = [0]
        for start, end in zip(self.starts, self.ends, strict=False):
            self._document_starts.append(self._document_starts[-1] + end - start + 1)

    def __len__(self) -> int:
        return len(self.starts)

    def line_text(self, line: int) -> str:
        return self.text[self.starts[line]:self.ends[line]]

    def lines(self) -> list[str]:
        """The text of every line, without line endings."""
        return [self.line_text(line) for line in range(len(self))]

    def line_of(self, index: int) -> int:
        """The line holding field index ``index`` (a line ending belongs to its line)."""
        return bisect_right(self.starts, index) - 1

    def document_position(self, index: int) -> int:
        """View position of field index ``index``; inside a line ending, its separator."""
        line = self.line_of(index)
        column = min(index, self.ends[line]) - self.starts[line]
        return self._document_starts[line] + column

    def field_index(self, position: int) -> int:
        """Field index of view position ``position``; a separator maps to its ending's start."""
        line = max(bisect_right(self._document_starts, position) - 1, 0)
        line = min(line, len(self) - 1)
        column = position - self._document_starts[line]
        return min(self.starts[line] + column, self.ends[line]) if column >= 0 else self.starts[line]

    def field_range(self, start: int, end: int) -> tuple[int, int]:
        """Field range of a view selection ``[start, end)``; a selected separator takes
        its whole line ending (both code points of a CRLF)."""
        first = self.field_index(start)
        line = max(bisect_right(self._document_starts, end) - 1, 0)
        if line < len(self) and end == self._document_starts[line] and line > 0:
            return first, self.starts[line]  # the selection ends right after a separator
        return first, self.field_index(end)
