"""Using the machine's second core for work that is pure Python and holds the GIL.

Threads can't share such work, so half of it runs in a forked child process,
which sees the loaded records without copying or pickling them, and sends back
only compact bytes. Worth it only for heavy work per item (folding a text for
the neighbour search: 2x); for grouping, whose work per record is a few
microseconds, the copy-on-write faults of two processes touching the same
records ate the gain (measured at 100k and 1M records). Only the command line
uses it: a GUI process has threads, and forking a threaded process is unsafe.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable

from ..progress import Progress
from .lifeline import die_with_parent

__all__ = ["MIN_ITEMS", "split_across_processes", "worth_forking"]

MIN_ITEMS = 20_000  # below this, starting a process costs more than it saves
_CAN_FORK = "fork" in multiprocessing.get_all_start_methods()

# work(start, stop, progress) -> the bytes of items start..stop, concatenated.
Work = Callable[[int, int, "Progress | None"], bytes]


def worth_forking(processes: int, items: int, min_items: int | None = None) -> bool:
    """Whether ``items`` are worth a second process (fewer than ``min_items``, by default
    :data:`MIN_ITEMS`, cost more to start than they save)."""
    enough = items >= (MIN_ITEMS if min_items is None else min_items)
    return processes > 1 and enough and _CAN_FORK and (os.cpu_count() or 1) > 1


def _child(parent: int, work: Work, start: int, stop: int, writer) -> None:
    die_with_parent(parent)
    try:
        writer.send_bytes(work(start, stop, None))
        writer.close()
    except BaseException:  # the parent redoes this half, and reports any error itself
        os._exit(1)
    # At once: multiprocessing's own exit (finalizers, joining) has nothing to do here, and
    # a signal meeting it printed a traceback from the CLI's handler.
    os._exit(0)


def split_across_processes(work: Work, total: int, progress: Progress | None) -> tuple[bytes, bytes]:
    """``work(0, split, progress)`` and ``work(split, total)``, the second half computed
    meanwhile in a forked child (``split`` is half of ``total``).

    If the child dies, this process computes its half too; if ``progress`` cancels,
    the child is stopped before :class:`~core.progress.Cancelled` propagates.
    """
    split = total // 2
    context = multiprocessing.get_context("fork")
    reader, writer = context.Pipe(duplex=False)
    child = context.Process(target=_child, args=(os.getpid(), work, split, total, writer), daemon=True)
    child.start()
    writer.close()
    answered = False
    try:
        first = work(0, split, progress)
        try:
            second = reader.recv_bytes()
            answered = True
        except EOFError:  # the child died: do its half here
            second = work(split, total, progress)
    finally:
        if not answered and child.is_alive():  # cancelled or failed here: the child's half is not wanted
            child.terminate()
        child.join()  # an answered child is ending by itself
        reader.close()
    return first, second
