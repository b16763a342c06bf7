"""How a field view draws its markers: which are on screen, and each one's badge, bar or picture.

:class:`MarkerPaint` is one paint's worth. It is handed what it needs (the field's lines,
the lines on screen, the fonts, which markers are wanted) and never reaches into the view,
so the view keeps only its text, its selection and its tints.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QTextLine

from core.display.invisibles import BADGE, MARK, Marker, iter_markers
from core.display.text_map import TextMap

__all__ = ["MARKER_COLOURS", "MAX_MARKERS_PER_PAINT", "MarkerPaint", "PaintWork", "PaintedMarker", "TagRows",
           "symbol_font"]

# Colours by marker kind (core.display.marker_kinds: every kind has one, a test checks):
# a bidi control must never look like a space.
MARKER_COLOURS = {
    "space": QColor("#0ea5e9"),
    "line-ending": QColor("#8b5cf6"),
    "joiner": QColor("#db2777"),
    "bidi": QColor("#dc2626"),
    "ignorable": QColor("#ea580c"),
    "variation": QColor("#0d9488"),
    "control": QColor("#b91c1c"),
    "tatweel": QColor("#65a30d"),
    # The census' kinds (always drawn): the same colour where they mean the same.
    "bidi-control": QColor("#dc2626"),
    "tag": QColor("#9f1239"),
    "confusable": QColor("#c026d3"),
    "default-ignorable": QColor("#ea580c"),
    "bom": QColor("#d97706"),
    "space-variant": QColor("#0ea5e9"),
    "variation-selector": QColor("#0d9488"),
    "compatibility": QColor("#7c3aed"),
    "not-nfc": QColor("#2563eb"),
    "private-use": QColor("#57534e"),
    "unassigned": QColor("#78716c"),
    "noncharacter": QColor("#44403c"),
    "persian-yeh": QColor("#16a34a"),
    "persian-kaf": QColor("#15803d"),
    "digit-system": QColor("#ca8a04"),
}
# At most this many markers are looked at in one paint: a screen holds far fewer that
# a person can read, and a paint must stay well under a frame however crowded the text.
MAX_MARKERS_PER_PAINT = 2_000


@dataclass(frozen=True, slots=True)
class PaintedMarker:
    """A marker as last painted: where, and what its tooltip says (for hover and tests)."""

    marker: Marker
    rect: QRectF


@dataclass(slots=True)
class PaintWork:
    """What one paint looked at: code points scanned for markers, markers, badge tests."""

    tags: TagRows
    scanned: int = 0
    markers: int = 0

    @property
    def comparisons(self) -> int:
        return self.tags.comparisons


class MarkerPaint:
    """One paint of a field view's markers.

    ``first_block`` is the line at the top of the viewport, ``bottom`` and ``width`` the
    viewport's, ``scroll`` the scroll bars' values; ``always_marked`` the field ranges whose
    markers show with invisibles hidden; ``reported`` the census' marks, ``reported_at``
    their indexes; ``labelled``: a badge's tag with its name under the line (default: with
    invisibles shown, when the view has made room for it; else a bar alone).
    """

    def __init__(self, lines: TextMap, *, first_block, layout, scroll: QPointF, bottom: float,
                 width: float, show_invisibles: bool, always_marked: list[tuple[int, int]],
                 reported: list[Marker], reported_at: list[int], font: QFont, badge_font: QFont,
                 symbol_font: QFont, direction: Qt.LayoutDirection, labelled: bool | None = None) -> None:
        self._lines, self._first_block, self._layout = lines, first_block, layout
        self._scroll, self._bottom, self._width = scroll, bottom, width
        self._show_invisibles, self._always_marked = show_invisibles, always_marked
        self._labelled = show_invisibles if labelled is None else labelled
        self._reported, self._reported_at = reported, reported_at
        self._badge_font, self._symbol_font, self._direction = badge_font, symbol_font, direction
        self._jump = QFontMetricsF(font).height() * 4  # wider than a character: a jump to another bidi run
        self._painted: list[PaintedMarker] = []
        self._paint_work = PaintWork(tags=TagRows(0))

    def _wanted(self, marker: Marker) -> bool:
        if self._show_invisibles:
            return True
        return any(start <= marker.index < end for start, end in self._always_marked)

    def _block_origin(self, block) -> QPointF:
        """Top left of ``block`` in viewport coordinates."""
        rect = self._layout.blockBoundingRect(block)
        return rect.topLeft() - self._scroll

    def _block_top(self, block) -> float:
        return self._block_origin(block).y()

    def _visible_markers(self) -> Iterator[tuple[Marker, object, QPointF]]:
        """(marker, block, block origin) triples of the visual lines on screen only, found lazily.

        Only the text of those lines is scanned, and a run of one zero-width character
        is one marker, so a paint's work is bounded by what fits on screen, not by the
        field (100,000 ZWJ in one line used to freeze the window).
        """
        if not self._show_invisibles and not self._always_marked:
            return
        block = self._first_block
        bottom = self._bottom
        while block.isValid() and self._block_top(block) <= bottom:
            yield from self._line_markers(block, bottom)
            block = block.next()

    def _line_markers(self, block, bottom: float) -> Iterator[tuple[Marker, object, QPointF]]:
        number = block.blockNumber()
        if number >= len(self._lines):
            return  # the document has a paragraph the field has not: nothing of the field to mark
        # The line's own markers plus its ending's (which sits at the line's end).
        stop = self._lines.line_stop(number)
        layout, origin = block.layout(), self._block_origin(block)
        top = origin.y()
        last = layout.lineCount() - 1
        for at in range(layout.lineCount()):
            line = layout.lineAt(at)
            if top + line.y() + line.height() < 0:
                continue
            if top + line.y() > bottom:
                return
            # Qt counts UTF-16 units (an astral character is two): the map turns them into code points.
            first = self._lines.to_field(block.position() + line.textStart())
            end = stop if at == last else self._lines.to_field(
                block.position() + line.textStart() + line.textLength())
            if not self._show_invisibles and not any(
                    low < end and first < high for low, high in self._always_marked):
                continue  # no difference on this line: none of its markers is drawn
            self._paint_work.scanned += end - first
            for marker in iter_markers(self._lines.text[first:end], runs=True):
                yield shifted(marker, first), block, origin

    def run(self, painter: QPainter) -> tuple[list[PaintedMarker], PaintWork]:
        """Draw the markers on screen with ``painter``: what was drawn, and the work it took."""
        self._painted = []
        badge_font = self._badge_font
        tags = TagRows(self._width)
        self._paint_work = PaintWork(tags=tags)
        for marker, block, origin in islice(self._visible_markers(), MAX_MARKERS_PER_PAINT):
            self._paint_work.markers += 1
            if self._wanted(marker):
                rect = self._paint_marker(painter, marker, block, origin, badge_font, tags)
                if rect is not None:
                    self._painted.append(PaintedMarker(marker, rect))
        self._paint_reported(painter, badge_font, tags)
        return self._painted, self._paint_work

    def _paint_reported(self, painter, badge_font, tags) -> None:
        """The census' marks on the lines on screen: a line under a visible character, a bar
        (and a badge, with invisibles shown) at an invisible one."""
        if not self._reported:
            return
        # Where an invisible-character marker is drawn already (invisibles shown, or a
        # difference), that marker stands for the character: no second mark over it.
        covered = {at for painted in self._painted
                   for at in range(painted.marker.index, painted.marker.index + painted.marker.length)}
        block = self._first_block
        bottom, drawn = self._bottom, 0
        while block.isValid() and self._block_top(block) <= bottom and drawn < MAX_MARKERS_PER_PAINT:
            number = block.blockNumber()
            if number >= len(self._lines):
                break
            start, stop = self._lines.starts[number], self._lines.line_stop(number)
            origin = self._block_origin(block)
            for at in range(bisect_left(self._reported_at, start), bisect_left(self._reported_at, stop)):
                if self._reported[at].index in covered:
                    continue
                rect = self._paint_mark(painter, self._reported[at], block, origin, badge_font, tags)
                drawn += 1
                if rect is not None:
                    self._painted.append(PaintedMarker(self._reported[at], rect))
            block = block.next()

    def _paint_mark(self, painter, marker, block, origin, badge_font, tags) -> QRectF | None:
        """A census mark: a badge as any invisible character's, or a line under a visible one."""
        left, right, line = self._x_span(block, self._lines.to_qt(marker.index) - block.position(),
                                         self._units(marker))
        if marker.style == BADGE or right - left < 2 or not line.isValid():
            return self._paint_marker(painter, marker, block, origin, badge_font, tags)
        painter.setPen(QPen(MARKER_COLOURS.get(marker.kind, QColor("#dc2626")), 2))
        top = origin.y() + line.y()
        under = top + line.ascent() + 2.5
        painter.drawLine(QPointF(origin.x() + left, under), QPointF(origin.x() + right, under))
        return QRectF(origin.x() + left, top, right - left, line.height())

    def _units(self, marker: Marker) -> int:
        """How many UTF-16 units the marker's first character takes (an astral one: two)."""
        return max(self._lines.to_qt(marker.index + 1) - self._lines.to_qt(marker.index), 1)

    def _x_span(self, block, position: int, units: int = 1) -> tuple[float, float, object]:
        """Left and right x of the character at block ``position`` (``units`` UTF-16 units
        long), and its line. A position outside the block gives an invalid line: asking an
        invalid line where a cursor is ends the process, not with an exception."""
        layout = block.layout()
        line = layout.lineForTextPosition(position) if 0 <= position < block.length() else QTextLine()
        if not line.isValid():
            return 0.0, 0.0, line
        x1 = line.cursorToX(position)[0]
        x2 = line.cursorToX(position + units)[0] if position + units <= block.length() - 1 else x1
        if abs(x2 - x1) > self._jump:  # a jump to another bidi run
            x2 = x1
        return min(x1, x2), max(x1, x2), line

    def _paint_marker(self, painter, marker, block, origin, badge_font, tags) -> QRectF | None:
        position = self._lines.to_qt(marker.index) - block.position()
        if marker.kind == "line-ending" and position >= block.length() - 1:
            return self._paint_line_end(painter, marker, block, origin, badge_font)
        left, right, line = self._x_span(block, position, self._units(marker))
        if not line.isValid():
            return None
        top = origin.y() + line.y()
        colour = MARKER_COLOURS.get(marker.kind, QColor("#dc2626"))
        if marker.style == BADGE or right - left < 2:
            return self._paint_badge(painter, marker, origin.x() + left, top, line.height(),
                                     colour, badge_font, tags)
        rect = QRectF(origin.x() + left, top, right - left, line.height())
        if marker.style == MARK:
            painter.fillRect(rect.adjusted(0, line.height() * 0.8, 0, 0), colour)
            return rect
        fits = QFontMetricsF(self._symbol_font).horizontalAdvance(marker.label) <= rect.width() + 1
        if marker.label == "\u00b7" or fits:
            painter.setPen(colour)
            painter.setFont(self._symbol_font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, marker.label)
            return rect
        # A narrow space (NBSP, thin space): tint its width and name it underneath.
        tint = QColor(colour)
        tint.setAlpha(70)
        painter.fillRect(rect, tint)
        return self._paint_badge(painter, marker, rect.center().x(), top, line.height(),
                                 colour, badge_font, tags)

    def _paint_badge(self, painter, marker, x, top, height, colour, font, tags) -> QRectF:
        """A small labelled tag over a zero-width character, with a bar at its position."""
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance(marker.label) + 4
        # The tag sits in the gap under the line (see LINE_HEIGHT); a bar rises from it
        # to the character's exact position between the letters.
        # No room under the line (invisibles hidden, see _make_room_for_badges): the bar alone.
        roomy = self._labelled
        rect = tags.place(QRectF(x - width / 2, top + height, width, metrics.height())) if roomy else None
        painter.setPen(QPen(colour, 1.5))
        painter.drawLine(QPointF(x, top + 2), QPointF(x, top + height))
        if rect is None:  # no room left in this row: the bar alone marks it (its tooltip names it)
            return QRectF(x - 2, top, 4, height)
        painter.drawLine(QPointF(x, top + height), rect.center())
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, 2, 2)
        painter.setPen(QColor("white"))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, marker.label)
        return rect

    def _paint_line_end(self, painter, marker, block, origin, font) -> QRectF | None:
        """The line ending's picture just past the visual end of the line."""
        layout = block.layout()
        if layout.lineCount() == 0:
            return None  # not laid out: no line to ask (an invalid one ends the process)
        line = layout.lineAt(layout.lineCount() - 1)
        # The visual end of the paragraph, not the cursor after its last character: in
        # a right-to-left line ending in Latin, that cursor sits in the middle of the line.
        text_rect = line.naturalTextRect()
        metrics = QFontMetricsF(font)
        width, height = metrics.horizontalAdvance(marker.label) + 6, metrics.height() + 2
        rtl = self._direction == Qt.LayoutDirection.RightToLeft
        left = origin.x() + (text_rect.left() - width - 3 if rtl else text_rect.right() + 3)
        middle = origin.y() + line.y() + line.ascent() - metrics.ascent() - 1
        rect = QRectF(left, middle, width, height)
        colour = MARKER_COLOURS["line-ending"]
        painter.setPen(QPen(colour, 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 3, 3)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, marker.label)
        return rect


def symbol_font(text: QFont) -> QFont:
    """The monospace font at the text's size: it has the Control Pictures (␍ ␊) the
    Persian text font lacks, and Qt's fallback does not always find them."""
    from .hex_view import HexDumpView
    font = QFont(HexDumpView._mono_font())
    font.setPointSizeF(text.pointSizeF())
    return font


class TagRows:
    """Where the badges of one paint sit, to place each new one where it covers no other.

    A badge tries its own spot, then alternately right and left (at most
    ``_TRIES`` spots); each try looks only at the badges in the same row and nearby
    columns of a coarse grid, so placing n badges costs O(n), not O(n²). Plain
    floats, not QRectF: this runs for every badge of every paint.
    """

    _TRIES = 40
    _CELL = 32.0  # px: grid column width

    def __init__(self, limit: float) -> None:
        self.limit = limit
        self.cells: dict[tuple[float, int], list[tuple[float, float]]] = {}
        self.full: set[float] = set()  # rows where a badge found no free spot
        self.comparisons = 0  # badge-to-badge tests so far (tests check the work stays linear)

    def _free(self, top: float, left: float, right: float) -> bool:
        for column in range(int(left // self._CELL), int(right // self._CELL) + 1):
            for other_left, other_right in self.cells.get((top, column), ()):
                self.comparisons += 1
                if left < other_right and other_left < right:
                    return False
        return True

    def place(self, rect: QRectF) -> QRectF | None:
        """``rect`` moved sideways to the nearest free spot in the viewport; None if none."""
        top, left, width = rect.top(), rect.left(), rect.width()
        if top in self.full:  # its neighbours are crowded too: trying again costs, rarely helps
            return None
        for step in range(self._TRIES):
            shifted = left + (step + 1) // 2 * (width + 1) * (1 if step % 2 else -1)
            right = shifted + width
            if shifted >= 0 and right <= self.limit and self._free(top, shifted, right):
                for column in range(int(shifted // self._CELL), int(right // self._CELL) + 1):
                    self.cells.setdefault((top, column), []).append((shifted, right))
                return QRectF(shifted, top, width, rect.height())
        self.full.add(top)
        return None


def shifted(marker: Marker, offset: int) -> Marker:
    """``marker`` moved from line to field coordinates."""
    return Marker(marker.index + offset, marker.length, marker.label, marker.style, marker.kind,
                  marker.tooltip)
