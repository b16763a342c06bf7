"""Groups that are almost the selected one: near-identical first, similar on request.

``neighboursView`` lists, for the selected group, the groups that differ from it
only by classes such as ``line-ending`` or ``zwnj`` (from ``core.find_neighbours``)
and, after "Find similar groups", the groups a small content edit away (from
``core.SimilarityIndex``). Double-clicking a row asks to compare the two groups.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractTableModel, QLocale, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QPushButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from core.group_table import GroupTable
from docdedup_gui.i18n import translate
from docdedup_gui.steady_label import SteadyLabel

__all__ = ["NeighbourRow", "NeighboursModel", "NeighboursPanel"]

_ROOT = QModelIndex()


@dataclass(frozen=True)
class NeighbourRow:
    """One neighbour of the selected group and how it relates to it."""

    group: int
    representative: str
    members: int
    relation: str


def near_rows(table: GroupTable, group: int) -> list[NeighbourRow]:
    """The near-identical neighbours of ``group``, in representative order."""
    rows = []
    for other, classes in sorted(table.near.of(group)):
        # Class identifiers, as the tree's badge tooltip and `docdedup neighbours` name them.
        relation = translate("NeighboursView", "differs by: {classes}").format(classes=", ".join(classes))
        rows.append(_row(table, other, relation))
    return rows


def similar_rows(table: GroupTable, matches: Sequence) -> list[NeighbourRow]:
    """Rows for ``SimilarMatch(group, score)`` results, best first as given."""
    return [_row(table, match.group, _similarity(match.score)) for match in matches]


def _similarity(score: float) -> str:
    # The percentage in the UI's digits ("similar: 98%", "شباهت: ۹۸٪").
    percent = QLocale().toString(round(score * 100))
    return translate("NeighboursView", "similar: {percent}%").format(percent=percent)


def _row(table: GroupTable, group: int, relation: str) -> NeighbourRow:
    return NeighbourRow(group, table.groups[group].representative, len(table.groups[group].members), relation)


class NeighboursModel(QAbstractTableModel):
    """Neighbour rows: representative, members, relation."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[NeighbourRow] = []

    def set_rows(self, rows: list[NeighbourRow]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def neighbour(self, row: int) -> NeighbourRow:
        return self._rows[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        return 0 if parent.isValid() else 3

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        names = (translate("NeighboursView", "Representative"), translate("NeighboursView", "Members"),
                 translate("NeighboursView", "Relation"))
        return names[section] if 0 <= section < len(names) else None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        row = self._rows[index.row()]
        return (row.representative, QLocale().toString(row.members), row.relation)[index.column()]


class NeighboursPanel(QWidget):
    """A heading, ``neighboursView`` and a "Find similar groups" button."""

    compare_requested = Signal(int, int)  # selected group, neighbour group
    similar_requested = Signal(int)  # selected group

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table: GroupTable | None = None
        self._group: int | None = None
        self.model = NeighboursModel(self)
        self.heading = SteadyLabel(parent=self)  # a new heading each selection repaints it alone
        self.view = QTreeView(self)
        self.view.setObjectName("neighboursView")
        self.view.setRootIsDecorated(False)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setModel(self.model)
        self.view.doubleClicked.connect(self._on_double_clicked)
        self.similar_button = QPushButton(translate("NeighboursView", "Find similar groups"), self)
        self.similar_button.clicked.connect(self._on_similar_clicked)
        self._build_layout()
        self.show_group(None, None)

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.similar_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.view)
        layout.addLayout(buttons)

    @property
    def group(self) -> int | None:
        """The selected group whose neighbours are listed (None when nothing is)."""
        return self._group

    def show_group(self, table: GroupTable | None, group: int | None) -> None:
        """Show the near-identical neighbours of ``group`` (None clears the view)."""
        self._table, self._group = table, group
        self.similar_button.setEnabled(group is not None)
        if table is None or group is None:
            self.model.set_rows([])
            self.heading.setText(translate("NeighboursView", "Select a group to see its neighbours."))
            return
        rows = near_rows(table, group)
        self.model.set_rows(rows)
        self.heading.setText(self._heading(table, group, len(rows)))
        self.view.resizeColumnToContents(0)

    def show_similar(self, group: int, matches: Sequence) -> None:
        """Add the similar groups found for ``group`` (ignored if the selection moved on)."""
        if group != self._group or self._table is None:
            return
        known = {row.group for row in near_rows(self._table, group)}
        extra = [row for row in similar_rows(self._table, matches) if row.group not in known]
        self.model.set_rows(near_rows(self._table, group) + extra)
        self.heading.setText(self._heading(self._table, group, self.model.rowCount()))

    @staticmethod
    def _heading(table: GroupTable, group: int, count: int) -> str:
        representative = table.groups[group].representative
        if count == 0:
            text = translate("NeighboursView", "No near-identical groups for {rep}.")
            return text.format(rep=representative)
        return translate("NeighboursView", "Groups close to {rep} (double-click to compare):").format(
            rep=representative)

    def _on_double_clicked(self, index: QModelIndex) -> None:
        if index.isValid() and self._group is not None:
            self.compare_requested.emit(self._group, self.model.neighbour(index.row()).group)

    def _on_similar_clicked(self) -> None:
        if self._group is not None:
            self.similar_requested.emit(self._group)
