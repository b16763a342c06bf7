"""What the window's Open offers for a file whose records use other field names.

A file whose first record lacks one of the five fields and has keys of its own (``{"id",
"url", "text"}``, as pipelines write it) is in another schema, not merely broken: the
window offers a mapping, seeded from that record's keys (:func:`first_record_keys`,
:func:`offer`), and the person's choice becomes a :class:`~.field_mapping.FieldMapping`
(:func:`mapping_of`), the same one ``--field``/``--set`` make on the command line. A record
that lacks a field and has no key of its own is a broken record: it is opened as it is,
and its problems are shown where they are.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

from ..records import FIELDS
from .field_mapping import FieldMapping
from .input_source import open_text
from .limits import Limits
from .validation import record_problems

__all__ = ["GIVEN_ONLY", "KEY", "VALUE", "Choice", "first_record_keys", "mapping_of", "offer",
           "wants_mapping"]

KEY, VALUE = "key", "value"  # a field is read from a key of the file, or given one value
# Fields a file may lack and be given one value for every record (as ``--set`` may).
GIVEN_ONLY = ("language", "title")
# The keys pipelines use for each field, most usual first (datatrove, dolma, the HF hub).
_USUAL_KEYS = {
    "doc_id": ("doc_id", "id", "_id", "document_id", "uuid", "key"),
    "source_ref": ("source_ref", "url", "source", "uri", "path", "file", "filename"),
    "language": ("language", "lang", "locale", "language_code"),
    "title": ("title", "name", "headline", "subject"),
    "body": ("body", "text", "content", "raw_content", "document"),
}
_MOST_HEAD = 16 << 20  # a first record longer than this is not waited for: no keys offered
_READ = 1 << 16


@dataclass(frozen=True)
class Choice:
    """How one field is read: from the key ``text`` (``how`` KEY) or given ``text`` (VALUE)."""

    how: str
    text: str


def first_record_keys(path: str | os.PathLike, *, most: int = _MOST_HEAD) -> list[str] | None:
    """The top-level keys of the first record of a JSON array or JSON Lines file (compressed or
    not), in the file's order; None when there is no first object to tell (Parquet, a syntax
    error, an empty file, a first record longer than ``most`` bytes, a file that cannot be read).

    Read in chunks that double (a long first record is decoded a few times, not once per
    64 KiB), and given up on at the first byte that cannot begin a record: the window asks
    this on its own thread before it opens a file.
    """
    head = b""
    try:
        with open_text(path) as stream:
            while len(head) <= most:
                chunk = stream.read(max(_READ, len(head)))
                head += chunk
                found = _first_object(head)
                if found is not _NOT_YET or not chunk:
                    return found if found is not _NOT_YET else None
    except (OSError, ValueError):
        return None
    return None


_NOT_YET = object()  # the head may still grow into a whole first record


def _first_object(head: bytes) -> list[str] | object | None:
    text = head.decode("utf-8", "surrogateescape").removeprefix("\N{ZERO WIDTH NO-BREAK SPACE}").lstrip()
    if text.startswith("["):
        text = text[1:].lstrip()
    if not text:
        return _NOT_YET
    if not text.startswith("{"):
        return None  # not a record (Parquet's PAR1, a CSV header, a number): nothing more to read
    try:
        value, _end = json.JSONDecoder().raw_decode(text)
    except json.JSONDecodeError:
        return _NOT_YET  # not yet whole (or never: the caller stops at the end of the file)
    return list(value) if type(value) is dict else None


def wants_mapping(keys: list[str] | None) -> bool:
    """Whether a first record with ``keys`` is in another schema: it lacks a field and has a key
    of its own (a record that only lacks a field is a broken record, shown with its problems)."""
    if keys is None:
        return False
    return not set(FIELDS) <= set(keys) and bool(set(keys) - set(FIELDS))


def offer(keys: list[str], remembered: FieldMapping | None = None) -> dict[str, Choice]:
    """The choice first shown for each field: what was chosen for this file before, else the
    field's own key, else a usual key for it among ``keys``, else (language, title) a value to
    give, else no key yet (``Choice(KEY, "")``)."""
    if remembered is not None:
        given = dict(remembered.values)
        return {field: Choice(VALUE, given[field]) if field in given
                else Choice(KEY, remembered.source(field)) for field in FIELDS}
    chosen = {}
    for field in FIELDS:
        usual = next((key for key in _USUAL_KEYS[field] if key in keys), None)
        if usual is not None:
            chosen[field] = Choice(KEY, usual)
        else:
            chosen[field] = Choice(VALUE if field in GIVEN_ONLY else KEY, "")
    return chosen


def mapping_of(choices: dict[str, Choice], limits: Limits) -> FieldMapping | str:
    """The mapping ``choices`` make, or a sentence saying what is missing or wrong (shown beside
    the choices, which stay open to be corrected)."""
    fields, values = [], []
    for field in FIELDS:
        choice = choices[field]
        if choice.how == VALUE and field not in GIVEN_ONLY:
            return f"{field} is read from a key of the file; only language and title can be given one value"
        if choice.how == VALUE:
            values.append((field, choice.text))
        elif not choice.text:
            return f"choose the key {field} is read from"
        elif choice.text != field:
            fields.append((field, choice.text))
    keys = [key for _, key in fields]
    if len(set(keys)) != len(keys):
        repeated = next(key for key in keys if keys.count(key) > 1)
        return f"the key {repeated} is chosen for two fields; choose one key per field"
    example = {"doc_id": "a", "source_ref": "a", "language": "en", "title": "a", "body": "a", **dict(values)}
    if found := record_problems(example, limits):
        return found[0].message  # it names the field
    return FieldMapping(tuple(fields), tuple(values))
