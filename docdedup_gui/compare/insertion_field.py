"""A field of the compare view that also marks where the other side has text this one lacks.

On the side without an insertion a difference is an empty range, which a tint cannot show:
a bar with a short cap stands there instead.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QTextCursor

from ..i18n import translate
from ..widgets.field_view import FieldView
from ..widgets.safe_paint import guarded_paint

__all__ = ["INSERTION_COLOUR", "INSERTION_CURRENT", "InsertionFieldView", "paint_insertion"]

INSERTION_COLOUR = QColor("#d9822b")  # where the other side has text this one lacks
INSERTION_CURRENT = QColor("#a3460f")


class InsertionFieldView(FieldView):
    """A field that also marks where text is missing: on the side without an insertion,
    a difference is an empty range, which a tint cannot show; a bar stands there."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._insertions: list[tuple[int, bool]] = []  # (code point, is the current difference)

    def set_difference_spans(self, spans: list[tuple[int, int, int]], current: int | None = None) -> None:
        super().set_difference_spans(spans, current)
        self._insertions = [(start, number == current) for start, end, number in spans if start == end]

    def insertion_points(self) -> list[int]:
        """Code points before which a difference inserts text on the other side."""
        return [position for position, _ in self._insertions]

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if not self._insertions:
            return
        what = translate("Paint", "where the other side has text")
        with guarded_paint(self, self.viewport(), what) as painter:
            self._paint_insertions(painter)

    def _paint_insertions(self, painter: QPainter) -> None:
        for position, current in self._insertions:
            cursor = QTextCursor(self.document())
            last = self.document().characterCount() - 1
            cursor.setPosition(min(self._lines.to_qt(position), last))
            paint_insertion(painter, self.cursorRect(cursor), current=current)


def paint_insertion(painter: QPainter, rect, *, current: bool) -> None:
    """The bar standing where the other side has text, in ``rect`` (a cursor's rectangle)."""
    colour = INSERTION_CURRENT if current else INSERTION_COLOUR
    painter.fillRect(QRectF(rect.center().x() - 1, rect.top(), 2, rect.height()), colour)
    # A short cap on top: a bar alone reads as a letter between two wide letters.
    painter.fillRect(QRectF(rect.center().x() - 3, rect.top(), 6, 2), colour)
