"""The playground's boxes: a title or body box (:class:`FieldBox`) and the digest line.

A box's text is the record's string, never Qt's rewriting of it (see
:mod:`docdedup_gui.widgets.exact_text`); a text too long to edit is shown in part, read
only, and a paste that would make one is refused (see :mod:`core.playground.sizes`). The
digest line copies the 64 hex digits and nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFontMetricsF, QKeySequence, QPalette
from PySide6.QtWidgets import QLineEdit, QWidget

from core.playground.sizes import SHOWN_WHEN_TOO_LONG, too_long_to_edit

from ..i18n import translate
from ..problems.problem_text import problem_message
from ..resources import mono_font
from ..widgets.exact_text import ExactTextEdit
from ..widgets.field_view import text_font
from ..widgets.plain_copy import copy_text, text_of

__all__ = ["BODY_LINES", "TITLE_LINES", "DigestLine", "FieldBox"]

TITLE_LINES = 2
BODY_LINES = 6


class FieldBox(ExactTextEdit):
    """A title or body box: plain text, its field's own characters in and out."""

    said = Signal(str)  # why the box shows only the start of its text or refused a paste ("": all is well)

    def __init__(self, field: str, lines: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.field = field
        self.setObjectName(f"{field}Edit")
        self.cut_reason: str | None = None
        self.setFont(text_font(12))
        # Tab and Shift+Tab move the focus, as in any form: a TAB in a record is a character
        # a class must see put in on purpose (the palette's TAB entry, or U+0009).
        self.setTabChangesFocus(True)
        height = round(QFontMetricsF(self.font()).lineSpacing() * lines + 2 * self.frameWidth() + 12)
        self.setMinimumHeight(height)
        if lines == TITLE_LINES:  # a title needs no more room: the bytes below get it
            self.setMaximumHeight(height)

    def field_text(self) -> str:
        return self.text()

    def set_field_text(self, text: str) -> None:
        """Show ``text``: editable, or when too long to edit its start, read only (see
        :mod:`core.playground.sizes`), the reason in :attr:`cut_reason`."""
        self.cut_reason = too_long_to_edit(text)
        self.set_text(text, shown=SHOWN_WHEN_TOO_LONG if self.cut_reason else None)
        self.said.emit("" if self.cut_reason is None else translate(
            "Playground", "{field}: {reason}; its start is shown, read only. Its bytes, digest and verdict "
            "are the whole text's.").format(field=self.field, reason=problem_message(self.cut_reason)))

    def insertFromMimeData(self, source) -> None:
        """A paste, unless the text it makes is too long to edit: then nothing, and the reason."""
        cursor = self.textCursor()
        first, last = self.text_map().field_range(cursor.selectionStart(), cursor.selectionEnd())
        text = self.text()
        reason = too_long_to_edit(text[:first] + text_of(source) + text[last:]) if source.hasText() else None
        if reason is not None:
            self.said.emit(translate("Playground", "{field}: not pasted, {reason}.").format(
                field=self.field, reason=problem_message(reason)))
            return
        super().insertFromMimeData(source)
        self.said.emit("")


class DigestLine(QLineEdit):
    """The digest alone (its "SHA-256" label sits beside it), selectable and copyable: a copy
    takes the 64 hex digits and nothing else. A read-only line, not a label: a label's new
    text asks the whole window for a new layout, a line's does not (that layout cost more
    than the rest of a keystroke)."""

    # At least a quarter of a digest wide: the whole one at a projector's zoom pushed the
    # second record off the window. What does not fit scrolls into view, the tooltip has it.
    _SAMPLE = "0" * 16

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="digestLabel", readOnly=True, frame=False)
        self.setFont(mono_font())
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # a digest reads left to right
        self.setAccessibleName(translate("Playground", "SHA-256 of the canonical bytes"))
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Base, palette.color(QPalette.ColorRole.Window))
        self.setPalette(palette)
        # Opaque: a new digest repaints the line alone, not the editor and the records behind it.
        self.setAutoFillBackground(True)
        self._fit()

    def _fit(self) -> None:
        """As wide as a quarter of a digest in the current font (the window's zoom changes it)."""
        margins = self.textMargins().left() + self.textMargins().right() + 8
        self.setMinimumWidth(round(QFontMetricsF(self.font()).horizontalAdvance(self._SAMPLE)) + margins)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setCursorPosition(0)  # the start of the digest in view, not its end
        self.setToolTip(text)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def contextMenuEvent(self, event) -> None:
        if not self.hasSelectedText():  # the menu's Copy copies the digest, not nothing
            self.selectAll()
        super().contextMenuEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.matches(QKeySequence.StandardKey.Copy) and not self.hasSelectedText():
            copy_text(self.text())
            return
        super().keyPressEvent(event)
