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

from .display.group_table import Arrangement, GroupTable, TableQuery
from .input.field_mapping import mapping_header
from .input.limits import CORPUS_LIMITS, Limits
from .input.read_as import ReadAs
from .inspection import Inspection, inspect_file, inspect_loaded
from .jobs import InlineRunner, Job, Runner
from .output.atomic import export_groups
from .prepared_pairs import PreparedPairs
from .progress import Progress
from .review.desk import ReviewDesk
from .review.paths import input_paths
from .session_analyses import Analysing
from .session_compare import Comparing, Comparison

Reader = Callable[[str, Progress | None], Inspection]  # how to read a file that is not records

__all__ = ["UNREADABLE", "Comparison", "InspectorSession", "Selection", "SessionListener"]

UNREADABLE = "file"  # the loader's problem code for a file it could not read at all


@dataclass(frozen=True)
class Selection:
    """The group a person is looking at, and the member record (None: the group itself)."""

    group: int
    record: int | None = None



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


class InspectorSession(Comparing, Analysing):
    """Everything the inspector has open. See the module's docstring; comparing two records is
    :class:`~core.session_compare.Comparing`'s, the analyses :class:`~core.session_analyses.Analysing`'s."""

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

    # Comparing (session_compare.py), analysing (session_analyses.py), exporting -------------

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



def _tabulated(inspection: Inspection, query: TableQuery) -> _Opened:
    """The table and its first arrangement, counted here (a worker), not in the GUI thread."""
    table = GroupTable(inspection.records, inspection.groups)
    table.duplicate_count  # noqa: B018 - cached now, in the worker
    return _Opened(inspection, table, table.arrange(query), query)
