"""Standard output that fails in sentences: a full disk is said, a reader gone is quiet.

Every byte the CLI writes to standard output (``print``, ``sys.stdout.buffer.write``,
a spooled result copied out) passes through :class:`_Guarded`, which turns the
operating system's error into one of two exceptions that no ``except OSError`` on
the way mistakes for a problem of the input:

- :class:`ReaderGone`: the reading end of the pipe closed (``docdedup ... | head -1``).
  Unix tools end quietly then; so does the CLI, with the status a tool killed by
  SIGPIPE has (141), never "invalid input".
- :class:`OutputFailed`: anything else (``> /dev/full``: no space left on device).
"""

from __future__ import annotations

import io
import os
import sys

__all__ = [
    "READER_GONE_STATUS",
    "OutputFailed",
    "ReaderGone",
    "drop_standard_output",
    "guard_standard_output",
    "silence_standard_output",
]

READER_GONE_STATUS = 128 + 13  # what the shell reports for a process ended by SIGPIPE


class ReaderGone(Exception):
    """Nobody reads standard output any more."""


class OutputFailed(Exception):
    """Standard output cannot take the bytes; the message says why."""


class _Guarded(io.RawIOBase):
    """File descriptor 1, raising :class:`ReaderGone` or :class:`OutputFailed` instead of OSError."""

    def __init__(self, fd: int) -> None:
        super().__init__()
        self._fd = fd
        self.dropping = False  # after the reader left or the disk filled: bytes go nowhere
        self.used = False  # a byte reached the descriptor

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self._fd

    def isatty(self) -> bool:
        return os.isatty(self._fd)

    def write(self, data) -> int:
        if self.dropping:
            return len(data)
        try:
            written = os.write(self._fd, data)
        except BrokenPipeError:
            raise ReaderGone from None
        except OSError as error:
            raise OutputFailed(f"cannot write to standard output: {error.strerror or error}") from None
        self.used = self.used or written > 0
        return written

    def close(self) -> None:  # the descriptor belongs to the process, not to this object
        super().close()


_guard: _Guarded | None = None


def guard_standard_output() -> None:
    """Put the guard under ``sys.stdout`` if it is the process's own (not a test's capture)."""
    current = sys.stdout
    try:
        if current is None or current is not sys.__stdout__ or current.fileno() != 1:
            return
    except (OSError, ValueError, AttributeError):
        return
    global _guard
    current.flush()
    _guard = _Guarded(1)
    buffer = io.BufferedWriter(_guard)
    sys.stdout = io.TextIOWrapper(buffer, encoding=current.encoding, errors=current.errors,
                                  line_buffering=current.line_buffering, write_through=False)


def silence_standard_output() -> None:
    """Nothing more reaches standard output, and nothing is left to fail at exit.

    Bytes still buffered would fail again when the interpreter flushes on the way out
    (Python then prints "Exception ignored ... BrokenPipeError"); they are dropped.
    """
    if _guard is not None:
        _guard.dropping = True
    try:  # anything else writing to descriptor 1 (a child process) writes nowhere too
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass


def drop_standard_output() -> bool:
    """A run that failed writes no more: the bytes still buffered are dropped, not flushed at exit.
    Whether any byte had reached standard output (False when it is not the process's own, as
    under a test's capture: every command writes its result there only once it is complete)."""
    if _guard is None:
        return False
    _guard.dropping = True
    return _guard.used
