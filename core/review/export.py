"""``review export``: one row per record saying what a pipeline should do with it.

Nothing is applied to the input: the rows say ``keep``, ``drop`` or ``undecided``
and the pipeline acts on them. A record alone in its group is kept (there is
nothing to decide). In a group decided ``keep`` the keeper is kept and the other
members dropped; ``keep-all`` keeps them all. Undecided groups, groups in
conflict, and groups whose old decision went stale (the group changed) are
``undecided``.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterator, Sequence

import msgspec

from ..grouping import Group
from ..records import Record
from .lines import CONFLICT, DecisionLine
from .state import ReviewState
from .subjects import Subjects

__all__ = ["EXPORT_COLUMNS", "EXPORT_FORMATS", "ExportRow", "encode_export", "export_rows"]

EXPORT_FORMATS = ("csv", "jsonl")
EXPORT_COLUMNS = ("doc_id", "source_ref", "representative", "action", "decision", "reviewer", "note")


class ExportRow(msgspec.Struct, gc=False):
    doc_id: str
    source_ref: str
    representative: str
    action: str
    decision: str
    reviewer: str
    note: str


# A row is a plain tuple in EXPORT_COLUMNS order until it is encoded: a CSV writer takes it as it
# is, and at a million records a struct per row and a tuple made from it again cost ~4 s.
Row = tuple[str, str, str, str, str, str, str]


def _group_rows(group: Group, records: Sequence[Record], line: DecisionLine | None) -> Iterator[Row]:
    """The rows of a group of two or more members."""
    members = group.members
    if line is None:
        for index in members:
            record = records[index]
            yield record.doc_id, record.source_ref, group.representative, "undecided", "", "", ""
        return
    note = line.note or ""
    for index in members:
        record = records[index]
        if line.decision == CONFLICT:
            action = "undecided"
        elif line.decision == "keep-all" or record.doc_id == line.keeper:
            action = "keep"
        else:
            action = "drop"
        yield (record.doc_id, record.source_ref, group.representative, action, line.decision,
               line.reviewer, note)


def export_rows(subjects: Subjects, state: ReviewState) -> Iterator[Row]:
    """The rows (tuples in :data:`EXPORT_COLUMNS` order) in group order (representative order),
    members in doc_id order."""
    records = subjects.records
    for group, key in zip(subjects.groups, subjects.group_key, strict=True):
        if key is None:  # a record alone (most of them): kept, nothing to decide; one row, made here
            record = records[group.members[0]]
            yield record.doc_id, record.source_ref, group.representative, "keep", "", "", ""
        else:
            yield from _group_rows(group, records, state.get(key))


def encode_export(rows: Iterator[Row], format: str) -> bytes:
    """CSV with a header row, or JSON Lines with one object per record."""
    if format == "jsonl":
        encoder = msgspec.json.Encoder()
        buffer = bytearray()
        for row in rows:
            encoder.encode_into(ExportRow(*row), buffer, -1)
            buffer += b"\n"
        return bytes(buffer)
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(EXPORT_COLUMNS)
    writer.writerows(rows)
    return text.getvalue().encode("utf-8")
