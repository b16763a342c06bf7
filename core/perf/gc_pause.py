"""Pausing the cyclic garbage collector while a corpus is built.

Loading and grouping make hundreds of thousands of containers (records, lists,
tuples) and no reference cycles. Each full collection walks all of them again
while holding the GIL: on 100,000 records that was a quarter of the run time, and
pauses of up to 80 ms for every other thread, the GUI's included. Nothing is lost
by waiting: reference counting frees everything that is not kept.

The pause belongs to the entry points (the CLI's ``main``, the GUI's job runner),
never to the domain functions: they do not decide how the process they run in
manages its memory.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["collection_paused"]

_lock = threading.Lock()
_depth = 0
_was_enabled = False


@contextmanager
def collection_paused() -> Iterator[None]:
    """No cyclic collection inside the block; nests and works across threads.

    The collector is switched back on (if it was on) when the last block ends.
    """
    global _depth, _was_enabled
    with _lock:
        if _depth == 0:
            _was_enabled = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _was_enabled:
                gc.enable()

