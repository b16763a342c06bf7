"""A corpus in several files (shards): finding them, loading one, and where each record is.

Each shard is read by :func:`core.input.loader.load_records`, so its problems are exactly
the ones the loader reports for a single file (same sentences, FILE:LINE:COL). What
this module adds is what only a sharded corpus needs: every valid record carries
the shard, line and byte offset it came from (so a reviewer can read it again on
demand), and a ``doc_id`` used in two shards becomes the same ``duplicate_doc_id``
problem the loader reports inside one file. Both engines (local and Dask) call
these functions, shard by shard, so they cannot disagree about the input.
"""

from __future__ import annotations

import glob
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

import msgspec

from ..errors import Problem
from ..records import Record
from ._json_locate import add_lines_and_columns
from .compressed import note_for
from .file_encoding import UTF8_BOM
from .input_source import most_bytes, most_record_bytes, open_text, read_at_most
from .limits import LIMITS_BY_NAME, Limits
from .loader import load_records
from .parquet import parquet_readable
from .positions import TextPosition
from .read_as import ReadAs
from .record_bounds import ARRAY_BOUNDARY, object_starts
from .record_schema import DOC_ID_VALUE
from .text_folder import TextFolder

__all__ = [
    "SHARD_SUFFIXES",
    "LocatedRecord",
    "ShardInputError",
    "ShardPart",
    "corpus_problems",
    "expand_inputs",
    "lines_at",
    "load_shard",
    "open_filter",
    "repeated_ids",
]

SHARD_SUFFIXES = (".jsonl", ".ndjson", ".json")
# A shard compressed is found in a directory by its name too (then read by its first bytes).
_COMPRESSED_SUFFIXES = ("", ".gz", ".bz2", ".xz", ".zst")
_SHARD_NAMES = tuple(shard + packed for shard in SHARD_SUFFIXES for packed in _COMPRESSED_SUFFIXES)
_GLOB_CHARS = re.compile(r"[*?\[]")
_FIRST_OBJECT = re.compile(rb"[ \t\n\r]*\[[ \t\n\r]*\{")
_MOST_LINE = max(map(most_record_bytes, LIMITS_BY_NAME.values()))


class ShardInputError(ValueError):
    """The shards named on the command line cannot be used; the message says why."""


def expand_inputs(items: Sequence[str]) -> list[str]:
    """The shard files named by ``items``: files, directories (their record files) or globs.

    A directory gives its ``.jsonl``/``.ndjson``/``.json`` files in name order; a glob
    (quoted, so the shell left it alone) its matches in name order. The order is the
    corpus order: when two shards use one ``doc_id``, the earlier shard keeps it.
    """
    shards: list[str] = []
    for item in items:
        shards.extend(_expand_one(item))
    seen: set[str] = set()
    for shard in shards:
        real = os.path.realpath(shard)
        if real in seen:
            raise ShardInputError(f"{shard} is given twice; every shard may be named once")
        seen.add(real)
    return shards


def _expand_one(item: str) -> list[str]:
    if isinstance(item, TextFolder):
        return [item]  # one corpus, read by the loader file by file
    found = _expanded(item)
    if isinstance(item, ReadAs) and found != [item]:  # a mapped folder or glob: each shard mapped
        return [item.moved_to(path) for path in found]
    return found


def _expanded(item: str) -> list[str]:
    if os.path.isdir(item):
        found = sorted(str(p) for p in Path(item).iterdir()
                       if p.is_file() and p.name.lower().endswith((*_SHARD_NAMES, ".parquet"))
                       and not p.name.startswith("."))
        if not found:
            raise ShardInputError(f"{item} holds no record files ({', '.join(SHARD_SUFFIXES)}, "
                                  "also compressed: .gz, .bz2, .xz, .zst; .parquet)")
        return found
    if os.path.exists(item) or not _GLOB_CHARS.search(item):
        return [item]  # a missing file is reported by the loader, located, like any other
    found = sorted(p for p in glob.glob(item) if os.path.isfile(p))
    if not found:
        raise ShardInputError(f"no file matches {item}")
    return found


def open_filter(records: str, every_file: str, *, parquet: bool | None = None) -> str:
    """An Open dialog's filter (``records`` and ``every_file`` its labels, translated): the
    record files plain and compressed, and Parquet when it can be read here (``parquet``
    None: when pyarrow is installed)."""
    globs = [f"*{name}" for name in _SHARD_NAMES]
    if parquet_readable() if parquet is None else parquet:
        globs.append("*.parquet")
    return f"{records} ({' '.join(globs)});;{every_file} (*)"


class LocatedRecord(msgspec.Struct, frozen=True, gc=False):
    """A valid record and where it is: its number in its shard, line, byte offset and the
    column of its ``{`` (characters, 1-based).

    ``gc=False``: a shard holds millions of them and none can be part of a cycle.
    """

    record: Record
    number: int  # 1-based, counting every record of the shard, valid or not
    line: int | None  # None only when the shard's layout hides record boundaries
    offset: int | None
    column: int | None = None


@dataclass
class ShardPart:
    """What one shard holds: its valid records (located) and its problems."""

    path: str
    index: int  # position in the corpus order
    records: list[LocatedRecord]
    problems: list[Problem] = field(default_factory=list)
    total: int = 0  # records seen, valid or not
    nbytes: int = 0  # the shard's size in bytes: about what its records take in memory


def load_shard(path: str, index: int, limits: Limits) -> ShardPart:
    """Load one shard with the core loader and locate each valid record in it."""
    loaded = load_records(path, limits=limits)
    rejected = {p.record for p in loaded.problems if p.record is not None and p.code != "records"}
    numbers = [n for n in range(1, loaded.total_records + 1) if n not in rejected]
    if loaded.format in ("parquet", "text-files") and len(numbers) == len(loaded.records):  # no lines
        pairs = zip(loaded.records, numbers, strict=True)
        located = [LocatedRecord(r, n, None, None, None) for r, n in pairs]
        return ShardPart(path, index, located, list(loaded.problems), loaded.total_records, loaded.size)
    starts = _record_starts(path, loaded.format, loaded.total_records, limits)
    if starts is None or len(numbers) != len(loaded.records):
        # Record boundaries could not be told apart (a brace pattern inside a string
        # of an array file): the records are still grouped, only not locatable.
        located = [LocatedRecord(r, 0, None, None, None) for r in loaded.records]
    else:
        located = [LocatedRecord(r, n, *starts[n - 1]) for r, n in zip(loaded.records, numbers, strict=True)]
    return ShardPart(path, index, located, list(loaded.problems), loaded.total_records, loaded.size)


def _record_starts(path: str, format: str, total: int, limits: Limits) -> list[tuple[int, int, int]] | None:
    """(line, byte offset, column) of each record of the shard, or None when unsure.

    The shard is opened again through the gate the loader's was: a pipe cannot be read
    twice, and a device or a FIFO put in place since must not be read or waited on.
    """
    if total == 0:
        return []
    most, why = most_bytes(limits)
    try:
        with open_text(path, most=most, why=why) as stream:
            starts = _line_starts(stream) if format == "jsonl" else _array_starts(stream, most, path, total)
    except OSError:
        return None
    return starts if len(starts) == total else None


def _line_starts(stream) -> list[tuple[int, int, int]]:
    """JSON Lines: every non-blank line is one record (the loader counts them the same way);
    its column is that of its ``{``, after any indent (a BOM is not counted)."""
    starts = []
    offset = 0
    for number, line in enumerate(stream, start=1):
        at = offset
        if number == 1 and line.startswith(UTF8_BOM):
            at += len(UTF8_BOM)
        if line.strip(b" \t\r\n\xef\xbb\xbf" if number == 1 else b" \t\r\n"):
            text = line[at - offset:]
            starts.append((number, at, 1 + len(text) - len(text.lstrip(b" \t\r"))))
        offset += len(line)
    return starts


def _array_starts(stream, most: int | None, path: str, total: int) -> list[tuple[int, int, int]]:
    data = stream.read() if most is None else read_at_most(stream, most, name=path)
    origin = len(UTF8_BOM) if data.startswith(UTF8_BOM) else 0
    first = _FIRST_OBJECT.match(data, origin)
    if first is None:
        return []
    offsets = [first.end() - 1] + [m.end() - 1 for m in ARRAY_BOUNDARY.finditer(data, first.end())]
    if len(offsets) != total:  # a '},{' inside a record (a string, or objects it holds): walked
        offsets = object_starts(data, first.end() - 1)
    starts, position, previous = [], TextPosition(), origin
    for offset in offsets:  # ascending: each byte is counted once, whatever the layout
        position.advance(data, previous, offset)
        previous = offset
        starts.append((position.line, offset, position.column))
    return starts


def lines_at(path: str, offsets: Iterable[int]) -> tuple[dict[int, bytes], str | None]:
    """The bytes of the line (or array element's text) starting at each of ``offsets``, without
    its newline, read in one opening of the file in ascending order (a compressed file's text is
    decompressed once, never again from its start for each), and the file's compression (None:
    the text is the file's bytes).

    At most one record's worth a line: a longer line is cut there (it is only shown, never parsed).
    """
    lines = {}
    with open_text(path) as stream:
        kind = getattr(stream.raw, "kind", None) if hasattr(stream, "raw") else None
        for offset in sorted(set(offsets)):
            stream.seek(offset)
            lines[offset] = stream.readline(_MOST_LINE).rstrip(b"\r\n")
    return lines, kind


# ------------------------------------------------------------- across shards

IdPlace = tuple[str, int, int, int | None, int | None]  # doc_id, shard index, number, line, offset


def id_places(part: ShardPart) -> list[IdPlace]:
    """Every valid doc_id of a shard with where it is (what the repeat check needs)."""
    return [(r.record.doc_id, part.index, r.number, r.line, r.offset) for r in part.records]


def repeated_ids(
    places: Iterable[IdPlace], paths: Sequence[str], *, readable: Sequence[str] | None = None
) -> list[Problem]:
    """A ``duplicate_doc_id`` problem for each doc_id already used by an earlier shard.

    Within a shard the loader has already kept the first record of a doc_id; across
    shards the earlier shard (then the earlier record) keeps it, and each later one
    is reported at its own doc_id value, as the loader reports a repeat in one file.
    ``readable`` are the same shards as paths this process can open (default ``paths``).
    """
    by_id: dict[str, list[IdPlace]] = {}
    for place in places:
        by_id.setdefault(place[0], []).append(place)
    repeats = []  # (sentence, place) of each later use
    for doc_id, found in by_id.items():
        if len(found) < 2:
            continue
        found.sort(key=lambda p: (p[1], p[2]))
        _, shard, number, line, _ = found[0]
        sentence = f"doc_id {doc_id!r} is already used by record {number}"
        if line is not None:
            sentence += f" at line {line}"
        sentence += f" of {paths[shard]}"
        repeats += [(sentence, place) for place in found[1:]]
    texts = _texts_of(repeats, readable or paths)
    return [_repeat_problem(sentence, place, paths, texts) for sentence, place in repeats]


def _texts_of(repeats, readable: Sequence[str]) -> dict[int, tuple[dict[int, bytes], str | None]]:
    """Per shard, the lines of its repeats (each shard opened once) and its compression."""
    offsets: dict[int, list[int]] = {}
    for _, (_, shard, _, _, offset) in repeats:
        if offset is not None:
            offsets.setdefault(shard, []).append(offset)
    return {shard: lines_at(readable[shard], wanted) for shard, wanted in offsets.items()}


def _repeat_problem(sentence: str, place: IdPlace, paths: Sequence[str], texts) -> Problem:
    doc_id, shard, number, line, offset = place
    problem = Problem("duplicate_doc_id", sentence, record=number, doc_id=doc_id, field="doc_id",
                      path=paths[shard])
    if offset is None:
        return problem
    lines, compression = texts[shard]
    text = lines[offset]
    found = DOC_ID_VALUE.search(text)
    at = found.end() if found else 0
    column = add_lines_and_columns([Problem("", "", offset=at)], text, 0)[0].column
    if compression is not None:  # the loader's own sentences say so too
        problem = replace(problem, message=f"{problem.message} {note_for(compression)}")
    return problem.located(line=line, column=column, offset=offset + at)


def corpus_problems(total: int, limits: Limits) -> list[Problem]:
    """The record count rule of ``limits`` applied to the whole corpus, not one shard."""
    most = limits.max_records
    if most is None or total <= most:
        return []
    sentence = f"the shards hold {total:,} records; the {limits.name} profile accepts {limits.records_rule}"
    return [Problem("records", sentence)]


def sort_problems(problems: list[Problem], paths: Sequence[str]) -> list[Problem]:
    """Shard by shard in corpus order, then by position in the shard."""
    order = {path: i for i, path in enumerate(paths)}
    position = lambda p: p.offset if p.offset is not None else -1  # noqa: E731
    return sorted(problems, key=lambda p: (order.get(p.path, len(order)), position(p)))
