"""What review mode says, in the interface's language: progress, decisions, subjects, keys.

Decision names are translated here; the decisions file keeps the stable identifiers.
doc_ids are data: each goes in a left-to-right isolate, so a Persian sentence shows it
as written.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale

from core.errors import shown_name
from core.review import GROUP, ReviewStatus
from core.review.card import ReviewCard
from core.review.decision_lines import GroupSubject
from core.review.keepers import CAREFUL_ORTHOGRAPHY, LARGEST_DOC_ID, LONGEST_TEXT, SMALLEST_DOC_ID
from docdedup_gui.i18n import left_to_right as isolated
from docdedup_gui.i18n import translate

__all__ = [
    "cheat_sheet",
    "decision_name",
    "decision_text",
    "mark_name",
    "member_lines",
    "mode_state",
    "number",
    "progress_text",
    "rule_name",
    "subject_name",
]


def number(value: int) -> str:
    """``value`` in the interface's digits and grouping (Persian digits in the Persian UI)."""
    return QLocale().toString(value)


def progress_text(status: ReviewStatus) -> str:
    """``312 of 16,287 groups and 40 of 112 clusters decided, 3 stale, 1 conflict``, translated."""
    groups = translate("ReviewPanel", "{done} of {total} groups").format(
        done=number(status.groups_decided), total=number(status.groups))
    if status.clusters_known:
        clusters = translate("ReviewPanel", "{done} of {total} clusters").format(
            done=number(status.clusters_decided), total=number(status.clusters))
        decided = translate("ReviewPanel", "{groups} and {clusters} decided").format(
            groups=groups, clusters=clusters)
    else:
        decided = translate("ReviewPanel", "{groups} decided (clusters not analysed yet)")
        decided = decided.format(groups=groups)
    conflicts = (translate("ReviewPanel", "1 conflict") if status.conflicts == 1
                 else translate("ReviewPanel", "{count} conflicts").format(count=number(status.conflicts)))
    return translate("ReviewPanel", "{decided}, {stale} stale, {conflicts}").format(
        decided=decided, stale=number(status.stale), conflicts=conflicts)


def first_strong(text: str) -> str:
    """``text`` in a first-strong isolate (FSI ... PDI): its direction is its first letter's."""
    return f"\N{FIRST STRONG ISOLATE}{text}\N{POP DIRECTIONAL ISOLATE}"


def keys_label(keys: str) -> str:
    """Key names (``Ctrl+←``) left to right in any interface: never drawn ``←+Ctrl``."""
    return isolated(keys)


def decision_name(decision: str) -> str:
    """A decision's name in the interface's language."""
    names = {
        "keep": translate("ReviewPanel", "keep"),
        "keep-all": translate("ReviewPanel", "keep all"),
        "same-normalize-upstream": translate("ReviewPanel", "same document, normalize upstream"),
        "distinct": translate("ReviewPanel", "distinct"),
        "unsure": translate("ReviewPanel", "unsure"),
        "conflict": translate("ReviewPanel", "conflict"),
        "withdraw": translate("ReviewPanel", "withdrawn"),
        "note": translate("ReviewPanel", "note"),
        "keeper-rule": translate("ReviewPanel", "keeper rule"),
    }
    return names.get(decision, decision)


def rule_name(name: str) -> str:
    """A keeper rule's name in the interface's language (a saved preset keeps the name it was given)."""
    names = {SMALLEST_DOC_ID: translate("ReviewPanel", "smallest doc_id"),
             LARGEST_DOC_ID: translate("ReviewPanel", "largest doc_id"),
             CAREFUL_ORTHOGRAPHY: translate("ReviewPanel", "most careful orthography"),
             LONGEST_TEXT: translate("ReviewPanel", "longest text")}
    return names.get(name, name)


def suggestion_reason(reason: str) -> str:
    """What a keeper rule saw in the record it suggests, in the interface's language."""
    reasons = {
        "keeps ZWNJ": translate("ReviewPanel", "keeps ZWNJ"),
        "writes hamza": translate("ReviewPanel", "writes hamza"),
        "writes Persian \N{ARABIC LETTER FARSI YEH}":
            translate("ReviewPanel", "writes Persian \N{ARABIC LETTER FARSI YEH}"),
        "writes Persian \N{ARABIC LETTER KEHEH}":
            translate("ReviewPanel", "writes Persian \N{ARABIC LETTER KEHEH}"),
        "keeps harakat": translate("ReviewPanel", "keeps harakat"),
        "has no stray spaces": translate("ReviewPanel", "has no stray spaces"),
        "has no stray spaces at line ends": translate("ReviewPanel", "has no stray spaces at line ends"),
        "the longest text": translate("ReviewPanel", "the longest text"),
        "a tie: smallest doc_id": translate("ReviewPanel", "a tie: smallest doc_id"),
        "the only one": translate("ReviewPanel", "the only one"),
        SMALLEST_DOC_ID: translate("ReviewPanel", "smallest doc_id"),
        LARGEST_DOC_ID: translate("ReviewPanel", "largest doc_id"),
    }
    return reasons.get(reason, reason)


def mode_state(active: bool, review) -> str:
    """Whether review mode is on (and where it records), read-only, or off: always said."""
    if not active:
        return translate("ReviewMode", "Review mode off (Ctrl+Shift+R)") if review is not None else ""
    if review is None or review.read_only:
        return translate("ReviewMode", "Review mode: read-only")
    name = isolated(shown_name(review.path.name))  # a name that is not UTF-8 shows its bytes as \xNN
    return translate("ReviewMode", "Review mode: recording to {file}").format(file=name)


def mark_name(name: str) -> str:
    """What a mark of the tree means (a decision's name, or kept / dropped for a member)."""
    if name == "keeper":
        return translate("ReviewPanel", "kept")
    if name == "dropped":
        return translate("ReviewPanel", "dropped")
    if name == "stale":
        return translate("ReviewPanel", "decided before its records changed (stale)")
    return decision_name(name)


def subject_name(subject) -> str:
    """``group of 3 (A …)`` or ``cluster of 2 groups (crlf-a …)``."""
    if isinstance(subject, GroupSubject):
        return translate("ReviewPanel", "group of {count} ({first} …)").format(
            count=number(len(subject.members)), first=isolated(subject.members[0]))
    return translate("ReviewPanel", "cluster of {count} groups ({first} …)").format(
        count=number(len(subject.groups)), first=isolated(subject.groups[0].members[0]))


def cheat_sheet(card: ReviewCard | None = None) -> list[tuple[str, str]]:
    """(keys, what they do) on ``card``'s subject (None: on either kind), as the panel shows them."""
    rule = rule_name(card.rule) if card is not None else None
    on_cluster = card is not None and card.kind != GROUP
    if card is None:
        accept = translate(
            "ReviewPanel",
            "accept: keep the suggested keeper (a cluster: same document, normalize upstream)",
        )
        members = translate("ReviewPanel", "keep that member (cluster: keep that group)")
    elif on_cluster:
        accept = translate(
            "ReviewPanel", "same document, normalize upstream: keep the suggested group ({rule})"
        ).format(rule=rule)
        members = translate("ReviewPanel", "keep that group, drop the others")
    else:
        accept = translate("ReviewPanel", "keep the suggested keeper ({rule})").format(rule=rule)
        members = translate("ReviewPanel", "keep that member, drop the others")
    sheet = [("A, Ctrl+Enter", accept),
             (translate("ReviewPanel", "1 … 9, Enter on a member"), members)]
    if not on_cluster:
        sheet.append(("K", translate("ReviewPanel", "keep all (legitimately repeated)")))
    sheet += [
        ("X", translate("ReviewPanel", "distinct documents")),
        ("U, Space", translate("ReviewPanel", "unsure")),
        ("R", translate("ReviewPanel", "decide again as before the records changed (a stale decision)")),
        ("N", translate("ReviewPanel", "a note, before or after deciding")),
        ("Ctrl+Z, Backspace", translate("ReviewPanel", "undo")),
        ("Ctrl+\N{RIGHTWARDS ARROW}, Ctrl+Space", translate("ReviewPanel", "next undecided (skip)")),
        ("Ctrl+\N{LEFTWARDS ARROW}", translate("ReviewPanel", "previous undecided")),
    ]
    if card is None or on_cluster:
        sheet.append(("Alt+1 … 9, Ctrl+Alt+1 … 9",
                      translate("ReviewPanel", "compare with that group (right side, left side)")))
    return sheet


def _verdict(decision: str, keeper: str | None, classes) -> str:
    what = decision_name(decision) + (f" {isolated(keeper)}" if keeper else "")
    if classes:
        what += f" ({', '.join(classes)})"
    return what


def _stale_text(card: ReviewCard) -> str:
    """An older decision about these records, gone stale: what it said and what changed since."""
    stale = card.stale
    if stale is None:
        return ""
    changes = []
    if card.joined:
        changes.append(translate("ReviewPanel", "joined: {doc_ids}").format(
            doc_ids=", ".join(isolated(doc_id) for doc_id in card.joined)))
    if card.left:
        changes.append(translate("ReviewPanel", "left: {doc_ids}").format(
            doc_ids=", ".join(isolated(doc_id) for doc_id in card.left)))
    if not changes:
        changes.append(translate("ReviewPanel", "the same records, their text changed"))
    what = _verdict(stale.decision, stale.keeper, None)
    if card.again_refused is not None:  # R is offered only where it can decide the same again (the
        # panel gives the reason in the interface's language: problem_text names decisions by this module)
        text = translate("ReviewPanel", "Decided before these records changed: {what} by {reviewer} at "
                                        "{at} ({changes}); not again: {why}")
        return "\n" + text.format(what=what, reviewer=stale.reviewer, at=stale.at, changes="; ".join(changes),
                                  why=card.again_refused)
    text = translate("ReviewPanel", "Decided before these records changed: {what} by {reviewer} at {at} "
                                    "({changes}). R: decide the same again")
    return "\n" + text.format(what=what, reviewer=stale.reviewer, at=stale.at, changes="; ".join(changes))


def decision_text(card: ReviewCard) -> str:
    """The subject's current decision, who made it and when, and its note."""
    line = card.line
    noted = "\n" + translate("ReviewPanel", "Note: {note}").format(note=card.note) if card.note else ""
    if line is None:
        return translate("ReviewPanel", "Undecided") + _stale_text(card) + noted
    if line.decision == "conflict":
        sides = "; ".join(f"{side.reviewer}: {_verdict(side.decision, side.keeper, None)}"
                          for side in line.conflict or ())
        return translate("ReviewPanel", "Conflict, decide again: {sides}").format(sides=sides)
    text = translate("ReviewPanel", "Decided: {what} by {reviewer} at {at}").format(
        what=_verdict(line.decision, line.keeper, line.classes), reviewer=line.reviewer, at=line.at)
    return text + noted


def member_lines(card: ReviewCard) -> str:
    """One line per member (a cluster's: per group), with its key number and marks."""
    lines = [] if card.rule_problem is None else [
        translate("ReviewPanel", "No suggestion: {problem}").format(problem=card.rule_problem)]
    for member in card.members:
        marks = []
        if member.keeper:
            marks.append(translate("ReviewPanel", "kept"))
        if member.suggested:
            rule = rule_name(card.rule)
            if card.reason and card.reason != card.rule:
                rule = translate("ReviewPanel", "{rule}: {reason}").format(
                    rule=rule, reason=suggestion_reason(card.reason))
            if card.rule_by:
                rule = translate("ReviewPanel", "{rule}, chosen by {reviewer}").format(
                    rule=rule, reviewer=isolated(card.rule_by))
            marks.append(translate("ReviewPanel", "suggested: {rule}").format(rule=rule))
        if member.records > 1:
            marks.append(translate("ReviewPanel", "a group of {count}").format(count=number(member.records)))
        mark = "\N{BLACK STAR} " if member.keeper else "  "
        # The bracket in an isolate of its own words' direction, the source_ref left to right: in a
        # Persian line neither takes the other's brackets or order.
        suffix = f"  {first_strong('[' + ', '.join(marks) + ']')}" if marks else ""
        place = f"{isolated(member.doc_id)}  {isolated(member.source_ref)}"
        lines.append(f"{mark}{member.number}  {place}{suffix}")
    if card.more:
        lines.append(translate("ReviewPanel", "… and {count} more").format(count=number(card.more)))
    return "\n".join(lines)
