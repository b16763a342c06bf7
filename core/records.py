"""The record type the core works with once input is validated."""

from __future__ import annotations

import msgspec

__all__ = ["CONTENT_FIELDS", "FIELDS", "Record"]

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
