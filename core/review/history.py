"""The history table of review mode: the last decisions, newest first, each one to go back to.

As Prodigy's sidebar and Label Studio's data manager: what was decided, the keeper, who, when,
the note; a row is a way back to its subject (or says its subject went stale).
"""

from __future__ import annotations

from dataclasses import dataclass

from .decision_lines import KEEPER_RULE, ClusterSubject, DecisionLine

__all__ = ["HISTORY_ROWS", "HistoryRow", "history_rows"]

HISTORY_ROWS = 200  # the newest lines shown: a table to glance at and click back into, not an archive


@dataclass(frozen=True)
class HistoryRow:
    """One decision line as the table shows it."""

    doc_id: str  # the subject's first doc_id (a cluster: its first group's)
    kind: str  # "group" or "cluster"
    decision: str
    keeper: str
    reviewer: str
    at: str
    note: str
    line: DecisionLine


def history_rows(lines: list[DecisionLine], limit: int = HISTORY_ROWS) -> list[HistoryRow]:
    """The last ``limit`` decisions and notes of ``lines`` (file order), newest first; a keeper rule
    line is about no subject to go back to (the panel names the rule in force)."""
    rows = []
    for line in reversed(lines):
        if len(rows) == limit:
            break
        if line.decision != KEEPER_RULE:
            rows.append(_row(line))
    return rows


def _row(line: DecisionLine) -> HistoryRow:
    subject = line.subject
    kind = "cluster" if isinstance(subject, ClusterSubject) else "group"
    doc_ids = [doc_id for group in subject.groups for doc_id in group.members] if kind == "cluster" \
        else list(subject.members)
    return HistoryRow(doc_ids[0] if doc_ids else "", kind, line.decision, line.keeper or "", line.reviewer,
                      line.at, line.note or "", line)
