"""No helper process outlives the window, however the window ends, and closing it with work
running ends it cleanly.

A real window (a process of its own) opens a corpus large enough that loading, the
near-identical analysis and the census each run for a while in helper processes (the
census helper forks a second byte range). At each of the three, the window is closed by
its close button, or ended by SIGTERM, SIGINT or SIGKILL; every process of every
helper's session ends within seconds, and a closed window exits 0 without
"QThread: Destroyed while thread is still running".
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

import pytest

from tests.test_lifeline import DEADLINE_S, ROOT, _all, _corpus, _ended

pytestmark = pytest.mark.skipif(not hasattr(os, "pidfd_open") or not os.path.exists("/proc/self/stat"),
                                reason="needs Linux (pidfds and /proc)")

STAGES = {"load": ("Loading", "core.onepass.digests"),
          "analysis": ("Finding near-identical groups", "core.differences.neighbours_process"),
          "census": ("Counting characters", "core.census.apart")}
ENDINGS = {"close": 0, "TERM": 128 + signal.SIGTERM, "INT": 128 + signal.SIGINT, "KILL": -signal.SIGKILL}

DRIVER = textwrap.dedent("""
    import sys
    sys.path.insert(0, ROOT)
    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtWidgets import QApplication
    app = QApplication([sys.argv[0], "-platform", "offscreen"])
    from docdedup_gui.main_window import MainWindow
    from docdedup_gui.stop_signals import StopOnSignals
    window = MainWindow()
    window.show()
    window.stop_on_signals = StopOnSignals(app, window)  # as the application installs it
    said = set()
    def progressed(label, done, total):
        if done > 0 and label not in said:
            said.add(label)
            print(label, flush=True)
    window.runner.progressed.connect(progressed)
    asked = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    asked.activated.connect(lambda: sys.stdin.readline() and window.close())  # the close button
    window.open_file(sys.argv[1])
    sys.exit(app.exec())
""").replace("ROOT", repr(str(ROOT)))


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return _corpus(tmp_path_factory.mktemp("window-helpers"), 12_000)


def _helpers(window: int, module: str) -> tuple[set[int], bool]:
    """Every process in the sessions of ``window``'s children, and whether one runs ``module``."""
    processes = _all()
    children = {pid for pid, (ppid, _sid) in processes.items() if ppid == window}
    sessions = {processes[pid][1] for pid in children}
    members = {pid for pid, (_ppid, sid) in processes.items() if sid in sessions} | children
    running = False
    for pid in children:
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as stream:
                running = running or module.encode() in stream.read()
        except OSError:
            continue
    return members - {window}, running


@pytest.mark.parametrize("ending", sorted(ENDINGS))
@pytest.mark.parametrize("stage", sorted(STAGES))
def test_no_helper_outlives_the_window(corpus, stage, ending):
    label, module = STAGES[stage]
    window = subprocess.Popen([sys.executable, "-c", DRIVER, str(corpus)], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    try:
        for line in window.stdout:
            if line.decode().strip() == label:
                break
        helpers, running = _helpers(window.pid, module)
        assert running, f"{stage} runs in its helper ({module}) when its progress is told"
        if ending == "close":
            window.stdin.write(b"close\n")
            window.stdin.flush()
        else:
            window.send_signal(getattr(signal, f"SIG{ending}"))
        _out, err = window.communicate(timeout=60)
        assert window.returncode == ENDINGS[ending], err.decode(errors="replace")
        assert b"QThread" not in err and b"Traceback" not in err, err.decode(errors="replace")
        left = helpers - _ended(helpers)
        assert not left, f"still running {DEADLINE_S:g} s after the window: {sorted(left)}"
    finally:
        if window.poll() is None:
            window.kill()
            window.communicate()
