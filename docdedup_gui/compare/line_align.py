"""The two sides of a compare, line for line: line i of A at the same height as line i of B.

Verse is read across: a hemistich of A beside the same hemistich of B. Each side wraps
its own lines at its own width (at word boundaries), and a line holding a badge is taller
(see :data:`docdedup_gui.widgets.field_view.LINE_HEIGHT`), so left alone the two sides
drift apart line by line. :class:`LineAligner` gives the shorter of each pair of lines
the room under it that makes both as tall; the boxes, the headers and the scrolling are
paired as well, so the lines stay side by side on screen.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QWidget

from ..widgets.compact_fields import LineFit, box_height
from ..widgets.field_view import FieldView
from ..widgets.steady_label import SteadyLabel

__all__ = ["MAX_ALIGNED_LINES", "LineAligner", "PairedHeader", "PairedLineFit", "pair_sides"]

# Lines past this many are not paired: a new pair (invisible characters shown, the room moving
# from one side to the other) costs about 60 microseconds a padded line, since Qt lays each
# padded line out again, and a new pair must stay inside a frame. A ghazal has a few dozen
# lines; a longer poem drifts apart past this line.
MAX_ALIGNED_LINES = 60
# A room this close to the one given already is left alone: Qt keeps a document's height in
# quarter pixels, and chasing them laid the text out again at every pass.
TOLERANCE = 0.5


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
    sides' boxes end at the same height, so they show the same lines. The shorter of the
    two: a side whose lines got room to match the other's would otherwise take more than
    its lines' height from the bytes below."""

    partner: PairedLineFit | None = None

    def fit(self, *_size) -> None:
        if self.partner is None:
            super().fit()
            return
        # Never taller than its lines at the font's height: the room the page gave the box
        # (CompareView._fit_room); lines made taller by badges or by the other side scroll.
        height = min(self.own_height(), self.partner.own_height(), box_height(self.view, self.lines))
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
        # The room each box keeps under its text, to which the last line's room is added.
        self._bottoms = [view.document().rootFrame().frameFormat().bottomMargin() for view in self.views]
        for view in self.views:
            view.document().documentLayout().documentSizeChanged.connect(self.align)
        bars = [view.verticalScrollBar() for view in self.views]
        bars[0].valueChanged.connect(lambda value: _follow(bars[1], value))
        bars[1].valueChanged.connect(lambda value: _follow(bars[0], value))

    @contextmanager
    def paused(self) -> Iterator[None]:
        """Both sides get their new texts without aligning at each step; then once."""
        self._aligning = True
        try:
            yield
        finally:
            self._aligning = False
        self.align()

    def align(self, *_size) -> None:
        """Pad the lines again (also when a new text leaves both documents as tall as before,
        which Qt does not signal)."""
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
        if any line changed. The last line's room goes under the text (the root frame's
        margin: a last block's own margin does not count in the document's height), so
        both sides end as low and scroll as far."""
        documents = [view.document() for view in self.views]
        blocks = [document.firstBlock() for document in documents]
        rooms: list[list[tuple[object, float]]] = [[], []]
        count = 0
        while count < MAX_ALIGNED_LINES and all(block.isValid() for block in blocks):
            heights = [_own_height(document, block)
                       for document, block in zip(documents, blocks, strict=True)]
            tallest = max(heights)
            for side, (block, height) in enumerate(zip(blocks, heights, strict=True)):
                rooms[side].append((block, tallest - height))
            blocks = [block.next() for block in blocks]
            count += 1
        changed = False
        for side, document in enumerate(documents):
            block, lines = blocks[side], count
            while block.isValid() and lines < MAX_ALIGNED_LINES:  # past the other side's last line: none
                rooms[side].append((block, 0.0))
                block, lines = block.next(), lines + 1
            changed |= self._give(side, document, rooms[side])
        return changed

    def _give(self, side: int, document, rooms) -> bool:
        cursor, changed, end_room = None, False, 0.0
        for block, room in rooms:
            if not block.next().isValid():
                end_room = room
                room = 0.0
            if abs(block.blockFormat().bottomMargin() - room) > TOLERANCE:
                if cursor is None:
                    cursor = QTextCursor(document)
                    cursor.beginEditBlock()
                cursor.setPosition(block.position())
                line = cursor.blockFormat()
                line.setBottomMargin(room)
                cursor.setBlockFormat(line)
        if cursor is not None:
            cursor.endEditBlock()
            changed = True
        frame = document.rootFrame()
        margins = frame.frameFormat()
        if abs(margins.bottomMargin() - (self._bottoms[side] + end_room)) > TOLERANCE:
            margins.setBottomMargin(self._bottoms[side] + end_room)
            frame.setFrameFormat(margins)
            changed = True
        return changed


def pair_sides(a, b, parent: QWidget) -> list[LineAligner]:
    """Pair two compare sides: headers and boxes as tall on both, each title and body line as
    tall as the other side's (wrapping, badges), scrolled together. Their title and body
    aligners, in that order."""
    pair_headers(a.headerLabel, b.headerLabel)
    pair_fits(a.title_fit, b.title_fit)
    pair_fits(a.body_fit, b.body_fit)
    return [LineAligner(a.views[field], b.views[field], parent) for field in ("title", "body")]


def _own_height(document, block) -> float:
    """From the top of ``block`` to the top of the next (the last: to the end of its text),
    less the room given under it."""
    layout, after = document.documentLayout(), block.next()
    if after.isValid():
        end = layout.blockBoundingRect(after).top() - block.blockFormat().bottomMargin()
    else:
        end = layout.documentSize().height() - document.rootFrame().frameFormat().bottomMargin()
    return end - layout.blockBoundingRect(block).top()


def _follow(bar, value: int) -> None:
    if bar.value() != value:
        bar.setValue(value)
