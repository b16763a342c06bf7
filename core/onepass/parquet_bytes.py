"""The canonical bytes of Parquet rows, joined from the UTF-8 of Arrow's string columns.

A batch is checked a column at a time in Arrow (no nulls, valid UTF-8, lengths, and which
control characters occur), and each row's canonical bytes are made from its fields' bytes,
escaped as json.dumps (ensure_ascii=False) escapes: ``"``, ``\\``, and the line break,
carriage return and tab the texts hold. Nothing becomes a Python string but the ids. A row
the thorough reader would judge (a null, an id or a language not valid, a text too long,
any other control character) is a :class:`~.scan.Doubt`.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..contract import CONTRACT
from ..input.limits import Limits
from .id_checks import ids_ok
from .scan import Batch, Doubt

__all__ = ["Checked", "batch_of", "checked", "load_compute"]

_OPEN = b'["' + CONTRACT.encode() + b'",'
_COMMA_QUOTE, _BETWEEN, _CLOSE = b',"', b'","', b'"]'
# The bytes a text may hold that json.dumps escapes, with its escapes; any other control
# character is a doubt (json.dumps writes it as \u00XX).
_ESCAPES = {9: (b"\t", b"\\t"), 10: (b"\n", b"\\n"), 13: (b"\r", b"\\r"), 34: (b'"', b'\\"'),
            92: (b"\\", b"\\\\")}
_QUOTING = frozenset((34, 92))  # a quote, a backslash: in the texts, escaped before the row is joined


class Checked(NamedTuple):
    """What Arrow found in a batch's texts, off the GIL (:func:`checked`)."""

    in_titles: set[int]  # the bytes of _ESCAPES the titles hold
    in_bodies: set[int]
    rows: Any  # the canonical bytes, joined by Arrow before their control characters are escaped; or None


def checked(columns: list, limits: Limits) -> Checked:
    """The checks of a batch Arrow makes without the GIL (a thread runs them while the last
    batch is hashed): no null, texts of allowed lengths, UTF-8, which characters to escape.
    :class:`Doubt` for anything the thorough reader would judge."""
    _ids, _refs, languages, titles, bodies = columns
    if any(column.null_count for column in columns):
        raise Doubt
    for column, most in ((titles, limits.max_title), (bodies, limits.max_body)):
        _check_lengths(column, most)
    in_titles, in_bodies = _escapes_in(titles), _escapes_in(bodies)
    if (in_titles | in_bodies) & _QUOTING or not all(map(_is_string, (languages, titles, bodies))):
        return Checked(in_titles, in_bodies, None)
    rows = _call("binary_join_element_wise", [_scalar(_OPEN + b'"'), languages, _scalar(_BETWEEN), titles,
                                              _scalar(_BETWEEN), bodies, _scalar(_CLOSE), _scalar(b"")])
    return Checked(in_titles, in_bodies, rows)


def batch_of(columns: list, limits: Limits, found: Checked | None = None) -> Batch:
    """The doc_ids, source_refs and canonical bytes of a batch of the five columns, checked
    as group checks them (``found``: :func:`checked` already made)."""
    ids, refs, languages, titles, bodies = columns
    found = checked(columns, limits) if found is None else found
    try:
        doc_ids, source_refs, languages_seen = ids.to_pylist(), refs.to_pylist(), set(languages.to_pylist())
    except UnicodeDecodeError:  # Arrow does not check a string column's UTF-8
        raise Doubt from None
    if not ids_ok(limits, doc_ids, source_refs):
        raise Doubt
    if not all(map(limits.is_language, languages_seen)):
        raise Doubt
    return Batch(doc_ids, source_refs, _contents(languages, titles, bodies, found))


def _check_lengths(column, most: int) -> None:
    """At least one character, at most ``most``: bytes are at least characters, so characters
    are counted only when the bytes exceed the bound."""
    lengths = _call("min_max", [_call("binary_length", [column])])
    if lengths["min"].as_py() < 1:
        raise Doubt
    if lengths["max"].as_py() > most and _call("max", [_call("utf8_length", [column])]).as_py() > most:
        raise Doubt


def _contents(languages, titles, bodies, found: Checked) -> list[bytes]:
    """The canonical bytes of each row of the batch.

    Texts without a quote or a backslash (the usual case) are joined by Arrow, row by row,
    between the contract's own quotes and commas, and only the control characters found are
    then escaped, in whole rows: the quotes joined in hold none. On the benchmark corpus's
    100,000 rows this took 61 ms of the main thread, against 89 ms for escaping each text and
    joining its row's bytes in Python, which is done otherwise."""
    in_titles, in_bodies, rows = found
    if rows is None:
        written = {language: b'"' + language.encode() + b'"' for language in set(languages.to_pylist())}
        join = b"".join
        return [join((_OPEN, language, _COMMA_QUOTE, title, _BETWEEN, body, _CLOSE))
                for language, title, body in zip(map(written.__getitem__, languages.to_pylist()),
                                                 _escaped(titles, in_titles), _escaped(bodies, in_bodies),
                                                 strict=True)]
    return _replaced(_as_binary(rows).to_pylist(), in_titles | in_bodies)


def _escaped(column, found: set[int]) -> list[bytes]:
    """Each text of ``column`` as the inside of its JSON string (json.dumps, ensure_ascii=False)."""
    return _replaced(_as_binary(column).to_pylist(), found)


def _replaced(values: list[bytes], found: set[int]) -> list[bytes]:
    """``values`` with the bytes ``found`` (of :data:`_ESCAPES`) escaped, row by row."""
    for old, new in (_ESCAPES[octet] for octet in sorted(found, reverse=True)):  # the backslash first
        values = [value.replace(old, new) for value in values]
    return values


def _escapes_in(column) -> set[int]:
    """The bytes of :data:`_ESCAPES` the texts of ``column`` hold. :class:`Doubt` for bytes not
    UTF-8 or any other control character (json.dumps writes it as \\u00XX).

    A pass of Arrow's over the batch's bytes for each question: on the benchmark corpus a
    text holds line breaks, most batches a carriage return, none a quote or a backslash, and
    looking for those two row by row took as long as the rest of the escaping."""
    import pyarrow as arrow

    try:
        column.validate(full=True)  # UTF-8 (no lone surrogate can be written in it)
    except arrow.ArrowException:
        raise Doubt from None
    octets = _octets(column)
    found = set()
    if _call("min", [octets]).as_py() < 32:  # a control character: which ones
        controls = _call("filter", [octets, _call("less", [octets, _octet(32)])])
        found = set(_call("unique", [controls]).to_pylist())
        if not found <= _ESCAPES.keys():
            raise Doubt
    for octet in _QUOTING:  # x ^ octet is 0 only where the byte is that octet
        if _call("min", [_call("bit_wise_xor", [octets, _octet(octet)])]).as_py() == 0:
            found.add(octet)
    return found


def _is_string(column) -> bool:
    import pyarrow as arrow

    return arrow.types.is_string(column.type)  # not large_string: Arrow joins one type


def _as_binary(column):
    """The same bytes seen as binary (no copy): to_pylist gives bytes, not str."""
    import pyarrow as arrow

    return column.view(arrow.large_binary() if arrow.types.is_large_string(column.type) else arrow.binary())


def _scalar(value: bytes):
    import pyarrow as arrow

    return arrow.scalar(value.decode(), arrow.string())


def _octets(column):
    """The bytes of ``column``'s texts, one after another, as an Arrow array of uint8 (no copy)."""
    import pyarrow as arrow

    _validity, offsets, data = column.buffers()
    offsets = memoryview(offsets).cast("q" if arrow.types.is_large_string(column.type) else "i")
    low, high = offsets[column.offset], offsets[column.offset + len(column)]
    return arrow.Array.from_buffers(arrow.uint8(), high - low, [None, data.slice(low, high - low)])


def _octet(value: int):
    import pyarrow as arrow

    return arrow.scalar(value, arrow.uint8())


def load_compute() -> None:
    """Import Arrow's compute functions (~5 ms) now, while waiting for the first batch."""
    global _call_function
    if _call_function is None:
        try:  # Arrow's compute functions without pyarrow.compute's wrappers (~20 ms to import)
            from pyarrow._compute import call_function
        except ImportError:
            from pyarrow.compute import call_function
        _call_function = call_function


def _call(name: str, arguments: list):
    if _call_function is None:
        load_compute()
    return _call_function(name, arguments)


_call_function = None
