"""What the review panel shows about the current subject, as plain Python.

The Qt panel only lays these fields out and translates the words around them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .decision_lines import DecisionLine, GroupSubject
from .desk import ReviewDesk, cluster_classes
from .keepers import KeeperRuleError
from .walk import GROUP

__all__ = ["CardMember", "ReviewCard", "card_of"]

MEMBERS_SHOWN = 9  # keys 1 to 9 choose among them


@dataclass(frozen=True)
class CardMember:
    """One member line (a cluster's: one of its groups, by its representative): key number, doc_id, marks."""

    number: int
    doc_id: str
    source_ref: str
    keeper: bool  # the current decision keeps it (a cluster's: keeps its group)
    suggested: bool  # the keeper rules suggest it
    records: int = 1  # a cluster's line stands for a group of this many records


@dataclass(frozen=True)
class ReviewCard:
    """The current subject: an exact group (members) or a near-identical cluster (groups, classes)."""

    kind: str
    members: tuple[CardMember, ...]
    more: int  # members (or groups) not listed
    classes: tuple[str, ...]
    line: DecisionLine | None
    rule: str = "smallest doc_id"  # the keeper rule the suggestion comes from
    note: str | None = None  # the subject's note: its decision's, or a note line's (written before or after)
    stale: DecisionLine | None = None  # an older decision about these records, gone stale
    joined: tuple[str, ...] = ()  # doc_ids here that the stale decision did not name
    left: tuple[str, ...] = ()  # doc_ids the stale decision named that are not here
    rule_problem: str | None = None  # why the keeper rule suggests nothing (a bad or too slow pattern)
    reason: str | None = None  # what the keeper rule saw in the suggested record ("keeps ZWNJ")
    rule_by: str | None = None  # who chose the rule in force, when another editor did
    again_refused: str | None = None  # why R cannot decide as the stale decision did (None: it can)


def _stale_of(desk: ReviewDesk, item, line: DecisionLine | None) -> tuple:
    """``(stale line, joined, left)`` for an undecided subject whose records an older decision named."""
    if line is not None:
        return None, (), ()
    subject = desk.walk.subject(item)
    doc_ids = list(subject.members) if item.kind == GROUP else [
        doc_id for group in subject.groups for doc_id in group.members]
    stale = desk.walk.stale_line_of(doc_ids)
    if stale is None:
        return None, (), ()
    before = set(stale.subject.members) if isinstance(stale.subject, GroupSubject) else {
        doc_id for group in stale.subject.groups for doc_id in group.members}
    return stale, tuple(sorted(set(doc_ids) - before)), tuple(sorted(before - set(doc_ids)))


def card_of(desk: ReviewDesk) -> ReviewCard | None:
    """The card of ``desk.current`` (None when no subject is current)."""
    item, review = desk.current, desk.review
    if item is None or review is None:
        return None
    subjects, line = review.subjects, desk.walk.line(item)
    note = review.state.note(desk.walk.key(item))
    if item.kind == GROUP:
        members = subjects.groups[item.index].members
        suggested, reason, problem = _suggestion(desk.group_suggestion, item.index)
        keeper = line.keeper if line is not None and line.decision == "keep" else None
        keep_all = line is not None and line.decision == "keep-all"
        shown = [subjects.records[index] for index in members[:MEMBERS_SHOWN]]
        cards = tuple(CardMember(number, record.doc_id, record.source_ref,
                                 keep_all or record.doc_id == keeper, record.doc_id == suggested)
                      for number, record in enumerate(shown, start=1))
        return ReviewCard(GROUP, cards, len(members) - len(shown), (), line, desk.keeper_rule_name, note,
                          *_stale_of(desk, item, line), rule_problem=problem, reason=reason,
                          rule_by=desk.rule_by, again_refused=_again_refused(desk, item, line))
    groups = subjects.clusters[item.index].groups
    suggested, reason, problem = _suggestion(desk.cluster_suggestion, item.index)
    keeper = line.keeper if line is not None and line.decision != "conflict" else None
    cards = []
    for number, group in enumerate(groups[:MEMBERS_SHOWN], start=1):
        members = [subjects.records[index] for index in subjects.groups[group].members]
        doc_ids = {record.doc_id for record in members}
        cards.append(CardMember(number, members[0].doc_id, members[0].source_ref, keeper in doc_ids,
                                suggested in doc_ids, len(members)))
    classes = cluster_classes(subjects.clusters, item.index)
    return ReviewCard(item.kind, tuple(cards), len(groups) - len(cards), classes, line,
                      desk.keeper_rule_name, note, *_stale_of(desk, item, line), rule_problem=problem,
                      reason=reason, rule_by=desk.rule_by, again_refused=_again_refused(desk, item, line))


def _again_refused(desk: ReviewDesk, item, line: DecisionLine | None) -> str | None:
    """Why R (decide as the stale decision did) cannot be offered here, or None when it can."""
    if line is not None:
        return None  # decided: no stale decision is shown
    try:
        desk._verdict("again", item, None)
    except ValueError as error:
        return str(error)
    return None


def _suggestion(suggest, index: int) -> tuple[str | None, str | None, str | None]:
    """``(suggested doc_id, its reason, None)``, or ``(None, None, why)`` when the keeper rule
    cannot suggest."""
    try:
        return (*suggest(index), None)
    except KeeperRuleError as error:
        return None, None, str(error)
