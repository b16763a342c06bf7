"""Keys where deciding is off: review mode takes its letters and says why, the tree's type-ahead
never moves to another subject; the read-only words follow the file's lock both ways."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.review import decisions_path_for
from tests.gui.test_review_guard import activate, on_disk
from tests.gui.test_review_mode import TIMEOUT, enter_review_mode, open_window, press, private_config, traps

__all__ = ["open_window", "private_config", "traps"]  # fixtures


def test_a_read_only_window_takes_the_deciding_letters_and_says_why(qtbot, open_window, traps):
    first = open_window(traps)
    enter_review_mode(qtbot, first)
    press(qtbot, first, Qt.Key.Key_X)
    second = open_window(traps)
    mode = second.review_mode
    assert mode.active and mode.desk.review.read_only
    activate(qtbot, second)
    tree = second.group_tree
    before, current = tree.currentIndex(), mode.desk.current
    for key in (Qt.Key.Key_K, Qt.Key.Key_N, Qt.Key.Key_A, Qt.Key.Key_X, Qt.Key.Key_2):  # kaf-a, nfc-a...
        second.message_bar.hide()
        qtbot.keyClick(tree, key)
        assert second.message_bar.isVisible()  # said at this key
        assert tree.currentIndex() == before and mode.desk.current == current  # was: type-ahead moved it
        assert second.message_bar.text().startswith("Decisions are read-only here: ")
        assert "is open for recording in" in second.message_bar.text()
    assert on_disk(decisions_path_for(traps)) == 1
    assert "is open for recording in" in mode.panel.read_only_label.text()
    with qtbot.waitSignal(mode.guard.offered, timeout=TIMEOUT):
        first.close()  # its lock is released
    label = mode.panel.read_only_label.text()
    assert "is open for recording in" not in label  # was: still naming the closed window's process
    assert "the other window closed" in label and "Record decisions here" in label
