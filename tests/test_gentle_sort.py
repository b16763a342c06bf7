"""sorted_gently is sorted(), only cut into short steps."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from core.perf.gentle_sort import sorted_gently


@given(st.lists(st.tuples(st.text(max_size=3), st.integers(0, 5))), st.integers(1, 8), st.booleans())
def test_same_as_sorted_and_stable(items, slice_size, reverse):
    key = lambda item: item[0]  # noqa: E731 - equal keys test stability
    expected = sorted(items, key=key, reverse=reverse)
    assert sorted_gently(items, key, reverse=reverse, slice_size=slice_size) == expected


def test_many_items_in_many_slices():
    rng = random.Random(7)
    items = [f"d{rng.randrange(10**9):09d}" for _ in range(50_000)]
    assert sorted_gently(items, str, slice_size=1000) == sorted(items)
    assert sorted_gently(sorted(items), str, slice_size=1000) == sorted(items)
