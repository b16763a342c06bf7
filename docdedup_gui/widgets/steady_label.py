"""``SteadyLabel``: a line of plain text that a new text repaints and never lays out again.

A ``QLabel`` asks its window for a new layout at every ``setText``, even when the text
takes the same room: in review mode the Compare page's headers and summary and the
Neighbours heading change with every decision, and each change laid out the page and
repainted the whole tab widget behind it (the Neighbours tab: 1.5 ms a decision). This
label keeps its height while the text needs the same number of lines (it word-wraps, and
breaks a word longer than a line, such as a URL doc_id), so a new text costs a repaint of
the label alone.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from core.display.canonical import is_right_to_left

from ..i18n import translate
from .safe_paint import guarded_paint
from .wrap_room import text_rect, wrap_option, wrapped_height

__all__ = ["GrowingLabel", "LabelSlot", "SteadyLabel"]


class SteadyLabel(QWidget):
    """Plain, word-wrapped text at least ``lines`` lines tall (more when the width needs them)."""

    def __init__(self, text: str = "", *, lines: int = 1, objectName: str = "",
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if objectName:
            self.setObjectName(objectName)
        self._text = ""
        self._right_to_left = False
        self._lines = lines
        self._colour: QColor | None = None  # the text's colour, if not the palette's
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        # Opaque: a new text repaints the label, not also the widgets behind it (a tab widget
        # painted its whole frame again for the Neighbours heading, ~1 ms a decision).
        self.setAutoFillBackground(True)
        self.setFixedHeight(self._height_for(self._text))
        self.setText(text)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text == self._text:
            return
        self._text = text
        self._right_to_left = is_right_to_left("", text)  # by its first strong letter
        self.setAccessibleName(text)  # what a screen reader says, as for a QLabel
        self._fit()
        self.update()

    def set_colour(self, colour: QColor | None) -> None:
        """Draw the text in ``colour`` (None: the palette's). Cheaper than a new palette,
        which is resolved again for the label and sent to it as an event."""
        if colour != self._colour:
            self._colour = colour
            self.update()

    def clear(self) -> None:
        self.setText("")

    def _height_for(self, text: str) -> int:
        metrics = self.fontMetrics()
        width = text_rect(self.rect(), metrics, self._right_to_left).width()
        needed = wrapped_height(self, text, width, self._right_to_left)
        return max(needed, metrics.lineSpacing() * self._lines)

    def _fit(self) -> None:
        height = self._height_for(self._text)
        if height != self.height() or height != self.minimumHeight():
            self.setFixedHeight(height)  # only when the line count changes: then a layout is due

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:  # the window zoomed: as tall as the new font needs
            self._fit()

    def sizeHint(self) -> QSize:  # the same for every text: a layout asked once need not ask again
        return QSize(self.fontMetrics().horizontalAdvance("M") * 24, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("M") * 4, self.height())

    def paintEvent(self, event) -> None:
        with guarded_paint(self, self, translate("Paint", "the label")) as painter:
            self._paint_text(painter)

    def _paint_text(self, painter: QPainter) -> None:
        colour = self._colour if self._colour is not None else self.palette().color(self.foregroundRole())
        painter.setPen(colour)
        # As a QLabel: the text's own direction (its first strong letter) sets its order and side.
        shown = text_rect(self.rect(), self.fontMetrics(), self._right_to_left)  # a line's end space fits
        painter.drawText(QRectF(shown), self._text, wrap_option(self._right_to_left))



class GrowingLabel(QLabel):
    """A one-line ``QLabel`` that only ever gets wider, until it is emptied.

    A count in the status bar (12 of 8,250, then 13 of 8,250) takes a few pixels more or
    less with each new text; each change moved every status left of it, and the status
    bar repainted all of them (in review mode, at every decision). When it must grow, it
    grows by :data:`SLACK` more: each growth lays out the whole window again (its least
    width changes), 40-60 ms at 100,000 records, so it should come seldom.
    """

    SLACK = "00,000"  # the room a text's numbers may take more before the label grows again

    def setText(self, text: str) -> None:
        super().setText(text)
        if not text:
            self.setMinimumWidth(0)
            return
        width = super().sizeHint().width()
        if width > self.minimumWidth():
            self.setMinimumWidth(width + self.fontMetrics().horizontalAdvance(self.SLACK))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a zoom: the width grown at the old size is not the room
            self.setMinimumWidth(0)
            self.setText(self.text())


class LabelSlot(QWidget):
    """Holds one word-wrapped ``QLabel`` (selectable, as it was) and lays it out itself.

    A ``QLabel`` asks its parent's layout to lay out again at each ``setText``. In the review
    panel that was the whole panel, twice a decision (its labels measured again, ~3 ms each
    time), though the texts mostly take as many lines as before. Here the label's request
    reaches this slot alone, which has no layout: it measures the label and changes its own
    height, so that the panel is laid out again, only when the line count changes.
    """

    def __init__(self, label: QLabel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        label.setParent(self)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self._needed())

    def _needed(self) -> int:
        label = self.label
        if label.isHidden() or not label.text():
            return 0
        width = self.width() if self.width() > 0 else label.sizeHint().width()
        return label.heightForWidth(width) if label.wordWrap() else label.sizeHint().height()

    def _fit(self) -> None:
        height = self._needed()
        if height != self.height() or height != self.minimumHeight():
            self.setFixedHeight(height)  # a layout of the panel is due: the lines changed
        # The label as large as the slot even when the slot's resize waits for it to be shown.
        self.label.setGeometry(0, 0, self.width(), height)

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:  # the label's text, font or visibility changed
            self._fit()
        return super().event(event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.label.setGeometry(self.rect())
        if event.oldSize().width() != event.size().width():
            self._fit()

    def sizeHint(self) -> QSize:  # the same for every text: the panel's layout need not ask again
        return QSize(self.fontMetrics().horizontalAdvance("M") * 24, self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().horizontalAdvance("M") * 4, self.height())
