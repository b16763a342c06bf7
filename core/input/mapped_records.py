"""The fast path of a corpus read with other field names (``--field body=text``): a batch of
records decoded by msgspec straight from the keys the mapping names, the file's other keys
(a pipeline's ``metadata``, ``added``, ``media``) skipped unread.

Like the fast path of a file of five fields (:meth:`core.input.locating_load.LocatingLoad._fast`)
it only answers "all of these are good records" or "something may be wrong": at the first
doubt the batch goes to the thorough pass, which maps each record and says every problem.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from itertools import repeat
from operator import attrgetter

import msgspec

from ..records import FIELDS, Record
from .field_mapping import FieldMapping
from .limits import Limits

__all__ = ["MappedReading", "mapped_reading"]

_ESCAPED_LETTER = re.compile(rb"\\u00[5-7]")  # a key written with escapes: its literal was not counted


class MappedReading:
    """Decoders for records under one mapping, and the checks a batch must pass."""

    def __init__(self, mapping: FieldMapping, keys: tuple[str, ...]) -> None:
        self.given = dict(mapping.values)
        self.keys = keys  # the distinct keys read, attribute k<i> of the decoded struct
        struct = msgspec.defstruct("MappedRecord", [(f"k{i}", str) for i in range(len(keys))],
                                   rename={f"k{i}": key for i, key in enumerate(keys)},
                                   forbid_unknown_fields=False, gc=False)
        self.one, self.many = msgspec.json.Decoder(struct), msgspec.json.Decoder(list[struct])
        # Each record's top-level values undecoded: where a mapped key's name also occurs inside them.
        self.raw_one = msgspec.json.Decoder(dict[str, msgspec.Raw])
        self.raw_many = msgspec.json.Decoder(list[dict[str, msgspec.Raw]])
        literals = b"|".join(re.escape(json.dumps(key, ensure_ascii=False).encode()) for key in keys)
        self.literal = re.compile(b"(?:" + literals + b")")
        self.column_of = {field: keys.index(mapping.source(field))
                          for field in FIELDS if field not in self.given}

    def _inside(self, payload: bytes, lines: bool) -> int:
        """How often a mapped key's name occurs inside the records' top-level values (a
        pipeline's ``metadata.url``, a string ``"id"``)."""
        values = self.raw_one.decode_lines(payload) if lines else self.raw_many.decode(payload)
        find = self.literal.findall
        return sum(len(find(raw)) for record in values for raw in record.values())

    def records(self, payload: bytes, *, lines: bool, limits: Limits) -> list[Record] | None:
        """The records of ``payload`` (JSON Lines, or an array) if every one is surely good."""
        try:
            batch = self.one.decode_lines(payload) if lines else self.many.decode(payload)
            payload.decode("utf-8")  # the keys skipped unread are not checked by msgspec
        except (msgspec.DecodeError, msgspec.ValidationError, UnicodeDecodeError):
            return None
        # Each key read once per record (msgspec keeps the last of a key written twice: the
        # thorough pass says it): its name is counted, less where it occurs inside the values.
        if _ESCAPED_LETTER.search(payload):
            return None
        found, once = len(self.literal.findall(payload)), len(self.keys) * len(batch)
        if found != once and found != once + self._inside(payload, lines):
            return None
        columns = [list(map(attrgetter(f"k{i}"), batch)) for i in range(len(self.keys))]
        fields = {field: repeat(self.given[field], len(batch)) if field in self.given
                  else columns[self.column_of[field]] for field in FIELDS}
        records = list(map(Record, *(fields[field] for field in FIELDS)))
        if not (limits.all_valid("doc_id", [r.doc_id for r in records])
                and limits.all_valid("source_ref", [r.source_ref for r in records])
                and all(map(limits.is_language, {r.language for r in records}))):
            return None
        for name, most in (("title", limits.max_title), ("body", limits.max_body)):
            lengths = [len(getattr(r, name)) for r in records]
            if lengths and (min(lengths) < 1 or max(lengths) > most):
                return None
        return records


@lru_cache(maxsize=16)
def mapped_reading(mapping: FieldMapping) -> MappedReading | None:
    """The fast path for ``mapping``; None when a key it names is one JSON may write in more than
    one way (a quote, a backslash, a control character): such a file goes the thorough way."""
    given = dict(mapping.values)
    keys = tuple(dict.fromkeys(mapping.source(field) for field in FIELDS if field not in given))
    if not keys or any(json.dumps(key, ensure_ascii=False) != f'"{key}"' for key in keys):
        return None
    return MappedReading(mapping, keys)
