"""Review mode on while a corpus opens: the new corpus's review records, it is not left read-only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from core.review import decisions_path_for, read_decisions
from docdedup_gui.main_window import MainWindow
from tests.gui.test_review_mode import TIMEOUT, TRAPS, enter_review_mode, open_window, press

__all__ = ["open_window"]  # the fixture


@pytest.fixture(autouse=True)
def private_config(private_settings, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


def copy_of_traps(folder, name: str):
    path = folder / name
    path.write_bytes(TRAPS.read_bytes())
    return path


def ready(qtbot, window) -> None:
    mode = window.review_mode
    qtbot.waitUntil(lambda: mode.desk.review is not None and mode.desk.review.subjects.clusters_known
                    and not mode.desk.review.read_only and mode.desk.review.input_file is not None
                    and not mode.starting and mode.desk.current is not None, timeout=TIMEOUT)


def test_opening_another_corpus_in_review_mode_records_its_decisions(qtbot, open_window, tmp_path):
    first, second = copy_of_traps(tmp_path, "first.json"), copy_of_traps(tmp_path, "second.json")
    window = open_window(first)
    enter_review_mode(qtbot, window)
    with qtbot.waitSignals([window.loaded, window.review_mode.opened], timeout=TIMEOUT):
        window.open_file(second)  # File > Open; it has no decisions file yet
    ready(qtbot, window)  # was: read-only, "opened for reading", A saved nothing
    assert window.review_mode.state_label.text().startswith("Review mode: recording to")
    press(qtbot, window, Qt.Key.Key_X)
    assert [line.decision for line in read_decisions(decisions_path_for(second)).lines] == ["distinct"]


def test_review_mode_turned_on_while_the_groups_arrive_records(qtbot, tmp_path):
    corpus = copy_of_traps(tmp_path, "corpus.json")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.open_file(corpus)
    window.review_mode.set_active(True)  # at once, while its review is still being read
    ready(qtbot, window)
    press(qtbot, window, Qt.Key.Key_X)
    assert [line.decision for line in read_decisions(decisions_path_for(corpus)).lines] == ["distinct"]
