"""Going through a review in the order the groups are shown: next and previous undecided.

A subject lives at a row of the group tree: an exact group at its own row, a
near-identical cluster at the row of its first group. A row holding both offers
the group first, then the cluster. Walking scans rows from the current one and
stops at the first subject that needs a decision, so a step costs what it skips,
never the whole table.
"""

from __future__ import annotations

import bisect
import operator
import weakref
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from .coverage import Coverage, stale_doc_ids
from .open_review import Review
from .state import ReviewState
from .subjects import Subjects

__all__ = [
    "CLUSTER",
    "GROUP",
    "STATE_FILTERS",
    "ReviewItem",
    "ReviewWalk",
    "cluster_rows",
]

GROUP, CLUSTER = "group", "cluster"
# What the tree can be narrowed to in review mode (or a decision name, e.g. "keep-all").
STATE_FILTERS = ("undecided", "decided", "stale", "conflicts")
_SLICE = 4096  # rows whose pending flags are read in one C call
# At most this many pending rows are found by their flags and placed by the arrangement
# (~0.3 ms) instead of scanning the shown rows from the current one (a million rows: 40-50 ms).
FEW_PENDING = 512


@dataclass(frozen=True)
class ReviewItem:
    """One subject in the walk: ``kind`` and its index among groups or clusters; ``group`` is its row's."""

    kind: str
    index: int
    group: int


class ReviewWalk:
    """Items of ``review`` over ``rows`` (group indices in shown order).

    ``pending[group]`` is 1 when a subject living at that row is undecided. Walking reads
    it a slice of rows at a time at C speed, so passing over a hundred thousand decided
    or single-record rows costs milliseconds, not a Python loop per row. The review
    tells the walk which subjects changed (:attr:`Review.watchers`).
    """

    def __init__(self, review: Review) -> None:
        self.review = review
        self._cluster_at: dict[int, int] = {}
        # doc_id -> the newest stale decision naming it: made once per change of the stale decisions
        # (opening, reading the file again, the clusters arriving: each in a worker), never per decision.
        self._stale_doc_ids: dict[str, object] | None = None
        self._verdicts: dict[int, list] = {}  # the coverage of groups asked (drawn), until a change
        self.pending = bytearray(len(review.subjects.groups))
        self.refresh_clusters()
        self._mark_all()
        self._stale_doc_ids = self.stale_for(review.state)
        self.watcher = weakly(self._changed)  # what the review calls; weak, see weakly()
        review.watchers.append(self.watcher)

    def refresh_clusters(self) -> None:
        """Call once the near-identical analysis is in (costs the number of clusters; a window
        uses :class:`ClustersArriving` instead, which does this in a worker)."""
        self._cluster_at = cluster_rows(self.review.subjects.clusters)
        _mark_cluster_rows(self.pending, self._cluster_at, self.review.subjects, self.review.state.is_decided)

    def _mark_all(self) -> None:
        self.pending = self.flags_for(self.review.state)

    def flags_for(self, state: ReviewState) -> bytearray:
        """Every row's pending flag as ``state`` decides (a pass over the groups: a worker's job;
        the walk's own flags are not touched)."""
        subjects = self.review.subjects
        keys, decided, inside = subjects.group_key, state.is_decided, subjects.cluster_of_group
        pending = bytearray(len(keys))
        for group, key in enumerate(keys):
            pending[group] = key is not None and not decided(key) and group not in inside
        _mark_cluster_rows(pending, self._cluster_at, subjects, decided)
        return pending

    def _changed(self, keys: list[bytes] | None) -> None:
        """Mark the rows of the subjects ``keys`` (None: every row) again, as :meth:`items_at` and
        :meth:`is_decided` would, without making items: a bulk accept brings 100,000 keys at once."""
        self._verdicts.clear()
        if keys is None:
            self._stale_doc_ids = None
            self._mark_all()
            return
        subjects, pending, decided = self.review.subjects, self.pending, self.review.state.is_decided
        if any(key not in subjects for key in keys):  # a stale subject's line changed (an undo): rare
            self._stale_doc_ids = None
        group_of_key, cluster_of_key = subjects.group_of_key, subjects.cluster_of_key
        clusters, group_key, cluster_key, cluster_at = (subjects.clusters, subjects.group_key,
                                                        subjects.cluster_key, self._cluster_at)
        inside = subjects.cluster_of_group
        for key in keys:
            if (group := group_of_key.get(key)) is None:
                if (cluster := cluster_of_key.get(key)) is None:
                    continue
                group = clusters[cluster].groups[0]
            elif group in inside:  # a group inside a cluster: its cluster's row is the subject's
                group = clusters[inside[group]].groups[0]
            own, cluster = group_key[group], cluster_at.get(group)
            pending[group] = ((own is not None and group not in inside and not decided(own))
                              or (cluster is not None and not decided(cluster_key[cluster])))

    def items_at(self, group: int) -> list[ReviewItem]:
        """The subjects living at ``group``'s row, group first: a group inside a cluster is none
        (the cluster is decided, once, at its first group's row)."""
        items = []
        if self.review.subjects.is_separate(group):
            items.append(ReviewItem(GROUP, group, group))
        if (cluster := self._cluster_at.get(group)) is not None:
            items.append(ReviewItem(CLUSTER, cluster, group))
        return items

    def cluster_at(self, group: int) -> int | None:
        return self._cluster_at.get(group)

    def is_decided(self, item: ReviewItem) -> bool:
        return self.review.state.is_decided(self.key(item))

    def key(self, item: ReviewItem) -> bytes:
        subjects = self.review.subjects
        return subjects.group_key[item.index] if item.kind == GROUP else subjects.cluster_key[item.index]

    def line(self, item: ReviewItem):
        return self.review.state.get(self.key(item))

    def subject(self, item: ReviewItem):
        subjects = self.review.subjects
        if item.kind == GROUP:
            return subjects.group_subject(item.index)
        return subjects.cluster_subject(item.index)

    # Walking -----------------------------------------------------------------

    def next_undecided(self, rows: Sequence[int], current: ReviewItem | None, *, backwards: bool = False,
                       position_of: Callable[[int], int | None] | None = None) -> ReviewItem | None:
        """The first undecided item after ``current`` (before it, ``backwards``), wrapping; None if none.

        ``position_of(group)`` finds the current row in constant time (``Arrangement.position_of``);
        without it the rows are searched.
        """
        if not rows:
            return None
        position = self._position(rows, current, position_of)
        if position is None or current not in self.items_at(rows[position]):
            current = None
        if current is None:  # from the first row (the last, backwards), that row included
            position = len(rows) - 1 if backwards else 0
            return self._first_in(rows, self._positions(rows, position, backwards, include_start=True,
                                                        position_of=position_of), backwards)
        items = self.items_at(rows[position])
        at = items.index(current)
        after, before = items[at + 1:], items[:at]
        here = list(reversed(before)) if backwards else after
        found = self._first_undecided(here)
        if found is None:
            found = self._first_in(rows, self._positions(rows, position, backwards, include_start=False,
                                                         position_of=position_of), backwards)
        if found is None:  # round the table: the current row's other side comes last
            found = self._first_undecided(list(reversed(after)) if backwards else before)
        return found

    def _first_undecided(self, items: list[ReviewItem]) -> ReviewItem | None:
        return next((item for item in items if not self.is_decided(item)), None)

    def _first_in(self, rows: Sequence[int], positions: Iterator[int], backwards: bool) -> ReviewItem | None:
        for position in positions:
            items = self.items_at(rows[position])
            found = self._first_undecided(list(reversed(items)) if backwards else items)
            if found is not None:
                return found
        return None

    def _positions(self, rows: Sequence[int], start: int, backwards: bool, *, include_start: bool,
                   position_of: Callable[[int], int | None] | None = None) -> Iterator[int]:
        """Positions whose row has a pending subject, from ``start`` round the table once."""
        count = len(rows)
        first = start if include_start else start + (-1 if backwards else 1)
        if position_of is not None and (few := self._few_pending(position_of)) is not None:
            # Few rows left to decide (none, when every group is decided and the clusters are
            # not in yet): where they are shown, rather than a scan of a million shown rows.
            if backwards:
                yield from reversed(few[:bisect.bisect_right(few, first)])
                yield from reversed(few[bisect.bisect_right(few, start):])
            else:
                yield from few[bisect.bisect_left(few, first):]
                yield from few[:bisect.bisect_left(few, start)]
            return
        if backwards:
            for low, high in ((0, first + 1), (start + 1, count)):
                if low < high:
                    yield from self._flagged(rows, low, high, reverse=True)
        else:
            for low, high in ((first, count), (0, start)):
                if low < high:
                    yield from self._flagged(rows, low, high, reverse=False)

    def _few_pending(self, position_of: Callable[[int], int | None]) -> list[int] | None:
        """The shown positions of the pending rows, sorted, when there are at most
        :data:`FEW_PENDING` (a count at C speed); None when there are more."""
        pending = self.pending
        if pending.count(1) > FEW_PENDING:
            return None
        positions, at = [], pending.find(1)
        while at != -1:
            if (position := position_of(at)) is not None:
                positions.append(position)
            at = pending.find(1, at + 1)
        positions.sort()
        return positions

    def _flagged(self, rows: Sequence[int], low: int, high: int, *, reverse: bool) -> Iterator[int]:
        """Positions in ``[low, high)`` whose group is pending, a slice of rows at a time."""
        pending = self.pending
        if reverse:
            for stop in range(high, low, -_SLICE):
                start = max(low, stop - _SLICE)
                flags = _flags_of(pending, rows[start:stop])
                end = len(flags)
                while (hit := flags.rfind(1, 0, end)) != -1:
                    yield start + hit
                    end = hit
            return
        for start in range(low, high, _SLICE):
            flags = _flags_of(pending, rows[start:min(high, start + _SLICE)])
            at = 0
            while (hit := flags.find(1, at)) != -1:
                yield start + hit
                at = hit + 1

    @staticmethod
    def _position(rows: Sequence[int], current: ReviewItem | None,
                  position_of: Callable[[int], int | None] | None) -> int | None:
        if current is None:
            return 0
        if position_of is not None:
            return position_of(current.group)
        return rows.index(current.group) if current.group in rows else None

    def first_undecided(self, rows: Sequence[int]) -> ReviewItem | None:
        return self.next_undecided(rows, None)

    def first_undecided_in(self, rows: Sequence[int], start: int, count: int, *,
                           position_of: Callable[[int], int | None] | None = None,
                           ) -> tuple[ReviewItem | None, int | None]:
        """:meth:`first_undecided` looking at ``count`` rows from ``start`` only: ``(item, None)``
        when found, ``(None, next start)`` to go on, ``(None, None)`` when none is undecided.

        A window looks a slice per turn: past 400,000 decided rows (a million records) the
        whole search took 12-32 ms.
        """
        if position_of is not None and (few := self._few_pending(position_of)) is not None:
            return self._first_in(rows, iter(few), False), None
        end = min(len(rows), start + count)
        found = self._first_in(rows, self._flagged(rows, start, end, reverse=False), False)
        return found, (None if found is not None or end >= len(rows) else end)

    # Filtering the tree ------------------------------------------------------

    def group_matches(self, group: int, state_filter: str) -> bool:
        """Does ``group``'s row belong under ``state_filter`` (see :data:`STATE_FILTERS`)?"""
        if state_filter == "stale":
            return self._has_stale_member(group)
        items = self.items_at(group)
        if not items:
            return False
        lines = [self.line(item) for item in items]
        if state_filter == "undecided":
            return any(line is None for line in lines)
        if state_filter == "decided":
            return any(line is not None and line.decision != "conflict" for line in lines)
        if state_filter == "conflicts":
            return any(line is not None and line.decision == "conflict" for line in lines)
        return any(line is not None and line.decision == state_filter for line in lines)

    def stale_line_of(self, doc_ids) -> object | None:
        """The newest stale decision naming any of ``doc_ids`` (None when none does).

        Asked for every subject shown: with no stale decision (the counts say so, kept up to date
        decision by decision) nothing is looked at; the decisions are not walked after each key."""
        if not self.review.status().stale:
            return None
        self._has_stale_member(None)
        found = [self._stale_doc_ids[doc_id] for doc_id in doc_ids if doc_id in self._stale_doc_ids]
        return max(found, key=lambda line: line.at) if found else None

    def stale_for(self, state: ReviewState) -> dict[str, object]:
        """doc_id -> the newest stale decision of ``state`` naming it (a pass over every decision:
        a worker's job, handed to :meth:`set_stale`)."""
        return stale_doc_ids(state.stale(self.review.subjects))

    def set_stale(self, stale: dict[str, object]) -> None:
        """Use ``stale`` (:meth:`stale_for` of the review's state, made in a worker)."""
        self._stale_doc_ids = stale
        self._verdicts.clear()

    def verdicts(self, group: int) -> list:
        """What every member of ``group`` comes to (:class:`~.coverage.Verdict`), as the export says."""
        found = self._verdicts.get(group)
        if found is None:
            self._has_stale_member(None)
            coverage = Coverage(self.review.subjects, self.review.state, self._stale_doc_ids)
            found = self._verdicts[group] = coverage.group(group)
        return found

    def _has_stale_member(self, group: int | None) -> bool:
        if self._stale_doc_ids is None:
            self._stale_doc_ids = self.stale_for(self.review.state)
        if group is None:
            return False
        subjects = self.review.subjects
        return any(subjects.records[member].doc_id in self._stale_doc_ids
                   for member in subjects.groups[group].members)



def _flags_of(pending: bytearray, rows: Sequence[int]) -> bytes:
    """``pending[row]`` for each of ``rows``, in one C call (itemgetter: 2-3x quicker than a map of
    ``pending.__getitem__``; a million shown rows took 120-190 ms that way)."""
    if len(rows) == 1:
        return bytes((pending[rows[0]],))
    return bytes(operator.itemgetter(*rows)(pending)) if rows else b""


def cluster_rows(clusters: Sequence) -> dict[int, int]:
    """The row (its first group) of each cluster -> the cluster's index."""
    return {cluster.groups[0]: index for index, cluster in enumerate(clusters)}


def _mark_cluster_rows(pending: bytearray, cluster_at: dict[int, int], subjects: Subjects,
                       decided: Callable[[bytes], bool]) -> None:
    """Flag every row holding a cluster as :meth:`ReviewWalk.items_at` and ``decided`` say,
    without making items: the analysis of a million records brings ~85,000 clusters. The other
    groups of a cluster are no subjects of their own: never pending."""
    cluster_key, clusters = subjects.cluster_key, subjects.clusters
    for group, cluster in cluster_at.items():
        for other in clusters[cluster].groups[1:]:
            pending[other] = 0
        pending[group] = not decided(cluster_key[cluster])


def weakly(method: Callable[[list[bytes] | None], None]) -> Callable[[list[bytes] | None], None]:
    """A watcher that calls ``method`` while its object lives, without keeping it alive.

    A bound method in the review's watchers made a cycle (review -> watchers -> walk ->
    review). The window freezes what a job made out of the collector's sight
    (``gc.freeze``), so a cycle is never collected: every reopened corpus kept the old
    review, its subjects and clusters (about 250 MB at 100,000 records). Without the
    cycle, reference counting frees them when the window lets go.
    """
    reference = weakref.WeakMethod(method)

    def watcher(keys: list[bytes] | None) -> None:
        bound = reference()
        if bound is not None:
            bound(keys)
    return watcher

