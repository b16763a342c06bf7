"""``HexDumpView``: the canonical bytes as ``offset | hex | text``, painted row by row.

Only the rows on screen are computed (:class:`core.display.HexDump` makes them on
demand), so a 16 MB body scrolls as fast as a short title. Bytes are tinted by the
field they belong to, highlights (the differences) are drawn over the tint and the
user's selection over those; a drag, a click or the arrow keys report the selected
byte range by signal; Ctrl+C copies it as hex, the context menu as hex, a C array
or Base64. A row holds 16 bytes, or 8 or 4 when the view is too narrow for them
(:data:`core.display.hexdump.ROW_WIDTHS`), so a dump is never cut off at the side.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPoint, QSize, Qt, Signal
from PySide6.QtGui import (
    QKeySequence,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

from core.display.byte_copy import byte_text
from core.display.hex_cursor import HexCursor
from core.display.hex_geometry import HexGeometry, fitting_width
from core.display.hexdump import ROW_WIDTHS, ByteRange, HexDump
from core.display.ranges import common_prefix

from ..i18n import translate
from .hex_copy import copy_menu
from .hex_rows import CellTexts, RowPainter, cell_sizes
from .hex_tooltip import byte_tooltip
from .plain_copy import copy_text
from .safe_paint import guarded_paint

__all__ = ["HexDumpView"]

class HexDumpView(QAbstractScrollArea):
    """A hex dump of one record's canonical bytes (objectName ``hexView``)."""

    bytes_selected = Signal(int, int)  # [start, end) chosen by the user with the mouse

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hexView")
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # bytes read left to right
        self.setAccessibleName(translate("HexDumpView", "Canonical bytes"))
        self._dump: HexDump | None = None
        self._sizes_for = None  # (font, (cell width, row height)): see _sizes()
        self._texts = CellTexts()  # cells laid out for the font, shared by each dump's painter
        self.pointer = HexCursor()  # the cursor and the user's selection, in bytes (Qt-free)
        self._marks: tuple[ByteRange, ...] = ()  # the caller's highlights (differences)
        self._selection: ByteRange | None = None  # the user's, drawn over the marks
        self._focus: int | None = None  # the byte last brought into view: kept there on resize
        self._painter: RowPainter | None = None  # the dump's rows as last laid out (see _row_painter)
        self._waiting = False  # the dump's rows are not shown yet (see set_dump)
        self.setFont(self._mono_font())
        self.viewport().setMouseTracking(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    @staticmethod
    def _mono_font():
        try:
            from ..resources import mono_font
            return mono_font()
        except ImportError:  # the fonts module is optional for this view
            from PySide6.QtGui import QFontDatabase
            return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)

    # -- what is shown ----------------------------------------------------------

    def set_dump(self, dump: HexDump | None, *, shown: bool = True) -> None:
        """Show ``dump`` (None: nothing) from its first row, as many bytes a row as fit.

        ``shown=False``: the rows wait, blank, for :meth:`show_rows` or :meth:`scroll_to_byte`:
        a comparison scrolls to its first difference as soon as it knows it, and rows drawn
        at the top first were drawn for nothing (in nine review decisions out of ten).
        """
        self._dump, self._painter = dump, None
        self._selection = self._focus = None
        self.pointer.reset(len(dump.data) if dump is not None else 0)
        self._marks = ()
        self._waiting = dump is not None and not shown
        if dump is not None:
            dump.set_width(self._fitting_width())
        if not self._waiting:
            self._update_scrollbars()
            self.verticalScrollBar().setValue(0)
        self.viewport().update()

    def update_dump(self, dump: HexDump) -> None:
        """Show ``dump``, an edit of the dump shown: the same scroll position and row width, and
        only the rows from its first changed byte laid out and painted again (a keystroke in
        the playground changes one place of a record)."""
        old = self._dump
        if old is None or self._waiting or self._painter is None:
            self.set_dump(dump)
            return
        dump.set_width(old.width)
        first_row = common_prefix(old.data, dump.data) // old.width
        self._dump = dump
        self.pointer.length = len(dump.data)
        if self.pointer.selection is not None and self.pointer.selection[1] > len(dump.data):
            self.pointer.selection = None  # the bytes it held are gone
        dump.set_highlights(old.highlights)
        self._painter.rebase(dump, first_row)
        self._update_scrollbars()
        top = max(first_row - self.first_visible_row(), 0) * self._row_height()
        self.viewport().update(0, top, self.viewport().width(), self.viewport().height() - top)

    def waiting(self) -> bool:
        """Whether the dump's rows wait to be shown (see :meth:`set_dump`)."""
        return self._waiting

    def show_rows(self) -> None:
        """Show the rows of a dump set with ``shown=False`` from its first row (else nothing)."""
        if self._waiting:
            self._stop_waiting(0)

    def _stop_waiting(self, row: int) -> None:
        self._waiting = False
        self._update_scrollbars()
        self.verticalScrollBar().setValue(row)
        self.viewport().update()  # the same scroll value as the last dump's repaints nothing

    def dump(self) -> HexDump | None:
        return self._dump

    def bytes_per_row(self) -> int:
        return self._width()

    def set_highlights(self, ranges: list[ByteRange]) -> None:
        """Draw these byte ranges over the field tints (later ones on top); they replace
        the previous ones, the user's selection stays on top of them."""
        marks = tuple(ranges)
        if marks == self._marks:
            return  # the same highlights (often none): nothing to repaint
        self._marks = marks
        self._apply_highlights()

    def set_selection(self, start: int, end: int) -> None:
        """Select bytes ``[start, end)`` (drawn over every highlight) without reporting it."""
        self.pointer.set_selection(start, end)
        self._show_pointer()

    def _show_pointer(self) -> None:
        chosen = self.pointer.selection
        self._selection = ByteRange(*chosen) if chosen is not None else None
        self._apply_highlights()

    def selection(self) -> tuple[int, int] | None:
        """The selected bytes ``[start, end)``, or None."""
        return (self._selection.start, self._selection.end) if self._selection is not None else None

    def _apply_highlights(self) -> None:
        if self._dump is None:
            return
        old = self._dump.highlights
        new = self._marks + ((self._selection,) if self._selection else ())
        self._dump.set_highlights(new)
        changed = set(old) ^ set(new)
        if not changed and old != new:  # the same ranges in another order: the top colours may change
            changed = set(new)
        self._update_bytes(changed)

    def _update_bytes(self, ranges) -> None:
        """Repaint the rows on screen that hold a byte of ``ranges`` (a new highlight
        repaints its rows, not the whole dump: the same pair is painted twice a decision)."""
        width, first = self._dump.width, self.first_visible_row()
        last = first + self._visible_rows()  # the last row on screen, maybe in part
        rows = [(max(each.start // width, first), min(max(each.end - 1, each.start) // width, last))
                for each in ranges]
        rows = [(top, bottom) for top, bottom in rows if top <= bottom]
        if rows:
            height = self._row_height()
            top, bottom = min(top for top, _ in rows) - first, max(bottom for _, bottom in rows) - first
            self.viewport().update(0, top * height, self.viewport().width(), (bottom - top + 1) * height)

    def scroll_to_byte(self, offset: int) -> None:
        """Scroll so the row holding ``offset`` is visible (centred when it was not)."""
        if self._dump is None:
            return
        self._focus = offset
        row = self._dump.row_of(offset)
        if self._waiting:  # the first rows shown are the ones wanted
            self._stop_waiting(0 if row < self._visible_rows() else row - self._visible_rows() // 2)
            return
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

    def _sizes(self) -> tuple[float, int, float]:
        """:func:`cell_sizes` of the current font, remembered until the font changes: asked for
        several times per byte while painting, measuring each time made a first paint take 20 ms."""
        font = self.font()
        if self._sizes_for is None or self._sizes_for[0] != font:
            self._sizes_for = (font, cell_sizes(font))
        return self._sizes_for[1]

    def _cell(self) -> float:
        return self._sizes()[0]

    def _row_height(self) -> int:
        return self._sizes()[1]

    def geometry_of_rows(self, width: int | None = None) -> HexGeometry:
        """Where each column of a row of ``width`` bytes (default: the dump's) sits, in this font."""
        digit, height, text_cell = self._sizes()
        return HexGeometry(digit, text_cell, height, width or self._width())

    def _visible_rows(self) -> int:
        return max(self.viewport().height() // self._row_height(), 1)

    def _width(self) -> int:
        return self._dump.width if self._dump is not None else ROW_WIDTHS[0]

    def _fitting_width(self) -> int:
        """The widest row that fits beside a vertical scroll bar (counted even when
        hidden: a width that depends on it could flip back and forth)."""
        room = self.width() - 2 * self.frameWidth() - self.verticalScrollBar().sizeHint().width()
        digit, _height, text_cell = self._sizes()
        return fitting_width(digit, text_cell, room)

    def _content_width(self, width: int | None = None) -> int:
        return math.ceil(self.geometry_of_rows(width).content_width)

    def _frame_for(self, width: int) -> int:
        scroll_bar = self.verticalScrollBar().sizeHint().width()
        return self._content_width(width) + scroll_bar + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        return QSize(self._frame_for(ROW_WIDTHS[0]), self._row_height() * 8)

    def minimumSizeHint(self) -> QSize:
        # The narrowest rows: a layout may squeeze the view that far, never further.
        return QSize(self._frame_for(ROW_WIDTHS[-1]), self._row_height() * 3 + 2 * self.frameWidth())

    def _update_scrollbars(self) -> None:
        rows = self._dump.row_count if self._dump is not None else 0
        self.verticalScrollBar().setRange(0, max(rows - self._visible_rows(), 0))
        self.verticalScrollBar().setPageStep(self._visible_rows())
        self.horizontalScrollBar().setRange(0, max(self._content_width() - self.viewport().width(), 0))
        self.horizontalScrollBar().setPageStep(self.viewport().width())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._refit()

    def _refit(self) -> None:
        if self._dump is not None and self._fitting_width() != self._dump.width:
            first_byte = self.first_visible_row() * self._dump.width
            self._dump.set_width(self._fitting_width())
            self._update_scrollbars()
            self.verticalScrollBar().setValue(self._dump.row_of(first_byte))  # same bytes on top
        self._update_scrollbars()
        if self._focus is not None:  # a difference brought into view stays in view
            self.scroll_to_byte(self._focus)

    def changeEvent(self, event) -> None:
        """A new font (the window zoomed): as many bytes a row as now fit, the same bytes on top."""
        super().changeEvent(event)
        if event.type() == event.Type.FontChange:
            self._painter = None
            self.updateGeometry()
            self._refit()

    def point_of_byte(self, offset: int) -> QPoint:
        """Viewport point at the centre of byte ``offset``'s hex digits (it must be on screen)."""
        row = self._dump.row_of(offset) - self.first_visible_row()
        x = self.geometry_of_rows().hex_x(offset % self._width()) + self._cell()
        height = self._row_height()
        return QPoint(round(x) - self.horizontalScrollBar().value(), row * height + height // 2)

    def byte_at(self, point: QPoint) -> int | None:
        """The byte under ``point`` (viewport coordinates) in the hex or text column."""
        if self._dump is None:
            return None
        x = point.x() + self.horizontalScrollBar().value()
        row = self.first_visible_row() + point.y() // self._row_height()
        column = self.geometry_of_rows().column_at(x)
        offset = row * self._width() + column if column is not None else None
        return offset if offset is not None and 0 <= offset < len(self._dump.data) else None

    # -- painting ---------------------------------------------------------------

    def paintEvent(self, event) -> None:
        with guarded_paint(self, self.viewport(), translate("Paint", "the bytes")) as painter:
            self._paint_rows(painter, event)

    def _paint_rows(self, painter: QPainter, event) -> None:
        palette = self.palette()
        dirty = event.rect()
        painter.fillRect(dirty, palette.color(QPalette.ColorRole.Base))
        if self._dump is None or self._waiting:
            return
        painter.translate(-self.horizontalScrollBar().value(), 0)
        rows = self._row_painter(palette)
        first, height = self.first_visible_row(), rows.height
        # Only the rows the paint is for (a highlight repaints its own rows).
        last = min(first + self._visible_rows(), first + dirty.bottom() // height, self._dump.row_count - 1)
        for number in range(first + max(dirty.top() // height, 0), last + 1):
            rows.paint(painter, number, (number - first) * height)

    def _row_painter(self, palette: QPalette) -> RowPainter:
        """The painter of this dump's rows, kept while the dump, its width, the font and the
        palette stay: it remembers each row laid out, so the next paint only draws."""
        key = (self._dump.width, self.font(), palette.cacheKey())
        if self._painter is None or self._painter.key != key:
            self._painter = RowPainter(self._dump, self.geometry_of_rows(), self._sizes(), self.font(),
                                       palette, self._texts, key)
        return self._painter

    def mousePressEvent(self, event) -> None:
        self._report(self.pointer.press(self.byte_at(event.position().toPoint())))

    def mouseMoveEvent(self, event) -> None:
        if event.buttons() & Qt.MouseButton.LeftButton:
            self._report(self.pointer.drag(self.byte_at(event.position().toPoint())))

    def mouseReleaseEvent(self, event) -> None:
        self.pointer.release()

    def _report(self, chosen: tuple[int, int] | None) -> None:
        """Show the user's new selection and say so (None: nothing changed)."""
        if chosen is not None:
            self._show_pointer()
            self.bytes_selected.emit(*chosen)

    # -- keyboard -----------------------------------------------------------------

    def keyPressEvent(self, event) -> None:
        if event.matches(QKeySequence.StandardKey.Copy):
            self.copy_selection()
            return
        if event.matches(QKeySequence.StandardKey.SelectAll):
            self._report(self.pointer.select_all())
            return
        key = _KEY_NAMES.get(event.key())
        if self._dump is None or key is None or not self._dump.data:
            super().keyPressEvent(event)
            return
        modifiers = event.modifiers()
        self._report(self.pointer.key(
            key, width=self._dump.width, page_rows=self._visible_rows(),
            extend=bool(modifiers & Qt.KeyboardModifier.ShiftModifier),
            whole=bool(modifiers & Qt.KeyboardModifier.ControlModifier)))
        self.scroll_to_byte(self.pointer.cursor)

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
        """The tooltip of byte ``offset`` (see :func:`byte_tooltip`)."""
        return byte_tooltip(self._dump, offset)

    def selected_bytes(self) -> bytes:
        """The selected bytes themselves (none selected: empty)."""
        chosen = self._selection
        return bytes(self._dump.data[chosen.start:chosen.end]) if self._dump is not None and chosen else b""

    def copy_selection(self, form: str = "hex") -> None:
        """Copy the selected bytes as ``form`` (hex ``d8 a8``, ``c-array``, ``base64``: see
        :func:`core.display.byte_copy.byte_text`) to the clipboard."""
        if self._selection is not None:
            copy_text(byte_text(self.selected_bytes(), form))

    def contextMenuEvent(self, event) -> None:
        copy_menu(self).exec(event.globalPos())


_KEY_NAMES = {Qt.Key.Key_Right: "right", Qt.Key.Key_Left: "left", Qt.Key.Key_Down: "down",
              Qt.Key.Key_Up: "up", Qt.Key.Key_PageDown: "page_down", Qt.Key.Key_PageUp: "page_up",
              Qt.Key.Key_Home: "home", Qt.Key.Key_End: "end"}
