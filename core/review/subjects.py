"""The subjects an editor decides about in one corpus, and their keys.

Exact groups with two or more members, and near-identical clusters (from
``core.find_neighbours``). Each is keyed by :func:`~core.review.decision_lines.subject_key`, so
a decision line finds its subject again whatever order the groups are shown in.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from ..grouping import Group
from ..records import Record
from .decision_lines import ClusterGroup, ClusterSubject, GroupSubject, subject_key

__all__ = ["CLUSTER_KEY_MAKER", "ClusterKeys", "Subjects", "cluster_key_of", "cluster_keys",
           "cluster_subject", "group_key_of", "group_subject"]

_encode = msgspec.json.encode


def group_subject(group: Group, records: Sequence[Record]) -> GroupSubject:
    """An exact group as a subject (members are already in doc_id order)."""
    return GroupSubject(group.candidate_digest, group.canonical_utf8_length,
                        tuple(records[index].doc_id for index in group.members))


def cluster_subject(cluster, groups: Sequence[Group], records: Sequence[Record]) -> ClusterSubject:
    """A near-identical cluster (a ``NeighbourCluster``) as a subject."""
    def member(index: int) -> ClusterGroup:
        group = groups[index]
        return ClusterGroup(group.candidate_digest, tuple(records[m].doc_id for m in group.members))

    return ClusterSubject(tuple(member(index) for index in cluster.groups))


def group_key_of(group: Group, records: Sequence[Record]) -> bytes:
    """``subject_key(group_subject(group, records))`` in one step: the same bytes, without the
    subject made twice (at a million records, 125,000 duplicate groups: 0.37 s -> 0.21 s)."""
    doc_ids = sorted([records[index].doc_id for index in group.members])
    return _encode(GroupSubject(group.candidate_digest, group.canonical_utf8_length, tuple(doc_ids)))


class ClusterKeys(list):
    """The subject key of every cluster, in order, and the cluster of each key.

    Both are made where the keys are made (the analysis's worker), so a GUI thread
    setting the clusters does no work per cluster (26 ms for 85,000 clusters).
    """

    def __init__(self, keys) -> None:
        super().__init__(keys)
        self.cluster_of_key = {key: index for index, key in enumerate(self)}


def cluster_key_of(groups: Sequence[tuple[str, Sequence[str]]]) -> bytes:
    """The subject key of a cluster given as (candidate digest, member doc_ids) per group, in
    cluster order: what :func:`cluster_subject` and :func:`~.lines.subject_key` make of it."""
    return subject_key(ClusterSubject(tuple(ClusterGroup(digest, tuple(members))
                                            for digest, members in groups)))


# Named, not imported, by whoever has the near-identical analysis make the keys in its child
# process (core.differences.neighbours_process): the analysis knows nothing of reviews.
CLUSTER_KEY_MAKER = f"{__name__}:cluster_key_of"


def cluster_keys(clusters: Sequence, groups: Sequence[Group], records: Sequence[Record]) -> ClusterKeys:
    """The subject key of every cluster, in order (a list that also looks them up)."""
    return ClusterKeys(subject_key(cluster_subject(cluster, groups, records)) for cluster in clusters)


class Subjects:
    """Every subject of one corpus: duplicate groups, and clusters once they are known.

    ``group_key[i]`` is the key of group ``i`` (``None`` for a single record, which
    needs no decision); ``group_of_key`` and ``cluster_of_key`` look them up again.
    """

    def __init__(self, records: Sequence[Record], groups: Sequence[Group]) -> None:
        self.records = records
        self.groups = groups
        self.group_key: list[bytes | None] = [
            group_key_of(group, records) if len(group.members) > 1 else None for group in groups
        ]
        self.group_of_key = {key: index for index, key in enumerate(self.group_key) if key is not None}
        self.clusters: list = []
        self.cluster_key: list[bytes] = []
        self.cluster_of_key: dict[bytes, int] = {}
        self.clusters_known = False  # until set_clusters: cluster decisions are neither live nor stale
        self._cluster_of_group: dict[int, int] | None = {}

    def set_clusters(self, clusters: Sequence, keys: Sequence[bytes] | None = None,
                     cluster_of_group: dict[int, int] | None = None) -> None:
        """Add the near-identical clusters once the analysis is done.

        ``keys`` from :func:`cluster_keys`, made in the analysis's worker, spare the caller's thread;
        so does ``cluster_of_group`` (:attr:`cluster_of_group` of a copy made there).
        """
        self.clusters = list(clusters)
        self._cluster_of_group = cluster_of_group
        if keys is None:
            keys = cluster_keys(clusters, self.groups, self.records)
        elif not isinstance(keys, ClusterKeys):
            keys = ClusterKeys(keys)
        self.cluster_key = keys
        self.cluster_of_key = keys.cluster_of_key
        self.clusters_known = True

    @property
    def cluster_of_group(self) -> dict[int, int]:
        """Group index -> the cluster holding it (groups alone in no cluster are absent)."""
        if self._cluster_of_group is None:
            self._cluster_of_group = {group: index for index, cluster in enumerate(self.clusters)
                                      for group in cluster.groups}
        return self._cluster_of_group

    def is_separate(self, group: int) -> bool:
        """Is exact group ``group`` a subject of its own? A duplicate group is, unless it lies
        inside a near-identical cluster: the editor decides the cluster, choosing its keeper among
        all its records, and its exact groups follow (each text is decided once)."""
        return self.group_key[group] is not None and group not in self.cluster_of_group

    def separate_key(self, key: bytes) -> bool:
        """Is ``key`` the key of a group that is a subject of its own (see :meth:`is_separate`)?"""
        group = self.group_of_key.get(key)
        return group is not None and group not in self.cluster_of_group

    @property
    def group_count(self) -> int:
        """The exact groups that are subjects of their own (outside every cluster)."""
        if not self.cluster_of_group:
            return len(self.group_of_key)
        return sum(1 for group in self.group_of_key.values() if group not in self.cluster_of_group)

    @property
    def cluster_count(self) -> int:
        return len(self.clusters)

    def __contains__(self, key: bytes) -> bool:
        return key in self.group_of_key or key in self.cluster_of_key

    def group_subject(self, index: int) -> GroupSubject:
        return group_subject(self.groups[index], self.records)

    def cluster_subject(self, index: int) -> ClusterSubject:
        return cluster_subject(self.clusters[index], self.groups, self.records)
