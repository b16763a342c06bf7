"""The review of one open corpus: its subjects, its decisions file and the current state.

The window, the session and the CLI all go through :class:`Review`. Recording a
decision appends one line (flushed and fsynced) before the state changes, so
what the window shows as decided is on disk. Undo appends too: it restores what
the subject was before (``withdraw`` when it was undecided).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import msgspec

from ..contract import CONTRACT
from ..errors import Problem
from .decision_lines import SCHEMA, WITHDRAW, DecisionLine, InputFile, Subject, now_rfc3339, subject_key
from .journal import check_decisions_file, read_decisions
from .keepers import KeeperPreset, KeeperRule, suggest_keeper
from .lock import LockHeld, open_for_appending
from .paths import input_refusal
from .state import BulkStep, ReviewState, ReviewStatus, UndoStep, count_line, review_status
from .subjects import Subjects

__all__ = ["OPENED_FOR_READING", "Review", "ReviewReadOnly"]

# Why a review is read-only before review mode takes its lock (nothing else holds it).
OPENED_FOR_READING = "opened for reading"


def line_mark(line: DecisionLine) -> tuple:
    """What tells one decision line from another (who, when, what), without its subject's bytes."""
    return line.at, line.reviewer, line.decision, line.keeper


class ReviewReadOnly(Exception):
    """A decision was asked of a review opened read-only; the message says why it is."""


class Review:
    """Decisions about ``subjects``, kept in ``path``."""

    def __init__(self, subjects: Subjects, path: Path, *, reviewer: str,
                 input_file: InputFile | None) -> None:
        self.subjects = subjects
        self.path = path
        self.reviewer = reviewer
        self.input_file = input_file
        self.state = ReviewState(steps=True)
        self.problems: list[Problem] = []
        self.exists = False  # whether the decisions file was there when last read
        self._status: ReviewStatus | None = None  # counted once, then kept up to date by commit
        self.read_only_reason: str | None = OPENED_FOR_READING
        self._handle = None
        self.inputs: tuple[str, ...] = ()  # the files the review reads: never opened for writing
        self._created = False  # the lock made the file: closed still empty, it is removed again
        self.lines: list[DecisionLine] = []
        # Lines another window added to the file while this one had it open (read again, followed):
        # changing their decision asks first, whoever's name is on them.
        self.from_elsewhere: set[tuple] = set()
        self._read_once = False
        self.held_elsewhere = False  # read-only because another window or process holds the file
        # Called with the keys whose state changed (None: all of them, the file was read again).
        self.watchers: list[Callable[[list[bytes] | None], None]] = []

    @classmethod
    def open(cls, subjects: Subjects, path: str | os.PathLike, *, reviewer: str,
             input_file: InputFile | None = None, write: bool = True, inputs: Sequence[str] = ()) -> Review:
        """Read ``path``; with ``write``, take its lock first (else the review is read-only, saying why).

        ``inputs``: the corpus and any shards; a ``path`` that is one of them is never written.
        """
        review = cls(subjects, Path(path), reviewer=reviewer, input_file=input_file)
        review.inputs = tuple(str(given) for given in inputs)
        if write:
            review._take_lock()
        review.reread()
        return review

    def start_writing(self) -> bool:
        """Take the lock of a review opened read-only, then read the file again; False (and why) if held."""
        if self.take_lock():
            self.reread()
        return self._handle is not None

    def take_lock(self) -> bool:
        """Take the lock of a review opened read-only (True); the file must then be read again
        (:meth:`reread`, or :meth:`read_again` in a worker and :meth:`install`). False (and why) if held."""
        if self._handle is not None:
            return False
        self._take_lock()
        return self._handle is not None

    def reread(self) -> None:
        """Read the file again (after the lock: no other writer can append meanwhile)."""
        self.install(self.read_again())

    def read_again(self) -> tuple:
        """What :meth:`reread` reads and counts, without changing this review (a worker's part)."""
        read = read_decisions(self.path)
        state = ReviewState(read.lines, steps=True)  # undo goes on where the file's last window stopped
        return read, state, review_status(self.subjects, state)

    def install(self, read_again: tuple, *, tell: bool = True) -> None:
        """Make what :meth:`read_again` read this review's state (``tell``: the watchers hear it)."""
        read, state, status = read_again
        if read.refused is not None:  # not a decisions file: never written to
            self.close()
            self.read_only_reason = read.refused
        self.problems = read.problems
        self.state = state
        if self._read_once:  # the file only grows: what follows the lines known is another window's
            self.from_elsewhere.update(line_mark(line) for line in read.lines[len(self.lines):])
        self._read_once = True
        self.lines = read.lines  # every sound line, in file order (the history table's)
        # A review in progress is there: lines (or damaged ones) to resume from, not an empty file.
        self.exists = read.exists and bool(read.lines or read.problems)
        self._status = status if status.clusters_known == self.subjects.clusters_known else None
        if tell:
            for watcher in self.watchers:
                watcher(None)

    def _take_lock(self) -> None:
        refused = input_refusal(self.path, self.inputs) or check_decisions_file(self.path)
        if refused is not None:
            self.read_only_reason = refused  # a binary file, records, a CSV: never opened for writing
            return
        created = not self.path.exists()
        try:
            self._handle = open_for_appending(self.path)
        except LockHeld as held:
            self.read_only_reason = str(held)
            self.held_elsewhere = True
        except OSError as error:
            self.read_only_reason = (f"cannot open {self.path} for writing ({error.strerror or error}); "
                                     "choose another decisions file")
        else:
            self.read_only_reason = None
            self._created = created

    @property
    def read_only(self) -> bool:
        return self.read_only_reason is not None

    def __enter__(self) -> Review:
        return self

    def __exit__(self, *exc_info) -> None:
        self.close()

    def close(self) -> None:
        """Release the file and its lock (decisions are already on disk)."""
        if self._handle is not None:
            empty = (self._created and os.fstat(self._handle.fileno()).st_size == 0
                     and self._handle.lost() is None)  # never a file put there by someone else
            if empty:  # entering review mode wrote nothing: no empty file is left to resume from
                self.path.unlink(missing_ok=True)
            self._handle.close()
            self._handle = None
            self.read_only_reason = "closed"

    # Recording ---------------------------------------------------------------

    def decide(self, subject: Subject, decision: str, *, keeper: str | None = None,
               classes: Sequence[str] | None = None, note: str | None = None) -> DecisionLine:
        """Record one decision (or ``withdraw``) about ``subject``; returns the line written."""
        return self.decide_many([(subject, decision, keeper, classes, note)])[0]

    def decide_many(self, decisions: Iterable[tuple]) -> list[DecisionLine]:
        """Record ``(subject, decision, keeper, classes, note)`` tuples with one fsync; one undo step each."""
        lines = self.lines_for(decisions)
        self.write(lines)
        self.commit(lines)
        return lines

    def undo(self) -> DecisionLine | None:
        """Take back the file's last decision not taken back yet (this window's or, after reopening,
        an earlier one's) by appending what its subject was before, marked ``undo``.

        Returns the line appended, or None when there is nothing to undo.
        """
        lines = self.undo_lines()
        if not lines:
            return None
        self.write(lines)
        self.commit(lines)
        return lines[0]

    # The three steps of recording, for a window that writes in a worker thread:
    # lines_for and commit in the GUI thread, write (the fsync) in between, elsewhere.

    def lines_for(self, decisions: Iterable[tuple], *,
                  rule: KeeperPreset | None = None) -> list[DecisionLine]:
        """The lines for ``(subject, decision, keeper, classes, note)`` tuples, stamped now
        (``rule``: the preset a keeper rule line names)."""
        if self.read_only:
            raise ReviewReadOnly(self.read_only_reason)
        lines = [self._line(*decision) for decision in decisions]
        return lines if rule is None else [msgspec.structs.replace(line, rule=rule) for line in lines]

    def undo_lines(self) -> list[DecisionLine]:
        """The lines that take back the last decision, or every decision of the last bulk step
        (``[]`` when there is nothing to undo)."""
        step = self.undo_step
        if step is None:
            return []
        if isinstance(step, BulkStep):
            lines = [self._undo_line(part) for part in reversed(step.parts)]
            return [msgspec.structs.replace(line, step=step.step) for line in lines]
        return [self._undo_line(step)]

    def _undo_line(self, step: UndoStep) -> DecisionLine:
        before = step.before
        if before is None:
            line = self.lines_for([(step.subject, WITHDRAW)])[0]
        else:
            said = (step.subject, before.decision, before.keeper, before.classes, before.note)
            # A merge conflict comes back whole, its sides with it.
            line = msgspec.structs.replace(self.lines_for([said])[0], conflict=before.conflict)
        return msgspec.structs.replace(line, undo=True)

    @property
    def undo_step(self) -> UndoStep | BulkStep | None:
        """The decision Ctrl+Z takes back next (None: nothing to take back, or the file is only followed)."""
        steps = self.state.steps
        return steps[-1] if steps else None

    def write(self, lines: Sequence[DecisionLine]) -> None:
        """Append ``lines``, flushed and fsynced (raises OSError when the disk refuses)."""
        if self._handle is None:
            raise ReviewReadOnly(self.read_only_reason or "read-only")
        self._handle.append(lines)  # DecisionsFileLost when the file was deleted, replaced or cut short

    def lost(self) -> str | None:
        """Why the file held for writing is no longer the one opened (deleted, replaced, cut short)."""
        return self._handle.lost() if self._handle is not None else None

    def commit(self, lines: Sequence[DecisionLine], *, keys: Sequence[bytes] | None = None) -> None:
        """Apply written ``lines`` to the state (a decision is an undo step; an ``undo`` line takes one back).

        ``keys``: their :func:`subject_key`, made beforehand (a bulk accept makes them in its
        worker: half the cost of committing a line).
        """
        keys = [subject_key(line.subject) for line in lines] if keys is None else list(keys)
        self.lines.extend(lines)
        for line, key in zip(lines, keys, strict=True):
            before = self.state.apply(line, key)
            if self._status is not None:
                count_line(self._status, self.subjects, key, before, -1)
                count_line(self._status, self.subjects, key, self.state.get(key), 1)
        for watcher in self.watchers:
            watcher(keys)

    @property
    def can_undo(self) -> bool:
        return self.undo_step is not None

    def _line(self, subject: Subject, decision: str, keeper: str | None = None,
              classes: Sequence[str] | None = None, note: str | None = None) -> DecisionLine:
        if self.input_file is None:
            raise ReviewReadOnly("the input file is still being identified; try again in a moment")
        classes = tuple(classes) if classes is not None else None
        return DecisionLine(SCHEMA, now_rfc3339(), self.reviewer, CONTRACT, self.input_file, subject,
                            decision, keeper=keeper, classes=classes, note=note or None)

    # Reading -----------------------------------------------------------------

    def group_line(self, group_index: int) -> DecisionLine | None:
        """The current decision of a group (None when undecided or a single record)."""
        return self.state.get(self.subjects.group_key[group_index])

    def cluster_line(self, cluster_index: int) -> DecisionLine | None:
        return self.state.get(self.subjects.cluster_key[cluster_index])

    def status(self) -> ReviewStatus:
        """The counts, kept up to date decision by decision once made (a copy: callers may keep it)."""
        if self._status is None:
            self._status = review_status(self.subjects, self.state)
        status = self._status
        return dataclasses.replace(status, by_decision=dict(sorted(status.by_decision.items())))

    def install_status(self, status: ReviewStatus) -> None:
        """Use ``status``, counted elsewhere (a worker) for this review's subjects and state."""
        self._status = status

    def forget_status(self) -> None:
        """Count again on the next :meth:`status` (the subjects changed: the clusters came in)."""
        self._status = None

    def stale(self) -> list[DecisionLine]:
        return self.state.stale(self.subjects)

    def suggestions(self, group_indices: Iterable[int], rules: Sequence[KeeperRule]) -> list[tuple[int, str]]:
        """``(group, suggested keeper)`` for each undecided duplicate group among ``group_indices``."""
        records, groups, keys = self.subjects.records, self.subjects.groups, self.subjects.group_key
        separate = self.subjects.is_separate  # a group inside a cluster is decided with its cluster
        undecided = [index for index in group_indices
                     if separate(index) and not self.state.is_decided(keys[index])]
        return [(index, suggest_keeper([records[m] for m in groups[index].members], rules))
                for index in undecided]

    def accept_suggestions(self, suggestions: Sequence[tuple[int, str]]) -> list[DecisionLine]:
        """Record ``keep`` with each suggested keeper (the caller confirmed the count)."""
        return self.decide_many((self.subjects.group_subject(index), "keep", keeper, None, None)
                                for index, keeper in suggestions)
