"""The memory jobs free goes back to the system once the window is quiet, never while a job runs.

glibc's trim locks each heap while it walks it (up to ~190 ms at 100,000 records), and a
thread allocating meanwhile waits, the GUI thread too: so it runs once no job has run for a
while, in a thread of its own, not at the end of each job.
"""

from __future__ import annotations

import threading

import pytest

from core.jobs import Job
from docdedup_gui import workers

TIMEOUT = 10_000


@pytest.fixture
def handed(monkeypatch) -> list[str]:
    """Each hand-back, by the name of the thread that made it (and nothing given back for real)."""
    calls: list[str] = []
    monkeypatch.setattr(workers, "return_free_memory", lambda: calls.append(threading.current_thread().name))
    monkeypatch.setattr(workers, "HAND_BACK_AFTER_MS", 100)
    return calls


def test_memory_goes_back_once_no_job_has_run_for_a_while(qtbot, handed):
    runner = workers.SlotRunner({"open": "Opening"})
    finished = []
    runner.run(Job("open", lambda progress: "corpus", finished.append))
    qtbot.waitUntil(lambda: finished == ["corpus"], timeout=TIMEOUT)
    qtbot.waitUntil(lambda: handed == ["hand-back"], timeout=TIMEOUT)  # in its own thread, once
    runner.wait_all()


def test_nothing_goes_back_while_a_job_runs(qtbot, handed):
    runner = workers.SlotRunner({"open": "Opening", "census": "Counting"})
    release = threading.Event()
    runner.run(Job("census", lambda progress: release.wait(TIMEOUT / 1000), lambda _: None))
    finished = []
    runner.run(Job("open", lambda progress: "corpus", finished.append))
    qtbot.waitUntil(lambda: finished == ["corpus"], timeout=TIMEOUT)
    with pytest.raises(qtbot.TimeoutError):  # the census still runs: three quiet periods pass, no hand-back
        qtbot.waitUntil(lambda: bool(handed), timeout=3 * 100)
    release.set()
    qtbot.waitUntil(lambda: handed == ["hand-back"], timeout=TIMEOUT)
    runner.wait_all()


def test_closing_waits_for_a_hand_back_under_way(qtbot, monkeypatch):
    """A thread still running when the application exits takes the process down: closing joins it."""
    started, release, ended = threading.Event(), threading.Event(), []

    def slow_hand_back() -> None:
        started.set()
        release.wait(TIMEOUT / 1000)
        ended.append(True)

    monkeypatch.setattr(workers, "return_free_memory", slow_hand_back)
    monkeypatch.setattr(workers, "HAND_BACK_AFTER_MS", 10)
    runner = workers.SlotRunner({"open": "Opening"})
    runner.run(Job("open", lambda progress: None, lambda _: None))
    qtbot.waitUntil(started.is_set, timeout=TIMEOUT)
    threading.Timer(0.05, release.set).start()
    runner.wait_all()
    assert ended == [True]
