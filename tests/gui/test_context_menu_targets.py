"""The right-click menus act on whatever answers :class:`MenuTargets`: here a loaded session
whose commands are recorded, lists over plain item models, and recorders for the tabs,
the problems and the window's commands."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtGui import QGuiApplication, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTreeView, QWidget

from core.errors import Problem
from core.session import InspectorSession
from docdedup_gui.compare.differences_model import ROW_ROLE
from docdedup_gui.context_menus import (
    MenuTargets,
    differences_menu,
    install_context_menus,
    neighbours_menu,
    problems_menu,
    tree_menu,
)
from docdedup_gui.tree.group_tree_model import GROUP_ROLE, RECORD_ROLE
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, write_json

pytestmark = pytest.mark.usefixtures("private_settings")  # recent files: a temporary file


class Recorder:
    """Answers any call and keeps it as ``(name, *arguments)``."""

    def __init__(self, **answers) -> None:
        self.calls: list[tuple] = []
        self._answers = answers

    def __getattr__(self, name: str):
        def call(*args, **kwargs):
            self.calls.append((name, *args, *kwargs.values()))
            return self._answers.get(name)
        return call


class RecordedSession:
    """A loaded session's inspection and table; what the menus ask it to do is only recorded."""

    def __init__(self, loaded: InspectorSession) -> None:
        self.inspection, self.table = loaded.inspection, loaded.table
        self.calls: list[tuple] = []

    def compare(self, a: int, b: int) -> None:
        self.calls.append(("compare", a, b))

    def compare_groups(self, a: int, b: int) -> None:
        self.calls.append(("compare_groups", a, b))

    def find_similar(self, group: int) -> None:
        self.calls.append(("find_similar", group))


def list_view(owner: QWidget, *rows: dict) -> QTreeView:
    """A list whose rows hold ``rows`` (role -> value)."""
    model = QStandardItemModel(owner)
    for roles in rows:
        item = QStandardItem("row")
        for role, value in roles.items():
            item.setData(value, role)
        model.appendRow(item)
    view = QTreeView(owner)
    view.setModel(model)
    return view


def action(menu, name: str):
    [found] = [act for act in menu.actions() if act.objectName() == name]
    return found


@pytest.fixture
def targets(qtbot, tmp_path):
    owner = QWidget()
    qtbot.addWidget(owner)
    loaded = InspectorSession(listener=Recorder())  # jobs run at once, as in the core's tests
    loaded.open(write_json(tmp_path / "abc.json", [RECORD_A, RECORD_B, RECORD_C]))
    session = RecordedSession(loaded)
    inspection = session.inspection
    group_c = inspection.group_index_of(RECORD_C["doc_id"])
    neighbour = SimpleNamespace(group=group_c, representative=RECORD_C["doc_id"])
    problem = Problem("duplicate_doc_id", "doc_id repeated", doc_id=RECORD_A["doc_id"], path="abc.json",
                      line=3)
    row = SimpleNamespace(phrase=None, sentence="B has one more letter", classes=("edit",),
                          a_code_points=["U+0061"], b_code_points=["U+0061", "U+0062"])
    opened: dict[str, list] = {"playground": [], "stepper": [], "selected": []}
    made = MenuTargets(
        session=session,
        tree=list_view(owner, {GROUP_ROLE: 0, RECORD_ROLE: None},
                       {GROUP_ROLE: group_c, RECORD_ROLE: inspection.index_of_doc_id[RECORD_C["doc_id"]]}),
        neighbours=SimpleNamespace(view=list_view(owner, {}), group=0,
                                   model=SimpleNamespace(neighbour=lambda _row: neighbour)),
        problems=Recorder(has_problems_of=True),
        differences=list_view(owner, {ROW_ROLE: row}),
        tabs=Recorder(),
        shown_pair=lambda: ["A-record", "B-record"],
        selected_records=lambda: [0, inspection.index_of_doc_id[RECORD_C["doc_id"]]],
        select_record=opened["selected"].append,
        open_playground=opened["playground"].append,
        open_stepper=opened["stepper"].append)
    made.problems.view = list_view(owner, {})
    made.problems.model = SimpleNamespace(problem=lambda _row: problem)
    yield made, opened
    owner.deleteLater()  # the lists' parent lives as long as the test


def test_a_group_row_stands_for_its_representative_and_acts_on_the_session(targets):
    menu_targets, opened = targets
    session, inspection = menu_targets.session, menu_targets.session.inspection
    menu = tree_menu(menu_targets, menu_targets.tree.model().index(0, 0))
    representative = inspection.representative(0)
    action(menu, "copyDocId").trigger()
    assert QGuiApplication.clipboard().text() == inspection.records[representative].doc_id
    record_c = inspection.index_of_doc_id[RECORD_C["doc_id"]]
    action(menu, "compareWithSelected").trigger()  # the other selected record, not the row's own
    action(menu, "findSimilar").trigger()
    assert session.calls == [("compare", representative, record_c), ("find_similar", 0)]
    assert menu_targets.tabs.calls == [("show_neighbours",)]
    action(menu, "stepThroughContract").trigger()
    action(menu, "openInPlayground").trigger()
    expected = [inspection.records[representative], inspection.records[record_c]]
    assert opened["stepper"] == [expected] and opened["playground"] == [expected]
    action(menu, "showProblems").trigger()
    doc_id = inspection.records[representative].doc_id
    assert menu_targets.problems.calls[-1] == ("select_problems_of", doc_id)
    assert menu_targets.tabs.calls[-1] == ("show_problems",)


def test_nothing_open_means_no_tree_menu(targets):
    menu_targets, _opened = targets
    menu_targets.session.inspection = None
    assert tree_menu(menu_targets, menu_targets.tree.model().index(0, 0)) is None


def test_a_neighbour_is_compared_with_the_listed_group_and_selected_by_its_doc_id(targets):
    menu_targets, opened = targets
    menu = neighbours_menu(menu_targets, menu_targets.neighbours.view.model().index(0, 0))
    action(menu, "compareNeighbour").trigger()
    action(menu, "selectNeighbour").trigger()
    group_c = menu_targets.session.inspection.group_index_of(RECORD_C["doc_id"])
    assert menu_targets.session.calls == [("compare_groups", 0, group_c)]
    assert opened["selected"] == [RECORD_C["doc_id"]]


def test_a_problem_is_copied_as_printed_and_selects_its_record(targets):
    menu_targets, opened = targets
    menu = problems_menu(menu_targets, menu_targets.problems.view.model().index(0, 0))
    action(menu, "copyLocation").trigger()
    assert QGuiApplication.clipboard().text() == "abc.json:3"
    action(menu, "copyProblem").trigger()
    assert QGuiApplication.clipboard().text() == "abc.json:3: duplicate_doc_id: doc_id repeated (doc_id A)"
    assert action(menu, "selectRecord").isEnabled()
    action(menu, "selectRecord").trigger()
    assert opened["selected"] == [RECORD_A["doc_id"]]


def test_a_difference_hands_the_shown_pair_to_the_playground_and_the_stepper(targets):
    menu_targets, opened = targets
    menu = differences_menu(menu_targets, menu_targets.differences.model().index(0, 0))
    action(menu, "copySideB").trigger()
    assert QGuiApplication.clipboard().text() == "U+0061\nU+0062"
    action(menu, "openPairInPlayground").trigger()
    action(menu, "stepThroughPair").trigger()
    assert opened["playground"] == [["A-record", "B-record"]] == opened["stepper"]


def test_every_list_handed_over_opens_its_menu_on_right_click(targets):
    menu_targets, _opened = targets
    install_context_menus(menu_targets)
    views = (menu_targets.tree, menu_targets.neighbours.view, menu_targets.problems.view,
             menu_targets.differences)
    assert all(view.contextMenuPolicy() == view.contextMenuPolicy().CustomContextMenu for view in views)
