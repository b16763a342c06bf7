"""Parquet in the one pass: canonical bytes joined from the UTF-8 of Arrow's string columns.

Each process of :mod:`.exchange` takes a range of rows and reads the five columns of the
row groups holding them, a batch at a time (a row group is decoded from its start, so a
range starting inside one decodes the rows before it too). A batch is checked a column at
a time in Arrow (no nulls, valid UTF-8, lengths, and which control characters occur), and
each row's canonical bytes are joined from its fields' bytes, escaped as json.dumps
(ensure_ascii=False) escapes: ``"``, ``\\``, and the line break, carriage return and tab
the texts hold. Nothing becomes a Python string but the ids. A row the thorough reader
would judge (a null, an id or a language not valid, a text too long, any other control
character) is a :class:`Doubt`: the thorough path then reads the file and locates it by
row group, row and column.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from hashlib import sha256 as _sha256
from itertools import accumulate, pairwise

from ..contract import CONTRACT
from ..input.input_source import open_regular
from ..input.limits import Limits
from ..input.parquet import is_parquet
from ..input.read_as import ReadAs
from ..progress import Progress, report
from ..records import FIELDS, Record
from .ahead import read_ahead
from .id_checks import ids_ok
from .ranges import Layout
from .scan import Batch, Doubt

__all__ = ["loaded_rows", "parquet_layout", "row_ranges", "scan_rows", "text_rows"]

# Rows a batch holds: about _BATCH_BYTES of the five columns (as the row groups' metadata says
# they weigh uncompressed), at most _BATCH_ROWS. Memory is bounded by a batch: on 1,000,000
# rows of the benchmark corpus (~1.6 kB each), 8192 rows held 180 MB more than the records,
# 2048 rows 121 MB, 1024 rows 93 MB, and took no more CPU time (4.4-5.0 s).
_BATCH_BYTES = 2 << 20
_BATCH_ROWS = 2048
_LATER_SHIFT = 0.06  # of a file's rows: a range cut inside a row group decodes the rows before it
_BUFFER = 1 << 20  # bytes of a column read at a time: never a whole column chunk (see scan_rows)
_OPEN = b'["' + CONTRACT.encode() + b'",'
_COMMA_QUOTE, _BETWEEN, _CLOSE = b',"', b'","', b'"]'
# The bytes a text may hold that json.dumps escapes, with its escapes; any other control
# character is a doubt (json.dumps writes it as \u00XX).
_ESCAPES = {9: (b"\t", b"\\t"), 10: (b"\n", b"\\n"), 13: (b"\r", b"\\r"), 34: (b'"', b'\\"'),
            92: (b"\\", b"\\\\")}


def parquet_layout(path: str) -> Layout | None:
    """The Parquet file at ``path`` read as Arrow arrays, or None when it is not Parquet.

    :class:`Doubt` when it cannot be read here (no pyarrow, a column missing or not strings,
    a file that does not open): the thorough path says why."""
    if isinstance(path, ReadAs):
        return None  # a mapped file, a folder: not this path's
    try:
        with open_regular(path) as raw:
            if not is_parquet(raw.peek(4)[:4]):
                return None
            size = os.fstat(raw.fileno()).st_size
    except (OSError, ValueError):
        raise Doubt from None
    try:
        import pyarrow as arrow
        import pyarrow.parquet as parquet
    except ImportError:
        raise Doubt from None
    try:
        opened = parquet.ParquetFile(path, pre_buffer=False)  # only the footer is read here
        schema = opened.schema_arrow
        if any(name not in schema.names for name in FIELDS):
            raise Doubt
        for name in FIELDS:
            kind = schema.field(name).type
            if not (arrow.types.is_string(kind) or arrow.types.is_large_string(kind)):
                raise Doubt
        rows = tuple(opened.metadata.row_group(group).num_rows for group in range(opened.num_row_groups))
    except (OSError, arrow.ArrowException, KeyError, UnicodeDecodeError):
        raise Doubt from None  # KeyError: two columns of one name; UnicodeDecodeError: a name not UTF-8
    return Layout(path, False, 0, size, rows=rows)


def row_ranges(layout: Layout, parts: int) -> list[tuple[int, int]]:
    """At most ``parts`` ranges of rows, about as many rows each, cut between row groups.

    A file of fewer row groups than ``parts`` (pyarrow writes up to 1,048,576 rows in one)
    is cut inside them: a range starting inside a row group decodes the rows before it too,
    so each cut is moved later by :data:`_LATER_SHIFT` of the rows. On 100,000 rows in one row group, two
    processes took 0.67-0.73 s against one's 0.77-0.80 s (JSON Lines: 0.62-0.68 s), for
    1.05x the CPU time of JSON Lines' two processes against one's 0.80x."""
    count = sum(layout.rows)
    if len(layout.rows) < parts:
        parts = max(1, min(parts, count // _BATCH_ROWS))
        cuts = [0, *(round(count * (part / parts + _LATER_SHIFT)) for part in range(1, parts))]
        return list(pairwise([*cuts, count]))
    starts = list(accumulate(layout.rows, initial=0))[:-1]
    parts = max(1, min(parts, len(layout.rows), count // _BATCH_ROWS))
    cuts = [0]
    for part in range(1, parts):
        near = min(starts, key=lambda start, part=part: abs(start - count * part // parts))
        if near > cuts[-1]:
            cuts.append(near)
    return list(pairwise([*cuts, count]))


def scan_rows(layout: Layout, start: int, stop: int, limits: Limits) -> Iterator[Batch]:
    """The rows ``start..stop`` of a :func:`parquet_layout`, a batch at a time.

    Arrow decodes the next batch in a thread (without the GIL) while this one's canonical
    bytes are made and hashed: a file of one row group is read by one process, which so
    uses the second core too."""
    batches = _column_batches(layout, start, stop)
    for columns in read_ahead(lambda: next(batches, None)):
        yield _batch(columns, limits)


def text_rows(layout: Layout, limits: Limits) -> Iterator[list[Record]]:
    """Every row of a :func:`parquet_layout` as a record, a batch at a time (the census counts
    them and lets them go). :class:`Doubt` for a batch the thorough reader would not take
    whole: a null, bytes not UTF-8, an id or a language not valid, a text too short or long."""
    for columns in _column_batches(layout, 0, sum(layout.rows)):
        if any(column.null_count for column in columns):
            raise Doubt
        records = _records(columns)
        doc_ids, source_refs = [r.doc_id for r in records], [r.source_ref for r in records]
        languages = {r.language for r in records}
        if not (ids_ok(limits, doc_ids, source_refs) and all(map(limits.is_language, languages))):
            raise Doubt
        for field, most in (("title", limits.max_title), ("body", limits.max_body)):
            lengths = [len(getattr(record, field)) for record in records]
            if min(lengths) < 1 or max(lengths) > most:
                raise Doubt
        yield records


def loaded_rows(layout: Layout, limits: Limits,
                progress: Progress | None = None) -> tuple[list[Record], bytes, list[int]]:
    """Every row of a :func:`parquet_layout` as a record, with the SHA-256 (32 bytes each, one
    after another) and the length of its canonical bytes: the window's load. The bytes are
    let go batch by batch (read whole, as the thorough path reads it, then grouped, the
    records and their bytes held 1.6x the memory of a JSON Lines load). :class:`Doubt` as
    :func:`scan_rows`."""
    records: list[Record] = []
    digests, lengths, total = bytearray(), [], sum(layout.rows)
    for columns in _column_batches(layout, 0, total):
        contents = _batch(columns, limits).contents  # checked as group checks them
        records += _records(columns)
        for content in contents:
            digests += _sha256(content).digest()
        lengths += map(len, contents)
        report(progress, len(records), total)
    return records, bytes(digests), lengths


def _records(columns: list) -> list[Record]:
    try:
        return list(map(Record, *(column.to_pylist() for column in columns)))
    except UnicodeDecodeError:  # Arrow does not check a string column's UTF-8
        raise Doubt from None


def _column_batches(layout: Layout, start: int, stop: int) -> Iterator[list]:
    """The five columns of the rows ``start..stop``, a batch of rows at a time.

    Only the row groups holding them are read; in the first of them, the rows before
    ``start`` are decoded and passed over (a row group is read from its start).

    Memory is bounded by a batch, not by a row group (pyarrow writes up to 1,048,576 rows in
    one by default): each column is read through a buffer of :data:`_BUFFER` bytes, a page at
    a time. Without the buffer Arrow reads a column's whole chunk into memory, and a mapped
    file counts every page read in the process's resident memory: either held the file's
    size (568 MB more for a row group of 1,000,000 rows, measured; 120 MB more with the buffer).
    """
    import pyarrow as arrow
    import pyarrow.parquet as parquet

    groups, first, position = [], 0, 0  # the row groups holding start..stop; the first one's first row
    for group, count in enumerate(layout.rows):
        if position < stop and position + count > start:
            first = first if groups else position
            groups.append(group)
        position += count
    if not groups:
        return
    try:
        opened = parquet.ParquetFile(layout.path, buffer_size=_BUFFER, pre_buffer=False)  # no thread pools
        position = first
        size = _batch_rows(opened.metadata, groups)
        for rows in opened.iter_batches(batch_size=size, row_groups=groups, columns=list(FIELDS),
                                        use_threads=False):
            low, high = max(start, position) - position, min(stop, position + rows.num_rows) - position
            position += rows.num_rows
            if high > low:
                rows = rows if (low, high) == (0, rows.num_rows) else rows.slice(low, high - low)
                yield [rows.column(name) for name in FIELDS]
            if position >= stop:
                break
    except (OSError, arrow.ArrowException):
        raise Doubt from None
    finally:
        rows = opened = None
        # Arrow's allocator (mimalloc) keeps the pages it freed for its next allocation (56 MB
        # after a scan of 100,000 rows, measured); the groups are formed and written next. Once
        # per batch, it held 35 MB less through the scan but took 14% more CPU time; Arrow on
        # the C library's allocator held 25 MB more at group's peak (its buffers, freed between
        # the records' bytes, leave holes).
        arrow.default_memory_pool().release_unused()


def _batch_rows(metadata, groups: list[int]) -> int:
    """Rows of about :data:`_BATCH_BYTES` of the five columns in ``groups``, at most :data:`_BATCH_ROWS`:
    a corpus of long texts is read a few rows at a time."""
    rows = size = 0
    for group in groups:
        meta = metadata.row_group(group)
        rows += meta.num_rows
        columns = (meta.column(index) for index in range(meta.num_columns))
        size += sum(column.total_uncompressed_size for column in columns if column.path_in_schema in FIELDS)
    return max(1, min(_BATCH_ROWS, rows * _BATCH_BYTES // max(size, 1)))


def _batch(columns: list, limits: Limits) -> Batch:
    ids, refs, languages, titles, bodies = columns
    if any(column.null_count for column in columns):
        raise Doubt
    try:
        doc_ids, source_refs, languages_seen = ids.to_pylist(), refs.to_pylist(), set(languages.to_pylist())
    except UnicodeDecodeError:  # Arrow does not check a string column's UTF-8
        raise Doubt from None
    if not ids_ok(limits, doc_ids, source_refs):
        raise Doubt
    if not all(map(limits.is_language, languages_seen)):
        raise Doubt
    for column, most in ((titles, limits.max_title), (bodies, limits.max_body)):
        _check_lengths(column, most)
    return Batch(doc_ids, source_refs, _contents(languages, titles, bodies))


def _check_lengths(column, most: int) -> None:
    """At least one character, at most ``most``: bytes are at least characters, so characters
    are counted only when the bytes exceed the bound."""
    lengths = _call("min_max", [_call("binary_length", [column])])
    if lengths["min"].as_py() < 1:
        raise Doubt
    if lengths["max"].as_py() > most and _call("max", [_call("utf8_length", [column])]).as_py() > most:
        raise Doubt


def _contents(languages, titles, bodies) -> list[bytes]:
    """The canonical bytes of each row of the batch."""
    written = {language: b'"' + language.encode() + b'"' for language in set(languages.to_pylist())}
    join = b"".join
    return [join((_OPEN, language, _COMMA_QUOTE, title, _BETWEEN, body, _CLOSE))
            for language, title, body in zip(map(written.__getitem__, languages.to_pylist()),
                                             _escaped(titles), _escaped(bodies), strict=True)]


def _escaped(column) -> list[bytes]:
    """Each text of ``column`` as the inside of its JSON string (json.dumps, ensure_ascii=False):
    the batch's bytes tell which of the characters to escape occur at all, and only those
    are replaced, row by row. Any other control character, or bytes not UTF-8, is a doubt."""
    import pyarrow as arrow

    try:
        column.validate(full=True)  # UTF-8 (no lone surrogate can be written in it)
    except arrow.ArrowException:
        raise Doubt from None
    _validity, offsets, data = column.buffers()
    offsets = memoryview(offsets).cast("q" if arrow.types.is_large_string(column.type) else "i")
    low, high = offsets[column.offset], offsets[column.offset + len(column)]
    octets = arrow.Array.from_buffers(arrow.uint8(), high - low, [None, data.slice(low, high - low)])
    found = set(_call("unique", [_call("filter", [octets, _call("less", [octets, _octet(32)])])]).to_pylist())
    if not found <= _ESCAPES.keys():
        raise Doubt
    found |= {34, 92}  # a quote or a backslash: looked for row by row (a pass of Arrow's costs more)
    values = column.cast(arrow.large_binary() if arrow.types.is_large_string(column.type)
                         else arrow.binary()).to_pylist()
    for old, new in (_ESCAPES[octet] for octet in sorted(found, reverse=True)):  # the backslash first
        values = [value.replace(old, new) for value in values]
    return values


def _octet(value: int):
    import pyarrow as arrow

    return arrow.scalar(value, arrow.uint8())


def _call(name: str, arguments: list):
    global _call_function
    if _call_function is None:
        try:  # Arrow's compute functions without pyarrow.compute's wrappers (~20 ms to import)
            from pyarrow._compute import call_function
        except ImportError:
            from pyarrow.compute import call_function
        _call_function = call_function
    return _call_function(name, arguments)


_call_function = None
