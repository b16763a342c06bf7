"""What both engines hand the CLI: the problems, then the groups range by range."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from ..contract import sha256_hex
from ..errors import Problem
from ..grouping import Digest, Group, Member, zero_digest

__all__ = ["ShardedGrouping", "digest_for"]


@dataclass
class ShardedGrouping:
    """A grouping run: its problems (all known before any group), then the groups.

    ``ranges`` yields lists of groups in representative order, one range of
    representatives after the other, each member with its shard, line and offset
    (:func:`core.grouping.with_provenance`); it computes lazily, so a caller that
    stops at the problems never pays for the grouping.
    """

    problems: list[Problem]
    records: int  # valid records (the ones grouped when problems are skipped)
    ranges: Iterator[list[Group[Member]]]


def digest_for(simulate_collisions: bool) -> Digest:
    return zero_digest if simulate_collisions else sha256_hex
