"""``HexDumpView``: the canonical bytes as ``offset | hex | text``, painted row by row.

Only the rows on screen are computed (:class:`core.display.HexDump` makes them on
demand), so a 16 MB body scrolls as fast as a short title. Bytes are tinted by the
field they belong to, highlights (a selection, the differences) are drawn over the
tint, and a drag over bytes reports the selected byte range by signal.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFontMetrics, QGuiApplication, QPainter, QPalette
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

from core.charnames import code_point_label
from core.display.hexdump import STRUCTURE, ByteRange, HexDump

from .i18n import translate

__all__ = ["FIELD_COLOURS", "HIGHLIGHT_COLOURS", "HexDumpView"]

# Field tints: light enough that text stays readable on both light and dark palettes
# (they are blended with the base colour, see _tint).
FIELD_COLOURS = {"language": QColor("#3b82f6"), "title": QColor("#10b981"), "body": QColor("#f59e0b")}
HIGHLIGHT_COLOURS = {"difference": QColor("#f97316"), "current": QColor("#dc2626")}
_TINT_ALPHA = 0.18


def _tint(base: QColor, colour: QColor, alpha: float) -> QColor:
    """``colour`` laid over ``base`` at ``alpha``, as an opaque colour."""
    mix = [round(b + (c - b) * alpha) for b, c in zip(base.getRgb()[:3], colour.getRgb()[:3], strict=True)]
    return QColor(*mix)


class HexDumpView(QAbstractScrollArea):
    """A hex dump of one record's canonical bytes (objectName ``hexView``)."""

    bytes_selected = Signal(int, int)  # [start, end) chosen by the user with the mouse

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hexView")
        self.setAccessibleName(translate("HexDumpView", "Canonical bytes"))
        self._dump: HexDump | None = None
        self._anchor: int | None = None
        self.setFont(self._mono_font())
        self.viewport().setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    @staticmethod
    def _mono_font():
        try:
            from .resources import mono_font
            return mono_font()
        except ImportError:  # the fonts module is optional for this view
            from PySide6.QtGui import QFontDatabase
            return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)

    # -- what is shown ----------------------------------------------------------

    def set_dump(self, dump: HexDump | None) -> None:
        """Show ``dump`` (None: nothing) from its first row."""
        self._dump = dump
        self._anchor = None
        self._update_scrollbars()
        self.verticalScrollBar().setValue(0)
        self.viewport().update()

    def dump(self) -> HexDump | None:
        return self._dump

    def set_highlights(self, ranges: list[ByteRange]) -> None:
        """Draw these byte ranges over the field tints (later ones on top)."""
        if self._dump is not None:
            self._dump.set_highlights(ranges)
            self.viewport().update()

    def scroll_to_byte(self, offset: int) -> None:
        """Scroll so the row holding ``offset`` is visible (centred when it was not)."""
        if self._dump is None:
            return
        row = self._dump.row_of(offset)
        bar = self.verticalScrollBar()
        if not bar.value() <= row < bar.value() + self._visible_rows():
            bar.setValue(max(row - self._visible_rows() // 2, 0))

    def first_visible_row(self) -> int:
        return self.verticalScrollBar().value()

    def visible_row_range(self) -> range:
        """Row numbers on screen now (for tests and for the caller's scrolling logic)."""
        first = self.first_visible_row()
        return range(first, first + self._visible_rows())

    def toPlainText(self) -> str:
        """Every row as text (``offset  hex  text``), as the view shows it."""
        return self._dump.text() if self._dump is not None else ""

    # -- geometry ---------------------------------------------------------------

    def _metrics(self) -> QFontMetrics:
        return QFontMetrics(self.font())

    def _cell(self) -> int:
        return self._metrics().horizontalAdvance("0")

    def _row_height(self) -> int:
        return self._metrics().height() + 2

    def _visible_rows(self) -> int:
        return max(self.viewport().height() // self._row_height(), 1)

    def _columns(self) -> tuple[int, int, int]:
        """x of the offset, hex and text columns (before horizontal scrolling)."""
        cell = self._cell()
        return cell // 2, cell * 10, cell * (10 + 3 * self._width() + 1)

    def _width(self) -> int:
        return self._dump.width if self._dump is not None else 16

    def _hex_x(self, column: int) -> int:
        """x of byte ``column``'s two hex digits; one extra cell after the eighth byte."""
        return self._columns()[1] + self._cell() * (3 * column + (column >= 8))

    def _text_x(self, column: int) -> int:
        return self._columns()[2] + self._cell() * column * 3 // 2

    def _content_width(self) -> int:
        return self._text_x(self._width()) + self._cell()

    def sizeHint(self) -> QSize:
        return QSize(self._content_width() + self.verticalScrollBar().sizeHint().width() + 4,
                     self._row_height() * 8)

    def _update_scrollbars(self) -> None:
        rows = self._dump.row_count if self._dump is not None else 0
        self.verticalScrollBar().setRange(0, max(rows - self._visible_rows(), 0))
        self.verticalScrollBar().setPageStep(self._visible_rows())
        self.horizontalScrollBar().setRange(0, max(self._content_width() - self.viewport().width(), 0))
        self.horizontalScrollBar().setPageStep(self.viewport().width())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._update_scrollbars()

    def point_of_byte(self, offset: int) -> QPoint:
        """Viewport point at the centre of byte ``offset``'s hex digits (it must be on screen)."""
        row = self._dump.row_of(offset) - self.first_visible_row()
        x = self._hex_x(offset % self._width()) + self._cell() - self.horizontalScrollBar().value()
        return QPoint(x, row * self._row_height() + self._row_height() // 2)

    def byte_at(self, point: QPoint) -> int | None:
        """The byte under ``point`` (viewport coordinates) in the hex or text column."""
        if self._dump is None:
            return None
        x = point.x() + self.horizontalScrollBar().value()
        row = self.first_visible_row() + point.y() // self._row_height()
        column = self._column_at(x)
        offset = row * self._width() + column if column is not None else None
        return offset if offset is not None and 0 <= offset < len(self._dump.data) else None

    def _column_at(self, x: int) -> int | None:
        for column in range(self._width()):
            if self._hex_x(column) <= x < self._hex_x(column) + 3 * self._cell():
                return column
            if self._text_x(column) <= x < self._text_x(column + 1):
                return column
        return None

    # -- painting ---------------------------------------------------------------

    def paintEvent(self, event) -> None:
        painter = QPainter(self.viewport())
        palette = self.palette()
        painter.fillRect(self.viewport().rect(), palette.color(QPalette.ColorRole.Base))
        if self._dump is None:
            return
        painter.translate(-self.horizontalScrollBar().value(), 0)
        first = self.first_visible_row()
        for index, row in enumerate(self._dump.rows(first, first + self._visible_rows() + 1)):
            self._paint_row(painter, row, index * self._row_height(), palette)

    def _byte_background(self, offset: int, palette: QPalette) -> QColor | None:
        base = palette.color(QPalette.ColorRole.Base)
        highlight = self._dump.highlight_at(offset)
        if highlight is not None:
            if highlight.role == "selection":
                return palette.color(QPalette.ColorRole.Highlight)
            return _tint(base, HIGHLIGHT_COLOURS.get(highlight.role, QColor("#f97316")), 0.55)
        field = self._dump.field_of(offset)
        return None if field == STRUCTURE else _tint(base, FIELD_COLOURS[field], _TINT_ALPHA)

    def _paint_row(self, painter: QPainter, row, y: int, palette: QPalette) -> None:
        height, cell = self._row_height(), self._cell()
        text_colour = palette.color(QPalette.ColorRole.Text)
        painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(QRect(self._columns()[0], y, cell * 9, height),
                         Qt.AlignmentFlag.AlignVCenter, f"{row.offset:08x}")
        for column, byte in enumerate(row.data):
            offset = row.offset + column
            background = self._byte_background(offset, palette)
            hex_rect = QRect(self._hex_x(column) - cell // 2, y, cell * 3, height)
            text_x = self._text_x(column)
            text_rect = QRect(text_x, y, self._text_x(column + 1) - text_x, height)
            highlight = self._dump.highlight_at(offset)
            selected = highlight is not None and highlight.role == "selection"
            if background is not None:
                painter.fillRect(hex_rect, background)
                painter.fillRect(text_rect, background)
            painter.setPen(palette.color(QPalette.ColorRole.HighlightedText) if selected else text_colour)
            painter.drawText(hex_rect, Qt.AlignmentFlag.AlignCenter, f"{byte:02x}")
            # Each cell is drawn on its own, so Arabic letters appear in their isolated
            # forms and never reorder: this column shows bytes, not running text.
            painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, row.cells[column])

    # -- mouse ------------------------------------------------------------------

    def mousePressEvent(self, event) -> None:
        offset = self.byte_at(event.position().toPoint())
        self._anchor = offset
        if offset is not None:
            self._select(offset, offset)

    def mouseMoveEvent(self, event) -> None:
        if self._anchor is not None and event.buttons() & Qt.MouseButton.LeftButton:
            offset = self.byte_at(event.position().toPoint())
            if offset is not None:
                self._select(self._anchor, offset)

    def mouseReleaseEvent(self, event) -> None:
        self._anchor = None

    def _select(self, first: int, last: int) -> None:
        start, end = min(first, last), max(first, last) + 1
        self.set_highlights([ByteRange(start, end)])
        self.bytes_selected.emit(start, end)

    def event(self, event) -> bool:
        if event.type() == event.Type.ToolTip:
            self._show_tooltip(event)
            return True
        return super().event(event)

    def _show_tooltip(self, event) -> None:
        point = self.viewport().mapFrom(self, event.pos())
        offset = self.byte_at(point)
        if offset is None:
            QToolTip.hideText()
            return
        QToolTip.showText(event.globalPos(), self.describe_byte(offset), self)

    def describe_byte(self, offset: int) -> str:
        """The tooltip of a byte: its offset, field and the character it belongs to."""
        where = self._dump.layout.char_at(offset)
        text = translate("HexDumpView", "byte {offset} (0x{hex}) of {total}").format(
            offset=offset, hex=f"{offset:x}", total=len(self._dump.data))
        if where is None:
            return text + "\n" + translate("HexDumpView", "JSON structure")
        field, index = where
        char = self._dump.layout.fields[field].value[index]
        return f"{text}\n{field}[{index}]: {code_point_label(char)}"

    def copy_selection(self) -> None:
        """Copy the highlighted bytes as hex to the clipboard."""
        if self._dump is not None and self._dump.highlights:
            first = self._dump.highlights[-1]
            QGuiApplication.clipboard().setText(self._dump.data[first.start:first.end].hex(" "))
