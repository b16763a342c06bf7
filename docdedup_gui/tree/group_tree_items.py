"""The Qt items of the group tree's rows, for :class:`~.group_tree_model.GroupTreeModel`: one
prototype cell per column (flags, alignment, font), a group's row and a member's row made from
them, and what each cell holds beyond its text (the roles below, tooltips, review marks,
right to left, a record that cannot be read).

A mix-in: the model holds the table (``_table``), the interface's digits (``_locale``), the
monospace font (``_monospace``), the prototypes (``_cells``) and review mode's ``marks``.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem

from core.display.canonical import is_right_to_left
from core.display.group_table import COLUMN, GROUP_COLUMNS
from core.records import unread_problem
from docdedup_gui.tree.group_tree_cells import cell_texts, group_tooltip, mark_group_title, mark_unread
from docdedup_gui.widgets.plain_tooltip import plain_tooltip

__all__ = ["GROUP_ROLE", "RECORD_ROLE", "RIGHT_TO_LEFT_ROLE", "GroupRowItems"]

GROUP_ROLE = Qt.ItemDataRole.UserRole + 1  # the group index behind any row
RECORD_ROLE = Qt.ItemDataRole.UserRole + 2  # the record index of a member row (None on groups)
RIGHT_TO_LEFT_ROLE = Qt.ItemDataRole.UserRole + 3  # does the row's title read right to left?

_COLUMNS = len(GROUP_COLUMNS)
_MEMBERS, _BYTES, _NEAR = COLUMN["members"], COLUMN["bytes"], COLUMN["near"]
_NUMERIC = (_MEMBERS, _BYTES)
_DIGEST = COLUMN["digest"]
_CHARS = COLUMN["chars"]
_TITLE = COLUMN["title"]
_REPRESENTATIVE = COLUMN["representative"]
# Roles as plain ints, looked up once.
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_MARK = int(Qt.ItemDataRole.DecorationRole)
_GROUP, _RECORD, _RTL = int(GROUP_ROLE), int(RECORD_ROLE), int(RIGHT_TO_LEFT_ROLE)
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable  # not editable, not dragged


class GroupRowItems:
    """The items of the model's rows (a mix-in of :class:`~.group_tree_model.GroupTreeModel`)."""

    def _prototypes(self) -> list[QStandardItem]:
        """One empty cell per column with what every row has there (flags, alignment, font)."""
        cells = []
        for column in range(_COLUMNS):
            cell = QStandardItem()
            cell.setFlags(_FLAGS)
            if column in _NUMERIC:
                cell.setData(_RIGHT, Qt.ItemDataRole.TextAlignmentRole)
            if column == _DIGEST and self._monospace is not None:
                cell.setFont(self._monospace)
            cells.append(cell)
        return cells

    def _group_row(self, group: int) -> list[QStandardItem]:
        # What _fill_cell does for each column, with fewer calls: a fetch makes FETCH_BATCH of these.
        table = self._table
        items = self._row(cell_texts(self._table, group, None, self._locale), group)
        excerpt = plain_tooltip(table.excerpt(group))  # a body may start "<html>": shown as written
        items[_REPRESENTATIVE].setData(excerpt, _TOOLTIP)
        items[_TITLE].setData(excerpt, _TOOLTIP)
        items[_DIGEST].setData(table.groups[group].candidate_digest, _TOOLTIP)
        if table.near.count(group):
            items[_NEAR].setData(plain_tooltip(group_tooltip(self._table, group, _NEAR)), _TOOLTIP)
        if table.characters.get(group):
            items[_CHARS].setData(plain_tooltip(group_tooltip(self._table, group, _CHARS)), _TOOLTIP)
        record = table.first_record(group)
        items[_TITLE].setData(is_right_to_left(record.language, record.title), _RTL)
        mark_unread(items[_TITLE], unread_problem(record))
        if self.marks is not None and (mark := self.marks(group, None)) is not None:
            items[0].setData(mark, _MARK)
        return items

    def _member_row(self, group: int, position: int) -> list[QStandardItem]:
        items = self._row(cell_texts(self._table, group, position, self._locale), group)
        record = self._table.record_index(group, position)
        for item in items:
            item.setData(record, _RECORD)
        self._fill_cell(items[_TITLE], _TITLE, group, position, texts=False)
        self._fill_cell(items[0], 0, group, position, texts=False)
        return items

    def _row(self, texts: tuple[str, ...], group: int) -> list[QStandardItem]:
        items = [cell.clone() for cell in self._cells]
        for item, text in zip(items, texts, strict=True):
            item.setText(text)
            item.setData(group, _GROUP)
        return items

    def _fill_cell(self, item: QStandardItem, column: int, group: int, position: int | None, *,
                   texts: bool = True) -> None:
        """What ``column`` shows beyond its text (and the text too, with ``texts``)."""
        if texts:
            item.setText(cell_texts(self._table, group, position, self._locale)[column])
        if column == 0 and (self.marks is not None or item.data(_MARK) is not None):
            item.setData(self.marks(group, position) if self.marks is not None else None, _MARK)
        if column == _TITLE:
            record = self._table.records[self._table.record_index(group, position or 0)]
            item.setData(is_right_to_left(record.language, record.title), _RTL)
            if mark_unread(item, unread_problem(record)) or position is not None:
                return  # the sentence is its tooltip; a member's title has none
            first = self.invisibleRootItem().child(item.row(), 0) if item.parent() is None else None
            if first is not None and mark_group_title(item, first):
                return
        if position is None and column in (_REPRESENTATIVE, _TITLE, _DIGEST, _NEAR, _CHARS):
            item.setData(plain_tooltip(group_tooltip(self._table, group, column)), _TOOLTIP)
