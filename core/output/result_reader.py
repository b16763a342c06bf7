"""Reviewing a result of ``docdedup group`` without the corpus: records read from their shards.

A result written by the sharded path (``--format jsonl`` or ``json``) names, for every
member, its shard, line and byte offset. :func:`inspect_result` keeps only the
duplicate groups (two members or more) and gives an ordinary
:class:`core.inspection.Inspection` whose ``records`` are read from the shards on
demand, a few at a time, so reviewing the duplicates of a huge corpus costs the
memory of its duplicate groups' ids, not of the corpus. Opening checks every
member once (its shard still holds that doc_id with the same canonical bytes), so
a shard edited since the run is reported at once, not in the middle of a review.
"""

from __future__ import annotations

import json
import os
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import msgspec

from ..contract import CONTRACT, canonical_bytes, sha256_hex
from ..grouping import ZERO_DIGEST, Group, Member, Report, indexed
from ..input.decode_sentences import decode_sentence
from ..input.input_source import memory_bound, most_record_bytes, open_regular, read_at_most
from ..input.limits import LIMITS_BY_NAME
from ..input.loader import LoadedFile
from ..input.validation import record_problems
from ..inspection import Inspection
from ..progress import Progress, report
from ..records import Record

__all__ = ["ResultError", "ShardRecords", "inspect_result", "read_duplicate_groups"]

_FIRST_READ = 64 << 10
# One record of the largest profile: no more is read to find a member's record again.
_MOST_RECORD = max(map(most_record_bytes, LIMITS_BY_NAME.values()))
_LOOSEST = LIMITS_BY_NAME["corpus"]  # a record read again is checked for its types and bounds
_CACHED_RECORDS = 512


class ResultError(ValueError):
    """A result that cannot be opened or no longer matches its shards; the message says why."""


@dataclass
class DuplicateGroups:
    """The duplicate groups of a result, in its order, with shard paths made usable."""

    path: str
    header: Report  # without its groups
    groups: list[Group[Member]]


def read_duplicate_groups(path: str, *, progress: Progress | None = None) -> DuplicateGroups:
    """The groups with two members or more of the result at ``path`` (JSON Lines or JSON)."""
    most, why = memory_bound()
    try:
        with open_regular(path, most=most, why=why) as stream:
            first = stream.readline()
            header = _header(path, first)
            if header is None:  # a JSON document: one value, read whole (it was written whole)
                header = _json_report(path, first + (stream.read() if most is None else
                                                     read_at_most(stream, most, name=path, why=why)))
                groups = [g for g in header.groups if len(g.members) > 1]
                header.groups = msgspec.UNSET
                lines = None
            else:
                numbered = list(_jsonl_duplicates(path, stream, progress))
                lines = [number for number, _ in numbered]
                groups = [group for _, group in numbered]
    except OSError as error:
        raise ResultError(f"cannot read {path}: {error.strerror or error}") from None
    _check_once(path, groups, lines)
    if header.contract != CONTRACT:
        raise ResultError(f"{path} was written under {header.contract!r}; this program implements {CONTRACT}")
    base = Path(path).resolve().parent
    for group in groups:
        for member in group.members:
            if member.shard is msgspec.UNSET:
                raise ResultError(f"{path}: the member {member.doc_id!r} has no shard: not a located result "
                                  "of docdedup group; write one with several shards or --format jsonl")
            member.shard = _usable(member.shard, base)
            if member.line is msgspec.UNSET:
                member.line = None
            if member.offset is msgspec.UNSET:
                member.offset = None
    return DuplicateGroups(path, header, groups)


def _header(path: str, line: bytes) -> Report | None:
    try:
        header = msgspec.json.decode(line, type=Report)
    except msgspec.DecodeError:
        if line.strip().startswith(b"{") and line.strip() != b"{":
            raise ResultError(f"{path}:1: not a result of docdedup group (its first line is no header "
                              "with contract, limits, records and shards)") from None
        return None
    if header.shards is msgspec.UNSET or header.groups is not msgspec.UNSET:
        raise ResultError(f"{path}:1: not a result of docdedup group (its first line is no header "
                          "with contract, limits, records and shards)")
    return header


def _json_report(path: str, data: bytes) -> Report:
    try:
        report_ = msgspec.json.decode(data, type=Report)
    except msgspec.DecodeError as error:
        raise ResultError(f"{path}: not a located result of docdedup group ({decode_sentence(error)}); "
                          "write one with several shards or --format jsonl") from None
    missing = [name for name in ("shards", "groups") if getattr(report_, name) is msgspec.UNSET]
    if missing:
        raise ResultError(f"{path}: not a located result of docdedup group (the field {missing[0]!r} is "
                          "missing); write one with several shards or --format jsonl")
    return report_


def _jsonl_duplicates(path: str, stream, progress: Progress | None) -> Iterator[tuple[int, Group[Member]]]:
    """(line number, group) of each group with two members or more."""
    decoder = msgspec.json.Decoder(Group[Member])
    size = os.fstat(stream.fileno()).st_size
    for number, line in enumerate(stream, start=2):
        if not line.strip():
            continue
        try:
            group = decoder.decode(line)
        except msgspec.DecodeError as error:
            raise ResultError(f"{path}:{number}: not a group of docdedup group: "
                              f"{decode_sentence(error)}") from None
        if len(group.members) > 1:
            yield number, group
        if number % 4096 == 0:
            report(progress, stream.tell(), size)


def _check_once(path: str, groups: list[Group[Member]], lines: list[int] | None) -> None:
    """Each duplicate group once, each member in one group once: else a located ResultError.

    A result is written so; one edited by hand (a line pasted twice) would show a group
    or a member twice, and a decision about one would seem to be about two.
    """
    seen_groups: dict[str, str] = {}
    seen_members: dict[str, str] = {}
    for number, group in enumerate(groups, start=1):
        line = None if lines is None else lines[number - 1]
        where = f"{path}:{line}" if line is not None else f"{path}: group {number}"
        place = f"line {line}" if line is not None else f"group {number}"
        if group.representative in seen_groups:
            raise ResultError(f"{where}: the group of {group.representative!r} is given again (first on "
                              f"{seen_groups[group.representative]}); a result holds each group once")
        seen_groups[group.representative] = place
        for member in group.members:
            if member.doc_id in seen_members:
                raise ResultError(f"{where}: the member {member.doc_id!r} is given again (first on "
                                  f"{seen_members[member.doc_id]}); a result holds each record once")
            seen_members[member.doc_id] = place


def _usable(shard: str, base: Path) -> str:
    """A shard path as written (absolute, or relative to where the run was), else beside the result."""
    if os.path.isabs(shard) or os.path.exists(shard):
        return shard
    return str(base / shard)


class ShardRecords(Sequence[Record]):
    """Records read from their shards by offset when asked for; the last few are kept."""

    def __init__(self, members: list[Member]) -> None:
        self.members = members
        self._cache: OrderedDict[int, Record] = OrderedDict()

    def __len__(self) -> int:
        return len(self.members)

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        record = self._cache.get(index)
        if record is None:
            record = read_member(self.members[index])
            self._cache[index] = record
            if len(self._cache) > _CACHED_RECORDS:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(index)
        return record

    def __iter__(self) -> Iterator[Record]:
        for index in range(len(self)):
            yield self[index]


def read_member(member: Member) -> Record:
    """The record of ``member`` read again from its shard; ResultError if it is not there."""
    where = f"{member.shard}:{member.line}" if member.line is not None else member.shard
    if member.offset is None:
        raise ResultError(f"{where}: the result does not say where {member.doc_id!r} starts")
    try:
        value = _value_at(member.shard, member.offset)
    except OSError as error:
        raise ResultError(f"{where}: cannot read the record of {member.doc_id!r} again: "
                          f"{error.strerror or error}") from None
    except _RepeatedKey as repeated:
        raise ResultError(f"{where}: the record of {member.doc_id!r} has the key {repeated.key!r} twice; "
                          f"the shard changed since the result was written, group it again") from None
    except (ValueError, RecursionError):  # no JSON value starts there any more (or one nested too deep)
        value = None
    if type(value) is not dict or value.get("doc_id") != member.doc_id:
        raise ResultError(f"{where}: no longer holds the record {member.doc_id!r}; the shard changed since "
                          "the result was written, group it again")
    problems = record_problems(value, _LOOSEST)
    if problems:  # a title made a number, NaN, a field gone: said here, not as an error in the window
        raise ResultError(f"{where}: the record {member.doc_id!r} is no longer valid: {problems[0].message}; "
                          "the shard changed since the result was written, group it again")
    return Record(**value)


class _RepeatedKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _once_each(pairs: list[tuple[str, object]]) -> dict:
    """A JSON object whose keys are all different (json keeps the last of a repeated key)."""
    found = dict(pairs)
    if len(found) != len(pairs):
        seen: set[str] = set()
        raise _RepeatedKey(next(key for key, _ in pairs if key in seen or seen.add(key)))
    return found


def _not_json(constant: str):
    raise ValueError(f"{constant} is not JSON")  # Python's json reads NaN and Infinity; JSON has neither


def _value_at(path: str, offset: int):
    """The JSON value starting at byte ``offset`` (one line of JSON Lines, or an array element)."""
    decoder = json.JSONDecoder(object_pairs_hook=_once_each, parse_constant=_not_json)
    with open_regular(path) as stream:
        stream.seek(offset)
        line = stream.readline(_MOST_RECORD)  # JSON Lines: the whole record, nothing more read
        try:
            return decoder.raw_decode(line.decode("utf-8", "replace"))[0]
        except json.JSONDecodeError:
            pass
        size = _FIRST_READ  # an array element over several lines: read on until it parses
        while True:
            stream.seek(offset)
            data = stream.read(size)
            try:
                return decoder.raw_decode(data.decode("utf-8", "replace"))[0]
            except json.JSONDecodeError:
                if len(data) < size or size >= _MOST_RECORD:  # all the rest, or a record at most, failed
                    raise
                size = min(size * 4, _MOST_RECORD)


def inspect_result(path: str, *, progress: Progress | None = None) -> Inspection:
    """An Inspection of the duplicate groups of a result, its records read from the shards."""
    found = read_duplicate_groups(path, progress=progress)
    members, groups = indexed(found.groups)
    records = ShardRecords(members)
    _check_members(found, records, progress)
    simulated = bool(groups) and all(g.candidate_digest == ZERO_DIGEST for g in groups)
    group_of_record = [index for index, group in enumerate(groups) for _ in group.members]
    index_of_doc_id = {member.doc_id: index for index, member in enumerate(members)}
    size = os.path.getsize(path)
    loaded = LoadedFile(path, "result", size, records, [], len(members))  # type: ignore[arg-type]
    limits = LIMITS_BY_NAME.get(found.header.limits, LIMITS_BY_NAME["corpus"])
    return Inspection(loaded, limits, simulated, groups, group_of_record, index_of_doc_id)


def _check_members(found: DuplicateGroups, records: ShardRecords, progress: Progress | None) -> None:
    """Every member read once: same doc_id at its offset, same canonical bytes as its group."""
    total, done = len(records), 0
    for group in found.groups:
        for member in group.members:
            record = read_member(member)
            content = canonical_bytes(record.language, record.title, record.body)
            digest_ok = group.candidate_digest == ZERO_DIGEST or sha256_hex(content) == group.candidate_digest
            if len(content) != group.canonical_utf8_length or not digest_ok:
                raise ResultError(f"{member.shard}:{member.line}: the record {member.doc_id!r} changed since "
                                  "the result was written (its canonical bytes differ); group it again")
            done += 1
            if done % 1024 == 0:
                report(progress, done, total)
    report(progress, total, total)

