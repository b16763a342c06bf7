"""Alignment is bounded per pair: no text longer than MOST_ALIGNED is cut into clusters.

Two bodies at the contract's limit (16.7M code points) that differ in one place took 37 s
and 2.3 GB in ``docdedup neighbours`` (every cluster a string of its own); what both share
at their ends is now left out first, and a changed rest longer than the bound is one
coarse hunk.
"""

from __future__ import annotations

import random

import pytest

from core.differences import align as aligning
from core.differences.align import MOST_ALIGNED, Hunk, align


@pytest.fixture
def cut_lengths(monkeypatch) -> list[int]:
    """The length of every text cut into clusters during the test."""
    lengths: list[int] = []
    original = aligning.graphemes

    def recorded(text: str) -> list[str]:
        lengths.append(len(text))
        return original(text)

    monkeypatch.setattr(aligning, "graphemes", recorded)
    return lengths


def _text(size: int, seed: int) -> str:
    return "".join(random.Random(seed).choices("abcdefghij ", k=size))


def test_one_change_in_two_long_lines_is_found_exactly_without_cutting_them(cut_lengths):
    a = _text(3 * MOST_ALIGNED, 1)
    b = a[:1_500_000] + "\N{NO-BREAK SPACE}" + a[1_500_001:]
    assert align(a, b) == [Hunk(1_500_000, 1_500_001, 1_500_000, 1_500_001)]
    assert max(cut_lengths, default=0) <= MOST_ALIGNED


def test_two_long_unrelated_lines_are_one_coarse_hunk(cut_lengths):
    a, b = _text(2 * MOST_ALIGNED, 1), _text(2 * MOST_ALIGNED, 2)
    assert align(a, b) == [Hunk(0, len(a), 0, len(b))]
    assert max(cut_lengths, default=0) <= MOST_ALIGNED


def test_texts_within_the_bound_are_aligned_on_clusters_as_before():
    a = "e\N{COMBINING ACUTE ACCENT} x " * 10 + "tail"
    b = "\N{LATIN SMALL LETTER E WITH ACUTE} x " + "e\N{COMBINING ACUTE ACCENT} x " * 9 + "tail"
    assert align(a, b) == [Hunk(0, 2, 0, 1)]
