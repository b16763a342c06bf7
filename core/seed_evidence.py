"""How the seed checks write their evidence: each line an English template with its values
(:class:`Evidence`, the templates in :data:`EVIDENCE_TEMPLATES`), and bytes, code points,
records and values as a reader of the Verify dialog must see them (every byte, unseen
characters escaped, JSON values as JSON, a record by how it differs from record A)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from .charnames import unicodedata  # the project's one Unicode version, not the stdlib's
from .input.validation import describe_value

__all__ = ["EVIDENCE_TEMPLATES", "Evidence", "all_bytes", "evidence", "records_text", "value_text"]

EVIDENCE_TEMPLATES = (
    "group {records}: refused, {error}",
    "group {records}: {groups}",
    "canonical bytes of {records}: refused, {error}",
    "canonical bytes of {records}: {length} bytes, SHA-256 {digest}",
    "written by hand: {length} bytes, {bytes}",
    "the core: {length} bytes, {bytes}",
    "sha256(b'abc') = {digest}",
    "NIST's answer = {digest}",
    "NFC body: {code_points}, UTF-8 {utf8}",
    "NFD body: {code_points}, UTF-8 {utf8}",
    "they differ in {nfc} ({nfc_utf8}) against {nfd} ({nfd_utf8})",
    "a digest function returning {value}:",
    "{count} records",
    "a {kind} of records",
)
"""Every evidence line's English template; the GUI translates each (a test keeps its list equal)."""


@dataclass(frozen=True, slots=True)
class Evidence:
    """One line of what a check compared: an English template and the values in its slots.

    ``template`` (one of :data:`EVIDENCE_TEMPLATES`) is also the key a translation looks
    up. A value is data (bytes in hex, a digest, code points, the core's error text, an
    int count) or a nested :class:`Evidence` (``129 records``).
    """

    template: str
    values: tuple[tuple[str, str | int | Evidence], ...] = ()

    @property
    def text(self) -> str:
        """The line in English, as the command line and the tests read it."""
        return self.template.format_map({name: value.text if isinstance(value, Evidence) else value
                                         for name, value in self.values})


def evidence(template: str, **values: str | int | Evidence) -> Evidence:
    """One line of evidence: ``template`` with ``values`` in its slots, in the order given."""
    return Evidence(template, tuple(values.items()))


def all_bytes(data: bytes) -> str:
    """Every byte in hex, spaced: the Persian letters' bytes are compared as well as the ASCII
    opening (the window sets them in rows with their offsets)."""
    return data.hex(" ")


# Characters a repr leaves as they are although a reader cannot see them or sees them merged
# with their neighbour: combining marks, format and separator characters. Written as \uXXXX so
# two records that look alike in the evidence do not read alike (NFC 'café' against NFD).
_UNSEEN = frozenset({"Mn", "Me", "Cf", "Zl", "Zp"})


def value_text(value) -> str:
    """A value as the check wrote it: a string quoted (its unseen characters escaped), any other
    JSON value as JSON writes it (``1``, ``null``, ``true``), in no language's words."""
    if value is None or isinstance(value, bool | int | float):
        return json.dumps(value)
    shown = describe_value(value, width=24)
    if not isinstance(value, str):
        return shown
    return "".join(f"\\u{ord(char):04x}" if unicodedata.category(char) in _UNSEEN else char for char in shown)


def records_text(records, a: dict) -> str | Evidence:
    """``[A, B(body='…!')]``: each record by its doc_id, with how it differs from record A."""
    if not isinstance(records, list | tuple):
        return evidence("a {kind} of records", kind=type(records).__name__)
    if len(records) > 4:
        return evidence("{count} records", count=len(records))
    described = []
    for record in records:
        if not isinstance(record, dict):
            described.append(describe_value(record))
            continue
        changed = [f"{name}={value_text(value)}" for name, value in record.items()
                   if name not in ("doc_id", "source_ref") and a.get(name, _MISSING) != value]
        changed += [f"-{name}" for name in a if name not in record]  # a field left out, as a diff writes it
        doc_id = record.get("doc_id", "?")
        if not (isinstance(doc_id, str) and doc_id.isascii() and doc_id.isalnum()):
            doc_id = value_text(doc_id)  # '' or 1 or 'آ': as the check wrote it
        described.append(f"{doc_id}({', '.join(changed)})" if changed else str(doc_id))
    return "[" + ", ".join(described) + "]"


_MISSING = object()
