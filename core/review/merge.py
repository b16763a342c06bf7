"""Merging two editors' decisions files: the union of their lines, conflicts named.

Lines are compared by their encoded bytes, so a line both files share (one copied
the other's file before going on) appears once. The union is ordered by ``at``
(ties by the bytes), which makes ``merge(a, b)`` and ``merge(b, a)`` the same file
apart from the order of the two sides inside each conflict line.

A subject is in conflict when the two files end on different verdicts and neither
file has seen the other's last line. The merge then appends a ``conflict`` line
naming both sides; it is the subject's state until someone decides again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .journal import encode_line
from .lines import CONFLICT, SCHEMA, DecisionLine, subject_key

__all__ = ["MergeResult", "merge_decisions"]


@dataclass
class MergeResult:
    """The merged lines, in file order, and the conflict lines among them."""

    lines: list[DecisionLine]
    conflicts: list[DecisionLine]


def _last_per_subject(lines: Sequence[DecisionLine]) -> dict[bytes, DecisionLine]:
    last: dict[bytes, DecisionLine] = {}
    for line in lines:
        last[subject_key(line.subject)] = line
    return last


def _conflict(ours: DecisionLine, theirs: DecisionLine, *, reviewer: str, at: str) -> DecisionLine:
    newer = max(ours, theirs, key=lambda line: (line.at, encode_line(line)))
    return DecisionLine(SCHEMA, at, reviewer, newer.contract, newer.input, newer.subject, CONFLICT,
                        conflict=(ours.alternative(), theirs.alternative()))


def merge_decisions(
    ours: Sequence[DecisionLine], theirs: Sequence[DecisionLine], *, reviewer: str, at: str
) -> MergeResult:
    """The union of ``ours`` and ``theirs`` plus one conflict line per disputed subject.

    ``reviewer`` and ``at`` are written on the conflict lines (who merged, and when).
    """
    ours_bytes = {encode_line(line): line for line in ours}
    theirs_bytes = {encode_line(line): line for line in theirs}
    union = {**ours_bytes, **theirs_bytes}
    lines = [union[raw] for raw in sorted(union, key=lambda raw: (union[raw].at, raw))]
    ours_last, theirs_last = _last_per_subject(ours), _last_per_subject(theirs)
    conflicts = []
    for key in sorted(ours_last.keys() & theirs_last.keys()):
        mine, other = ours_last[key], theirs_last[key]
        if mine.same_verdict(other):
            continue
        if encode_line(mine) in theirs_bytes or encode_line(other) in ours_bytes:
            continue  # one side decided again after seeing the other's line
        conflicts.append(_conflict(mine, other, reviewer=reviewer, at=at))
    return MergeResult(lines + conflicts, conflicts)
