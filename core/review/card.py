"""What the review panel shows about the current subject, as plain Python.

The Qt panel only lays these fields out and translates the words around them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .desk import ReviewDesk, cluster_classes
from .lines import DecisionLine
from .walk import GROUP

__all__ = ["CardMember", "ReviewCard", "card_of"]

MEMBERS_SHOWN = 9  # keys 1 to 9 choose among them


@dataclass(frozen=True)
class CardMember:
    """One member line: its key number, doc_id, source_ref, and marks."""

    number: int
    doc_id: str
    source_ref: str
    keeper: bool  # the current decision keeps it
    suggested: bool  # the keeper rules suggest it


@dataclass(frozen=True)
class ReviewCard:
    """The current subject: an exact group (members) or a near-identical cluster (groups, classes)."""

    kind: str
    members: tuple[CardMember, ...]
    more: int  # members (or groups) not listed
    classes: tuple[str, ...]
    line: DecisionLine | None


def card_of(desk: ReviewDesk) -> ReviewCard | None:
    """The card of ``desk.current`` (None when no subject is current)."""
    item, review = desk.current, desk.review
    if item is None or review is None:
        return None
    subjects, line = review.subjects, desk.walk.line(item)
    if item.kind == GROUP:
        members = subjects.groups[item.index].members
        suggested = desk.suggested_keeper(item.index)
        keeper = line.keeper if line is not None and line.decision == "keep" else None
        keep_all = line is not None and line.decision == "keep-all"
        shown = [subjects.records[index] for index in members[:MEMBERS_SHOWN]]
        cards = tuple(CardMember(number, record.doc_id, record.source_ref,
                                 keep_all or record.doc_id == keeper, record.doc_id == suggested)
                      for number, record in enumerate(shown, start=1))
        return ReviewCard(GROUP, cards, len(members) - len(shown), (), line)
    groups = subjects.clusters[item.index].groups
    shown = [subjects.records[subjects.groups[group].members[0]] for group in groups[:MEMBERS_SHOWN]]
    cards = tuple(CardMember(number, record.doc_id, record.source_ref, False, False)
                  for number, record in enumerate(shown, start=1))
    classes = cluster_classes(subjects.clusters, item.index)
    return ReviewCard(item.kind, cards, len(groups) - len(shown), classes, line)
