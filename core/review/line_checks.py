"""Why a decoded decision line still cannot count: duplicate keys, another contract, a wrong verdict.

msgspec keeps the last of two equal keys without a word, so ``{"decision": "keep",
..., "decision": "distinct"}`` would count as whichever came last. A line as this
program writes it (msgspec's compact encoding, the same bytes again when encoded
back) cannot hold a duplicate; any other line is parsed once more, keys kept in
pairs, to find one.
"""

from __future__ import annotations

import json

from ..contract import CONTRACT
from .decision_lines import (
    CLUSTER_DECISIONS,
    CONFLICT,
    GROUP_DECISIONS,
    KEEPER_RULE,
    NOTE,
    SCHEMA,
    WITHDRAW,
    DecisionLine,
    GroupSubject,
    ReviewSubject,
)
from .keepers import check_rules

__all__ = ["duplicate_key", "mismatch"]

_ALWAYS = (WITHDRAW, CONFLICT, NOTE)  # about groups and clusters alike


class _Duplicate(Exception):
    pass


def _pairs(pairs: list[tuple[str, object]]) -> dict:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            raise _Duplicate(key)
        seen.add(key)
    return dict(pairs)


def duplicate_key(raw: bytes) -> str | None:
    """The sentence for a key given twice in one object of ``raw`` (one JSON value), or None."""
    try:
        json.loads(raw, object_pairs_hook=_pairs)
    except _Duplicate as duplicate:
        return f"the key {duplicate.args[0]!r} is given twice in one object (which one counts is unclear)"
    except (ValueError, RecursionError):
        return None  # msgspec read it; a difference in what is valid JSON is not a duplicate
    return None


def mismatch(line: DecisionLine) -> str | None:
    """Why a well-formed line still cannot count, or None."""
    if line.schema != SCHEMA:
        return f"schema {line.schema!r} is not {SCHEMA!r}"
    if line.contract != CONTRACT:
        return (f"it was decided under the contract {line.contract!r}, not {CONTRACT!r} "
                "(its digests mean something else)")
    if isinstance(line.subject, ReviewSubject) or line.decision == KEEPER_RULE:
        return _rule_mismatch(line)
    allowed = GROUP_DECISIONS if isinstance(line.subject, GroupSubject) else CLUSTER_DECISIONS
    if line.decision not in allowed and line.decision not in _ALWAYS:
        return f"decision {line.decision!r} does not apply to a {line.subject.__struct_config__.tag}"
    if line.decision == "keep" or line.keeper is not None:
        if isinstance(line.subject, GroupSubject):
            if line.keeper not in line.subject.members:
                return f"keeper {line.keeper!r} is not a member of the group"
        elif all(line.keeper not in group.members for group in line.subject.groups):
            return f"keeper {line.keeper!r} is not a member of the cluster"
    return None


def _rule_mismatch(line: DecisionLine) -> str | None:
    """A keeper rule line is about the review as a whole and names its rule; nothing else is."""
    if line.decision != KEEPER_RULE:
        return f"decision {line.decision!r} is about a group or a cluster, not the review as a whole"
    if not isinstance(line.subject, ReviewSubject):
        return "a keeper rule is about the review as a whole, not a group or a cluster"
    if line.rule is None:
        return "a keeper rule line names no rule"
    return check_rules(line.rule.rules)
