"""Which marks a row of the group tree carries in review mode, as names a view draws.

A group row carries its own decision and, when a near-identical cluster lives at the
same row, the cluster's too (both are shown: a conflicting cluster never hides behind
its first group's decision). A member row carries ``keeper`` or ``dropped`` when its
group (or the cluster around it) decided which record stays.
"""

from __future__ import annotations

from .decision_lines import CONFLICT
from .walk import ReviewWalk

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
    "stale": "decided before its records changed: decide again",
}
_KEEPS_ONE = ("keep", "same-normalize-upstream")


def row_marks(walk: ReviewWalk | None, group: int) -> tuple[str, ...]:
    """The decisions shown on ``group``'s row: its own (also a group inside a cluster decided
    before the cluster: it still counts), then its cluster's at the cluster's row (none when undecided)."""
    if walk is None:
        return ()
    review = walk.review
    own = review.state.get(review.subjects.group_key[group])
    cluster = walk.cluster_at(group)
    lines = (own, review.cluster_line(cluster) if cluster is not None else None)
    names = tuple(line.decision for line in lines if line is not None)
    if not names and review.status().stale and walk.group_matches(group, "stale"):
        return ("stale",)  # nothing live decides it; an older decision about its records went stale
    return names


def member_mark(walk: ReviewWalk | None, group: int, position: int) -> str | None:
    """``keeper`` or ``dropped`` for the member at ``position`` of ``group``, as the export says
    (:mod:`.coverage`); None when no decision keeps one record in its favour."""
    if walk is None:
        return None
    verdict = walk.verdicts(group)[position]
    if verdict.action == "drop":
        return "dropped"
    if verdict.action == "keep" and verdict.line is not None and verdict.line.decision in _KEEPS_ONE:
        return "keeper"
    return None
