"""A batch of JSON records read through other field names (``--field body=text``, ``--set
language=fa``) in the one pass: ``group``'s, the window's load and the census.

The records are decoded by the loader's own mapped reading (:mod:`core.input.mapped_records`:
each mapped key once, a pipeline's other keys skipped unread), so the one pass takes exactly
the batches the loader's fast path takes and doubts the rest. Their canonical bytes are
joined from the raw JSON of the content keys read, as :mod:`.scan` joins a file of five
fields (a ``--set`` value written once as json.dumps writes it): a raw JSON string holding
no ``\\u`` escape and no ``\\/`` is already its json.dumps form; a batch with one anywhere
is made from the text.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import repeat

import msgspec

from ..contract import CONTRACT, canonical_bytes, escaped_field
from ..errors import ContractError
from ..input.field_mapping import MappedFile
from ..input.limits import Limits
from ..input.mapped_records import MappedReading, mapped_reading
from ..records import CONTENT_FIELDS, Record
from .id_checks import ids_ok
from .scan import REWRITTEN_ESCAPE, Batch, Doubt

__all__ = ["mapped_contents", "mapped_texts", "reading_of", "scan_mapped", "scan_mapped_texts"]

_OPEN = b'["' + CONTRACT.encode() + b'",'
_COMMA = b","
_CLOSE = b"]"


def reading_of(path: str) -> MappedReading | None:
    """How the records of a file read through other field names are decoded (None: a file of
    the five fields); a doubt for a mapping whose keys the loader's fast path does not take."""
    if not isinstance(path, MappedFile):
        return None
    reading = mapped_reading(path.mapping)
    if reading is None:
        raise Doubt
    return reading


def mapped_texts(payload: bytes, limits: Limits, *, lines: bool, reading: MappedReading) -> list[Record]:
    """The records of ``payload`` as the loader's mapped reading takes them; a doubt for a batch
    it would not take whole (the thorough load then says every problem)."""
    records = reading.records(payload, lines=lines, limits=limits)
    if records is None:
        raise Doubt
    return records


def scan_mapped(payload: bytes, limits: Limits, *, lines: bool, reading: MappedReading) -> Batch:
    """``group``'s batch (:func:`.scan.scan_batch` without the texts) for a mapped file: its
    doc_ids and source_refs, checked as the report writes them, and canonical bytes."""
    records = mapped_texts(payload, limits, lines=lines, reading=reading)
    doc_ids, source_refs = [r.doc_id for r in records], [r.source_ref for r in records]
    if not ids_ok(limits, doc_ids, source_refs):  # written as they are in the report
        raise Doubt
    return Batch(doc_ids, source_refs,
                 mapped_contents(payload, lines=lines, reading=reading, records=records, limits=limits))


def scan_mapped_texts(payload: bytes, limits: Limits, *, lines: bool, reading: MappedReading,
                      texts: list[Record]) -> Batch:
    """:func:`.scan.scan_batch` with ``texts`` for a mapped file: the records appended to
    ``texts``, their doc_ids, source_refs and canonical bytes returned."""
    records = mapped_texts(payload, limits, lines=lines, reading=reading)
    texts += records
    return Batch([r.doc_id for r in records], [r.source_ref for r in records],
                 mapped_contents(payload, lines=lines, reading=reading, records=records, limits=limits))


def mapped_contents(payload: bytes, *, lines: bool, reading: MappedReading, limits: Limits,
                    records: list[Record] | None = None) -> list[bytes]:
    """The canonical bytes of each record of ``payload``, a batch :func:`mapped_texts` takes
    (``records``, when the caller has them; else a helper process that hashes while the caller
    checks the same batch: its raw values are then strings, valid UTF-8, each key once)."""
    if REWRITTEN_ESCAPE.search(payload) is not None:  # made from the text
        if records is None:
            records = mapped_texts(payload, limits, lines=lines, reading=reading)
        try:
            return [canonical_bytes(r.language, r.title, r.body) for r in records]
        except ContractError:  # a lone surrogate: the thorough path locates it
            raise Doubt from None
    raw = _raw_reading(reading)
    try:
        decoded = raw.one.decode_lines(payload) if lines else raw.many.decode(payload)
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise Doubt from None
    count = len(decoded)
    language, title, body = (repeat(raw.given[field], count) if field in raw.given
                             else [getattr(record, raw.attribute[field]) for record in decoded]
                             for field in CONTENT_FIELDS)
    join = b"".join
    return [join((_OPEN, a, _COMMA, b, _COMMA, c, _CLOSE))
            for a, b, c in zip(language, title, body, strict=True)]


class _RawReading:
    """Decoders keeping the content keys of a mapping undecoded (:class:`msgspec.Raw`), and each
    ``--set`` content value as the canonical bytes write it (quoted, escaped)."""

    def __init__(self, reading: MappedReading) -> None:
        sources = {field: reading.keys[reading.column_of[field]]
                   for field in CONTENT_FIELDS if field not in reading.given}
        keys = list(dict.fromkeys(sources.values()))
        self.attribute = {field: f"k{keys.index(key)}" for field, key in sources.items()}
        struct = msgspec.defstruct("RawMappedRecord", [(f"k{i}", msgspec.Raw) for i in range(len(keys))],
                                   rename={f"k{i}": key for i, key in enumerate(keys)},
                                   forbid_unknown_fields=False, gc=False)
        self.one, self.many = msgspec.json.Decoder(struct), msgspec.json.Decoder(list[struct])
        try:
            self.given = {field: b'"' + escaped_field(value) + b'"'
                          for field, value in reading.given.items() if field in CONTENT_FIELDS}
        except UnicodeEncodeError:  # a lone surrogate given: the thorough path says it
            self.given = None


@lru_cache(maxsize=16)
def _raw_reading(reading: MappedReading) -> _RawReading:
    raw = _RawReading(reading)
    if raw.given is None:
        raise Doubt
    return raw
