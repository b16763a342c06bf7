"""A job whose thread cannot run is said in the window, never waited for.

Short of memory (a window under an address-space limit, or a machine out of it), a job's
thread can end without running a line of its work: Python cannot make the thread's first
frame ("Error calling Python override of QThread::run(): MemoryError", nothing to catch),
or Qt cannot create the thread at all (a warning, no signal). The window waited for such a
job for ever: the analysis never finished, the status bar said "Finding near-identical
groups" until the window closed. Here the same two failures are made on purpose: the work
raising MemoryError before its first line, and a thread Qt really refuses to start (a stack
of one byte, which the system refuses as it refuses a stack it has no room for).
"""

from __future__ import annotations

from docdedup_gui import workers
from docdedup_gui.playground import detached
from resources import resource_path

TRAPS = resource_path("examples", "unicode_traps.json")
TIMEOUT = 20_000  # ms; generous for a loaded machine, never a sleep
NO_ROOM = "the work ended without a result: there was not enough memory to run it"


class Unstartable(workers.Task):
    """A task whose thread Qt cannot create: pthread refuses its stack ("Thread stack size error")."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.setStackSize(1)


def _without_room_for(slot) -> object:
    """``Task.run`` as it goes when Python has no room for the thread's first frame, for ``slot``'s jobs."""
    run = workers.Task.run

    def out_of_room(task) -> None:
        if task.parent() is slot:
            raise MemoryError
        run(task)
    return out_of_room


def test_an_analysis_whose_thread_runs_out_of_memory_is_said_and_ends(qtbot, window, monkeypatch):
    analysis = window.runner.slots["analysis"]
    monkeypatch.setattr(workers.Task, "run", _without_room_for(analysis))
    with qtbot.captureExceptions() as escaped, \
            qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(TRAPS)
    assert [kind for kind, *_ in escaped] == [MemoryError]  # out of run(): Qt's thread just ended
    assert window.message_bar.text() == f"Finding near-identical groups failed: {NO_ROOM}"
    assert not analysis.is_running
    assert "Finding near-identical groups" not in window.runner.busy_labels()


def test_a_file_whose_loading_thread_cannot_be_created_is_said_and_ends(qtbot, window, monkeypatch):
    monkeypatch.setattr(workers, "Task", Unstartable)
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT) as failed:
        window.open_file(TRAPS)
    assert failed.args == [NO_ROOM]
    assert window.message_bar.text().startswith("Could not open ")
    assert window.message_bar.text().endswith(f": {NO_ROOM}")
    assert window.runner.busy_labels() == []


def test_a_runner_frees_the_slot_of_a_job_whose_thread_cannot_be_created(qtbot, monkeypatch):
    from core.jobs import Job

    monkeypatch.setattr(workers, "Task", Unstartable)
    runner = workers.SlotRunner({"open": "Opening"})
    finished, failed = [], []
    runner.run(Job("open", lambda progress: "corpus", finished.append, failed.append))
    assert runner.busy_labels() == ["Opening"]
    qtbot.waitUntil(lambda: failed == [NO_ROOM], timeout=TIMEOUT)
    assert finished == []
    assert runner.busy_labels() == []
    runner.run(Job("open", lambda progress: "again", finished.append, failed.append))  # and the next
    qtbot.waitUntil(lambda: len(failed) == 2, timeout=TIMEOUT)
    runner.wait_all()


def test_a_playground_job_whose_thread_cannot_be_created_fails_and_is_let_go(qtbot, monkeypatch):
    monkeypatch.setattr(detached, "Task", Unstartable)
    told = []
    detached.start_detached(lambda progress: "analysis", lambda task, result: told.append(result),
                            lambda task, message: told.append(message))
    qtbot.waitUntil(lambda: told == [NO_ROOM], timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not detached._RUNNING, timeout=TIMEOUT)
