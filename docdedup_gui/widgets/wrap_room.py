"""Wrapped text that fits its widget: room for a right-to-left line's last space, and a word
too long for a line broken inside.

Qt breaks a line where its text, without the space it ends with, fits the width, then
draws a right-to-left line with that space at its end (its left): the line's last letters
land up to a space's width past the left edge, where the widget cuts them. In the Open
dialog's Persian explanation a line's last word lost its first pixels at some widths (the
dialog's first one among them). A wrapped text that reads right to left is therefore
measured and drawn one space narrower than its widget, the room kept at its lines' end.

``Qt.TextWordWrap`` never breaks a word: a doc_id that is a long URL ran past a header's
edge. :func:`wrap_option` breaks between words, and inside a word only when it is longer
than a line; :func:`wrapped_height` measures what ``QPainter.drawText`` draws with it.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetrics, QImage, QPainter, QTextOption
from PySide6.QtWidgets import QLabel, QWidget

from core.display.canonical import first_strong_is_rtl

__all__ = ["WrappedLabel", "end_room", "reads_right_to_left", "text_rect", "width_in_characters",
           "wrap_option", "wrapped_height"]

_WORD_WRAP = int(Qt.TextFlag.TextWordWrap)


def reads_right_to_left(text: str) -> bool:
    """Whether Qt lays ``text`` out right to left (a ``QLabel`` of plain text goes by its first
    strong letter outside an isolate)."""
    return first_strong_is_rtl(text, past_isolates=True)


def end_room(metrics: QFontMetrics) -> int:
    """The room a line's final space takes past the line, in whole pixels."""
    return math.ceil(metrics.horizontalAdvance(" "))


def text_rect(rect: QRect, metrics: QFontMetrics, right_to_left: bool) -> QRect:
    """The part of ``rect`` a wrapped text is measured and drawn in: all of it, less a
    space's room on the left when the text reads right to left."""
    return rect.adjusted(end_room(metrics), 0, 0, 0) if right_to_left else QRect(rect)


def wrap_option(right_to_left: bool) -> QTextOption:
    """Lines broken between words (inside a word longer than a line), from the text's own side."""
    side = Qt.AlignmentFlag.AlignRight if right_to_left else Qt.AlignmentFlag.AlignLeft
    option = QTextOption(side | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignTop)
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    direction = Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight
    option.setTextDirection(direction)
    return option


def wrapped_height(widget: QWidget, text: str, width: int, right_to_left: bool) -> int:
    """The height ``text`` takes drawn with :func:`wrap_option` in ``width`` pixels of ``widget``
    (its font, its screen's resolution). ``QFontMetrics`` knows no wrap mode but word wrap, which
    breaks lines at the same places while every word fits a line; past that, a painter measures,
    on a one-pixel image (~20 us)."""
    if not text:
        return 0
    width = max(width, 1)
    words = widget.fontMetrics().boundingRect(QRect(0, 0, width, 100_000), _WORD_WRAP, text)
    if words.width() <= width:
        return words.height()
    image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDotsPerMeterX(round(widget.logicalDpiX() / 0.0254))
    image.setDotsPerMeterY(round(widget.logicalDpiY() / 0.0254))
    painter = QPainter(image)
    try:
        painter.setFont(widget.font())
        bounds = painter.boundingRect(QRectF(0, 0, width, 1e6), text, wrap_option(right_to_left))
        return math.ceil(bounds.height())
    finally:
        painter.end()


class WrappedLabel(QLabel):
    """A word-wrapped ``QLabel`` of plain text whose right-to-left lines are never cut at their end.

    The room is a left margin, so that ``heightForWidth`` (what the layouts ask) measures the
    lines in the width they are drawn in; it follows the text and the font (the zoom).
    """

    def __init__(self, text: str = "", parent: QWidget | None = None, **properties) -> None:
        super().__init__(text, parent, **properties)
        self.setWordWrap(True)
        self._keep_room()

    def setText(self, text: str) -> None:
        super().setText(text)
        self._keep_room()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the zoom: a space of the new size
            self._keep_room()

    def _keep_room(self) -> None:
        room = end_room(self.fontMetrics()) if reads_right_to_left(self.text()) else 0
        margins = self.contentsMargins()
        if margins.left() != room:
            self.setContentsMargins(room, margins.top(), margins.right(), margins.bottom())


class _CharacterWidth(QObject):
    def __init__(self, widget: QWidget, characters: int) -> None:
        super().__init__(widget)
        self._characters = characters
        self._fit(widget)
        widget.installEventFilter(self)

    def _fit(self, widget: QWidget) -> None:
        widget.setMinimumWidth(widget.fontMetrics().averageCharWidth() * self._characters)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.FontChange:
            self._fit(watched)
        return False


def width_in_characters(widget: QWidget, characters: int) -> None:
    """``widget`` at least ``characters`` average characters wide, at every zoom (a question's
    sentence on a few lines, not on many)."""
    _CharacterWidth(widget, characters)
