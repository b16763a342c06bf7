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

Every line is kept as it was written (:func:`merge_input`): fields this version does not know
stay, and a line that does not count here (another schema, an unknown decision, a key given
twice, not JSON at all) is kept in its place, byte for byte, and reported; only a last line
cut short by a crash is left out, and said.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..errors import Problem
from .decision_lines import CONFLICT, KEEPER_RULE, NOTE, SCHEMA, Alternative, DecisionLine, subject_key
from .journal import DecisionsRead, encode_line, read_decisions
from .recognise import BOM, open_regular

__all__ = ["KeptLine", "MergeResult", "merge_decisions", "merge_input"]


@dataclass(frozen=True, slots=True)
class KeptLine:
    """One line of a file to merge, as written (``raw``, no line end), and what it says when it
    counts here (``line``; None: kept as it is, not counted)."""

    raw: bytes
    line: DecisionLine | None


@dataclass
class MergeResult:
    """The merged lines, in file order, and the conflict lines among them.

    ``lines``: the lines that count (the conflicts last); ``raw``: every line to write, as written
    (no line ends), those that do not count here included, then the conflicts."""

    lines: list[DecisionLine]
    conflicts: list[DecisionLine]
    raw: list[bytes] = field(default_factory=list)


@dataclass
class MergeInput:
    """A file to merge: how it reads (:class:`~.journal.DecisionsRead`), every line as written, and
    the problems a merge says (a line kept as it is, a torn last line left out)."""

    read: DecisionsRead
    kept: list[KeptLine]
    problems: list[Problem]


def merge_input(path: str | os.PathLike) -> MergeInput:
    """Read ``path`` for a merge: every line kept, byte for byte, the ones that do not count here
    marked so (``line`` None) and reported."""
    read = read_decisions(path)
    if read.refused is not None or not read.exists:
        return MergeInput(read, [], read.problems)
    data = _all_bytes(path)
    if data.startswith(BOM):
        data = data[len(BOM):]
    raws = data.splitlines()
    problems = [problem for problem in read.problems if problem.code != "decision-line"]
    foreign = {problem.line: problem.message for problem in read.problems if problem.code == "decision-line"}
    if read.torn:
        raws = raws[:-1]  # a crash's fragment: said (above), not a line to carry on
    sound = iter(read.lines)
    kept = []
    for number, raw in enumerate(raws, start=1):
        if not raw.strip():
            continue
        if number in foreign:
            why = foreign[number].removeprefix("skipped: ")
            problems.append(Problem("kept-as-is", f"kept as it is, not counted here: {why}",
                                    path=str(path), line=number))
            kept.append(KeptLine(raw, None))
        else:
            kept.append(KeptLine(raw, next(sound)))
    return MergeInput(read, kept, problems)


def _all_bytes(path: str | os.PathLike) -> bytes:
    fd = open_regular(path)
    try:
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _last_per_subject(lines: Sequence[KeptLine]) -> dict[bytes, KeptLine]:
    last: dict[bytes, KeptLine] = {}
    for kept in lines:
        line = kept.line
        if line is not None and line.decision not in (NOTE, KEEPER_RULE):  # no verdict: never in dispute
            last[subject_key(line.subject)] = kept
    return last


def _numbered(lines: Sequence[KeptLine]) -> list[tuple[str, bytes, int, KeptLine]]:
    """Each line with its sort key: ``at``, its bytes, and which occurrence of those bytes it is.
    A line that does not count here goes with the line before it (its ``at``): it keeps its place."""
    seen: Counter[bytes] = Counter()
    numbered, at = [], ""
    for kept in lines:
        if kept.line is not None:
            at = kept.line.at
        seen[kept.raw] += 1
        numbered.append((at, kept.raw, seen[kept.raw], kept))
    return numbered


def _union(ours: Sequence[KeptLine], theirs: Sequence[KeptLine]) -> list[KeptLine]:
    """Both files interleaved by (at, bytes), each in its own order; a shared line once.

    The n-th copy of a line is written only if fewer than n copies were written: a line
    both files hold counts once, a line one file repeats (keep, undo, keep) counts each time.
    """
    left, right = _numbered(ours), _numbered(theirs)
    written: Counter[bytes] = Counter()
    union: list[KeptLine] = []
    i = j = 0
    while i < len(left) or j < len(right):
        if j == len(right) or (i < len(left) and left[i][:3] <= right[j][:3]):
            _, raw, copy, kept = left[i]
            i += 1
        else:
            _, raw, copy, kept = right[j]
            j += 1
        if written[raw] < copy:
            written[raw] += 1
            union.append(kept)
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


def _as_kept(lines: Sequence[DecisionLine | KeptLine]) -> list[KeptLine]:
    return [line if isinstance(line, KeptLine) else KeptLine(encode_line(line)[:-1], line) for line in lines]


def merge_decisions(
    ours: Sequence[DecisionLine | KeptLine], theirs: Sequence[DecisionLine | KeptLine], *,
    reviewer: str, at: str,
) -> MergeResult:
    """The union of ``ours`` and ``theirs`` plus one conflict line per disputed subject.

    ``reviewer`` and ``at`` are written on the conflict lines (who merged, and when). Lines given
    as :class:`KeptLine` (:func:`merge_input`) are written as they were.
    """
    ours, theirs = _as_kept(ours), _as_kept(theirs)
    ours_bytes = {kept.raw for kept in ours}
    theirs_bytes = {kept.raw for kept in theirs}
    union = _union(ours, theirs)
    ours_last, theirs_last = _last_per_subject(ours), _last_per_subject(theirs)
    conflicts = []
    for key in sorted(ours_last.keys() & theirs_last.keys()):
        mine, other = ours_last[key], theirs_last[key]
        if _agree(mine.line, other.line):
            continue
        if mine.raw in theirs_bytes or other.raw in ours_bytes:
            continue  # one side decided again after seeing the other's line
        conflicts.append(_conflict(mine.line, other.line, reviewer=reviewer, at=at))
    lines = [kept.line for kept in union if kept.line is not None]
    raw = [kept.raw for kept in union] + [encode_line(line)[:-1] for line in conflicts]
    return MergeResult(lines + conflicts, conflicts, raw)
