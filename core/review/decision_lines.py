"""One line of a decisions file, as typed msgspec Structs.

A line is self-contained: who decided what, when, about which subject, under which
contract and on which input file. Subjects name their groups by content (digest,
length) and provenance (doc_ids), never by a row position, so a line keeps its
meaning when the corpus is re-sorted, and is recognised as stale when it changes.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

import msgspec

from .keepers import KeeperPreset

__all__ = [
    "CLUSTER_DECISIONS",
    "CONFLICT",
    "GROUP_DECISIONS",
    "KEEPER_RULE",
    "NOTE",
    "SCHEMA",
    "WITHDRAW",
    "Alternative",
    "ClusterGroup",
    "ClusterSubject",
    "DecisionLine",
    "GroupSubject",
    "InputFile",
    "ReviewSubject",
    "Subject",
    "now_rfc3339",
    "subject_key",
]

SCHEMA = "docdedup-decisions-v1"
# "keep" names its keeper: a member of the group, or for a cluster a record of the group kept.
GROUP_DECISIONS = ("keep", "keep-all", "distinct", "unsure")
CLUSTER_DECISIONS = ("same-normalize-upstream", "keep", "distinct", "unsure")
WITHDRAW = "withdraw"
# A note about a subject, decided or not: its own line, which never changes the decision (nor its time).
NOTE = "note"
# The keeper rule the suggestions follow from now on (``rule``: the preset), about the review as a
# whole (a ReviewSubject): the next open, a second editor and the export use the same rule.
KEEPER_RULE = "keeper-rule"
# Written only by `review merge` when two files decided one subject differently; it
# stays the subject's state until someone decides again.
CONFLICT = "conflict"

Decision = Literal["keep", "keep-all", "same-normalize-upstream", "distinct", "unsure", "withdraw", "note",
                   "conflict", "keeper-rule"]


class InputFile(msgspec.Struct, frozen=True, gc=False, omit_defaults=True):
    """The corpus file a decision was made on: its name (no folder), size and SHA-256, and
    the field mapping it was read with (``{"fields": {...}, "set": {...}}``, as every output
    says it), so nobody takes a decision on mapped records for one on the file's own."""

    name: str
    size: int
    sha256: str
    mapping: dict[str, dict[str, str]] | None = None


class GroupSubject(msgspec.Struct, frozen=True, gc=False, tag="group", tag_field="kind"):
    """An exact group: its candidate digest, canonical length and sorted member doc_ids."""

    digest: str
    length: int
    members: tuple[str, ...]


class ClusterGroup(msgspec.Struct, frozen=True, gc=False):
    """One exact group inside a near-identical cluster."""

    digest: str
    members: tuple[str, ...]


class ClusterSubject(msgspec.Struct, frozen=True, gc=False, tag="cluster", tag_field="kind"):
    """A near-identical pair or cluster: its groups, each by digest and doc_ids."""

    groups: tuple[ClusterGroup, ...]


class ReviewSubject(msgspec.Struct, frozen=True, gc=False, tag="review", tag_field="kind"):
    """The review as a whole: what a keeper rule line is about (no group, no cluster)."""


Subject = GroupSubject | ClusterSubject | ReviewSubject


class Alternative(msgspec.Struct, frozen=True, gc=False, omit_defaults=True):
    """One side of a merge conflict: what one file's last line said."""

    decision: str
    reviewer: str
    at: str
    keeper: str | None = None
    classes: tuple[str, ...] | None = None
    note: str | None = None


class DecisionLine(msgspec.Struct, frozen=True, gc=False, omit_defaults=True):
    """One decision (or withdrawal) about one subject, as written on one line."""

    schema: str
    at: str
    reviewer: str
    contract: str
    input: InputFile
    subject: Subject
    decision: Decision
    keeper: str | None = None
    classes: tuple[str, ...] | None = None
    note: str | None = None
    conflict: tuple[Alternative, ...] | None = None
    rule: KeeperPreset | None = None  # a keeper rule line's preset
    # This line takes back the one before it about its subject (Ctrl+Z): reading the file again,
    # the undo steps are rebuilt as they were, so undo goes on after the file is reopened.
    undo: bool = False
    # The bulk step this line belongs to (the lines of one bulk decision share it): one undo takes
    # the whole step back, writing its undo lines under the same step.
    step: str | None = None

    def alternative(self) -> Alternative:
        return Alternative(self.decision, self.reviewer, self.at, self.keeper, self.classes, self.note)

    def same_verdict(self, other: DecisionLine) -> bool:
        """Do both lines decide the same thing (ignoring who, when and the note)?"""
        return (self.decision, self.keeper, self.classes) == (other.decision, other.keeper, other.classes)


def subject_key(subject: Subject) -> bytes:
    """A canonical byte string per subject: equal exactly when the subjects are.

    Members and groups are sorted first, so a hand-edited or foreign line that
    lists them in another order still names the same subject.
    """
    if isinstance(subject, ReviewSubject):
        return _REVIEW_KEY
    if isinstance(subject, GroupSubject):
        canonical: Subject = GroupSubject(subject.digest, subject.length, tuple(sorted(subject.members)))
    else:
        groups = sorted(
            (ClusterGroup(group.digest, tuple(sorted(group.members))) for group in subject.groups),
            key=lambda group: (group.members, group.digest),  # representative order
        )
        canonical = ClusterSubject(tuple(groups))
    return msgspec.json.encode(canonical)


_REVIEW_KEY = msgspec.json.encode(ReviewSubject())


def now_rfc3339() -> str:
    """The current UTC time as RFC 3339 with milliseconds, e.g. ``2026-12-01T02:40:34.123Z``."""
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")
