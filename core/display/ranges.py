"""One notation for ranges of bytes or code points, in the window, the CLI and the docs.

A range is half-open, as Python slices are: ``63..65`` is bytes 63 and 64 (two
bytes), so ``end - start`` is its length and two neighbouring ranges share their
boundary. An empty range has no bytes; it is written by where it sits, ``empty at
15``, never ``15..15``, which reads like one byte.
"""

from __future__ import annotations

__all__ = ["RANGE_NOTE", "common_prefix", "range_text"]

RANGE_NOTE = "ranges are half-open: 63..65 is bytes 63 and 64"


def range_text(start: int, end: int) -> str:
    """``start..end`` (``end`` excluded), or ``empty at start`` when nothing is in it."""
    if end < start:
        raise ValueError(f"a range ends at or after its start, not {start}..{end}")
    return f"empty at {start}" if end == start else f"{start}..{end}"


def common_prefix(a: str | bytes, b: str | bytes) -> int:
    """How many leading characters (or bytes) ``a`` and ``b`` share, by halving: each
    comparison is a slice compared at C speed, so 10,000 characters take microseconds."""
    low, high = 0, min(len(a), len(b))
    while low < high:
        middle = (low + high + 1) // 2
        if a[:middle] == b[:middle]:
            low = middle
        else:
            high = middle - 1
    return low
