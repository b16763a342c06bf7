"""The decision pipeline of review mode, Qt-free: what a key means, on what, and in which order.

A window forwards keys and clicks here and draws what it is told. The controller
resolves the subject a key acts on (only the one shown: nothing shown, a filter that
hides it, the end of the review, and the key does nothing and says why), asks before
changing another reviewer's decision, queues keys while a write is on its way (an
fsync can take longer than a frame: the writer runs elsewhere and reports back with
:meth:`ReviewController.written` or :meth:`ReviewController.write_failed`), moves on
to the next undecided subject, takes decisions back, and accepts every suggestion
shown in slices.

The view is anything with the methods of :class:`ReviewView`; the tests use a plain
Python one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from .controller_bulk import ACCEPT_SHOWN, BULK, COMMIT_SLICE, ManyAtOnce
from .controller_moves import MovingAround
from .decision_lines import CONFLICT, KEEPER_RULE, DecisionLine, subject_key
from .desk import READING_AGAIN, ReviewDesk
from .keepers import KeeperPreset
from .open_review import ReviewReadOnly, line_mark
from .state import BulkStep
from .walk import CLUSTER, GROUP, ReviewItem

__all__ = ["ACCEPT_SHOWN", "COMMIT_SLICE", "ReviewController", "ReviewView", "Shown"]


# Why nothing is current: what a key pressed then says.
END_OF_REVIEW = ("nothing to decide here: every subject shown is decided "
                 "(click a row to change its decision, or Ctrl+Z to undo the last one)")
NOTHING_SHOWN = "nothing to decide here: the tree shows no subject (change the filter)"
SINGLE_RECORD = ("nothing to decide here: this row is a single record, "
                 "with no duplicate or near-identical group")
NOT_SHOWN = ("the subject in the panel is no longer shown in the tree (the filter or the order "
             "changed); choose a row, or press Ctrl+Right for the next undecided")


class Shown(Protocol):
    """The rows a tree shows, in order (``core.display.group_table.Arrangement``)."""

    rows: Sequence[int]

    def position_of(self, group: int) -> int | None: ...


class ReviewView(Protocol):
    """What the controller asks of a window."""

    def shown(self) -> Shown | None:
        """The rows shown now (None before a file is shown)."""

    def write(self, review, lines: Sequence[DecisionLine], token: tuple) -> None:
        """Append ``lines`` elsewhere; then call ``written(lines, token)`` or ``write_failed(message)``."""

    def show(self, item: ReviewItem | None) -> None:
        """Show ``item`` (select its row; for a cluster, its comparison), or that nothing is current."""

    def say(self, message: str, *, error: bool) -> None:
        """A sentence for the editor (a core sentence: the view translates it)."""

    def clear_message(self) -> None:
        """A decision was saved: an older message no longer applies."""

    def confirm(self, question: str, yes: Callable[[], None], no: Callable[[], None]) -> None:
        """Ask ``question``; call ``yes`` or ``no`` with the answer."""

    def later(self, call: Callable[[], None]) -> None:
        """Call ``call`` in a later turn, after what waits to be painted or pressed."""

    def saved(self, lines: Sequence[DecisionLine], *, bulk_done: bool) -> None:
        """``lines`` are on disk and applied (``bulk_done``: the last slice of a bulk accept)."""


@dataclass(frozen=True)
class _Pending:
    action: str
    options: dict


class ReviewController(ManyAtOnce, MovingAround):
    """Keys and clicks of review mode over ``desk``, drawn by ``view``."""

    def __init__(self, desk: ReviewDesk, view: ReviewView) -> None:
        self.desk, self.view = desk, view
        self.active = False
        self.nothing_reason = END_OF_REVIEW  # what a key says while no subject is current
        self.last: DecisionLine | None = None  # the last decision saved here (the "last decision" line)
        self.bulk = False  # slices of a bulk accept are being applied: the tree's marks wait for the last
        self._back_from: int | None = None  # where going back through the decisions stopped
        self._row: int | None = None  # the tree's current row, as last selected
        # The current subject was found by the first search, not chosen: the clusters arriving
        # later may put an undecided one before it, and the search is made again.
        self.picked_first = False
        # The view is finding the first undecided subject (in turns): keys wait for it, then go.
        self.searching = False
        self._compared: tuple[ReviewItem | None, tuple[int, int]] = (None, (0, 1))
        self._queue: deque[_Pending] = deque()
        self._in_flight = 0
        self._asking = False

    # What the window asks ---------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A write is on its way, a question is open or the first subject is being found: keys wait."""
        return self._in_flight > 0 or self._asking or self.searching

    @property
    def keys_enabled(self) -> bool:
        """Deciding keys work: in review mode with a writable review (or one being read again)."""
        review = self.desk.review
        writable = review is not None and (not review.read_only or review.read_only_reason == READING_AGAIN)
        return self.active and writable

    def why_not_shown(self) -> str | None:
        """Why a key about the current subject must do nothing, or None when it is the one shown."""
        item = self.desk.current
        if item is None:
            return self.nothing_reason
        shown = self.view.shown()
        if shown is None or shown.position_of(item.group) is None:
            return NOT_SHOWN
        return None

    # Moving --------------------------------------------------------------------------

    def next_undecided(self, *, backwards: bool = False) -> ReviewItem | None:
        """Go to the next (previous) undecided subject shown, saying so when the walk wraps round."""
        shown = self.view.shown()
        if shown is None or self.desk.walk is None:
            return None
        self.picked_first = False
        before = self.desk.current
        start = shown.position_of(before.group) if before is not None else None
        item = self.desk.move(shown.rows, backwards=backwards, position_of=shown.position_of)
        if item is None:
            self.nothing_reason = END_OF_REVIEW if shown.rows else NOTHING_SHOWN
            self.desk.set_current(None)
            self.view.show(None)
            return None
        position = shown.position_of(item.group)
        if None not in (position, start) and position != start and (position > start) == backwards:
            where = "first" if not backwards else "last"
            self.view.say(f"wrapped round: back to the {where} undecided subject shown "
                          f"(row {position + 1:,} of {len(shown.rows):,})", error=False)
        self.view.show(item)
        return item

    def upcoming(self) -> ReviewItem | None:
        """The subject a decision on the current one would move to (nothing moves): the one
        worth preparing while the editor reads this one."""
        shown = self.view.shown()
        if shown is None or self.desk.walk is None or self.desk.current is None:
            return None
        return self.desk.walk.next_undecided(shown.rows, self.desk.current, position_of=shown.position_of)

    def select_row(self, group: int | None) -> None:
        """The tree's current row changed (a click, arrow keys): its first subject is current."""
        if not self.active or group is None:
            return
        self._row = group
        current = self.desk.current
        if current is not None and current.group == group:
            return  # our own move, or a member row of the current group
        self.picked_first = False
        item = self.desk.item_at_group(group)
        if item is None:
            self.nothing_reason = SINGLE_RECORD
        self.desk.set_current(item)

    def member_activated(self, group: int, member: int) -> None:
        """Enter (or a double-click) on a member row keeps that member: any member, not only 1 to 9."""
        current = self.desk.current
        if self.active and current is not None and current.kind == GROUP and current.group == group:
            self.press("keep", member=member)

    def go_to(self, line: DecisionLine) -> None:
        """A row of the history table was chosen: its subject becomes current and is shown."""
        item = self.item_of(line) if self.desk.review is not None else None
        if item is None:
            self.view.say("that decision's subject is no longer in the corpus (its decision is stale)",
                          error=False)
            return
        self.picked_first = False
        self.desk.set_current(item)
        self.view.show(item)

    # Comparing two groups of a cluster ----------------------------------------------------

    @property
    def compared(self) -> tuple[int, int]:
        """The positions of the two groups of the current cluster shown side by side."""
        item, pair = self._compared
        return pair if item == self.desk.current else (0, 1)

    def compare(self, number: int, *, left: bool = False) -> None:
        """Show group ``number`` (0 is the first) of the current cluster on the right (``left``: left)."""
        item = self.desk.current
        if item is None or item.kind != CLUSTER or self.why_not_shown() is not None:
            self.view.say("compare: choose a near-identical cluster first", error=False)
            return
        count = len(self.desk.review.subjects.clusters[item.index].groups)
        if not 0 <= number < count:
            self.view.say(f"this cluster has {count} groups; choose 1 to {min(count, 9)}", error=False)
            return
        old_left, old_right = self.compared
        pair = (number, old_right) if left else (old_left, number)
        if pair[0] == pair[1]:
            pair = (pair[0], old_left) if not left else (old_right, pair[1])
        self._compared = (item, pair)
        self.view.show(item)

    # Deciding ------------------------------------------------------------------------

    def press(self, action: str, **options) -> None:
        """A deciding key: ``accept``, ``keep`` (``member``), ``keep-all``, ``distinct``, ``unsure``,
        ``note`` (``note``) or ``undo``. Queued while a write is on its way, the input file is being
        identified or the decisions file read again: no key press is lost, none overtakes another."""
        review = self.desk.review
        identifying = review is not None and not review.read_only and review.input_file is None
        reading = review is not None and review.read_only_reason == READING_AGAIN
        if self.busy or identifying or reading:
            self._queue.append(_Pending(action, options))
            return
        self._act(action, options)

    def _act(self, action: str, options: dict) -> None:
        if action == KEEPER_RULE:
            self._write_rule()
            return
        self.picked_first = False
        if action != "undo" and (why := self.why_not_shown()) is not None:
            self._refuse(why)
            return
        review = self.desk.review
        if action == "undo" and review is not None and not review.read_only \
                and isinstance(review.undo_step, BulkStep):
            self._undo_bulk()  # the whole step, made in a worker
            return
        try:
            lines = self.desk.lines_for(action, **options)
        except (ValueError, ReviewReadOnly) as error:
            self._refuse(str(error))
            return
        if not lines:
            self._refuse(self._nothing_to_undo())
            return
        if action != "undo":
            lines = self.desk.rule_lines() + lines  # a rule chosen outside review mode: said first
        overridden = self._overridden(action, lines[-1])
        if overridden is None:
            self._write(action, lines)
            return
        self._asking = True
        question = (f"{overridden.reviewer} decided {overridden.decision} at {overridden.at}. "
                    f"Replace it with {lines[-1].decision}?")
        self.view.confirm(question, lambda: self._answered(action, lines), lambda: self._answered(None, []))

    def _answered(self, action: str | None, lines: list[DecisionLine]) -> None:
        self._asking = False
        if action is not None and self.desk.review is not None and not self.desk.review.read_only:
            self._write(action, lines)
        else:
            self._next_in_queue()

    def _overridden(self, action: str, line: DecisionLine) -> DecisionLine | None:
        """The decision ``line`` would replace, when another reviewer made it and ``line`` changes it
        (an undo too: after reopening, the file's last decision may be another editor's)."""
        if action == "note":
            return None
        review = self.desk.review
        before = review.state.get(subject_key(line.subject))
        if before is None or before.decision == CONFLICT:
            return None
        if before.reviewer == line.reviewer and line_mark(before) not in review.from_elsewhere:
            return None  # this editor's own decision, made here
        return None if before.same_verdict(line) else before

    def _nothing_to_undo(self) -> str:
        review = self.desk.review
        if review is not None and review.state.current:
            return ("nothing to undo: every decision in the file was taken back already; "
                    "to change one, select its row and decide again")
        return "nothing to undo: no decision was made yet"

    # The keeper rule -------------------------------------------------------------------

    def choose_rule(self, preset: KeeperPreset) -> None:
        """Suggest keepers by ``preset``; in review mode the decisions file says so at once (a line of
        its own), else with the next decision."""
        self.desk.choose_rule(preset)
        if self.keys_enabled and self.desk.rule_unsaved is not None:
            self.press(KEEPER_RULE)

    def _write_rule(self) -> None:
        try:
            lines = self.desk.rule_lines()
        except ReviewReadOnly:
            lines = []  # left read-only meanwhile: the rule goes with the next decision written
        if lines:
            self._write(KEEPER_RULE, lines)
        else:
            self._next_in_queue()  # said already, with a decision written meanwhile

    def _refuse(self, why: str) -> None:
        self.view.say(why, error=False)
        self._next_in_queue()

    def _write(self, action: str, lines: Sequence[DecisionLine], keys: Sequence[bytes] | None = None) -> None:
        review = self.desk.review
        self._in_flight += 1
        self.view.write(review, lines, (action, review, keys))

    def written(self, lines: Sequence[DecisionLine], token: tuple) -> None:
        """The view's writer put ``lines`` on disk: apply them, show the next subject."""
        action, review, keys = token
        if review is not self.desk.review:  # closed meanwhile: the lines are on disk all the same
            self._settled()
            return
        if action in (ACCEPT_SHOWN, BULK):
            self._commit_slices(review, lines, keys, 0)
            return
        self.desk.commit(lines)
        self._back_from = None  # going back starts again from this decision
        if action != KEEPER_RULE:  # a rule is no decision about a subject: the last decision stays
            self.last = lines[-1]
        self.view.clear_message()
        if action == "undo":
            self._show_subject_of(lines[0])
        elif action not in ("note", KEEPER_RULE):
            self.next_undecided()
        self.view.saved(lines, bulk_done=False)
        self._settled()

    def write_failed(self, message: str) -> None:
        """Nothing of the last write is saved: say so, and drop the keys pressed after it."""
        self._in_flight = max(0, self._in_flight - 1)
        self._queue.clear()
        self.view.say(f"The decision was NOT saved: {message}", error=True)

    def _settled(self) -> None:
        self._in_flight = max(0, self._in_flight - 1)
        self._next_in_queue()

    def resume(self) -> None:
        """The review became writable (the input identified, the file read again): waiting keys go."""
        if not self.busy:
            self._next_in_queue()

    def _next_in_queue(self) -> None:
        if self._queue and not self.busy:
            pending = self._queue.popleft()
            self.press(pending.action, **pending.options)

    def _show_subject_of(self, line: DecisionLine) -> None:
        """Select the subject an undo took back, so the editor sees it again."""
        item = self.item_of(line)
        if item is not None:
            self.desk.set_current(item)
            self.view.show(item)

    def item_of(self, line: DecisionLine) -> ReviewItem | None:
        """The walk's item for ``line``'s subject (None when it is not a subject of this corpus)."""
        review = self.desk.review
        key, subjects = subject_key(line.subject), review.subjects
        if key in subjects.group_of_key:
            group = subjects.group_of_key[key]
            return ReviewItem(GROUP, group, group)
        if key in subjects.cluster_of_key:
            cluster = subjects.cluster_of_key[key]
            return ReviewItem(CLUSTER, cluster, subjects.clusters[cluster].groups[0])
        return None
