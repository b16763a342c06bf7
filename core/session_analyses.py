"""The longer looks at what an :class:`~core.session.InspectorSession` has open: the
near-identical analysis (its clusters and the review's keys), the character census, and the
groups similar to one; a large file's analysis and census in a child process.

A mix-in: the session holds what is open (``inspection``, ``table``, ``path``, ``limits``,
``reader``, ``review``, ``generation``), its ``listener`` and ``_run``.
"""

from __future__ import annotations

from .display.group_table import NearIdentical
from .perf.helper_process import helpers_available
from .progress import Progress
from .records import refuse_unread
from .review.subjects import CLUSTER_KEY_MAKER, ClusterKeys, cluster_keys

__all__ = ["APART_MIN_GROUPS", "Analysing"]

SIMILAR_TOP = 10
SIMILAR_MIN_SCORE = 0.9
APART_MIN_GROUPS = 10_000  # below this, starting a process costs more than the analysis


class Analysing:
    """The session's analyses (a mix-in of :class:`~core.session.InspectorSession`)."""

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
