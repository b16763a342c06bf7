"""The playground's boxes: a title or body box (:class:`FieldBox`) and the digest line.

A box's text is the record's string, never Qt's rewriting of it (see
:mod:`docdedup_gui.widgets.exact_text`); a text too long to edit is shown in part, read
only, and a paste that would make one is refused (see :mod:`core.playground.sizes`). The
digest line copies the 64 hex digits and nothing else.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QFontMetricsF, QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from core.playground.sizes import SHOWN_WHEN_TOO_LONG, too_long_to_edit

from ..i18n import translate
from ..problems.problem_text import problem_message
from ..resources import mono_font
from ..widgets.digest_text import DigestText
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


class DigestLine(DigestText):
    """The digest alone (its "SHA-256" label sits beside it), selectable and copyable: a copy
    takes the 64 hex digits and nothing else. Whole at any zoom, on two lines where one is
    too narrow (see :class:`DigestText`); a new digest repaints the box and lays out nothing."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="digestLabel")
        # In the interface's size, not the larger one of the bytes: two records' digests fit
        # side by side on two lines each at a projector's zoom.
        self.setFont(mono_font(QApplication.font().pointSizeF()))
        self.setAccessibleName(translate("Playground", "SHA-256 of the canonical bytes"))
        # Opaque: a new digest repaints the line alone, not the editor and the records behind it.
        self.setAutoFillBackground(True)

    def contextMenuEvent(self, event) -> None:
        if not self.hasSelectedText():  # the menu's Copy copies the digest, not nothing
            self.selectAll()
        super().contextMenuEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.matches(QKeySequence.StandardKey.Copy) and not self.hasSelectedText():
            copy_text(self.text())
            return
        super().keyPressEvent(event)
