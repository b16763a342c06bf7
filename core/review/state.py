"""The current state of a review: the last line per subject, and how it meets the corpus.

Replaying the lines in file order gives the state; a ``withdraw`` makes its
subject undecided again. A keeper rule line sets the rule in force; a line marked ``undo``
takes back the step before it, so the undo steps read from a file are the ones its window
had. Nothing is ever removed from the file: a decision whose subject is no longer in the
corpus is *stale*, listed, never applied.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from .decision_lines import (
    CONFLICT,
    KEEPER_RULE,
    NOTE,
    WITHDRAW,
    ClusterSubject,
    DecisionLine,
    Subject,
    subject_key,
)
from .subjects import Subjects

__all__ = ["BulkStep", "ReviewState", "ReviewStatus", "UndoStep", "count_line", "review_status"]


@dataclass(frozen=True, slots=True)
class UndoStep:
    """A decision that can be taken back: its subject and what the subject was before (None: undecided)."""

    key: bytes
    subject: Subject
    before: DecisionLine | None


@dataclass(slots=True)
class BulkStep:
    """The decisions of one bulk step (lines sharing ``step``), taken back by one undo."""

    step: str
    parts: list[UndoStep]


class ReviewState:
    """Subject key -> its last line (withdrawn subjects are absent).

    ``steps``: keep the undo steps (a review being decided); a count or an export needs none.
    """

    def __init__(self, lines: Iterable[DecisionLine] = (), *, steps: bool = False) -> None:
        self.current: dict[bytes, DecisionLine] = {}
        self.notes: dict[bytes, DecisionLine] = {}  # subject key -> its last note line
        self.rules: list[DecisionLine] = []  # keeper rule lines in file order: the last is in force
        self.rules_before: dict[bytes, int] = {}  # subject key -> rule lines before its current line
        self.steps: list[UndoStep | BulkStep] | None = [] if steps else None  # the last is undone first
        for line in lines:
            self.apply(line)

    @property
    def rule(self) -> DecisionLine | None:
        """The keeper rule line in force (None: none was chosen, the representative is suggested)."""
        return self.rules[-1] if self.rules else None

    def rule_for(self, reviewer: str | None) -> DecisionLine | None:
        """The keeper rule line in force for ``reviewer``: the last one they chose (a merge keeps
        each editor's), else the last anyone chose (None: none was)."""
        return next((line for line in reversed(self.rules) if line.reviewer == reviewer), self.rule)

    def apply(self, line: DecisionLine, key: bytes | None = None) -> DecisionLine | None:
        """Replay one line; returns the line it replaced (None when the subject was undecided)."""
        if line.decision == KEEPER_RULE:  # about the review as a whole: no subject's decision
            self.rules.append(line)
            return None
        key = subject_key(line.subject) if key is None else key
        if line.decision == NOTE:  # the decision stays as it is
            self.notes[key] = line
            return self.current.get(key)
        before = self.current.pop(key, None) if line.decision == WITHDRAW else self.current.get(key)
        if line.decision != WITHDRAW:
            self.current[key] = line
            self.rules_before[key] = len(self.rules)
        if self.steps is not None:
            self._step(key, line, before)
        return before

    def _step(self, key: bytes, line: DecisionLine, before: DecisionLine | None) -> None:
        """An undo line takes its step back (the last about its subject: merged files interleave);
        any other decision is a step. A ``withdraw`` line is an undo line even unmarked: only undo
        writes one, and files written before the ``undo`` mark have them so (an old undo that put
        back an earlier decision cannot be told from deciding again: it stays a step)."""
        steps = self.steps
        if not (line.undo or line.decision == WITHDRAW):
            part = UndoStep(key, line.subject, before)
            if line.step is None:
                steps.append(part)
            elif steps and isinstance(steps[-1], BulkStep) and steps[-1].step == line.step:
                steps[-1].parts.append(part)
            else:
                steps.append(BulkStep(line.step, [part]))
            return
        for position in range(len(steps) - 1, -1, -1):
            step = steps[position]
            if isinstance(step, BulkStep):
                if line.step != step.step:
                    continue
                for at in range(len(step.parts) - 1, -1, -1):
                    if step.parts[at].key == key:
                        del step.parts[at]
                        break
                if not step.parts:
                    del steps[position]
                return
            if step.key == key:
                del steps[position]
                return

    def get(self, key: bytes | None) -> DecisionLine | None:
        return self.current.get(key) if key is not None else None

    def note(self, key: bytes | None) -> str | None:
        """The subject's note: its decision's own, or the last note line written about it."""
        line, note = self.get(key), self.notes.get(key) if key is not None else None
        if note is not None and (line is None or line.note is None or note.at >= line.at):
            return note.note
        return line.note if line is not None else None

    def is_decided(self, key: bytes | None) -> bool:
        line = self.get(key)
        return line is not None and line.decision != CONFLICT

    def stale(self, subjects: Subjects) -> list[DecisionLine]:
        """Decisions whose subject is not in the corpus (cluster ones only once clusters are known)."""
        return [line for key, line in self.current.items() if _is_stale(key, line, subjects)]


def _is_stale(key: bytes, line: DecisionLine, subjects: Subjects) -> bool:
    if isinstance(line.subject, ClusterSubject) and not subjects.clusters_known:
        return False
    return key not in subjects


@dataclass
class ReviewStatus:
    """The counts ``review status`` prints and the window keeps visible."""

    groups: int = 0
    groups_decided: int = 0
    clusters: int = 0
    clusters_decided: int = 0
    clusters_known: bool = True
    stale: int = 0
    conflicts: int = 0
    by_decision: dict[str, int] = field(default_factory=dict)

    @property
    def undecided(self) -> int:
        return self.groups + self.clusters - self.groups_decided - self.clusters_decided - self.conflicts

    def sentence(self) -> str:
        """``312 of 16,287 groups and 40 of 112 clusters decided, 3 stale, 1 conflict``."""
        groups = f"{self.groups_decided:,} of {self.groups:,} groups"
        if self.clusters_known:
            decided = f"{groups} and {self.clusters_decided:,} of {self.clusters:,} clusters decided"
        else:
            decided = f"{groups} decided (clusters not analysed yet)"
        conflicts = f"{self.conflicts:,} conflict" + ("" if self.conflicts == 1 else "s")
        return f"{decided}, {self.stale:,} stale, {conflicts}"


def review_status(subjects: Subjects, state: ReviewState) -> ReviewStatus:
    """Count decisions among the corpus's subjects; stale ones are counted apart."""
    status = ReviewStatus(groups=subjects.group_count, clusters=subjects.cluster_count,
                          clusters_known=subjects.clusters_known)
    for key, line in state.current.items():
        count_line(status, subjects, key, line, 1)
    status.by_decision = dict(sorted(status.by_decision.items()))
    return status


def count_line(status: ReviewStatus, subjects: Subjects, key: bytes, line: DecisionLine | None,
               sign: int) -> None:
    """Add (``sign`` 1) or take away (-1) one subject's current line in ``status``'s counts.

    A window keeps its status this way, a decision at a time, rather than counting every
    decided subject again after each one.
    """
    if line is None:
        return
    if _is_stale(key, line, subjects):
        status.stale += sign
    elif key not in subjects:
        return  # a cluster decision while clusters are unknown
    elif key in subjects.group_of_key and not subjects.separate_key(key):
        return  # a group inside a cluster: the cluster is the subject; its decision still counts (coverage)
    elif line.decision == CONFLICT:
        status.conflicts += sign
    else:
        count = status.by_decision.get(line.decision, 0) + sign
        if count:
            status.by_decision[line.decision] = count
        else:
            status.by_decision.pop(line.decision, None)
        if key in subjects.group_of_key:
            status.groups_decided += sign
        else:
            status.clusters_decided += sign
