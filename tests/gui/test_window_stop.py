"""Ctrl-C and SIGTERM close the window as its close button does: exit 130 or 143, no traceback,
no helper process left running.

Before: Ctrl-C printed a KeyboardInterrupt from a Python override Qt happened to call and the
window went on; SIGTERM killed it before its workers stopped, and the load's digest helper
hashed on alone.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from docdedup_gui.stop_signals import StopOnSignals
from tests.helpers import corpus_generator
from tests.test_neighbours_stop import _alive, _ends, _helpers_of

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 20_000

pytestmark = pytest.mark.usefixtures("private_settings")  # tests/gui/conftest.py


class _Exits:
    """Stands for the application: what it was asked to exit with."""

    def __init__(self) -> None:
        self.statuses: list[int] = []

    def exit(self, status: int) -> None:
        self.statuses.append(status)


@pytest.mark.parametrize(("sent", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_a_signal_closes_the_window_and_ends_with_its_status(qtbot, window, sent, status):
    app = _Exits()
    stop = StopOnSignals(app, window)
    try:
        os.kill(os.getpid(), sent)  # what Ctrl-C in the terminal, or `kill`, sends
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=TIMEOUT)
        assert app.statuses == [status]
    finally:
        stop.release()


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """~20 MB, 12,000 records: loaded with the digest helper, analysed with the neighbours helper."""
    path = tmp_path_factory.mktemp("corpus") / "corpus.json"
    corpus_generator().write_corpus(path, 12_000, seed=3, name=path.name)
    return path


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the process tree from /proc")
@pytest.mark.parametrize(("stop", "status"), [("SIGTERM", 143), ("Ctrl-C", 130)])
def test_the_window_stopped_while_its_helpers_run_leaves_none(corpus, tmp_path, stop, status):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               HOME=str(tmp_path))
    window = subprocess.Popen([sys.executable, "-m", "docdedup_gui.app", str(corpus)], cwd=ROOT, env=env,
                              stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        helpers = _first_helpers(window)
        assert helpers, "no helper process started"
        if stop == "Ctrl-C":
            os.killpg(window.pid, signal.SIGINT)  # the terminal signals the foreground group
        else:
            window.send_signal(signal.SIGTERM)
        _out, err = window.communicate(timeout=60)
        assert window.returncode == status, err
        assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
        assert all(_ends(helper) for helper in helpers)
    finally:
        if window.poll() is None:
            window.kill()
            window.wait()


def _first_helpers(window: subprocess.Popen) -> list[int]:
    """The window's helper processes, once there is one (polled: nothing to wait on)."""
    import time

    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and window.poll() is None:
        helpers = [pid for pid in _helpers_of(window.pid) if _alive(pid)]
        if helpers:
            return helpers
        time.sleep(0.02)
    return []
