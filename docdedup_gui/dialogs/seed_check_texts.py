# ruff: noqa: E501  (the exact sentences the core writes, one a line: easier to compare than split)
"""The seed's 18 check summaries, listed for ``pyside6-lupdate`` (context ``SeedChecks``).

The core writes each summary in English (:mod:`core.seed_checks`); the Verify dialog
shows it through ``translate("SeedChecks", summary)``. A test keeps this list equal to
the core's. One summary holds a combining accent (NFD café), written as is on purpose:
the source text must be the exact string the core writes.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["SUMMARIES"]

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
