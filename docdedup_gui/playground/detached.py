"""Jobs that outlive the window that started them.

A playground opened from the contract page is that page's child: closing the page
deletes it, and a job thread deleted while it runs aborts the whole application
(Qt: "QThread: Destroyed while thread is still running"). The playground's jobs (the
analysis loaded as it opens, a wide difference worked out) therefore have no parent:
they are kept here until they finish. Their results go to bound methods of the window,
which Qt drops once the window is gone. When the application quits, the jobs still
running are cancelled and waited for.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..workers import Task, Work

__all__ = ["start_detached"]

_RUNNING: dict[int, Task] = {}
_QUIT_HOOKED: list[bool] = []


def start_detached(work: Work, succeeded: Callable, failed: Callable) -> Task:
    """Run ``work`` in a thread no widget owns; ``succeeded(task, result)`` or ``failed(task,
    message)`` (bound methods of a QObject: not called once it is deleted)."""
    task = Task(work)
    key = id(task)
    _RUNNING[key] = task
    task.succeeded.connect(succeeded)
    task.failed.connect(failed)
    task.ended.connect(lambda _task, key=key: _forget(key))  # the key, not the task: no cycle
    _wait_at_quit()
    task.start()
    return task


def _forget(key: int) -> None:
    task = _RUNNING.pop(key, None)
    if task is not None:
        task.deleteLater()


def _wait_at_quit() -> None:
    if not _QUIT_HOOKED:
        _QUIT_HOOKED.append(True)
        QCoreApplication.instance().aboutToQuit.connect(_stop_all)


def _stop_all() -> None:
    for task in list(_RUNNING.values()):
        task.cancel()
        task.wait()
