"""The group tree's model: exact groups on top, their members as children.

A window over :class:`core.display.group_table.GroupTable` in the order of an
:class:`~core.display.group_table.Arrangement`, kept as Qt items: a
:class:`~PySide6.QtGui.QStandardItemModel` holds the texts and roles of the rows the
view has been told about, so painting the tree never calls into Python. (A Python
``QAbstractItemModel`` answered ~1,100 calls a page repaint, ``index()``, ``parent()``
and ``data()``; with a worker thread running, each waits for the GIL: a page took
46-71 ms instead of 22. With the rows in C++, 12.5 ms, busy or not.)

``QTreeView`` lays out every top-level row it is told about (a million rows: seconds
on the GUI thread), so the model holds a *window* of the arrangement, positions
``[start, stop)``, and widens it on demand: at the end as the view scrolls (Qt's
fetchmore example), at the start with :meth:`GroupTreeModel.fetch_before`, and by
jumping when a group far away is selected (:meth:`GroupTreeModel.row_of_group`).
A group's member rows are made when a view expands it (``fetchMore`` on its index)
or :meth:`GroupTreeModel.group_index` asks for one of them (not for the group's row alone:
members made under a collapsed row make QTreeView repaint its whole viewport).

What the items hold is read from the table when a row is made; :meth:`refresh_column`
reads a column again (the near-identical badges arrived, review marks changed), and
:meth:`refresh_marks` one group's marks (after a decision). A record that cannot be read
as it was (a result's shard changed since it was written) is marked, never shown as a
member (:mod:`docdedup_gui.tree.group_tree_cells`); so is the group holding it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QLocale, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QFont, QStandardItemModel

from core.display.group_table import COLUMN, GROUP_COLUMNS, Arrangement, GroupTable
from docdedup_gui.tree.group_tree_cells import UNREAD_ROLE, Quiet, header_tips, headers, mark_group_title
from docdedup_gui.tree.group_tree_items import GROUP_ROLE, RECORD_ROLE, RIGHT_TO_LEFT_ROLE, GroupRowItems

__all__ = ["FETCH_BATCH", "GROUP_ROLE", "RECORD_ROLE", "RIGHT_TO_LEFT_ROLE", "UNREAD_ROLE", "WINDOW_AT_MOST",
           "GroupTreeModel"]

_ROOT = QModelIndex()
# Rows made per fetch (~20 us each). A view's every full layout fetches once more (Qt's
# QTreeView asks canFetchMore of the root as it lays it out), so a reset costs two.
FETCH_BATCH = 100
ABOVE = FETCH_BATCH // 2  # rows shown above a group jumped to, so it is not glued to the top
# Ahead of a selection made for the editor (review mode going down the tree) rows are made
# a few at a time: a batch of FETCH_BATCH took 7-10 ms, with its marks and badges. QTreeView
# lays out every row it holds at each insertion (~0.5 ms a hundred rows); past WINDOW_AT_MOST
# rows, those more than ABOVE rows above the selection are let go.
AHEAD_BATCH = 25
WINDOW_AT_MOST = 5 * FETCH_BATCH
_COLUMNS = len(GROUP_COLUMNS)
_TITLE = COLUMN["title"]
_Index = QModelIndex | QPersistentModelIndex


class GroupTreeModel(GroupRowItems, QStandardItemModel):
    """Groups of a :class:`GroupTable` in the order of an :class:`Arrangement`.

    Sorting is only requested here (``sort_requested``: column, descending); the session
    owns the query, arranges the groups in a worker and the window hands the result to
    :meth:`set_arrangement`. The items of its rows are made by
    :class:`~.group_tree_items.GroupRowItems`.
    """

    sort_requested = Signal(int, bool)

    def __init__(self, parent=None) -> None:
        super().__init__(0, _COLUMNS, parent)
        self.invisibleRootItem().setFlags(Qt.ItemFlag.NoItemFlags)  # nothing is dropped on the tree
        self._table: GroupTable | None = None
        self._arrangement = Arrangement([], 0)
        self._rows: list[int] = []
        self._start = self._stop = 0  # the window of positions the view has been told about
        self._inserting = False
        self._fetch_held = False  # see fetch_held
        self._monospace: QFont | None = None
        self._locale: QLocale | None = None  # set when its digits are not Latin
        self._cells = self._prototypes()
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
        self._table, self._arrangement, self._rows = table, arrangement, arrangement.rows
        locale = QLocale()  # the interface's language: install_translator sets it
        self._locale = None if locale.zeroDigit() == "0" else locale
        position = arrangement.position_of(around) if around is not None else None
        self._jump(position or 0)

    def refresh_column(self, column: int) -> None:
        """Read a column of every row made again (the near-identical badges arrived, marks changed)."""
        self.refresh_rows(column, 0, self._stop - self._start)

    def refresh_rows(self, column: int, first: int, stop: int) -> None:
        """Read ``column`` of the made top-level rows ``[first, stop)`` again, their members' too."""
        first, stop = max(first, 0), min(stop, self._stop - self._start)
        if self._table is None or first >= stop:
            return
        root = self.invisibleRootItem()
        with self._quietly():
            for row in range(first, stop):
                group = self._rows[self._start + row]
                self._fill_cell(root.child(row, column), column, group, None)
                cell = root.child(row, 0)
                for position in range(cell.rowCount()):
                    self._fill_cell(cell.child(position, column), column, group, position)
        self._tell(self.index(first, column), self.index(stop - 1, column))

    def refresh_marks(self, group: int) -> None:
        """Read ``group``'s review marks again, its members' with it (kept, dropped), if its row is made.

        Only that row repaints: a column's refresh makes the view repaint every row on screen.
        """
        position = self._arrangement.position_of(group) if self._table is not None else None
        if position is None or not self._start <= position < self._stop:
            return  # not made: its marks are read when it is
        row = position - self._start
        cell = self.invisibleRootItem().child(row, 0)
        with self._quietly():
            self._fill_cell(cell, 0, group, None, texts=False)
            for member in range(cell.rowCount()):
                self._fill_cell(cell.child(member, 0), 0, group, member, texts=False)
        parent = self.index(row, 0)
        self._tell(parent, parent)
        if cell.rowCount():
            self._tell(self.index(0, 0, parent), self.index(cell.rowCount() - 1, 0, parent))

    def set_monospace_font(self, font: QFont) -> None:
        self._monospace = font
        self._cells = self._prototypes()
        if self._stop > self._start:
            self._jump(self._start + ABOVE if self._start else 0)  # rare (start-up): make the rows again

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
            self._jump(position)
        return position - self._start

    def group_index(self, group: int, record: int | None = None) -> QModelIndex:
        """The index of ``group``'s row, or of its member ``record``; invalid if filtered out.

        Asked for a member, the group's member rows are made if they were not yet; asked for
        the group alone, they are not (a selection would repaint the whole tree, see above)."""
        row = self.row_of_group(group)
        if row is None:
            return QModelIndex()
        parent = self.index(row, 0)
        if record is None:
            return parent
        self._make_members(parent)
        members = self._table.groups[group].members
        return self.index(members.index(record), 0, parent) if record in members else parent

    def make_room_after(self, group: int) -> bool:
        """Rows after ``group`` for the view to show, AHEAD_BATCH more at the end; past
        WINDOW_AT_MOST rows, the rows well above ``group`` are let go first. True when rows
        were added."""
        position = self._arrangement.position_of(group) if self._table is not None else None
        if position is None or self._stop >= len(self._rows) or self._inserting:
            return False
        if self._stop - self._start >= WINDOW_AT_MOST:
            self._trim_before(position - ABOVE)
        self._fetch_to(self._stop + AHEAD_BATCH)
        return True

    def _trim_before(self, position: int) -> None:
        """Let go of the rows above ``position`` (the view lays out what is left; no row is made,
        as a jump would make FETCH_BATCH of them: 10-15 ms)."""
        count = position - self._start
        if count <= 0:
            return
        self._inserting = True  # a view may ask for more while told about these: not now
        try:
            self.removeRows(0, count)
            self._start += count
        finally:
            self._inserting = False

    @contextmanager
    def fetch_held(self) -> Iterator[None]:
        """No rows fetched at the end meanwhile: a view asks for more every time it lays its rows
        out (after a jump, as the current row is set), and the caller fetches them in a later turn."""
        self._fetch_held = True
        try:
            yield
        finally:
            self._fetch_held = False

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
            self._start -= count
            self._insert(0, self._start, self._start + count)
        finally:
            self._inserting = False
        return count

    def group_count(self) -> int:
        """Top-level rows of the arrangement, in the window or not."""
        return len(self._rows)

    # Qt overrides (none is asked per painted cell) -----------------------------

    def hasChildren(self, parent: _Index = _ROOT) -> bool:
        # Every group has members, made when the view expands it (fetchMore).
        if not parent.isValid():
            return self._stop > self._start
        return parent.column() == 0 and not parent.parent().isValid()

    def canFetchMore(self, parent: _Index) -> bool:
        if not parent.isValid():
            return self._stop < len(self._rows) and not self._inserting and not self._fetch_held
        return self._unmade_members(parent)

    def fetchMore(self, parent: _Index) -> None:
        if not parent.isValid():
            self._fetch_to(self._stop + FETCH_BATCH)
        else:
            self._make_members(parent)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < _COLUMNS:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return headers()[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            return header_tips()[section]
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sort_requested.emit(column, order == Qt.SortOrder.DescendingOrder)

    # The window --------------------------------------------------------------

    def _jump(self, position: int) -> None:
        """A reset: the window placed around ``position``, its rows made anew."""
        self._inserting = True  # views fetch in their reset handlers: no rows until all heard of the reset
        self.beginResetModel()
        try:
            with self._quietly():
                self.removeRows(0, self.rowCount())
                if self._table is None:
                    self._rows = []
                self._start = max(0, min(position - ABOVE, len(self._rows) - FETCH_BATCH))
                self._stop = min(len(self._rows), max(self._start + FETCH_BATCH, position + 1))
                root = self.invisibleRootItem()
                for position_ in range(self._start, self._stop):
                    root.appendRow(self._group_row(self._rows[position_]))
        finally:
            self.endResetModel()
            self._inserting = False

    def _fetch_to(self, stop: int) -> None:
        stop = min(stop, len(self._rows))
        if stop <= self._stop or self._inserting:
            return
        self._inserting = True  # see fetch_before
        try:
            first, self._stop = self._stop, stop
            self._insert(first - self._start, first, stop)
        finally:
            self._inserting = False

    def _insert(self, row: int, start: int, stop: int) -> None:
        """Rows for positions ``[start, stop)`` at ``row``: one insertion, then their items."""
        self.insertRows(row, stop - start)
        root = self.invisibleRootItem()
        with self._quietly():
            for offset, position in enumerate(range(start, stop)):
                for column, item in enumerate(self._group_row(self._rows[position])):
                    root.setChild(row + offset, column, item)
        self._tell(self.index(row, 0), self.index(row + stop - start - 1, _COLUMNS - 1))

    def _unmade_members(self, parent: _Index) -> bool:
        return (self._table is not None and not self._inserting and parent.column() == 0
                and not parent.parent().isValid() and self.rowCount(parent) == 0)

    def _make_members(self, parent: _Index) -> None:
        if not self._unmade_members(parent):
            return
        group = self._rows[self._start + parent.row()]
        count = self._table.member_count(group)
        item = self.itemFromIndex(parent)
        self._inserting = True  # whoever hears of the rows may ask for them again: they are coming
        try:
            with self._quietly():
                item.setColumnCount(_COLUMNS)  # no rows under it yet: nobody to tell
            item.insertRows(0, count)  # one insertion the views hear, then the items quietly
            with self._quietly():
                for position in range(count):
                    for column, cell in enumerate(self._member_row(group, position)):
                        item.setChild(position, column, cell)
                title = self.itemFromIndex(parent.siblingAtColumn(_TITLE))
                changed = mark_group_title(title, item)
        finally:
            self._inserting = False
        self._tell(self.index(0, 0, parent), self.index(count - 1, _COLUMNS - 1, parent))
        if changed:
            self._tell(parent.siblingAtColumn(_TITLE), parent.siblingAtColumn(_TITLE))

    # Telling the views (a row's items are made in group_tree_items.py) ---------

    def _quietly(self):
        return Quiet(self)

    def _tell(self, top_left: QModelIndex, bottom_right: QModelIndex) -> None:
        """The views hear of items changed quietly."""
        self.dataChanged.emit(top_left, bottom_right)
