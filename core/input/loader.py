"""Reading a file of records: a JSON array or JSON Lines, strictly and fast.

The fast path decodes a few MB at a time with msgspec into a strict Struct
(unknown fields forbidden, lengths checked in C) and checks ids with one regex
over the whole batch. Anything msgspec cannot vouch for (a batch that fails, a
duplicate key it would silently collapse) goes to the thorough pass in
:mod:`core.input._json_locate`, which finds and locates every problem. Nothing here
raises for bad content; only :class:`core.progress.Cancelled` escapes.
"""

from __future__ import annotations

import bisect
import json
import os
import re
from dataclasses import dataclass, field, replace
from typing import Any

import msgspec

from ..contract import canonical_bytes
from ..errors import ContractError, Problem
from ..progress import Progress, report
from ..records import CONTENT_FIELDS, FIELDS, Record
from ._json_locate import (
    Window,
    add_lines_and_columns,
    invalid_utf8,
    is_incomplete,
    line_places,
    lone_surrogate_position,
    parse_element,
    skip_whitespace,
    syntax_problem,
    unknown_key_position,
    value_position,
)
from .compressed import StreamBroken, note_for
from .field_mapping import FieldMapping, MappedFile
from .input_source import Source, open_source
from .limits import CORPUS_LIMITS, Limits
from .parquet import MAGIC as PARQUET_MAGIC
from .parquet import is_parquet, load_parquet
from .record_schema import DOC_ID_VALUE, KEY, KEYS_PER_RECORD, record_decoders
from .text_folder import TextFolder, load_text_folder
from .validation import record_problems

__all__ = ["LoadedFile", "load_records"]

_BATCH = 4 << 20  # ~4 MB: msgspec decodes it in a few ms, so a GUI thread keeps painting
_UTF8_BOM = b"\xef\xbb\xbf"
_FOREIGN_BOMS = (  # UTF-32 first: its little-endian BOM starts with UTF-16's
    (b"\x00\x00\xfe\xff", "UTF-32 (big-endian)"),
    (b"\xff\xfe\x00\x00", "UTF-32 (little-endian)"),
    (b"\xfe\xff", "UTF-16 (big-endian)"),
    (b"\xff\xfe", "UTF-16 (little-endian)"),
)
_ARRAY_BOUNDARY = re.compile(rb"\}[ \t\n\r]*(,)[ \t\n\r]*\{")
_TEXT_BOUNDARY = re.compile(r"\}[ \t\n\r]*,[ \t\n\r]*\{")
_TWO_ON_A_LINE = re.compile(rb"\}[ \t\r]*\{")
_STRING_OR_BOUNDARY = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|\}[ \t\n\r]*(,)[ \t\n\r]*\{', re.DOTALL)
_NEWLINE = re.compile(rb"\n")
_BYTES_WHITESPACE = re.compile(rb"[ \t\n\r]*")
# A key literal cannot occur unescaped inside a string, so when no key is written
# with an escape, exactly five literals per record (record_schema.KEY) prove that no key
# repeats (msgspec would silently keep the last value). The field names only use
# U+005F..U+007A, so an escaped key shows as one of these escapes.
_ESCAPED_LETTER = re.compile(rb"\\u00[5-7]")


@dataclass(frozen=True)
class LoadedFile:
    """What :func:`load_records` found in one file."""

    path: str  # as given
    format: str  # "json" (an array of records), "jsonl", "parquet" or "text-files" (a folder)
    size: int  # bytes
    records: list[Record]  # the valid records, in file order
    problems: list[Problem] = field(default_factory=list)  # every problem, located
    total_records: int = 0  # records seen in the file, valid or not

    def cut_short_by(self) -> Problem | None:
        """The syntax error that broke a JSON array before its end, when the records after it
        were never read (the ones before it are kept); None otherwise."""
        syntax = [problem for problem in self.problems if problem.code == "json" and problem.record]
        if self.format != "json" or not syntax or self.total_records > syntax[0].record:
            return None  # nothing read after the error would have counted more records
        return syntax[0]


def load_records(
    path: str | os.PathLike[str],
    *,
    limits: Limits = CORPUS_LIMITS,
    progress: Progress | None = None,
) -> LoadedFile:
    """Read the records of ``path`` (a JSON array or JSON Lines file, or a
    :class:`~.text_folder.TextFolder`: one record per file of a folder).

    Never raises for bad content or I/O: an unreadable file, a syntax error, a
    record breaking ``limits``, a duplicate ``doc_id`` all become located
    :class:`Problem` objects in the result, and ``records`` holds the valid ones
    (a repeated ``doc_id`` keeps its first record). ``progress(done_bytes,
    total_bytes)`` is called after each batch; returning ``False`` raises
    :class:`core.progress.Cancelled`. The file is only read.
    """
    if isinstance(path, TextFolder):  # --text-files: one record per file of a folder
        records, problems, size, total = load_text_folder(path, limits, progress)
        return LoadedFile(str(path), "text-files", size, records, problems, total)
    mapping = path.mapping if isinstance(path, MappedFile) else None
    name = str(path)
    source = open_source(name, limits)  # only regular files and pipes, within the limits
    if isinstance(source, Problem):
        return LoadedFile(source.path or name, _format_by_name(name), 0, [], [source], 0)
    with source:
        name = source.name
        if _is_parquet(source) and mapping is not None:
            sentence = f"{mapping.describe()} applies to JSON and JSON Lines; this file is Parquet"
            return LoadedFile(name, "parquet", source.size, [], [Problem("usage", sentence, path=name)], 0)
        if _is_parquet(source):
            held = source.data if source.data is not None else source.file
            records, problems, total = load_parquet(name, held, limits=limits, progress=progress)
            return LoadedFile(name, "parquet", source.size, records, problems, total)
        if source.file is not None and mapping is None:  # a mapping is applied record by record
            streamed = _stream(source.file, name, limits, progress)
            if streamed is not None:
                return streamed
        data, problem = _read(source)
    if problem is not None and problem.offset is None:
        return LoadedFile(name, _format_by_name(name), 0, [], [problem], 0)
    loader = _Loader(data, limits, progress, mapping)
    del data  # the loader holds the only reference, freed when it is done
    if problem is not None:  # a compressed stream broken there: the records before it are read
        loader.problems.append(problem)
    loaded = loader.run(name)
    if mapping is not None and loaded.problems:  # the sentence says the record was read mapped
        said = mapping.describe()
        loaded = replace(loaded, problems=[p if p.record is None or said in p.message
                                           else replace(p, message=f"{p.message} (read with {said})")
                                           for p in loaded.problems])
    if source.compression is None:
        return loaded
    note = note_for(source.compression)
    problems = [replace(p, message=f"{p.message} {note}") if p.line is not None else p
                for p in loaded.problems]
    return replace(loaded, problems=problems)


def _stream(file, name: str, limits: Limits, progress: Progress | None) -> LoadedFile | None:
    """The common case, a file with nothing wrong, read a batch at a time.

    Only a few MB of the file are held at once, so a large file costs little more
    than its records. The first doubt (a batch msgspec or the cheap checks cannot
    vouch for, a repeated doc_id, no records, too many) returns None, and the
    whole file is then read again by the pass that locates every problem.
    """
    try:
        return _Stream(file, limits, progress).run(name)
    except OSError:
        return None  # the full pass reports it, with the reason


class _Stream:
    """One streamed load: the unread part of the current batch and the records so far."""

    def __init__(self, stream, limits: Limits, progress: Progress | None) -> None:
        self.stream = stream
        self.size = os.fstat(stream.fileno()).st_size
        # A compressed file: progress in compressed bytes read, against its size on disk.
        self.position = getattr(getattr(stream, "raw", None), "compressed_position", None)
        self.done = 0  # bytes handed to the decoder so far
        self.buffer = stream.read(_BATCH)
        self.loader = _Loader(b"", limits, progress)

    def run(self, name: str) -> LoadedFile | None:
        head = self.buffer[len(_UTF8_BOM):] if self.buffer.startswith(_UTF8_BOM) else self.buffer
        start = _skip_bytes_whitespace(head, 0)
        if start >= len(head) or _foreign_encoding(head) is not None or head[start] not in b"[{":
            return None
        kind = "json" if head[start] == ord("[") else "jsonl"
        self.done = len(self.buffer) - len(head) + start + (kind == "json")
        self.buffer = head[start + (kind == "json"):]
        ok = self._array() if kind == "json" else self._lines()
        loader = self.loader
        if not ok or loader.repeats or loader.total == 0 or not _within(loader.total, loader.limits):
            return None
        return LoadedFile(name, kind, self.size, loader.records, [], loader.total)

    def _more(self) -> bool:
        """Read another batch onto the buffer; False at the end of the file."""
        chunk = self.stream.read(_BATCH)
        self.buffer += chunk
        return bool(chunk)

    def _take(self, cut: int, payload: bytes, decoder, *, lines: bool) -> bool:
        batch = self.loader._fast(decoder, payload, lines=lines)
        # In JSON Lines, one record per line: a blank line goes to the full pass.
        lines_held = payload.count(b"\n") + (not payload.endswith(b"\n"))
        if batch is None or (lines and len(batch) != lines_held):
            return False
        self.loader._accept_batch(batch)
        self.done += cut
        self.buffer = self.buffer[cut:]
        report(self.loader.progress, self.done if self.position is None else self.position(), self.size)
        return True

    def _array(self) -> bool:
        while True:
            found = _ARRAY_BOUNDARY.search(self.buffer, min(len(self.buffer), _BATCH // 2))
            if found is not None:
                if not self._take(found.start(1) + 1, b"[" + self.buffer[:found.start(1)] + b"]",
                                  self.loader.many, lines=False):
                    return False
            elif not self._more():  # the last batch holds the closing ']'
                return self._take(len(self.buffer), b"[" + self.buffer, self.loader.many, lines=False)

    def _lines(self) -> bool:
        while True:
            cut = self.buffer.rfind(b"\n")
            if cut != -1 and len(self.buffer) >= _BATCH // 2:
                if _TWO_ON_A_LINE.search(self.buffer, 0, cut) or not self._take(
                    cut + 1, self.buffer[:cut + 1], self.loader.one, lines=True
                ):
                    return False
            elif not self._more():
                rest = self.buffer
                if not rest.strip(b" \t\r\n"):
                    return True
                return not _TWO_ON_A_LINE.search(rest) and self._take(
                    len(rest), rest, self.loader.one, lines=True
                )


def _within(total: int, limits: Limits) -> bool:
    return limits.max_records is None or total <= limits.max_records


def _is_parquet(source: Source) -> bool:
    if source.compression is not None:
        return False
    head = source.data if source.data is not None else source.file.peek(len(PARQUET_MAGIC))
    return is_parquet(head[:len(PARQUET_MAGIC)])


def _read(source: Source) -> tuple[bytes, Problem | None]:
    try:
        return source.read_all(), None
    except StreamBroken as broken:  # located where the decompressed text stops
        return broken.text, Problem("file", broken.strerror, offset=len(broken.text))
    except OSError as error:
        reason = error.strerror or str(error)
        return b"", Problem("file", f"the file cannot be read: {reason}", path=source.name)


def _format_by_name(name: str) -> str:
    stem = name.lower().removesuffix(".gz").removesuffix(".bz2").removesuffix(".xz").removesuffix(".zst")
    return "jsonl" if stem.endswith((".jsonl", ".ndjson")) else "json"


def _foreign_encoding(data: bytes) -> str | None:
    """The name of a UTF-16/UTF-32 encoding ``data`` is written in, if any."""
    for bom, encoding in _FOREIGN_BOMS:
        if data.startswith(bom):
            return f"the file is {encoding}; save it as UTF-8"
    # Without a BOM, JSON starts with an ASCII character, so its zero bytes show
    # the encoding (the method of RFC 4627, section 3).
    # Only a byte that can start a file of records beside the zeros counts (whitespace,
    # '[' or '{'): random bytes such as b"\x91\x00" are broken UTF-8, and a binary
    # file (b"\x00\x00\x00\x18ftyp", a video) is not UTF-32.
    head = data[:4]
    starts_records = lambda i: len(head) > i and head[i] in b" \t\r\n[{"  # noqa: E731
    guesses = (
        (head[:3] == b"\0\0\0" and starts_records(3), "UTF-32 (big-endian)"),
        (head[1:] == b"\0\0\0" and starts_records(0), "UTF-32 (little-endian)"),
        (head[:1] == b"\0" and starts_records(1), "UTF-16 (big-endian)"),
        (head[1:2] == b"\0" and starts_records(0), "UTF-16 (little-endian)"),
    )
    for matches, encoding in guesses:
        if matches:
            return f"the file is {encoding} without a byte order mark; save it as UTF-8"
    return None


class _Loader:
    """One load in progress: the bytes, what was accepted and what was wrong."""

    def __init__(self, data: bytes, limits: Limits, progress: Progress | None,
                 mapping: FieldMapping | None = None) -> None:
        self.data = data
        self.mapping = mapping  # other field names: every record goes the thorough way
        self.limits = limits
        self.progress = progress
        self.one, self.many = record_decoders(limits)
        self.origin = len(_UTF8_BOM) if data.startswith(_UTF8_BOM) else 0
        self.format = "json"
        self.records: list[Record] = []
        self.problems: list[Problem] = []
        self.total = 0
        self.seen: dict[str, int] = {}  # doc_id -> number of the record that has it first
        self.starts: dict[int, int] = {}  # record number -> byte offset, where known
        self.repeats: list[tuple[str, int]] = []  # (doc_id, number of the later record)
        # (first record number, records, start, stop) of each batch taken whole, whose
        # records' offsets are only worked out when a problem needs one (_start_of).
        self.spans: list[tuple[int, int, int, int]] = []
        self.array_open: int | None = None  # offset just after '[' in an array file

    # ----------------------------------------------------------------- the run

    def run(self, name: str) -> LoadedFile:
        size = len(self.data)
        report(self.progress, 0, size)
        self._dispatch()
        self._finish()
        problems = add_lines_and_columns(self.problems, self.data, self.origin)
        problems = [p.located(path=name) for p in problems]
        problems.sort(key=lambda p: -1 if p.offset is None else p.offset)
        self.data = b""
        return LoadedFile(name, self.format, size, self.records, problems, self.total)

    def _dispatch(self) -> None:
        if (sentence := _foreign_encoding(self.data)) is not None:
            self._problem("encoding", sentence, 0)
            return
        start = _skip_bytes_whitespace(self.data, self.origin)
        if start < len(self.data) and self.data[start] == ord("["):
            self._array(start + 1)
        elif start < len(self.data) and self.data[start] == ord("{"):
            self.format = "jsonl"
            self._lines(self.origin)
        elif start < len(self.data):
            self._not_records(start)

    def _not_records(self, start: int) -> None:
        if bad := invalid_utf8(self.data[start:start + 4], start)[:1]:
            if bad[0].offset == start:
                self.problems.extend(bad)
                return
        sentence = (
            "expected a JSON array of records ('[' ...) or JSON Lines (one object "
            "'{' ... per line)"
        )
        self._problem("json", sentence, start)

    def _problem(self, code: str, sentence: str, offset: int | None, **where) -> None:
        self.problems.append(Problem(code, sentence, offset=offset, **where))

    def _tick(self, done: int) -> None:
        report(self.progress, done, len(self.data))

    # --------------------------------------------------------------- arrays

    def _array(self, start: int) -> None:
        self.array_open = start
        pos: int | None = start
        size = _BATCH
        while pos is not None:
            cut = self._array_cut(pos, size)
            resume = self._array_batch(pos, cut)
            # An element longer than the batch (a cut inside a string) needs a bigger one.
            size = size * 2 if resume == pos else _BATCH
            pos = resume
            self._tick(len(self.data) if pos is None else pos)

    def _array_cut(self, pos: int, size: int) -> int | None:
        """The ',' of a likely record boundary at least ``size`` bytes on, or None."""
        if pos + size >= len(self.data):
            return None
        found = _ARRAY_BOUNDARY.search(self.data, pos + size)
        return found.start(1) if found else None

    def _array_batch(self, pos: int, cut: int | None) -> int | None:
        """Load the records in ``data[pos:cut]``; return where the next batch starts."""
        tail = self.data[pos:] if cut is None else self.data[pos:cut] + b"]"
        batch = self._fast(self.many, b"[" + tail)
        if batch is not None:
            self._accept_batch(batch, span=(pos, len(self.data) if cut is None else cut))
            return None if cut is None else cut + 1
        return self._thorough_array(pos, cut)

    def _thorough_array(self, pos: int, cut: int | None) -> int | None:
        """Walk ``data[pos:cut]`` record by record; return where the next batch starts."""
        last = cut is None
        window = Window(self.data, pos, len(self.data) if last else cut)
        text = window.text
        index = skip_whitespace(text, 0)
        if pos == self.array_open and text.startswith("]", index):
            return self._close_array(window, index)
        while index < len(text):
            retry, index = self._array_element(window, index, last=last)
            if retry:
                return window.offset(index)
            index = index if index is None else self._after_element(window, index)
            if index is None:
                return None if last else cut + 1
            if index < 0:
                return self._close_array(window, -index - 1)
        if last:
            self._problem("json", "the file ends before the array is closed with ']' "
                          "(is it truncated?)", window.offset(len(text)))
            return None
        return cut + 1

    def _after_element(self, window: Window, index: int) -> int | None:
        """Where the next record starts, ``-i-1`` for a ']' at ``i``, or None if lost."""
        text = window.text
        index = skip_whitespace(text, index)
        if index >= len(text):
            return index
        if text[index] == ",":
            return skip_whitespace(text, index + 1)
        if text[index] == "]":
            return -index - 1
        return self._recover(window, index, "expected ',' or ']' after a record")

    def _array_element(self, window: Window, index: int, *, last: bool) -> tuple[bool, int | None]:
        """Parse the record at ``index``: (retry in a later batch?, where it ends or None)."""
        text = window.text
        number = self.total + 1
        base = window.offset(index)
        self.starts[number] = base  # also for a record that does not parse
        try:
            element = parse_element(text, index)
        except json.JSONDecodeError as error:
            if not last and is_incomplete(text, error):
                return True, index  # the batch was cut inside this record
            self.total += 1
            problem = syntax_problem(text, error)
            self._problem(problem.code, problem.message, window.offset(error.pos), record=number)
            return False, self._resync(window, error.pos)
        except RecursionError:
            self.total += 1
            self._problem("json", _TOO_DEEP, base, record=number)
            return False, self._resync(window, index)
        self.total += 1
        self._judge(window, element, number, base, [])
        return False, element.end

    def _resync(self, window: Window, index: int) -> int | None:
        """After a record that does not parse: the end of the record at the next likely boundary.

        That is the '}' before the ',' (so the next record is read as a record, as it
        is when a batch starts there), or None if there is no boundary left.
        """
        found = _TEXT_BOUNDARY.search(window.text, index)
        return found.start() + 1 if found else None

    def _recover(self, window: Window, index: int, sentence: str | None) -> int | None:
        """Report ``sentence`` at ``index``; continue at the next likely record, if any."""
        if sentence is not None:
            self._problem("json", sentence, window.offset(index))
        found = _TEXT_BOUNDARY.search(window.text, index)
        return found.end() - 1 if found else None

    def _close_array(self, window: Window, index: int) -> None:
        after = window.offset(index + 1)
        rest = _skip_bytes_whitespace(self.data, after)
        if rest < len(self.data):
            self._problem("json", "unexpected text after the end of the array", rest)
        return None

    # ----------------------------------------------------------- JSON Lines

    def _lines(self, start: int) -> None:
        pos = start
        while pos < len(self.data):
            cut = self.data.find(b"\n", pos + _BATCH)
            cut = len(self.data) if cut == -1 else cut + 1
            self._lines_batch(pos, cut)
            pos = cut
            self._tick(pos)

    def _lines_batch(self, pos: int, cut: int) -> None:
        chunk = self.data[pos:cut]  # msgspec needs one buffer; a few MB at a time
        lines = chunk.count(b"\n") + (not chunk.endswith(b"\n"))
        batch = None
        if not _TWO_ON_A_LINE.search(chunk):
            batch = self._fast(self.one, chunk, lines=True)
        # Equal counts with at most one record a line: no blank lines, none lost.
        if batch is not None and len(batch) == lines:
            self._accept_batch(batch, span=(pos, cut))
            return
        for start, line in _split_lines(self.data, pos, cut):
            if line.strip(b" \t\r"):
                self._line(start, line)

    def _line(self, start: int, line: bytes) -> None:
        self.total += 1
        batch = self._fast(self.one, line)
        if batch is not None:
            self._accept(batch[0], self.total, start)
            return
        self._thorough_line(start, start + len(line), self.total)

    def _thorough_line(self, start: int, stop: int, number: int) -> None:
        window = Window(self.data, start, stop)
        text = window.text
        index = skip_whitespace(text, 0)
        self.starts[number] = window.offset(index)  # also for a record that does not parse
        try:
            element = parse_element(text, index)
        except json.JSONDecodeError as error:
            problem = syntax_problem(text, error)
            self._problem(problem.code, problem.message, window.offset(error.pos), record=number)
            return
        except RecursionError:
            self._problem("json", _TOO_DEEP, window.offset(index), record=number)
            return
        extra = []
        rest = skip_whitespace(text, element.end)
        if rest < len(text):
            sentence = "unexpected text after the record; JSON Lines holds one record a line"
            extra.append(Problem("json", sentence, offset=window.offset(rest)))
        self._judge(window, element, number, window.offset(index), extra)

    # ------------------------------------------------------------ fast path

    def _fast(self, decoder: msgspec.json.Decoder, payload: bytes, *, lines: bool = False):
        """The records of ``payload`` if msgspec and the cheap checks vouch for all of them."""
        if self.mapping is not None:
            return None
        try:
            batch = decoder.decode_lines(payload) if lines else decoder.decode(payload)
        except (msgspec.DecodeError, msgspec.ValidationError):
            return None
        batch = batch if isinstance(batch, list) else [batch]
        if len(KEY.findall(payload)) != KEYS_PER_RECORD * len(batch):
            return None  # a repeated key: msgspec kept only one of its values
        if _ESCAPED_LETTER.search(payload):
            return None  # maybe an escaped key: the count above proves nothing
        return self._checked(batch)

    def _checked(self, batch: list) -> list[Record] | None:
        if not (self.limits.all_valid("doc_id", [r.doc_id for r in batch])
                and self.limits.all_valid("source_ref", [r.source_ref for r in batch])):
            return None
        if not all(map(self.limits.is_language, {r.language for r in batch})):
            return None
        return [Record(r.doc_id, r.source_ref, r.language, r.title, r.body) for r in batch]

    def _accept_batch(self, batch: list[Record], *, span: tuple[int, int] | None = None) -> None:
        """Take a batch msgspec vouched for; ``span`` is where its records are in ``data``."""
        first = self.total + 1
        self.total += len(batch)
        if span is not None:
            self.spans.append((first, len(batch), *span))
        ids = dict.fromkeys(r.doc_id for r in batch)
        if len(ids) == len(batch) and self.seen.keys().isdisjoint(ids):
            self.seen.update(zip(ids, range(first, first + len(batch)), strict=True))
            self.records.extend(batch)
            return
        for number, record in enumerate(batch, start=first):
            self._accept(record, number, None)

    def _accept(self, record: Record, number: int, offset: int | None) -> None:
        if offset is not None:
            self.starts[number] = offset
        if self.seen.setdefault(record.doc_id, number) != number:
            self.repeats.append((record.doc_id, number))
            return
        self.records.append(record)

    # -------------------------------------------------------- thorough path

    def _judge(self, window: Window, element, number: int, base: int, extra: list[Problem]) -> None:
        """Report every problem of one parsed record, or accept it."""
        text, start, end = window.text, element.start, element.end
        self.starts[number] = base
        at = lambda index: base + _encoded_length(text, start, index)  # noqa: E731
        value, missing = element.value, []
        if self.mapping is not None:
            value, missing = self.mapping.apply(value)
        source = self.mapping.source if self.mapping is not None else str
        doc_id = _valid_doc_id(value, self.limits)
        found = [p.located(offset=p.offset if p.offset is not None else base) for p in extra]
        found += [p.located(offset=at(i)) for i, p in element.spots]
        stop = at(end)
        found += invalid_utf8(self.data[base:stop], base)
        for field_name, key in missing:
            said = self.mapping.describe()
            sentence = f"no key {key!r} in the record, which {said} reads {field_name} from"
            found.append(Problem("fields", sentence, field=field_name, offset=base))
        for problem in [] if missing else record_problems(value, self.limits, number=number):
            where = (unknown_key_position(text, start, end, value, _FIELD_NAMES) if problem.field is None
                     else value_position(text, start, end, source(problem.field)))
            found.append(problem.located(offset=at(where)))
        if not found:
            found = self._unicode(value, text, start, end, at)
        if found:
            if doc_id is not None:
                self.seen.setdefault(doc_id, number)
            self.problems.extend(p.located(record=number, doc_id=doc_id) for p in found)
            return
        self._accept(Record(**value), number, base)

    def _unicode(self, value: dict, text: str, start: int, end: int, at) -> list[Problem]:
        """A ``unicode`` problem for a lone surrogate escape, else nothing."""
        try:
            canonical_bytes(*(value[name] for name in CONTENT_FIELDS))
        except ContractError as error:
            index = lone_surrogate_position(text, start, end)
            if index is None:
                key = error.problem.field
                if self.mapping is not None and key:
                    key = self.mapping.source(key)
                index = value_position(text, start, end, key)
            return [error.problem.located(offset=at(index))]
        return []

    # ----------------------------------------------------------- the end

    def _finish(self) -> None:
        if self.total == 0 and not self.problems:
            sentence = f"no records in the file; the {self.limits.name} profile accepts "
            self._problem("records", sentence + self.limits.records_rule, self.origin)
        most = self.limits.max_records
        if most is not None and self.total > most:
            sentence = (f"the file holds {self.total:,} records; the {self.limits.name} "
                        f"profile accepts {self.limits.records_rule}")
            self._problem("records", sentence, self._start_of(most + 1), record=most + 1)
        if self.repeats:
            self._report_repeats()

    def _report_repeats(self) -> None:
        firsts = {self.seen[doc_id] for doc_id, _ in self.repeats}
        offsets = {n: self._start_of(n) for n in firsts}
        lines = line_places(self.data, self.origin, [o for o in offsets.values() if o is not None])
        for doc_id, number in self.repeats:
            first = self.seen[doc_id]
            sentence = f"doc_id {doc_id!r} is already used by record {first}"
            if (line := lines.get(offsets[first])) is not None:
                sentence += f" at line {line}"
            self._problem("duplicate_doc_id", sentence, self._doc_id_offset(number),
                          record=number, doc_id=doc_id, field="doc_id")

    def _doc_id_offset(self, number: int) -> int | None:
        start = self._start_of(number)
        if start is None:
            return None
        found = DOC_ID_VALUE.search(self.data, start)
        return found.end() if found else start

    def _start_of(self, number: int) -> int | None:
        """The byte offset where record ``number`` starts, when it can be known."""
        if number not in self.starts:
            at = bisect.bisect_right(self.spans, (number, float("inf"))) - 1
            if at >= 0 and number < self.spans[at][0] + self.spans[at][1]:
                first, count, start, stop = self.spans[at]
                starts = _span_starts(self.data, start, stop, count, lines=self.format == "jsonl")
                self.starts.update(zip(range(first, first + count), starts, strict=True))
        return self.starts.get(number)


def _span_starts(data: bytes, start: int, stop: int, count: int, *, lines: bool) -> list[int]:
    """The offsets of the ``count`` records of a batch msgspec took whole.

    Every line of such a JSON Lines batch is one record; such an array batch holds
    flat objects of strings only, so a boundary '},{' outside a string is exact.
    """
    if lines:
        return [start, *(m.end() for m in _NEWLINE.finditer(data, start, stop))][:count]
    first = _skip_bytes_whitespace(data, start)
    starts = [first] + [m.end() - 1 for m in _ARRAY_BOUNDARY.finditer(data, first, stop)]
    if len(starts) == count:
        return starts
    # A string holds '},{': walk the strings so that none of them is taken for a boundary.
    starts = [first]
    for found in _STRING_OR_BOUNDARY.finditer(data, first, stop):
        if found.group(1) is not None:
            starts.append(found.end() - 1)
    return starts[:count]


_FIELD_NAMES = frozenset(FIELDS)
_TOO_DEEP = "nesting is too deep (a record is a flat object of five strings)"


def _encoded_length(text: str, start: int, stop: int) -> int:
    return len(text[start:stop].encode("utf-8", "surrogateescape"))


def _valid_doc_id(value: Any, limits: Limits) -> str | None:
    doc_id = value.get("doc_id") if type(value) is dict else None
    return doc_id if type(doc_id) is str and limits.is_identity(doc_id) else None


def _skip_bytes_whitespace(data: bytes, pos: int) -> int:
    return _BYTES_WHITESPACE.match(data, pos).end()


def _split_lines(data: bytes, start: int, stop: int):
    """(byte offset, line without its '\\n') for each line of ``data[start:stop]``."""
    pos = start
    while pos < stop:
        end = data.find(b"\n", pos, stop)
        end = stop if end == -1 else end
        yield pos, data[pos:end]
        pos = end + 1
