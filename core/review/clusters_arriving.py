"""The near-identical clusters joining an open review, counted in a worker (see :class:`ClustersArriving`)."""

from __future__ import annotations

import copy
from collections.abc import Sequence

from .coverage import stale_doc_ids
from .state import ReviewState, count_line, review_status
from .walk import ReviewWalk, _mark_cluster_rows, cluster_rows, weakly

__all__ = ["ClustersArriving"]


class ClustersArriving:
    """The near-identical clusters joining an open review, the counting done in a worker.

    At a million records, marking the ~85,000 cluster rows and counting the decisions
    again with the clusters known took 40-60 and 35-55 ms of the GUI thread. Made in
    the GUI thread (a copy of the current decisions and of the walk's flags: a few ms),
    :meth:`prepare` then does that work in a worker on the copies, and :meth:`install`,
    back in the GUI thread, puts the results in place and counts again only the subjects
    decided meanwhile (the editor may go on deciding groups while the analysis lands).
    """

    def __init__(self, walk: ReviewWalk, clusters: Sequence, keys: Sequence[bytes] | None) -> None:
        self.walk, self.review = walk, walk.review
        self.clusters, self.keys = clusters, keys
        self._before = dict(self.review.state.current)
        self._pending = bytearray(walk.pending)
        self._changed: set[bytes] | None = set()  # None: the file was read again meanwhile
        self._listener = weakly(self._heard)
        self.review.watchers.append(self._listener)
        self._prepared: tuple | None = None

    def _heard(self, keys: list[bytes] | None) -> None:
        if keys is None or self._changed is None:
            self._changed = None
        else:
            self._changed.update(keys)

    def prepare(self) -> ClustersArriving:
        """The worker's part: the subjects with their clusters, the rows' flags and the counts."""
        subjects = copy.copy(self.review.subjects)  # the review's own gets the clusters in install
        subjects.set_clusters(self.clusters, self.keys)
        subjects.cluster_of_group  # noqa: B018  (made here, in the worker, for install to hand on)
        state = ReviewState()
        state.current = self._before
        cluster_at = cluster_rows(subjects.clusters)
        _mark_cluster_rows(self._pending, cluster_at, subjects, state.is_decided)
        self._prepared = (subjects, cluster_at, review_status(subjects, state),
                          stale_doc_ids(state.stale(subjects)))  # cluster decisions can go stale now
        return self

    def install(self) -> None:
        """The GUI thread's part: the prepared results, corrected for the decisions made meanwhile."""
        self.release()
        walk, review = self.walk, self.review
        prepared = self._prepared if self._changed is not None else None
        review.subjects.set_clusters(self.clusters, prepared[0].cluster_key if prepared else self.keys,
                                     prepared[0].cluster_of_group if prepared else None)
        if prepared is None:  # the file was read again: count it all here (rare: not worth a new job)
            review.forget_status()
            walk.refresh_clusters()
            return
        _subjects, walk._cluster_at, status, stale = prepared
        walk.pending = self._pending
        walk.set_stale(stale)
        current, before, subjects = review.state.current, self._before, review.subjects
        for key in self._changed:
            count_line(status, subjects, key, before.get(key), -1)
            count_line(status, subjects, key, current.get(key), 1)
        review.install_status(status)
        walk._changed(list(self._changed))

    def forget_copy(self) -> None:
        """The review's decisions were replaced: :meth:`install` counts in the GUI thread instead."""
        self._changed = None

    def release(self) -> None:
        """Stop listening to the review (the clusters are installed, or no longer wanted)."""
        if self._listener in self.review.watchers:
            self.review.watchers.remove(self._listener)
