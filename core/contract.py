"""doc-content-v1: where a record's canonical bytes are made.

The canonical content of a record is the UTF-8 encoding of the compact JSON array
``["doc-content-v1", language, title, body]``, exactly as
``json.dumps(value, ensure_ascii=False, separators=(",", ":"))`` writes it.
Provenance (doc_id, source_ref) is outside it; nothing is normalized.
"""

from __future__ import annotations

import hashlib
from json.encoder import encode_basestring
from typing import Any

from .errors import ContractError, Problem
from .input.limits import CORPUS_LIMITS, Limits
from .input.validation import validate_record
from .records import CONTENT_FIELDS

__all__ = ["CONTRACT", "canonical_bytes", "canonical_content", "escaped_field", "joined_fields", "sha256_hex"]

CONTRACT = "doc-content-v1"

# json.dumps(..., ensure_ascii=False) escapes only '"', '\\' and the controls
# U+0000..U+001F (as \" \\ \n \r \t \b \f or \u00XX); every other character is
# written as itself. UTF-8 never uses a byte below 0x80 inside a multi-byte
# character, so those escapes can be made on the UTF-8 bytes with C-speed
# translate() and replace(); only a rare control falls back to json's own
# escaping. Not msgspec, though it writes the same bytes: it would cache a UTF-8
# copy inside every body string for good (+80% memory on a Persian corpus).
_OPEN = b'["' + CONTRACT.encode() + b'","'
_BETWEEN = b'","'
_CLOSE = b'"]'
_ESCAPED_BYTES = bytes(range(0x20)) + b'"\\'
_RARE_CONTROLS = bytes(range(0x20)).translate(None, b"\n\r\t")
_DELIMITER_QUOTES = 8  # the quotes _OPEN, _BETWEEN and _CLOSE hold
_QUOTE_OR_RARE_CONTROL = _RARE_CONTROLS + b'"'
_SHORT_ESCAPES = ((b"\\", b"\\\\"), (b"\n", b"\\n"), (b"\r", b"\\r"), (b"\t", b"\\t"))


def _json_string_body(text: str) -> bytes:
    """``text`` as json.dumps(ensure_ascii=False) writes it, UTF-8, without the quotes."""
    raw = text.encode()
    if len(raw.translate(None, _ESCAPED_BYTES)) == len(raw):
        return raw  # nothing to escape: the common case
    if len(raw.translate(None, _RARE_CONTROLS)) != len(raw):
        return encode_basestring(text)[1:-1].encode()
    for plain, escaped in _SHORT_ESCAPES:  # the backslash first, so added ones stay single
        raw = raw.replace(plain, escaped)
    return raw.replace(b'"', b'\\"')


def escaped_field(text: str) -> bytes:
    """One field's bytes inside the canonical bytes (JSON escapes, UTF-8, no quotes); the
    canonical bytes are :func:`joined_fields` of the three. Raises UnicodeEncodeError for a
    lone surrogate."""
    return _json_string_body(text)


def joined_fields(language: bytes, title: bytes, body: bytes) -> bytes:
    """The canonical bytes of three :func:`escaped_field` results (equal to :func:`canonical_bytes`)."""
    return b"".join((_OPEN, language, _BETWEEN, title, _BETWEEN, body, _CLOSE))


def canonical_bytes(language: str, title: str, body: str) -> bytes:
    """The doc-content-v1 bytes of already validated content fields.

    Raises :class:`ContractError` (``unicode``) when a field holds a lone surrogate,
    which has no UTF-8 encoding.
    """
    try:
        raw = b"".join((_OPEN, language.encode(), _BETWEEN, title.encode(), _BETWEEN, body.encode(), _CLOSE))
    except UnicodeEncodeError:
        raise _unicode_error(language, title, body) from None
    escapable = len(raw) - len(raw.translate(None, _ESCAPED_BYTES))
    if escapable == _DELIMITER_QUOTES:
        return raw  # nothing to escape: the common case
    if len(raw) - len(raw.translate(None, _QUOTE_OR_RARE_CONTROL)) == _DELIMITER_QUOTES:
        # Only backslashes and line breaks or tabs to escape, none of them in a delimiter.
        for plain, escaped in _SHORT_ESCAPES:
            raw = raw.replace(plain, escaped)
        return raw
    return (_OPEN + _json_string_body(language) + _BETWEEN + _json_string_body(title)
            + _BETWEEN + _json_string_body(body) + _CLOSE)


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
    """SHA-256 of ``payload`` as 64 lowercase hex characters, in one call.

    hashlib lets go of the GIL for it; a GUI's worker passes
    :func:`core.perf.sha256_hex_holding_gil` instead, so the GUI thread is not starved.
    """
    return hashlib.sha256(payload).hexdigest()
