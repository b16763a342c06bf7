"""The group tree's model: exact groups on top, their members as children.

A thin adapter over :class:`core.group_table.GroupTable` and an
:class:`~core.group_table.Arrangement`, built like Qt's editabletreemodel example
but without item objects: a million groups cost one list of visible group indices.

``QTreeView`` lays out every top-level row it is told about (a million rows: seconds
on the GUI thread), so the model shows a *window* of the arrangement, positions
``[start, stop)``, and widens it on demand: at the end as the view scrolls (Qt's
fetchmore example), at the start with :meth:`GroupTreeModel.fetch_before`, and by
jumping when a group far away is selected (:meth:`GroupTreeModel.row_of_group`).

The internal id of an index says where it is: 0 for a group row, ``group index + 1``
for a member row. The arrangement maps a group to its position, so ``parent()`` is
arithmetic, never a search, and member indices survive rows added above them.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractItemModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QFont

from core.display.canonical import is_right_to_left
from core.group_table import COLUMN, GROUP_COLUMNS, Arrangement, GroupTable, TableQuery
from docdedup_gui.i18n import translate

__all__ = ["FETCH_BATCH", "GROUP_ROLE", "RECORD_ROLE", "RIGHT_TO_LEFT_ROLE", "GroupTreeModel"]

GROUP_ROLE = Qt.ItemDataRole.UserRole + 1  # the group index behind any row
RECORD_ROLE = Qt.ItemDataRole.UserRole + 2  # the record index of a member row (None on groups)
RIGHT_TO_LEFT_ROLE = Qt.ItemDataRole.UserRole + 3  # does the row's title read right to left?

_TOP = 0
_ROOT = QModelIndex()
FETCH_BATCH = 500  # rows the view lays out per fetch: ~15 ms of Python calls, never a stall
ABOVE = FETCH_BATCH // 2  # rows shown above a group jumped to, so it is not glued to the top
_MEMBERS, _BYTES, _NEAR = COLUMN["members"], COLUMN["bytes"], COLUMN["near"]
_NUMERIC = (_MEMBERS, _BYTES)
_DIGEST = COLUMN["digest"]
_TITLE = COLUMN["title"]
# Roles as plain ints, looked up once: an enum attribute costs a microsecond per data() call.
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_MARK = int(Qt.ItemDataRole.DecorationRole)
_ANSWERED = frozenset({_DISPLAY, _TOOLTIP, _FONT, _ALIGNMENT, _MARK, int(GROUP_ROLE), int(RECORD_ROLE),
                       int(RIGHT_TO_LEFT_ROLE)})
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_Index = QModelIndex | QPersistentModelIndex


def _headers() -> tuple[str, ...]:
    return (
        translate("GroupTreeModel", "doc_id"),
        translate("GroupTreeModel", "Title"),
        translate("GroupTreeModel", "source_ref"),
        translate("GroupTreeModel", "Members"),
        translate("GroupTreeModel", "Near"),
        translate("GroupTreeModel", "Bytes"),
        translate("GroupTreeModel", "Digest"),
    )


def _header_tips() -> tuple[str, ...]:
    return (
        translate("GroupTreeModel", "A group's representative (its smallest doc_id), or a member's doc_id"),
        translate("GroupTreeModel", "The record's title (hover a group for the start of its body)"),
        translate("GroupTreeModel", "Where the record came from (provenance, never compared)"),
        translate("GroupTreeModel", "Records with exactly the same canonical bytes"),
        translate("GroupTreeModel", "Near-identical groups: equal once invisible differences are folded"),
        translate("GroupTreeModel", "Length of the canonical bytes (UTF-8)"),
        translate("GroupTreeModel", "SHA-256 of the canonical bytes (it only proposes; bytes decide)"),
    )


class GroupTreeModel(QAbstractItemModel):
    """Groups of a :class:`GroupTable` in the order of an :class:`Arrangement`.

    Sorting is only requested here (``arrangement_requested``); the session arranges
    the groups in a worker and the window hands the result to :meth:`set_arrangement`.
    """

    arrangement_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._table: GroupTable | None = None
        self._arrangement = Arrangement([], 0)
        self._rows: list[int] = []
        self._start = self._stop = 0  # the window of positions the view has been told about
        self._inserting = False
        self._monospace: QFont | None = None
        self._locale: QLocale | None = None  # set when its digits are not Latin
        self.query = TableQuery()
        self.marks = None  # review mode: marks(group, member position or None) -> icon of the decision

    # Our API -----------------------------------------------------------------

    @property
    def table(self) -> GroupTable | None:
        return self._table

    def set_arrangement(self, table: GroupTable | None, arrangement: Arrangement, *,
                        around: int | None = None) -> None:
        """Show ``arrangement`` of ``table``, the window placed so group ``around`` is in it.

        A reset: the whole order changed. Nothing before ``around`` is laid out.
        """
        self._begin_reset()
        self._table, self._arrangement, self._rows = table, arrangement, arrangement.rows
        locale = QLocale()  # the interface's language: install_translator sets it
        self._locale = None if locale.zeroDigit() == "0" else locale
        position = arrangement.position_of(around) if around is not None else None
        self._place_window(position or 0)
        self._end_reset()

    def refresh_column(self, column: int) -> None:
        """Tell the views a column's texts changed (the near-identical badges arrived)."""
        if self._stop > self._start:
            self.dataChanged.emit(self.index(0, column), self.index(self._stop - self._start - 1, column))

    def set_monospace_font(self, font: QFont) -> None:
        self._monospace = font

    def row_of_group(self, group: int) -> int | None:
        """The top-level row of ``group``, widening or moving the window to it; None if filtered out."""
        position = self._arrangement.position_of(group)
        if position is None:
            return None
        if position >= self._stop and position < self._stop + FETCH_BATCH:
            self._fetch_to(position + 1)
        elif self._start - FETCH_BATCH <= position < self._start:
            self.fetch_before(self._start - position)
        elif not self._start <= position < self._stop:  # far away: jump, laying out nothing in between
            self._begin_reset()
            self._place_window(position)
            self._end_reset()
        return position - self._start

    def group_index(self, group: int, record: int | None = None) -> QModelIndex:
        """The index of ``group``'s row, or of its member ``record``; invalid if filtered out."""
        row = self.row_of_group(group)
        if row is None:
            return QModelIndex()
        parent = self.index(row, 0)
        if record is None:
            return parent
        members = self._table.groups[group].members
        return self.index(members.index(record), 0, parent) if record in members else parent

    def rows_before(self) -> int:
        """Shown groups above the window (reached by :meth:`fetch_before`)."""
        return self._start

    def fetch_before(self, count: int = FETCH_BATCH) -> int:
        """Show up to ``count`` more groups above the first row; returns how many were added."""
        count = min(count, self._start)
        if count <= 0 or self._inserting:
            return 0
        self._inserting = True  # a view may ask for more while told about these: not now
        try:
            self.beginInsertRows(_ROOT, 0, count - 1)
            self._start -= count
            self.endInsertRows()
        finally:
            self._inserting = False
        return count

    def group_count(self) -> int:
        """Top-level rows of the arrangement, in the window or not."""
        return len(self._rows)

    def _begin_reset(self) -> None:
        self._inserting = True  # views fetch in their reset handlers: no rows until all heard of the reset
        self.beginResetModel()

    def _end_reset(self) -> None:
        try:
            self.endResetModel()
        finally:
            self._inserting = False

    def _place_window(self, position: int) -> None:
        self._start = max(0, min(position - ABOVE, len(self._rows) - FETCH_BATCH))
        self._stop = min(len(self._rows), max(self._start + FETCH_BATCH, position + 1))

    def _fetch_to(self, stop: int) -> None:
        stop = min(stop, len(self._rows))
        if stop <= self._stop or self._inserting:
            return
        first = self._stop - self._start
        self._inserting = True  # see fetch_before
        try:
            self.beginInsertRows(_ROOT, first, first + stop - self._stop - 1)
            self._stop = stop
            self.endInsertRows()
        finally:
            self._inserting = False

    # Qt overrides ------------------------------------------------------------

    def index(self, row: int, column: int, parent: _Index = _ROOT) -> QModelIndex:
        # Bounds checked here rather than with hasIndex(), which would call back into
        # rowCount() and columnCount(): the view asks for every row it lays out.
        if row < 0 or not 0 <= column < len(GROUP_COLUMNS) or self._table is None:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, _TOP) if row < self._stop - self._start else QModelIndex()
        if parent.internalId() != _TOP or parent.column() != 0 or parent.row() >= self._stop - self._start:
            return QModelIndex()
        group = self._rows[self._start + parent.row()]
        if row >= self._table.member_count(group):
            return QModelIndex()
        return self.createIndex(row, column, group + 1)

    def parent(self, index: _Index | None = None):
        if index is None:  # QObject.parent(), which this name hides
            return super().parent()
        if not index.isValid() or index.internalId() == _TOP:
            return QModelIndex()
        position = self._arrangement.position_of(index.internalId() - 1)
        if position is None or not self._start <= position < self._stop:
            return QModelIndex()
        return self.createIndex(position - self._start, 0, _TOP)

    def rowCount(self, parent: _Index = _ROOT) -> int:
        if self._table is None:
            return 0
        if not parent.isValid():
            return self._stop - self._start
        if parent.internalId() == _TOP and parent.column() == 0:
            return self._table.member_count(self._rows[self._start + parent.row()])
        return 0

    def columnCount(self, parent: _Index = _ROOT) -> int:
        return len(GROUP_COLUMNS)

    def hasChildren(self, parent: _Index = _ROOT) -> bool:
        # Answer without counting members: the view asks this for every visible row.
        if not parent.isValid():
            return self._stop > self._start
        return parent.internalId() == _TOP and parent.column() == 0

    def canFetchMore(self, parent: _Index) -> bool:
        return not parent.isValid() and self._stop < len(self._rows) and not self._inserting

    def fetchMore(self, parent: _Index) -> None:
        if not parent.isValid():
            self._fetch_to(self._stop + FETCH_BATCH)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(GROUP_COLUMNS):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _headers()[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return _header_tips()[section]
        return None

    # No flags(): QAbstractItemModel's own gives every valid index ItemIsEnabled |
    # ItemIsSelectable, as this model wants, without a call into Python per painted cell.

    def multiData(self, index: _Index, roleDataSpan) -> None:
        # What a delegate asks for each cell it paints (seven roles), in one call from C++
        # rather than one data() each: with a worker thread running, each call waits for the GIL.
        if self._table is None or not index.isValid():
            return
        for role_data in roleDataSpan:
            role = role_data.role()
            if role in _ANSWERED:
                role_data.setData(self.data(index, role))

    def data(self, index: _Index, role: int = _DISPLAY):
        # The view asks for a dozen roles per painted cell and we answer seven: the others
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
            return self._rows[self._start + index.row()], None
        return index.internalId() - 1, index.row()

    def _texts(self, group: int, position: int | None) -> tuple[str, ...]:
        if position is not None:
            return self._table.member_texts(group, position)
        texts = self._table.group_texts(group)
        if self._locale is None:
            return texts
        # Counts in the interface's digits (Persian: ۱۲۳); the core's texts use Latin ones.
        number, table = self._locale.toString, self._table
        near = table.near.count(group)
        texts = list(texts)
        texts[_MEMBERS] = number(table.member_count(group))
        texts[_BYTES] = number(table.groups[group].canonical_utf8_length)
        texts[_NEAR] = "≈ " + number(near) if near else ""
        return tuple(texts)

    def _decoration(self, index: _Index, group: int, position: int | None, role: int):
        column = index.column()
        if role == _TOOLTIP and position is None:
            return self._tooltip(group, column)
        if role == _FONT and column == _DIGEST and self._monospace is not None:
            return self._monospace
        if role == _ALIGNMENT and column in _NUMERIC:
            return _RIGHT
        if role == _MARK and column == 0 and self.marks is not None:
            return self.marks(group, position)
        if role == RIGHT_TO_LEFT_ROLE:
            record = self._table.records[self._table.record_index(group, position or 0)]
            return is_right_to_left(record.language, record.title)
        return None

    def _tooltip(self, group: int, column: int) -> str | None:
        if column in (COLUMN["representative"], _TITLE):
            return self._table.excerpt(group)
        if column == COLUMN["digest"]:
            return self._table.groups[group].candidate_digest
        if column == COLUMN["near"] and (n := self._table.near.count(group)):
            classes = ", ".join(self._table.near.classes(group))
            # One line on purpose: pyside6-lupdate misses a translate() call split across lines.
            text = translate("GroupTreeModel", "Near-identical groups: %n; differs by: {classes}", None, n)
            return text.format(classes=classes)
        return None
