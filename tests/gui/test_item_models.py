"""Qt's QAbstractItemModelTester on every model of the window, through what a person does.

The tester checks each model's answers after every signal it emits (resets, rows
inserted at either end of the group tree's window, data changed), so a model that
lies to its views fails here rather than in a view much later.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QAbstractItemModelTester

from core.display.group_table import COLUMN
from docdedup_gui.dialogs.verify_dialog import VerifyDialog
from docdedup_gui.tree.group_tree_model import FETCH_BATCH
from resources import resource_path
from tests.helpers import write_json

TRAPS = resource_path("examples", "unicode_traps.json")
TIMEOUT = 20_000
WARNING = QAbstractItemModelTester.FailureReportingMode.Warning

pytestmark = [pytest.mark.usefixtures("private_settings"), pytest.mark.qt_log_level_fail("WARNING"),
              pytest.mark.qt_log_ignore("propagateSizeHints")]  # the offscreen platform's own notice


def models_of(window) -> dict:
    return {
        "tree": window.model,
        "provenance": window.detail_pane.provenanceModel,
        "differences": window.compare_view.differencesModel,
        "neighbours": window.neighbours_panel.model,
        "problems": window.problems_panel.model,
    }


def test_every_window_model_passes_the_tester_through_a_session(qtbot, window, tmp_path):
    testers = [QAbstractItemModelTester(model, WARNING) for model in models_of(window).values()]
    records = json.loads(TRAPS.read_text(encoding="utf-8"))
    # More groups than one fetch batch, and a broken record for the problems list.
    records += [dict(records[0], doc_id=f"gen-{n:04}", body=f"body {n}") for n in range(3 * FETCH_BATCH)]
    records.append(dict(records[0], doc_id="bad", language="not a tag!"))
    path = write_json(tmp_path / "many.json", records)
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(path)
    assert window.problems_panel.model.rowCount() == 1
    tree = window.group_tree
    tree.scrollToBottom()  # fetches at the end
    assert window.select_record(f"gen-{3 * FETCH_BATCH - 100:04}")  # past the rows fetched so far
    for column in (COLUMN["members"], COLUMN["title"], COLUMN["near"]):
        with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
            tree.sortByColumn(column, Qt.SortOrder.DescendingOrder)
    tree.scrollToTop()  # rows above the window come in at the top
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        window.filter_edit.setText("crlf")
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        window.compare("crlf-a", "crlf-b")
    assert window.compare_view.differencesModel.rowCount() >= 1
    assert window.select_record("crlf-a")
    assert window.neighbours_panel.model.rowCount() == 1
    assert window.detail_pane.provenanceModel.rowCount() == 1
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        window.filter_edit.setText("")
    assert len(testers) == 5


def test_the_checks_model_passes_the_tester(qtbot):
    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    QAbstractItemModelTester(dialog.model, WARNING)
    dialog.run_checks()
    assert dialog.model.rowCount() == 18
    assert dialog.model.index(0, 0, QModelIndex()).isValid()
