"""The two sides of a compare, line for line: line i of A at the same height as line i of B.

Verse is read across: a hemistich of A beside the same hemistich of B. Each side wraps
its own lines at its own width (at word boundaries), and a line holding a badge is taller
(see :data:`docdedup_gui.widgets.field_view.LINE_HEIGHT`), so left alone the two sides
drift apart line by line. :class:`LineAligner` gives the shorter of each pair of lines
the room under it that makes both as tall; the boxes, the headers and the scrolling are
paired as well, so the lines stay side by side on screen.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QWidget

from ..widgets.compact_fields import LineFit, _text_height
from ..widgets.field_view import FieldView
from ..widgets.steady_label import SteadyLabel

__all__ = ["MAX_ALIGNED_LINES", "LineAligner", "PairedHeader", "PairedLineFit"]

# Lines past this many are not paired: aligning costs a few microseconds a line at each new
# text or width, and a person reads verse side by side, not 20,000-line bodies.
MAX_ALIGNED_LINES = 1_000


class PairedHeader(SteadyLabel):
    """A side's header, as tall as its partner's: a header that wraps to three lines on one
    side no longer pushes that side's fields below the other's."""

    partner: PairedHeader | None = None

    def own_height(self) -> int:
        return SteadyLabel._height_for(self, self.text())

    def _height_for(self, text: str) -> int:
        own = SteadyLabel._height_for(self, text)
        return own if self.partner is None else max(own, self.partner.own_height())

    def _fit(self) -> None:
        super()._fit()
        partner = self.partner
        if partner is not None and partner.height() != self.height():
            SteadyLabel._fit(partner)


def pair_headers(first: PairedHeader, second: PairedHeader) -> None:
    first.partner, second.partner = second, first
    first._fit()


class PairedLineFit(LineFit):
    """A box as tall as its text's first lines, and as tall as its partner's box: both
    sides' boxes end at the same height, so they show the same lines."""

    partner: PairedLineFit | None = None

    def own_height(self) -> int:
        return round(_text_height(self.view, self.lines, self.line)) + 12

    def fit(self, *_size) -> None:
        if self.partner is None:
            super().fit()
            return
        height = max(self.own_height(), self.partner.own_height())
        for view in (self.view, self.partner.view):
            if view.height() != height or view.minimumHeight() != height:
                view.setFixedHeight(height)


def pair_fits(first: PairedLineFit, second: PairedLineFit) -> None:
    first.partner, second.partner = second, first
    first.fit()


class LineAligner(QObject):
    """Keeps line i of ``first`` and line i of ``second`` at the same y (the first
    :data:`MAX_ALIGNED_LINES` lines), whatever their wrapping and badges, and scrolls
    them together.

    It runs when either document's size changes (a new text, a new width, badges shown
    or hidden), never at paint: its work grows with the lines, not with the paints.
    """

    def __init__(self, first: FieldView, second: FieldView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.views = (first, second)
        self._aligning = False
        for view in self.views:
            view.document().documentLayout().documentSizeChanged.connect(self.align)
        bars = [view.verticalScrollBar() for view in self.views]
        bars[0].valueChanged.connect(lambda value: _follow(bars[1], value))
        bars[1].valueChanged.connect(lambda value: _follow(bars[0], value))

    def align(self, *_size) -> None:
        if self._aligning:
            return
        self._aligning = True
        try:
            for _ in range(3):  # padding one side never rewraps it: a second pass finds nothing to do
                if not self._pad():
                    break
        finally:
            self._aligning = False
        for view in self.views:
            fit = getattr(view, "line_fit", None)
            if fit is not None:
                fit.fit()

    def _pad(self) -> bool:
        """Give each line the room under it that makes it as tall as the other side's; True
        if any line changed."""
        documents = [view.document() for view in self.views]
        layouts = [document.documentLayout() for document in documents]
        blocks = [document.firstBlock() for document in documents]
        changes: list[list[tuple[int, float]]] = [[], []]
        count = 0
        # A line's own advance: from its top to the next line's, less the room given to it
        # (a block's rect leaves out the room under it, and the badges' taller spacing).
        while count < MAX_ALIGNED_LINES and all(block.next().isValid() for block in blocks):
            heights = [layout.blockBoundingRect(block.next()).top() - layout.blockBoundingRect(block).top()
                       - block.blockFormat().bottomMargin()
                       for layout, block in zip(layouts, blocks, strict=True)]
            tallest = max(heights)
            for side, (block, height) in enumerate(zip(blocks, heights, strict=True)):
                room = tallest - height
                if abs(block.blockFormat().bottomMargin() - room) > 0.01:
                    changes[side].append((block.position(), room))
            blocks = [block.next() for block in blocks]
            count += 1
        for side, document in enumerate(documents):  # the lines past the other side's last: no room
            block = blocks[side]
            while block.isValid() and count < MAX_ALIGNED_LINES:
                if block.blockFormat().bottomMargin():
                    changes[side].append((block.position(), 0.0))
                block, count = block.next(), count + 1
            if changes[side]:
                cursor = QTextCursor(document)
                cursor.beginEditBlock()
                for position, room in changes[side]:
                    cursor.setPosition(position)
                    line = cursor.blockFormat()
                    line.setBottomMargin(room)
                    cursor.setBlockFormat(line)
                cursor.endEditBlock()
        return bool(changes[0] or changes[1])


def _follow(bar, value: int) -> None:
    if bar.value() != value:
        bar.setValue(value)
