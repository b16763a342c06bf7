"""Merging two editors' decisions files: the union of their lines, conflicts named.

Lines are compared by their encoded bytes, so a line both files share (one copied
the other's file before going on) appears once. The union interleaves the two files
like the merge step of a merge sort, by ``at`` (ties by the bytes): each file keeps its
own order, so two lines of one file in the same millisecond (keep, then undo) or after
the clock stepped back still end on that file's verdict. The step is symmetric, which
makes ``merge(a, b)`` and ``merge(b, a)`` the same file apart from the order of the two
sides inside each conflict line.

A subject is in conflict when the two files end on different verdicts and neither
file has seen the other's last line. The merge then appends a ``conflict`` line
naming both sides; it is the subject's state until someone decides again.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .decision_lines import CONFLICT, KEEPER_RULE, NOTE, SCHEMA, Alternative, DecisionLine, subject_key
from .journal import encode_line

__all__ = ["MergeResult", "merge_decisions"]


@dataclass
class MergeResult:
    """The merged lines, in file order, and the conflict lines among them."""

    lines: list[DecisionLine]
    conflicts: list[DecisionLine]


def _last_per_subject(lines: Sequence[DecisionLine]) -> dict[bytes, DecisionLine]:
    last: dict[bytes, DecisionLine] = {}
    for line in lines:
        if line.decision not in (NOTE, KEEPER_RULE):  # no verdict: never in dispute (the later rule holds)
            last[subject_key(line.subject)] = line
    return last


def _numbered(lines: Sequence[DecisionLine]) -> list[tuple[str, bytes, int, DecisionLine]]:
    """Each line with its sort key: ``at``, its bytes, and which occurrence of those bytes it is."""
    seen: Counter[bytes] = Counter()
    numbered = []
    for line in lines:
        raw = encode_line(line)
        seen[raw] += 1
        numbered.append((line.at, raw, seen[raw], line))
    return numbered


def _union(ours: Sequence[DecisionLine], theirs: Sequence[DecisionLine]) -> list[DecisionLine]:
    """Both files interleaved by (at, bytes), each in its own order; a shared line once.

    The n-th copy of a line is written only if fewer than n copies were written: a line
    both files hold counts once, a line one file repeats (keep, undo, keep) counts each time.
    """
    left, right = _numbered(ours), _numbered(theirs)
    written: Counter[bytes] = Counter()
    union: list[DecisionLine] = []
    i = j = 0
    while i < len(left) or j < len(right):
        if j == len(right) or (i < len(left) and left[i][:3] <= right[j][:3]):
            _, raw, copy, line = left[i]
            i += 1
        else:
            _, raw, copy, line = right[j]
            j += 1
        if written[raw] < copy:
            written[raw] += 1
            union.append(line)
    return union


def _sides(line: DecisionLine) -> tuple[Alternative, ...]:
    """What a subject's last line says, as conflict sides: an earlier conflict's own sides."""
    return line.conflict if line.decision == CONFLICT and line.conflict else (line.alternative(),)


def _agree(mine: DecisionLine, other: DecisionLine) -> bool:
    """The same verdict; for two conflicts, the same sides."""
    if not mine.same_verdict(other):
        return False
    return mine.decision != CONFLICT or set(_sides(mine)) == set(_sides(other))


def _conflict(ours: DecisionLine, theirs: DecisionLine, *, reviewer: str, at: str) -> DecisionLine:
    """The conflict line naming every original side once (a merge of merges keeps them all)."""
    newer = max(ours, theirs, key=lambda line: (line.at, encode_line(line)))
    sides = tuple(dict.fromkeys(_sides(ours) + _sides(theirs)))
    return DecisionLine(SCHEMA, at, reviewer, newer.contract, newer.input, newer.subject, CONFLICT,
                        conflict=sides)


def merge_decisions(
    ours: Sequence[DecisionLine], theirs: Sequence[DecisionLine], *, reviewer: str, at: str
) -> MergeResult:
    """The union of ``ours`` and ``theirs`` plus one conflict line per disputed subject.

    ``reviewer`` and ``at`` are written on the conflict lines (who merged, and when).
    """
    ours_bytes = {encode_line(line) for line in ours}
    theirs_bytes = {encode_line(line) for line in theirs}
    lines = _union(ours, theirs)
    ours_last, theirs_last = _last_per_subject(ours), _last_per_subject(theirs)
    conflicts = []
    for key in sorted(ours_last.keys() & theirs_last.keys()):
        mine, other = ours_last[key], theirs_last[key]
        if _agree(mine, other):
            continue
        if encode_line(mine) in theirs_bytes or encode_line(other) in ours_bytes:
            continue  # one side decided again after seeing the other's line
        conflicts.append(_conflict(mine, other, reviewer=reviewer, at=at))
    return MergeResult(lines + conflicts, conflicts)
