"""Running core functions off the GUI thread (the shape of Qt's threads/mandelbrot example).

A :class:`Task` is a ``QThread`` that calls ``function(progress)``. ``progress`` is the
core's callback: it forwards how far the work is by signal and returns False once
:meth:`Task.cancel` was called, so the core raises ``Cancelled`` at its next report.
The result, the cancellation or the error message comes back by signal; the worker
never touches a widget. Every task tells one of them, even one whose thread could not run
(see :meth:`Task.start`), and then ``ended``. :class:`SlotRunner` runs the session's jobs
(:class:`core.jobs.Job`) this way, one :class:`TaskSlot` per kind of job.
"""

from __future__ import annotations

import gc
import sys
import threading
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot

from core.jobs import Job, error_message, is_said, named_error
from core.perf import collection_paused, return_free_memory
from core.progress import Cancelled
from docdedup_gui.i18n import translate

__all__ = ["SlotRunner", "Task", "TaskSlot", "error_message", "paused_gc"]

Work = Callable[[Callable[[int, int], bool]], Any]

# How long a thread that wants the GIL waits before asking its holder to let go (CPython's
# default: 5 ms). A model's data(), a delegate, any Python slot is a call back from C++
# that must take the GIL again: with a worker busy, a repaint of the group tree asking
# ~1,000 of them waited 5 ms for each (0.5-0.8 s a repaint instead of 10-15 ms). At 50 µs
# it takes 30-40 ms. It only matters when a thread is waiting, so a worker alone runs as
# fast as before (measured: the same time to within 1%).
GIL_SWITCH_INTERVAL_S = 50e-6
# No job for this long: the memory freed meanwhile goes back to the system (see SlotRunner).
HAND_BACK_AFTER_MS = 1000


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic garbage collection during a job; what it made is frozen afterwards.

    See :mod:`core.perf.gc_pause` for why. The freeze comes before collection resumes, on
    purpose: everything made during the pause sits in the youngest generation, and the
    first collection after it would walk all of it with the GIL held, a stall for the GUI
    thread: 100 ms after loading 100,000 records; 0.4-2.2 s after the near-identical
    analysis of 1,000,000 (its clusters and the review's subjects). Frozen, it is out of
    the collector's sight; reference counting still frees it. ``gc.freeze`` moves lists,
    it does not walk them.
    """
    with collection_paused():
        try:
            yield
        finally:
            gc.freeze()


def no_room_message() -> str:
    """What a task says when its thread ended, or never began, without telling an outcome."""
    return translate("Task", "the work ended without a result: there was not enough memory to run it")


class Task(QThread):
    """One run of ``function(progress)`` in its own thread.

    It tells exactly one outcome (``succeeded``, ``failed`` or ``cancelled``), then ``ended``
    in the thread that owns it, once its thread is over. Short of memory, a thread can end
    without running a line of :meth:`run`: its first Python frame cannot be made
    ("Error calling Python override of QThread::run(): MemoryError", nothing to catch), or
    Qt cannot create it at all (a warning, no signal). A task that told nothing then fails
    with :func:`no_room_message`: otherwise its slot would stay busy and the window wait for ever.
    """

    progressed = Signal(object, int, int)  # task, done, total
    succeeded = Signal(object, object)  # task, result
    failed = Signal(object, str)  # task, message
    cancelled = Signal(object)  # task
    ended = Signal(object)  # task: after its outcome, in the owner's thread

    def __init__(self, function: Work, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._function = function
        self._abort = threading.Event()
        self._last_permille = -1
        self._told = False
        self.finished.connect(self._end)  # queued to the owner's thread, after the outcome run() told

    def start(self, priority: QThread.Priority = QThread.Priority.InheritPriority) -> None:
        super().start(priority)
        if not self.isRunning() and not self.isFinished():  # no thread was made ("Thread creation error")
            QTimer.singleShot(0, self, self._end)  # later: the caller's start() returns first, as always

    def cancel(self) -> None:
        """Ask the work to stop at its next progress report (thread-safe)."""
        self._abort.set()

    @property
    def is_cancelled(self) -> bool:
        return self._abort.is_set()

    def run(self) -> None:  # runs in the worker thread
        try:
            result = self._function(self._progress)
        except Cancelled:
            self._tell(self.cancelled)
        except Exception as error:  # every error must reach the GUI: a lost one is a frozen window
            if not is_said(error):  # the input's errors are sentences, said in the window
                try:  # a bug: a line, then its traceback, unless stderr is gone (the window still tells it)
                    print(f"docdedup-gui: a job stopped on an error in the program, {named_error(error)}. "
                          "Please report it with the traceback below:", file=sys.stderr)
                    traceback.print_exc()
                except OSError:
                    pass
            self._tell(self.failed, error_message(error))
        else:
            if self._abort.is_set():
                self._tell(self.cancelled)  # finished after cancel: the caller no longer wants it
            else:
                self._tell(self.succeeded, result)

    def _tell(self, signal: Any, *values: Any) -> None:
        signal.emit(self, *values)
        self._told = True

    @Slot()
    def _end(self) -> None:  # the owner's thread, once the thread is over (or never began)
        if not self._told:  # run() never ran, or ran out of memory before it could tell
            self._told = True
            self.failed.emit(self, no_room_message())
        self.ended.emit(self)

    def _progress(self, done: int, total: int) -> bool:
        # A signal per 1/1000 at most: a million reports would flood the event loop.
        permille = (1000 * done) // total if total > 0 else 0
        if permille != self._last_permille:
            self._last_permille = permille
            self.progressed.emit(self, done, total)
        return not self._abort.is_set()


class TaskSlot(QObject):
    """At most one task of a kind (loading, filtering, ...): a new one supersedes the old.

    A superseded task is cancelled and whatever it ends with is dropped, so a slow
    old filter can never overwrite a newer one. Callbacks run in the GUI thread.
    """

    progressed = Signal(int, int)
    running_changed = Signal(bool)

    def __init__(self, label: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self._current: Task | None = None
        self._callbacks: tuple[Callable | None, ...] = (None, None, None)
        self._alive: set[Task] = set()

    @property
    def is_running(self) -> bool:
        return self._current is not None

    def start(
        self,
        function: Work,
        on_success: Callable[[Any], None],
        on_failure: Callable[[str], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
    ) -> Task:
        """Run ``function(progress)`` in a new thread, superseding the task running now."""
        was_running = self._supersede()
        task = Task(function, self)
        task.progressed.connect(self._on_progressed)
        task.succeeded.connect(self._on_succeeded)
        task.failed.connect(self._on_failed)
        task.cancelled.connect(self._on_cancelled)
        task.ended.connect(self._on_ended)
        self._current, self._callbacks = task, (on_success, on_failure, on_cancel)
        self._alive.add(task)
        if not was_running:
            self.running_changed.emit(True)  # before start: the GUI updates without a rival for the GIL
        task.start()
        return task

    def cancel(self) -> None:
        """Ask the running task to stop; ``on_cancel`` runs once it has stopped."""
        if self._current is not None:
            self._current.cancel()

    def wait(self) -> None:
        """Cancel every task and block until all have ended (used when the window closes)."""
        self._supersede()
        for task in list(self._alive):
            task.wait()

    def _supersede(self) -> bool:
        task, self._current = self._current, None
        if task is not None:
            task.cancel()
        return task is not None

    def _take(self, task: Task) -> tuple[Callable | None, ...]:
        """The callbacks for ``task``'s outcome: none if it was superseded."""
        if task is not self._current:
            return (None, None, None)
        callbacks, self._current = self._callbacks, None
        self._callbacks = (None, None, None)
        self.running_changed.emit(False)
        return callbacks

    @Slot(object, int, int)
    def _on_progressed(self, task: Task, done: int, total: int) -> None:
        if task is self._current:
            self.progressed.emit(done, total)

    @Slot(object, object)
    def _on_succeeded(self, task: Task, result: Any) -> None:
        if task.is_cancelled:  # finished just before Cancel was seen: the user said stop, so stop
            self._on_cancelled(task)
        elif (on_success := self._take(task)[0]) is not None:
            on_success(result)

    @Slot(object, str)
    def _on_failed(self, task: Task, message: str) -> None:
        if (on_failure := self._take(task)[1]) is not None:
            on_failure(message)

    @Slot(object)
    def _on_cancelled(self, task: Task) -> None:
        if (on_cancel := self._take(task)[2]) is not None:
            on_cancel()

    @Slot(object)
    def _on_ended(self, task: Task) -> None:
        self._alive.discard(task)
        task.deleteLater()


class SlotRunner(QObject):
    """Runs :class:`core.jobs.Job` s in worker threads, one :class:`TaskSlot` per kind.

    ``labels`` maps each kind of job to what the status bar calls it (None: a quiet kind, work
    done ahead of time that the status bar never shows). Every job runs
    with the collector paused, and what it made is frozen (see :func:`paused_gc`).

    Once no job has run for :data:`HAND_BACK_AFTER_MS`, the memory freed meanwhile goes
    back to the system (:func:`core.perf.return_free_memory`, in a thread of its own). A
    corpus let go is freed, but glibc keeps its blocks: six reopens of 100,000 records grew
    the window 1.58x from the second to the last. The trim locks each heap while it walks
    it (up to ~190 ms measured), and a thread allocating from it meanwhile waits, the GUI
    thread too (measured: as long as the trim): so not at the end of each job, when the
    window is busy showing its result, but once all is quiet.
    """

    progressed = Signal(str, int, int)  # label, done, total
    running_changed = Signal()

    def __init__(self, labels: dict[str, str | None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        sys.setswitchinterval(GIL_SWITCH_INTERVAL_S)  # see GIL_SWITCH_INTERVAL_S: the GUI thread first
        self._closed = False
        self.slots = {kind: TaskSlot(label or "", self) for kind, label in labels.items()}
        for slot in self.slots.values():
            if not slot.label:
                continue  # a quiet kind (work ahead of time): never shown busy, no progress to show
            slot.running_changed.connect(self.running_changed)
            slot.progressed.connect(
                lambda done, total, label=slot.label: self.progressed.emit(label, done, total))
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(HAND_BACK_AFTER_MS)
        self._quiet.timeout.connect(self._hand_back)
        self.running_changed.connect(self._after_change)
        self._handing_back: threading.Thread | None = None

    def run(self, job: Job) -> None:
        if self._closed:  # the window closed: a step queued before it must not start a thread now
            return

        def work(progress, inner=job.work):
            with paused_gc():
                return inner(progress)
        self.slots[job.kind].start(work, job.finish, job.fail, job.cancelled)

    def _after_change(self) -> None:
        if self.busy_labels():
            self._quiet.stop()
        elif not self._closed:
            self._quiet.start()

    def _hand_back(self) -> None:
        if self._closed or self.busy_labels() or (self._handing_back and self._handing_back.is_alive()):
            return
        self._handing_back = threading.Thread(target=return_free_memory, name="hand-back", daemon=True)
        self._handing_back.start()

    def busy_labels(self) -> list[str]:
        """What runs now, by label."""
        return [slot.label for slot in self.slots.values() if slot.is_running and slot.label]

    def is_running(self, kind: str) -> bool:
        return self.slots[kind].is_running

    def cancel_all(self) -> None:
        for slot in self.slots.values():
            slot.cancel()

    def wait_all(self) -> None:
        """Cancel every job, wait until each thread has ended, and start none after (the window closes).

        A thread still running when the application exits takes the process down (SIGSEGV).
        """
        self._closed = True
        self._quiet.stop()
        for slot in self.slots.values():
            slot.wait()
        if self._handing_back is not None:
            self._handing_back.join()
