"""``FieldView``: one content field, read-only, with its invisible characters drawn over it.

The document holds the field's own characters (one paragraph per line), so Persian
shapes and reorders exactly as it would anywhere else; the markers of
:mod:`core.display.invisibles` are painted on top, never inserted. Selections are
reported as code point ranges of the field, so a caller can map them to bytes.
"""

from __future__ import annotations

from bisect import bisect_right

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QTextEdit, QToolTip, QWidget

from core.display.invisibles import BADGED, Marker
from core.display.text_map import MAX_SHOWN_CHARS, MAX_SHOWN_LINE, for_field, shown_length

from ..i18n import translate
from .field_markers import MarkerPaint, PaintedMarker, PaintWork, TagRows, symbol_font
from .plain_copy import only_text
from .safe_paint import guarded_paint

__all__ = [
    "MAX_SHOWN_CHARS",
    "MAX_SHOWN_LINE",
    "FieldView",
    "shown_length",
    "text_font",
]

DIFFERENCE_COLOUR = QColor(249, 115, 22, 90)
CURRENT_COLOUR = QColor(220, 38, 38, 110)
# A line holding a character whose marker is a badge (zero-width characters, narrow
# spaces) is this much taller than the font needs (percent): the gap under it holds the
# badges, so they never cover a letter. Every other line is as tall as the font needs
# (all lines at 175% read as double spacing and took the bytes' room).
LINE_HEIGHT = 175


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
        self._symbol_font = symbol_font(self.font())
        self._lines = for_field("")
        self._rest = ""  # the end of a field too long to lay out (see shown_length)
        self._direction = Qt.LayoutDirection.LeftToRight  # each line's base direction (set per line)
        self._show_invisibles = False
        self._always_marked: list[tuple[int, int]] = []  # ranges whose markers show regardless
        self._reported: list[Marker] = []  # the census' findings: drawn whatever the toggle says
        self._reported_at: list[int] = []  # their indexes, to find a screen's worth by bisection
        self._spans_shown: tuple = ((), None)  # the difference spans tinted now, and the current one
        self._painted: list[PaintedMarker] = []
        self._paint_work = PaintWork(tags=TagRows(0))
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
        self._rest = text[len(shown):]  # not laid out; a copy that reaches the end takes it too
        direction = Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight
        document = self.document()
        self._reported, self._reported_at = [], []
        if shown == self._lines.text and direction == self._direction:
            # The same text (a pair's language, say): only what a new text would reset, and
            # nothing that is reset already, so an unchanged box is not repainted.
            if self._always_marked or self._spans_shown != ((), None):
                self._always_marked, self._spans_shown = [], ((), None)
                self.setExtraSelections([])
            cursor = self.textCursor()
            if (cursor.position() != 0 or cursor.hasSelection() or self.verticalScrollBar().value()
                    or self.horizontalScrollBar().value()):
                self._blocking = True
                self.setTextCursor(QTextCursor(document))  # as a new text would: at its start, scrolled up
                self._blocking = False
            return
        self._lines, self._direction = for_field(shown), direction
        self._blocking = True
        cursor = QTextCursor(document)
        cursor.beginEditBlock()
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.removeSelectedText()
        cursor.setBlockFormat(self._line_format(direction))
        cursor.setCharFormat(QTextCharFormat())
        cursor.insertText(self._lines.shown)  # a paragraph per line, a stand-in per rewritten character
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
        for found in BADGED.finditer(text):
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
        first = self._lines.to_qt(min(start, len(self._lines.text)))
        last = self._lines.to_qt(min(end, len(self._lines.text)))
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
            self._symbol_font = symbol_font(self.font())
            if self._single_line:
                self.setFixedHeight(round(QFontMetricsF(self.font()).height() * LINE_HEIGHT / 100) + 12)

    def createMimeDataFromSelection(self) -> QMimeData:
        """What a copy takes: the field's own characters under the selection (a CRLF stays
        CRLF, no marker or badge), never the view's lines."""
        start, end = self.selected_field_range()
        copied = self._lines.text[start:end]
        if self._rest and end >= len(self._lines.text):
            copied += self._rest  # a field shown in part: the selection to its end takes the rest
        return only_text(super().createMimeDataFromSelection(), copied)

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
            cursor.setPosition(self._lines.to_qt(start))
            cursor.setPosition(self._lines.to_qt(max(end, start)),
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
        first = document.findBlock(self._lines.to_qt(min(start for start, _ in ranges)))
        last = document.findBlock(self._lines.to_qt(
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

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        what = translate("Paint", "the invisible-character markers")
        with guarded_paint(self, self.viewport(), what) as painter:
            self._paint_markers(painter)

    def _paint_markers(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        viewport = self.viewport().rect()
        markers = MarkerPaint(
            self._lines, first_block=self.cursorForPosition(QPoint(0, 0)).block(),
            layout=self.document().documentLayout(),
            scroll=QPointF(self._horizontal_offset(), self.verticalScrollBar().value()),
            bottom=viewport.bottom(), width=viewport.width(), show_invisibles=self._show_invisibles,
            always_marked=self._always_marked, reported=self._reported, reported_at=self._reported_at,
            font=self.font(), badge_font=self._badge_font(), symbol_font=self._symbol_font,
            direction=self._direction)
        self._painted, self._paint_work = markers.run(painter)

    def _horizontal_offset(self) -> int:
        """How far the text is scrolled left, as Qt draws it: in a right-to-left window the
        scroll bar runs the other way (a line wider than the box, a word that does not fit)."""
        bar = self.horizontalScrollBar()
        return bar.maximum() - bar.value() if self.isRightToLeft() else bar.value()

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
