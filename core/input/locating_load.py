"""The pass that reads a whole file of records held in memory and locates every problem.

Batches msgspec vouches for are taken whole (their records' offsets worked out only when a
problem needs one); anything else is parsed record by record in :mod:`core.input._json_locate`,
and every problem of a record (syntax, keys, values, limits, a lone surrogate, a repeated
``doc_id``) is reported at its byte offset. Only :class:`core.progress.Cancelled` escapes.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace
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
    line_places,
    lone_surrogate_position,
    unknown_key_position,
    value_position,
)
from .field_mapping import FieldMapping, missing_key_sentence
from .file_encoding import UTF8_BOM, foreign_encoding
from .limits import Limits
from .loaded_file import LoadedFile
from .mapped_records import mapped_reading
from .other_files import other_file_sentence
from .record_bounds import skip_bytes_whitespace, span_starts
from .record_schema import DOC_ID_VALUE, KEY, KEYS_PER_RECORD, record_decoders
from .record_walk import RecordWalk
from .validation import record_problems

__all__ = ["LocatingLoad"]

# A key literal cannot occur unescaped inside a string, so when no key is written
# with an escape, exactly five literals per record (record_schema.KEY) prove that no key
# repeats (msgspec would silently keep the last value). The field names only use
# U+005F..U+007A, so an escaped key shows as one of these escapes.
_ESCAPED_LETTER = re.compile(rb"\\u00[5-7]")


class LocatingLoad(RecordWalk):
    """One load in progress: the bytes, what was accepted and what was wrong.

    The walks over an array and over JSON Lines are :class:`~.record_walk.RecordWalk`'s."""

    def __init__(self, data: bytes, limits: Limits, progress: Progress | None,
                 mapping: FieldMapping | None = None, *, batch: int) -> None:
        self.data = data
        self.batch = batch  # bytes handed to msgspec at once
        self.mapping = mapping  # other field names: read by their own fast path, or the thorough way
        self.mapped = None if mapping is None else mapped_reading(mapping)
        self.limits = limits
        self.progress = progress
        mapped = self.mapped
        self.one, self.many = record_decoders(limits) if mapped is None else (mapped.one, mapped.many)
        self.origin = len(UTF8_BOM) if data.startswith(UTF8_BOM) else 0
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
        if (sentence := foreign_encoding(self.data)) is not None:
            self._problem("encoding", sentence, 0)
            return
        start = skip_bytes_whitespace(self.data, self.origin)
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
        sentence = other_file_sentence(self.data[:512]) or (
            "expected a JSON array of records ('[' ...) or JSON Lines (one object "
            "'{' ... per line)"
        )
        self._problem("json", sentence, start)

    def _problem(self, code: str, sentence: str, offset: int | None, **where) -> None:
        self.problems.append(Problem(code, sentence, offset=offset, **where))

    def _tick(self, done: int) -> None:
        report(self.progress, done, len(self.data))

    # ------------------------------------------------------------ fast path

    def _fast(self, decoder: msgspec.json.Decoder, payload: bytes, *, lines: bool = False):
        """The records of ``payload`` if msgspec and the cheap checks vouch for all of them."""
        if self.mapping is not None:
            mapped = self.mapped
            return None if mapped is None else mapped.records(payload, lines=lines, limits=self.limits)
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
        found += [p.located(offset=at(i)) for i, p in self._spots(element.spots)]
        stop = at(end)
        found += invalid_utf8(self.data[base:stop], base)
        for field_name, key in missing:
            sentence = missing_key_sentence(self.mapping, field_name, key, element.value)
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

    def _spots(self, spots: list[tuple[int, Problem]]) -> list[tuple[int, Problem]]:
        """The parse's problems that are this record's: with a mapping, a key written twice only
        when the mapping reads it (said as the field read from it); the others it ignores."""
        if self.mapping is None:
            return spots
        given = dict(self.mapping.values)
        read = {}
        for field in FIELDS:
            if field not in given:
                read.setdefault(self.mapping.source(field), field)
        kept = []
        for index, problem in spots:
            if problem.code == "json" and problem.field is not None:  # a key written twice
                if problem.field not in read:
                    continue
                problem = replace(problem, field=read[problem.field])
            kept.append((index, problem))
        return kept

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
                starts = span_starts(self.data, start, stop, count, lines=self.format == "jsonl")
                self.starts.update(zip(range(first, first + count), starts, strict=True))
        return self.starts.get(number)


_FIELD_NAMES = frozenset(FIELDS)


def _encoded_length(text: str, start: int, stop: int) -> int:
    return len(text[start:stop].encode("utf-8", "surrogateescape"))


def _valid_doc_id(value: Any, limits: Limits) -> str | None:
    doc_id = value.get("doc_id") if type(value) is dict else None
    return doc_id if type(doc_id) is str and limits.is_identity(doc_id) else None

