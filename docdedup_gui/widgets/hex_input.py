"""What :class:`~docdedup_gui.widgets.hex_view.HexDumpView` does with the keyboard, the
tooltip and the clipboard: the arrow keys move its byte cursor (Shift selects, Ctrl goes
by whole characters), Ctrl+C copies the selection as hex, the context menu as hex, a C
array or Base64, and the tooltip names the byte under the mouse and its character (all
the text column said, so a compact row may leave that column out)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QToolTip

from core.display.byte_copy import byte_text

from .hex_copy import copy_menu
from .hex_tooltip import byte_tooltip
from .plain_copy import copy_text

__all__ = ["HexKeysAndCopy"]


class HexKeysAndCopy:
    """Mixed into :class:`HexDumpView` (before the Qt class): it uses the view's ``pointer``,
    ``_dump``, ``_selection``, ``_report``, ``_visible_rows``, ``byte_at`` and ``scroll_to_byte``."""

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
