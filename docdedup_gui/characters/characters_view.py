"""The Characters pane: the census of the open corpus as a sortable table, kinds as a filter.

Choosing a row narrows the group tree to the records holding that character (the
window does it: :attr:`CharactersPanel.character_chosen`); "Show all" widens it again.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from core.census.kinds import KIND_NAMES
from core.census.report import shown_alone
from core.census.tally import Place, Row
from core.census.window import SORT_KEYS
from core.errors import shown_name

from .. import plurals
from ..i18n import left_to_right, translate
from .kind_meanings import kind_meaning

__all__ = ["COLUMNS", "CharactersModel", "CharactersPanel"]

COLUMNS = ("character", "code_point", "name", "kind", "records", "occurrences", "first")
Orders = dict[tuple[str, bool], tuple[int, ...]]  # (column, descending) -> row indices
Index = QModelIndex | QPersistentModelIndex


def _headers() -> tuple[str, ...]:
    return (translate("CharactersPane", "Character"), translate("CharactersPane", "Code point"),
            translate("CharactersPane", "Name"), translate("CharactersPane", "Kind"),
            translate("CharactersPane", "Records"), translate("CharactersPane", "Occurrences"),
            translate("CharactersPane", "First"))


def _first(first: Place, *, whole: bool) -> str:
    """Where a character first stands: ``FILE:LINE:COL`` of its record, as ``docdedup chars``
    gives it (the file's name only, or ``whole``), then doc_id, field and code point offset."""
    path = first.path if whole or not first.path else Path(first.path).name
    path = shown_name(path) if path else path  # a name that is not UTF-8 shows its bytes as \xNN
    where = ":".join(str(part) for part in (path, first.line, first.column) if part not in (None, ""))
    # One location, in the command line's Latin digits throughout (never "2:2 @۲۵").
    return left_to_right(f"{where} \u00b7 {first.doc_id} \u00b7 {first.field} @{first.offset}")


class CharactersModel(QAbstractTableModel):
    """Rows of a census (:class:`core.census.tally.Row`), filtered by kind, sorted by any column."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._all: list[Row] = []
        self._rows: list[Row] = []
        self._kind: str | None = None
        self._sort: tuple[int, bool] = (-1, False)  # (column, descending); -1: the census' own order
        self._orders: Orders = {}

    def set_rows(self, rows: list[Row], orders: Orders | None = None) -> None:
        """Show ``rows``; ``orders`` (made off this thread, :func:`core.census.window.sort_orders`)
        are the rows sorted by each column, else they are sorted here when asked."""
        self.beginResetModel()
        self._all = list(rows)
        self._orders = orders or {}
        self._rows = self._arranged()
        self.endResetModel()

    def set_kind(self, kind: str | None) -> None:
        """Show only ``kind`` (None: every kind)."""
        self.beginResetModel()
        self._kind = kind
        self._rows = self._arranged()
        self.endResetModel()

    def row_at(self, row: int) -> Row:
        return self._rows[row]

    def _arranged(self) -> list[Row]:
        column, descending = self._sort
        rows = self._all
        if column >= 0 and (order := self._orders.get((COLUMNS[column], descending))) is not None:
            rows = list(map(rows.__getitem__, order))
        rows = [row for row in rows if self._kind is None or row.kind == self._kind]
        if column >= 0 and order is None:
            rows.sort(key=SORT_KEYS[COLUMNS[column]], reverse=descending)
        return rows

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.layoutAboutToBeChanged.emit()
        self._sort = (column, order == Qt.SortOrder.DescendingOrder)
        self._rows = self._arranged()
        self.layoutChanged.emit()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row, column = self._rows[index.row()], COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            first = _first(row.first, whole=True)
            return f"{row.label} {row.name}\n{row.kind}: {kind_meaning(row.kind)}\n{first}"
        if role == Qt.ItemDataRole.TextAlignmentRole and column in ("records", "occurrences"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    @staticmethod
    def _text(row: Row, column: str) -> str:
        number = QLocale().toString
        if column == "character":
            return shown_alone(chr(row.code_point))
        if column == "code_point":
            return left_to_right(row.label)
        if column == "name":
            return left_to_right(row.name)
        if column == "kind":
            return row.kind
        if column == "records":
            return number(row.records)
        if column == "occurrences":
            return number(row.occurrences)
        return _first(row.first, whole=False)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal and section == 6:
            return translate("CharactersPane", "Where the first one stands: file:line:column of its record "
                             "(as docdedup chars says), doc_id, field and code point offset")
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return _headers()[section]
        return None


class CharactersPanel(QWidget):
    """The census table (objectName ``charactersView``), a kind filter and "Show all"."""

    # (doc_ids holding it, the character, its kind); an empty frozenset: show every group again
    character_chosen = Signal(object, str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("charactersPane")
        self.model = CharactersModel(self)
        self.kindFilter = QComboBox(objectName="charactersKind")
        self.kindFilter.addItem(translate("CharactersPane", "All kinds"), None)
        for name in KIND_NAMES:
            self.kindFilter.addItem(name, name)
        self.kindFilter.setToolTip(translate("CharactersPane", "Show one kind of character only"))
        self.kindFilter.setAccessibleName(translate("CharactersPane", "Kind of character"))
        self.summary = QLabel(objectName="charactersSummary")
        self.showAll = QPushButton(translate("CharactersPane", "Show all groups"),
                                   objectName="charactersShowAll")
        self.showAll.setEnabled(False)
        self.view = QTableView(objectName="charactersView")
        self.view.setAccessibleName(translate("CharactersPane", "Characters worth a look"))
        self.view.setModel(self.model)
        self.view.setSortingEnabled(True)
        self.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(COLUMNS.index("name"), QHeaderView.ResizeMode.Stretch)
        # FILE:LINE:COL whole, the name cut instead (its tooltip has it). Measured on the rows in
        # view only: a census of 80,000 characters measured 1,000 rows after every sort (~40 ms).
        header.setSectionResizeMode(COLUMNS.index("first"), QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(0)
        self.view.verticalHeader().hide()
        top = QHBoxLayout()
        top.addWidget(self.kindFilter)
        top.addWidget(self.summary, 1)
        top.addWidget(self.showAll)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(top)
        box.addWidget(self.view, 1)
        self.kindFilter.currentIndexChanged.connect(
            lambda _index: self.model.set_kind(self.kindFilter.currentData()))
        self.view.selectionModel().currentRowChanged.connect(self._on_row)
        self.showAll.clicked.connect(self.show_all)
        self.set_census(None)

    def set_census(self, census) -> None:
        """Show ``census`` (a :class:`core.census.window.LoadedCensus`), or nothing yet (None)."""
        self.model.set_rows(census.rows if census is not None else [],
                            census.orders if census is not None else None)
        if census is None:
            self._census_text = translate("CharactersPane", "Counting characters\u2026")
        elif not census.rows:
            self._census_text = translate("CharactersPane", "No character to report.")
        else:
            self._census_text = translate("CharactersPane", "{count} characters worth a look").format(
                count=QLocale().toString(len(census.rows)))
        self.summary.setText(self._census_text)
        self.showAll.setEnabled(False)

    def choose(self, row: int) -> None:
        """Choose row ``row`` as a click would."""
        self.view.setCurrentIndex(self.model.index(row, 0))

    def show_all(self) -> None:
        self.view.clearSelection()
        self.view.setCurrentIndex(QModelIndex())
        self.showAll.setEnabled(False)
        self.summary.setText(self._census_text)
        self.character_chosen.emit(frozenset(), "", "")

    def _on_row(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            return
        row = self.model.row_at(current.row())
        self.showAll.setEnabled(True)
        # A group's members share their content: the tree lists exactly the records counted.
        self.summary.setText(translate("CharactersPane", "{character}: {records}, listed in the tree").format(
            character=left_to_right(f"{row.label} {row.name}"), records=plurals.records(row.records)))
        self.character_chosen.emit(frozenset(row.doc_ids), chr(row.code_point), row.kind)
