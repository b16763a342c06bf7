"""The work the window hands to its worker threads, as plain functions of ``progress``.

Loading starts here: :func:`load_work` reads, validates and groups a file with the
core's :func:`core.inspection.inspect_file`, then builds the group table and its
first arrangement, all in the worker, so the GUI thread only receives finished
results. Each ``*_work`` returns a function for :meth:`TaskSlot.start`.
"""

from __future__ import annotations

import threading
import weakref

from core import SimilarityIndex, find_neighbours
from core.group_table import GroupTable, NearIdentical, TableQuery
from core.inspection import Inspection, inspect_file, inspect_loaded
from core.limits import Limits
from core.output import export_groups
from docdedup_gui.workers import paused_gc

__all__ = ["Loaded", "export_work", "load_work", "neighbours_work", "regroup_work", "similar_work"]

Loaded = tuple[Inspection, GroupTable, list[int]]
SIMILAR_TOP = 10
SIMILAR_MIN_SCORE = 0.9


def load_work(path: str, *, limits: Limits, simulate: bool, query: TableQuery):
    """Read and group ``path``; the result is :data:`Loaded`."""
    def work(progress) -> Loaded:
        with paused_gc():
            inspection = inspect_file(path, limits=limits, simulate_collisions=simulate, progress=progress)
            return tabulated(inspection, query)
    return work


def regroup_work(inspection: Inspection, *, simulate: bool, query: TableQuery):
    """Group the already loaded records again (collisions simulated or not); no re-reading."""
    loaded, limits = inspection.loaded, inspection.limits

    def work(progress) -> Loaded:
        with paused_gc():
            regrouped = inspect_loaded(loaded, limits=limits, simulate_collisions=simulate, progress=progress)
            return tabulated(regrouped, query)
    return work


def neighbours_work(inspection: Inspection):
    """The near-identical groups of every group, for the badges and the neighbours view."""
    def work(progress) -> NearIdentical:
        return NearIdentical(find_neighbours(inspection.records, inspection.groups, progress=progress))
    return work


def similar_work(inspection: Inspection, group: int):
    """Groups whose content is similar to ``group`` (content edits), best first."""
    def work(_progress):
        index = _similarity_index(inspection)
        return index.query(group, top=SIMILAR_TOP, min_score=SIMILAR_MIN_SCORE)
    return work


# Building the index folds every group (seconds on 100,000 records); a query takes
# well under one. So it is built once per inspection, and forgotten with it.
_index_cache: tuple[weakref.ref, SimilarityIndex] | None = None
_index_lock = threading.Lock()


def _similarity_index(inspection: Inspection) -> SimilarityIndex:
    global _index_cache
    with _index_lock:
        if _index_cache is None or _index_cache[0]() is not inspection:
            _index_cache = (weakref.ref(inspection), SimilarityIndex(inspection.records, inspection.groups))
        return _index_cache[1]


def export_work(inspection: Inspection, path: str, *, format: str):
    """Write the groups exactly as ``docdedup group`` does; the result is ``path``."""
    def work(_progress) -> str:
        export_groups(path, inspection.groups, inspection.records, limits=inspection.limits,
                      format=format, input_path=inspection.loaded.path)
        return path
    return work


def tabulated(inspection: Inspection, query: TableQuery) -> Loaded:
    """The table and its first arrangement, with counts made here, not in the GUI thread."""
    table = GroupTable(inspection.records, inspection.groups)
    table.duplicate_count  # noqa: B018 - cached now, in the worker
    return inspection, table, table.arrange(query)
