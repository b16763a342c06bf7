# ruff: noqa: E501  (the exact sentences the core writes, one a line: easier to compare than split)
"""The seed checks' texts in the UI's language: the 18 summaries and the evidence lines.

The core writes each summary in English (:mod:`core.seed_checks`); the Verify dialog
shows it through ``translate("SeedChecks", summary)``. Each evidence line comes from the
core as an English template with its values (:class:`core.seed_evidence.Evidence`);
:func:`evidence_line` translates the template (context ``SeedEvidence``) and fills it.
Both lists are here for ``pyside6-lupdate``; tests keep them equal to the core's. One
summary holds a combining accent (NFD café), written as is on purpose: the source text
must be the exact string the core writes.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.seed_evidence import Evidence

from ..i18n import count_text, left_to_right, translate

__all__ = ["EVIDENCE_TEMPLATES", "SUMMARIES", "as_written", "byte_rows", "evidence_line"]

SUMMARIES = (
    QT_TRANSLATE_NOOP("SeedChecks", "Record A's canonical bytes equal the UTF-8 of its JSON array written out by hand."),
    QT_TRANSLATE_NOOP("SeedChecks", "The SHA-256 function gives the published NIST answer for b'abc' as 64 hex characters."),
    QT_TRANSLATE_NOOP("SeedChecks", "A and B form one group, C stands alone, and the input list is left unchanged."),
    QT_TRANSLATE_NOOP("SeedChecks", "Giving the records in the order C, B, A yields exactly the same groups."),
    QT_TRANSLATE_NOOP("SeedChecks", "A and B keep their own doc_id and source_ref inside their shared group."),
    QT_TRANSLATE_NOOP("SeedChecks", "A different title makes a different content, even with the same body."),
    QT_TRANSLATE_NOOP("SeedChecks", "One added '!' in the body, or the unit mV instead of V, makes a different content."),
    QT_TRANSLATE_NOOP("SeedChecks", "The same text tagged 'en' instead of 'fa' is a different content."),
    QT_TRANSLATE_NOOP("SeedChecks", "A body with LF and the same body with CRLF are different contents."),
    QT_TRANSLATE_NOOP("SeedChecks", "NFC 'café' and NFD 'café' look alike but stay different contents: nothing is normalized."),
    QT_TRANSLATE_NOOP("SeedChecks", "A trailing space, 'V' against 'v', and Persian against Arabic yeh each make a different content."),
    QT_TRANSLATE_NOOP("SeedChecks", "Title 'ab' with body 'c' and title 'a' with body 'bc' are different contents."),
    QT_TRANSLATE_NOOP("SeedChecks", "With every digest forced to 64 zeros the groups are still {A, B} and {C}."),
    QT_TRANSLATE_NOOP("SeedChecks", "A digest function returning anything but 64 lowercase hex characters is refused."),
    QT_TRANSLATE_NOOP("SeedChecks", "Duplicate doc_ids, an empty, oversized or non-list container and malformed ids are rejected."),
    QT_TRANSLATE_NOOP("SeedChecks", "An unknown field, a missing field, a non-string body and a lone surrogate are rejected."),
    QT_TRANSLATE_NOOP("SeedChecks", "Title 80 and body 4096 characters pass; 0, 81, 4097 and bad language tags fail."),
    QT_TRANSLATE_NOOP("SeedChecks", "Changing the caller's record after grouping does not change the returned provenance."),
)

# core.seed_evidence.EVIDENCE_TEMPLATES, in its order.
EVIDENCE_TEMPLATES = (
    QT_TRANSLATE_NOOP("SeedEvidence", "group {records}: refused, {error}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "group {records}: {groups}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "canonical bytes of {records}: refused, {error}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "canonical bytes of {records}: {length} bytes, SHA-256 {digest}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "written by hand: {length} bytes, {bytes}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "the core: {length} bytes, {bytes}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "sha256(b'abc') = {digest}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "NIST's answer = {digest}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "NFC body: {code_points}, UTF-8 {utf8}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "NFD body: {code_points}, UTF-8 {utf8}"),
    QT_TRANSLATE_NOOP("SeedEvidence", "they differ in {nfc} ({nfc_utf8}) against {nfd} ({nfd_utf8})"),
    QT_TRANSLATE_NOOP("SeedEvidence", "a digest function returning {value}:"),
    QT_TRANSLATE_NOOP("SeedEvidence", "{count} records"),
    QT_TRANSLATE_NOOP("SeedEvidence", "a {kind} of records"),
)


def as_written(source: str, shown: str) -> str:
    """``shown``, kept left to right when it is the untranslated English ``source``.

    In a right-to-left interface an English sentence would otherwise have its final
    full stop moved to the left; left-to-right marks around it keep it in place.
    """
    if shown == source:
        return f"\N{LEFT-TO-RIGHT MARK}{shown}\N{LEFT-TO-RIGHT MARK}"
    return shown


def evidence_line(line: Evidence) -> str:
    """``line`` in the UI's language: English as the core wrote it when its template has no
    translation; else the translated template with each value isolated left to right
    (bytes, digests, code points and the core's error text are data, never translated)
    and counts in the UI's digits."""
    shown = translate("SeedEvidence", line.template)
    # Untranslated (English), the values are written as they are; translated, each is isolated
    # left to right inside the right-to-left sentence.
    isolate = left_to_right if shown != line.template else str
    return shown.format_map({name: _value(name, value, isolate) for name, value in line.values})


def _value(name: str, value: str | int | Evidence, isolate) -> str:
    if isinstance(value, Evidence):
        return evidence_line(value)
    if isinstance(value, int):
        return count_text(value)
    if name == "bytes":  # a record's whole canonical bytes: rows under the sentence
        return "\n" + "\n".join(isolate(row) for row in byte_rows(bytes.fromhex(value)))
    return isolate(value)


def byte_rows(data: bytes, width: int = 16) -> list[str]:
    """``data`` as a hex dump's rows: ``00000010  22 2c 22 ...``, ``width`` bytes a row, each
    row led by its offset (in hex, as the hex view writes them)."""
    return [f"{start:08x}  {data[start:start + width].hex(' ')}" for start in range(0, len(data), width)]
