"""A result's records, read from their shards on demand and checked on every read.

A result of ``docdedup group`` names, for each member, its shard and byte offset, and
for each group the digest and length of the canonical bytes its members share. A shard
can change while a result is open (edited in place, truncated, replaced): so every read
of a record from its shard is checked again, doc_id, types and bounds, and its canonical
bytes against its group's length and digest. A record that fails is never served as a
member: :class:`ShardRecords` gives an :class:`~core.records.UnreadRecord` in its place,
whose ``problem`` is the located sentence, so whatever shows records (a tree, a pane, a
job) says it, and nothing raises in the middle of a repaint.
"""

from __future__ import annotations

import json
import os
import time
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from ..contract import canonical_bytes, sha256_hex
from ..errors import Problem
from ..grouping import ZERO_DIGEST, Member
from ..input.field_mapping import FieldMapping
from ..input.input_source import most_record_bytes, open_text
from ..input.limits import LIMITS_BY_NAME
from ..input.text_folder import TextFolder, text_file_record
from ..input.validation import record_problems
from ..records import Record, UnreadRecord

__all__ = ["Expected", "ResultError", "ShardRecords", "checked_record", "read_member"]

_FIRST_READ = 64 << 10
# One record of the largest profile: no more is read to find a member's record again.
_MOST_RECORD = max(map(most_record_bytes, LIMITS_BY_NAME.values()))
_LOOSEST = LIMITS_BY_NAME["corpus"]  # a record read again is checked for its types and bounds
_CACHED_RECORDS = 512
# A record read from a shard modified less than this long before is kept only briefly: a
# change in the same clock tick (file times move by ticks of up to a few ms, by seconds on
# some file systems) would leave the shard's size and times as they were, and the kept
# record stale. Briefly: one repaint reads a row's record three or four times (its texts,
# its tooltip, its direction); read from the shard each time, rows on screen took 27-54 ms.
_SETTLED_NS = 2_000_000_000
_BRIEFLY_S = 0.05


class ResultError(ValueError):
    """A result that cannot be opened or no longer matches its shards; the message says why."""


@dataclass(frozen=True)
class Expected:
    """What a result says of a member's record: its group's canonical length and digest."""

    length: int
    digest: str  # ZERO_DIGEST in a simulated run: the length alone is checked


# How a result says its corpus was read: through a field mapping, as a folder of text files
# (its language; each member's shard is the folder), or as it is (None).
ReadWith = FieldMapping | TextFolder | None


def checked_record(member: Member, expected: Expected, mapping: ReadWith = None) -> Record:
    """The record of ``member`` read again, as the result says it is; ResultError saying what is not.
    ``mapping``: the field names the result says its corpus was read with, or the folder of text
    files (its language) it was."""
    record = read_member(member, mapping)
    content = canonical_bytes(record.language, record.title, record.body)
    if len(content) != expected.length or (
            expected.digest != ZERO_DIGEST and sha256_hex(content) != expected.digest):
        raise ResultError(f"{_where(member, mapping)}: the record {member.doc_id!r} changed since the result "
                          "was written (its canonical bytes differ); group it again")
    return record


class ShardRecords(Sequence[Record]):
    """Records read from their shards by offset when asked for, each read checked.

    The last few records read are kept while their shard stays as it was (same file,
    size and times; only 50 ms if it had just changed); a record that fails its check is an
    :class:`UnreadRecord`, and
    :attr:`unread` maps its index to the sentence, so a view can mark its group.
    """

    def __init__(self, members: list[Member], expected: list[Expected], mapping: ReadWith = None) -> None:
        self.members = members
        self.expected = expected
        self.mapping = mapping  # the field names the result's corpus was read with, or its folder's language
        self.shards = sorted({member.shard for member in members})  # made here, in the opening worker
        self.unread: dict[int, str] = {}
        # index -> (shard state, record, when read if the shard had just changed, else None)
        self._cache: OrderedDict[int, tuple[tuple, Record, float | None]] = OrderedDict()

    def watched_files(self, most: int = 4096) -> list[str]:
        """The files whose change changes a record: the shards, or a folder's text files (at most
        ``most``: every read is checked anyway, so one not watched is found when read again)."""
        if not isinstance(self.mapping, TextFolder):
            return list(self.shards)
        return list(dict.fromkeys(_source(member, self.mapping) for member in self.members))[:most]

    def __len__(self) -> int:
        return len(self.members)

    def __getitem__(self, index):  # type: ignore[override]
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        member = self.members[index]
        state = _shard_state(_source(member, self.mapping))  # a text file: its folder misses an edit
        kept = self._cache.get(index)
        if kept is not None and state is not None and kept[0] == state and (
                kept[2] is None or time.monotonic() - kept[2] < _BRIEFLY_S):
            self._cache.move_to_end(index)
            return kept[1]
        record = self._read(index, member)
        if state is None:
            self._cache.pop(index, None)
            return record
        settled = time.time_ns() - max(state[3], state[4]) > _SETTLED_NS
        self._cache[index] = (state, record, None if settled else time.monotonic())  # else: kept briefly
        self._cache.move_to_end(index)
        if len(self._cache) > _CACHED_RECORDS:
            self._cache.popitem(last=False)
        return record

    def __iter__(self) -> Iterator[Record]:
        for index in range(len(self)):
            yield self[index]

    def _read(self, index: int, member: Member) -> Record:
        try:
            record = checked_record(member, self.expected[index], self.mapping)
        except ResultError as error:
            self.unread[index] = str(error)
            return UnreadRecord(member.doc_id, member.source_ref, "", "", "", problem=str(error))
        self.unread.pop(index, None)  # a shard put back as it was: the record reads again
        return record


def _shard_state(path: str) -> tuple | None:
    """What changes when a shard is written: file, size, modification and change times."""
    try:
        found = os.stat(path)
    except OSError:
        return None  # gone: read it (and say so), keep nothing
    return found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns, found.st_ctime_ns


def _source(member: Member, mapping: ReadWith) -> str:
    """The file ``member``'s record is read from: its shard, or a text file of its folder."""
    if isinstance(mapping, TextFolder):
        return os.path.join(member.shard, *member.doc_id.split("/"))
    return member.shard


def _where(member: Member, mapping: ReadWith = None) -> str:
    source = _source(member, mapping)
    return f"{source}:{member.line}" if member.line is not None else source


def read_member(member: Member, mapping: ReadWith = None) -> Record:
    """The record of ``member`` read again from its shard (through ``mapping``, as the corpus was
    read when the result was written; a folder's text file, as it was read); ResultError if it
    is not there."""
    if isinstance(mapping, TextFolder):
        return _text_file(member, mapping)
    where = _where(member)
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
    if mapping is not None:
        value, _missing = mapping.apply(value)  # a key missing: the record's problems say which
    if type(value) is not dict or value.get("doc_id") != member.doc_id:
        raise ResultError(f"{where}: no longer holds the record {member.doc_id!r}; the shard changed since "
                          "the result was written, group it again")
    problems = record_problems(value, _LOOSEST)
    if problems:  # a title made a number, NaN, a field gone: said here, not as an error in the window
        raise ResultError(f"{where}: the record {member.doc_id!r} is no longer valid: {problems[0].message}; "
                          "the shard changed since the result was written, group it again")
    return Record(**value)


def _text_file(member: Member, folder: TextFolder) -> Record:
    """The record of a member of a folder of text files: its file (its doc_id, the path in the
    folder) read again as the folder was read, in the language the result gives."""
    if not os.path.isdir(member.shard):
        gone = not os.path.exists(member.shard)
        what = "is gone (moved, renamed or deleted)" if gone else "is not a folder now"
        raise ResultError(f"{member.shard}: the folder of text files {what}; the result reads "
                          f"{member.doc_id!r} from it: put it back, or group the folder again")
    found = text_file_record(TextFolder(member.shard, folder.language), member.doc_id, _LOOSEST)
    if isinstance(found, Problem):
        raise ResultError(f"{found.path or member.shard}: {found.message}; the folder changed since the "
                          "result was written, group it again")
    return found


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
    with open_text(path) as stream:  # a compressed shard: offsets are in its decompressed text
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
