"""Groups that are almost the selected one: near-identical first, similar on request.

``neighboursView`` lists, for the selected group, the other groups of its
near-identical cluster (from ``core.find_neighbours``: groups that differ from it, or
from one another in a chain, only by classes such as ``line-ending`` or ``zwnj``) and,
after "Find similar groups", the groups a small content edit away (from
``core.SimilarityIndex``). Activating a row (double-click, Enter) asks to compare the
two groups. In a cluster, "Previous pair" and "Next pair" step through every pair of
its groups (:class:`core.differences.neighbours_clusters.ClusterPairs`), so any two of
them can be compared, not only the first pair.
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

from core.differences.neighbours_clusters import ClusterPairs
from core.display.group_table import GroupTable
from docdedup_gui.i18n import translate
from docdedup_gui.widgets.steady_label import SteadyLabel

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
    """The other groups of the cluster of ``group``, in representative order."""
    rows = []
    for other, classes in table.near.others(group):
        if classes is None:  # linked through other groups of the cluster: compare to see how
            relation = translate("NeighboursView", "in the same cluster")
        else:  # class identifiers, as the tree's badge tooltip and `docdedup neighbours` name them
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
    """A heading, ``neighboursView``, the cluster's pair stepper and a "Find similar groups" button."""

    compare_requested = Signal(int, int)  # selected group, neighbour group
    similar_requested = Signal(int)  # selected group

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._table: GroupTable | None = None
        self._group: int | None = None
        self._pairs: ClusterPairs | None = None  # the selected group's cluster, stepped through
        self.model = NeighboursModel(self)
        # Opaque: a new group's heading, list and pair repaint the panel, not also the tab
        # widget, splitters and window behind it (in review mode, at every decision).
        self.setAutoFillBackground(True)
        self.heading = SteadyLabel(parent=self)  # a new heading each selection repaints it alone
        self.view = QTreeView(self)
        self.view.setObjectName("neighboursView")
        self.view.setRootIsDecorated(False)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setModel(self.model)
        self.view.activated.connect(self._on_activated)  # double-click, or Enter on a row
        self.similar_button = QPushButton(translate("NeighboursView", "Find similar groups"), self)
        self.similar_button.clicked.connect(self._on_similar_clicked)
        self.pair_label = SteadyLabel(objectName="clusterPairLabel", parent=self)
        self.previous_pair = QPushButton(translate("NeighboursView", "&Previous pair"), self)
        self.previous_pair.setObjectName("previousPairButton")
        self.previous_pair.clicked.connect(lambda: self._step(-1))
        self.next_pair = QPushButton(translate("NeighboursView", "&Next pair"), self)
        self.next_pair.setObjectName("nextPairButton")
        self.next_pair.clicked.connect(lambda: self._step(1))
        self._build_layout()
        self.show_group(None, None)

    def _build_layout(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.previous_pair)
        buttons.addWidget(self.next_pair)
        # The label after the buttons, in the room left: a pair's longer or shorter doc_ids
        # never move a button (in review mode every decision shows a new pair).
        buttons.addWidget(self.pair_label, 1)
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
        self._follow_cluster(table, group)
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

    # A cluster's pairs ------------------------------------------------------------------

    @property
    def pairs(self) -> ClusterPairs | None:
        """The pairs of the selected group's cluster (None outside a cluster)."""
        return self._pairs

    def _follow_cluster(self, table: GroupTable | None, group: int | None) -> None:
        cluster = None if table is None or group is None else table.near.cluster(group)
        if cluster is None:
            self._pairs = None
        elif self._pairs is None or self._pairs.cluster is not cluster:
            self._pairs = ClusterPairs(cluster)  # the same cluster keeps its place in the pairs
        self._show_pair()

    def _show_pair(self) -> None:
        pairs, table = self._pairs, self._table
        several = pairs is not None and len(pairs.pairs) > 1
        for button in (self.previous_pair, self.next_pair):
            button.setVisible(pairs is not None)
            button.setEnabled(several)
        if pairs is None or table is None:
            self.pair_label.clear()
            return
        a, b = (table.groups[group].representative for group in pairs.current)
        text = translate("NeighboursView", "Pair {number} of {count}: {a} ~ {b}")
        locale = QLocale()
        self.pair_label.setText(text.format(number=locale.toString(pairs.position + 1),
                                            count=locale.toString(len(pairs.pairs)), a=a, b=b))

    def show_pair(self, a: int, b: int) -> None:
        """Name the pair of groups ``a`` and ``b`` in the footer, when they are of the cluster shown
        (review mode compared them: Alt+digit)."""
        if self._pairs is not None and self._pairs.show(a, b):
            self._show_pair()

    def _step(self, by: int) -> None:
        if self._pairs is not None:
            a, b = self._pairs.step(by)
            self._show_pair()
            self.compare_requested.emit(a, b)

    def _on_activated(self, index: QModelIndex) -> None:
        if index.isValid() and self._group is not None:
            other = self.model.neighbour(index.row()).group
            if self._pairs is not None and self._pairs.show(self._group, other):
                self._show_pair()
            self.compare_requested.emit(self._group, other)

    def _on_similar_clicked(self) -> None:
        if self._group is not None:
            self.similar_requested.emit(self._group)
