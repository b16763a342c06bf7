"""What the window's Open offers for a file whose records use other field names.

A file whose first record lacks one of the five fields and has keys of its own (``{"id",
"url", "text"}``, as pipelines write it) is in another schema, not merely broken: the
window offers a mapping, seeded from that record's keys (:func:`first_record_keys`; a Parquet
file's columns, :class:`Columns`; :func:`offer`), and the person's choice becomes a
:class:`~.field_mapping.FieldMapping` (:func:`mapping_of`), the same one ``--field``/``--set``
make on the command line. A record that lacks a field and has no key of its own is a broken
record: it is opened as it is, and its problems are shown where they are. A mapping
remembered for a file is checked against the file as it is now before it is used again
(:func:`refit`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass

from ..progress import Progress, report
from ..records import FIELDS
from .field_mapping import FieldMapping
from .first_keys import NOT_YET, object_keys
from .input_source import open_text
from .limits import Limits
from .parquet import is_parquet, parquet_readable
from .parquet_footer import read_footer
from .validation import record_problems

__all__ = ["CHANGED", "FITS", "GIVEN_ONLY", "KEY", "OWN_FIELDS", "VALUE", "Choice", "Columns", "Refit",
           "first_record_keys", "mapping_of", "offer", "refit", "wants_mapping"]

KEY, VALUE = "key", "value"  # a field is read from a key of the file, or given one value
# Fields a file may lack and be given one value for every record (as ``--set`` may).
GIVEN_ONLY = ("language", "title")
# The keys pipelines use for each field, most usual first (datatrove, dolma, the HF hub).
# Not ``source``: dolma and RedPajama write there the collection a record came from
# ("common-crawl"), the same for every record, not where the record itself came from.
_USUAL_KEYS = {
    "doc_id": ("doc_id", "id", "_id", "document_id", "uuid", "key"),
    "source_ref": ("source_ref", "url", "uri", "path", "file", "filename"),
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


class Columns(list):
    """The column names of a Parquet file, in its schema's order: the keys its records are read
    from, which the Open dialog calls columns."""


def first_record_keys(path: str | os.PathLike, *, most: int = _MOST_HEAD,
                      progress: Progress | None = None) -> list[str] | None:
    """The top-level keys of the first record of a JSON array or JSON Lines file (compressed or
    not), in the file's order, or a Parquet file's :class:`Columns`; None when there is no first
    object to tell (a syntax error, an empty file, a first record longer than ``most`` bytes, a
    file that cannot be read, Parquet without pyarrow or with a footer that cannot be read).

    Read in chunks that double (a long first record is looked through a few times, not once
    per 64 KiB), and given up on at the first byte that cannot begin a record; only the keys
    are decoded (:func:`.first_keys.object_keys`: no step holds the interpreter's lock for
    long). Even so it is no work for a window's own thread: a bzip2 file's first block (up to
    900 kB) is decompressed whole, a first record of 10 MB is read whole; the window asks it in
    a worker, which ``progress`` (reported per chunk) can stop (:class:`~core.progress.Cancelled`).
    """
    head = b""
    try:
        with open_text(path) as stream:
            while len(head) <= most:
                chunk = stream.read(max(_READ, len(head)))
                head += chunk
                if is_parquet(head):
                    return _parquet_columns(stream)
                report(progress, len(head), most)
                found = object_keys(head)
                if found is not NOT_YET or not chunk:
                    return found if found is not NOT_YET else None
    except (OSError, ValueError):
        return None
    return None


def _parquet_columns(stream) -> Columns | None:
    """The column names in the footer of the Parquet file ``stream`` (its rows are not read),
    read without importing pyarrow (:mod:`.parquet_footer`): an import holds the interpreter's
    lock, and the window's thread with it, for ~30 ms of its ~90. None without pyarrow (the
    loading says how to install it) or when the footer does not read (the loading says why)."""
    if not parquet_readable():
        return None
    footer = read_footer(stream)
    return None if footer is None else Columns(dict.fromkeys(footer.columns))


def wants_mapping(keys: list[str] | None) -> bool:
    """Whether a first record with ``keys`` is in another schema: it lacks a field and has a key
    of its own (a record that only lacks a field is a broken record, shown with its problems)."""
    if keys is None:
        return False
    return not set(FIELDS) <= set(keys) and bool(set(keys) - set(FIELDS))


def offer(keys: list[str], remembered: FieldMapping | None = None) -> dict[str, Choice]:
    """The choice first shown for each field: what was chosen for this file before (a key only
    while the first record still has it; any, when ``keys`` is empty and cannot tell), else the
    field's own key, else a usual key for it among ``keys``, else (language, title) a value to
    give, else (source_ref) the key doc_id is read from (a dolma shard has ``id``, the page's
    URL, and no url), else no key yet (``Choice(KEY, "")``)."""
    given = dict(remembered.values) if remembered is not None else {}
    chosen = {}
    for field in FIELDS:
        before = remembered.source(field) if remembered is not None else None
        usual = next((key for key in _USUAL_KEYS[field] if key in keys), None)
        if field in given:
            chosen[field] = Choice(VALUE, given[field])
        elif before is not None and (before in keys or not keys):
            chosen[field] = Choice(KEY, before)
        elif usual is not None:
            chosen[field] = Choice(KEY, usual)
        elif field == "source_ref" and chosen["doc_id"].how == KEY and chosen["doc_id"].text:
            chosen[field] = chosen["doc_id"]  # no url or path: read where the id is
        else:
            chosen[field] = Choice(VALUE if field in GIVEN_ONLY else KEY, "")
    return chosen


FITS, OWN_FIELDS, CHANGED = "fits", "own fields", "changed"


@dataclass(frozen=True)
class Refit:
    """What becomes of a mapping remembered for a file, now that its first record is read again.

    ``verdict``: FITS (read through it again), OWN_FIELDS (the file now has the five fields
    itself and lacks a key the mapping reads: read as it is), CHANGED (it lacks a key the
    mapping reads, ``missing``, and is still in another schema: choose again).
    """

    verdict: str
    missing: str = ""


def refit(mapping: FieldMapping, keys: list[str] | None) -> Refit:
    """Whether ``mapping``, chosen for a file before, still fits its first record's ``keys``.

    A file rewritten since (by a pipeline, in the product's five fields) must not be read
    silently through names it no longer has: every key the mapping reads (a mapped one, or a
    field's own name) must still be there, or for Parquet every column. A file whose first
    record cannot tell (``keys`` None: a syntax error, Parquet without pyarrow) is read as
    chosen; the loading says what is wrong. A file that has the five fields and still has every
    key the mapping reads keeps it: a person may have mapped a file that had them (Field
    names...).
    """
    if keys is None:
        return Refit(FITS)
    given = dict(mapping.values)
    missing = [mapping.source(field) for field in FIELDS
               if field not in given and mapping.source(field) not in keys]
    if not missing:
        return Refit(FITS)
    if set(FIELDS) <= set(keys):
        return Refit(OWN_FIELDS)
    return Refit(CHANGED, missing[0])


def mapping_of(choices: dict[str, Choice], limits: Limits) -> FieldMapping | str:
    """The mapping ``choices`` make, or a sentence saying what is missing or wrong (shown beside
    the choices, which stay open to be corrected). One key may feed several fields, as
    ``--field doc_id=id --field source_ref=id`` does: a dolma shard's ``id`` is its page's URL."""
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
    example = {"doc_id": "a", "source_ref": "a", "language": "en", "title": "a", "body": "a", **dict(values)}
    if found := record_problems(example, limits):
        return found[0].message  # it names the field
    return FieldMapping(tuple(fields), tuple(values))
