"""How much memory reading a file takes: a share of its bytes, and a share of its records.

Measured at 1,000,000 records of ~98 bytes (98 MB, 100,000 groups of two), peak resident
memory: ``group --format jsonl`` 1.82 GB (18.6 times the file), ``--format json`` 955 MB
(9.8 times). Files of long records take about 2.5 times their size; each record adds its
objects, about 1.6 kB at most (the JSON Lines path). So a file of small records needs far
more than 2.5 times its size, and the size alone cannot say whether it fits: when it might
not, the records are counted (each holds one ``"doc_id"`` key; a count at the speed of
memory) and the file is refused when its bytes and records together need more than this
computer has.
"""

from __future__ import annotations

import mmap
import os

__all__ = ["MEMORY_PER_FILE_BYTE", "MEMORY_PER_RECORD", "memory_refusal"]

MEMORY_PER_FILE_BYTE = 2.5
MEMORY_PER_RECORD = 1600
# The fewest bytes a record takes: {"doc_id":"a","source_ref":"r","language":"en","title":"","body":""}
_FEWEST_RECORD_BYTES = 68
_KEY = b'"doc_id"'
_CHUNK = 64 << 20


def _physical_memory() -> int | None:
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None


def _records_at_most(fd: int, size: int) -> int:
    """How many records the file at ``fd`` can hold: its ``"doc_id"`` keys (an escaped quote in a
    text is ``\\"``, never this), counted 64 MiB at a time at C speed."""
    if size == 0:
        return 0
    count, step = 0, _CHUNK - len(_KEY) + 1  # chunks overlap by a key less one byte: none counted twice
    with mmap.mmap(fd, size, access=mmap.ACCESS_READ) as view:
        for start in range(0, size, step):
            count += view[start:start + _CHUNK].count(_KEY)
    return count


def memory_refusal(fd: int, size: int, memory: int | None = None) -> tuple[int, float, int] | None:
    """``(records, bytes needed, memory)`` when the regular file at ``fd`` (``size`` bytes) cannot be
    read on this computer (``memory``: its physical memory unless given), else None."""
    memory = _physical_memory() if memory is None else memory
    if memory is None:
        return None
    worst = MEMORY_PER_FILE_BYTE * size + MEMORY_PER_RECORD * (size // _FEWEST_RECORD_BYTES + 1)
    if worst <= memory:
        return None  # fits whatever its records are: no need to count them
    try:
        records = _records_at_most(fd, size)
    except (OSError, ValueError):
        return None  # cannot be counted: the size alone decides, as before
    need = MEMORY_PER_FILE_BYTE * size + MEMORY_PER_RECORD * records
    return None if need <= memory else (records, need, memory)
