"""Sorting a long list without holding the interpreter for the whole sort.

``list.sort`` is one C call: on 850,000 group representatives it held the GIL for
over half a second, and the GUI thread, waiting for it, froze. A sample sort cuts
that into short steps: split the items at sampled keys in a Python loop (other
threads run between its steps), then sort each slice in C.
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["sorted_gently"]

T = TypeVar("T")
SLICE = 16_384  # items sorted in one C call: a few milliseconds
_SAMPLES_PER_SLICE = 8


def sorted_gently(
    items: list[T], key: Callable[[T], Any], *, reverse: bool = False, slice_size: int = SLICE
) -> list[T]:
    """``sorted(items, key=key, reverse=reverse)``, stable, in steps of at most ``slice_size`` items.

    Equal keys always fall into one slice, so ties keep their input order either way.
    """
    if len(items) <= slice_size:
        return sorted(items, key=key, reverse=reverse)
    splitters = _splitters([key(item) for item in items], len(items) // slice_size + 1)
    slices: list[list[T]] = [[] for _ in range(len(splitters) + 1)]
    for item in items:
        slices[bisect_right(splitters, key(item))].append(item)
    result: list[T] = []
    for part in reversed(slices) if reverse else slices:
        part.sort(key=key, reverse=reverse)
        result.extend(part)
    return result


def _splitters(keys: list, count: int) -> list:
    """``count - 1`` keys that cut ``keys`` into about equal slices (a fixed seed: same result)."""
    sample = sorted(random.Random(0).sample(keys, min(len(keys), count * _SAMPLES_PER_SLICE)))
    step = len(sample) / count
    return [sample[int(step * i)] for i in range(1, count)]
