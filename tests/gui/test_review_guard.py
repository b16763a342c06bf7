"""The decisions file under the window, by keyboard: deleted, replaced, full, followed, taken over, refused.

The crash and fault cases end the same way: nothing is shown as saved that is not on disk.
"""

from __future__ import annotations

import errno
import json
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from core.review import ReviewState, decisions_path_for, read_decisions
from core.review.decision_lines import subject_key
from docdedup_gui.main_window import MainWindow
from docdedup_gui.review.review_guard import POLL_MS
from tests.gui.test_review_mode import (
    TIMEOUT,
    enter_review_mode,
    open_window,
    press,
    private_config,
    traps,
    window_with_decisions,
)
from tests.test_decisions_file import long_first_line_corpus

__all__ = ["open_window", "private_config", "traps"]  # fixtures

CONTROL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def decided(window) -> int:
    """How many clusters the window's progress says are decided."""
    text = window.review_mode.progress_label.text()
    return int(text.split(" and ")[1].split(" of ")[0])


def on_disk(path) -> int:
    return len(read_decisions(path).lines)


def start_recording(qtbot, open_window, traps, count=2):
    window = open_window(traps)
    enter_review_mode(qtbot, window)
    for _ in range(count):
        press(qtbot, window, Qt.Key.Key_X)
    path = decisions_path_for(traps)
    assert decided(window) == count == on_disk(path)
    return window, path


def activate(qtbot, window) -> None:
    """Keys go to ``window`` (its shortcuts work only while it is the active one)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=TIMEOUT)


def choose_file(monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(path), ""))


@pytest.mark.parametrize("noticed", ["at once, by the watch", "by the next key"])
@pytest.mark.parametrize("fault", ["deleted", "renamed", "replaced", "cut short"])
def test_a_decisions_file_lost_mid_review_is_said_and_nothing_unsaved_is_shown_saved(
        qtbot, open_window, traps, tmp_path, monkeypatch, fault, noticed):
    window, path = start_recording(qtbot, open_window, traps)
    mode, guard = window.review_mode, window.review_mode.guard
    if noticed == "by the next key":
        guard._timer.stop()  # the key comes before the watch looks
    replacement = b""
    if fault == "deleted":
        path.unlink()
    elif fault == "renamed":
        path.rename(tmp_path / "renamed.jsonl")
    elif fault == "replaced":
        copy = tmp_path / "copy.jsonl"
        copy.write_bytes(path.read_bytes().splitlines(keepends=True)[0])
        os.replace(copy, path)  # another program's save: one decision left
        replacement = path.read_bytes()
    else:
        os.truncate(path, 0)
    with qtbot.waitSignal(guard.lost, timeout=TIMEOUT):
        if noticed == "by the next key":
            qtbot.keyClick(window.group_tree, Qt.Key.Key_U)
    text = window.message_bar.text()
    assert text.startswith("The decisions file is gone: ") and "not on disk there" in text
    assert {"deleted": "was deleted", "replaced": "was replaced by another file",
            "cut short": "was cut short",
            "renamed": "was moved or renamed (the decisions are in that file still, under its new name)",
            }[fault] in text
    assert window.message_bar.offer.isVisible() and window.message_bar.offer.text() == "&Save decisions as..."
    assert mode.desk.review.read_only and "since this window opened it" in mode.panel.read_only_label.text()
    assert not mode.actions.accept.isEnabled()
    for key in (Qt.Key.Key_X, Qt.Key.Key_A, Qt.Key.Key_U):  # keys write nothing anywhere
        qtbot.keyClick(window.group_tree, key)
    assert decided(window) == 2  # the refused key was never counted
    if fault in ("deleted", "renamed"):
        assert not path.exists()
    else:
        assert path.read_bytes() == replacement
    if fault == "renamed":  # the decisions made before are in the renamed file
        assert len(read_decisions(tmp_path / "renamed.jsonl").lines) == 2
    # Save every decision the window knows, by keyboard; recording goes on in the new file.
    elsewhere = tmp_path / "kept.jsonl"
    choose_file(monkeypatch, elsewhere)
    with qtbot.waitSignal(mode.opened, timeout=TIMEOUT):
        qtbot.keyClick(window.group_tree, Qt.Key.Key_S, CONTROL_SHIFT)
    qtbot.waitUntil(lambda: not mode.starting and mode.desk.review.input_file is not None
                    and mode.desk.review.subjects.clusters_known, timeout=TIMEOUT)
    kept = read_decisions(elsewhere).lines
    unsaved = 1 if noticed == "by the next key" else 0  # the key the lost file refused is kept too
    assert [line.decision for line in kept] == ["distinct", "distinct"] + ["unsure"] * unsaved
    assert "saved to" in window.message_bar.text()
    assert not mode.desk.review.read_only and mode.desk.review.path == elsewhere
    assert decided(window) == 2 + unsaved
    press(qtbot, window, Qt.Key.Key_X)
    assert decided(window) == 3 + unsaved == on_disk(elsewhere)


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EIO, errno.EACCES], ids=["disk full", "I/O error",
                                                                               "permission lost"])
def test_a_failed_write_is_never_shown_saved_and_the_next_good_one_clears_the_message(
        qtbot, open_window, traps, monkeypatch, error):
    from core.review import journal

    window, path = start_recording(qtbot, open_window, traps)
    before = path.read_bytes()

    def refused(descriptor, data):
        raise OSError(error, os.strerror(error))

    monkeypatch.setattr(journal.os, "write", refused)
    with qtbot.waitSignal(window.review_mode.writer.failed, timeout=TIMEOUT):
        qtbot.keyClick(window.group_tree, Qt.Key.Key_X)
    qtbot.waitUntil(lambda: "NOT saved" in window.message_bar.text(), timeout=TIMEOUT)
    assert os.strerror(error) in window.message_bar.text()
    assert decided(window) == 2 and path.read_bytes() == before
    monkeypatch.undo()
    press(qtbot, window, Qt.Key.Key_X)
    assert decided(window) == 3 == on_disk(path)
    assert "NOT saved" not in window.message_bar.text()


def test_the_read_only_window_follows_the_file_and_takes_over_when_it_is_released(qtbot, open_window, traps):
    first = open_window(traps)
    enter_review_mode(qtbot, first)
    press(qtbot, first, Qt.Key.Key_X)
    second = open_window(traps)
    mode = second.review_mode
    assert mode.active and mode.desk.review.read_only and decided(second) == 1
    assert POLL_MS <= 500  # the file is looked at twice a second: new lines shown within a second
    for count in (2, 3):  # the first window's decisions appear in the second
        activate(qtbot, first)
        press(qtbot, first, Qt.Key.Key_X)  # saved there; followed here at the next look
        # Waited for, not timed: on a loaded machine the worker reading the new lines may take
        # longer than the second the poll allows (what counts here is that they come).
        qtbot.waitUntil(lambda count=count: decided(second) == count, timeout=TIMEOUT)
    activate(qtbot, second)
    qtbot.keyClick(second.group_tree, Qt.Key.Key_X)  # still read-only: nothing written
    assert on_disk(decisions_path_for(traps)) == 3
    with qtbot.waitSignal(mode.guard.offered, timeout=TIMEOUT):
        first.close()  # its lock is released
    name = "\N{LEFT-TO-RIGHT ISOLATE}traps.json.decisions.jsonl\N{POP DIRECTIONAL ISOLATE}"
    assert second.message_bar.text() == f"The other window closed {name}: decisions can be recorded here now."
    assert second.message_bar.offer.text() == "&Record decisions here"
    with qtbot.waitSignal(mode.opened, timeout=TIMEOUT):
        qtbot.keyClick(second.group_tree, Qt.Key.Key_T, CONTROL_SHIFT)
    qtbot.waitUntil(lambda: not mode.desk.review.read_only and mode.desk.review.input_file is not None,
                    timeout=TIMEOUT)
    # To an undecided subject: one the first window decided would be asked about first.
    qtbot.keyClick(second.group_tree, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert mode.desk.walk.line(mode.desk.current) is None
    press(qtbot, second, Qt.Key.Key_U)
    lines = read_decisions(decisions_path_for(traps)).lines
    assert len(lines) == 4 and lines[-1].decision == "unsure"  # recorded here now
    assert decided(second) == len(ReviewState(lines).current)  # what it shows is what the file says


def test_a_read_only_folder_says_so_and_offers_another_decisions_file(qtbot, traps, tmp_path, monkeypatch):
    from core.review import recognise

    real_open = os.open

    def read_only_folder(path, flags, mode=0o777):
        if flags & os.O_CREAT and str(path).startswith(str(tmp_path / "shelf")):
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, mode)

    monkeypatch.setattr(recognise.os, "open", read_only_folder)
    (tmp_path / "shelf").mkdir()
    window = window_with_decisions(qtbot, traps, tmp_path / "shelf" / "decisions.jsonl")
    mode = window.review_mode
    assert mode.active and mode.desk.review.read_only
    qtbot.waitUntil(lambda: window.message_bar.offer.isVisible(), timeout=TIMEOUT)
    text = window.message_bar.text()
    assert "the folder" in text and "is read-only here (a read-only file system)" in text
    assert window.message_bar.offer.text() == "&Choose another decisions file..."
    writable = tmp_path / "writable.jsonl"
    choose_file(monkeypatch, writable)
    window.message_bar.offer.setFocus()
    with qtbot.waitSignal(mode.opened, timeout=TIMEOUT):
        qtbot.keyClick(window.message_bar.offer, Qt.Key.Key_Space)
    # As an editor does: the key once the first subject is on screen in the new file's review.
    qtbot.waitUntil(lambda: mode.desk.review.input_file is not None and not mode.starting
                    and mode.desk.current is not None, timeout=TIMEOUT)
    press(qtbot, window, Qt.Key.Key_X)
    assert on_disk(writable) == 1


@pytest.mark.parametrize("how", ["--decisions FILE", "a link beside it"])
def test_the_corpus_is_never_its_own_decisions_file_in_the_window(qtbot, tmp_path, how):
    corpus = long_first_line_corpus(tmp_path)
    before = corpus.read_bytes()
    if how == "--decisions FILE":
        window = window_with_decisions(qtbot, corpus, corpus)
    else:
        decisions_path_for(corpus).symlink_to(corpus.name)
        window = MainWindow()
        qtbot.addWidget(window)
        window.show()
        with qtbot.waitSignals([window.loaded, window.review_mode.opened], timeout=TIMEOUT):
            window.open_file(corpus)
        qtbot.waitUntil(lambda: not window.review_mode.starting, timeout=TIMEOUT)
    mode = window.review_mode
    assert mode.active and mode.desk.review.read_only
    assert "is the corpus" in mode.panel.read_only_label.text() or "leads to the corpus" in \
        mode.panel.read_only_label.text()
    for key in (Qt.Key.Key_A, Qt.Key.Key_K, Qt.Key.Key_X):
        qtbot.keyClick(window.group_tree, key)
    window.close()
    assert corpus.read_bytes() == before


def test_a_line_nested_200000_deep_is_located_and_the_review_opens(qtbot, traps, tmp_path):
    decisions = tmp_path / "deep.jsonl"
    deep = b'{"schema":"docdedup-decisions-v1","x":' + b"[" * 200_000 + b"]" * 200_000 + b"}\n"
    decisions.write_bytes(deep)
    window = window_with_decisions(qtbot, traps, decisions)
    mode = window.review_mode
    assert mode.active and not mode.desk.review.read_only
    assert "deep.jsonl:1" in window.message_bar.text()
    assert "nested deeper than any decision line" in window.message_bar.text()
    qtbot.waitUntil(lambda: mode.desk.review.input_file is not None and mode.desk.current is not None
                    and mode.desk.review.subjects.clusters_known, timeout=TIMEOUT)
    press(qtbot, window, Qt.Key.Key_X)
    assert [line.decision for line in read_decisions(decisions).lines] == ["distinct"]


def test_devices_and_pipes_as_decisions_are_refused_and_the_window_closes(qtbot, traps, tmp_path):
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    for path in ("/dev/zero", "/dev/full", fifo):
        window = window_with_decisions(qtbot, traps, path)
        mode = window.review_mode
        assert mode.desk.review.read_only
        assert "a decisions file is a regular file" in mode.panel.read_only_label.text()
        assert "MemoryError" not in window.message_bar.text() and "memory" not in window.message_bar.text()
        qtbot.keyClick(window.group_tree, Qt.Key.Key_X)
        window.close()  # returns: nothing waits on the pipe


def test_a_byte_order_mark_is_said_in_the_window_and_decisions_count(qtbot, traps, tmp_path, open_window):
    window, path = start_recording(qtbot, open_window, traps, count=1)
    window.close()
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    again = open_window(traps)
    assert decided(again) == 1
    assert "byte order mark" in again.message_bar.text()
    assert json.loads(path.read_bytes()[3:])["decision"] == "distinct"


def test_a_merge_onto_the_file_a_window_records_into_is_refused_and_the_window_goes_on(
        qtbot, open_window, traps, tmp_path):
    from tests.helpers import run_cli

    window, path = start_recording(qtbot, open_window, traps)
    other = tmp_path / "other.jsonl"
    other.write_bytes(path.read_bytes())
    before = path.read_bytes()
    result = run_cli("review", "merge", other, other, "-o", path)
    assert result.returncode == 1
    assert f"refusing to replace {path}: decisions are being recorded in it by another window or process " \
           f"(process {os.getpid()}, " in result.stderr
    assert path.read_bytes() == before
    press(qtbot, window, Qt.Key.Key_X)  # the window goes on in the file on disk
    assert decided(window) == 3 == on_disk(path)
    assert window.review_mode.guard._lost_review is None  # nothing was lost


@pytest.mark.parametrize("decisions", ["the result", "a shard"])
def test_a_result_and_its_shards_are_never_its_decisions_file(qtbot, tmp_path, decisions):
    from docdedup_gui.result_window import open_result
    from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

    first = write_json(tmp_path / "a.jsonl", [RECORD_C, RECORD_A], lines=True)
    second = write_json(tmp_path / "b.jsonl", [RECORD_B], lines=True)
    result = tmp_path / "g.jsonl"
    assert run_cli("group", first, second, "--format", "jsonl", "-o", result).returncode == 0
    path = result if decisions == "the result" else second
    before = {file: file.read_bytes() for file in (result, first, second)}
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    mode = window.review_mode
    mode.use_decisions_file(path)
    with qtbot.waitSignals([window.loaded, mode.opened], timeout=TIMEOUT):
        open_result(window, result)
    qtbot.waitUntil(lambda: mode.active and not mode.starting, timeout=TIMEOUT)
    assert mode.desk.review.read_only
    expected = "g.jsonl is the result" if decisions == "the result" else f"b.jsonl is the shard {second}"
    assert expected in mode.desk.review.read_only_reason
    for key in (Qt.Key.Key_A, Qt.Key.Key_K, Qt.Key.Key_X, Qt.Key.Key_1):
        qtbot.keyClick(window.group_tree, key)
    window.close()
    assert {file: file.read_bytes() for file in (result, first, second)} == before


def test_a_key_after_choosing_another_decisions_file_waits_for_its_first_cluster(
        qtbot, open_window, traps, tmp_path, monkeypatch):
    """Every subject of the traps is a cluster: the new file's review finds none undecided until
    its clusters are counted in. A key pressed meanwhile waits for the first one, and decides it."""
    import threading

    from core.review import clusters_arriving as walk

    window = open_window(traps)
    enter_review_mode(qtbot, window)
    mode = window.review_mode
    first = mode.desk.current
    held, prepare = threading.Event(), walk.ClustersArriving.prepare

    def slow_prepare(self):
        held.wait(TIMEOUT / 1000)
        return prepare(self)

    monkeypatch.setattr(walk.ClustersArriving, "prepare", slow_prepare)
    elsewhere = tmp_path / "other.decisions.jsonl"
    with qtbot.waitSignal(mode.opened, timeout=TIMEOUT):
        mode.use_decisions_file(elsewhere)
    qtbot.waitUntil(lambda: window.runner.is_running("clusters"), timeout=TIMEOUT)
    assert mode.starting and mode.desk.current is None  # the search waits for the clusters
    qtbot.keyClick(window.group_tree, Qt.Key.Key_X)  # pressed now: waits, is not refused
    assert "nothing to decide" not in window.message_bar.text().lower()
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):
        held.set()
    [line] = read_decisions(elsewhere).lines
    expected = mode.desk.review.subjects.cluster_subject(first.index)  # the first cluster in tree order
    assert line.decision == "distinct" and subject_key(line.subject) == subject_key(expected)
