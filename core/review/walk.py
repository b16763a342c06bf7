"""Going through a review in the order the groups are shown: next and previous undecided.

A subject lives at a row of the group tree: an exact group at its own row, a
near-identical cluster at the row of its first group. A row holding both offers
the group first, then the cluster. Walking scans rows from the current one and
stops at the first subject that needs a decision, so a step costs what it skips,
never the whole table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from .review import Review

__all__ = ["CLUSTER", "GROUP", "STATE_FILTERS", "ReviewItem", "ReviewWalk"]

GROUP, CLUSTER = "group", "cluster"
# What the tree can be narrowed to in review mode (or a decision name, e.g. "keep-all").
STATE_FILTERS = ("undecided", "decided", "stale", "conflicts")


@dataclass(frozen=True)
class ReviewItem:
    """One subject in the walk: ``kind`` and its index among groups or clusters; ``group`` is its row's."""

    kind: str
    index: int
    group: int


class ReviewWalk:
    """Items of ``review`` over ``rows`` (group indices in shown order)."""

    def __init__(self, review: Review) -> None:
        self.review = review
        self._cluster_at: dict[int, int] = {}
        self._stale_doc_ids: set[str] | None = None
        self.refresh_clusters()

    def refresh_clusters(self) -> None:
        """Call once the near-identical analysis is in."""
        clusters = self.review.subjects.clusters
        self._cluster_at = {cluster.groups[0]: index for index, cluster in enumerate(clusters)}

    def items_at(self, group: int) -> list[ReviewItem]:
        """The subjects living at ``group``'s row, group first."""
        items = []
        if self.review.subjects.group_key[group] is not None:
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

    def _items_from(self, rows: Sequence[int], position: int, step: int) -> Iterator[ReviewItem]:
        """Items row by row from ``position`` round the whole table and back to ``position``'s row."""
        count = len(rows)
        for offset in range(count + 1):
            items = self.items_at(rows[(position + step * offset) % count])
            yield from (items if step > 0 else reversed(items))

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
            position, current = (position or 0), None
        passed = current is None
        for item in self._items_from(rows, position, -1 if backwards else 1):
            if item == current:
                if passed:
                    return None  # round the whole table: nothing else is undecided
                passed = True
            elif passed and not self.is_decided(item):
                return item
        return None

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

    def _has_stale_member(self, group: int) -> bool:
        if self._stale_doc_ids is None:
            stale = self.review.stale()
            self._stale_doc_ids = {doc_id for line in stale for doc_id in _doc_ids(line.subject)}
        subjects = self.review.subjects
        return any(subjects.records[member].doc_id in self._stale_doc_ids
                   for member in subjects.groups[group].members)

    def forget_stale(self) -> None:
        """Recompute the stale doc_ids on next use (after a decision or the analysis)."""
        self._stale_doc_ids = None


def _doc_ids(subject) -> list[str]:
    if hasattr(subject, "members"):
        return list(subject.members)
    return [doc_id for group in subject.groups for doc_id in group.members]
