"""``DigestText``: a SHA-256 shown whole, on one line where it fits and on two where it does not.

A line edit scrolls what does not fit: at a projector's zoom a pane 500 px wide showed
20 of the 64 digits, the rest out of sight. This box wraps instead (a digest anywhere,
words at their boundaries) and is never narrower than half a digest, so the 64 digits
take at most two lines. Its height changes only when the number of lines does (a new
width, a new zoom), never with a new digest of the same length: a keystroke in the
playground repaints the box and lays nothing out again.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetricsF, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import QFrame, QPlainTextEdit, QSizePolicy, QWidget

from ..resources import mono_font

__all__ = ["DIGEST_DIGITS", "DigestText", "lines_at"]

DIGEST_DIGITS = 64
_HALF = "0" * (DIGEST_DIGITS // 2)


def lines_at(text: str, font, width: float) -> int:
    """How many lines ``text`` takes in ``font`` wrapped to ``width`` px, as the box wraps it."""
    layout = QTextLayout(text or " ", font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = 0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(max(width, 1.0))
        lines += 1
    layout.endLayout()
    return lines


class DigestText(QPlainTextEdit):
    """Read-only, selectable, left to right, in the monospace font; ``text``/``setText`` as a line's."""

    def __init__(self, parent: QWidget | None = None, *, objectName: str = "") -> None:
        super().__init__(parent, readOnly=True)
        if objectName:
            self.setObjectName(objectName)
        self.setFont(mono_font())
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # a digest reads left to right
        self.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setTabChangesFocus(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, palette.color(QPalette.ColorRole.Window))
        self.setPalette(palette)
        self._lines = 0
        self._fit()

    def text(self) -> str:
        return self.toPlainText()

    def setText(self, text: str) -> None:
        if text == self.toPlainText():
            return
        self.setPlainText(text)
        self.setToolTip(text)
        self._fit_height()

    def clear(self) -> None:
        self.setText("")

    def setCursorPosition(self, position: int) -> None:
        cursor = self.textCursor()
        cursor.setPosition(min(position, len(self.toPlainText())))
        self.setTextCursor(cursor)

    def hasSelectedText(self) -> bool:
        return self.textCursor().hasSelection()

    def deselect(self) -> None:
        cursor = self.textCursor()
        cursor.clearSelection()
        self.setTextCursor(cursor)

    def shown_lines(self) -> int:
        """The lines the text takes at the box's width now."""
        return self._lines_now()

    def _text_width(self) -> float:
        return self.viewport().width() - 2 * self.document().documentMargin()

    def _lines_now(self) -> int:
        return lines_at(self.toPlainText(), self.font(), self._text_width())

    def _fit(self) -> None:
        """Never narrower than half a digest in the current font (the window's zoom changes it)."""
        margins = 2 * self.document().documentMargin() + 2 * self.frameWidth() + 2
        self.setMinimumWidth(math.ceil(QFontMetricsF(self.font()).horizontalAdvance(_HALF) + margins))
        self._lines = 0
        self._fit_height()

    def _fit_height(self) -> None:
        lines = max(1, self._lines_now()) if self.viewport().width() > 1 else 1
        if lines == self._lines:
            return
        self._lines = lines
        spacing = QFontMetricsF(self.font()).lineSpacing()
        self.setFixedHeight(math.ceil(lines * spacing + 2 * self.document().documentMargin()
                                      + 2 * self.frameWidth()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()
