"""``PalettePanel``: any character, found by number or by name, inserted into a record.

Empty, the search lists the palette (:data:`core.playground.PALETTE`: the characters a lesson
on exact equality inserts). Typed, it lists what :func:`core.playground.lookup.find` finds:
a code point in any form people copy (``U+202E``, ``202e``, ``\\u202e``, ``&#x202E;``,
``&#8238;``), the words of a Unicode name (``override``, ``acute``), a palette entry by its
short name in the interface's language or in English. Each match shows a picture of the
character, its code points and its name (on a line of its own, and in its tooltip: never
cut). Up and Down choose a match, Enter or a double click inserts it into the title or body
box that had the focus last, exactly (a BOM, a lone surrogate, a noncharacter by number).

The Unicode names are indexed once, in a job started as the first panel opens; until it is
done, numbers and the palette answer and the panel says the names are on their way. A
button (and Ctrl+Shift+U, which also goes to the search) folds the panel to a narrow strip,
leaving the room to the records on a projector.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QRect, QSize, Qt, Signal
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.playground import PALETTE
from core.playground.lookup import Found, Match, find
from core.playground.name_index import index_ready, warm
from core.playground.palette import entry_named

from ..i18n import translate
from ..problems.problem_text import problem_message
from ..resources import text_font
from ..widgets.wrap_room import WrappedLabel
from .boxes import FieldBox
from .detached import start_detached
from .palette_texts import match_label, short_label

__all__ = ["FIND_KEYS", "NAMES_LISTED", "PalettePanel"]

FIND_KEYS = "Ctrl+Shift+U"  # as in GTK's "type a code point": unfold the panel and search
NAMES_LISTED = 40  # characters listed from the Unicode names at most (more: type more words)
_WIDEST = 16_777_215  # QWIDGETSIZE_MAX
_NAMES_JOB: list[object] = []  # the one job indexing the names, while it runs


class PalettePanel(QWidget):
    """Search, list and insert characters (objectName ``palette``)."""

    insert_requested = Signal(object)  # the exact text (a Python str), when no box had the focus
    searched = Signal()  # the list shows the matches of the search's text
    collapsed_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="palette")
        self._matches: list[Match] = []
        self._target: FieldBox | None = None  # the box that had the focus last
        self._collapsed = False
        self._open_width = 0
        self.toggleButton = QToolButton(self, objectName="paletteToggle", autoRaise=True)
        self.filterEdit = QLineEdit(self, objectName="paletteFilter")
        self.filterEdit.setPlaceholderText(translate("Playground", "U+202E, \\u202e, &#x202E; or a name"))
        self.filterEdit.setToolTip(translate(
            "Playground", "Find a character by its code point (U+202E, 202e, \\u202e, &#x202E;, &#8238;) "
            "or by words of its name (override, acute, zero width non joiner); Up and Down choose, Enter "
            "inserts it into the box that had the focus. {keys} comes here from anywhere in the "
            "playground.").format(keys=FIND_KEYS))
        self.filterEdit.setAccessibleName(translate("Playground", "Find a character"))
        self.filterEdit.setClearButtonEnabled(True)
        self.list = _MatchList(self)
        self.noteLabel = WrappedLabel(parent=self, objectName="paletteNote")
        self.noteLabel.hide()
        self.findAction = QAction(self)
        self.findAction.setShortcut(QKeySequence(FIND_KEYS))
        self.findAction.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.findAction.triggered.connect(self.focus_search)
        self.addAction(self.findAction)
        self._lay_out()
        self.toggleButton.clicked.connect(lambda: self.set_collapsed(not self._collapsed))
        self.filterEdit.textChanged.connect(self._search)
        self.filterEdit.returnPressed.connect(self._insert_current)
        self.filterEdit.installEventFilter(self)
        self.list.itemActivated.connect(lambda item, _column: self._insert_row(self.list.row(item)))
        QApplication.instance().focusChanged.connect(self._focus_moved)
        self._show_toggle()
        self._search("")
        self._index_names()

    def _lay_out(self) -> None:
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.toggleButton, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.filterEdit, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.noteLabel)
        layout.addWidget(self.list, 1)

    # -- searching ------------------------------------------------------------------

    def _search(self, text: str) -> None:
        """List what ``text`` finds (the palette when empty), the first match chosen."""
        found = find(text, NAMES_LISTED) if text.strip() else Found(tuple(Match(e.text, e) for e in PALETTE))
        matches = list(found.matches)
        wanted = text.strip().casefold()
        if wanted:  # a palette entry by its short name in the interface's language (Persian)
            known = {match.text for match in matches}
            matches += [Match(entry.text, entry) for entry in PALETTE
                        if entry.text not in known and wanted in short_label(entry).casefold()]
        self._matches = matches
        self.list.show_matches(matches)
        self._say(text, found, bool(matches))
        self.searched.emit()

    def _say(self, text: str, found: Found, any_found: bool) -> None:
        if found.beyond:
            said = translate("Playground", "{number} is past the last code point, U+10FFFF.").format(
                number=found.beyond)
        elif not any_found and found.names_ready:
            said = translate("Playground", "No character found for {query}: type a code point (U+202E, "
                             "202e, \\u202e, &#x202E;) or words of its name (override, acute).").format(
                                 query=f"\u2068{text.strip()}\u2069")
        elif not found.names_ready:
            said = translate("Playground", "The Unicode names are still being indexed; code points and the "
                             "palette's names are found now.")
        elif found.more:
            said = translate("Playground", "More characters match: type more words of the name.")
        else:
            said = ""
        self.noteLabel.setText(said)
        self.noteLabel.setVisible(bool(said) and not self._collapsed)

    def matches(self) -> list[Match]:
        """What the list shows, in its order."""
        return list(self._matches)

    def _index_names(self) -> None:
        if index_ready() or _NAMES_JOB:
            return
        _NAMES_JOB.append(start_detached(lambda _progress: warm(), self._names_indexed, self._names_failed))

    def _names_indexed(self, _task, _result) -> None:
        _NAMES_JOB.clear()
        if self.filterEdit.text().strip():
            self._search(self.filterEdit.text())

    def _names_failed(self, _task, message: str) -> None:
        _NAMES_JOB.clear()
        self.noteLabel.setText(problem_message(message))  # a job's sentence, translated
        self.noteLabel.setVisible(not self._collapsed)

    def eventFilter(self, watched, event) -> bool:
        """Up, Down, Page Up and Page Down in the search move the choice in the list."""
        moves = (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_PageUp, Qt.Key.Key_PageDown)
        if watched is self.filterEdit and event.type() == QEvent.Type.KeyPress and event.key() in moves:
            QApplication.sendEvent(self.list, event)
            return True
        return super().eventFilter(watched, event)

    # -- inserting ------------------------------------------------------------------

    def _focus_moved(self, _old, new) -> None:
        if isinstance(new, FieldBox) and new.window() is self.window():
            self._target = new

    def _insert_current(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self._insert_row(self.list.row(item))
            self.filterEdit.selectAll()  # the next search replaces this one

    def _insert_row(self, row: int) -> None:
        if 0 <= row < len(self._matches):
            self.insert_match(self._matches[row])

    def insert_match(self, match: Match) -> None:
        """Insert ``match``'s text into the box that had the focus last (else the window decides)."""
        box = self._target
        if box is None or not shiboken6.isValid(box):
            self.insert_requested.emit(match.text)
        elif box.isReadOnly():  # a text too long to edit, shown in part
            self.noteLabel.setText(translate("Playground", "Nothing inserted: the {field} box shows only the "
                                             "start of its text, read only.").format(field=box.field))
            self.noteLabel.setVisible(not self._collapsed)
        else:
            box.insert(match.text)

    def insert(self, short: str) -> None:
        """Insert the palette entry whose English short name is ``short`` (as a double click on it does)."""
        self.insert_match(Match(entry_named(short).text, entry_named(short)))

    # -- folding --------------------------------------------------------------------

    def is_collapsed(self) -> bool:
        return self._collapsed

    def set_collapsed(self, collapsed: bool) -> None:
        """Fold the panel to its button (a narrow strip), or open it again."""
        if collapsed == self._collapsed:
            return
        self._collapsed = collapsed
        if collapsed:
            self._open_width = self.minimumWidth()
        for widget in (self.filterEdit, self.list):
            widget.setVisible(not collapsed)
        self.noteLabel.setVisible(not collapsed and bool(self.noteLabel.text()))
        dock = self.parentWidget()
        if isinstance(dock, QDockWidget):  # folded, its title would be cut to nothing: none then
            dock.setTitleBarWidget(QWidget(dock) if collapsed else None)
        if collapsed:
            self.setMinimumWidth(0)
            self.setMaximumWidth(self.toggleButton.sizeHint().width())
        else:
            self.setMaximumWidth(_WIDEST)
            self.setMinimumWidth(self._open_width)
        self._show_toggle()
        self.collapsed_changed.emit(collapsed)

    def focus_search(self) -> None:
        """Open the panel and put the cursor in its search, its text selected."""
        self.set_collapsed(False)
        self.filterEdit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filterEdit.selectAll()

    def _show_toggle(self) -> None:
        # The arrow points the way the panel goes: towards the window's edge it stands at
        # (a main window keeps its docks where they were put, in either direction).
        window = self.window()
        at_right = window is self or self.mapTo(window, self.rect().center()).x() > window.width() // 2
        towards_edge, away = ("\u00bb", "\u00ab") if at_right else ("\u00ab", "\u00bb")
        self.toggleButton.setText(away if self._collapsed else towards_edge)
        said = (translate("Playground", "Show the characters ({keys})") if self._collapsed
                else translate("Playground", "Fold the characters away ({keys})")).format(keys=FIND_KEYS)
        self.toggleButton.setToolTip(said)
        self.toggleButton.setAccessibleName(said)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._show_toggle()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LayoutDirectionChange, QEvent.Type.ParentChange):
            self._show_toggle()


class _MatchList(QTreeWidget):
    """The matches: a picture of each (a glyph drawn large), then its names and code points,
    wrapped, never cut. A row's match is its row number in the panel's list, never its text
    (a string handed to Qt loses a leading U+FEFF, and a lone surrogate is replaced)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent, objectName="paletteList")
        # The text font, not a monospace one: that one has no Persian letters, and the
        # letters drawn from another font in its fixed cells stood apart, hard to read.
        self.setFont(text_font())
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # code points read left to right
        self.setColumnCount(2)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(False)
        self.setAlternatingRowColors(True)  # two lines an entry: where one ends shows
        self.setWordWrap(True)  # a long name goes on, never cut
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.setItemDelegateForColumn(1, _Wrapped(self))
        # A row's height follows its column's width: measured again when that width changes.
        header.sectionResized.connect(lambda column, _old, _new: column == 1 and self.doItemsLayout())
        self._glyph_font = text_font()
        self._glyph_font.setPointSizeF(self._glyph_font.pointSizeF() * 1.6)

    def show_matches(self, matches: list[Match]) -> None:
        self.setUpdatesEnabled(False)
        self.clear()
        items = []
        for match in matches:
            picture = match.picture
            item = QTreeWidgetItem([picture, match_label(match)])
            if "[" not in picture:  # a glyph, not a marker's name: drawn large enough to read
                item.setFont(0, self._glyph_font)
            said = translate("Playground", "Insert {name}").format(name=f"{match.code_points} {match.name}")
            item.setToolTip(0, said)
            item.setToolTip(1, said)
            items.append(item)
        self.addTopLevelItems(items)
        if items:
            self.setCurrentItem(items[0])
        self.setUpdatesEnabled(True)

    def row(self, item: QTreeWidgetItem) -> int:
        return self.indexOfTopLevelItem(item)

    def count(self) -> int:
        return self.topLevelItemCount()

    def item(self, row: int) -> QTreeWidgetItem:
        return self.topLevelItem(row)

    def labels(self) -> list[str]:
        """Each row as a person reads it: the picture, then the names and code points."""
        return [f"{self.item(row).text(0)}  {self.item(row).text(1)}" for row in range(self.count())]


class _Wrapped(QStyledItemDelegate):
    """A cell as tall as its text wrapped at its column's width: a view's own word wrap
    measures a row once, at whatever width the column had, and cut the rest with an ellipsis."""

    def sizeHint(self, option, index) -> QSize:
        view = self.parent()
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        width = max(view.header().sectionSize(index.column()) - 12, 40)
        bounds = QFontMetrics(shown.font).boundingRect(
            QRect(0, 0, width, 1_000_000), int(Qt.TextFlag.TextWordWrap), shown.text)
        return QSize(width, bounds.height() + 8)
