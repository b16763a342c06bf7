"""The record type the core works with once input is validated."""

from __future__ import annotations

import msgspec

__all__ = ["CONTENT_FIELDS", "FIELDS", "Record", "UnreadRecord", "refuse_unread", "unread_problem"]

FIELDS = ("doc_id", "source_ref", "language", "title", "body")
CONTENT_FIELDS = ("language", "title", "body")  # provenance (doc_id, source_ref) is outside equality


class Record(msgspec.Struct, frozen=True, gc=False):
    """One document. ``gc=False``: a million records hold only strings, never cycles."""

    doc_id: str
    source_ref: str
    language: str
    title: str
    body: str

    def as_dict(self) -> dict[str, str]:
        return {name: getattr(self, name) for name in FIELDS}


class UnreadRecord(Record, frozen=True, gc=False):
    """A record that could not be read as its source says it is (a result's shard changed since).

    Its doc_id and source_ref are the source's; its text is empty, never stale or another
    record's, and ``problem`` is the located sentence saying why. Whoever shows a record
    shows that sentence instead of its fields (see :func:`unread_problem`).
    """

    problem: str = ""


def unread_problem(record: Record) -> str | None:
    """Why ``record`` could not be read, or None for a record read as it is."""
    return record.problem if isinstance(record, UnreadRecord) else None


def refuse_unread(records) -> None:
    """ValueError with the sentence of a record of ``records`` that could not be read, if one was.

    Work over every record (the near-identical analysis, the census, the similarity index)
    would count an unread record as empty text: its result is refused instead, saying why.
    ``records.unread`` (index -> sentence) is kept by the records read from a result's shards.
    """
    unread = getattr(records, "unread", None)
    said = list(unread.values())[:1] if unread else []  # one C call: another thread may be adding
    if said:
        raise ValueError(said[0])
