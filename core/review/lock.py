"""One writer per decisions file, decided by an OS lock rather than a race.

The lock is ``flock`` on the decisions file itself, held for as long as the file
is open for appending. The kernel drops it when the holder exits, even after a
crash, so there is never a stale lock file to clean up. ``flock`` locks belong to
an open file, not a process: a second window in the same process is refused too.
Replacing a decisions file (an output written onto it) takes the same lock first,
so a file a window records into is never swapped from under it.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterable
from pathlib import Path

from ..output.file_lock import LockHeld, fcntl, holder_of, lock_is_held, locked_for_replacing
from .recognise import open_regular, why_not_regular

__all__ = [
    "DecisionsFileLost",
    "HeldFile",
    "LockHeld",
    "held_sentence",
    "holder_of",
    "let_go_sentence",
    "lock_is_held",
    "locked_for_replacing",
    "lost_sentence",
    "open_for_appending",
]


class DecisionsFileLost(Exception):
    """The file held for appending was deleted, replaced or cut short; nothing was written."""


class HeldFile:
    """A decisions file open for appending under its lock, and the file it was when opened.

    Before each append :meth:`lost` compares the path with the open file (device and
    inode, and a size never below what this holder wrote): a file deleted, replaced by
    another (a rename onto it, an editor's save) or truncated is not written to.
    """

    def __init__(self, path: str | os.PathLike, fd: int) -> None:
        self.path = Path(os.path.abspath(path))
        self.fd = fd
        status = os.fstat(fd)
        self.identity = (status.st_dev, status.st_ino)
        self.size = status.st_size

    def fileno(self) -> int:
        return self.fd

    def close(self) -> None:
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1

    def lost(self) -> str | None:
        """Why the path no longer leads to the file opened (a sentence), or None."""
        try:
            status = os.stat(self.path)
        except FileNotFoundError:
            if os.fstat(self.fd).st_nlink > 0:  # the open file has a name still: another one
                return (f"{self.path} was moved or renamed (the decisions are in that file still, "
                        "under its new name)")
            return f"{self.path} was deleted"
        except OSError as error:
            return f"{self.path} cannot be looked at ({error.strerror or error})"
        if (status.st_dev, status.st_ino) != self.identity:
            return f"{self.path} was replaced by another file"
        size = os.fstat(self.fd).st_size
        if size < self.size:
            return f"{self.path} was cut short (from {self.size:,} to {size:,} bytes)"
        return None

    def append(self, lines: Iterable) -> None:
        """Append ``lines`` (see :func:`~.journal.append_lines`) unless the file was lost."""
        from .journal import append_lines  # journal reads; this module only holds

        if (why := self.lost()) is not None:
            raise DecisionsFileLost(lost_sentence(why))
        append_lines(self, lines)
        self.size = os.fstat(self.fd).st_size


def lost_sentence(why: str) -> str:
    """What a window says of a file :meth:`HeldFile.lost` (``why``): nothing goes there any more."""
    return f"{why} since this window opened it; nothing more is written there"


def open_for_appending(path: str | os.PathLike) -> HeldFile:
    """The file opened for appending (created if missing) with an exclusive lock held.

    Raises :class:`LockHeld` when another holder has it, :class:`OSError` when the
    file cannot be opened at all (a read-only folder, a device or a pipe: never written).
    """
    path = Path(path)
    try:
        fd = open_regular(path, os.O_RDWR | os.O_APPEND | os.O_CREAT)
    except ValueError as error:
        raise OSError(errno.EINVAL, str(error)) from None
    except IsADirectoryError:
        raise OSError(errno.EISDIR, why_not_regular(stat.S_IFDIR)) from None
    except PermissionError as error:
        raise PermissionError(error.errno, _not_writable(path)) from None
    except OSError as error:
        if error.errno == errno.EROFS:
            raise OSError(error.errno, f"{_not_writable(path)} (a read-only file system)") from None
        raise
    held = HeldFile(path, fd)
    if fcntl is None:
        return held
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        held.close()
        raise LockHeld(held_sentence(path)) from None
    return held


def held_sentence(path: Path) -> str:
    """Why a window shows ``path``'s decisions read-only while another holds its lock."""
    return (f"{path.name} is open for recording in {holder_of(path)}; "
            "this one shows the decisions read-only until that one closes")


def let_go_sentence(path: Path) -> str:
    """Why a window is still read-only once the one holding ``path`` let go of it."""
    return f"the other window closed {path.name}; Record decisions here (Ctrl+Shift+T) records here"


def _not_writable(path: Path) -> str:
    folder = path.parent if str(path.parent) else Path(".")
    if not path.exists() or not os.access(folder, os.W_OK):
        return f"the folder {folder} is read-only here"
    return f"{path.name} is read-only here"
