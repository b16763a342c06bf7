"""``review export``: one row per record saying what a pipeline should do with it.

Nothing is applied to the input: each row gives the record's action (``keep``, ``drop``,
``unreviewed``, ``undecided``, ``stale`` or ``conflict``, as :mod:`.coverage` decides them,
the one rule the window's marks and counts read too), the ``keeper`` (the doc_id kept in its
place: a ``drop``'s keeper is always a record whose own action is ``keep``), the ``subject``
whose decision says so (``group`` or ``cluster``) and that decision, who made it, when, its
note, the keeper rule in force when it was made, and for a conflict the ``reason``.

- ``keeper_rule``: for a decision that keeps one record (``keep``, ``same-normalize-upstream``),
  the keeper rule the decisions file had in force when it was made (the window's suggestion
  then; the editor may have chosen another member), by its name.

The export needs the near-identical clusters (``Subjects.set_clusters``): a record of a cluster
nobody decided is ``unreviewed``, never ``keep``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator

import msgspec

from ..output.spreadsheet import QUOTED_STARTS, safe_row, with_mapping_column
from .coverage import Coverage, Verdict
from .decision_lines import DecisionLine
from .keepers import SMALLEST_DOC_ID
from .state import ReviewState
from .subjects import Subjects

__all__ = ["EXPORT_COLUMNS", "EXPORT_FORMATS", "ExportRow", "encode_export", "export_rows"]

EXPORT_FORMATS = ("csv", "jsonl")
EXPORT_COLUMNS = ("doc_id", "source_ref", "representative", "action", "keeper", "subject", "decision",
                  "reviewer", "at", "note", "keeper_rule", "reason")


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
    reason: str


# A row is a plain tuple in EXPORT_COLUMNS order until it is encoded: a CSV writer takes it as it
# is, and at a million records a struct per row and a tuple made from it again cost ~4 s.
Row = tuple[str, str, str, str, str, str, str, str, str, str, str, str]
_CLUSTER_KEEPS = ("keep", "same-normalize-upstream")  # a decision that keeps one record


class _RuleInForce:
    """The keeper rule's name in force when a decision was made: the last keeper rule line before
    it in the file (file order, not time: a rule and a decision may share their millisecond)."""

    def __init__(self, state: ReviewState) -> None:
        self._rules = state.rules
        self._names = [SMALLEST_DOC_ID] + [line.rule.name for line in state.rules]
        # The lines of the state are alive while the export runs: their identities stand for them.
        rules_before = state.rules_before
        self._before = {id(line): rules_before[key] for key, line in state.current.items()} \
            if state.rules else {}

    def __call__(self, line: DecisionLine | None) -> str:
        """``line``'s rule name when it keeps one record, else ``""``."""
        if line is None or line.decision not in _CLUSTER_KEEPS:
            return ""
        before = self._before.get(id(line), 0)
        for position in range(before - 1, -1, -1):  # the rule its editor chose (a merge keeps each one's)
            if self._rules[position].reviewer == line.reviewer:
                return self._names[position + 1]
        return self._names[before]


def _row(record, representative: str, verdict: Verdict, state: ReviewState, rule_of: _RuleInForce,
         noted: bytes | None) -> Row:
    """``noted``: the key whose note a row nobody decided shows (a note line counts, decided or not)."""
    line = verdict.line
    if line is None:
        said = ("", "", "", state.note(noted) or "" if noted is not None else "")
    else:
        note = state.note(verdict.key) if verdict.key is not None else line.note
        said = (line.decision, line.reviewer, line.at, note or "")
    return (record.doc_id, record.source_ref, representative, verdict.action, verdict.keeper, verdict.subject,
            *said, rule_of(line) if verdict.action in ("keep", "drop") else "", verdict.reason)


def _alone(doc_id: str, source_ref: str) -> Row:
    """The row of a record alone (no duplicate, no near-identical copy), nobody's decision about it: kept."""
    return doc_id, source_ref, doc_id, "keep", doc_id, "", "", "", "", "", "", ""


def _unreviewed(doc_id: str, source_ref: str, representative: str) -> Row:
    """The row of a record with a duplicate or a near-identical copy that nobody decided (nor noted) about."""
    return doc_id, source_ref, representative, "unreviewed", "", "", "", "", "", "", "", ""


def _plain(line: str) -> bool:
    """Does no field of this CSV ``line`` need quoting (ten commas, no quote, one line end)?"""
    return line.count(",") == 11 and '"' not in line and "\r" not in line and line.count("\n") == 1


def _alone_csv(doc_id: str, source_ref: str) -> str | Row:
    """:func:`_alone` as its CSV line at once (its row, for the writer, when a field needs quoting
    or would start a spreadsheet formula)."""
    line = f"{doc_id},{source_ref},{doc_id},keep,{doc_id},,,,,,,\n"
    plain = _plain(line) and doc_id[:1] not in QUOTED_STARTS and source_ref[:1] not in QUOTED_STARTS
    return line if plain else _alone(doc_id, source_ref)


def _unreviewed_csv(doc_id: str, source_ref: str, representative: str) -> str | Row:
    """:func:`_unreviewed` as its CSV line at once (or its row)."""
    line = f"{doc_id},{source_ref},{representative},unreviewed,,,,,,,,\n"
    plain = _plain(line) and doc_id[:1] not in QUOTED_STARTS and source_ref[:1] not in QUOTED_STARTS \
        and representative[:1] not in QUOTED_STARTS
    return line if plain else _unreviewed(doc_id, source_ref, representative)


def export_rows(subjects: Subjects, state: ReviewState, alone=_alone, unreviewed=_unreviewed) -> Iterator:
    """The rows (tuples in :data:`EXPORT_COLUMNS` order) in group order (representative order),
    members in doc_id order.

    ``alone(doc_id, source_ref)`` makes the row of a record alone (most of them), and
    ``unreviewed(doc_id, source_ref, representative)`` of a record nothing was decided, noted or
    gone stale about: the CSV encoder writes their lines at once. Every other record's row is
    what :class:`~.coverage.Coverage` says of it."""
    coverage, rule_of = Coverage(subjects, state), _RuleInForce(state)
    records, current, notes, stale_of = subjects.records, state.current, state.notes, coverage.stale_of
    cluster_of = subjects.cluster_of_group if subjects.clusters_known else {}
    cluster_key, clusters = subjects.cluster_key, subjects.clusters
    waiting: dict[int, list[Verdict]] = {}  # the verdicts of a cluster's groups not written yet
    for index, (group, key) in enumerate(zip(subjects.groups, subjects.group_key, strict=True)):
        representative = group.representative
        cluster = cluster_of.get(index)
        if cluster is None:
            quiet = key is None or not (key in current or key in notes)
        else:
            keys = [cluster_key[cluster], *(subjects.group_key[other] for other in clusters[cluster].groups)]
            quiet = not any(own is not None and (own in current or own in notes) for own in keys)
        if quiet and (not stale_of or not any(records[m].doc_id in stale_of for m in group.members)):
            if key is None and cluster is None:
                record = records[group.members[0]]
                yield alone(record.doc_id, record.source_ref)
            else:
                for member in group.members:
                    record = records[member]
                    yield unreviewed(record.doc_id, record.source_ref, representative)
            continue
        if cluster is None:
            verdicts, noted = coverage.group(index), key
        else:
            if index not in waiting:
                waiting.update(coverage.cluster(cluster))
            verdicts, noted = waiting.pop(index), cluster_key[cluster]
        for member, verdict in zip(group.members, verdicts, strict=True):
            yield _row(records[member], representative, verdict, state, rule_of, noted)


def encode_export(subjects: Subjects, state: ReviewState, format: str, *,
                  mapping: dict | None = None) -> bytes:
    """CSV with a header row, or JSON Lines with one object per record. ``mapping``: the field
    names the corpus was read with, said on every row (a last CSV column, a last JSON field)."""
    if format == "jsonl":
        encoder = msgspec.json.Encoder()
        buffer = bytearray()
        if mapping is None:
            for row in export_rows(subjects, state):
                encoder.encode_into(ExportRow(*row), buffer, -1)
                buffer += b"\n"
            return bytes(buffer)
        said = b',"mapping":' + encoder.encode(mapping) + b"}\n"  # in place of each row's closing brace
        for row in export_rows(subjects, state):
            encoder.encode_into(ExportRow(*row), buffer, -1)
            buffer[-1:] = said
        return bytes(buffer)
    return with_mapping_column(_csv(subjects, state), mapping)


def _csv(subjects: Subjects, state: ReviewState) -> bytes:
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(EXPORT_COLUMNS)
    write, write_csv_row = text.write, writer.writerow

    def write_row(row) -> None:  # every cell a spreadsheet would run, as text
        write_csv_row(safe_row(row))

    # At a million records, nine rows in ten are a record alone: its line made in one f-string
    # rather than a tuple through the CSV writer (2 s of the export's 4 s beyond ``group``).
    for row in export_rows(subjects, state, _alone_csv, _unreviewed_csv):
        if row.__class__ is str:
            write(row)
        else:
            write_row(row)
    return text.getvalue().encode("utf-8")
