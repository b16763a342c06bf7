"""``PalettePanel``: the characters a lesson inserts by name, each with its code point.

Type to filter (by short name, in the interface's language or in English, Unicode name
or code point), Enter or a double click inserts into the record last edited. Entries
come from :data:`core.playground.PALETTE`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLineEdit, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from core.playground import PALETTE

from ..i18n import translate
from ..resources import text_font
from .palette_texts import palette_label

__all__ = ["PalettePanel"]

# The entry's number in PALETTE, not its text: a string handed to Qt loses a leading
# U+FEFF (taken for a byte order mark), and the BOM entry inserted nothing.
_ENTRY_ROLE = Qt.ItemDataRole.UserRole
_SHORT_ROLE = Qt.ItemDataRole.UserRole + 1  # the English short name: found in any language


class PalettePanel(QWidget):
    """A filterable list of named characters (objectName ``palette``)."""

    insert_requested = Signal(int)  # the number in PALETTE of the entry to insert

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="palette")
        self.filterEdit = QLineEdit(self, objectName="paletteFilter")
        self.filterEdit.setPlaceholderText(translate("Playground", "Find a character (ZWNJ, U+064A, yeh...)"))
        self.filterEdit.setClearButtonEnabled(True)
        self.list = QListWidget(self, objectName="paletteList")
        # The text font, not a monospace one: that one has no Persian letters, and the
        # letters drawn from another font in its fixed cells stood apart, hard to read.
        self.list.setFont(text_font())
        self.list.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # code points read left to right
        self.list.setAlternatingRowColors(True)  # two lines an entry: where one ends shows
        for number, entry in enumerate(PALETTE):
            item = QListWidgetItem(palette_label(entry), self.list)
            item.setData(_ENTRY_ROLE, number)
            item.setData(_SHORT_ROLE, entry.short)
            item.setToolTip(translate("Playground", "Insert {name}").format(name=entry.name))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.filterEdit)
        layout.addWidget(self.list, 1)
        self.filterEdit.textChanged.connect(self._filter)
        self.filterEdit.returnPressed.connect(self._insert_first_shown)
        self.list.itemActivated.connect(lambda item: self.insert_requested.emit(item.data(_ENTRY_ROLE)))

    def _filter(self, text: str) -> None:
        wanted = text.strip().casefold()
        for row in range(self.list.count()):
            item = self.list.item(row)
            searched = f"{item.text()} {item.data(_SHORT_ROLE)}".casefold()
            item.setHidden(bool(wanted) and wanted not in searched)

    def _insert_first_shown(self) -> None:
        for row in range(self.list.count()):
            item = self.list.item(row)
            if not item.isHidden():
                self.insert_requested.emit(item.data(_ENTRY_ROLE))
                return

    def insert(self, short: str) -> None:
        """Insert the entry whose English short name is ``short`` (as a double click on it does)."""
        for row in range(self.list.count()):
            item = self.list.item(row)
            if item.data(_SHORT_ROLE) == short:
                self.list.itemActivated.emit(item)
                return
        raise KeyError(short)
