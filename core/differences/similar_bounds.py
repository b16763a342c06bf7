"""Cheap upper bounds on a `similar` score: candidates that cannot reach it are never scored.

The score of texts ``a`` and ``b`` is the normalized Indel similarity, 2 LCS / (la + lb)
(LCS: their longest common subsequence). Two bounds, each exact (a candidate that would
reach the score is never ruled out; one code point of slack covers rounding):

- counts: an insertion or a deletion changes by one either the ASCII characters or the
  others, so the distance is at least |ASCII count apart| + |other count apart| (texts
  in different scripts, mostly);
- a sample: split the characters into the ASCII ones with an even code and the rest. A
  common subsequence is one of the two samples plus one of the two rests, so LCS(a, b)
  is at most LCS(sample a, sample b) + the shorter rest. About half of an English text
  is its sample; the LCS of two samples, cut short by the score needed, costs a fraction
  of the whole score.
"""

from __future__ import annotations

from math import ceil

from rapidfuzz.distance import LCSseq

__all__ = ["ScoreBounds"]

_ODD = bytes(range(1, 0x80, 2))
_TRIAL = 8  # candidates sampled before the samples' bound is dropped for ruling out too few


def _sample(text: str) -> tuple[int, bytes]:
    """The count of ASCII characters of ``text``, and its sample (ASCII, even code)."""
    ascii_bytes = text.encode("ascii", "ignore")
    return len(ascii_bytes), ascii_bytes.translate(None, _ODD)


class ScoreBounds:
    """The counts and samples of ``texts``, for :meth:`reachable`."""

    def __init__(self, texts: list[str]) -> None:
        self._lengths = [len(text) for text in texts]
        samples = [_sample(text) for text in texts]
        self._ascii = [count for count, _ in samples]
        self._samples = [sample for _, sample in samples]

    def reachable(self, text: str, min_score: float, first: int, last: int) -> list[int]:
        """The indices in ``[first, last)`` whose texts may score ``min_score`` against ``text``."""
        lengths, ascii_counts, samples = self._lengths, self._ascii, self._samples
        length = len(text)
        ascii_count, sample = _sample(text)
        rest, most = length - len(sample), 1 - min_score
        kept = []
        sampled = ruled_out = 0
        for at in range(first, last):
            other_length, other_ascii = lengths[at], ascii_counts[at]
            total = length + other_length
            if abs(other_ascii - ascii_count) + abs(other_length - other_ascii - length + ascii_count) > (
                    most * total + 1):
                continue
            # The samples' LCS is worth its time only while it rules most candidates out (texts
            # that all score each other would pay for it on top of their scores).
            if sampled < _TRIAL or 2 * ruled_out >= sampled:
                other_sample = samples[at]
                need = ceil(min_score * total / 2 - 1 - min(rest, other_length - len(other_sample)))
                if need > 0:
                    sampled += 1
                    if LCSseq.similarity(sample, other_sample, score_cutoff=need) < need:
                        ruled_out += 1
                        continue
            kept.append(at)
        return kept
