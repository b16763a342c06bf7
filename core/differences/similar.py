"""Similar groups on demand: the top-k other groups a small, visible edit away.

Scores are normalized Indel similarity (rapidfuzz ``fuzz.ratio`` / 100) on the fully
folded text, so invisible differences do not lower a score. The index is built once
and queried per selection; lengths are kept sorted so each query only scores the
groups whose length can reach the threshold, and of those only the ones that cheaper
bounds (:mod:`.similar_bounds`) do not rule out.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rapidfuzz import process
from rapidfuzz.distance import Indel

from ..grouping import Group
from ..progress import Progress, report
from ._pair_classes import pair_classes
from .bounds import SIMILAR_MAX_CODE_POINTS, TooLong
from .classes import near_identical
from .explanation import as_record
from .neighbours import folded_content
from .similar_bounds import ScoreBounds

__all__ = ["SimilarMatch", "SimilarityIndex", "UnknownDocId", "find_similar", "group_of_doc_id"]


class UnknownDocId(KeyError):
    """No record of the corpus has this doc_id."""

    def __str__(self) -> str:
        return f"no record has doc_id {self.args[0]!r}"


@dataclass(frozen=True, slots=True)
class SimilarMatch:
    """Group index ``group`` scores ``score`` (0..1) against the queried group."""

    group: int
    score: float


# Groups folded, or candidates scored, between two progress reports (cancel points).
_STEP = 2_000


def _length_window(length: int, min_score: float) -> tuple[float, float]:
    # Indel similarity is 1 - distance / (la + lb) and distance >= |la - lb|, so
    # a score of at least s needs lb within [la * s / (2 - s), la * (2 - s) / s].
    if min_score <= 0:
        return 0, float("inf")
    return length * min_score / (2 - min_score), length * (2 - min_score) / min_score


class SimilarityIndex:
    """Folded text of every group, sorted by length, ready for repeated queries.

    Groups whose folded text is longer than ``max_length`` code points (None: no cap;
    see :data:`~.bounds.SIMILAR_MAX_CODE_POINTS`) are left out: a score costs time
    quadratic in the lengths. ``skipped`` counts them.
    """

    def __init__(self, records: Sequence[Any], groups: Sequence[Group], *,
                 max_length: int | None = SIMILAR_MAX_CODE_POINTS, progress: Progress | None = None) -> None:
        """Fold every group; ``progress(done, total)`` hears every few thousand, and
        returning False stops with :class:`~core.progress.Cancelled`."""
        folded = []
        for done, group in enumerate(groups):
            if done % _STEP == 0:
                report(progress, done, len(groups))
            folded.append(folded_content(records[group.members[0]]))
        report(progress, len(groups), len(groups))
        within = [index for index, text in enumerate(folded) if max_length is None or len(text) <= max_length]
        self._order = sorted(within, key=lambda index: len(folded[index]))
        self._texts = [folded[index] for index in self._order]
        self._lengths = [len(text) for text in self._texts]
        self._bounds = ScoreBounds(self._texts)
        self._folded = folded
        self._groups = groups
        self.max_length = max_length
        self.skipped = len(folded) - len(within)

    def query(self, group_index: int, *, top: int = 10, min_score: float = 0.9,
              progress: Progress | None = None) -> list[SimilarMatch]:
        """The ``top`` other groups scoring at least ``min_score``, best first (ties by index).

        ``progress`` hears every few thousand candidates scored (a cancel point, as for
        the constructor). Raises :class:`~.bounds.TooLong` for a group longer than the
        index's cap.
        """
        text = self._folded[group_index]
        if self.max_length is not None and len(text) > self.max_length:
            raise TooLong("similar", f"the folded title and body of the group of "
                          f"{self._groups[group_index].representative!r}",
                          len(text), self.max_length)
        low, high = _length_window(len(text), min_score)
        start, end = bisect_left(self._lengths, low), bisect_right(self._lengths, high)
        matches = []
        for first in range(start, end, _STEP):
            report(progress, first - start, end - start)
            kept = self._bounds.reachable(text, min_score, first, min(first + _STEP, end))
            candidates = [self._texts[at] for at in kept]
            found = process.extract(text, candidates, scorer=Indel.normalized_similarity,
                                    score_cutoff=min_score, limit=None)
            matches += [SimilarMatch(self._order[kept[at]], score) for _, score, at in found]
        report(progress, end - start, end - start)
        matches = [match for match in matches if match.group != group_index]
        return sorted(matches, key=lambda match: (-match.score, match.group))[:top]


def group_of_doc_id(records: Sequence[Any], groups: Sequence[Group], doc_id: str) -> int:
    """Index of the group holding the record ``doc_id``; raises :class:`UnknownDocId`."""
    for index, group in enumerate(groups):
        if any(as_record(records[member]).doc_id == doc_id for member in group.members):
            return index
    raise UnknownDocId(doc_id)


def find_similar(
    records: Sequence[Any], groups: Sequence[Group], doc_id: str, *, top: int = 10, min_score: float = 0.9,
    max_length: int | None = SIMILAR_MAX_CODE_POINTS, index: SimilarityIndex | None = None,
) -> list[dict[str, Any]]:
    """Groups similar to the one holding ``doc_id``, as dicts ready for JSON.

    Each is ``{"representative", "score", "classes", "near_identical"}``, the classes
    (and near_identical) those of :func:`.explanation.explain` on the two representatives.
    Groups longer than ``max_length`` are left out (see :class:`SimilarityIndex`); a
    caller who wants to say how many passes its own ``index`` (then ``max_length`` is its).
    Raises :class:`UnknownDocId`, and :class:`~.bounds.TooLong` when the group of
    ``doc_id`` is longer than ``max_length``.
    """
    queried = group_of_doc_id(records, groups, doc_id)
    head = records[groups[queried].members[0]]
    result = []
    similarity = index or SimilarityIndex(records, groups, max_length=max_length)
    for match in similarity.query(queried, top=top, min_score=min_score):
        classes = list(pair_classes(head, records[groups[match.group].members[0]]))
        result.append({
            "representative": groups[match.group].representative,
            "score": round(match.score, 6),
            "classes": classes,
            "near_identical": near_identical(classes),
        })
    return result
