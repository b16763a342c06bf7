"""Bulk decisions on a filtered set: the keeper rule's suggestion for every subject chosen, at once.

An editor narrows the subjects shown (the tree's filter: text, review state) and chooses more
here: by the classes a cluster's differences may have ("only line-ending and edge-whitespace"),
by a source_ref pattern one of its records matches, undecided ones only. :func:`bulk_preview`
(a worker's job) says how many and which, and makes the lines: ``keep`` the suggested member of
an exact group, ``same-normalize-upstream`` keeping the suggested record of a cluster, each an
ordinary decision line, all under one ``step``, so one undo takes the whole step back.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field

import msgspec

from .decision_lines import DecisionLine, subject_key
from .desk import cluster_classes
from .keepers import SourceRefMatches
from .walk import CLUSTER, ReviewItem

__all__ = ["BulkChoice", "BulkPreview", "bulk_preview"]

EXAMPLES = 5  # subjects named in the preview


@dataclass(frozen=True)
class BulkChoice:
    """Which of the undecided subjects shown a bulk decision takes.

    ``classes``: a cluster is taken when every class its differences have is one of these (None:
    any cluster); ``groups``: exact groups outside clusters too (they differ by nothing);
    ``source``: a pattern one of the subject's records' source_ref matches (None: any).
    """

    classes: frozenset[str] | None = None
    groups: bool = True
    clusters: bool = True
    source: str | None = None


@dataclass
class BulkPreview:
    """What a bulk decision would write: its lines (one step), their keys, and what a person reads first."""

    lines: list[DecisionLine]
    keys: list[bytes]
    groups: int = 0
    clusters: int = 0
    examples: list[str] = field(default_factory=list)  # the first few subjects, by their first doc_id

    def sentence(self, rule: str) -> str:
        """``Decide 312 subjects shown (300 clusters, 12 groups) by the keeper rule X: a1, c7, ...?``"""
        more = self.groups + self.clusters > len(self.examples)
        named = ", ".join(self.examples) + (", ..." if more else "")
        return (f"Decide {self.groups + self.clusters:,} subjects shown ({self.clusters:,} clusters, "
                f"{self.groups:,} groups) by the keeper rule {rule}: {named}?")


def bulk_preview(desk, rows: Sequence[int], choice: BulkChoice) -> BulkPreview:
    """The lines a bulk decision on ``rows`` (the groups shown) would write; a worker's job.

    Raises :class:`~.keepers.KeeperRuleError` when the source pattern or the keeper rule cannot be used.
    """
    walk, review = desk.walk, desk.review
    pattern = SourceRefMatches(choice.source).compiled() if choice.source else None
    matches = (lambda records: True) if pattern is None else SourceRefMatches(choice.source).narrow
    records, groups = review.subjects.records, review.subjects.groups
    decisions, preview = [], BulkPreview([], [])
    for row in rows:
        for item in walk.items_at(row):
            if walk.is_decided(item):
                continue
            decision = _decision(desk, item, choice)
            if decision is None:
                continue
            subject = walk.subject(item)
            members = [records[m] for g in _groups_of(review.subjects, item) for m in groups[g].members]
            if pattern is not None and not matches(members):
                continue
            decisions.append((subject, *decision))
            if item.kind == CLUSTER:
                preview.clusters += 1
            else:
                preview.groups += 1
            if len(preview.examples) < EXAMPLES:
                preview.examples.append(min(record.doc_id for record in members))
    step = uuid.uuid4().hex
    lines = [msgspec.structs.replace(line, step=step) for line in review.lines_for(decisions)]
    preview.lines, preview.keys = lines, [subject_key(line.subject) for line in lines]
    return preview


def _decision(desk, item: ReviewItem, choice: BulkChoice) -> tuple | None:
    """``(decision, keeper, classes, note)`` the rule suggests for ``item``, or None when not chosen."""
    if item.kind != CLUSTER:
        return ("keep", desk.suggested_keeper(item.index), None, None) if choice.groups else None
    if not choice.clusters:
        return None
    classes = cluster_classes(desk.review.subjects.clusters, item.index)
    if choice.classes is not None and not set(classes) <= choice.classes:
        return None
    return "same-normalize-upstream", desk.suggested_cluster_keeper(item.index), classes, None


def _groups_of(subjects, item: ReviewItem) -> Sequence[int]:
    return subjects.clusters[item.index].groups if item.kind == CLUSTER else (item.index,)
