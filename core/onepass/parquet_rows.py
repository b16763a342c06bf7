"""Parquet in the one pass: the rows of a file, a batch of its five columns at a time.

Each process of :mod:`.exchange` takes a range of rows and reads the five columns of the
row groups holding them, a batch at a time. A row group is decoded from its start, so a
file of fewer row groups than processes is read by one process, which hands batches to the
others (:mod:`.parquet_share`). Each batch's canonical bytes are made by
:mod:`.parquet_bytes`. A row the thorough reader would judge is a :class:`Doubt`: the
thorough path then reads the file and locates it by row group, row and column.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from hashlib import sha256 as _sha256
from itertools import accumulate, pairwise

from ..input.field_mapping import FieldMapping, MappedFile
from ..input.input_source import open_regular
from ..input.limits import Limits
from ..input.parquet import is_parquet, parquet_readable
from ..input.parquet_footer import read_footer
from ..input.read_as import ReadAs
from ..progress import Progress, report
from ..records import FIELDS, Record
from .ahead import read_ahead
from .id_checks import ids_ok
from .parquet_bytes import batch_of, checked, load_compute
from .parquet_share import RowShare
from .parquet_split import split_columns, split_rows
from .ranges import Layout
from .scan import Batch, Doubt

__all__ = [
    "field_sources", "loaded_rows", "parquet_layout", "row_ranges", "scan_rows", "shares_rows", "text_rows",
]

# Rows a batch holds: about _BATCH_BYTES of the five columns (as the row groups' metadata says
# they weigh uncompressed), at most _BATCH_ROWS. Memory is bounded by a batch: on 1,000,000
# rows of the benchmark corpus (~1.6 kB each), 8192 rows held 180 MB more than the records,
# 2048 rows 121 MB, 1024 rows 93 MB, and took no more CPU time (4.4-5.0 s).
_BATCH_BYTES = 2 << 20
_BATCH_ROWS = 2048
_BUFFER = 1 << 20  # bytes of a column read at a time: never a whole column chunk (see scan_rows)


def parquet_layout(path: str, *, mapped: bool = False) -> Layout | None:
    """The Parquet file at ``path`` as its row groups' rows, or None when it is not Parquet
    (or is read through other field names, unless ``mapped``: :func:`field_sources`).

    Only the footer is read, without pyarrow (:mod:`core.input.parquet_footer`): the
    processes that read the rows import it, at the same time. :class:`Doubt` when it cannot
    be read here (no pyarrow, a column missing, a footer that does not read): the thorough
    path says why. A column not of strings is a doubt where the rows are read."""
    if isinstance(path, ReadAs) and not (mapped and isinstance(path, MappedFile)):
        return None  # a folder; a mapped file unless asked
    try:
        with open_regular(path) as raw:
            if not is_parquet(raw.peek(4)[:4]):
                return None
            size = os.fstat(raw.fileno()).st_size
            footer = read_footer(raw)
    except (OSError, ValueError):
        raise Doubt from None
    if footer is None or not parquet_readable():
        raise Doubt
    if any(footer.columns.count(name) != 1 for name in _columns_read(path)):
        raise Doubt  # a column missing, or two of one name
    return Layout(path, False, 0, size, rows=footer.rows)


def field_sources(path: str) -> tuple[tuple[bool, str], ...]:
    """Where each of the five fields is read from, in their order: (True, a column's name), or
    (False, the one value ``--set`` gives every row)."""
    mapping = path.mapping if isinstance(path, MappedFile) else FieldMapping()
    given = dict(mapping.values)
    return tuple((False, given[field]) if field in given else (True, mapping.source(field))
                 for field in FIELDS)


def _columns_read(path: str) -> list[str]:
    return list(dict.fromkeys(name for is_column, name in field_sources(path) if is_column))


def row_ranges(layout: Layout, parts: int) -> tuple[Layout, list[tuple[int, int]]]:
    """At most ``parts`` ranges of rows, about as many rows each, cut between row groups, and
    the layout to read them with.

    A file of one row group (pyarrow writes up to 1,048,576 rows in one) is cut between the
    pages of its largest column (:mod:`.parquet_split`). A file of fewer row groups than
    ``parts`` that cannot be cut so is read whole by the first process, which hands batches
    to the others: their ranges are empty (:func:`shares_rows`, :mod:`.parquet_share`)."""
    count = sum(layout.rows)
    if len(layout.rows) < parts:
        parts = max(1, min(parts, count // _BATCH_ROWS))
        split = split_rows(layout, parts, _columns_read(layout.path))
        if split is not None:
            return split
        return layout, [(0, count)] + [(count, count)] * (parts - 1)
    starts = list(accumulate(layout.rows, initial=0))[:-1]
    parts = max(1, min(parts, len(layout.rows), count // _BATCH_ROWS))
    cuts = [0]
    for part in range(1, parts):
        near = min(starts, key=lambda start, part=part: abs(start - count * part // parts))
        if near > cuts[-1]:
            cuts.append(near)
    return layout, list(pairwise([*cuts, count]))


def shares_rows(layout: Layout, ranges: list[tuple[int, int]]) -> bool:
    """Whether the processes of ``ranges`` group rows the first one reads (:func:`row_ranges`)."""
    return layout.rows is not None and len(ranges) > 1 and ranges[1][0] == ranges[1][1]


def scan_rows(layout: Layout, start: int, stop: int, limits: Limits,
              share: RowShare | None = None, me: int = 0) -> Iterator[Batch]:
    """The rows ``start..stop`` of a :func:`parquet_layout`, a batch at a time; with ``share``,
    those process ``me`` groups of the rows process 0 reads.

    Arrow decodes the next batch and checks its texts in a thread (without the GIL) while
    this one's canonical bytes are made and hashed: a process so uses a second core too."""
    if share is None or me == 0:
        batches = _column_batches(layout, start, stop)
        kept = batches if share is None else share.hand_out(batches, list(FIELDS))
        source = ((columns, None) for columns in kept)
    else:
        source = share.received(me - 1)

    def prepared():
        load_compute()  # the first time: while the reader decodes its first batch
        item = next(source, None)
        return None if item is None else (*item, checked(item[0], limits))

    for columns, free, found in read_ahead(prepared):
        batch = batch_of(columns, limits, found)
        if free is not None:
            free()  # the batch's columns lie in shared memory: process 0 may write there again
        yield batch


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
        batch = batch_of(columns, limits)  # checked as group checks them: its texts are UTF-8
        contents = batch.contents
        texts = (column.to_pylist() for column in columns[2:])  # the ids are the batch's, made once
        records += map(Record, batch.doc_ids, batch.source_refs, *texts)
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
    sources, read = field_sources(layout.path), _columns_read(layout.path)
    try:
        opened = parquet.ParquetFile(layout.path, buffer_size=_BUFFER, pre_buffer=False)  # no thread pools
        _check_columns(opened, read, layout.rows)
        size = _batch_rows(opened.metadata, groups, read)
        if layout.pages is not None and start in layout.pages.starts:  # from a page of the largest column on
            found = split_columns(opened, layout, start, stop, read, size, _BUFFER)
        else:
            found = _rows_of(opened.iter_batches(batch_size=size, row_groups=groups, columns=read,
                                                 use_threads=False), first, start, stop)
        for columns in found:
            rows = len(columns[read[0]])
            yield [columns[name] if is_column else arrow.repeat(arrow.scalar(name, arrow.string()), rows)
                   for is_column, name in sources]
    except (OSError, ValueError, arrow.ArrowException, KeyError, UnicodeDecodeError):
        raise Doubt from None  # KeyError: two columns of one name; UnicodeDecodeError: a name not UTF-8
    finally:
        rows = opened = None
        # Arrow's allocator (mimalloc) keeps the pages it freed for its next allocation (56 MB
        # after a scan of 100,000 rows, measured); the groups are formed and written next. Once
        # per batch, it held 35 MB less through the scan but took 14% more CPU time; Arrow on
        # the C library's allocator held 25 MB more at group's peak (its buffers, freed between
        # the records' bytes, leave holes).
        arrow.default_memory_pool().release_unused()


def _rows_of(batches, position: int, start: int, stop: int) -> Iterator[dict]:
    """The columns of the rows ``start..stop`` of ``batches`` (the first of them at row
    ``position``), a batch at a time, by name."""
    for rows in batches:
        low, high = max(start, position) - position, min(stop, position + rows.num_rows) - position
        position += rows.num_rows
        if high > low:
            rows = rows if (low, high) == (0, rows.num_rows) else rows.slice(low, high - low)
            yield dict(zip(rows.schema.names, rows.columns, strict=True))
        if position >= stop:
            return


def _check_columns(opened, read: list[str], rows: tuple[int, ...]) -> None:
    """:class:`Doubt` unless the columns ``read`` are Arrow strings and the row groups hold the
    rows the footer said (the file was not written again since)."""
    import pyarrow as arrow

    schema, metadata = opened.schema_arrow, opened.metadata
    for name in read:
        kind = schema.field(name).type
        if not (arrow.types.is_string(kind) or arrow.types.is_large_string(kind)):
            raise Doubt
    if tuple(metadata.row_group(group).num_rows for group in range(metadata.num_row_groups)) != rows:
        raise Doubt


def _batch_rows(metadata, groups: list[int], read: list[str]) -> int:
    """Rows of about :data:`_BATCH_BYTES` of the columns ``read`` in ``groups``, at most
    :data:`_BATCH_ROWS`: a corpus of long texts is read a few rows at a time."""
    rows = size = 0
    for group in groups:
        meta = metadata.row_group(group)
        rows += meta.num_rows
        columns = (meta.column(index) for index in range(meta.num_columns))
        size += sum(column.total_uncompressed_size for column in columns if column.path_in_schema in read)
    return max(1, min(_BATCH_ROWS, rows * _BATCH_BYTES // max(size, 1)))
