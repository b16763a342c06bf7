"""The group tree's model, checked by Qt's own QAbstractItemModelTester."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester
from PySide6.QtWidgets import QTreeView

from core.group_table import COLUMN, GroupTable, TableQuery
from core.grouping import form_groups
from core.records import Record
from docdedup_gui.group_tree_model import FETCH_BATCH, GROUP_ROLE, RECORD_ROLE, GroupTreeModel

TITLE = "راهنمای حسگر"


def _table(count: int = 3) -> GroupTable:
    records = [
        Record("A", "Ref1", "fa", TITLE, "ولتاژ برحسب V است."),
        Record("B", "Ref2", "fa", TITLE, "ولتاژ برحسب V است."),
        Record("C", "Ref3", "fa", TITLE, "ولتاژ برحسب mV است."),
    ]
    records += [Record(f"X{n:05}", f"gen-{n}", "en", "title", f"body {n % (count or 1)}")
                for n in range(count)]
    return GroupTable(records, form_groups(records))


@pytest.fixture
def model(qapp):
    model = GroupTreeModel()
    table = _table()
    model.set_table(table, table.arrange(TableQuery()))
    return model


def _texts(model: GroupTreeModel, parent: QModelIndex | None = None) -> list[str]:
    parent = parent or QModelIndex()
    return [model.index(row, 0, parent).data() for row in range(model.rowCount(parent))]


@pytest.mark.qt_log_level_fail("WARNING")
def test_qt_model_tester_accepts_the_model_through_resets(model, qtmodeltester):
    tester = QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Warning)
    qtmodeltester.check(model, force_py=True)  # the Python port asserts rather than warns
    table = model.table
    model.set_rows(table.arrange(TableQuery(duplicates_only=True)))
    model.set_rows(table.arrange(TableQuery(sort_column=2, descending=True)))
    model.set_table(None, [])
    assert tester.model() is model


def test_top_level_rows_are_groups_and_children_their_members(model):
    assert _texts(model) == ["A", "C", "X00000", "X00001", "X00002"]
    first = model.index(0, 0)
    assert _texts(model, first) == ["A", "B"]
    assert model.index(1, 1, first).data() == "Ref2"
    assert model.index(0, 2).data() == "2"
    assert model.index(0, COLUMN["digest"]).data().startswith("ccc7ab902927")


def test_parent_of_a_member_is_its_group_row(model):
    member = model.index(1, 0, model.index(0, 0))
    assert model.parent(member) == model.index(0, 0)
    assert not model.parent(model.index(0, 0)).isValid()


def test_roles_name_the_group_and_the_record(model):
    group_row, member = model.index(0, 0), model.index(1, 0, model.index(0, 0))
    assert group_row.data(GROUP_ROLE) == member.data(GROUP_ROLE) == 0
    assert group_row.data(RECORD_ROLE) is None
    assert model.table.records[member.data(RECORD_ROLE)].doc_id == "B"
    digest_tip = model.index(0, COLUMN["digest"]).data(Qt.ItemDataRole.ToolTipRole)
    assert digest_tip == model.table.groups[0].candidate_digest


def test_sorting_asks_for_an_arrangement(model, qtbot):
    with qtbot.waitSignal(model.arrangement_requested):
        model.sort(2, Qt.SortOrder.DescendingOrder)
    assert (model.query.sort_column, model.query.descending) == (2, True)


def test_a_view_over_many_groups_stays_cheap(qtbot):
    """200,000 groups: the view asks only for the rows it shows."""
    table = _table(200_000)
    model = GroupTreeModel()
    model.set_table(table, table.arrange(TableQuery()))
    view = QTreeView()
    view.setUniformRowHeights(True)
    qtbot.addWidget(view)
    view.setModel(model)
    view.show()
    view.scrollToBottom()
    assert model.group_count() == 200_002
    # Scrolling down fetched a few batches; the view never laid out 200,002 rows.
    assert FETCH_BATCH <= model.rowCount() <= 5 * FETCH_BATCH
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    assert model.rowCount() == 200_002


def test_selecting_a_group_beyond_the_fetched_rows_fetches_it(qapp):
    table = _table(5000)
    model = GroupTreeModel()
    model.set_table(table, table.arrange(TableQuery()))
    last = model.visible_groups()[-1]
    assert model.group_row(last) == model.group_count() - 1
    assert model.rowCount() == model.group_count()
    assert model.index(model.group_count() - 1, 0).data() == table.groups[last].representative
