"""The census of a corpus: one pass over its files, as ``docdedup group`` reads them.

A regular file with nothing wrong (or each of several shards, one after another) is read
by the fast path of ``group``: cut into byte ranges (one process each on the command
line; a compressed file is one range, read as a stream), each range into batches
msgspec decodes (a file read through other field names, by the loader's own mapped reading:
:mod:`core.onepass.mapped`); every record is counted as it comes and dropped. Any doubt (a record that
is wrong, a repeated ``doc_id``, a pipe) and the corpus is read the thorough way,
shard by shard, which locates every problem; the valid records are counted anyway
so ``--skip-invalid`` can still report them.
"""

from __future__ import annotations

import os
import pickle
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from ..errors import Problem
from ..input.file_encoding import UTF8_BOM
from ..input.input_source import STDIN, STDIN_NAME, open_text
from ..input.limits import Limits
from ..input.positions import TextPosition
from ..input.shards import corpus_problems, load_shard, repeated_ids, sort_problems
from ..input.text_folder import TextFolder
from ..onepass.mapped import mapped_texts, reading_of
from ..onepass.parquet_rows import parquet_layout, text_rows
from ..onepass.ranges import Layout, batches, check_lines, layout_of, split
from ..onepass.run import MIN_RANGE_BYTES, check_count
from ..onepass.scan import Doubt, decode_texts
from ..perf import collection_paused
from ..perf.lifeline import die_with_parent
from ..progress import Progress, report
from .places import PayloadPlaces
from .tally import Place, Tally

__all__ = ["CensusResult", "census_files"]



@dataclass
class CensusResult:
    """A census and the problems met on the way (the census counts only valid records)."""

    tally: Tally
    problems: list[Problem] = field(default_factory=list)
    total_records: int = 0  # records seen, valid or not


def census_files(paths: Sequence[str], *, limits: Limits, jobs: int = 1,
                 progress: Progress | None = None) -> CensusResult:
    """The census of the records of ``paths`` (files; ``-`` is standard input)."""
    with collection_paused():
        try:
            return _fast_files(paths, limits, jobs, progress)
        except (Doubt, OSError):  # OSError: e.g. a compressed stream broken; said there
            pass
        return _thorough(paths, limits, progress)


# ------------------------------------------------------------------ the fast path


@dataclass
class _Part:
    """What one byte range gave: its tally (record numbers, lines and the columns of its
    first line counted from the range's start), its records, where its last byte ends
    (line and column, counted the same way) and its doc_ids' hashes."""

    tally: Tally
    records: int
    end: tuple[int, int]
    id_hashes: bytes


def _fast_files(paths: Sequence[str], limits: Limits, jobs: int, progress: Progress | None) -> CensusResult:
    """Each file (shard) by the fast path, in corpus order; a doc_id in two of them is a doubt."""
    tally, total, hashes = Tally(), 0, array("q")
    for index, path in enumerate(paths):
        shard = None if progress is None else _nth_of(progress, index, len(paths))
        counted, records, id_hashes = _fast(path, limits, jobs, shard)
        tally.absorb(counted)
        total += records
        hashes.frombytes(id_hashes)
    check_count(total, limits)
    if len(set(hashes)) != len(hashes):
        raise Doubt  # a repeated doc_id (or two hashes alike): the thorough path says which
    return CensusResult(tally, [], total)


def _nth_of(progress: Progress, index: int, count: int) -> Progress:
    """``progress`` told by the ``index``-th of ``count`` files read one after another."""
    return lambda done, total: progress(index * total + done, count * total)


def _fast(path: str, limits: Limits, jobs: int, progress: Progress | None) -> tuple[Tally, int, bytes]:
    """(tally, records, doc_id hashes) of one file read by the fast path, or :class:`Doubt`."""
    if (rows := parquet_layout(path, mapped=True)) is not None:  # Parquet, its columns maybe mapped
        return _parquet(rows, limits, progress)
    layout = layout_of(path, limits, compressed=True, mapped=True)  # a compressed file: one range, streamed
    ranges = split(layout, min(jobs, max(1, layout.size // MIN_RANGE_BYTES)))
    with open_text(path) as stream:  # the gate every file read again goes through
        head = stream.read(layout.start)
    # A BOM is not a character an editor shows: columns count from after it.
    at = TextPosition().advance(head, len(UTF8_BOM) if head.startswith(UTF8_BOM) else 0)
    parts = _in_processes(layout, ranges, limits, progress) if len(ranges) > 1 else None
    if parts is None:
        parts = [_range_census(layout, start, stop, index == len(ranges) - 1, limits, progress)
                 for index, (start, stop) in enumerate(ranges)]
    tally = Tally()
    records = 0
    hashes = array("q")
    for part in parts:
        tally.absorb(_shifted(part.tally, records, at))
        records += part.records
        _follow(at, part.end)
        at.column += not layout.lines  # the ',' between two ranges of an array is in neither
        hashes.frombytes(part.id_hashes)
    return tally, records, hashes.tobytes()


def _parquet(layout: Layout, limits: Limits, progress: Progress | None) -> tuple[Tally, int, bytes]:
    """A Parquet file's census, its rows read a batch at a time and let go once counted (read
    whole, as the thorough path reads it, its records held 4x the memory of a JSON Lines census).
    A row has no line: its place is its record number, as the thorough path gives it."""
    tally, count, hashes, total = Tally(), 0, array("q"), sum(layout.rows)

    def locate(number: int, doc_id: str, field_name: str, offset: int) -> Place:
        return Place(layout.path, number, doc_id, field_name, offset, None, None)

    for records in text_rows(layout, limits):
        hashes.extend(hash(record.doc_id) for record in records)
        tally.add_many(records, count + 1, locate)
        count += len(records)
        report(progress, count, total)
    return tally, count, hashes.tobytes()


def _shifted(tally: Tally, records: int, start: TextPosition) -> Tally:
    """``tally`` of a range that starts after ``records`` records, at ``start`` in the file:
    its record numbers, lines and the columns on its first line counted from the file's start."""
    if records or start.line > 1 or start.column > 1:
        for entry in tally.entries.values():
            place = entry[3]
            column = place.column
            if place.line == 1 and column is not None:
                column += start.column - 1
            entry[3] = replace(place, record=None if place.record is None else place.record + records,
                               line=None if place.line is None else place.line + start.line - 1,
                               column=column)
    return tally


def _follow(position: TextPosition, end: tuple[int, int]) -> None:
    """Move ``position`` (where a range starts) to where it ends, ``end`` counted from its start."""
    line, column = end
    if line == 1:
        position.column += column - 1
    else:
        position.line += line - 1
        position.column = column


def _range_census(layout: Layout, start: int, stop: int, last: bool, limits: Limits,
                  progress: Progress | None) -> _Part:
    tally = Tally()
    offset, count = start, 0
    position = TextPosition()  # of the next byte of the range, counted from the range's start
    hashes = array("q")
    comma = False  # between two payloads of an array, a ',' of the file is in neither
    reading = reading_of(layout.path)  # None: the five fields, read as they are
    for payload in batches(layout, start, stop, last=last):
        position.column += comma
        if reading is None:
            records = decode_texts(payload, limits, lines=layout.lines)
        else:
            records = mapped_texts(payload, limits, lines=layout.lines, reading=reading)
        if layout.lines:
            check_lines(payload, len(records))
        hashes.extend(hash(record.doc_id) for record in records)
        places = PayloadPlaces(payload, lines=layout.lines, start=position.copy(), nested=reading is not None)
        tally.add_many(records, count + 1, _locator(layout.path, places, count))
        count += len(records)
        # Where the next payload starts, moving on from the last place asked of this one.
        if layout.lines:
            position = places.position_at(len(payload)).copy()
            offset += len(payload)
        else:  # '[' + content + ']' (the file's last one: '[' + content, and nothing follows)
            position = places.position_at(len(payload) - 1).copy()
            comma = True
            offset += len(payload) - 1
        report(progress, min(offset, layout.size), layout.size)  # compressed: its text is longer
    return _Part(tally, count, (position.line, position.column), hashes.tobytes())


def _locator(path: str, places: PayloadPlaces, before: int):
    def locate(number: int, doc_id: str, field_name: str, offset: int) -> Place:
        line, column = places.line_and_column(number - before - 1)
        return Place(path, number, doc_id, field_name, offset, line, column)

    return locate


def _in_processes(layout: Layout, ranges, limits: Limits, progress: Progress | None) -> list[_Part] | None:
    """Each range but the first in a forked child, the first here; None if a child failed.
    The ranges are alike in size and read at once: the first one's progress stands for all.

    A fork shares the Unicode tables and the interpreter already started; each child
    sends back only its small tally. Hashes of doc_ids agree across a fork.
    """
    import multiprocessing

    if "fork" not in multiprocessing.get_all_start_methods():
        return None
    context = multiprocessing.get_context("fork")
    children = []
    for index, (start, stop) in enumerate(ranges[1:], start=1):
        reader, writer = context.Pipe(duplex=False)
        child = context.Process(target=_child, args=(os.getpid(), layout, start, stop,
                                                     index == len(ranges) - 1, limits, writer), daemon=True)
        child.start()
        writer.close()
        children.append((child, reader))
    try:
        first = _first_of(progress, len(ranges))
        parts = [_range_census(layout, *ranges[0], len(ranges) == 1, limits, first)]
        for _process, reader in children:
            try:
                answer = pickle.loads(reader.recv_bytes())
            except EOFError:
                return None
            if answer is None:
                raise Doubt
            parts.append(answer)
        return parts
    finally:
        for child, _ in children:
            child.join(timeout=5)
            if child.is_alive():
                child.kill()


def _first_of(progress: Progress | None, count: int) -> Progress | None:
    """``progress`` told by the first of ``count`` ranges read at once."""
    if progress is None:
        return None
    return lambda done, total: progress(min(done * count, total), total)


def _child(parent, layout, start, stop, last, limits, writer) -> None:
    die_with_parent(parent)  # a range nobody waits for is never counted on alone
    try:
        part = _range_census(layout, start, stop, last, limits, None)
    except Doubt:
        part = None
    except BaseException:
        os._exit(1)
    writer.send_bytes(pickle.dumps(part, protocol=pickle.HIGHEST_PROTOCOL))
    writer.close()


# ------------------------------------------------------------- the thorough path


def _thorough(paths: Sequence[str], limits: Limits, progress: Progress | None) -> CensusResult:
    tally = Tally()
    problems: list[Problem] = []
    places = []
    total = 0
    for index, path in enumerate(paths):
        part = load_shard(path, index, limits)
        problems += part.problems
        total += part.total
        places += [(r.record.doc_id, index, r.number, r.line, r.offset) for r in part.records]
        # Numbered by position here: a record of a pipe has no number of its own (0).
        tally.add_numbered(enumerate(r.record for r in part.records), _shard_locator(path, part.records))
        report(progress, index + 1, len(paths))
    if len(paths) > 1:
        problems += repeated_ids(places, list(paths))
        problems += corpus_problems(total, limits)
    return CensusResult(tally, sort_problems(problems, list(paths)), total)


def _shard_locator(path: str, located: list):
    if isinstance(path, TextFolder):
        return _text_file_locator(path, located)
    shown = STDIN_NAME if path == STDIN else path

    def locate(index: int, doc_id: str, field_name: str, offset: int) -> Place:
        record = located[index]
        return Place(shown, record.number or None, doc_id, field_name, offset, record.line, record.column)

    return locate


def _text_file_locator(folder: TextFolder, located: list):
    """A record of a folder of text files is its file: a character of its body is at the
    line and column of the file's text (a title's, in the file's name)."""
    def locate(index: int, doc_id: str, field_name: str, offset: int) -> Place:
        record = located[index]
        line = column = None
        if field_name == "body":
            body = record.record.body
            line = body.count("\n", 0, offset) + 1
            column = offset - body.rfind("\n", 0, offset)
        return Place(os.path.join(folder, doc_id), record.number or None, doc_id, field_name, offset,
                     line, column)

    return locate
