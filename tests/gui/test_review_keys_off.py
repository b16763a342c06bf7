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


def test_a_decisions_file_with_an_invalid_pattern_opens_and_a_decides(qtbot, traps, tmp_path):
    from core.review import KeeperPreset, SourceRefMatches, read_decisions
    from core.review.decision_lines import KEEPER_RULE, ReviewSubject
    from core.review.journal import encode_line
    from tests.gui.test_review_mode import window_with_decisions
    from tests.review_helpers import INPUT

    decisions = tmp_path / "other-editor.jsonl"
    from core.review import Review, Subjects

    with Review.open(Subjects([], []), decisions, reviewer="bob", input_file=INPUT) as review:
        [rule] = review.lines_for([(ReviewSubject(), KEEPER_RULE)],
                                  rule=KeeperPreset("broken", (SourceRefMatches("("),)))
    decisions.write_bytes(encode_line(rule))
    window = window_with_decisions(qtbot, traps, decisions)  # was: two tracebacks, review mode never started
    mode = window.review_mode
    qtbot.waitUntil(lambda: mode.active and mode.desk.review.input_file is not None and not mode.starting
                    and mode.desk.current is not None, timeout=TIMEOUT)
    assert "not a valid regular expression" in window.message_bar.text()  # said, with its line
    assert mode.desk.keeper_rule_name == "smallest doc_id"  # the broken rule is not in force
    press(qtbot, window, Qt.Key.Key_A)
    assert [line.decision for line in read_decisions(decisions).lines] == ["same-normalize-upstream"]
