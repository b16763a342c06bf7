"""What both engines hand the CLI: the problems, then the groups range by range."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..contract import sha256_hex
from ..errors import Problem
from ..grouping import Digest, Group
from ..inspection import zero_digest
from ..located_output import GroupEntry, Member
from ..records import Record

__all__ = ["Place", "ShardedGrouping", "digest_for", "to_entries"]

Place = tuple[str, int | None, int | None]  # shard path, line, byte offset


@dataclass
class ShardedGrouping:
    """A grouping run: its problems (all known before any group), then the groups.

    ``ranges`` yields lists of groups in representative order, one range of
    representatives after the other; it computes lazily, so a caller that stops
    at the problems never pays for the grouping.
    """

    problems: list[Problem]
    records: int  # valid records (the ones grouped when problems are skipped)
    ranges: Iterator[list[GroupEntry]]


def digest_for(simulate_collisions: bool) -> Digest:
    return zero_digest if simulate_collisions else sha256_hex


def to_entries(
    groups: Sequence[Group], records: Sequence[Record], places: Sequence[Place]
) -> list[GroupEntry]:
    """Core groups (indices into ``records``) as output entries with located members."""
    return [
        GroupEntry(group.representative, group.candidate_digest, group.canonical_utf8_length,
                   [Member(records[i].doc_id, records[i].source_ref, *places[i]) for i in group.members])
        for group in groups
    ]
