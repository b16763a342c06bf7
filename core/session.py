"""What the inspector has open, and the work that changes it: no Qt, no threads.

An :class:`InspectorSession` stands behind the window the way dupeGuru's core app
object stands behind its Qt windows. It holds the file that is open, the limits,
the inspection and its group table, the near-identical analysis, the similarity
index, the query, the selection and the comparison. Every operation that may take
long (:meth:`~InspectorSession.open`, :meth:`~InspectorSession.arrange`,
:meth:`~InspectorSession.analyse`, :meth:`~InspectorSession.compare`,
:meth:`~InspectorSession.find_similar`, :meth:`~InspectorSession.export`) is a
:class:`~core.jobs.Job` for the session's runner: the tests and the CLI run it
inline, the GUI in a worker thread. The session changes only in a job's ``finish``,
so in the GUI it changes only in the GUI thread.

Results of work started before the data changed are dropped: each job remembers
the session's :attr:`~InspectorSession.generation`, which every newly opened or
regrouped file increments. A :class:`SessionListener` hears what changed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .display.group_table import Arrangement, GroupTable, NearIdentical, TableQuery
from .input.field_mapping import mapping_header
from .input.limits import CORPUS_LIMITS, Limits
from .input.read_as import ReadAs
from .inspection import Inspection, inspect_file, inspect_loaded
from .jobs import InlineRunner, Job, Runner
from .output.atomic import export_groups
from .perf.helper_process import helpers_available
from .prepared_pairs import PreparedPairs
from .progress import Progress
from .records import refuse_unread, unread_problem
from .review.desk import ReviewDesk
from .review.paths import input_paths
from .review.subjects import CLUSTER_KEY_MAKER, ClusterKeys, cluster_keys

Reader = Callable[[str, Progress | None], Inspection]  # how to read a file that is not records

__all__ = ["UNREADABLE", "Comparison", "InspectorSession", "Selection", "SessionListener"]

UNREADABLE = "file"  # the loader's problem code for a file it could not read at all
SIMILAR_TOP = 10
SIMILAR_MIN_SCORE = 0.9
APART_MIN_GROUPS = 10_000  # below this, starting a process costs more than the analysis


@dataclass(frozen=True)
class Selection:
    """The group a person is looking at, and the member record (None: the group itself)."""

    group: int
    record: int | None = None


@dataclass
class Comparison:
    """Two records side by side; ``explanation`` is None until :func:`core.explain` answered."""

    record_a: int
    record_b: int
    explanation: Any = None


@dataclass(frozen=True)
class _Opened:
    inspection: Inspection
    table: GroupTable
    arrangement: Arrangement
    query: TableQuery


class SessionListener:
    """What a view hears from a session. Every method does nothing unless overridden.

    ``kind`` in :meth:`failed` and :meth:`cancelled` is the job's: ``"open"``,
    ``"arrange"``, ``"analysis"``, ``"census"``, ``"compare"``, ``"similar"`` or ``"export"``.
    """

    def opened(self, *, new_file: bool) -> None:
        """A new inspection is shown (a file opened, or the same records regrouped)."""

    def arranged(self) -> None:
        """The query's arrangement is in; the selection was kept if its group is shown."""

    def selected(self) -> None:
        """:attr:`InspectorSession.selection` changed."""

    def analysed(self) -> None:
        """The near-identical analysis is in (the table's badges are filled)."""

    def census_taken(self) -> None:
        """The character census is in (:attr:`InspectorSession.census`; the table's Characters column)."""

    def compared(self) -> None:
        """:attr:`InspectorSession.comparison` changed (its explanation may still be pending)."""

    def similar_found(self, group: int, matches: list) -> None:
        """Groups similar to ``group``, best first."""

    def exported(self, path: str) -> None:
        """The groups were written to ``path``."""

    def failed(self, kind: str, message: str) -> None:
        """A job of ``kind`` failed with ``message`` (a sentence for a person)."""

    def cancelled(self, kind: str) -> None:
        """A job of ``kind`` stopped because it was asked to."""

    def later(self, step: Callable[[], None]) -> None:
        """Run ``step``, more work on what was just opened, when the view is ready: here, at once.

        A window runs it after it has painted the groups, so the step's worker thread does
        not compete with that paint for the GIL.
        """
        step()


class InspectorSession:
    """Everything the inspector has open. See the module's docstring."""

    def __init__(self, runner: Runner | None = None, listener: SessionListener | None = None, *,
                 limits: Limits = CORPUS_LIMITS, analysis_apart: bool = False) -> None:
        self.runner: Runner = runner or InlineRunner()
        # A GUI analyses in a child process (core.differences.neighbours_process): its
        # worker thread would hold the GIL every repaint needs.
        self.analysis_apart = analysis_apart
        self.listener = listener or SessionListener()
        self.limits = limits
        self.simulate_collisions = False
        self.path: str | None = None  # the file shown (not the one loading)
        self.opening: str | None = None  # the file being loaded, for messages about it
        self.inspection: Inspection | None = None
        self.table: GroupTable | None = None
        self.arrangement: Arrangement | None = None
        self.analysed = False
        self.census = None  # core.census.window.LoadedCensus of the records shown, once taken
        self.query = TableQuery()
        self.selection: Selection | None = None
        self.comparison: Comparison | None = None
        self.prepared = PreparedPairs()  # explanations made ahead of time, and lately
        self.generation = 0
        self._similarity_index = None
        self.reader: Reader | None = None  # how the shown file was read, when not as records
        # The review decisions belong to the open file, like the above.
        self.review = ReviewDesk(lambda kind, work, finish: self._run(kind, work, finish, stale_ok=True))

    # Opening -------------------------------------------------------------------

    def open(self, path: str | Path, *, reader: Reader | None = None) -> None:
        """Read and group ``path``; the listener hears ``opened`` or ``failed("open", ...)``.

        ``reader(path, progress)`` makes the Inspection instead of loading and grouping
        a file of records (a result of ``docdedup group``: :func:`core.output.result_reader.inspect_result`).
        """
        self.opening = path = path if isinstance(path, str) else str(path)  # a ReadAs kept: F5 reads alike
        limits, simulate, query = self.limits, self.simulate_collisions, self.query

        def work(progress: Progress | None) -> _Opened:
            if reader is not None:
                return _tabulated(reader(path, progress), query)
            inspection = inspect_file(path, limits=limits, simulate_collisions=simulate, progress=progress)
            return _tabulated(inspection, query)

        def finish(opened: _Opened) -> None:
            self.reader = reader
            self._show(opened, new_file=True, given=path)

        self._run("open", work, finish)

    def reload(self) -> None:
        """Read the open file again (it changed, or the limits did)."""
        if self.path is not None:
            self.open(self.path, reader=self.reader)

    def set_limits(self, limits: Limits) -> None:
        """Use ``limits`` from now on, and reload the open file under them."""
        self.limits = limits
        self.reload()

    def set_simulate_collisions(self, simulate: bool) -> None:
        """Give every record the same digest (the seed's experiment) or not; regroups, no re-reading."""
        self.simulate_collisions = simulate
        if self.inspection is None:
            return
        loaded, limits, query = self.inspection.loaded, self.limits, self.query

        def work(progress: Progress | None) -> _Opened:
            regrouped = inspect_loaded(loaded, limits=limits, simulate_collisions=simulate, progress=progress)
            return _tabulated(regrouped, query)

        self._run("open", work, lambda opened: self._show(opened, new_file=False))

    def _show(self, opened: _Opened, *, new_file: bool, given: str | None = None) -> None:
        inspection = opened.inspection
        unreadable = [problem for problem in inspection.problems if problem.code == UNREADABLE]
        if unreadable:  # nothing was read: keep showing what was there before
            self.listener.failed("open", unreadable[0].message)
            return
        kept = self._selected_representative()
        self.generation += 1
        self.inspection, self.table, self.arrangement = inspection, opened.table, opened.arrangement
        read_as = isinstance(given, ReadAs) and str(given) == inspection.loaded.path
        self.path = given if read_as else inspection.loaded.path
        self.analysed, self.comparison, self._similarity_index = False, None, None
        self.census = None
        self.selection = self._kept_selection(kept)
        self.review.close()  # its walk knows the groups no longer shown; the new one opens later
        self.listener.opened(new_file=new_file)
        generation, path = self.generation, self.path

        def open_review() -> None:
            # A result's records are read from its shards as the review asks for them; its
            # decisions file sits beside the result (tests/test_result_source.py).
            if generation == self.generation:
                self.review.open_for(path, inspection.records, inspection.groups)

        self.listener.later(open_review)
        if opened.query != self.query:  # the filter or sort changed while loading
            self.arrange(self.query)

    # Arranging -----------------------------------------------------------------

    def update_query(self, **changes) -> None:
        """Change some of the query (``text``, ``duplicates_only``, ``sort_column``, ``descending``,
        ``review_state``) and arrange the groups again if it now asks for other rows."""
        query = replace(self.query, **changes)
        if query != self.query:
            self.arrange(query)

    def rearrange(self) -> None:
        """Arrange again with the same query: what it matches changed (a decision was recorded)."""
        self.arrange(self.query)

    def arrange(self, query: TableQuery) -> None:
        """Filter and sort the groups as ``query`` asks, keeping the selected group if it stays shown."""
        self.query = query
        table = self.table
        if table is None:
            return
        in_state = self._in_review_state(query.review_state)

        def finish(arrangement: Arrangement) -> None:
            self.arrangement = arrangement
            selection = self.selection
            if selection is None or arrangement.position_of(selection.group) is None:
                self.selection = self._first_shown()
            self.listener.arranged()

        def work(progress: Progress | None) -> Arrangement:
            return table.arrange(query, in_state=in_state, progress=progress)

        self._run("arrange", work, finish)

    def _in_review_state(self, state: str | None) -> Callable[[int], bool] | None:
        """Whether a group is in ``state`` of the open review (None: no state asked, or no review)."""
        walk = self.review.walk
        if state is None or walk is None:
            return None
        return lambda group: walk.group_matches(group, state)

    # Selecting -----------------------------------------------------------------

    def select(self, group: int, record: int | None = None) -> None:
        """Look at ``group`` (or its member ``record``); cheap, so it runs at once."""
        selection = Selection(group, record)
        if selection != self.selection:
            self.selection = selection
            self.listener.selected()

    def select_doc_id(self, doc_id: str) -> bool:
        """Select the record ``doc_id``; False when it is unknown or its group is filtered out."""
        inspection = self.inspection
        if inspection is None or doc_id not in inspection.index_of_doc_id:
            return False
        group = inspection.group_index_of(doc_id)
        if self.arrangement is None or self.arrangement.position_of(group) is None:
            return False
        self.select(group, inspection.index_of_doc_id[doc_id])
        return True

    def record_of(self, doc_id: str) -> int:
        """The record index of ``doc_id`` (KeyError naming it when unknown or nothing is open)."""
        if self.inspection is None:
            raise KeyError(doc_id)
        return self.inspection.index_of_doc_id[doc_id]

    # Comparing and searching -----------------------------------------------------

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

    def analyse(self) -> None:
        """Find the near-identical groups (the badges and the neighbours view)."""
        inspection, table = self.inspection, self.table
        if inspection is None or table is None:
            return

        apart = self.analysis_apart and len(inspection.groups) >= APART_MIN_GROUPS and helpers_available()

        def work(progress: Progress | None) -> tuple[list, NearIdentical, list[bytes]]:
            records, groups = inspection.records, inspection.groups
            if apart:  # the review's keys are made in the child too: no loop over clusters here
                from .differences.neighbours_process import neighbours_and_keys_apart

                clusters, keys = neighbours_and_keys_apart(records, groups, progress=progress,
                                                           key_maker=CLUSTER_KEY_MAKER)
                refuse_unread(records)  # a result's shard changed: no clusters of empty texts
                return clusters, NearIdentical(clusters), ClusterKeys(keys)
            from .differences import find_neighbours  # see compare()

            clusters = find_neighbours(records, groups, progress=progress)
            refuse_unread(records)
            return clusters, NearIdentical(clusters), cluster_keys(clusters, groups, records)

        def finish(result: tuple[list, NearIdentical, list[bytes]]) -> None:
            clusters, near, keys = result
            table.set_near_identical(near)
            self.analysed = True
            self.review.set_clusters(clusters, keys)
            generation = self.generation

            def announce() -> None:  # a window repaints the badges in a turn of their own
                if generation == self.generation:
                    self.listener.analysed()

            self.listener.later(announce)

        self._run("analysis", work, finish)

    def take_census(self) -> None:
        """Count the characters worth telling an editor about (the Characters pane and column)."""
        inspection, table = self.inspection, self.table
        if inspection is None or table is None:
            return
        path, limits, from_file = self.path, self.limits, self.reader is None and self.path is not None
        # Like the analysis, a large file is counted in a child process: a worker thread
        # counting here would hold the GIL the window's every repaint needs.
        apart = self.analysis_apart and len(inspection.records) >= APART_MIN_GROUPS and helpers_available()

        def work(progress: Progress | None):
            from .census.apart import CensusFailed
            from .census.window import census_of_file, census_of_loaded
            from .display.unicode_reference import warm

            warm()  # the Character tab's tables, read here rather than at the first click
            loaded = (inspection.records, inspection.group_of_record, inspection.index_of_doc_id)
            if from_file:
                try:  # from the file: each first occurrence with its line and column
                    return census_of_file(path, *loaded, limits=limits, apart=apart, progress=progress)
                except (OSError, CensusFailed):
                    pass  # the file went away since it was loaded: what is loaded is counted
            census = census_of_loaded(*loaded, path=path, progress=progress)
            refuse_unread(inspection.records)
            return census

        def finish(census) -> None:
            table.set_characters(census.group_kinds)
            self.census = census
            self.listener.census_taken()

        self._run("census", work, finish)

    def find_similar(self, group: int) -> None:
        """Groups whose content is a small edit away from ``group`` (the similarity index)."""
        inspection, index = self.inspection, self._similarity_index
        if inspection is None:
            return
        def work(progress: Progress | None):
            from .differences import SimilarityIndex  # see compare()

            # Building the index folds every group (seconds on 100,000 records); a query
            # takes well under one, so the index is kept for the next question. Both
            # report progress, and Cancel stops them between batches.
            built = index or SimilarityIndex(inspection.records, inspection.groups, progress=progress)
            matches = built.query(group, top=SIMILAR_TOP, min_score=SIMILAR_MIN_SCORE, progress=progress)
            refuse_unread(inspection.records)
            return built, matches

        def finish(result) -> None:
            self._similarity_index, matches = result
            self.listener.similar_found(group, matches)

        self._run("similar", work, finish)

    def export(self, path: str | Path, *, format: str | None = None) -> None:
        """Write the groups as ``docdedup group`` does (JSON, or CSV for ``.csv``)."""
        inspection = self.inspection
        if inspection is None:
            return
        path = str(path)
        chosen = format or ("csv" if path.lower().endswith(".csv") else "json")
        mapping = mapping_header(self.path)  # records read through a field mapping say so

        def work(_progress: Progress | None) -> str:
            export_groups(path, inspection.groups, inspection.records, limits=inspection.limits,
                          format=chosen, inputs=input_paths(inspection.loaded.path, inspection.records),
                          mapping=mapping)
            return path

        self._run("export", work, self.listener.exported, stale_ok=True)

    # Helpers -------------------------------------------------------------------

    def _run(self, kind: str, work, finish, *, stale_ok: bool = False) -> None:
        """Hand ``work`` to the runner; ``finish`` is skipped if the data changed meanwhile."""
        generation = self.generation

        def finish_if_current(result) -> None:
            if stale_ok or kind == "open" or generation == self.generation:
                finish(result)

        self.runner.run(Job(kind, work, finish_if_current,
                            lambda message: self.listener.failed(kind, message),
                            lambda: self.listener.cancelled(kind)))

    def _selected_representative(self) -> str | None:
        if self.selection is None or self.inspection is None:
            return None
        return self.inspection.groups[self.selection.group].representative

    def _kept_selection(self, representative: str | None) -> Selection | None:
        """The group of ``representative`` in the new inspection if it is shown, else the first row."""
        inspection, arrangement = self.inspection, self.arrangement
        if representative is not None and representative in inspection.index_of_doc_id:
            group = inspection.group_index_of(representative)
            if arrangement.position_of(group) is not None:
                return Selection(group)
        return self._first_shown()

    def _first_shown(self) -> Selection | None:
        rows = self.arrangement.rows if self.arrangement is not None else []
        return Selection(rows[0]) if rows else None


def _explaining(record_a, record_b) -> Callable[[Progress | None], Any]:
    """A job's work: the explanation of the two records."""

    def work(progress: Progress | None):
        from .differences import explain  # loads its tables on first use: here, off the GUI thread

        return explain(record_a, record_b, progress=progress)  # each hunk is a cancel point

    return work


def _tabulated(inspection: Inspection, query: TableQuery) -> _Opened:
    """The table and its first arrangement, counted here (a worker), not in the GUI thread."""
    table = GroupTable(inspection.records, inspection.groups)
    table.duplicate_count  # noqa: B018 - cached now, in the worker
    return _Opened(inspection, table, table.arrange(query), query)
