"""Two records side by side in an :class:`~core.session.InspectorSession`: the comparison, and
its explanation made at once, ahead of time (review mode's next pair), or in a worker.

A mix-in: the session holds what is open (``inspection``, ``generation``, ``prepared``,
``comparison``), its ``runner``, ``listener`` and ``_run``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .jobs import Job
from .progress import Progress
from .records import unread_problem

__all__ = ["Comparing", "Comparison"]


@dataclass
class Comparison:
    """Two records side by side; ``explanation`` is None until :func:`core.explain` answered."""

    record_a: int
    record_b: int
    explanation: Any = None



class Comparing:
    """The session's comparisons (a mix-in of :class:`~core.session.InspectorSession`)."""

    def compare_groups(self, group_a: int, group_b: int) -> None:
        """Compare the representatives of two groups (a group stands for its first member)."""
        if self.inspection is not None:
            self.compare(self.inspection.representative(group_a), self.inspection.representative(group_b))

    def compare(self, record_a: int, record_b: int, *, select_record: bool = True,
                quick: float = 0.0) -> None:
        """Explain how records ``record_a`` and ``record_b`` differ; the left one is selected
        (``select_record=False``: its group, as review mode shows a cluster at its first group).

        A pair explained ahead of time (:meth:`prepare_comparison`) or lately is shown with
        its explanation at once; a pair a worker is preparing gets that worker's explanation.
        ``quick``: else explain in this thread, when the listener says (``later``), if that
        takes at most ``quick`` seconds (:func:`core.differences.quick.explain_quickly`); else
        in a worker."""
        inspection = self.inspection
        if inspection is None:
            return
        self.select(inspection.group_of_record[record_a], record_a if select_record else None)
        comparison = self.comparison = Comparison(record_a, record_b)
        pair = (record_a, record_b)
        self.listener.compared()  # the pair
        prepared = self.prepared.get(self.generation, pair)
        if prepared is not None:  # and its differences in the same turn: one repaint
            comparison.explanation = prepared
            self.listener.compared()
            return
        a, b = inspection.records[record_a], inspection.records[record_b]
        if (problem := unread_problem(a) or unread_problem(b)) is not None:
            self.listener.failed("compare", problem)  # a result's shard changed: nothing true to compare
            return
        if self.prepared.preparing == pair:
            return  # the worker that prepares it finishes this comparison (see _prepared)
        self._explain(comparison, quick)

    def _explain(self, comparison: Comparison, quick: float) -> None:
        inspection, pair = self.inspection, (comparison.record_a, comparison.record_b)
        a, b = (inspection.records[record] for record in pair)
        work = _explaining(a, b)

        def explain_here() -> None:
            from .differences.quick import explain_quickly

            if comparison is self.comparison:
                explanation = explain_quickly(a, b, quick)
                if explanation is None:
                    self._run("compare", work, self._explained(comparison))
                else:
                    self._explained(comparison)(explanation)

        if quick:
            self.listener.later(explain_here)  # a window: in a turn of its own, after the pair paints
        else:
            self._run("compare", work, self._explained(comparison))

    def _explained(self, comparison: Comparison) -> Callable[[Any], None]:
        generation = self.generation

        def finish(explanation) -> None:
            self.prepared.keep(generation, (comparison.record_a, comparison.record_b), explanation)
            if comparison is self.comparison:  # else a newer comparison took over
                comparison.explanation = explanation
                self.listener.compared()

        return finish

    def prepare_comparison(self, record_a: int, record_b: int, *, quick: float = 0.0) -> None:
        """Explain the pair now, for a :meth:`compare` of it soon (review mode's next subject):
        here if that takes at most ``quick`` seconds (a window calls this when it is idle), else
        in a worker. Quiet: a failure is said when the pair is compared, by that comparison."""
        inspection, pair, generation = self.inspection, (record_a, record_b), self.generation
        prepared = self.prepared
        if inspection is None or prepared.get(generation, pair) is not None or prepared.preparing == pair:
            return
        waiting = self.comparison
        if waiting is not None and waiting.explanation is None and prepared.preparing == (
                waiting.record_a, waiting.record_b):
            return  # the pair shown waits for the worker: a new job would supersede it
        a, b = inspection.records[record_a], inspection.records[record_b]
        if unread_problem(a) or unread_problem(b):
            return
        if quick:
            from .differences.quick import explain_quickly

            # In this thread: a worker's Python would share the GIL with the window's next
            # repaint and keys, and slowed them more than the explaining costs here.
            if (explanation := explain_quickly(a, b, quick)) is not None:
                prepared.keep(generation, pair, explanation)
                return
        prepared.preparing = pair

        def ended(explanation=None) -> None:
            if generation != self.generation or prepared.preparing != pair:
                return
            prepared.preparing = None
            comparison = self.comparison
            if comparison is None or comparison.explanation is not None or (
                    comparison.record_a, comparison.record_b) != pair:
                if explanation is not None:
                    prepared.keep(generation, pair, explanation)
                return
            if explanation is None:  # failed or stopped: the comparison explains it itself, and says why
                self._explain(comparison, 0.0)
            else:
                self._explained(comparison)(explanation)

        self.runner.run(Job("prepare", _explaining(a, b), ended, lambda _message: ended(), ended))


def _explaining(record_a, record_b) -> Callable[[Progress | None], Any]:
    """A job's work: the explanation of the two records."""

    def work(progress: Progress | None):
        from .differences import explain  # loads its tables on first use: here, off the GUI thread

        return explain(record_a, record_b, progress=progress)  # each hunk is a cancel point

    return work
