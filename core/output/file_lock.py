"""Advisory ``flock`` locks: who holds one, whether it is free, and holding one to replace a file.

A decisions file is locked by the window recording into it (see :mod:`core.review.lock`);
an output written onto an existing file takes the same lock before the rename, so a file
someone records into is never swapped from under them. On Linux the holder is named
from ``/proc/locks``.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no flock
    fcntl = None

__all__ = ["LockHeld", "holder_of", "lock_is_held", "locked_for_replacing"]

_OPEN_FLAGS = os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0)


class LockHeld(Exception):
    """Another window or process is recording decisions in this file; the message says so."""



def lock_is_held(path: str | os.PathLike) -> bool:
    """Whether someone holds ``path``'s lock now (False when it is free, missing or cannot be opened)."""
    if fcntl is None:
        return False
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False  # only a regular file is locked; a device is not even opened (that may act)
        fd = os.open(path, _OPEN_FLAGS)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False  # a file system without locks
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)


@contextmanager
def locked_for_replacing(path: str | os.PathLike) -> Iterator[None]:
    """Hold ``path``'s lock while the block replaces it (a decisions file a window records into
    is refused with :class:`LockHeld`, naming who holds it). A missing path needs no lock."""
    fd = -1
    if fcntl is not None:
        try:
            fd = os.open(path, _OPEN_FLAGS)
        except OSError:
            fd = -1  # nothing there yet, or nothing this user may lock
    try:
        if fd >= 0:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise LockHeld(f"refusing to replace {path}: decisions are being recorded in it by "
                               f"{holder_of(path)}; close it first") from None
            except OSError:
                pass  # a file system without locks: nothing to take
        yield
    finally:
        if fd >= 0:
            os.close(fd)


def holder_of(path: str | os.PathLike) -> str:
    """Who holds ``path``'s lock, as a phrase: ``another window or process (process 345,
    docdedup-gui)``; ``another window or process`` alone when the system cannot tell."""
    pid = _lock_pid(path)
    if pid is None:
        return "another window or process"
    if pid == os.getpid():
        return f"another window or process (a window of this program, process {pid})"
    try:
        name = Path(f"/proc/{pid}/comm").read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        name = ""
    who = f"process {pid}, {name}" if name else f"process {pid}"
    return f"another window or process ({who})"


def _lock_pid(path: str | os.PathLike) -> int | None:
    """The process holding a ``flock`` on ``path``, from Linux's ``/proc/locks``; None elsewhere."""
    try:
        status = os.stat(path)
        table = Path("/proc/locks").read_text(encoding="ascii", errors="replace")
    except OSError:
        return None
    wanted = (os.major(status.st_dev), os.minor(status.st_dev), status.st_ino)
    for row in table.splitlines():
        fields = row.split()
        # "1: FLOCK  ADVISORY  WRITE 1234 fd:01:5678 0 EOF" (a blocked waiter's row has "->")
        if len(fields) < 6 or fields[1] != "FLOCK" or fields[3] != "WRITE":
            continue
        try:
            major, minor, inode = fields[5].split(":")
            where = (int(major, 16), int(minor, 16), int(inode))
        except ValueError:
            continue
        if where == wanted:
            return int(fields[4])
    return None
