"""Alignment is bounded per pair: no text longer than MOST_ALIGNED is cut into clusters.

Two bodies at the contract's limit (16.7M code points) that differ in one place took 37 s
and 2.3 GB in ``docdedup neighbours`` (every cluster a string of its own); what both share
at their ends is now left out first, and a changed rest longer than the bound is one
coarse hunk.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from core.differences import align as aligning
from core.differences.align import MOST_ALIGNED, Hunk, align

ROOT = Path(__file__).resolve().parents[1]


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


def _long_pair(tmp_path, change_at: int | None) -> Path:
    """Two records whose bodies are MOST_ALIGNED + 1 code points: unrelated, or one letter apart."""
    size = MOST_ALIGNED + 1
    other = "b" * size if change_at is None else "a" * change_at + "b" + "a" * (size - change_at - 1)
    records = [{"doc_id": doc_id, "source_ref": "r", "language": "en", "title": "t", "body": body}
               for doc_id, body in (("A", "a" * size), ("B", other))]
    path = tmp_path / "long.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


def _explain(path: Path, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core.cli", "explain", str(path), "A", "B",
                           "--max-length", str(2 * MOST_ALIGNED), *options], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8", check=False)


def test_explain_says_a_changed_stretch_over_the_bound_was_compared_coarsely(tmp_path):
    path = _long_pair(tmp_path, None)
    text = _explain(path)
    assert text.returncode == 0, text.stderr
    assert ("   texts this long are compared coarsely: a change over 1,000,000 code points "
            "is one difference") in text.stdout.splitlines()
    as_json = _explain(path, "--format", "json")
    assert as_json.returncode == 0, as_json.stderr
    (difference,) = json.loads(as_json.stdout)["differences"]
    assert difference["coarse"] is True and difference["a_range"] == [0, MOST_ALIGNED + 1]


def test_explain_says_nothing_of_coarseness_when_the_change_is_located(tmp_path):
    path = _long_pair(tmp_path, 500)
    text = _explain(path)
    assert text.returncode == 0, text.stderr
    assert "coarsely" not in text.stdout
    (difference,) = json.loads(_explain(path, "--format", "json").stdout)["differences"]
    assert difference["coarse"] is False and difference["a_range"] == [500, 501]
