"""Blocks of a stream read by a thread ahead of their use.

A compressed file's text comes out of a decompressor that runs without the GIL (zlib,
bz2, lzma and zstandard all release it): read in a thread, the next block is
decompressed while this one is decoded and grouped, on the second core.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from queue import Empty, Full, Queue

__all__ = ["read_ahead"]

_AHEAD = 2  # blocks waiting at most (each up to a batch: a few MB)
_END = object()


def read_ahead(read: Callable[[], bytes]) -> Iterator[bytes]:
    """The blocks ``read()`` returns until an empty one, each read in a thread ahead of its
    use; an error of ``read`` is raised here, where the blocks are used. Stopping early
    stops the thread."""
    waiting: Queue = Queue(maxsize=_AHEAD)
    stopped = threading.Event()

    def hand(item) -> bool:
        while not stopped.is_set():
            try:
                waiting.put(item, timeout=0.05)
                return True
            except Full:
                pass
        return False

    def reader() -> None:
        try:
            while block := read():
                if not hand(block):
                    return
        except BaseException as error:  # raised on the using side
            hand(error)
            return
        hand(_END)

    thread = threading.Thread(target=reader, name="read-ahead", daemon=True)
    thread.start()
    try:
        while (item := waiting.get()) is not _END:
            if isinstance(item, BaseException):
                raise item
            yield item
    finally:
        stopped.set()
        try:
            while True:
                waiting.get_nowait()  # a reader waiting to hand a block goes on and sees the stop
        except Empty:
            pass
        thread.join()
