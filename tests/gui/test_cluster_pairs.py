"""A near-identical cluster of three groups in the window: every pair can be compared.

می‌شود ~ می شود (ZWNJ written as a space) and می‌شود ~ میشود (ZWNJ left out) make one
cluster of three, though می شود and میشود differ by a real space. The Neighbours pane
lists both other groups of the selected one, and "Next pair" / "Previous pair" step
through all three pairs, each compared in the Compare tab.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QTreeView

from docdedup_gui.widgets.steady_label import SteadyLabel
from tests.gui.test_main_window import TIMEOUT, open_and_wait
from tests.helpers import write_json

pytestmark = pytest.mark.usefixtures("private_settings")

MI, SHAVAD = ("\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}",
              "\N{ARABIC LETTER SHEEN}\N{ARABIC LETTER WAW}\N{ARABIC LETTER DAL}")
BODIES = {"zwnj": MI + "\N{ZERO WIDTH NON-JOINER}" + SHAVAD, "space": MI + " " + SHAVAD,
          "joined": MI + SHAVAD}


@pytest.fixture
def cluster_file(tmp_path):
    records = [{"doc_id": doc_id, "source_ref": "poem", "language": "fa", "title": "t", "body": body}
               for doc_id, body in BODIES.items()]
    records.append({"doc_id": "other", "source_ref": "x", "language": "fa", "title": "t", "body": "x"})
    return write_json(tmp_path / "poems.json", records)


def compared_ids(window) -> tuple[str, str]:
    inspection, comparison = window.session.inspection, window.session.comparison
    return inspection.records[comparison.record_a].doc_id, inspection.records[comparison.record_b].doc_id


def test_a_cluster_of_three_lists_both_others_and_steps_through_every_pair(qtbot, window, cluster_file):
    open_and_wait(qtbot, window, cluster_file)
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        window.select_record("joined")
    view = window.findChild(QTreeView, "neighboursView")
    model = view.model()
    rows = {model.index(row, 0).data(): model.index(row, 2).data() for row in range(model.rowCount())}
    assert rows == {"space": "in the same cluster", "zwnj": "differs by: zwnj"}

    label = window.findChild(SteadyLabel, "clusterPairLabel")
    next_pair = window.findChild(QPushButton, "nextPairButton")
    previous_pair = window.findChild(QPushButton, "previousPairButton")
    assert next_pair.isEnabled() and previous_pair.isEnabled()
    assert label.text() == "Pair 1 of 3: joined ~ space"

    seen = []
    for _ in range(3):
        with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
            qtbot.mouseClick(next_pair, Qt.MouseButton.LeftButton)
        seen.append(compared_ids(window))
    # The pairs of joined, space, zwnj (representative order), from the second on, wrapping round.
    assert seen == [("joined", "zwnj"), ("space", "zwnj"), ("joined", "space")]
    assert label.text() == "Pair 1 of 3: joined ~ space"
    summary = window.compare_view.summaryLabel.text()
    assert "near-identical" not in summary  # a real space: the cluster holds it through zwnj

    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        qtbot.mouseClick(previous_pair, Qt.MouseButton.LeftButton)
    assert compared_ids(window) == ("space", "zwnj")
    assert label.text() == "Pair 3 of 3: space ~ zwnj"
    assert "near-identical" in window.compare_view.summaryLabel.text()


def test_any_two_groups_of_the_cluster_are_compared_from_the_keyboard(qtbot, window, cluster_file):
    open_and_wait(qtbot, window, cluster_file)
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        window.select_record("space")
    view = window.findChild(QTreeView, "neighboursView")
    model = view.model()
    row = [model.index(at, 0).data() for at in range(model.rowCount())].index("joined")
    view.setFocus()
    view.setCurrentIndex(model.index(row, 0))
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert compared_ids(window) == ("space", "joined")
    label = window.findChild(SteadyLabel, "clusterPairLabel")
    assert label.text() == "Pair 1 of 3: joined ~ space"


def test_outside_a_cluster_there_is_no_pair_to_step_through(qtbot, window, cluster_file):
    open_and_wait(qtbot, window, cluster_file)
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        window.select_record("other")
    assert not window.findChild(QPushButton, "nextPairButton").isVisible()
    assert window.findChild(SteadyLabel, "clusterPairLabel").text() == ""
