"""What the near-identical analysis finds, and how its pieces are put in order.

Light on purpose (no folds, no alignment, no Unicode tables): a GUI process that has
the analysis done in a child (:mod:`.neighbours_process`) imports only this.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["NeighbourCluster", "NeighbourPair", "by_representative", "collided", "in_order"]


@dataclass(frozen=True, slots=True)
class NeighbourPair:
    """Groups ``a`` (the cluster's first) and ``b`` differ only by ``classes``."""

    a: int
    b: int
    classes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class NeighbourCluster:
    """Group indices sorted by representative; one pair per group after the first."""

    groups: tuple[int, ...]
    pairs: tuple[NeighbourPair, ...]


def by_representative(groups: Sequence, indices: Sequence[int]) -> list[int]:
    """``indices`` in the order of their groups' representatives (a cluster's order)."""
    return sorted(indices, key=lambda index: groups[index].representative)


def collided(digests: bytes) -> list[list[int]]:
    """Indices of the groups sharing a 16-byte folded digest, for every digest shared (first seen first)."""
    buckets: dict[bytes, list[int]] = {}
    for index in range(len(digests) // 16):
        buckets.setdefault(digests[16 * index : 16 * index + 16], []).append(index)
    return [indices for indices in buckets.values() if len(indices) > 1]


def in_order(clusters: Sequence[NeighbourCluster | None], groups: Sequence) -> list[NeighbourCluster]:
    """The clusters found (None: none), in the order of their first group's representative."""
    found = [cluster for cluster in clusters if cluster is not None]
    return sorted(found, key=lambda cluster: groups[cluster.groups[0]].representative)
