"""``ElidedLabel``: a one-line label that, given less room than its text, shows it cut
with an ellipsis and its whole text in its tooltip.

The status bar's review state ("Review mode: recording to decisions.jsonl") beside the
review counts took 1,530 px at 200 %, in a 1440 px window: a plain label was cut without
a mark and the counts pushed past the window's edge. This one gives way first: it asks
for its whole width, makes do with a few characters, and says what it left out.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QLabel, QStyle, QWidget

from ..i18n import translate
from .safe_paint import guarded_paint

__all__ = ["ElidedLabel"]

_LEAST = "Review\u2026"  # the least it shows: about a word and the ellipsis


class ElidedLabel(QLabel):
    """A ``QLabel`` of plain one-line text that elides at its end rather than be cut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._elided = False

    def setText(self, text: str) -> None:
        super().setText(text)
        self._update_tooltip()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        least = self.fontMetrics().horizontalAdvance(_LEAST) + 2 * self.margin()
        return QSize(min(hint.width(), least), hint.height())

    def shown_text(self) -> str:
        """The text as drawn: whole, or cut with an ellipsis to the label's width."""
        return self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                             self.contentsRect().width() - 2 * self.margin())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._update_tooltip()

    def _update_tooltip(self) -> None:
        elided = bool(self.text()) and self.shown_text() != self.text()
        if elided != self._elided or (elided and self.toolTip() != self.text()):
            self._elided = elided
            self.setToolTip(self.text() if elided else "")

    def paintEvent(self, event) -> None:
        if not self._elided:
            super().paintEvent(event)
            return
        with guarded_paint(self, self, translate("Paint", "the label")) as painter:
            rect = self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin())
            align = QStyle.visualAlignment(self.layoutDirection(), self.alignment())
            self.style().drawItemText(painter, rect, int(align), self.palette(), self.isEnabled(),
                                      self.shown_text(), QPalette.ColorRole.WindowText)
