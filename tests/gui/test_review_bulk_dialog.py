"""Review > Decide the subjects shown by the keeper rule...: choose, preview, apply, undo whole."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from core.review import decisions_path_for, read_decisions
from tests.gui.test_review_guard import activate
from tests.gui.test_review_mode import TIMEOUT, enter_review_mode, open_window, private_config, traps

__all__ = ["open_window", "private_config", "traps"]  # fixtures


def test_the_line_ending_clusters_are_decided_in_one_step_and_one_undo_takes_it_back(
        qtbot, open_window, traps):
    window = open_window(traps)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    mode.actions.bulk.trigger()
    dialog = mode.bulk_dialog
    assert dialog.isVisible()
    checked = {dialog.classes.item(row).text() for row in range(dialog.classes.count())
               if dialog.classes.item(row).checkState() == Qt.CheckState.Checked}
    assert checked == {"Line endings differ", "White space at the edge of a line or field"}
    dialog.grab().save("/tmp/review-bulk-dialog.png")
    dialog.accept()
    qtbot.waitUntil(lambda: mode.dialogs.confirmation is not None and mode.dialogs.confirmation.isVisible(),
                    timeout=TIMEOUT)
    question = mode.dialogs.confirmation.text()
    assert question.startswith("Decide 2 subjects shown (2 clusters, 0 groups) by the keeper rule")
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):
        mode.dialogs.confirmation.button(QMessageBox.StandardButton.Yes).click()
    lines = read_decisions(decisions_path_for(traps)).lines
    assert [line.decision for line in lines] == ["same-normalize-upstream"] * 2
    assert {tuple(line.classes) for line in lines} <= {("line-ending",), ("edge-whitespace",)}
    activate(qtbot, window)  # the question closed: the keys go to the window again
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):
        qtbot.keyClick(window.group_tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    lines = read_decisions(decisions_path_for(traps)).lines
    assert [line.decision for line in lines[2:]] == ["withdraw", "withdraw"]
    assert mode.desk.review.status().clusters_decided == 0
