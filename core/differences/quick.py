"""An explanation made at once, where the caller is, when that is quick: else None.

A window explains two records in a worker (a long pair takes seconds), and the
explanation then arrives an event-loop turn after the records: two repaints. Most
pairs a reviewer sees are a few thousand code points and take a millisecond or two,
less than the worker's turn costs. :func:`explain_quickly` explains such a pair in
the caller's thread and gives up, returning None, when it would not be quick: the
records are long, :mod:`.explanation` is not loaded yet (its first import loads
Unicode tables: a worker's work), it takes longer than allowed, or it fails (the
worker explains the pair again and says why in its own words).
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..records import Record
    from .explanation import Explanation

__all__ = ["QUICK_CODE_POINTS", "explain_quickly"]

QUICK_CODE_POINTS = 12_000  # title and body of both records together, at most (~5 ms at the worst)
_MODULE = f"{__package__}.explanation"


def explain_quickly(record_a: Record, record_b: Record, seconds: float) -> Explanation | None:
    """:func:`~.explanation.explain` of the two records if it is done within ``seconds``, or None."""
    module = sys.modules.get(_MODULE)
    size = sum(len(record.title) + len(record.body) for record in (record_a, record_b))
    if module is None or size > QUICK_CODE_POINTS:
        return None
    deadline = time.perf_counter() + seconds

    def in_time(_done: int, _total: int) -> bool:  # asked at each hunk: a pair with many hunks gives up
        return time.perf_counter() < deadline

    try:
        return module.explain(record_a, record_b, progress=in_time)
    except Exception:  # Cancelled, TooLong, ContractError: the worker meets them again and says so
        return None
