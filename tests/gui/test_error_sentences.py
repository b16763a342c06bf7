"""The window's failures are sentences in the window (and on stderr for --screenshot), never tracebacks."""

from __future__ import annotations

import os
import subprocess
import sys

from docdedup_gui.result_window import open_result
from tests.gui.test_review_mode import enter_review_mode, open_window, press

__all__ = ["open_window"]  # the fixture
from resources import resource_path

TRAPS = resource_path("examples", "unicode_traps.json")
SEED = resource_path("examples", "seed_records.json")
TIMEOUT = 20_000  # ms; generous for a loaded CI machine, never a sleep


def test_an_analysis_process_that_dies_is_a_sentence_without_a_class_name(qtbot, window, monkeypatch, capfd):
    import core.session_analyses
    from core.differences import neighbours_process

    monkeypatch.setattr(core.session_analyses, "APART_MIN_GROUPS", 0)
    monkeypatch.setattr(neighbours_process, "helper_command",
                        lambda *_: [sys.executable, "-c", "raise SystemExit(3)"])
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(TRAPS)
    assert window.message_bar.text() == ("Finding near-identical groups failed: the analysis process ended "
                                         "unexpectedly (status 3)")
    assert "Traceback" not in capfd.readouterr().err


def test_a_file_that_is_no_result_is_said_in_the_window_without_a_traceback(qtbot, window, capfd):
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT) as failed:
        open_result(window, SEED)
    sentence = (f"{SEED}: not a located result of docdedup group (it should be an object, not an array); "
                "write one with several shards or --format jsonl")
    assert failed.args == [sentence]
    isolated = f"\N{LEFT-TO-RIGHT ISOLATE}{SEED}\N{POP DIRECTIONAL ISOLATE}"  # the path reads left to right
    assert window.message_bar.text() == f"Could not open the file: {sentence.replace(str(SEED), isolated)}"
    assert "Traceback" not in capfd.readouterr().err


def test_a_screenshot_that_cannot_load_says_why_on_stderr(tmp_path):
    missing = tmp_path / "missing.json"
    shot = tmp_path / "shot.png"
    command = [sys.executable, "-m", "docdedup_gui.app", "--screenshot", str(shot), str(missing)]
    ran = subprocess.run(command, capture_output=True, text=True, timeout=120,
                         env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert ran.returncode == 1
    said = [line for line in ran.stderr.splitlines() if line.startswith("docdedup-gui:")]
    assert said == [f"docdedup-gui: {missing}: the file cannot be read: No such file or directory"]
    assert "Traceback" not in ran.stderr


def test_a_decision_refused_by_a_full_disk_is_said_and_never_written_later(qtbot, open_window, tmp_path,
                                                                           monkeypatch):
    import errno

    from PySide6.QtCore import Qt

    from core.review import decisions_path_for, journal, read_decisions

    traps = tmp_path / "traps.json"
    traps.write_bytes(TRAPS.read_bytes())
    window = open_window(traps)
    enter_review_mode(qtbot, window)
    real_write = os.write

    def full(_descriptor, _data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(journal.os, "write", full)
    press(qtbot, window, Qt.Key.Key_X, saved=False)  # distinct
    qtbot.waitUntil(lambda: "NOT saved" in window.message_bar.text(), timeout=TIMEOUT)
    path = decisions_path_for(traps)
    assert window.message_bar.text() == f"The decision was NOT saved: {path}: No space left on device"
    monkeypatch.setattr(journal.os, "write", real_write)  # space again
    press(qtbot, window, Qt.Key.Key_U)  # unsure
    window.close()  # closing the file raised ENOSPC once (a buffer still held the refused line)
    assert [line.decision for line in read_decisions(path).lines] == ["unsure"]
