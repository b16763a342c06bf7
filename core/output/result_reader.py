"""Reviewing a result of ``docdedup group`` without the corpus: records read from their shards.

A result written by the sharded path (``--format jsonl`` or ``json``) names, for every
member, its shard, line and byte offset. :func:`inspect_result` keeps only the
duplicate groups (two members or more) and gives an ordinary
:class:`core.inspection.Inspection` whose ``records`` are read from the shards on
demand, a few at a time, so reviewing the duplicates of a huge corpus costs the
memory of its duplicate groups' ids, not of the corpus. Opening checks every
member (its shard still holds that doc_id with the same canonical bytes), so a
shard edited since the run is reported at once; every later read is checked the
same way (:mod:`core.output.result_records`), so one edited while the result is open is
shown as changed, never as a member.

A result of a folder of text files (``--text-files DIR --set language=TAG``) names the folder
as its one shard and says it was read as text files, in its language (its ``mapping``:
:meth:`~core.input.text_folder.TextFolder.as_header`); each member is the file its doc_id
names in that folder, read again as the folder was read and checked the same way.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import msgspec

from ..contract import CONTRACT
from ..grouping import ZERO_DIGEST, Group, Member, Report, indexed
from ..input.decode_sentences import decode_sentence
from ..input.field_mapping import FieldMapping, MappedFile
from ..input.input_source import memory_bound, open_regular, read_at_most
from ..input.limits import LIMITS_BY_NAME
from ..input.loader import LoadedFile
from ..input.text_folder import TEXT_FILES, TextFolder
from ..inspection import Inspection
from ..progress import Progress, report
from .result_records import Expected, ResultError, ShardRecords, checked_record

__all__ = ["ResultError", "ShardRecords", "inspect_result", "read_duplicate_groups"]


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
    folder = _folder_of(path, header)
    for group in groups:
        for member in group.members:
            if member.shard is msgspec.UNSET and folder is not None:
                member.shard = folder  # a folder's JSON result: each member is a file of its one shard
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
    if header.groups is not msgspec.UNSET:
        return None  # a whole JSON report on one line (a tool saved it so): read as a document
    if header.shards is msgspec.UNSET:
        raise ResultError(f"{path}:1: not a result of docdedup group (its first line is no header "
                          "with contract, limits, records and shards)")
    return header


def _folder_of(path: str, header: Report) -> str | None:
    """The folder a result of a folder of text files names (its one shard); None for another result."""
    if header.mapping is msgspec.UNSET or TEXT_FILES not in header.mapping:
        return None
    if header.shards is msgspec.UNSET or len(header.shards) != 1:
        raise ResultError(f"{path}: a result of a folder of text files that does not name its one folder "
                          "(its shards); group the folder again to review it")
    return header.shards[0]


def _read_with(path: str, header: Report) -> FieldMapping | TextFolder | None:
    """How the result says its corpus was read: a field mapping, a folder's text files in a
    language, or as it is (None); a ResultError when it says so in a way no run writes."""
    said = header.mapping
    if said is msgspec.UNSET:
        return None
    if TEXT_FILES in said:
        language = said.get("set", {}).get("language") if isinstance(said.get("set"), dict) else None
        if not isinstance(language, str):
            raise ResultError(f"{path}: a result of a folder of text files that gives no language "
                              "(its mapping's set); group the folder again to review it")
        return TextFolder(header.shards[0], language)
    return FieldMapping.from_header(said)


def _json_report(path: str, data: bytes) -> Report:
    try:
        report_ = msgspec.json.decode(data, type=Report)
    except msgspec.DecodeError as error:
        raise ResultError(f"{path}: not a located result of docdedup group ({decode_sentence(error)}); "
                          "write one with several shards or --format jsonl") from None
    missing = [name for name in ("shards", "groups") if getattr(report_, name) is msgspec.UNSET]
    if missing == ["shards"] and report_.mapping is not msgspec.UNSET and TEXT_FILES in report_.mapping:
        _folder_of(path, report_)  # says what a result of a folder lacks
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


def inspect_result(path: str, *, progress: Progress | None = None) -> Inspection:
    """An Inspection of the duplicate groups of a result, its records read from the shards."""
    found = read_duplicate_groups(path, progress=progress)
    members, groups = indexed(found.groups)
    expected = [Expected(group.canonical_utf8_length, group.candidate_digest)
                for group in found.groups for _ in group.members]
    mapping = _read_with(path, found.header)
    _check_members(members, expected, mapping, progress)
    records = ShardRecords(members, expected, mapping)
    simulated = bool(groups) and all(g.candidate_digest == ZERO_DIGEST for g in groups)
    group_of_record = [index for index, group in enumerate(groups) for _ in group.members]
    index_of_doc_id = {member.doc_id: index for index, member in enumerate(members)}
    size = os.path.getsize(path)
    # Records read through a mapping, or made of a folder's text files, say so wherever the result
    # is named (the window's title, its export, each decision line's input), as that file or
    # folder opened in the window does.
    if isinstance(mapping, TextFolder):
        named = TextFolder(path, mapping.language)
    else:
        named = path if mapping is None else MappedFile(path, mapping)
    loaded = LoadedFile(named, "result", size, records, [], len(members))  # type: ignore[arg-type]
    limits = LIMITS_BY_NAME.get(found.header.limits, LIMITS_BY_NAME["corpus"])
    return Inspection(loaded, limits, simulated, groups, group_of_record, index_of_doc_id)


def _check_members(members: list[Member], expected: list[Expected], mapping: FieldMapping | TextFolder | None,
                   progress: Progress | None) -> None:
    """Every member read once: same doc_id at its offset, same canonical bytes as its group.

    Here a record that fails refuses the whole result (ResultError): nothing is shown yet.
    """
    total = len(members)
    for done, (member, wanted) in enumerate(zip(members, expected, strict=True), start=1):
        checked_record(member, wanted, mapping)
        if done % 1024 == 0:
            report(progress, done, total)
    report(progress, total, total)
