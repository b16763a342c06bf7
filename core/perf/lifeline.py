"""Child processes that end with their parent, however the parent ends (SIGKILL included).

Two ways, one for each way a child is made:

- A helper (a fresh interpreter, :func:`start_helper`) is handed the reading end of a pipe
  whose only writing end its parent holds: the *lifeline*. A thread in the helper
  (:func:`hold_lifeline`, run by every helper before anything else) waits on it; when the
  parent ends, however it ends, the kernel closes the writing end, the wait returns, and
  the helper exits at once. A pipe, not the helper's standard input: a helper may close
  that after its request, and a pipe outlives the thread that started the helper (a
  window's worker thread may end while a helper it started is still wanted).
- A fork (:func:`die_with_parent`, called first thing in the forked child) asks the kernel
  for SIGKILL when its parent ends (Linux's ``PR_SET_PDEATHSIG``); the forking thread
  waits for its children, so "the thread that forked ends" is "the parent ends" here. A
  parent already gone before the request took effect is seen by the parent's id.

A helper's own forks use the second: so no level of forking outlives the window.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from collections.abc import Sequence

__all__ = ["LIFELINE_VARIABLE", "Helper", "die_with_parent", "hold_lifeline", "start_helper"]

LIFELINE_VARIABLE = "DOCDEDUP_LIFELINE"  # the descriptor number of the lifeline, in the helper
_PR_SET_PDEATHSIG = 1
_GONE = 70  # what a helper whose parent went away exits with (nobody hears it)


def _prctl():
    """The C library's ``prctl``: looked up among the symbols the process has loaded already
    (ctypes.util.find_library runs ldconfig, ~14 ms in every fork), imported only here."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError, TypeError):
        pass
    try:
        import ctypes.util

        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True).prctl
    except (OSError, AttributeError):
        return None


def die_with_parent(parent: int) -> None:
    """In a forked child of ``parent`` (its process id, taken before the fork): SIGKILL when the
    parent ends. Exits at once if the parent is gone already."""
    prctl = _prctl()
    if prctl is not None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:
        os._exit(_GONE)


def hold_lifeline() -> None:
    """In a helper: exit as soon as the parent that holds the lifeline is gone (a daemon thread
    waits for the end of the pipe). Nothing when the helper was not started with one."""
    number = os.environ.pop(LIFELINE_VARIABLE, None)
    if number is None:
        return
    fd = int(number)
    os.set_inheritable(fd, False)  # a program this helper runs does not keep it alive

    def watch() -> None:
        try:
            while os.read(fd, 1):
                pass  # nothing is ever written; the end comes when the parent ends
        except OSError:
            pass
        os._exit(_GONE)  # its own forks follow (die_with_parent)

    threading.Thread(target=watch, name="lifeline", daemon=True).start()


class Helper:
    """A started helper process with its lifeline; :meth:`close` (or leaving ``with``) stops it,
    waits for it, and lets go of its pipes and its lifeline."""

    def __init__(self, process: subprocess.Popen, lifeline: int) -> None:
        self.process = process
        self._lifeline = lifeline

    def close(self) -> None:
        process = self.process
        if process.poll() is None:
            process.kill()
        process.wait()
        for pipe in (process.stdin, process.stdout):
            if pipe is not None:
                try:
                    pipe.close()
                except OSError:  # a write the killed helper never read: nothing to flush to
                    pass
        if self._lifeline >= 0:
            os.close(self._lifeline)
            self._lifeline = -1

    def __enter__(self) -> Helper:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()


def start_helper(command: Sequence[str], **popen) -> Helper:
    """``subprocess.Popen(command, **popen)`` in a session of its own (Ctrl-C in a terminal is the
    caller's to hear), holding a lifeline to this process (see the module's docstring)."""
    reading, writing = os.pipe()  # both non-inheritable: only the helper gets the reading end
    env = dict(popen.pop("env", None) or os.environ, **{LIFELINE_VARIABLE: str(reading)})
    try:
        process = subprocess.Popen(command, pass_fds=(reading,), env=env, start_new_session=True, **popen)
    except BaseException:
        os.close(writing)
        raise
    finally:
        os.close(reading)
    return Helper(process, writing)
