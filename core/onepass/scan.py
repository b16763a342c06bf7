"""One batch of records to (doc_ids, source_refs, canonical bytes), or a doubt.

The canonical bytes are ``["doc-content-v1",language,title,body]`` as json.dumps
(ensure_ascii=False, compact) writes it. When a field's raw JSON string holds no
``\\u`` escape and no ``\\/``, its bytes already are exactly that: valid JSON
strings can then only hold the escapes ``\\" \\\\ \\b \\f \\n \\r \\t``, which are
json.dumps' own, in its own form, and every other character as itself. So the
raw bytes of the three fields are joined as they are (msgspec.Raw, no copy of
the text as str). A batch with such an escape anywhere is decoded to text and
escaped the usual way. Whatever is wrong or unsure raises :class:`Doubt`.
"""

from __future__ import annotations

import re

import msgspec

from ..contract import CONTRACT, canonical_bytes
from ..errors import ContractError
from ..input.limits import Limits
from ..input.record_schema import KEY_AND_VALUE, KEYS_PER_RECORD, record_decoders
from ..records import Record
from .id_checks import ids_ok

__all__ = ["REWRITTEN_ESCAPE", "Batch", "Doubt", "batch_contents", "check_records", "decode_texts",
           "scan_batch"]

_OPEN = b'["' + CONTRACT.encode() + b'",'
_COMMA = b","
_CLOSE = b"]"
# An escape json.dumps would write differently (or a key written with escapes).
REWRITTEN_ESCAPE = re.compile(rb"\\[u/]")


class Doubt(Exception):
    """This path cannot vouch for the input; the thorough path must read it."""


class Batch(msgspec.Struct, gc=False):
    """What one batch holds: three lists, index for index."""

    doc_ids: list[str]
    source_refs: list[str]
    contents: list[bytes]


def _decoders(limits: Limits):
    """(raw record decoder, text record decoder), each as (one, many)."""
    return record_decoders(limits, raw_content=True), record_decoders(limits)


def scan_batch(payload: bytes, limits: Limits, *, lines: bool, texts: list[Record] | None = None) -> Batch:
    """The records of ``payload`` (a JSON array, or JSON Lines when ``lines``).

    With ``texts``, each record is also decoded to text and appended to it as a
    :class:`Record` (the GUI shows them).
    """
    textual = REWRITTEN_ESCAPE.search(payload) is not None
    (raw_one, raw_many), (text_one, text_many) = _decoders(limits)
    decoded = _decode(payload, text_one, text_many, lines) if textual or texts is not None else None
    records = decoded if textual else _decode(payload, raw_one, raw_many, lines)
    doc_ids, source_refs = check_records(payload, records, limits)
    if textual:
        contents = _text_contents(records, limits)
    else:
        # Decoded to text, every string is valid UTF-8 already.
        contents = _raw_contents(payload, records, limits, utf8_checked=decoded is not None)
    if texts is not None:
        texts += [Record(r.doc_id, r.source_ref, r.language, r.title, r.body) for r in decoded]
    return Batch(doc_ids, source_refs, contents)


def check_records(payload: bytes, records: list, limits: Limits) -> tuple[list[str], list[str]]:
    """(doc_ids, source_refs) of the records decoded from ``payload``, each key once, ids valid."""
    # In a batch msgspec accepted, KEY_AND_VALUE only finds keys (a quote inside a string
    # is escaped), so exactly five per record prove no key repeats (msgspec would keep only
    # the last value), and values all starting with '"' prove the raw fields are strings.
    keyed = KEY_AND_VALUE.findall(payload)
    expected = KEYS_PER_RECORD * len(records)
    if len(keyed) != expected or keyed.count(b'"') != expected:
        raise Doubt
    doc_ids = [r.doc_id for r in records]
    source_refs = [r.source_ref for r in records]
    if not ids_ok(limits, doc_ids, source_refs):
        raise Doubt
    return doc_ids, source_refs


def decode_texts(payload: bytes, limits: Limits, *, lines: bool) -> list[Record]:
    """The records of ``payload`` as text, checked as :func:`scan_batch` checks them, but
    without their canonical bytes (:func:`batch_contents` makes those, maybe elsewhere)."""
    _raw, (text_one, text_many) = _decoders(limits)
    decoded = _decode(payload, text_one, text_many, lines)
    check_records(payload, decoded, limits)
    return [Record(r.doc_id, r.source_ref, r.language, r.title, r.body) for r in decoded]


def batch_contents(payload: bytes, limits: Limits, *, lines: bool) -> list[bytes]:
    """The canonical bytes of each record of ``payload``, for a payload :func:`decode_texts`
    accepted (so its UTF-8, keys and ids are checked already)."""
    (raw_one, raw_many), (text_one, text_many) = _decoders(limits)
    if REWRITTEN_ESCAPE.search(payload) is not None:
        return _text_contents(_decode(payload, text_one, text_many, lines), limits)
    return _raw_contents(payload, _decode(payload, raw_one, raw_many, lines), limits, utf8_checked=True)


def _decode(payload: bytes, one, many, lines: bool) -> list:
    try:
        return one.decode_lines(payload) if lines else many.decode(payload)
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise Doubt from None


def _raw_contents(payload: bytes, records: list, limits: Limits, *, utf8_checked: bool) -> list[bytes]:
    try:
        if not utf8_checked:
            payload.decode()  # msgspec checks no UTF-8 inside a Raw value
    except UnicodeDecodeError:
        raise Doubt from None
    for language in {bytes(r.language) for r in records}:
        if not (language[:1] == b'"' and b"\\" not in language
                and limits.is_language(language[1:-1].decode())):
            raise Doubt
    for texts, most in (([r.title for r in records], limits.max_title),
                        ([r.body for r in records], limits.max_body)):
        # Raw values are strings here: at least 3 bytes is at least one character.
        if texts and (min(map(len, texts)) < 3 or max(map(len, texts)) > most + 2):
            _count_characters(texts, most)
    join = b"".join
    return [join((_OPEN, r.language, _COMMA, r.title, _COMMA, r.body, _CLOSE)) for r in records]


def _count_characters(texts: list, most: int) -> None:
    """Characters, not bytes, decide: decode the few values near the bound."""
    for raw in texts:
        if len(raw) < 3 or (len(raw) > most + 2 and len(msgspec.json.decode(raw, type=str)) > most):
            raise Doubt


def _text_contents(records: list, limits: Limits) -> list[bytes]:
    if not all(map(limits.is_language, {r.language for r in records})):
        raise Doubt
    try:
        return [canonical_bytes(r.language, r.title, r.body) for r in records]
    except ContractError:  # a lone surrogate: the thorough path locates it
        raise Doubt from None
