"""``FieldView``: one content field, read-only, with its invisible characters drawn over it.

The document holds the field's own characters (one paragraph per line), so Persian
shapes and reorders exactly as it would anywhere else; the markers of
:mod:`core.display.invisibles` are painted on top, never inserted. Selections are
reported as code point ranges of the field, so a caller can map them to bytes.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import islice

import regex
from PySide6.QtCore import QMimeData, QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QTextEdit, QToolTip, QWidget

from core.display.field_lines import FieldLines
from core.display.invisibles import _BADGE_RUN, BADGE, MARK, Marker, iter_markers

from .plain_copy import only_text

__all__ = [
    "MARKER_COLOURS",
    "MAX_MARKERS_PER_PAINT",
    "MAX_SHOWN_CHARS",
    "MAX_SHOWN_LINE",
    "FieldView",
    "shown_length",
    "text_font",
]

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
DIFFERENCE_COLOUR = QColor(249, 115, 22, 90)
CURRENT_COLOUR = QColor(220, 38, 38, 110)
# A field longer than this shows its start only: laying out megabytes of one
# paragraph would freeze the window, and the hex view still shows every byte.
MAX_SHOWN_CHARS = 200_000
# The same for one line: Qt lays out a paragraph in time that grows faster than its
# length (one Persian line of 200,000 letters took 11 s, of 20,000 letters 0.2 s).
MAX_SHOWN_LINE = 20_000
_LONG_LINE = re.compile(f"[^\r\n\x85\u2028\u2029]{{{MAX_SHOWN_LINE}}}")
# At most this many markers are looked at in one paint: a screen holds far fewer that
# a person can read, and a paint must stay well under a frame however crowded the text.
MAX_MARKERS_PER_PAINT = 2_000
# A line holding a character whose marker is a badge (zero-width characters, narrow
# spaces) is this much taller than the font needs (percent): the gap under it holds the
# badges, so they never cover a letter. Every other line is as tall as the font needs
# (all lines at 175% read as double spacing and took the bytes' room).
LINE_HEIGHT = 175
# Characters drawn with a badge under their line: those of core.display.invisibles'
# badge runs, and the spaces too narrow for their name (NBSP, thin and other spaces).
_NEEDS_ROOM = regex.compile(f"{_BADGE_RUN.pattern[:-1]}|[\u00a0\u2000-\u200a\u202f\u205f\u3000]",
                            flags=regex.V1)


def text_font(point_size: float | None = None) -> QFont:
    """The shipped Persian-capable text font, or the system font without it."""
    try:
        from ..resources import text_font as shipped
        return shipped(point_size)
    except ImportError:  # pragma: no cover - the resources module ships with the GUI
        font = QFont()
        if point_size is not None:
            font.setPointSizeF(point_size)
        return font


@dataclass(frozen=True, slots=True)
class PaintedMarker:
    """A marker as last painted: where, and what its tooltip says (for hover and tests)."""

    marker: Marker
    rect: QRectF


@dataclass(slots=True)
class PaintWork:
    """What one paint looked at: code points scanned for markers, markers, badge tests."""

    tags: _TagRows
    scanned: int = 0
    markers: int = 0

    @property
    def comparisons(self) -> int:
        return self.tags.comparisons


class FieldView(QTextEdit):
    """A read-only view of one field with invisible-character markers."""

    # (field, start, end): code points [start, end) of the field now selected; a bare
    # cursor reports the character after it (end = start + 1) for the inspector.
    field_selection_changed = Signal(str, int, int)

    def __init__(self, field: str, parent: QWidget | None = None, *, single_line: bool = False) -> None:
        super().__init__(parent)
        self.field = field
        self._single_line = single_line  # the language tag: no line endings to make room for
        self.setReadOnly(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setFont(text_font(12))
        self._symbol_font = _symbol_font(self.font())
        self._lines = FieldLines("")
        self._direction = Qt.LayoutDirection.LeftToRight  # each line's base direction (set per line)
        self._show_invisibles = False
        self._always_marked: list[tuple[int, int]] = []  # ranges whose markers show regardless
        self._reported: list[Marker] = []  # the census' findings: drawn whatever the toggle says
        self._reported_at: list[int] = []  # their indexes, to find a screen's worth by bisection
        self._spans_shown: tuple = ((), None)  # the difference spans tinted now, and the current one
        self._painted: list[PaintedMarker] = []
        self._paint_work = PaintWork(tags=_TagRows(0))
        self._blocking = False
        self.document().setUndoRedoEnabled(False)  # read-only: set_text's edits keep no history
        self._set_margins()
        if single_line:
            self.setLineWrapMode(QTextEdit.LineWrapMode.NoWrap)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setFixedHeight(round(QFontMetricsF(self.font()).height() * LINE_HEIGHT / 100) + 12)
        self.cursorPositionChanged.connect(self._report_selection)
        self.selectionChanged.connect(self._report_selection)

    # -- content ----------------------------------------------------------------

    def set_text(self, text: str, *, right_to_left: bool = False) -> None:
        """Show ``text``; ``right_to_left`` sets the base direction (Persian fields).

        The text and its lines' format go in as one edit, so Qt lays the document out once
        (setPlainText and then formatting it laid it out three times: 2.5x the time, which
        review mode pays for four fields per decision). The direction is each line's own
        (see :meth:`_line_format`): the document's default option is left alone, since a
        new one lays out the old text again and a right-to-left default made every layout
        slower (set_text of a body and a title: 0.75 ms instead of 1.1-1.3).
        """
        shown = text[:shown_length(text)]
        direction = Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight
        document = self.document()
        self._reported, self._reported_at = [], []
        if shown == self._lines.text and direction == self._direction:
            self._always_marked, self._spans_shown = [], ((), None)
            self.setExtraSelections([])
            self._blocking = True
            self.setTextCursor(QTextCursor(document))  # as a new text would: at its start, scrolled up
            self._blocking = False
            return
        self._lines, self._direction = FieldLines(shown), direction
        self._blocking = True
        cursor = QTextCursor(document)
        cursor.beginEditBlock()
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.removeSelectedText()
        cursor.setBlockFormat(self._line_format(direction))
        cursor.setCharFormat(QTextCharFormat())
        cursor.insertText("\n".join(self._lines.lines()))
        self._make_room_for_badges(cursor, direction)
        cursor.endEditBlock()
        self.setTextCursor(QTextCursor(document))
        self._blocking = False
        self._always_marked, self._spans_shown = [], ((), None)
        self.setExtraSelections([])

    def _badge_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(max(self.font().pointSizeF() * 0.6, 6.5))
        return font

    def _set_margins(self) -> None:
        """Room left and right of the text for the line-ending tags past each line."""
        frame = self.document().rootFrame()
        margins = frame.frameFormat()
        side = 4 if self._single_line else QFontMetricsF(self._badge_font()).horizontalAdvance("CRLF") + 12
        margins.setLeftMargin(side)
        margins.setRightMargin(side)
        margins.setTopMargin(4)
        margins.setBottomMargin(4)
        frame.setFrameFormat(margins)

    def _make_room_for_badges(self, cursor: QTextCursor, direction: Qt.LayoutDirection) -> None:
        """With invisibles shown, the lines that hold a badge character get room for the badges
        (see LINE_HEIGHT). With them hidden, no line does: a difference's zero-width character
        is then marked by its bar alone (the list of differences names it), and a new pair
        never changes a box's height for it."""
        if not self._show_invisibles:
            return
        starts, text, document = self._lines.starts, self._lines.text, self.document()
        tall, line = self._line_format(direction, room=True), -1
        for found in _NEEDS_ROOM.finditer(text):
            number = bisect_right(starts, found.start()) - 1
            if number != line:
                line = number
                cursor.setPosition(document.findBlockByNumber(number).position())
                cursor.setBlockFormat(tall)

    @staticmethod
    def _line_format(direction: Qt.LayoutDirection, *, room: bool = False) -> QTextBlockFormat:
        """A line's format: the field's base direction, and with ``room`` a gap under it for badges.

        The direction is set per paragraph: left to Qt, a Persian body's line that
        starts with a Latin letter would turn left-to-right and jump to the other side.
        """
        lines = QTextBlockFormat()
        if room:
            lines.setLineHeight(LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        lines.setLayoutDirection(direction)
        lines.setAlignment(Qt.AlignmentFlag.AlignLeading)  # the right edge when right to left
        return lines

    def set_reported(self, markers: list[Marker]) -> None:
        """Mark each of ``markers`` (the census' findings, in order) where it stands, in its
        kind's colour, whether or not invisible characters are shown."""
        self._reported = [m for m in markers if m.index < len(self._lines.text)]
        self._reported_at = [m.index for m in self._reported]
        self.viewport().update()

    def reported(self) -> list[Marker]:
        return list(self._reported)

    def field_text(self) -> str:
        """The field's text as given (with its original line endings)."""
        return self._lines.text

    def set_show_invisibles(self, show: bool) -> None:
        if show == self._show_invisibles:
            return
        self._show_invisibles = show
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        if show:
            self._make_room_for_badges(cursor, self._direction)
        else:  # every line back to the font's height
            cursor.select(QTextCursor.SelectionType.Document)
            cursor.setBlockFormat(self._line_format(self._direction))
        cursor.endEditBlock()
        self.viewport().update()

    def show_invisibles(self) -> bool:
        return self._show_invisibles

    # -- selection in field coordinates -----------------------------------------

    def select_field_range(self, start: int, end: int, *, emit: bool = False) -> None:
        """Select code points ``[start, end)`` of the field and scroll to them."""
        first = self._lines.document_position(min(start, len(self._lines.text)))
        last = self._lines.document_position(min(end, len(self._lines.text)))
        shown = self.textCursor()
        if ((shown.anchor(), shown.position()) == (first, last) and not emit
                and self.viewport().rect().contains(self.cursorRect(shown))):
            return  # selected and in view already (a compare unselects the fields without the difference)
        cursor = QTextCursor(self.document())
        cursor.setPosition(first)
        cursor.setPosition(last, QTextCursor.MoveMode.KeepAnchor)
        self._blocking = not emit
        before = self.verticalScrollBar().value()
        self.setTextCursor(cursor)
        self._blocking = False
        self.ensureCursorVisible()
        self._whole_line_on_top(scrolled_down=self.verticalScrollBar().value() > before)

    def _whole_line_on_top(self, *, scrolled_down: bool) -> None:
        """Scroll the rest of the way to a line's top: ensureCursorVisible stops wherever the
        cursor's line shows, and the line above it was then cut in half at the box's top. Down
        when it scrolled down (the cursor's line is at the bottom and stays), else up."""
        bar = self.verticalScrollBar()
        margin = self.document().rootFrame().frameFormat().topMargin()
        shown = self.cursorForPosition(QPoint(0, round(margin) + 1))  # on the line at the box's top
        block, layout = shown.block(), self.document().documentLayout()
        if not block.isValid() or block.layout().lineCount() == 0:
            return
        line = block.layout().lineForTextPosition(shown.positionInBlock())
        block_top = layout.blockBoundingRect(block).top()
        top = block_top + line.y()
        if round(top - margin) == bar.value():
            return  # a whole line on top already
        if scrolled_down:
            if line.lineNumber() + 1 < block.layout().lineCount():
                top = block_top + block.layout().lineAt(line.lineNumber() + 1).y()
            elif block.next().isValid():
                top = layout.blockBoundingRect(block.next()).top()
        bar.setValue(round(top - margin))

    def selected_field_range(self) -> tuple[int, int]:
        """Code points ``[start, end)`` of the field that are selected (empty at the cursor)."""
        cursor = self.textCursor()
        return self._lines.field_range(cursor.selectionStart(), cursor.selectionEnd())

    def changeEvent(self, event) -> None:
        """A new font (the window zoomed): the badges' font and a one-line box's height follow."""
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._symbol_font = _symbol_font(self.font())
            if self._single_line:
                self.setFixedHeight(round(QFontMetricsF(self.font()).height() * LINE_HEIGHT / 100) + 12)

    def createMimeDataFromSelection(self) -> QMimeData:
        """What a copy takes: the field's own characters under the selection (a CRLF stays
        CRLF, no marker or badge), never the view's lines."""
        start, end = self.selected_field_range()
        return only_text(super().createMimeDataFromSelection(), self._lines.text[start:end])

    def _report_selection(self) -> None:
        if self._blocking:
            return
        start, end = self.selected_field_range()
        if start == end:
            end = min(start + 1, len(self._lines.text))
        self.field_selection_changed.emit(self.field, start, end)

    def set_difference_spans(self, spans: list[tuple[int, int, int]], current: int | None = None) -> None:
        """Tint ``(start, end, number)`` ranges; the ``current`` one darker.

        Invisible characters inside them get their markers even with invisibles off:
        a difference nobody can see is the one that needs showing most.
        """
        shown = (tuple(spans), current if spans else None)
        if shown == self._spans_shown:
            return  # the same tints (often none at all): no new selections, no repaint
        self._spans_shown = shown
        selections = []
        for start, end, number in spans:
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(CURRENT_COLOUR if number == current else DIFFERENCE_COLOUR)
            cursor = QTextCursor(self.document())
            cursor.setPosition(self._lines.document_position(start))
            cursor.setPosition(self._lines.document_position(max(end, start)),
                               QTextCursor.MoveMode.KeepAnchor)
            selection.cursor = cursor
            selections.append(selection)
        before = self._always_marked
        self._always_marked = [(start, max(end, start + 1)) for start, end, _ in spans]
        self.setExtraSelections(selections)
        self._update_lines(before + self._always_marked)

    def _update_lines(self, ranges: list[tuple[int, int]]) -> None:
        """Repaint the lines that hold these field ranges, whole width (their tints, markers,
        badges under them and line-end tags), not the whole box: a compare tints one or two
        lines of a body it has just painted."""
        if not ranges:
            return
        document, layout = self.document(), self.document().documentLayout()
        first = document.findBlock(self._lines.document_position(min(start for start, _ in ranges)))
        last = document.findBlock(self._lines.document_position(
            min(max(end for _, end in ranges), len(self._lines.text))))
        if not first.isValid() or not last.isValid():
            self.viewport().update()
            return
        after = last.next()
        bottom = (layout.blockBoundingRect(after).top() if after.isValid()
                  else layout.documentSize().height())  # down to the next line: the room under a line too
        top = layout.blockBoundingRect(first).top() - self.verticalScrollBar().value()
        self.viewport().update(0, int(top) - 1, self.viewport().width(),
                               int(bottom - layout.blockBoundingRect(first).top()) + 3)

    # -- markers ----------------------------------------------------------------

    def last_paint_work(self) -> PaintWork:
        """How much the last paint looked at (tests check it stays bounded)."""
        return self._paint_work

    def painted_markers(self) -> list[PaintedMarker]:
        """The markers drawn by the last paint (what a person sees on screen)."""
        return list(self._painted)

    def _wanted(self, marker: Marker) -> bool:
        if self._show_invisibles:
            return True
        return any(start <= marker.index < end for start, end in self._always_marked)

    def _block_origin(self, block) -> QPointF:
        """Top left of ``block`` in viewport coordinates."""
        rect = self.document().documentLayout().blockBoundingRect(block)
        return rect.topLeft() - QPointF(self.horizontalScrollBar().value(), self.verticalScrollBar().value())

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
        block = self.cursorForPosition(QPoint(0, 0)).block()
        bottom = self.viewport().rect().bottom()
        while block.isValid() and self._block_top(block) <= bottom:
            yield from self._line_markers(block, bottom)
            block = block.next()

    def _line_markers(self, block, bottom: float) -> Iterator[tuple[Marker, object, QPointF]]:
        number = block.blockNumber()
        start = self._lines.starts[number]
        # The line's own markers plus its ending's (which sits at the line's end).
        stop = self._lines.starts[number + 1] if number + 1 < len(self._lines) else len(self._lines.text)
        layout, origin = block.layout(), self._block_origin(block)
        top = origin.y()
        last = layout.lineCount() - 1
        for at in range(layout.lineCount()):
            line = layout.lineAt(at)
            if top + line.y() + line.height() < 0:
                continue
            if top + line.y() > bottom:
                return
            first = start + line.textStart()
            end = stop if at == last else first + line.textLength()
            if not self._show_invisibles and not any(
                    low < end and first < high for low, high in self._always_marked):
                continue  # no difference on this line: none of its markers is drawn
            self._paint_work.scanned += end - first
            for marker in iter_markers(self._lines.text[first:end], runs=True):
                yield _shifted(marker, first), block, origin

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._painted = []
        badge_font = self._badge_font()
        tags = _TagRows(self.viewport().width())
        self._paint_work = PaintWork(tags=tags)
        for marker, block, origin in islice(self._visible_markers(), MAX_MARKERS_PER_PAINT):
            self._paint_work.markers += 1
            if self._wanted(marker):
                rect = self._paint_marker(painter, marker, block, origin, badge_font, tags)
                if rect is not None:
                    self._painted.append(PaintedMarker(marker, rect))
        self._paint_reported(painter, badge_font, tags)
        painter.end()

    def _paint_reported(self, painter, badge_font, tags) -> None:
        """The census' marks on the lines on screen: a line under a visible character, a bar
        (and a badge, with invisibles shown) at an invisible one."""
        if not self._reported:
            return
        # Where an invisible-character marker is drawn already (invisibles shown, or a
        # difference), that marker stands for the character: no second mark over it.
        covered = {at for painted in self._painted
                   for at in range(painted.marker.index, painted.marker.index + painted.marker.length)}
        block = self.cursorForPosition(QPoint(0, 0)).block()
        bottom, drawn = self.viewport().rect().bottom(), 0
        while block.isValid() and self._block_top(block) <= bottom and drawn < MAX_MARKERS_PER_PAINT:
            number = block.blockNumber()
            start = self._lines.starts[number]
            stop = self._lines.starts[number + 1] if number + 1 < len(self._lines) else len(self._lines.text)
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
        left, right, line = self._x_span(block, marker.index - self._lines.starts[block.blockNumber()])
        if marker.style == BADGE or right - left < 2 or not line.isValid():
            return self._paint_marker(painter, marker, block, origin, badge_font, tags)
        painter.setPen(QPen(MARKER_COLOURS.get(marker.kind, QColor("#dc2626")), 2))
        top = origin.y() + line.y()
        under = top + line.ascent() + 2.5
        painter.drawLine(QPointF(origin.x() + left, under), QPointF(origin.x() + right, under))
        return QRectF(origin.x() + left, top, right - left, line.height())

    def _x_span(self, block, position: int) -> tuple[float, float, object]:
        """Left and right x of the character at block ``position``, and its line."""
        layout = block.layout()
        line = layout.lineForTextPosition(position)
        x1 = line.cursorToX(position)[0]
        x2 = line.cursorToX(position + 1)[0] if position < block.length() - 1 else x1
        if abs(x2 - x1) > QFontMetricsF(self.font()).height() * 4:  # a jump to another bidi run
            x2 = x1
        return min(x1, x2), max(x1, x2), line

    def _paint_marker(self, painter, marker, block, origin, badge_font, tags) -> QRectF | None:
        position = marker.index - self._lines.starts[block.blockNumber()]
        if marker.kind == "line-ending" and position >= block.length() - 1:
            return self._paint_line_end(painter, marker, block, origin, badge_font)
        left, right, line = self._x_span(block, position)
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
        roomy = self._show_invisibles
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

    def _paint_line_end(self, painter, marker, block, origin, font) -> QRectF:
        """The line ending's picture just past the visual end of the line."""
        layout = block.layout()
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

    def event(self, event) -> bool:
        if event.type() == event.Type.ToolTip:
            point = self.viewport().mapFrom(self, event.pos()).toPointF()
            hit = next((p for p in self._painted if p.rect.adjusted(-2, -2, 2, 2).contains(point)), None)
            if hit is not None:
                QToolTip.showText(event.globalPos(), hit.marker.tooltip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


def shown_length(text: str) -> int:
    """How much of ``text`` a field view shows: its start, up to the first line longer
    than :data:`MAX_SHOWN_LINE` and at most :data:`MAX_SHOWN_CHARS` code points."""
    long_line = _LONG_LINE.search(text, 0, MAX_SHOWN_CHARS)
    return long_line.end() if long_line else min(len(text), MAX_SHOWN_CHARS)


def _symbol_font(text: QFont) -> QFont:
    """The monospace font at the text's size: it has the Control Pictures (␍ ␊) the
    Persian text font lacks, and Qt's fallback does not always find them."""
    from .hex_view import HexDumpView
    font = QFont(HexDumpView._mono_font())
    font.setPointSizeF(text.pointSizeF())
    return font


class _TagRows:
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


def _shifted(marker: Marker, offset: int) -> Marker:
    """``marker`` moved from line to field coordinates."""
    return Marker(marker.index + offset, marker.length, marker.label, marker.style, marker.kind,
                  marker.tooltip)
