"""Review mode as an editor uses it: real key presses, decisions on disk, reopen, undo, stale, read-only."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox

from core.review import decisions_path_for, read_decisions
from docdedup_gui.i18n import left_to_right
from docdedup_gui.main_window import MainWindow
from resources import resource_path
from tests.helpers import write_json
from tests.review_helpers import RECORDS

TRAPS = resource_path("examples", "unicode_traps.json")
TIMEOUT = 20_000  # ms; generous for a loaded CI machine, never a sleep
DECORATION = Qt.ItemDataRole.DecorationRole


@pytest.fixture(autouse=True)
def private_config(private_settings, tmp_path, monkeypatch):
    """Window settings, the reviewer's name and keeper presets go to temporary places."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.fixture
def traps(tmp_path):
    path = tmp_path / "traps.json"
    path.write_bytes(TRAPS.read_bytes())
    return path


@pytest.fixture
def open_window(qtbot):
    """``open_window(path)``: a shown window with ``path`` loaded and analysed."""

    def make(path):
        window = MainWindow()
        qtbot.addWidget(window)
        window.show()
        with qtbot.waitSignals([window.loaded, window.analysis_finished, window.review_mode.opened],
                               timeout=TIMEOUT):
            window.open_file(path)
        qtbot.waitUntil(lambda: window.review_mode.desk.review.subjects.clusters_known
                        and not window.review_mode.starting, timeout=TIMEOUT)
        return window

    return make


def window_with_decisions(qtbot, path, decisions):
    """A shown window opening ``path`` with ``--decisions decisions``, once its review is open."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.review_mode.use_decisions_file(decisions)
    with qtbot.waitSignals([window.loaded, window.review_mode.opened], timeout=TIMEOUT):
        window.open_file(path)
    qtbot.waitUntil(lambda: not window.review_mode.starting, timeout=TIMEOUT)
    return window


def press(qtbot, window, key, modifier=Qt.KeyboardModifier.NoModifier, *, saved: bool = True) -> None:
    """A real key press on the group tree; waits until the decision is on disk when ``saved``."""
    if saved:
        with qtbot.waitSignal(window.review_mode.recorded, timeout=TIMEOUT):
            qtbot.keyClick(window.group_tree, key, modifier)
    else:
        qtbot.keyClick(window.group_tree, key, modifier)


def enter_review_mode(qtbot, window) -> None:
    qtbot.keyClick(window.group_tree, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert window.review_mode.active
    qtbot.waitUntil(lambda: window.review_mode.desk.review.input_file is not None
                    and not window.review_mode.starting, timeout=TIMEOUT)


def shown_under_filter(qtbot, window, name: str) -> list[str]:
    """Review > Show > ``name``: the representatives of the groups the tree then shows."""
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        window.review_mode.actions.filters[name].trigger()
    groups = window.session.inspection.groups
    return [groups[group].representative for group in window.session.arrangement.rows]


def current_cluster_first(window) -> str:
    mode = window.review_mode
    item = mode.desk.current
    return mode.desk.review.subjects.groups[item.group].representative


def test_the_unicode_traps_reviewed_start_to_end_by_keyboard(qtbot, open_window, traps):
    window = open_window(traps)
    mode = window.review_mode
    assert not decisions_path_for(traps).exists()  # looking creates nothing
    enter_review_mode(qtbot, window)
    assert mode.dock.isVisible()
    assert mode.progress_label.text() == "0 of 0 groups and 0 of 10 clusters decided, 0 stale, 0 conflicts"
    assert window.right_tabs.currentIndex() == 1  # a cluster shows its comparison
    plain, control = Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier
    keys = [(Qt.Key.Key_A, plain), (Qt.Key.Key_X, plain), (Qt.Key.Key_U, plain), (Qt.Key.Key_Space, plain),
            (Qt.Key.Key_Return, control)]
    seen = []
    for number in range(10):
        seen.append(current_cluster_first(window))
        key, modifier = keys[number % len(keys)]
        press(qtbot, window, key, modifier)
        assert mode.progress_label.text().startswith(f"0 of 0 groups and {number + 1} of 10 clusters")
    assert sorted(seen) == seen and len(set(seen)) == 10  # row order, each once
    lines = read_decisions(decisions_path_for(traps)).lines
    assert [line.decision for line in lines[:5]] == [
        "same-normalize-upstream", "distinct", "unsure", "unsure", "same-normalize-upstream"]
    assert lines[0].classes and all(line.reviewer for line in lines)
    assert lines[0].input.name == "traps.json" and lines[0].input.size == traps.stat().st_size
    # Undo takes the last one back by appending, and shows it again.
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert mode.progress_label.text().startswith("0 of 0 groups and 9 of 10 clusters")
    assert current_cluster_first(window) == seen[-1]
    press(qtbot, window, Qt.Key.Key_X)
    # Every cluster is decided: nothing is current, and a key says so instead of re-deciding the last.
    assert mode.desk.current is None
    end = "nothing to decide here: every subject shown is decided"
    assert mode.panel.subject_label.text().startswith(end)
    before = read_decisions(decisions_path_for(traps)).lines
    qtbot.keyClick(window.group_tree, Qt.Key.Key_A)
    assert window.message_bar.text().startswith(end)
    assert read_decisions(decisions_path_for(traps)).lines == before
    # The arrow keys make a row current again: N, type a note, Enter.
    qtbot.keyClick(window.group_tree, Qt.Key.Key_Up)
    qtbot.keyClick(window.group_tree, Qt.Key.Key_Down)
    assert current_cluster_first(window) == seen[-1]
    qtbot.keyClick(window.group_tree, Qt.Key.Key_N)
    editor = mode.dialogs.note_dialog.findChild(QLineEdit)
    qtbot.keyClicks(editor, "CRLF from the old export")  # QTest types ASCII only
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):
        qtbot.keyClick(editor, Qt.Key.Key_Return)
    lines = read_decisions(decisions_path_for(traps)).lines
    assert [line.decision for line in lines[-3:]] == ["withdraw", "distinct", "note"]  # a note: its own line
    assert lines[-1].note == "CRLF from the old export" and lines[-2].note is None
    assert mode.progress_label.text() == "0 of 0 groups and 10 of 10 clusters decided, 0 stale, 0 conflicts"


def test_reopening_restores_decisions_and_opens_at_the_first_undecided(qtbot, open_window, traps):
    window = open_window(traps)
    enter_review_mode(qtbot, window)
    first = current_cluster_first(window)
    press(qtbot, window, Qt.Key.Key_X)
    second = current_cluster_first(window)
    window.close()  # releases the decisions file
    again = open_window(traps)
    mode = again.review_mode
    assert mode.active and not mode.desk.review.read_only
    assert mode.progress_label.text().startswith("0 of 0 groups and 1 of 10 clusters decided")
    assert current_cluster_first(again) == second
    group = again.session.inspection.group_index_of(first)
    index = again.model.group_index(group)
    assert index.data(DECORATION) is not None  # the decided row is marked
    assert again.model.group_index(again.session.inspection.group_index_of(second)).data(DECORATION) is None


def test_a_second_window_on_the_same_decisions_is_read_only_and_says_why(qtbot, open_window, traps):
    first = open_window(traps)
    enter_review_mode(qtbot, first)
    press(qtbot, first, Qt.Key.Key_X)
    second = open_window(traps)
    mode = second.review_mode
    assert mode.active and mode.desk.review.read_only  # its decisions shown, read-only
    assert mode.panel.read_only_label.isVisible()
    assert "read-only" in second.message_bar.text()
    assert "open for recording in another window or process" in mode.panel.read_only_label.text()
    assert not mode.actions.accept.isEnabled()
    qtbot.keyClick(second.group_tree, Qt.Key.Key_A)
    assert len(read_decisions(decisions_path_for(traps)).lines) == 1
    assert mode.progress_label.text().startswith("0 of 0 groups and 1 of 10 clusters decided")


def test_a_decision_goes_stale_when_the_input_changes(qtbot, open_window, traps):
    window = open_window(traps)
    enter_review_mode(qtbot, window)
    first = current_cluster_first(window)
    press(qtbot, window, Qt.Key.Key_A)
    window.close()
    records = json.loads(traps.read_text(encoding="utf-8"))
    for record in records:
        if record["doc_id"] == first:
            record["body"] += " (edited)"
    write_json(traps, records)
    again = open_window(traps)
    mode = again.review_mode
    assert mode.progress_label.text() == "0 of 0 groups and 0 of 9 clusters decided, 1 stale, 0 conflicts"
    shown = shown_under_filter(qtbot, again, "stale")
    assert first in shown and len(shown) == 2  # the two records of the old cluster, now apart
    assert len(read_decisions(decisions_path_for(traps)).lines) == 1  # never dropped


def test_an_exact_group_by_keys_and_accepting_the_suggestions_shown(qtbot, open_window, tmp_path):
    corpus = write_json(tmp_path / "corpus.json", [*RECORDS, dict(RECORDS[2], doc_id="E", source_ref="Ref7")])
    window = open_window(corpus)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    assert mode.desk.current.kind == "group"
    group = mode.desk.current.group
    undecided_mark = window.model.group_index(group).data(DECORATION)
    press(qtbot, window, Qt.Key.Key_2)  # keep the second member, B
    parent = window.model.group_index(group)
    assert undecided_mark is None and parent.data(DECORATION) is not None  # its row, made before, is marked
    window.group_tree.expand(parent)  # its member rows are made when it is expanded
    marks = [window.model.index(row, 0, parent).data(DECORATION) for row in range(3)]
    assert [mark is not None for mark in marks] == [True, True, True]  # kept and dropped, all marked
    assert read_decisions(decisions_path_for(corpus)).lines[-1].keeper == "B"
    mode.actions.accept_shown.trigger()  # the suggestions are made in a worker, then confirmed
    qtbot.waitUntil(lambda: mode.dialogs.confirmation is not None and mode.dialogs.confirmation.isVisible(),
                    timeout=TIMEOUT)
    box = mode.dialogs.confirmation
    assert "1 undecided groups shown" in box.text()  # C and E: one group left undecided
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):
        box.button(QMessageBox.StandardButton.Yes).click()
    assert mode.progress_label.text().startswith("2 of 2 groups")


def test_a_keeper_preset_suggests_and_a_key_accepts(qtbot, open_window, tmp_path):
    corpus = write_json(tmp_path / "corpus.json", RECORDS)
    window = open_window(corpus)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    menu = mode.actions.keeper_menu
    menu.aboutToShow.emit()
    texts = [action.text() for action in menu.actions() if action.text()]
    assert texts[:2] == ["The representative (smallest doc_id)", "The largest doc_id"]
    next(action for action in menu.actions() if action.text().startswith("New preset")).trigger()
    editor = mode.keepers.pattern_dialog.findChild(QLineEdit)
    qtbot.keyClicks(editor, "^mirror/")
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):  # the rule is a line of the decisions file
        qtbot.keyClick(editor, Qt.Key.Key_Return)
    window.activateWindow()  # offscreen, the closed dialog stays the active window: keys go to the window
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT)
    suggested = (f"{left_to_right('D')}  {left_to_right('mirror/Ref4')}  \N{FIRST STRONG ISOLATE}"
                 "[suggested: source_ref ~ ^mirror/: source_ref matches '^mirror/']"
                 "\N{POP DIRECTIONAL ISOLATE}")  # the preset, and what it saw in D
    assert suggested in mode.panel.members_label.text()
    assert (f"{left_to_right('A, Ctrl+Enter')}   keep the suggested keeper (source_ref ~ ^mirror/)"
            in mode.panel.keys_label.text())
    press(qtbot, window, Qt.Key.Key_A)
    rule, kept = read_decisions(decisions_path_for(corpus)).lines
    assert rule.decision == "keeper-rule" and rule.rule.name == "source_ref ~ ^mirror/"
    assert kept.keeper == "D"
    menu.aboutToShow.emit()  # the preset was saved and is offered from now on
    assert "source_ref ~ ^mirror/" in [action.text() for action in menu.actions()]
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # the group undecided again
    window.close()
    (tmp_path / "config" / "docdedup" / "keeper-presets.json").unlink()  # a second editor has no presets
    again = open_window(corpus)  # the rule comes from the decisions file
    again_mode = again.review_mode
    assert again_mode.desk.keeper_rule_name == "source_ref ~ ^mirror/"
    again_mode.controller.select_row(again.session.inspection.group_index_of("A"))
    assert suggested in again_mode.panel.members_label.text()
    again_mode.actions.keeper_menu.aboutToShow.emit()
    checked = [action.text() for action in again_mode.actions.keeper_menu.actions() if action.isChecked()]
    assert checked == ["source_ref ~ ^mirror/ (from the decisions file)"]


def test_a_merge_conflict_is_shown_until_someone_decides_again(qtbot, open_window, traps, tmp_path):
    from core.review import merge_decisions
    from core.review.journal import encode_line

    window = open_window(traps)
    enter_review_mode(qtbot, window)
    first = current_cluster_first(window)
    press(qtbot, window, Qt.Key.Key_X)  # distinct
    window.close()
    ours = read_decisions(decisions_path_for(traps)).lines
    theirs = [_as_bob(line) for line in ours]
    merged = merge_decisions(ours, theirs, reviewer="lead", at="2030-01-01T00:00:00.000Z")
    decisions_path_for(traps).write_bytes(b"".join(encode_line(line) for line in merged.lines))
    again = open_window(traps)
    mode = again.review_mode
    assert mode.progress_label.text() == "0 of 0 groups and 0 of 10 clusters decided, 0 stale, 1 conflict"
    assert shown_under_filter(qtbot, again, "conflicts") == [first]
    assert "Conflict, decide again" in mode.panel.decision_label.text()
    press(qtbot, again, Qt.Key.Key_A)  # deciding again ends the conflict
    assert mode.progress_label.text() == "0 of 0 groups and 1 of 10 clusters decided, 0 stale, 0 conflicts"


def _as_bob(line):
    import msgspec

    return msgspec.structs.replace(line, reviewer="bob", decision="unsure", at=line.at[:-1] + "1Z")


def test_enter_on_a_member_row_keeps_that_member(qtbot, open_window, tmp_path):
    corpus = write_json(tmp_path / "corpus.json", RECORDS)
    window = open_window(corpus)
    enter_review_mode(qtbot, window)
    group = window.review_mode.desk.current.group
    members = window.session.inspection.groups[group].members
    window.group_tree.setCurrentIndex(window.model.group_index(group, members[2]))  # D, the third
    press(qtbot, window, Qt.Key.Key_Return)
    assert read_decisions(decisions_path_for(corpus)).lines[-1].keeper == "D"


def test_under_show_undecided_a_decided_cluster_leaves_the_tree(qtbot, open_window, traps):
    window = open_window(traps)
    enter_review_mode(qtbot, window)
    undecided = shown_under_filter(qtbot, window, "undecided")
    first = current_cluster_first(window)
    assert first in undecided
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):  # the filter is applied again
        press(qtbot, window, Qt.Key.Key_X)
    groups = window.session.inspection.groups
    shown = [groups[group].representative for group in window.session.arrangement.rows]
    assert first not in shown and len(shown) < len(undecided)
    assert current_cluster_first(window) in shown  # the next undecided cluster stays selected
    assert shown_under_filter(qtbot, window, "distinct") == [first]


def test_accepting_the_suggestions_shown_commits_a_slice_per_turn(qtbot, open_window, tmp_path, monkeypatch):
    import core.review.controller_bulk as controller_bulk
    import docdedup_gui.review.review_mode as review_mode

    monkeypatch.setattr(controller_bulk, "COMMIT_SLICE", 2)  # 5 groups: three turns of the event loop
    monkeypatch.setattr(review_mode, "MARKED_ROWS_AT_MOST", 1)  # a slice of 2 repaints the column
    records = [dict(RECORDS[0], doc_id=f"{letter}{copy}", source_ref=f"Ref{letter}{copy}",
                    body=f"body of {letter}") for letter in "PQRST" for copy in (1, 2)]
    window = open_window(write_json(tmp_path / "corpus.json", records))
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    seen = []
    mode.desk.review.watchers.append(lambda keys: seen.append(len(keys)))
    mode.actions.accept_shown.trigger()
    qtbot.waitUntil(lambda: mode.dialogs.confirmation is not None and mode.dialogs.confirmation.isVisible(),
                    timeout=TIMEOUT)
    assert "5 undecided groups shown" in mode.dialogs.confirmation.text()
    refreshed = []
    monkeypatch.setattr(window.model, "refresh_column", refreshed.append)
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):
        mode.dialogs.confirmation.button(QMessageBox.StandardButton.Yes).click()
    assert seen == [2, 2, 1]
    assert refreshed == [0]  # the marks column once, after the last slice (not once a slice)
    assert mode.progress_label.text().startswith("5 of 5 groups")
    window.activateWindow()  # the keys go to the window again once the question is answered
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT)
    press(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # one group at a time
    assert mode.progress_label.text().startswith("4 of 5 groups")


@pytest.mark.parametrize("when", ["--decisions", "File > Decisions file..."])
def test_a_file_that_is_not_a_decisions_file_is_refused_read_only_and_never_written(
        qtbot, open_window, traps, tmp_path, when):
    binary = tmp_path / "clip.mp4"
    data = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00isom" + bytes(range(256))
    binary.write_bytes(data)
    if when == "--decisions":
        window = window_with_decisions(qtbot, traps, binary)
    else:
        window = open_window(traps)
        with qtbot.waitSignal(window.review_mode.opened, timeout=TIMEOUT):
            window.review_mode.use_decisions_file(binary)  # what the menu does with the chosen path
    mode = window.review_mode
    assert mode.active and mode.desk.review.read_only
    assert window.message_bar.text() == (f"{left_to_right(f'{binary}:1')}: not a decisions file: it holds "
                                         "binary data (a zero byte), not text; choose another decisions file")
    assert mode.panel.read_only_label.text() == (
        f"Read-only: {left_to_right('clip.mp4')} is not a decisions file: it holds binary data "
        "(a zero byte), not text (line 1); choose another decisions file")
    assert not mode.actions.accept.isEnabled()
    qtbot.keyClick(window.group_tree, Qt.Key.Key_A)
    qtbot.keyClick(window.group_tree, Qt.Key.Key_K)
    window.close()
    assert binary.read_bytes() == data


def test_a_key_pressed_as_review_mode_starts_waits_for_the_file_and_is_recorded(qtbot, open_window, traps):
    window = open_window(traps)
    mode = window.review_mode
    qtbot.keyClick(window.group_tree, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # the file is read again in a job
    press(qtbot, window, Qt.Key.Key_X)  # at once: waits its turn, never refused
    assert [line.decision for line in read_decisions(decisions_path_for(traps)).lines] == ["distinct"]
    assert not mode.desk.review.read_only
    assert mode.progress_label.text().startswith("0 of 0 groups and 1 of 10")


def test_focus_starts_in_the_tree_and_entering_review_mode_writes_nothing(qtbot, open_window, traps):
    window = open_window(traps)
    mode = window.review_mode
    qtbot.waitUntil(window.group_tree.hasFocus, timeout=TIMEOUT)  # not the filter box: A is a decision
    assert mode.state_label.text() == "Review mode off (Ctrl+Shift+R)"
    window.filter_edit.setFocus()
    enter_review_mode(qtbot, window)
    assert window.group_tree.hasFocus()
    recording = left_to_right("traps.json.decisions.jsonl")
    assert mode.state_label.text() == f"Review mode: recording to {recording}"
    qtbot.keyClick(window.group_tree, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # and out again, deciding nothing
    assert not mode.active and window.filter_edit.text() == ""
    window.close()
    assert not decisions_path_for(traps).exists()  # no empty file to resume from
    again = open_window(traps)
    assert not again.review_mode.active  # so the next open does not start in review mode


def test_a_filter_that_shows_nothing_makes_keys_do_nothing_and_say_why(qtbot, open_window, traps):
    window = open_window(traps)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    assert shown_under_filter(qtbot, window, "keep-all") == []  # nothing decided keep-all: an empty tree
    qtbot.keyClick(window.group_tree, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert mode.desk.current is None
    for key in (Qt.Key.Key_A, Qt.Key.Key_2, Qt.Key.Key_K):
        qtbot.keyClick(window.group_tree, key)
        assert window.message_bar.text().startswith("nothing to decide here")
    assert not decisions_path_for(traps).exists() or read_decisions(decisions_path_for(traps)).lines == []


CLUSTER_FIRST = [
    {"doc_id": "crlf-a", "source_ref": "s1", "language": "en", "title": "T", "body": "one\ntwo"},
    {"doc_id": "crlf-b", "source_ref": "s2", "language": "en", "title": "T", "body": "one\r\ntwo"},
    {"doc_id": "crlf-c", "source_ref": "s3", "language": "en", "title": "T", "body": "one\r\ntwo"},
    {"doc_id": "m1", "source_ref": "s4", "language": "en", "title": "M", "body": "m"},
    {"doc_id": "m2", "source_ref": "s5", "language": "en", "title": "M", "body": "m"},
    {"doc_id": "n1", "source_ref": "s6", "language": "en", "title": "N", "body": "n"},
    {"doc_id": "n2", "source_ref": "s7", "language": "en", "title": "N", "body": "n"},
]


def test_a_cluster_keeps_one_of_its_groups_by_number_and_compares_any_two(qtbot, open_window, tmp_path):
    corpus = write_json(tmp_path / "corpus.json", CLUSTER_FIRST)
    window = open_window(corpus)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    assert mode.desk.current.kind == "cluster"  # crlf-a's row comes first
    keys = f"{left_to_right('A, Ctrl+Enter')}   same document, normalize upstream"  # keys left to right
    assert keys in mode.panel.keys_label.text()
    assert "[suggested: smallest doc_id]" in mode.panel.members_label.text()
    assert "[a group of 2]" in mode.panel.members_label.text()  # crlf-b and crlf-c
    with qtbot.waitSignal(mode.moved, timeout=TIMEOUT):
        qtbot.keyClick(window.group_tree, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert mode.controller.compared == (0, 1) and "Comparing 1 and 2" in mode.panel.subject_label.text()
    press(qtbot, window, Qt.Key.Key_2)  # keep the second group: crlf-b (and crlf-c, its exact copy)
    line = read_decisions(decisions_path_for(corpus)).lines[-1]
    assert (line.decision, line.keeper) == ("keep", "crlf-b")
    assert mode.desk.current.kind == "group"  # then the exact group crlf-b, crlf-c
    press(qtbot, window, Qt.Key.Key_X)  # X and U decide groups too
    press(qtbot, window, Qt.Key.Key_U)
    assert [line.decision for line in read_decisions(decisions_path_for(corpus)).lines] == [
        "keep", "distinct", "unsure"]


def test_reopening_resumes_at_an_undecided_cluster_before_the_first_undecided_group(
        qtbot, open_window, tmp_path):
    corpus = write_json(tmp_path / "corpus.json", CLUSTER_FIRST)
    window = open_window(corpus)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    mode.controller.select_row(window.session.inspection.group_index_of("m1"))
    press(qtbot, window, Qt.Key.Key_K)  # m1, m2 decided; the cluster and the other groups are not
    window.close()
    again = open_window(corpus)  # the clusters arrive after the review: the search is made again
    item = again.review_mode.desk.current
    assert item.kind == "cluster" and again.session.inspection.groups[item.group].representative == "crlf-a"


def test_the_tree_marks_a_cluster_row_and_its_dropped_members_and_has_a_legend(qtbot, open_window, tmp_path):
    records = [dict(CLUSTER_FIRST[0], doc_id="a1"), dict(CLUSTER_FIRST[0], doc_id="a2"),
               dict(CLUSTER_FIRST[1], doc_id="b1")]
    corpus = write_json(tmp_path / "corpus.json", records)
    window = open_window(corpus)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    assert mode.panel.legend_label.text().startswith("\N{CHECK MARK} keep   \N{IDENTICAL TO} keep all")
    assert "\N{BLACK STAR} kept   \N{BALLOT X} dropped" in mode.panel.legend_label.text()
    current = mode.desk.current
    assert current.kind == "cluster"  # the cluster (a1, a2 ~ b1) first: its exact group a1, a2 goes with it
    group = current.group
    press(qtbot, window, Qt.Key.Key_2)  # keep the cluster's second group (b1): a1 and a2 are dropped
    one = window.model.group_index(group).data(DECORATION).availableSizes()
    assert [size.width() for size in one] == [16]
    assert window.group_tree.iconSize().width() == 32  # room for a group's and its cluster's marks
    window.group_tree.expand(window.model.group_index(group))
    member = window.model.index(0, 0, window.model.group_index(group))
    assert member.data() == "a1" and member.data(DECORATION) is not None  # its doc_id and its mark
    assert mode.desk.walk.verdicts(group)[0].action == "drop"
    assert window.group_tree.columnWidth(0) >= window.group_tree.sizeHintForColumn(0)


def test_the_history_lists_decisions_newest_first_and_enter_goes_back_to_one(qtbot, open_window, traps):
    window = open_window(traps)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    first = current_cluster_first(window)
    press(qtbot, window, Qt.Key.Key_X)
    second = current_cluster_first(window)
    press(qtbot, window, Qt.Key.Key_U)
    table = mode.panel.history
    model = table.model()
    qtbot.waitUntil(lambda: model.rowCount() == 2, timeout=TIMEOUT)  # read again at most every 250 ms
    assert [model.index(row, 1).data() for row in range(2)] == ["unsure", "distinct"]
    assert model.index(1, 0).data() == f"{left_to_right(first)} (cluster)"
    assert mode.panel.last_label.text().startswith("Last: unsure (cluster of 2 groups")
    table.setFocus()
    table.setCurrentIndex(model.index(0, 0))
    qtbot.keyClick(table, Qt.Key.Key_Down)
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert current_cluster_first(window) == first  # back to the first decision's cluster
    assert second != first


def test_a_note_written_before_deciding_is_its_own_line_and_stays_with_the_subject(qtbot, open_window, traps):
    window = open_window(traps)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    first = current_cluster_first(window)
    qtbot.keyClick(window.group_tree, Qt.Key.Key_N)  # undecided yet: the note comes first
    editor = mode.dialogs.note_dialog.findChild(QLineEdit)
    qtbot.keyClicks(editor, "check the CRLF source")
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):
        qtbot.keyClick(editor, Qt.Key.Key_Return)
    assert current_cluster_first(window) == first  # a note does not move on
    assert "Note: check the CRLF source" in mode.panel.decision_label.text()
    window.activateWindow()  # the keys go to the window again once the note is typed
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT)
    press(qtbot, window, Qt.Key.Key_X)
    note, decision = read_decisions(decisions_path_for(traps)).lines
    assert (note.decision, note.note) == ("note", "check the CRLF source")
    assert (decision.decision, decision.note) == ("distinct", None)


def test_a_stale_subject_shows_its_old_decision_and_what_changed_and_r_decides_it_again(
        qtbot, open_window, tmp_path):
    records = [dict(record) for record in (*RECORDS, dict(RECORDS[2], doc_id="E", source_ref="Ref7"))]
    corpus = write_json(tmp_path / "corpus.json", records)
    window = open_window(corpus)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    press(qtbot, window, Qt.Key.Key_2)  # the group A, B, D keeps B
    window.close()
    for record in records:
        if record["doc_id"] == "D":
            record["body"] += " (edited)"
    write_json(corpus, records)
    again = open_window(corpus)
    mode = again.review_mode
    mode.controller.select_row(again.session.inspection.group_index_of("A"))
    text = mode.panel.decision_label.text()
    assert text.startswith("Undecided\nDecided before these records changed: keep ")
    assert f"(left: {left_to_right('D')}). R: decide the same again" in text
    press(qtbot, again, Qt.Key.Key_R)
    line = read_decisions(decisions_path_for(corpus)).lines[-1]
    assert (line.decision, line.keeper, line.subject.members) == ("keep", "B", ("A", "B"))


def test_undo_after_reopening_takes_back_the_files_last_decisions(qtbot, open_window, traps):
    window = open_window(traps)
    enter_review_mode(qtbot, window)
    first = current_cluster_first(window)
    press(qtbot, window, Qt.Key.Key_X)
    second = current_cluster_first(window)
    press(qtbot, window, Qt.Key.Key_U)
    window.close()
    again = open_window(traps)
    mode = again.review_mode
    press(qtbot, again, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert current_cluster_first(again) == second  # the subject taken back is shown
    press(qtbot, again, Qt.Key.Key_Backspace)
    assert current_cluster_first(again) == first
    lines = read_decisions(decisions_path_for(traps)).lines
    assert [(line.decision, line.undo) for line in lines] == [
        ("distinct", False), ("unsure", False), ("withdraw", True), ("withdraw", True)]
    assert mode.progress_label.text().startswith("0 of 0 groups and 0 of 10 clusters decided")
    qtbot.keyClick(again.group_tree, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert again.message_bar.text() == "nothing to undo: no decision was made yet"


def test_columns_widen_to_what_review_mode_shows_in_them(qtbot, open_window, tmp_path):
    long_member = "en-wikinews-2024-0001-the-same-story-as-mirrored-elsewhere"
    records = [dict(CLUSTER_FIRST[3], doc_id="m"), dict(CLUSTER_FIRST[3], doc_id=long_member),
               *CLUSTER_FIRST[5:]]
    corpus = write_json(tmp_path / "corpus.json", records)
    window = open_window(corpus)
    mode, tree = window.review_mode, window.group_tree
    enter_review_mode(qtbot, window)
    press(qtbot, window, Qt.Key.Key_2)  # the group m, en-wikinews-...: keeps the long one
    narrow = tree.columnWidth(0)
    tree.expand(window.model.group_index(window.session.inspection.group_index_of("m")))
    member_width = tree.fontMetrics().horizontalAdvance(long_member)
    qtbot.waitUntil(lambda: tree.columnWidth(0) > max(narrow, member_width), timeout=TIMEOUT)
    assert tree.columnWidth(0) >= tree.sizeHintForColumn(0)  # the member rows' doc_ids and marks fit
    history = mode.panel.history
    for column in range(history.model().columnCount() - 1):  # the note takes what is left
        assert history.columnWidth(column) >= history.sizeHintForColumn(column), column


def test_the_history_takes_new_decisions_in_at_the_top_and_keeps_the_newest(qtbot, monkeypatch):
    from core.contract import CONTRACT
    from core.review import SCHEMA, DecisionLine, GroupSubject, history
    from docdedup_gui.review import review_history
    from tests.review_helpers import INPUT

    monkeypatch.setattr(review_history, "HISTORY_ROWS", 3)
    monkeypatch.setattr(history, "HISTORY_ROWS", 3)

    def line(number: int) -> DecisionLine:
        subject = GroupSubject("00" * 32, 1, (f"d{number}", f"e{number}"))
        at = f"2026-12-01T00:00:0{number}.000Z"
        return DecisionLine(SCHEMA, at, "ann", CONTRACT, INPUT, subject, "keep-all")

    model = review_history.HistoryModel()
    lines = [line(1), line(2)]
    inserted = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    assert model.show_lines(lines) == 2 and [row.doc_id for row in model.rows] == ["d2", "d1"]
    lines += [line(3), line(4)]  # two decisions: in at the top, the oldest let go
    assert model.show_lines(lines) == 2 and inserted == [(0, 1)]
    assert [row.doc_id for row in model.rows] == ["d4", "d3", "d2"]
    assert model.show_lines([line(5)]) == 1 and [row.doc_id for row in model.rows] == ["d5"]  # read again


def test_the_next_cluster_is_explained_ahead_and_shown_with_its_differences_at_once(
        qtbot, open_window, traps):
    window = open_window(traps)
    mode, session = window.review_mode, window.session
    enter_review_mode(qtbot, window)
    upcoming = mode.controller.upcoming()
    pair = mode._records_compared(upcoming, (0, 1))
    # While the editor reads this cluster, a worker explains the next one.
    qtbot.waitUntil(lambda: session.prepared.get(session.generation, pair) is not None, timeout=TIMEOUT)
    assert "Comparing" not in window.runner.busy_labels()  # work ahead is never shown as busy
    shown = []
    mode.moved.connect(lambda: shown.append((session.comparison, window.compare_view.summaryLabel.text())))
    with qtbot.waitSignal(mode.moved, timeout=TIMEOUT):
        press(qtbot, window, Qt.Key.Key_A)
    comparison, summary = shown[-1]
    assert (comparison.record_a, comparison.record_b) == pair
    # In the turn the pair is shown, its differences are already there: one repaint, not two.
    assert comparison.explanation is not None and "Finding the differences" not in summary
    assert mode.desk.current == upcoming


def test_the_review_screenshot_is_made_by_keys_and_shows_the_fourth_cluster(tmp_path):
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    out = tmp_path / "review-mode.png"
    result = subprocess.run([sys.executable, "-m", "docdedup_gui.review.screenshot", str(out)],
                            capture_output=True, text=True, timeout=120,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert result.returncode == 0, result.stderr
    picture = QImage(str(out))
    assert (picture.width(), picture.height()) == (1440, 900)


def test_decisions_made_fast_reach_the_history_together_and_none_is_left_out(qtbot, open_window, traps):
    window = open_window(traps)
    mode = window.review_mode
    enter_review_mode(qtbot, window)
    model = mode.panel.history.model()
    for key in (Qt.Key.Key_X, Qt.Key.Key_U, Qt.Key.Key_X, Qt.Key.Key_A):
        press(qtbot, window, key)
    # However fast the keys, the table catches up with every decision, newest first.
    qtbot.waitUntil(lambda: model.rowCount() == 4, timeout=TIMEOUT)
    assert [model.index(row, 1).data() for row in range(4)] == [
        "same document, normalize upstream", "distinct", "unsure", "distinct"]
