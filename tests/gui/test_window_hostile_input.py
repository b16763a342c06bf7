"""The window facing hostile input: every malformed file ends in a human message.

Uses only the window's public API (``open_file``, ``loaded``/``load_failed``,
``session.inspection``, ``message_bar``, ``export_groups_to``/``exported``).
"""

from __future__ import annotations

import os
import re
import stat

import pytest
from PySide6.QtCore import QObject, Signal

from docdedup_gui.main_window import MainWindow
from resources import resource_path
from tests.test_loader_malformed import CATALOGUE

pytestmark = pytest.mark.usefixtures("private_settings")
SEED = resource_path("examples", "seed_records.json")
TIMEOUT = 20_000  # ms; generous for a loaded CI machine, never a sleep
# What Python says, never a person: exception names, interpreter advice, reprs.
RAW_PYTHON = re.compile(
    r"Traceback|Error\b|Exception|sys\.set_int_max_str_digits|Exceeds the limit|object has no "
    r"attribute|NoneType|not subscriptable|unsupported operand|invalid literal|out of range|"
    r"<[a-z_.]+ object at 0x|JSONDecodeError|\bline \d+ column \d+ \(char \d+\)"
)


class _Either(QObject):
    """One signal for "loaded or load_failed", whichever the window sends."""

    done = Signal()

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.failures: list[str] = []
        window.loaded.connect(self.done)
        window.load_failed.connect(self._failed)

    def _failed(self, message: str) -> None:
        self.failures.append(message)
        self.done.emit()


def outcome(qtbot, window: MainWindow, path) -> tuple[str, list[str]]:
    """("loaded", the problems' texts) or ("load_failed", [its message])."""
    either = _Either(window)
    with qtbot.waitSignal(either.done, timeout=TIMEOUT):
        window.open_file(path)
    either.deleteLater()
    if either.failures:
        return "load_failed", either.failures
    return "loaded", [str(problem) for problem in window.session.inspection.problems]


def assert_human(texts: list[str]) -> None:
    assert texts, "a malformed file must say what is wrong"
    for text in texts:
        assert text.strip() and RAW_PYTHON.search(text) is None, text


@pytest.mark.parametrize("case", list(CATALOGUE))
def test_every_catalogue_file_ends_in_a_human_message(qtbot, window, tmp_path, case):
    data, _ = CATALOGUE[case]
    path = tmp_path / ("input.jsonl" if "JSON Lines" in case else "input.json")
    path.write_bytes(data)
    kind, texts = outcome(qtbot, window, path)
    assert kind in ("loaded", "load_failed")
    assert_human(texts)
    if kind == "loaded":  # every problem is placed in the file
        assert all(re.match(re.escape(str(path)) + r":\d+:\d+: ", text) for text in texts), texts


def test_what_cannot_be_read_fails_with_a_human_message(qtbot, window, tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path, what in ((fifo, "a named pipe (FIFO)"), ("/dev/zero", "a character device"),
                       (tmp_path, "a directory"), (tmp_path / "missing.json", "No such file")):
        kind, texts = outcome(qtbot, window, path)
        assert kind == "load_failed"
        assert_human(texts)
        assert what in texts[0]
        assert what in window.message_bar.text()


@pytest.fixture
def umask():
    previous = os.umask(0o022)
    yield os.umask
    os.umask(previous)


def export_and_wait(qtbot, window: MainWindow, path) -> None:
    with qtbot.waitSignal(window.exported, timeout=TIMEOUT):
        window.export_groups_to(path)


def test_export_gets_the_mode_of_a_normal_write(qtbot, window, tmp_path, umask):
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.open_file(SEED)
    umask(0o022)
    export_and_wait(qtbot, window, tmp_path / "new.json")
    assert stat.S_IMODE((tmp_path / "new.json").stat().st_mode) == 0o644
    kept = tmp_path / "kept.csv"
    kept.write_bytes(b"group,representative,candidate_digest,\n")  # an earlier report, cut short
    kept.chmod(0o640)
    export_and_wait(qtbot, window, kept)
    assert stat.S_IMODE(kept.stat().st_mode) == 0o640
    assert kept.read_bytes().count(b"\n") > 1


def test_export_onto_a_fifo_is_refused_visibly(qtbot, window, tmp_path):
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.open_file(SEED)
    fifo = tmp_path / "out.json"
    os.mkfifo(fifo)
    window.export_groups_to(fifo)
    qtbot.waitUntil(lambda: "named pipe" in window.message_bar.text(), timeout=TIMEOUT)
    assert stat.S_ISFIFO(fifo.stat().st_mode)
