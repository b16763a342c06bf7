"""One writer per decisions file, decided by an OS lock rather than a race.

The lock is ``flock`` on the decisions file itself, held for as long as the file
is open for appending. The kernel drops it when the holder exits, even after a
crash, so there is never a stale lock file to clean up. ``flock`` locks belong to
an open file, not a process: a second window in the same process is refused too.
"""

from __future__ import annotations

import os
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock; see open_for_appending
    fcntl = None

__all__ = ["LockHeld", "open_for_appending"]


class LockHeld(Exception):
    """Another window or process is recording decisions in this file; the message says so."""


def open_for_appending(path: str | os.PathLike):
    """The file opened ``"a+b"`` (created if missing) with an exclusive lock held.

    Raises :class:`LockHeld` when another holder has it, :class:`OSError` when the
    file cannot be opened at all.
    """
    path = Path(path)
    handle = open(path, "a+b")  # stays open as long as the lock is held
    if fcntl is None:
        return handle
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        handle.close()
        raise LockHeld(f"{path.name} is open for recording in another window or process; "
                       "this one shows the decisions read-only until that one closes") from None
    return handle
