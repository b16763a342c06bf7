"""What the near-identical analysis finds, and how its pieces are put in order.

Light on purpose (no folds, no alignment, no Unicode tables): a GUI process that has
the analysis done in a child (:mod:`.neighbours_process`), and review mode, import only
this.

A cluster is a connected component of the near-identical relation: if a ~ b and b ~ c,
a, b and c are one cluster even when a and c differ by more than a lens forgives. Its
``pairs`` are the near-identical pairs that joined it (each explained on its own); any
two of its groups can be compared, and :func:`cluster_pairs` lists them all in order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

__all__ = ["ClusterPairs", "NeighbourCluster", "NeighbourPair", "by_representative", "cluster_pairs",
           "collided", "components", "in_order", "pair_at", "pair_classes_known"]


@dataclass(frozen=True, slots=True)
class NeighbourPair:
    """Groups ``a`` and ``b`` of one cluster differ only by ``classes`` (``a`` before ``b``
    in the cluster's order)."""

    a: int
    b: int
    classes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NeighbourCluster:
    """Group indices sorted by representative, and the near-identical pairs that connect
    them: one fewer than the groups, each pair's ``b`` joining the groups before it or
    linking two parts of them (a spanning tree of the cluster)."""

    groups: tuple[int, ...]
    pairs: tuple[NeighbourPair, ...]


KEY_BYTES = 8  # the size of a cluster key (tests/test_neighbours.py checks it is lens's)


def by_representative(groups: Sequence, indices: Sequence[int]) -> list[int]:
    """``indices`` in the order of their groups' representatives (a cluster's order)."""
    return sorted(indices, key=lambda index: groups[index].representative)


def collided(digests: bytes) -> list[list[int]]:
    """Indices of the groups sharing an 8-byte key (:func:`.lens.cluster_key`, kept here
    apart from its Unicode tables), for every key shared (first seen first)."""
    buckets: dict[bytes, list[int]] = {}
    for index in range(len(digests) // KEY_BYTES):
        buckets.setdefault(digests[KEY_BYTES * index : KEY_BYTES * index + KEY_BYTES], []).append(index)
    return [indices for indices in buckets.values() if len(indices) > 1]


def components(ordered: Sequence[int],
               near: Callable[[int, int], tuple[str, ...] | None]) -> list[NeighbourCluster]:
    """The clusters of the groups ``ordered`` (in cluster order): the connected components
    of the pairs for which ``near(a, b)`` gives classes (None: not near-identical).

    Union-find over the pairs in order; a pair already in one component is not asked
    about, so a bucket of k groups that are all near-identical costs k - 1 questions.
    """
    parent = list(range(len(ordered)))

    def root(at: int) -> int:
        while parent[at] != at:
            parent[at] = parent[parent[at]]
            at = parent[at]
        return at

    pairs: list[NeighbourPair] = []
    for first in range(len(ordered)):
        for second in range(first + 1, len(ordered)):
            top_first, top_second = root(first), root(second)
            if top_first == top_second:
                continue
            classes = near(ordered[first], ordered[second])
            if classes is not None:
                parent[max(top_first, top_second)] = min(top_first, top_second)
                pairs.append(NeighbourPair(ordered[first], ordered[second], classes))
    members: dict[int, list[int]] = {}
    for at, group in enumerate(ordered):
        members.setdefault(root(at), []).append(group)
    found = []
    for groups in members.values():
        if len(groups) > 1:
            inside = set(groups)
            found.append(NeighbourCluster(tuple(groups), tuple(pair for pair in pairs if pair.a in inside)))
    return found


def cluster_pairs(cluster: NeighbourCluster) -> list[tuple[int, int]]:
    """Every pair of the cluster's groups, in order: (1st, 2nd), (1st, 3rd), ..., (2nd, 3rd), ...

    What a reviewer steps through (a cluster of n groups has n (n - 1) / 2 pairs); the
    classes of some are known already (:func:`pair_classes_known`), ``explain`` tells the rest.
    """
    groups = cluster.groups
    return [(groups[i], groups[j]) for i in range(len(groups)) for j in range(i + 1, len(groups))]


def pair_at(cluster: NeighbourCluster, position: int) -> tuple[int, int]:
    """Pair number ``position`` of :func:`cluster_pairs`, wrapping round at either end."""
    pairs = cluster_pairs(cluster)
    return pairs[position % len(pairs)]


def pair_classes_known(cluster: NeighbourCluster, a: int, b: int) -> tuple[str, ...] | None:
    """The classes of groups ``a`` and ``b`` when the analysis compared them (either
    order), else None: then ``explain`` says (they may differ by a real edit)."""
    for pair in cluster.pairs:
        if {pair.a, pair.b} == {a, b}:
            return pair.classes
    return None


class ClusterPairs:
    """Stepping through the pairs of one cluster (:func:`cluster_pairs`), for a window or a
    review: ``current`` is a pair of group indices, :meth:`step` moves by one (wrapping
    round), :meth:`show` jumps to the pair of two given groups (either order)."""

    def __init__(self, cluster: NeighbourCluster) -> None:
        self.cluster = cluster
        self.pairs = cluster_pairs(cluster)
        self.position = 0

    @property
    def current(self) -> tuple[int, int]:
        return self.pairs[self.position]

    @property
    def classes(self) -> tuple[str, ...] | None:
        """The current pair's classes when the analysis compared it (else None)."""
        return pair_classes_known(self.cluster, *self.current)

    def step(self, by: int = 1) -> tuple[int, int]:
        self.position = (self.position + by) % len(self.pairs)
        return self.current

    def show(self, a: int, b: int) -> bool:
        """Make the pair of groups ``a`` and ``b`` current; False when it is not in the cluster."""
        for at, pair in enumerate(self.pairs):
            if set(pair) == {a, b}:
                self.position = at
                return True
        return False


def in_order(clusters: Sequence[NeighbourCluster | None], groups: Sequence) -> list[NeighbourCluster]:
    """The clusters found (None: none), in the order of their first group's representative."""
    found = [cluster for cluster in clusters if cluster is not None]
    return sorted(found, key=lambda cluster: groups[cluster.groups[0]].representative)
