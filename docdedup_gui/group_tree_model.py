"""The group tree's model: exact groups on top, their members as children.

A thin adapter over :class:`core.group_table.GroupTable`, built like Qt's
editabletreemodel example but without item objects: a million groups cost one
list of visible group indices. The internal id of an index says where it is:
0 for a group row, ``group row + 1`` for a member row, so ``parent()`` is
arithmetic, never a search. Like Qt's fetchmore example, the top level grows
by :data:`FETCH_BATCH` rows as the view scrolls: ``QTreeView`` lays out every
top-level row it is told about, which for a million groups would freeze it.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from core.group_table import COLUMN, GROUP_COLUMNS, GroupTable, TableQuery
from docdedup_gui.i18n import translate

__all__ = ["GROUP_ROLE", "RECORD_ROLE", "GroupTreeModel"]

GROUP_ROLE = Qt.ItemDataRole.UserRole + 1  # the group index behind any row
RECORD_ROLE = Qt.ItemDataRole.UserRole + 2  # the record index of a member row (None on groups)

_TOP = 0
_ROOT = QModelIndex()
_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable  # once: enum "|" costs µs per call
FETCH_BATCH = 500  # rows the view lays out per fetch: ~15 ms of Python calls, never a stall
_NUMERIC = (COLUMN["members"], COLUMN["bytes"])
_DIGEST = COLUMN["digest"]
# Roles as plain ints, looked up once: an enum attribute costs a microsecond per data() call.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_ANSWERED = frozenset({_DISPLAY, _TOOLTIP, _FONT, _ALIGNMENT, int(GROUP_ROLE), int(RECORD_ROLE)})
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_Index = QModelIndex | QPersistentModelIndex


def _headers() -> tuple[str, ...]:
    return (
        translate("GroupTreeModel", "doc_id"),
        translate("GroupTreeModel", "source_ref"),
        translate("GroupTreeModel", "Members"),
        translate("GroupTreeModel", "Near"),
        translate("GroupTreeModel", "Bytes"),
        translate("GroupTreeModel", "Digest"),
    )


def _header_tips() -> tuple[str, ...]:
    return (
        translate("GroupTreeModel", "A group's representative (its smallest doc_id), or a member's doc_id"),
        translate("GroupTreeModel", "Where the record came from (provenance, never compared)"),
        translate("GroupTreeModel", "Records with exactly the same canonical bytes"),
        translate("GroupTreeModel", "Near-identical groups: equal once invisible differences are folded"),
        translate("GroupTreeModel", "Length of the canonical bytes (UTF-8)"),
        translate("GroupTreeModel", "SHA-256 of the canonical bytes (it only proposes; bytes decide)"),
    )


class GroupTreeModel(QAbstractItemModel):
    """Groups of a :class:`GroupTable` in the order of ``rows`` (visible group indices).

    Sorting is only requested here (``arrangement_requested``); the window arranges
    the rows in a worker and hands them back with :meth:`set_rows`.
    """

    arrangement_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._table: GroupTable | None = None
        self._rows: list[int] = []
        self._fetched = 0  # top-level rows the view has been told about
        self._monospace: QFont | None = None
        self.query = TableQuery()

    # Our API -----------------------------------------------------------------

    @property
    def table(self) -> GroupTable | None:
        return self._table

    def set_table(self, table: GroupTable | None, rows: list[int]) -> None:
        """Show a new table (a new file or new groups): everything changes, so reset."""
        self.beginResetModel()
        self._table, self._rows = table, rows
        self._fetched = min(len(rows), FETCH_BATCH)
        self.endResetModel()

    def set_rows(self, rows: list[int]) -> None:
        """Show another arrangement of the same table (filtered or sorted)."""
        self.beginResetModel()
        self._rows = rows
        self._fetched = min(len(rows), FETCH_BATCH)
        self.endResetModel()

    def refresh_column(self, column: int) -> None:
        """Tell the views a column's texts changed (the near-identical badges arrived)."""
        if self._fetched:
            self.dataChanged.emit(self.index(0, column), self.index(self._fetched - 1, column))

    def set_monospace_font(self, font: QFont) -> None:
        self._monospace = font

    def group_row(self, group_index: int) -> int | None:
        """The row showing ``group_index`` (fetched if need be), or None when filtered out."""
        try:
            row = self._rows.index(group_index)  # only on explicit selection, never in parent()
        except ValueError:
            return None
        if row >= self._fetched:
            self._fetch_to(row + 1)
        return row

    def group_count(self) -> int:
        """Top-level rows of the arrangement, fetched or not."""
        return len(self._rows)

    def _fetch_to(self, count: int) -> None:
        count = min(count, len(self._rows))
        if count > self._fetched:
            self.beginInsertRows(_ROOT, self._fetched, count - 1)
            self._fetched = count
            self.endInsertRows()

    def visible_groups(self) -> list[int]:
        return list(self._rows)

    # Qt overrides ------------------------------------------------------------

    def index(self, row: int, column: int, parent: _Index = _ROOT) -> QModelIndex:
        # Bounds checked here rather than with hasIndex(), which would call back into
        # rowCount() and columnCount(): the view asks for every row it lays out.
        if row < 0 or not 0 <= column < len(GROUP_COLUMNS) or self._table is None:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, _TOP) if row < self._fetched else QModelIndex()
        if parent.internalId() != _TOP or parent.column() != 0 or parent.row() >= self._fetched:
            return QModelIndex()
        if row >= self._table.member_count(self._rows[parent.row()]):
            return QModelIndex()
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, index: _Index | None = None):
        if index is None:  # QObject.parent(), which this name hides
            return super().parent()
        if not index.isValid() or index.internalId() == _TOP:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, _TOP)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        if self._table is None:
            return 0
        if not parent.isValid():
            return self._fetched
        if parent.internalId() == _TOP and parent.column() == 0:
            return self._table.member_count(self._rows[parent.row()])
        return 0

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return len(GROUP_COLUMNS)

    def hasChildren(self, parent: _Index = _ROOT) -> bool:
        # Answer without counting members: the view asks this for every visible row.
        if not parent.isValid():
            return self._fetched > 0
        return parent.internalId() == _TOP and parent.column() == 0

    def canFetchMore(self, parent: _Index) -> bool:
        return not parent.isValid() and self._fetched < len(self._rows)

    def fetchMore(self, parent: _Index) -> None:
        if not parent.isValid():
            self._fetch_to(self._fetched + FETCH_BATCH)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        return _FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(GROUP_COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _headers()[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return _header_tips()[section]
        return None

    def data(self, index: _Index, role: int = _DISPLAY):
        # The view asks for a dozen roles per painted cell and we answer six: the others
        # return at once, before any enum or index is looked at.
        if role not in _ANSWERED or self._table is None or not index.isValid():
            return None
        group, position = self._locate(index)
        if role == _DISPLAY:
            return self._texts(group, position)[index.column()]
        if role == GROUP_ROLE:
            return group
        if role == RECORD_ROLE:
            return None if position is None else self._table.record_index(group, position)
        return self._decoration(index, group, position, role)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        descending = order == Qt.SortOrder.DescendingOrder
        if (column, descending) != (self.query.sort_column, self.query.descending):
            self.query = TableQuery(self.query.text, self.query.duplicates_only, column, descending)
            self.arrangement_requested.emit()

    # Helpers -----------------------------------------------------------------

    def _locate(self, index: _Index) -> tuple[int, int | None]:
        """(group index, member position or None for a group row)."""
        if index.internalId() == _TOP:
            return self._rows[index.row()], None
        return self._rows[index.internalId() - 1], index.row()

    def _texts(self, group: int, position: int | None) -> tuple[str, ...]:
        if position is None:
            return self._table.group_texts(group)
        return self._table.member_texts(group, position)

    def _decoration(self, index: _Index, group: int, position: int | None, role: int):
        column = index.column()
        if role == _TOOLTIP and position is None:
            return self._tooltip(group, column)
        if role == _FONT and column == _DIGEST and self._monospace is not None:
            return self._monospace
        if role == _ALIGNMENT and column in _NUMERIC:
            return _RIGHT
        return None

    def _tooltip(self, group: int, column: int) -> str | None:
        if column == COLUMN["digest"]:
            return self._table.groups[group].candidate_digest
        if column == COLUMN["near"] and (n := self._table.near.count(group)):
            classes = ", ".join(self._table.near.classes(group))
            # One line on purpose: pyside6-lupdate misses a translate() call split across lines.
            text = translate("GroupTreeModel", "Near-identical groups: %n; differs by: {classes}", None, n)
            return text.format(classes=classes)
        return None
