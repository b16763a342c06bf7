"""One long computation in a forked child, so that the command line hears its signals at once.

A C call that holds the GIL for tens of seconds (rapidfuzz scoring two texts of millions of
code points) leaves Python's signal handlers waiting: SIGTERM and Ctrl-C were heard only
when it returned. Here the call runs in a forked child (which sees the loaded records
without copying them) while the caller's main thread waits on a pipe, where a signal
interrupts the wait at once; the child is then killed, and it dies with its parent however
the parent ends (:func:`~.lifeline.die_with_parent`). Only for the command line: a process
with threads (a window) never forks, and calls the function in place.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
import threading
from collections.abc import Callable
from typing import Any

from ..jobs import named_error
from .lifeline import die_with_parent

__all__ = ["ForkedCallFailed", "call_in_fork"]

_CAN_FORK = "fork" in multiprocessing.get_all_start_methods()


class ForkedCallFailed(RuntimeError):
    """The child ended without an answer (killed, out of memory)."""


def call_in_fork(function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)``, computed in a forked child when this process may fork; its result or
    its exception, as if called here."""
    if not _CAN_FORK or threading.active_count() > 1:
        return function(*args)
    context = multiprocessing.get_context("fork")
    reader, writer = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(os.getpid(), function, args, writer), daemon=True)
    child.start()
    writer.close()
    try:
        try:
            succeeded, value = reader.recv()  # a signal's handler runs here, and raises
        except EOFError:
            child.join()
            status = child.exitcode
            raise ForkedCallFailed(f"the computing process ended unexpectedly (status {status})") from None
        if succeeded:
            return value
        raise value
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        reader.close()


def _child(parent: int, function, args, writer) -> None:
    die_with_parent(parent)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent hears Ctrl-C and ends this process
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:
        answer = (True, function(*args))
    except BaseException as error:  # the caller raises it as its own
        answer = (False, error)
    try:
        writer.send(answer)
    except (pickle.PicklingError, TypeError, AttributeError):
        writer.send((False, ForkedCallFailed(named_error(answer[1]))))
    except BrokenPipeError:
        pass
    os._exit(0)  # no clean-up of what the parent owns
