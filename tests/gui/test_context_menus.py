"""Right-click menus: what each action of the tree, neighbours, problems and differences menus does."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu

from docdedup_gui.context_menus import differences_menu, neighbours_menu, problems_menu, tree_menu
from resources import resource_path

TRAPS = resource_path("examples", "unicode_traps.json")
TIMEOUT = 20_000


pytestmark = pytest.mark.usefixtures("private_settings")  # window: tests/gui/conftest.py


def open_and_wait(qtbot, window, path) -> None:
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(path)


def action(menu: QMenu, name: str):
    found = [act for act in menu.findChildren(type(menu.menuAction())) if act.objectName() == name]
    assert found, f"no action {name} in {[act.objectName() for act in menu.actions()]}"
    return found[0]


def current_index(window):
    return window.group_tree.currentIndex()


def clipboard() -> str:
    return QGuiApplication.clipboard().text()


def test_every_list_opens_its_menu_on_right_click(window):
    for view in (window.group_tree, window.neighbours_panel.view, window.problems_panel.view,
                 window.compare_view.differencesList):
        assert view.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu


def test_tree_menu_copies_doc_id_digest_and_canonical_json(qtbot, window):
    open_and_wait(qtbot, window, TRAPS)
    assert window.select_record("crlf-a")
    menu = tree_menu(window.menu_targets, current_index(window))
    action(menu, "copyDocId").trigger()
    assert clipboard() == "crlf-a"
    action(menu, "copyDigest").trigger()
    inspection = window.session.inspection
    group = inspection.group_index_of("crlf-a")
    assert clipboard() == inspection.groups[group].candidate_digest
    action(menu, "copyCanonicalJson").trigger()
    record_index = inspection.index_of_doc_id["crlf-a"]
    record = inspection.records[record_index]
    assert json.loads(clipboard()) == ["doc-content-v1", record.language, record.title, record.body]
    assert clipboard().encode("utf-8") == bytes(inspection.layout(record_index).content)


def test_tree_menu_compares_with_a_near_identical_group(qtbot, window):
    open_and_wait(qtbot, window, TRAPS)
    window.select_record("crlf-a")
    menu = tree_menu(window.menu_targets, current_index(window))
    near = action(menu, "compareWithNeighbour")
    assert "crlf-b" in near.text() and "line-ending" in near.text()
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT) as shown:
        near.trigger()
    assert shown.args[0].classes == ("line-ending",)
    assert window.right_tabs.currentWidget() is not window.detail_pane


def test_tree_menu_compares_two_selected_records(qtbot, window):
    open_and_wait(qtbot, window, TRAPS)
    window.select_record("yeh-a")
    model = window.group_tree.model()
    other = model.group_index(window.session.inspection.group_index_of("yeh-b"))
    window.group_tree.selectionModel().select(other, window.group_tree.selectionModel().SelectionFlag.Select
                                              | window.group_tree.selectionModel().SelectionFlag.Rows)
    menu = tree_menu(window.menu_targets, current_index(window))
    compare = action(menu, "compareWithSelected")
    assert compare.text().endswith("yeh-b")
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT) as shown:
        compare.trigger()
    assert "persian-yeh" in shown.args[0].classes


def test_tree_menu_finds_similar_groups_in_the_neighbours_tab(qtbot, window):
    open_and_wait(qtbot, window, TRAPS)
    window.select_record("edit-a")
    menu = tree_menu(window.menu_targets, current_index(window))
    action(menu, "findSimilar").trigger()
    assert window.bottom_tabs.currentWidget() is window.neighbours_panel
    qtbot.waitUntil(lambda: not window.runner.busy_labels(), timeout=TIMEOUT)
    relations = [window.neighbours_panel.model.neighbour(row).relation
                 for row in range(window.neighbours_panel.model.rowCount())]
    assert any(relation.startswith("similar") for relation in relations)


def test_tree_menu_opens_the_problems_of_a_record(qtbot, window, tmp_path):
    good = {"doc_id": "A", "source_ref": "R", "language": "en", "title": "t", "body": "b"}
    path = tmp_path / "repeated.json"
    path.write_text(json.dumps([good, {**good, "doc_id": "B"}, {**good, "body": "other"}]), encoding="utf-8")
    open_and_wait(qtbot, window, path)
    window.bottom_tabs.setCurrentWidget(window.neighbours_panel)
    window.select_record("A")
    menu = tree_menu(window.menu_targets, current_index(window))
    show = action(menu, "showProblems")
    assert show.isEnabled()
    show.trigger()
    assert window.bottom_tabs.currentWidget() is window.problems_panel
    problem = window.problems_panel.model.problem(window.problems_panel.view.currentIndex().row())
    assert (problem.code, problem.doc_id) == ("duplicate_doc_id", "A")
    assert window.problems_panel.raw.toPlainText()  # the file's text around it is shown
    window.select_record("B")
    assert not action(tree_menu(window.menu_targets, current_index(window)), "showProblems").isEnabled()


def test_neighbours_menu_compares_selects_and_copies(qtbot, window):
    open_and_wait(qtbot, window, TRAPS)
    window.select_record("crlf-a")
    panel = window.neighbours_panel
    index = panel.model.index(0, 0)
    menu = neighbours_menu(window.menu_targets, index)
    action(menu, "copyDocId").trigger()
    assert clipboard() == "crlf-b"
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        action(menu, "compareNeighbour").trigger()
    assert window.session.comparison.record_b == window.session.inspection.index_of_doc_id["crlf-b"]
    action(menu, "selectNeighbour").trigger()
    assert current_index(window).data() == "crlf-b"


def test_problems_menu_copies_the_problem_and_selects_its_record(qtbot, window, tmp_path):
    good = {"doc_id": "A", "source_ref": "R", "language": "en", "title": "t", "body": "b"}
    path = tmp_path / "repeated.json"
    path.write_text(json.dumps([good, {**good, "doc_id": "B"}, {**good, "body": "other"}]), encoding="utf-8")
    open_and_wait(qtbot, window, path)
    window.select_record("B")
    menu = problems_menu(window.menu_targets, window.problems_panel.model.index(0, 2))
    problem = window.problems_panel.model.problem(0)
    action(menu, "copyProblem").trigger()
    assert clipboard() == str(problem)  # exactly as the command line prints it
    action(menu, "copyLocation").trigger()
    assert clipboard() == problem.where() and clipboard().startswith(str(path))
    action(menu, "selectRecord").trigger()
    assert current_index(window).data() == "A"


def test_differences_menu_copies_explanation_class_and_characters(qtbot, window):
    open_and_wait(qtbot, window, TRAPS)
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        window.compare("crlf-a", "crlf-b")
    menu = differences_menu(window.menu_targets, window.compare_view.differencesModel.index(0, 0))
    action(menu, "copyClass").trigger()
    assert clipboard() == "line-ending"
    action(menu, "copySideB").trigger()
    assert clipboard() == "U+000D CARRIAGE RETURN\nU+000A LINE FEED"
    action(menu, "copyExplanation").trigger()
    assert "CRLF" in clipboard()


def test_no_menu_without_a_row(window):
    assert tree_menu(window.menu_targets, window.group_tree.currentIndex()) is None
    assert differences_menu(window.menu_targets, window.compare_view.differencesModel.index(0, 0)) is None
