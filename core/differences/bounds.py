"""How long a text the difference analysis takes on unasked, so no answer takes seconds.

Explaining two records and scoring similar groups cost time that grows with the
texts' lengths (a similarity score is quadratic in them). Two caps keep every
answer within about a second on a slow machine; a caller who asks for more passes
a larger cap (``docdedup explain|similar --max-length``), or ``None`` for none.

Measured (``benchmarks/bench_long_texts.py``): explaining two unrelated 1,000,000
code point bodies took 4-9 s and ``similar`` among 1 MB bodies 120-190 s before
these caps.
"""

from __future__ import annotations

__all__ = ["EXPLAIN_MAX_CODE_POINTS", "MOST_ALIGNED", "SIMILAR_MAX_CODE_POINTS", "TooLong", "check_length"]

EXPLAIN_MAX_CODE_POINTS = 1_000_000
"""Longest title or body :func:`~core.differences.explanation.explain` takes on unasked."""

SIMILAR_MAX_CODE_POINTS = 20_000
"""Longest folded title + body a similarity search compares unasked: a longer group
is never a candidate, and asking for its similar groups is refused."""


MOST_ALIGNED = 1_000_000
"""Code points of one changed block (a line, or lines, that differ) cut into clusters at most:
what both sides share at its ends is left out first; a longer rest is one coarse hunk
(two 16.7M-character texts took 37 s and 2.3 GB, each cluster a string of its own)."""


class TooLong(ValueError):
    """A text is longer than the cap ``analysis`` (``explain``, ``similar``) was given."""

    def __init__(self, analysis: str, what: str, length: int, cap: int) -> None:
        super().__init__(analysis, what, length, cap)
        self.analysis, self.what, self.length, self.cap = analysis, what, length, cap

    def __str__(self) -> str:
        return (f"{self.what} has {self.length:,} code points; {self.analysis} takes texts of up to "
                f"{self.cap:,} so that it answers in about a second "
                f"(docdedup {self.analysis} --max-length N raises the cap)")


def check_length(analysis: str, what: str, text: str, cap: int | None) -> None:
    """Raise :class:`TooLong` when ``text`` is longer than ``cap`` (None: no cap)."""
    if cap is not None and len(text) > cap:
        raise TooLong(analysis, what, len(text), cap)
