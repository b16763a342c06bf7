"""SessionView fills whatever answers the panes' calls: here, recorders instead of the window's
widgets (only the group tree is real), driven by a session as a person's actions drive it."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTabWidget, QWidget

from core.session import InspectorSession
from docdedup_gui import panes as pane_layout
from docdedup_gui.session_panes import Panes, Tabs
from docdedup_gui.session_view import SessionView
from docdedup_gui.tree.group_tree_model import GroupTreeModel
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, write_json

TIMEOUT = 20_000  # ms, never a sleep

pytestmark = pytest.mark.usefixtures("private_settings")  # recent files: a temporary file


class Recorder:
    """Answers any call and keeps it as ``(name, *arguments)``."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    def __getattr__(self, name: str):
        return lambda *args, **kwargs: self.calls.append((name, *args, *kwargs.values()))

    def names(self) -> list[str]:
        return [call[0] for call in self.calls]


class Signals(QObject):
    loaded = Signal()
    load_failed = Signal(str)
    groups_arranged = Signal()
    selection_shown = Signal()
    analysis_finished = Signal()
    census_finished = Signal()
    exported = Signal(str)


class NoJobs:
    def busy_labels(self) -> list[str]:
        return []


@pytest.fixture
def shown(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    model = GroupTreeModel(owner)
    right, bottom, neighbours_page, problems_page = QTabWidget(owner), QTabWidget(owner), QWidget(), QWidget()
    right.addTab(QWidget(), "detail")
    bottom.addTab(neighbours_page, "neighbours")
    right.addTab(QWidget(), "compare")
    bottom.addTab(problems_page, "problems")
    titles: list[str] = []
    recorders = {name: Recorder() for name in ("detail", "compare", "neighbours", "problems", "characters",
                                               "status", "messages")}
    panes = Panes(owner=owner, tree=pane_layout.make_group_tree(model, owner), model=model,
                  tabs=Tabs(right, bottom, problems_page, neighbours_page),
                  actions={name: QAction(name, owner) for name in ("export", "reload", "compare")},
                  signals=Signals(), jobs=NoJobs(), set_title=titles.append, **recorders)
    view = SessionView(panes)
    view.session = InspectorSession(listener=view)  # jobs run at once, as in the core's tests
    return view, recorders, titles, right, bottom


def test_an_opened_file_reaches_every_pane_through_its_calls(qtbot, tmp_path, shown):
    view, panes, titles, right, bottom = shown
    path = write_json(tmp_path / "abc.json", [RECORD_A, RECORD_B, RECORD_C, dict(RECORD_A, doc_id=5)])
    signals = view.panes.signals
    with qtbot.waitSignals([signals.loaded, signals.selection_shown], timeout=TIMEOUT):
        view.session.open(path)  # the first group is selected and shown a turn later
    assert panes["problems"].calls[0][0] == "set_problems" and len(panes["problems"].calls[0][1]) == 1
    assert bottom.currentIndex() == 1  # a problem brings the Problems tab to the front
    assert {"clear", "show_group"} <= set(panes["detail"].names())  # cleared, then the first group
    assert panes["status"].calls[-1][0] == "show_counts"
    assert titles[-1].startswith("abc.json")
    assert view.panes.actions["export"].isEnabled() and view.panes.actions["reload"].isEnabled()
    view.session.compare(0, 2)
    assert "show_pair" in panes["compare"].names() and right.currentIndex() == 1
    tree, inspection = view.panes.tree, view.session.inspection
    tree.clearSelection()
    for record in (2, 0):
        index = view.panes.model.group_index(inspection.group_of_record[record])
        tree.selectionModel().select(index, tree.selectionModel().SelectionFlag.Select
                                     | tree.selectionModel().SelectionFlag.Rows)
    assert sorted(view.selected_records()) == [0, 2]  # each group row stands for its first member
    view.update_actions()  # the window calls it when the tree's selection changes
    assert view.panes.actions["compare"].isEnabled()


def test_a_failure_and_an_export_are_said_in_the_message_line(qtbot, tmp_path, shown):
    view, panes, _titles, _right, _bottom = shown
    with qtbot.waitSignal(view.panes.signals.load_failed, timeout=TIMEOUT):
        view.session.open(tmp_path / "missing.json")
    (name, text, error), = panes["messages"].calls
    assert name == "show_message" and error and "missing.json" in text
    view.failed("compare", "no room")
    assert panes["compare"].calls[-1] == ("show_failure", "no room")
    with qtbot.waitSignal(view.panes.signals.exported, timeout=TIMEOUT):
        view.exported(str(tmp_path / "groups.json"))
    assert panes["messages"].calls[-1][2] is False


def test_a_json_array_cut_short_says_where(qtbot, tmp_path, shown):
    view, panes, _titles, _right, _bottom = shown
    path = tmp_path / "cut.json"
    path.write_text("[\n" + json.dumps(RECORD_A) + ',\n{"doc_id": "B" oops\n]\n', encoding="utf-8")
    with qtbot.waitSignal(view.panes.signals.loaded, timeout=TIMEOUT):
        view.session.open(path)
    said = [call for call in panes["messages"].calls if call[0] == "show_message"]
    assert len(said) == 1 and "line 3" in said[0][1] and said[0][2] is True


def test_a_selection_out_of_view_comes_to_the_middle_and_one_in_view_moves_nothing(qtbot, tmp_path, shown):
    view, _panes, _titles, _right, _bottom = shown
    records = [dict(RECORD_A, doc_id=f"doc-{number:03}", body=f"Body {number}.") for number in range(300)]
    path = write_json(tmp_path / "many.json", records)
    signals = view.panes.signals
    tree = view.panes.tree
    tree.resize(400, 300)
    tree.show()
    with qtbot.waitSignals([signals.loaded, signals.selection_shown], timeout=TIMEOUT):
        view.session.open(path)
    rows = view.session.arrangement.rows
    position = view.panes.model.rowCount() // 2  # far below the view, with rows made after it
    assert position > 40
    far = rows[position]
    view.session.select(far)  # as review mode moves to its next subject
    index = view.panes.model.group_index(far)
    middle = tree.viewport().height() / 2
    assert abs(tree.visualRect(index).center().y() - middle) <= tree.visualRect(index).height()
    scrolled = tree.verticalScrollBar().value()
    view.session.select(rows[position + 1])  # the next one, in view
    assert tree.verticalScrollBar().value() == scrolled  # the tree stayed put: nothing scrolled, repainted
