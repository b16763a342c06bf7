"""The group tree's model: groups and members, a window over a million rows, Qt's model tester."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QTreeView

from core.display.group_table import COLUMN, GroupTable, TableQuery
from core.grouping import form_groups
from core.records import Record
from docdedup_gui.tree.group_tree_model import (
    FETCH_BATCH,
    GROUP_ROLE,
    RECORD_ROLE,
    RIGHT_TO_LEFT_ROLE,
    GroupTreeModel,
)
from tests.helpers import RECORD_A, RECORD_B, RECORD_C

TITLE, BODY = RECORD_A["title"], RECORD_A["body"]


def _table(count: int = 3) -> GroupTable:
    records = [
        Record(**RECORD_A), Record(**RECORD_B), Record(**RECORD_C),
    ]
    records += [Record(f"X{n:05}", f"gen-{n}", "en", "title", f"body {n % (count or 1)}")
                for n in range(count)]
    return GroupTable(records, form_groups(records))


@pytest.fixture
def model(qapp):
    model = GroupTreeModel()
    table = _table()
    model.set_arrangement(table, table.arrange(TableQuery()))
    return model


def _texts(model: GroupTreeModel, parent: QModelIndex | None = None) -> list[str]:
    parent = parent or QModelIndex()
    return [model.index(row, 0, parent).data() for row in range(model.rowCount(parent))]


def _expanded(model: GroupTreeModel, row: int) -> QModelIndex:
    """Group row ``row`` with its member rows made, as a view expanding it has them made."""
    parent = model.index(row, 0)
    if model.canFetchMore(parent):
        model.fetchMore(parent)
    return parent


@pytest.mark.qt_log_level_fail("WARNING")
def test_qt_model_tester_accepts_the_model_through_resets(model, qtmodeltester):
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Warning)
    qtmodeltester.check(model, force_py=True)  # the Python port asserts rather than warns
    table = model.table
    model.set_arrangement(table, table.arrange(TableQuery(duplicates_only=True)))
    model.set_arrangement(table, table.arrange(TableQuery(sort_column=2, descending=True)))
    model.set_arrangement(None, table.arrange(TableQuery(text="nothing")))
    assert tester.model() is model


@pytest.mark.qt_log_level_fail("WARNING")
def test_qt_model_tester_through_fetching_filtering_sorting_and_jumps(qtbot):
    """More rows than a fetch batch, rows added at both ends, a jump and new arrangements, in a view."""
    table = _table(4 * FETCH_BATCH)
    model = GroupTreeModel()
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Warning)
    view = QTreeView()
    qtbot.addWidget(view)
    view.setModel(model)
    view.show()
    model.set_arrangement(table, table.arrange(TableQuery()))
    view.expand(model.index(0, 0))
    model.fetchMore(QModelIndex())
    last = table.arrange(TableQuery()).rows[-1]
    model.row_of_group(last)  # a jump: nothing before it is laid out
    assert model.rows_before() > 0
    view.expand(model.index(0, 0))
    model.fetch_before(10)
    model.fetch_before()
    for query in (TableQuery(text="body 1"), TableQuery(sort_column=COLUMN["members"], descending=True),
                  TableQuery(sort_column=COLUMN["title"])):
        model.set_arrangement(table, table.arrange(query), around=last)
    assert model.rowCount() <= 2 * FETCH_BATCH


def test_top_level_rows_are_groups_and_children_their_members(model):
    assert _texts(model) == ["A", "C", "X00000", "X00001", "X00002"]
    first = model.index(0, 0)
    assert model.hasChildren(first) and model.rowCount(first) == 0  # made when expanded
    first = _expanded(model, 0)
    assert _texts(model, first) == ["A", "B"]
    assert model.index(1, COLUMN["source_ref"], first).data() == "Ref2"
    assert model.index(0, COLUMN["members"]).data() == "2"
    assert model.index(0, COLUMN["title"]).data() == TITLE
    assert model.index(0, COLUMN["digest"]).data().startswith("ccc7ab902927")


def test_parent_of_a_member_is_its_group_row(model):
    member = model.index(1, 0, _expanded(model, 0))
    assert model.parent(member) == model.index(0, 0)
    assert not model.parent(model.index(0, 0)).isValid()


def test_roles_name_the_group_and_the_record(model):
    group_row, member = model.index(0, 0), model.index(1, 0, _expanded(model, 0))
    assert group_row.data(GROUP_ROLE) == member.data(GROUP_ROLE) == 0
    assert group_row.data(RECORD_ROLE) is None
    assert model.table.records[member.data(RECORD_ROLE)].doc_id == "B"
    digest_tip = model.index(0, COLUMN["digest"]).data(Qt.ItemDataRole.ToolTipRole)
    assert digest_tip == model.table.groups[0].candidate_digest
    assert model.index(0, COLUMN["title"]).data(Qt.ItemDataRole.ToolTipRole) == BODY  # the body's start
    assert model.index(0, COLUMN["title"]).data(RIGHT_TO_LEFT_ROLE) is True
    assert model.index(2, COLUMN["title"]).data(RIGHT_TO_LEFT_ROLE) is False


def test_a_delegate_reads_each_cell_as_data_answers_it(model):
    """The items hold what a delegate asks (text, alignment, font); rows are selectable, not editable."""
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem

    mono = QFont("Monospace")
    model.set_monospace_font(mono)
    delegate = QStyledItemDelegate()
    for row, parent in ((0, QModelIndex()), (1, _expanded(model, 0))):
        for column in range(model.columnCount()):
            index = model.index(row, column, parent)
            option = QStyleOptionViewItem()
            delegate.initStyleOption(option, index)
            assert option.text == (index.data() or "")
            if column == COLUMN["members"]:
                assert option.displayAlignment & Qt.AlignmentFlag.AlignRight
            if column == COLUMN["digest"]:
                assert option.font.family() == mono.family()
            assert model.flags(index) == Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
    assert model.flags(QModelIndex()) == Qt.ItemFlag.NoItemFlags


def test_sorting_asks_for_an_arrangement(model, qtbot):
    with qtbot.waitSignal(model.sort_requested) as asked:
        model.sort(2, Qt.SortOrder.DescendingOrder)
    assert asked.args == [2, True]


def test_a_view_over_many_groups_stays_cheap(qtbot):
    """200,000 groups: the view asks only for the rows it shows."""
    table = _table(200_000)
    arrangement = table.arrange(TableQuery())
    model = GroupTreeModel()
    model.set_arrangement(table, arrangement)
    view = QTreeView()
    view.setUniformRowHeights(True)
    qtbot.addWidget(view)
    view.setModel(model)
    view.show()
    view.scrollToBottom()
    assert model.group_count() == 200_002
    # Scrolling down fetched a few batches; the view never laid out 200,002 rows.
    assert FETCH_BATCH <= model.rowCount() <= 5 * FETCH_BATCH
    model.row_of_group(arrangement.rows[-3 * FETCH_BATCH])  # a jump near the end, then fetch to it
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    assert model.rows_before() + model.rowCount() == 200_002
    assert model.index(model.rowCount() - 1, 0).data() == table.groups[arrangement.rows[-1]].representative


def test_a_group_far_down_is_shown_without_the_rows_before_it(qapp):
    table = _table(5000)
    arrangement = table.arrange(TableQuery())
    model = GroupTreeModel()
    model.set_arrangement(table, arrangement)
    last = arrangement.rows[-1]
    row = model.row_of_group(last)
    assert model.rowCount() <= FETCH_BATCH  # a window at the end, not 5,002 rows
    assert model.index(row, 0).data() == table.groups[last].representative
    assert model.rows_before() + row == model.group_count() - 1
    member = model.group_index(last, table.groups[last].members[0])
    assert member.parent() == model.index(row, 0)


def test_rows_added_above_keep_member_indices_pointing_at_their_group(qapp):
    table = _table(5000)
    arrangement = table.arrange(TableQuery())
    model = GroupTreeModel()
    model.set_arrangement(table, arrangement, around=arrangement.rows[3000])
    row = model.row_of_group(arrangement.rows[3000])
    member = QPersistentModelIndex(model.index(0, 0, _expanded(model, row)))
    added = model.fetch_before(100)
    assert added == 100
    assert member.parent().row() == row + 100
    assert member.parent().data() == table.groups[arrangement.rows[3000]].representative


def test_a_new_arrangement_opens_its_window_at_the_group_kept(qapp):
    table = _table(5000)
    model = GroupTreeModel()
    by_members = table.arrange(TableQuery(sort_column=COLUMN["members"], descending=True))
    kept = by_members.rows[-1]
    model.set_arrangement(table, by_members, around=kept)
    assert model.rows_before() > 0 and model.rowCount() <= FETCH_BATCH
    assert model.group_index(kept).data() == table.groups[kept].representative
    assert not model.group_index(kept).parent().isValid()


def test_a_group_row_asked_for_leaves_its_members_unmade_until_a_member_is(model):
    # Members made under a collapsed row tell the tree its row gained children, and QTreeView
    # repaints its whole viewport for that: a decision's selection must not cost a full repaint.
    group = model.table.arrange(TableQuery()).rows[0]
    parent = model.group_index(group)
    assert model.rowCount(parent) == 0 and model.hasChildren(parent)
    member = model.group_index(group, model.table.groups[group].members[-1])
    assert member.parent() == parent and model.rowCount(parent) == len(model.table.groups[group].members)


def test_room_after_a_selection_comes_a_few_rows_at_a_time_then_by_placing_the_window_again(qapp):
    from docdedup_gui.tree.group_tree_model import AHEAD_BATCH, WINDOW_AT_MOST

    model = GroupTreeModel()
    table = _table(5_000)
    arrangement = table.arrange(TableQuery())
    model.set_arrangement(table, arrangement)
    made = model.rowCount()
    last = arrangement.rows[made - 1]
    assert model.make_room_after(last)
    assert model.rowCount() == made + AHEAD_BATCH  # a few rows, not a whole batch: a frame's work
    while model.rowCount() < WINDOW_AT_MOST:
        assert model.make_room_after(arrangement.rows[model.rows_before() + model.rowCount() - 1])
    far = arrangement.rows[model.rows_before() + model.rowCount() - 1]
    assert model.make_room_after(far)
    # The window at its largest: the rows well above the selection go, a few more come after it.
    row = model.row_of_group(far)
    assert row == FETCH_BATCH // 2 and model.rowCount() == row + 1 + AHEAD_BATCH
    assert model.index(row, 0).data(GROUP_ROLE) == far
    assert model.index(0, 0).data(GROUP_ROLE) == arrangement.rows[model.rows_before()]
