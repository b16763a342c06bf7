"""Decisions on many subjects at once, for :class:`~.controller.ReviewController`: every suggestion
of the groups shown, a bulk decision on a filtered set (:mod:`.bulk`), and taking a bulk step back.

Each makes its lines in a worker, asks, writes them in one append and applies them a slice per
turn (:data:`COMMIT_SLICE`), so the window goes on painting while 100,000 subjects are decided.
"""

from __future__ import annotations

from collections.abc import Sequence

from .bulk import BulkChoice, bulk_preview
from .decision_lines import DecisionLine, subject_key
from .keepers import KeeperRuleError

__all__ = ["ACCEPT_SHOWN", "BULK", "COMMIT_SLICE", "ManyAtOnce"]

ACCEPT_SHOWN = "accept-shown"
BULK = "bulk"  # a bulk decision on a filtered set, or the undo of one: written and applied in slices
# A bulk accept is applied this many lines a turn (~5 ms), so a window goes on painting and
# answering while 100,000 groups become decided (at once, ~0.3 s of GUI thread).
COMMIT_SLICE = 2_500


class ManyAtOnce:
    """The controller's decisions about many subjects (a mix-in: ``self`` is the controller)."""

    # Accepting every suggestion shown --------------------------------------------------------

    def accept_shown(self) -> None:
        """Keep every suggested keeper among the undecided groups shown, after a confirmation naming N."""
        review, shown = self.desk.review, self.view.shown()
        if review is None or shown is None or review.read_only:
            return
        rows, rules = shown.rows, self.desk.keeper_rules

        def work(_progress):  # a pass over every group shown: a worker's job, never the GUI's
            try:
                suggestions = review.suggestions(rows, rules)
            except KeeperRuleError as error:  # a pattern that is invalid or takes too long: said
                return [], [], str(error)
            subjects = review.subjects
            lines = review.lines_for((subjects.group_subject(index), "keep", keeper, None, None)
                                     for index, keeper in suggestions)
            return lines, [subject_key(line.subject) for line in lines], None

        self.desk.run("suggest", work, lambda made: self._confirm_accept(review, *made))

    def bulk_decide(self, choice: BulkChoice) -> None:
        """Decide every undecided subject shown that ``choice`` takes, by the keeper rule, after a
        confirmation naming how many and which: one step, which one undo takes back."""
        review, shown = self.desk.review, self.view.shown()
        if review is None or shown is None or review.read_only or self.busy:
            return
        rows, desk = shown.rows, self.desk

        def work(_progress):  # a pass over every subject shown: a worker's job, never the GUI's
            try:
                return bulk_preview(desk, rows, choice), None
            except KeeperRuleError as error:
                return None, str(error)

        def finish(made) -> None:
            preview, problem = made
            if problem is not None:
                self.view.say(problem, error=True)
            elif not preview.lines:
                self.view.say("no undecided subject shown is chosen", error=False)
            elif review is self.desk.review:
                question = preview.sentence(self.desk.keeper_rule_name)
                self.view.confirm(question, lambda: self._write_bulk(review, preview.lines, preview.keys),
                                  lambda: None)

        self.desk.run("suggest", work, finish)

    def _write_bulk(self, review, lines: list[DecisionLine], keys: list[bytes]) -> None:
        if review is self.desk.review and not self.busy:
            rule = self.desk.rule_lines()  # the rule the suggestions came from, when the file does not say it
            self._write(BULK, rule + lines, [subject_key(line.subject) for line in rule] + keys)

    def _undo_bulk(self) -> None:
        """Take back the last bulk step, every line of it made in a worker (100,000 at 1M records)."""
        review = self.desk.review
        self._in_flight += 1  # keys wait until the step is taken back

        def work(_progress):
            lines = review.undo_lines()
            return lines, [subject_key(line.subject) for line in lines]

        def finish(made) -> None:
            self._in_flight -= 1
            lines, keys = made
            if review is self.desk.review and lines:
                self._write(BULK, lines, keys)
            else:
                self._next_in_queue()

        self.desk.run("suggest", work, finish)

    def _confirm_accept(self, review, lines: list[DecisionLine], keys: list[bytes],
                        problem: str | None) -> None:
        if problem is not None:
            self.view.say(problem, error=True)
            return
        if not lines:
            self.view.say("no undecided group is shown", error=False)
            return
        question = f"Accept the suggested keeper of the {len(lines):,} undecided groups shown?"
        self.view.confirm(question, lambda: self._accept(review, lines, keys), lambda: None)

    def _accept(self, review, lines: list[DecisionLine], keys: list[bytes]) -> None:
        if review is self.desk.review and not self.busy:
            rule = self.desk.rule_lines()  # the rule the suggestions came from, when the file does not say it
            self._write(ACCEPT_SHOWN, rule + lines, [subject_key(line.subject) for line in rule] + keys)

    def _commit_slices(self, review, lines: Sequence[DecisionLine], keys: Sequence[bytes],
                       start: int) -> None:
        """Apply a bulk accept's written lines a slice per turn."""
        if review is not self.desk.review:
            self._settled()
            return
        end = start + COMMIT_SLICE
        self.bulk = end < len(lines)
        try:
            self.desk.commit(lines[start:end], keys=keys[start:end])
        finally:
            self.bulk = False
        if end < len(lines):
            self.view.later(lambda: self._commit_slices(review, lines, keys, end))
            return
        self.last = lines[-1]
        self.view.clear_message()
        self.view.saved(lines, bulk_done=start > 0)
        self._settled()
