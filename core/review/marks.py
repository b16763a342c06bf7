"""Which marks a row of the group tree carries in review mode, as names a view draws.

A group row carries its own decision and, when a near-identical cluster lives at the
same row, the cluster's too (both are shown: a conflicting cluster never hides behind
its first group's decision). A member row carries ``keeper`` or ``dropped`` when its
group (or the cluster around it) decided which record stays.
"""

from __future__ import annotations

from .decision_lines import CONFLICT
from .walk import GROUP, ReviewWalk

__all__ = ["MARK_NAMES", "member_mark", "row_marks"]

# Every mark a view must be able to draw, with what it means (the legend says this).
MARK_NAMES = {
    "keep": "keep one (the others are dropped)",
    "keep-all": "keep all (legitimately repeated)",
    "same-normalize-upstream": "same document, normalize upstream",
    "distinct": "distinct documents",
    "unsure": "unsure",
    CONFLICT: "conflict between two reviewers: decide again",
    "keeper": "the record kept",
    "dropped": "a record dropped",
}


def row_marks(walk: ReviewWalk | None, group: int) -> tuple[str, ...]:
    """The decisions shown on ``group``'s row: its own, then its cluster's (none when undecided)."""
    if walk is None:
        return ()
    return tuple(line.decision for item in walk.items_at(group) if (line := walk.line(item)) is not None)


def member_mark(walk: ReviewWalk | None, group: int, position: int) -> str | None:
    """``keeper`` or ``dropped`` for the member at ``position`` of ``group`` (None when undecided)."""
    if walk is None:
        return None
    subjects = walk.review.subjects
    members = [subjects.records[index].doc_id for index in subjects.groups[group].members]
    doc_id = members[position]
    for item in walk.items_at(group):
        line = walk.line(item)
        if line is None or line.keeper is None or line.decision == CONFLICT:
            continue
        if item.kind == GROUP:
            return "keeper" if doc_id == line.keeper else "dropped"
        if line.keeper not in members:  # the cluster keeps another of its groups
            return "dropped"
    return None
