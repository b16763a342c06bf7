"""``FieldView``: one content field, read-only, with its invisible characters drawn over it.

The document holds the field's own characters (one paragraph per line), so Persian
shapes and reorders exactly as it would anywhere else; the markers of
:mod:`core.display.invisibles` are painted on top, never inserted. Selections are
reported as code point ranges of the field, so a caller can map them to bytes.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPen,
    QTextBlockFormat,
    QTextCursor,
    QTextOption,
)
from PySide6.QtWidgets import QTextEdit, QToolTip, QWidget

from core.display.invisibles import BADGE, MARK, Marker, markers
from core.display.lines import FieldLines

__all__ = ["MARKER_COLOURS", "MAX_SHOWN_CHARS", "FieldView", "text_font"]

# Colours by marker kind: a bidi control must never look like a space.
MARKER_COLOURS = {
    "space": QColor("#0ea5e9"),
    "line-ending": QColor("#8b5cf6"),
    "joiner": QColor("#db2777"),
    "bidi": QColor("#dc2626"),
    "ignorable": QColor("#ea580c"),
    "variation": QColor("#0d9488"),
    "control": QColor("#b91c1c"),
    "tatweel": QColor("#65a30d"),
}
DIFFERENCE_COLOUR = QColor(249, 115, 22, 90)
CURRENT_COLOUR = QColor(220, 38, 38, 110)
# A field longer than this shows its start only: laying out megabytes of one
# paragraph would freeze the window, and the hex view still shows every byte.
MAX_SHOWN_CHARS = 200_000
# Lines are this much taller than the font needs (percent): the gap under each line
# holds the badges of zero-width characters, so they never cover a letter.
LINE_HEIGHT = 175


def text_font(point_size: float | None = None) -> QFont:
    """The shipped Persian-capable text font, or the system font without it."""
    try:
        from .resources import text_font as shipped
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


class FieldView(QTextEdit):
    """A read-only view of one field with invisible-character markers."""

    # (field, start, end): code points [start, end) of the field now selected; a bare
    # cursor reports the character after it (end = start + 1) for the inspector.
    field_selection_changed = Signal(str, int, int)

    def __init__(self, field: str, parent: QWidget | None = None, *, single_line: bool = False) -> None:
        super().__init__(parent)
        self.field = field
        self.setReadOnly(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setFont(text_font(12))
        self._symbol_font = _symbol_font(self.font())
        self._lines = FieldLines("")
        self._show_invisibles = False
        self._always_marked: list[tuple[int, int]] = []  # ranges whose markers show regardless
        self._painted: list[PaintedMarker] = []
        self._blocking = False
        self._single_line = single_line  # the language tag: no line endings to make room for
        if single_line:
            self.setLineWrapMode(QTextEdit.LineWrapMode.NoWrap)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            self.setFixedHeight(round(QFontMetricsF(self.font()).height() * LINE_HEIGHT / 100) + 12)
        self.cursorPositionChanged.connect(self._report_selection)
        self.selectionChanged.connect(self._report_selection)

    # -- content ----------------------------------------------------------------

    def set_text(self, text: str, *, right_to_left: bool = False) -> None:
        """Show ``text``; ``right_to_left`` sets the base direction (Persian fields)."""
        self._lines = FieldLines(text[:MAX_SHOWN_CHARS])
        option = QTextOption(self.document().defaultTextOption())
        direction = Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight
        option.setTextDirection(direction)
        self.document().setDefaultTextOption(option)
        self._blocking = True
        self.setPlainText("\n".join(self._lines.lines()))
        self._format_lines(direction)
        self._set_margins()
        self._blocking = False
        self._always_marked = []
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

    def _format_lines(self, direction: Qt.LayoutDirection) -> None:
        """Give every line the field's base direction and room for badges under it.

        The direction is set per paragraph: left to Qt, a Persian body's line that
        starts with a Latin letter would turn left-to-right and jump to the other side.
        """
        cursor = QTextCursor(self.document())
        cursor.select(QTextCursor.SelectionType.Document)
        lines = QTextBlockFormat()
        lines.setLineHeight(LINE_HEIGHT, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
        lines.setLayoutDirection(direction)
        lines.setAlignment(Qt.AlignmentFlag.AlignLeading)  # the right edge when right to left
        cursor.mergeBlockFormat(lines)

    def field_text(self) -> str:
        """The field's text as given (with its original line endings)."""
        return self._lines.text

    def set_show_invisibles(self, show: bool) -> None:
        self._show_invisibles = show
        self.viewport().update()

    def show_invisibles(self) -> bool:
        return self._show_invisibles

    # -- selection in field coordinates -----------------------------------------

    def select_field_range(self, start: int, end: int, *, emit: bool = False) -> None:
        """Select code points ``[start, end)`` of the field and scroll to them."""
        cursor = QTextCursor(self.document())
        cursor.setPosition(self._lines.document_position(min(start, len(self._lines.text))))
        cursor.setPosition(self._lines.document_position(min(end, len(self._lines.text))),
                           QTextCursor.MoveMode.KeepAnchor)
        self._blocking = not emit
        self.setTextCursor(cursor)
        self._blocking = False
        self.ensureCursorVisible()

    def selected_field_range(self) -> tuple[int, int]:
        """Code points ``[start, end)`` of the field that are selected (empty at the cursor)."""
        cursor = self.textCursor()
        return self._lines.field_range(cursor.selectionStart(), cursor.selectionEnd())

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
        self._always_marked = [(start, max(end, start + 1)) for start, end, _ in spans]
        self.setExtraSelections(selections)
        self.viewport().update()

    # -- markers ----------------------------------------------------------------

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

    def _visible_markers(self):
        """(marker, block) pairs of the blocks on screen, computed per visible line only."""
        block = self.cursorForPosition(QPoint(0, 0)).block()
        bottom = self.viewport().rect().bottom()
        while block.isValid() and self._block_top(block) <= bottom:
            line = block.blockNumber()
            start = self._lines.starts[line]
            # The line's own markers plus its ending's (which sits at the line's end).
            stop = self._lines.starts[line + 1] if line + 1 < len(self._lines) else len(self._lines.text)
            for marker in markers(self._lines.text[start:stop]):
                yield _shifted(marker, start), block
            block = block.next()

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._painted = []
        badge_font = self._badge_font()
        occupied: list[QRectF] = []
        for marker, block in self._visible_markers():
            if self._wanted(marker):
                rect = self._paint_marker(painter, marker, block, badge_font, occupied)
                if rect is not None:
                    self._painted.append(PaintedMarker(marker, rect))
        painter.end()

    def _x_span(self, block, position: int) -> tuple[float, float, object]:
        """Left and right x of the character at block ``position``, and its line."""
        layout = block.layout()
        line = layout.lineForTextPosition(position)
        x1 = line.cursorToX(position)[0]
        x2 = line.cursorToX(position + 1)[0] if position < block.length() - 1 else x1
        if abs(x2 - x1) > QFontMetricsF(self.font()).height() * 4:  # a jump to another bidi run
            x2 = x1
        return min(x1, x2), max(x1, x2), line

    def _paint_marker(self, painter, marker, block, badge_font, occupied) -> QRectF | None:
        origin = self._block_origin(block)
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
                                     colour, badge_font, occupied)
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
                                 colour, badge_font, occupied)

    def _paint_badge(self, painter, marker, x, top, height, colour, font, occupied) -> QRectF:
        """A small labelled tag over a zero-width character, with a bar at its position."""
        metrics = QFontMetricsF(font)
        width = metrics.horizontalAdvance(marker.label) + 4
        # The tag sits in the gap under the line (see LINE_HEIGHT); a bar rises from it
        # to the character's exact position between the letters.
        rect = _free_place(QRectF(x - width / 2, top + height, width, metrics.height()),
                           occupied, self.viewport().width())
        occupied.append(rect)
        painter.setPen(QPen(colour, 1.5))
        painter.drawLine(QPointF(x, top + 2), QPointF(x, top + height))
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
        rtl = block.layout().textOption().textDirection() == Qt.LayoutDirection.RightToLeft
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


def _symbol_font(text: QFont) -> QFont:
    """The monospace font at the text's size: it has the Control Pictures (␍ ␊) the
    Persian text font lacks, and Qt's fallback does not always find them."""
    from .hex_view import HexDumpView
    font = QFont(HexDumpView._mono_font())
    font.setPointSizeF(text.pointSizeF())
    return font


def _free_place(rect: QRectF, occupied: list[QRectF], limit: float) -> QRectF:
    """``rect`` moved sideways (alternately right and left) until it covers no other tag."""
    for step in range(40):
        shift = (step + 1) // 2 * (rect.width() + 1) * (1 if step % 2 else -1)
        candidate = rect.translated(shift, 0)
        inside = candidate.left() >= 0 and candidate.right() <= limit
        if inside and not any(candidate.intersects(other) for other in occupied):
            return candidate
    return rect


def _shifted(marker: Marker, offset: int) -> Marker:
    """``marker`` moved from line to field coordinates."""
    return Marker(marker.index + offset, marker.length, marker.label, marker.style, marker.kind,
                  marker.tooltip)
