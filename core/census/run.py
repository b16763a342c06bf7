"""The census of a corpus: one pass over its files, as ``docdedup group`` reads them.

A regular file with nothing wrong is read by the fast path of ``group``: cut into byte
ranges (one process each on the command line), each range into batches msgspec
decodes; every record is counted as it comes and dropped. Any doubt (a record that
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
from ..input.input_source import STDIN, STDIN_NAME
from ..input.limits import Limits
from ..input.shards import corpus_problems, load_shard, repeated_ids, sort_problems
from ..onepass.ranges import Layout, batches, check_lines, layout_of, split
from ..onepass.run import MIN_RANGE_BYTES, check_count
from ..onepass.scan import Doubt, decode_texts
from ..perf import collection_paused
from ..perf.lifeline import die_with_parent
from ..progress import Progress, report
from .places import PayloadPlaces, column_at
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
        if len(paths) == 1:
            try:
                return _fast(paths[0], limits, jobs, progress)
            except Doubt:
                pass
        return _thorough(paths, limits, progress)


# ------------------------------------------------------------------ the fast path


@dataclass
class _Part:
    """What one byte range gave: its tally (record numbers and lines counted from the
    range's start), its records, the lines it spans and its doc_ids' hashes."""

    tally: Tally
    records: int
    newlines: int
    id_hashes: bytes


def _fast(path: str, limits: Limits, jobs: int, progress: Progress | None) -> CensusResult:
    layout = layout_of(path, limits)
    ranges = split(layout, min(jobs, max(1, layout.size // MIN_RANGE_BYTES)))
    with open(path, "rb") as stream:
        lines_before_start = stream.read(layout.start).count(b"\n")
    parts = _in_processes(layout, ranges, limits, progress) if len(ranges) > 1 else None
    if parts is None:
        parts = [_range_census(layout, start, stop, index == len(ranges) - 1, limits, progress)
                 for index, (start, stop) in enumerate(ranges)]
    tally = Tally()
    records, line = 0, 1 + lines_before_start
    hashes = array("q")
    for part in parts:
        tally.absorb(_shifted(part.tally, records, line - 1))
        records += part.records
        line += part.newlines
        hashes.frombytes(part.id_hashes)
    check_count(records, limits)
    if len(set(hashes)) != len(hashes):
        raise Doubt  # a repeated doc_id (or two hashes alike): the thorough path says which
    return CensusResult(tally, [], records)


def _shifted(tally: Tally, records: int, lines: int) -> Tally:
    """``tally`` of a later range, its record numbers and lines counted from the file's start."""
    if records or lines:
        for entry in tally.entries.values():
            place = entry[3]
            entry[3] = replace(place, record=None if place.record is None else place.record + records,
                               line=None if place.line is None else place.line + lines)
    return tally


def _range_census(layout: Layout, start: int, stop: int, last: bool, limits: Limits,
                  progress: Progress | None) -> _Part:
    tally = Tally()
    offset, line, count = start, 1, 0
    hashes = array("q")
    for payload in batches(layout, start, stop, last=last):
        records = decode_texts(payload, limits, lines=layout.lines)
        if layout.lines:
            check_lines(payload, len(records))
        hashes.extend(hash(record.doc_id) for record in records)
        places = PayloadPlaces(layout.path, payload, lines=layout.lines, file_offset=offset, first_line=line)
        tally.add_many(records, count + 1, _locator(layout.path, places, count))
        count += len(records)
        line += payload.count(b"\n")
        offset += len(payload) if layout.lines else len(payload) - 1  # '[' + content + ']', then ','
        report(progress, offset, layout.size)
    return _Part(tally, count, line - 1, hashes.tobytes())


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
    shown = STDIN_NAME if path == STDIN else path

    def locate(index: int, doc_id: str, field_name: str, offset: int) -> Place:
        record = located[index]
        column = column_at(path, record.offset) if record.offset is not None and path != STDIN else None
        return Place(shown, record.number or None, doc_id, field_name, offset, record.line, column)

    return locate
