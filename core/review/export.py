"""``review export``: one row per record saying what a pipeline should do with it.

Nothing is applied to the input: each row says ``keep``, ``drop``, ``undecided``,
``stale`` or ``conflict``, and names the ``keeper`` (the doc_id kept in its place), the
``subject`` whose decision says so (``group`` or ``cluster``) and that decision, who
made it, when, and its note. The pipeline acts on the rows.

- A record alone in its group is kept (there is nothing to decide), unless a cluster
  decision drops it.
- A group decided ``keep`` keeps its keeper and drops the other members, each naming
  the keeper; ``keep-all`` and ``distinct`` keep them all; ``unsure`` leaves them undecided.
- A near-identical cluster decided ``keep`` or ``same-normalize-upstream`` keeps the group
  holding its keeper and drops the records of its other groups (their keeper: that group's
  kept record); ``distinct`` leaves each group to its own decision; ``unsure`` and
  ``conflict`` leave its records undecided (``conflict``) unless their group dropped them.
- A record whose only decisions went stale (its group or cluster changed since) is
  ``stale``, the old decision beside it; a merge conflict is ``conflict``.
- ``keeper_rule``: for a decision that keeps one record (``keep``, ``same-normalize-upstream``),
  the keeper rule the decisions file had in force when it was made (the window's suggestion
  then; the editor may have chosen another member), by its name.

A cluster decision applies while every group it names is still in the corpus, unchanged
(same digest, same members): the export needs no near-identical analysis, so a cluster
nobody decided is not known to it and its records follow their groups.
"""

from __future__ import annotations

import csv
import io
from bisect import bisect_left
from collections.abc import Iterator
from itertools import islice
from operator import gt

import msgspec

from ..output.spreadsheet import FORMULA_STARTS, safe_row
from .decision_lines import CONFLICT, ClusterSubject, DecisionLine
from .keepers import SMALLEST_DOC_ID
from .state import ReviewState
from .subjects import Subjects

__all__ = ["EXPORT_COLUMNS", "EXPORT_FORMATS", "ExportRow", "encode_export", "export_rows"]

EXPORT_FORMATS = ("csv", "jsonl")
EXPORT_COLUMNS = ("doc_id", "source_ref", "representative", "action", "keeper", "subject", "decision",
                  "reviewer", "at", "note", "keeper_rule")


class ExportRow(msgspec.Struct, gc=False):
    doc_id: str
    source_ref: str
    representative: str
    action: str
    keeper: str
    subject: str
    decision: str
    reviewer: str
    at: str
    note: str
    keeper_rule: str


# A row is a plain tuple in EXPORT_COLUMNS order until it is encoded: a CSV writer takes it as it
# is, and at a million records a struct per row and a tuple made from it again cost ~4 s.
Row = tuple[str, str, str, str, str, str, str, str, str, str, str]
_UNDECIDED = ("undecided", "", "", "", "", "", "", None)
_KEPT = ("keep-all", "distinct")  # a group decision that keeps every member
_CLUSTER_KEEPS = ("keep", "same-normalize-upstream")  # a cluster decision that keeps one of its groups


def _said(action: str, keeper: str, subject: str, line: DecisionLine) -> tuple:
    """The tail of a row from ``action`` on: what, instead of what, and who said so; last, the line
    itself (for its keeper rule, then dropped)."""
    return action, keeper, subject, line.decision, line.reviewer, line.at, line.note or "", line


def _noted(tail: tuple, note: str | None) -> tuple:
    """``tail`` with the subject's note (a note line newer than the decision's own note)."""
    return tail if not note or note == tail[6] else (*tail[:6], note, tail[7])


class _RuleInForce:
    """The keeper rule's name in force when a decision was made: the last keeper rule line before
    it in the file (file order, not time: a rule and a decision may share their millisecond)."""

    def __init__(self, state: ReviewState) -> None:
        self._names = [SMALLEST_DOC_ID] + [line.rule.name for line in state.rules]
        # The lines of the state are alive while the export runs: their identities stand for them.
        rules_before = state.rules_before
        self._before = {id(line): rules_before[key] for key, line in state.current.items()} \
            if state.rules else {}

    def __call__(self, line: DecisionLine | None) -> str:
        """``line``'s rule name when it keeps one record, else ``""``."""
        if line is None or line.decision not in _CLUSTER_KEEPS:
            return ""
        return self._names[self._before.get(id(line), 0)]


def _kind(line: DecisionLine) -> str:
    return "cluster" if isinstance(line.subject, ClusterSubject) else "group"


def _group_verdict(doc_id: str, line: DecisionLine | None, stale: DecisionLine | None) -> tuple:
    """A member's row tail as its own group decides (``line``), or its stale decision."""
    if line is None:
        return _said("stale", "", _kind(stale), stale) if stale is not None else _UNDECIDED
    if line.decision == CONFLICT:
        return _said("conflict", "", "group", line)
    if line.decision in _KEPT or line.keeper == doc_id:
        return _said("keep", doc_id, "group", line)
    if line.decision == "keep":
        return _said("drop", line.keeper, "group", line)
    return _said("undecided", "", "group", line)  # unsure


class _Clusters:
    """The live cluster decisions (every group they name unchanged) and the stale decisions,
    placed on the groups they concern; found with one pass over the records, only when any."""

    def __init__(self, subjects: Subjects, state: ReviewState) -> None:
        # group -> the live cluster decision about it, its subject key (for its note) and the group it
        # keeps (None: keeps none by name)
        self.of_group: dict[int, tuple[DecisionLine, bytes, int | None]] = {}
        self.stale_of: dict[str, DecisionLine] = {}  # doc_id -> a stale decision that named it
        cluster_lines, stale = [], []
        for key, line in state.current.items():
            if isinstance(line.subject, ClusterSubject):
                cluster_lines.append((key, line))
            elif key not in subjects.group_of_key:
                stale.append(line)
        self.groups: set[int] = set()  # every group concerned: the fast path passes the others by
        if not cluster_lines and not stale:
            return
        wanted = {doc_id for line in [line for _, line in cluster_lines] + stale
                  for doc_id in _doc_ids(line.subject)}
        group_of = _groups_of(subjects, wanted)
        for key, line in cluster_lines:
            groups = _live_groups(subjects, line.subject, group_of)
            if groups is None:
                stale.append(line)
                continue
            kept = next((group for group, named in zip(groups, line.subject.groups, strict=True)
                         if line.keeper in named.members), None)
            for group in groups:
                self.of_group[group] = (line, key, kept if line.decision in _CLUSTER_KEEPS else None)
        for line in sorted(stale, key=lambda line: line.at):  # the newest stale decision last: it wins
            for doc_id in _doc_ids(line.subject):
                self.stale_of[doc_id] = line
                if doc_id in group_of:
                    self.groups.add(group_of[doc_id])
        self.groups.update(self.of_group)


def _groups_of(subjects: Subjects, doc_ids: set[str]) -> dict[str, int]:
    """doc_id -> the group it represents (its smallest doc_id), for ``doc_ids`` only.

    That is all the export asks: a cluster decision names each group by its doc_ids (the first
    is its representative, when the group is unchanged), and a record a stale decision named
    takes the fast path only when it is alone, its own representative. Groups come in
    representative order (as ``group`` writes them): looked up by bisection, not by a pass
    over every record (0.3 s at a million records); in any other order, by that pass.
    """
    groups = subjects.groups
    representatives = [group.representative for group in groups]
    if any(map(gt, representatives, islice(representatives, 1, None))):
        records = subjects.records
        return {records[group.members[0]].doc_id: index for index, group in enumerate(groups)
                if records[group.members[0]].doc_id in doc_ids}
    found = {}
    for doc_id in doc_ids:
        index = bisect_left(representatives, doc_id)
        if index < len(representatives) and representatives[index] == doc_id:
            found[doc_id] = index
    return found


def _live_groups(subjects: Subjects, subject: ClusterSubject, group_of: dict[str, int]) -> list[int] | None:
    """The corpus's groups a cluster decision names, or None when any of them changed."""
    groups, records = [], subjects.records
    for named in subject.groups:
        index = group_of.get(min(named.members)) if named.members else None  # its representative
        if index is None:
            return None
        group = subjects.groups[index]
        if (group.candidate_digest != named.digest
                or sorted(named.members) != [records[member].doc_id for member in group.members]):
            return None
        groups.append(index)
    return groups


def _doc_ids(subject) -> list[str]:
    if isinstance(subject, ClusterSubject):
        return [doc_id for group in subject.groups for doc_id in group.members]
    return list(subject.members)


def _kept_by_group(subjects: Subjects, state: ReviewState, group: int, fallback: str) -> str:
    """The record ``group`` keeps by its own decision (``fallback`` when it named none)."""
    key = subjects.group_key[group]
    line = state.get(key) if key is not None else None
    return line.keeper if line is not None and line.decision == "keep" and line.keeper else fallback


def _with_cluster(subjects: Subjects, state: ReviewState, group: int, doc_id: str, tail: tuple,
                  cluster: DecisionLine, kept: int | None) -> tuple:
    """A member's row tail once its cluster's decision is weighed with its group's (``tail``)."""
    action = tail[0]
    if cluster.decision in _CLUSTER_KEEPS and kept is not None:
        if group != kept:  # another group of the cluster is kept: this one goes
            return _said("drop", _kept_by_group(subjects, state, kept, cluster.keeper), "cluster", cluster)
        if action in ("keep", "drop") and tail[2] == "group":
            return tail  # the kept group's own decision says which of its records stays
        if doc_id == cluster.keeper:
            return _said("keep", doc_id, "cluster", cluster)
        return tail if action != "keep" else _said("undecided", "", "cluster", cluster)
    if cluster.decision == "distinct":  # each group as it decides; a record alone kept, by the cluster's word
        alone = subjects.group_key[group] is None and tail[0] == "keep"
        return _said("keep", doc_id, "cluster", cluster) if alone else tail
    if action == "drop":
        return tail
    return _said("conflict" if cluster.decision == CONFLICT else "undecided", "", "cluster", cluster)


def _member_rows(subjects: Subjects, state: ReviewState, clusters: _Clusters, rule_of: _RuleInForce,
                 index: int) -> Iterator[Row]:
    """The rows of group ``index``, its own decision and its cluster's both weighed."""
    group, records = subjects.groups[index], subjects.records
    key = subjects.group_key[index]
    line = state.get(key) if key is not None else None
    cluster, cluster_key, kept = clusters.of_group.get(index, (None, None, None))
    group_note = state.note(key) if key is not None else None  # a note line counts, decided or not
    cluster_note = state.note(cluster_key) if cluster is not None else None
    for member in group.members:
        record = records[member]
        doc_id = record.doc_id
        stale = clusters.stale_of.get(doc_id)
        if key is not None:
            tail = _group_verdict(doc_id, line, stale)
        elif stale is not None and cluster is None:
            tail = _said("stale", "", _kind(stale), stale)
        else:
            tail = ("keep", doc_id, "", "", "", "", "", None)
        if cluster is not None:
            tail = _with_cluster(subjects, state, index, doc_id, tail, cluster, kept)
        tail = _noted(tail, cluster_note if tail[2] == "cluster" else group_note)
        yield (doc_id, record.source_ref, group.representative, *tail[:7], rule_of(tail[7]))


def _alone(doc_id: str, source_ref: str) -> Row:
    """The row of a record alone in its group, nobody's decision about it: kept."""
    return doc_id, source_ref, doc_id, "keep", doc_id, "", "", "", "", "", ""


def _undecided(doc_id: str, source_ref: str, representative: str) -> Row:
    """The row of a member of a duplicate group nobody decided about (nor noted, nor its cluster)."""
    return doc_id, source_ref, representative, "undecided", "", "", "", "", "", "", ""


def _plain(line: str) -> bool:
    """Does no field of this CSV ``line`` need quoting (ten commas, no quote, one line end)?"""
    return line.count(",") == 10 and '"' not in line and "\r" not in line and line.count("\n") == 1


def _alone_csv(doc_id: str, source_ref: str) -> str | Row:
    """:func:`_alone` as its CSV line at once (its row, for the writer, when a field needs quoting
    or would start a spreadsheet formula)."""
    line = f"{doc_id},{source_ref},{doc_id},keep,{doc_id},,,,,,\n"
    plain = _plain(line) and doc_id[:1] not in FORMULA_STARTS and source_ref[:1] not in FORMULA_STARTS
    return line if plain else _alone(doc_id, source_ref)


def _undecided_csv(doc_id: str, source_ref: str, representative: str) -> str | Row:
    """:func:`_undecided` as its CSV line at once (or its row)."""
    line = f"{doc_id},{source_ref},{representative},undecided,,,,,,,\n"
    plain = _plain(line) and doc_id[:1] not in FORMULA_STARTS and source_ref[:1] not in FORMULA_STARTS \
        and representative[:1] not in FORMULA_STARTS
    return line if plain else _undecided(doc_id, source_ref, representative)


def export_rows(subjects: Subjects, state: ReviewState, alone=_alone, undecided=_undecided) -> Iterator:
    """The rows (tuples in :data:`EXPORT_COLUMNS` order) in group order (representative order),
    members in doc_id order.

    ``alone(doc_id, source_ref)`` makes the row of a record alone in its group (most of them), and
    ``undecided(doc_id, source_ref, representative)`` of a member of a group nothing was decided
    or noted about, its cluster's neither: the CSV encoder writes their lines at once."""
    records, clusters, rule_of = subjects.records, _Clusters(subjects, state), _RuleInForce(state)
    concerned, stale_of, current, notes = clusters.groups, clusters.stale_of, state.current, state.notes
    for index, (group, key) in enumerate(zip(subjects.groups, subjects.group_key, strict=True)):
        if index in concerned:
            yield from _member_rows(subjects, state, clusters, rule_of, index)
        elif key is None:
            record = records[group.members[0]]
            yield alone(record.doc_id, record.source_ref)
        elif key in current or key in notes or (stale_of and any(
                records[member].doc_id in stale_of for member in group.members)):
            yield from _member_rows(subjects, state, clusters, rule_of, index)
        else:
            representative = group.representative
            for member in group.members:
                record = records[member]
                yield undecided(record.doc_id, record.source_ref, representative)


def encode_export(subjects: Subjects, state: ReviewState, format: str) -> bytes:
    """CSV with a header row, or JSON Lines with one object per record."""
    if format == "jsonl":
        encoder = msgspec.json.Encoder()
        buffer = bytearray()
        for row in export_rows(subjects, state):
            encoder.encode_into(ExportRow(*row), buffer, -1)
            buffer += b"\n"
        return bytes(buffer)
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(EXPORT_COLUMNS)
    write, write_csv_row = text.write, writer.writerow

    def write_row(row) -> None:  # every cell a spreadsheet would run, as text
        write_csv_row(safe_row(row))

    # At a million records, nine rows in ten are a record alone: its line made in one f-string
    # rather than a tuple through the CSV writer (2 s of the export's 4 s beyond ``group``).
    for row in export_rows(subjects, state, _alone_csv, _undecided_csv):
        if row.__class__ is str:
            write(row)
        else:
            write_row(row)
    return text.getvalue().encode("utf-8")
