"""Handing memory the process no longer uses back to the system.

When a corpus is let go (a reopen, a reload), every one of its objects is freed, yet
the process stays as large: glibc keeps freed blocks in its heaps for later use, one
heap per thread that allocated, and the next corpus is built by another worker thread
in another heap. Reopening a 100,000-record corpus six times left the window at
363, 601, 605, 820, 994, 951 MB although nothing of the old corpora was alive; with the
heaps trimmed after each job, 359, 429, 432, 441, 441 MB.

``malloc_trim`` is glibc's: elsewhere (musl, macOS, Windows) nothing happens, and those
allocators return memory their own way.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

__all__ = ["return_free_memory"]


def return_free_memory() -> bool:
    """Give the free memory of every malloc heap back to the system; False where there is no way.

    ctypes lets the GIL go for the call, so other Python threads run on meanwhile; the
    heap being trimmed is locked, so call it from a worker, never the GUI thread.
    """
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)  # 0: keep no slack at the top of the main heap either
    return True


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None when the C library has none (not glibc)."""
    import ctypes  # here: importing it costs every command's start-up ~6 ms

    try:
        trim = ctypes.CDLL(None).malloc_trim  # the symbols already loaded: the C library's among them
    except (OSError, AttributeError, TypeError):  # not glibc; TypeError: Windows loads no "None"
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim
