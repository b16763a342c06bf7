"""doc-content-v1: where a record's canonical bytes are made.

The canonical content of a record is the UTF-8 encoding of the compact JSON array
``["doc-content-v1", language, title, body]``, exactly as
``json.dumps(value, ensure_ascii=False, separators=(",", ":"))`` writes it.
Provenance (doc_id, source_ref) is outside it; nothing is normalized.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from .errors import ContractError, Problem
from .limits import CORPUS_LIMITS, Limits
from .records import CONTENT_FIELDS
from .validation import validate_record

__all__ = ["CONTRACT", "canonical_bytes", "canonical_content", "sha256_hex"]

CONTRACT = "doc-content-v1"

# msgspec writes, for every code point, the very bytes that
# json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode() writes
# (same short escapes \n \t ..., same lowercase \u00XX for other controls, nothing
# else escaped), three to five times faster than building a json encoder per record.
# tests/test_canonical_bytes.py proves it over all 1,112,064 scalar values and
# with hypothesis, so a msgspec upgrade that changed it would fail the suite.
_encode_json = msgspec.json.Encoder().encode


def canonical_bytes(language: str, title: str, body: str) -> bytes:
    """The doc-content-v1 bytes of already validated content fields.

    Raises :class:`ContractError` (``unicode``) when a field holds a lone surrogate,
    which has no UTF-8 encoding.
    """
    try:
        return _encode_json((CONTRACT, language, title, body))
    except UnicodeEncodeError:
        raise _unicode_error(language, title, body) from None


def _unicode_error(language: str, title: str, body: str) -> ContractError:
    for field, value in zip(CONTENT_FIELDS, (language, title, body), strict=True):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError as error:
            char = value[error.start]
            return ContractError(Problem(
                "unicode",
                f"{field} holds a lone surrogate U+{ord(char):04X} at character "
                f"{error.start + 1}; it has no UTF-8 encoding (fix the text or its \\u escape)",
                field=field,
            ))
    raise AssertionError("unreachable: some field failed to encode")


def canonical_content(record: dict[str, Any], *, limits: Limits = CORPUS_LIMITS) -> bytes:
    """Validate ``record`` against ``limits`` and return its canonical bytes.

    Raises :class:`ContractError` whose ``str()`` is the seed's code for the first
    problem found (``fields``, ``identity``, ``language``, ``title``, ``body``,
    ``unicode``).
    """
    valid = validate_record(record, limits)
    try:
        return canonical_bytes(valid.language, valid.title, valid.body)
    except ContractError as error:
        raise ContractError(error.problem.located(doc_id=valid.doc_id)) from None


def sha256_hex(payload: bytes) -> str:
    """SHA-256 of ``payload`` as 64 lowercase hex characters."""
    return hashlib.sha256(payload).hexdigest()
