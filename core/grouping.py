"""Where groups are formed, and what a group is, in memory and in every file written.

The contract is the seed's ``group_documents``: per digest a bucket of groups; a
record joins a group of its bucket only when its canonical bytes equal that
group's bytes, else it starts a new group; representatives are the smallest
doc_ids. The output here is the seed's, byte for byte (the seed's own checks run
against it); :class:`_Grouper` says how it gets there faster.

One shape, :class:`Group`, is a group everywhere: held in memory by the window and
the CLI (its members are record indices there: ``Group[int]``), written by every
writer and read back by the readers (its members are :class:`Member` provenance
there: ``Group[Member]``, with shard, line and offset when the corpus was sharded).
:func:`with_provenance` turns the first into the second; :class:`Report` is the
document ``docdedup group`` writes. msgspec encodes and decodes them as they are:
no dicts, no second set of types.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from operator import attrgetter
from typing import Any, Generic, TypeVar

import msgspec
from msgspec import UNSET, UnsetType

from .contract import canonical_bytes, sha256_hex
from .errors import ContractError, Problem
from .input.limits import CORPUS_LIMITS, Limits
from .input.validation import validate_record
from .perf import sha256_hex_holding_gil, sorted_gently
from .progress import Progress, report
from .records import Record

__all__ = ["ZERO_DIGEST", "Group", "Member", "Place", "Report", "form_groups", "group_documents",
           "groups_as_dicts", "indexed", "with_provenance", "zero_digest"]

Digest = Callable[[bytes], str]
Place = tuple[str, "int | None", "int | None"]  # shard path, line, byte offset of a record
M = TypeVar("M")
_HEX64 = re.compile("[0-9a-f]{64}")
_PROGRESS_EVERY = 4096


class Member(msgspec.Struct, gc=False):
    """A group member as written: its provenance, and where it is when the corpus is sharded.

    ``shard``, ``line`` and ``offset`` are left out of what is written when unset (one
    file): the members of ``docdedup group FILE`` have exactly doc_id and source_ref.
    """

    doc_id: str
    source_ref: str
    shard: str | UnsetType = UNSET
    line: int | UnsetType | None = UNSET
    offset: int | UnsetType | None = UNSET


class Group(msgspec.Struct, Generic[M], frozen=True, gc=False):
    """An exact-duplicate group; members in doc_id order.

    ``Group[int]``: members are indices into the records held (what :func:`form_groups`
    returns). ``Group[Member]``: members are their provenance (what is written and read).
    Fields are written in this order. ``gc=False``: a million groups hold no cycles.
    """

    representative: str
    candidate_digest: str
    canonical_utf8_length: int
    members: Sequence[M]

    @property
    def is_duplicate(self) -> bool:
        return len(self.members) > 1


class Report(msgspec.Struct, gc=False):
    """The document ``docdedup group`` writes; fields are written in this order.

    ``shards`` only for a sharded corpus; without ``groups`` it is the header line of a
    JSON Lines result (one group a line follows).
    """

    contract: str
    limits: str
    records: int
    shards: list[str] | UnsetType = UNSET
    # Read with other field names (--field, --set): {"fields": {field: key}, "set": {field: value}}.
    mapping: dict[str, dict[str, str]] | UnsetType = UNSET
    groups: list[Group[Member]] | UnsetType = UNSET


ZERO_DIGEST = "0" * 64


def zero_digest(payload: bytes) -> str:
    """The seed's collision experiment: every record gets the same digest."""
    return ZERO_DIGEST


def with_provenance(groups: Sequence[Group[int]], records: Sequence[Any],
                    places: Sequence[Place] | None = None) -> list[Group[Member]]:
    """The groups as written: each member index replaced by its record's provenance.

    ``records`` are :class:`Record` objects (or the seed's dicts); ``places[i]`` says
    where record ``i`` is in a sharded corpus.
    """
    if records and isinstance(records[0], dict):
        member = lambda i: Member(records[i]["doc_id"], records[i]["source_ref"])  # noqa: E731
    elif places is None:
        member = lambda i: Member(records[i].doc_id, records[i].source_ref)  # noqa: E731
    else:
        member = lambda i: Member(records[i].doc_id, records[i].source_ref, *places[i])  # noqa: E731
    return [Group(group.representative, group.candidate_digest, group.canonical_utf8_length,
                  [member(i) for i in group.members])
            for group in groups]


def indexed(groups: Iterable[Group[Member]]) -> tuple[list[Member], list[Group[int]]]:
    """The inverse of :func:`with_provenance`: every member in group order, and the groups with
    indices into that list (a result read back, as the records it stands for)."""
    members: list[Member] = []
    indexed_groups: list[Group[int]] = []
    for group in groups:
        start = len(members)
        members += group.members
        indexed_groups.append(Group(group.representative, group.candidate_digest, group.canonical_utf8_length,
                                    tuple(range(start, len(members)))))
    return members, indexed_groups


class _Candidate:
    """A group being formed: its members (record indices) and canonical length."""

    __slots__ = ("content", "length", "members")

    def __init__(self, first: int, length: int) -> None:
        self.members = [first]
        self.length = length
        self.content: bytes | None = None  # kept once a second record needs it

    def holds(self, content: bytes, records: Sequence[Record]) -> bool:
        """Full byte equality with this group's content (made on first need)."""
        if self.content is None:
            self.content = _content(records[self.members[0]])
        return self.content == content


def _content(record: Record) -> bytes:
    return canonical_bytes(record.language, record.title, record.body)


def _check_digest(candidate: Any, record: Record, number: int) -> None:
    """An injected digest must return 64 lowercase hex characters, as the seed demands."""
    if type(candidate) is not str or not _HEX64.fullmatch(candidate):
        raise ContractError(Problem(
            "digest_contract",
            f"the digest function must return 64 lowercase hex characters; "
            f"it returned {candidate!r:.80}",
            record=number, doc_id=record.doc_id,
        ))


class _Grouper:
    """One grouping run: records are checked and placed one at a time, in input order.

    The seed visits records in doc_id order, but which records share a group does
    not depend on the order: one pass in input order, then sorting members and
    groups by doc_id, gives the seed's output while making each record's bytes once.

    ``first`` holds the first group each digest proposed. With a sound digest that
    is the only one, and its bytes are kept only when it gets a second member. A
    digest proposing two different contents (a real or simulated collision) gets
    an entry in ``collisions``, its groups keyed by their canonical bytes: a dict
    look-up compares the full bytes (hash, then ``==``), so even an all-zero digest
    stays linear.
    """

    def __init__(self, digest: Digest, valid: list[Record]) -> None:
        self.digest = digest
        self.checks_digest = digest not in (sha256_hex, sha256_hex_holding_gil)  # ours keep it
        self.valid = valid  # the records placed so far, indexed like the input
        self.seen: dict[str, int] = {}
        self.first: dict[str, _Candidate] = {}
        self.collisions: dict[str, dict[bytes, _Candidate]] = {}
        self.formed: list[tuple[_Candidate, str]] = []

    def place(self, record: Record, number: int) -> None:
        """Check record ``number`` (1-based, already in ``valid``) and put it in its group."""
        content = self._content(record, number)
        self._check_unique(record.doc_id, number)
        candidate_digest = self.digest(content)
        if self.checks_digest:
            _check_digest(candidate_digest, record, number)
        self._put(number - 1, candidate_digest, content)

    def _put(self, index: int, candidate_digest: str, content: bytes) -> None:
        first = self.first.get(candidate_digest)
        if first is None:  # the usual case: a digest not seen before
            group = self.first[candidate_digest] = _Candidate(index, len(content))
            self.formed.append((group, candidate_digest))
        elif (group := self._find(first, candidate_digest, content)) is None:
            self._collide(index, content, candidate_digest, first)
        else:
            group.members.append(index)

    def _find(self, first: _Candidate, candidate_digest: str, content: bytes) -> _Candidate | None:
        """The group of this digest whose bytes equal ``content``, if any."""
        same_digest = self.collisions.get(candidate_digest)
        if same_digest is not None:
            return same_digest.get(content)
        return first if first.holds(content, self.valid) else None

    def _collide(self, index: int, content: bytes, candidate_digest: str, first: _Candidate) -> None:
        """A second content for one digest: from now on its groups are keyed by their bytes."""
        group = _Candidate(index, len(content))
        group.content = content
        self.collisions.setdefault(candidate_digest, {first.content: first})[content] = group
        self.formed.append((group, candidate_digest))

    def _content(self, record: Record, number: int) -> bytes:
        try:
            return _content(record)
        except ContractError as error:
            raise ContractError(error.problem.located(record=number, doc_id=record.doc_id)) from None

    def _check_unique(self, doc_id: str, number: int) -> None:
        first = self.seen.setdefault(doc_id, number)
        if first != number:
            raise ContractError(Problem(
                "duplicate_doc_id", f"doc_id {doc_id!r} is used by records {first} and {number}",
                record=number, doc_id=doc_id, field="doc_id",
            ))

    def groups(self) -> list[Group[int]]:
        """Members in doc_id order, groups in representative order: the seed's output order.

        Working state is let go piece by piece: freeing a million candidates in one
        call would hold the interpreter (and freeze a GUI) for a third of a second.
        """
        while self.first:
            self.first.popitem()
        self.collisions.clear()
        valid, formed = self.valid, self.formed
        doc_id_of = lambda index: valid[index].doc_id  # noqa: E731
        groups = []
        for position, (group, candidate_digest) in enumerate(formed):
            members = sorted(group.members, key=doc_id_of) if len(group.members) > 1 else group.members
            groups.append(Group(valid[members[0]].doc_id, candidate_digest, group.length, tuple(members)))
            formed[position] = None  # frees this candidate now, not all at the end
        return sorted_gently(groups, attrgetter("representative"))


def form_groups(
    records: Sequence[Any],
    *,
    digest: Digest = sha256_hex,
    progress: Progress | None = None,
    validate: Callable[..., Record] | None = None,
) -> list[Group]:
    """Group ``records`` (already valid :class:`Record` objects unless ``validate`` is given).

    ``Group.members`` index into ``records``. Problems are raised in input order, as
    the seed raises them: :class:`ContractError` for an invalid record, a lone
    surrogate, a duplicate ``doc_id`` or a digest that breaks its contract, and
    :class:`~core.progress.Cancelled` when ``progress`` returns False.
    """
    valid: list[Record] = records if validate is None else []  # type: ignore[assignment]
    grouper = _Grouper(digest, valid)
    total = len(records)
    for number, item in enumerate(records, start=1):
        if validate is not None:
            valid.append(validate(item, number=number))
        grouper.place(valid[number - 1], number)
        if number % _PROGRESS_EVERY == 0:
            report(progress, number, total)
    report(progress, total, total)
    return grouper.groups()


def groups_as_dicts(groups: Sequence[Group[int]], records: Sequence[Any]) -> list[dict]:
    """The seed's output shape. ``records`` are :class:`Record` objects or dicts."""
    return msgspec.to_builtins(with_provenance(groups, records))


def _check_container(records: Any, limits: Limits) -> None:
    count = len(records) if type(records) in (list, tuple) else None
    if count is None or count < 1 or (limits.max_records is not None and count > limits.max_records):
        got = f"{count:,} records" if count is not None else f"a {type(records).__name__}"
        raise ContractError(Problem(
            "records",
            f"records must be a list or tuple of {limits.records_rule} "
            f"({limits.name} limits); got {got}",
        ))


def group_documents(
    records: Sequence[dict],
    digest: Digest = sha256_hex,
    *,
    limits: Limits = CORPUS_LIMITS,
    progress: Progress | None = None,
) -> list[dict]:
    """The seed's ``group_documents``: validate, group, return plain dicts.

    Each group is ``{"representative", "candidate_digest", "canonical_utf8_length",
    "members": [{"doc_id", "source_ref"}, ...]}``; groups in representative order.
    The result is a snapshot: it shares nothing mutable with ``records``.
    """
    _check_container(records, limits)
    groups = form_groups(
        records, digest=digest, progress=progress, validate=partial(validate_record, limits=limits)
    )
    return groups_as_dicts(groups, records)
