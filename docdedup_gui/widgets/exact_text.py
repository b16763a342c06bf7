"""Text boxes whose text is the record's string, whatever Qt's document would make of it.

Every box here holds a :class:`core.display.text_map.TextMap`: its ``text`` is what is
saved, copied and hashed; the document holds the map's shown text, where each character
Qt would rewrite (CR, U+2028, U+2029, U+FEFF, U+FFFC, noncharacters) is a stand-in: an
object replacement character whose character format is ours (:data:`STAND_IN_TYPE`,
the original code point in :data:`ORIGINAL`), drawn as a badge naming it. A stand-in is
recognised by that format, never by the character, so a real U+FFFC typed or pasted
stays a U+FFFC; and Qt's undo stack restores the format with the character, so undo and
redo give back exactly the text they took.

:class:`ExactTextEdit` is the editable box: typing, paste, drop, the palette (``insert``),
undo and redo all reach the map through the document's ``contentsChange``, read back
through the formats. :func:`load_map` and :func:`read_text` are the two directions, for
any document.
"""

from __future__ import annotations

import regex
from PySide6.QtCore import QMimeData, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QPainter,
    QPyTextObject,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from core.display.invisibles import marker_for
from core.display.text_map import REWRITTEN, STAND_IN, TextMap, for_editor, stand_in_label

from .field_markers import MARKER_COLOURS
from .plain_copy import only_text, text_of

__all__ = ["ORIGINAL", "STAND_IN_TYPE", "ExactTextEdit", "load_map", "read_text", "stand_in_format"]

STAND_IN_TYPE = QTextFormat.ObjectTypes.UserObject + 27
ORIGINAL = QTextFormat.Property.UserProperty + 27  # the code point a stand-in stands for
_KEEP = "_stand_in_badges"  # the handler lives as long as its document


class _Badges(QPyTextObject):
    """Draws each stand-in as a small rounded tag naming the character (``CR``, ``PS``, ``FDD0``)."""

    def _font(self, document: QTextDocument) -> QFont:
        font = QFont(document.defaultFont())
        font.setPointSizeF(max(font.pointSizeF() * 0.6, 6.5))
        return font

    def intrinsicSize(self, document, _position, char_format) -> QSizeF:
        metrics = QFontMetricsF(self._font(document))
        label = stand_in_label(chr(int(char_format.property(ORIGINAL) or 0xFFFC)))
        return QSizeF(metrics.horizontalAdvance(label) + 6, QFontMetricsF(document.defaultFont()).ascent())

    def drawObject(self, painter: QPainter, rect: QRectF, document, _position, char_format) -> None:
        char = chr(int(char_format.property(ORIGINAL) or 0xFFFC))
        marker = marker_for(char)
        colour = MARKER_COLOURS.get(marker.kind if marker is not None else "noncharacter", QColor("#44403c"))
        painter.save()  # the box's own painter: left as it was found, whatever happens here
        try:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(colour)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, 0), 3, 3)
            painter.setPen(QColor("white"))
            painter.setFont(self._font(document))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, stand_in_label(char))
        finally:
            painter.restore()


def _badges_on(document: QTextDocument) -> None:
    if getattr(document, _KEEP, None) is None:
        handler = _Badges(document)
        document.documentLayout().registerHandler(STAND_IN_TYPE, handler)
        setattr(document, _KEEP, handler)


def stand_in_format(char: str) -> QTextCharFormat:
    """The character format of the stand-in for ``char``."""
    char_format = QTextCharFormat()
    char_format.setObjectType(STAND_IN_TYPE)
    char_format.setProperty(ORIGINAL, ord(char))
    marker = marker_for(char)
    char_format.setToolTip(marker.tooltip if marker is not None else f"U+{ord(char):04X}")
    return char_format


def load_map(cursor: QTextCursor, text_map: TextMap, plain: QTextCharFormat | None = None) -> None:
    """Insert ``text_map``'s shown text at ``cursor``, each stand-in with its format."""
    _badges_on(cursor.document())
    plain = plain if plain is not None else QTextCharFormat()
    for shown, char in text_map.runs():
        cursor.insertText(shown, plain if char is None else stand_in_format(char))


def read_text(document: QTextDocument, start: int, end: int) -> str:
    """The field's characters at document positions ``[start, end)``: each stand-in read
    back as the character it stands for, each paragraph break as LF.

    Qt hands the range over in one piece (paragraph breaks as U+2029, which is never the
    field's own: that one is a stand-in); only its object replacement characters are
    looked at one by one, so reading ten megabytes costs one copy, not a walk through
    every paragraph."""
    cursor = QTextCursor(document)
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    raw = cursor.selectedText().replace("\u2029", "\n")
    if STAND_IN not in raw:
        return raw
    pieces, last, wide = [], 0, 0  # wide: astral characters so far (two positions each)
    probe = QTextCursor(document)
    for found in _OBJECT_OR_ASTRAL.finditer(raw):
        if found.group() != STAND_IN:
            wide += 1
            continue
        probe.setPosition(start + found.start() + wide + 1)  # the format of the character before
        pieces += [raw[last:found.start()], _original(STAND_IN, probe.charFormat())]
        last = found.end()
    pieces.append(raw[last:])
    return "".join(pieces)


_OBJECT_OR_ASTRAL = regex.compile(f"[{STAND_IN}\U00010000-\U0010ffff]")


def _original(text: str, char_format: QTextCharFormat) -> str:
    if char_format.objectType() != STAND_IN_TYPE or char_format.property(ORIGINAL) is None:
        return text
    original = chr(int(char_format.property(ORIGINAL)))
    return "".join(original if char == STAND_IN else char for char in text)


class ExactTextEdit(QPlainTextEdit):
    """An editable plain-text box whose :meth:`text` is exactly what was typed, pasted or
    inserted (see the module's text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._map = for_editor("")
        self._loading = False
        self._inserting: TextMap | None = None  # the text insert() is putting in, while it does
        self._rest = ""  # what set_text(shown=...) leaves out of the document
        self._read_only = False  # read only by the owner's wish (not because the text is cut)
        _badges_on(self.document())
        self.document().contentsChange.connect(self._changed)

    # -- the text -------------------------------------------------------------------

    def text(self) -> str:
        """The field's string (never the document's)."""
        return self._map.text + self._rest if self._rest else self._map.text

    def is_cut(self) -> bool:
        """Whether the box shows only the start of its text (see :meth:`set_text`)."""
        return bool(self._rest)

    def text_map(self) -> TextMap:
        return self._map

    def set_text(self, text: str, *, shown: int | None = None) -> None:
        """Show ``text``, with no undo history before it; with ``shown``, only its first
        ``shown`` characters, read only (a text too long to lay out): :meth:`text` and a copy
        that reaches the end are still the whole text."""
        self._rest = text[shown:] if shown is not None else ""
        text = text[:len(text) - len(self._rest)]
        QPlainTextEdit.setReadOnly(self, self._read_only or bool(self._rest))
        self._loading = True
        document = self.document()
        document.setUndoRedoEnabled(False)
        cursor = QTextCursor(document)
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.removeSelectedText()
        self._map = for_editor(text)
        load_map(cursor, self._map)
        document.setUndoRedoEnabled(True)
        self._loading = False
        self.setTextCursor(QTextCursor(document))
        self.setCurrentCharFormat(QTextCharFormat())

    def insert(self, text: str) -> None:
        """Insert ``text`` at the cursor (replacing the selection), as one undo step."""
        cursor = self.textCursor()
        cursor.beginEditBlock()
        cursor.removeSelectedText()
        inserted = for_editor(text)
        self._inserting = inserted  # what the document is told: no need to read it back
        try:
            load_map(cursor, inserted)
            cursor.endEditBlock()
        finally:
            self._inserting = None
        self.setTextCursor(cursor)
        self.setCurrentCharFormat(QTextCharFormat())  # what is typed next is plain text

    def cursor_index(self) -> int:
        """The field index of the cursor."""
        return self._map.to_field(self.textCursor().position())

    def _changed(self, position: int, removed: int, added: int) -> None:
        if self._loading:
            return
        document = self.document()
        length = document.characterCount() - 1
        added = min(added, length - position)
        known = self._inserting
        # insert()'s own text comes in one change (its edit block); any other change is read back.
        text = known.text if known is not None and known.qt_length() == added else read_text(
            document, position, position + added)
        changed = self._map.replaced(position, removed, text)
        if changed.qt_length() != length:  # Qt reported a change wider than it was: read it all
            changed = for_editor(read_text(document, 0, length))
        self._map = changed

    # -- what comes in and goes out --------------------------------------------------

    def insertFromMimeData(self, source: QMimeData) -> None:
        """A paste or a drop: exactly the text pasted (a CR stays a CR, a BOM a BOM)."""
        if source.hasText():
            self.insert(text_of(source))

    def setReadOnly(self, read_only: bool) -> None:
        self._read_only = read_only
        super().setReadOnly(read_only or bool(self._rest))

    def createMimeDataFromSelection(self) -> QMimeData:
        cursor = self.textCursor()
        copied = self._map.copy(cursor.selectionStart(), cursor.selectionEnd())
        if self._rest and cursor.selectionEnd() >= self._map.qt_length():
            copied += self._rest  # a selection to the end of a cut text takes the rest too
        return only_text(super().createMimeDataFromSelection(), copied)

    def _type_plainly(self) -> None:
        """What is typed next has no stand-in's format (with a selection, setting the format
        would reformat the selection: the typed text replaces it, and only a typed U+FFFC
        could be taken for a stand-in, which :meth:`keyPressEvent` inserts itself)."""
        if not self.textCursor().hasSelection():
            self.setCurrentCharFormat(QTextCharFormat())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Keys that would put a character Qt rewrites in the document go through :meth:`insert`."""
        self._type_plainly()
        typed = event.text()
        if (event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier):
            typed = "\u2028"  # what Qt would insert: a LINE SEPARATOR, shown as its badge
        if typed and (REWRITTEN.search(typed) or STAND_IN in typed) and not self.isReadOnly():
            self.insert(typed)
            event.accept()
            return
        super().keyPressEvent(event)

    def inputMethodEvent(self, event) -> None:
        self._type_plainly()
        committed = event.commitString()
        if committed and (REWRITTEN.search(committed) or STAND_IN in committed) and not self.isReadOnly():
            self.insert(committed)
            event.accept()
            return
        super().inputMethodEvent(event)
