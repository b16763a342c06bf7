"""Where groups are formed: SHA-256 proposes candidates, full byte equality decides.

The algorithm is the seed's ``group_documents``: records in ascending ``doc_id``
order; per digest a bucket of groups; a record joins a group of its bucket only
when its canonical bytes equal that group's bytes, else it starts a new group.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from operator import attrgetter
from typing import Any

from .contract import canonical_bytes, sha256_hex
from .errors import ContractError, Problem
from .gc_pause import without_collection
from .limits import CORPUS_LIMITS, Limits
from .progress import Progress, report
from .records import Record
from .validation import validate_record

__all__ = ["Group", "form_groups", "group_documents", "groups_as_dicts"]

Digest = Callable[[bytes], str]
_HEX64 = re.compile("[0-9a-f]{64}")
_PROGRESS_EVERY = 4096


@dataclass(frozen=True, slots=True)
class Group:
    """An exact-duplicate group: indices of its members in doc_id order."""

    representative: str
    candidate_digest: str
    canonical_utf8_length: int
    members: tuple[int, ...]

    @property
    def is_duplicate(self) -> bool:
        return len(self.members) > 1


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


class _Bucket:
    """The groups proposed by one digest.

    With a sound digest a bucket holds one group, and its bytes are only ever kept
    for groups that really have duplicates. A bucket holding two different contents
    (a real or simulated collision) keys its groups by their canonical bytes: a dict
    look-up compares the full bytes (hash, then ``==``), so even an all-zero digest
    stays linear.
    """

    __slots__ = ("by_content", "first")

    def __init__(self, first: _Candidate) -> None:
        self.first = first
        self.by_content: dict[bytes, _Candidate] | None = None

    def find(self, content: bytes, records: Sequence[Record]) -> _Candidate | None:
        if self.by_content is None:
            return self.first if self.first.holds(content, records) else None
        return self.by_content.get(content)

    def add(self, content: bytes, candidate: _Candidate) -> None:
        if self.by_content is None:
            self.by_content = {self.first.content: self.first}  # made by find() just before
        candidate.content = content
        self.by_content[content] = candidate


def _content(record: Record) -> bytes:
    return canonical_bytes(record.language, record.title, record.body)


def _checked_digest(digest: Digest, content: bytes, record: Record, number: int) -> str:
    candidate = digest(content)
    if digest is not sha256_hex and (type(candidate) is not str or not _HEX64.fullmatch(candidate)):
        raise ContractError(Problem(
            "digest_contract",
            f"the digest function must return 64 lowercase hex characters; "
            f"it returned {candidate!r:.80}",
            record=number, doc_id=record.doc_id,
        ))
    return candidate


class _Grouper:
    """One grouping run: records are checked and placed one at a time, in input order.

    The seed visits records in doc_id order, but which records share a group does
    not depend on the order: one pass in input order, then sorting members and
    groups by doc_id, gives the seed's output while making each record's bytes once.
    """

    def __init__(self, digest: Digest, validate: Callable[..., Record] | None) -> None:
        self.digest = digest
        self.validate = validate
        self.valid: list[Record] = []
        self.seen: dict[str, int] = {}
        self.buckets: dict[str, _Bucket] = {}
        self.formed: list[tuple[_Candidate, str]] = []

    def place(self, item: Any, number: int) -> None:
        record = item if self.validate is None else self.validate(item, number=number)
        content = self._content(record, number)
        self._check_unique(record.doc_id, number)
        candidate_digest = _checked_digest(self.digest, content, record, number)
        self.valid.append(record)
        index = number - 1
        bucket = self.buckets.get(candidate_digest)
        if bucket is None:
            self._start(index, content, candidate_digest, None)
        elif (group := bucket.find(content, self.valid)) is not None:
            group.members.append(index)
        else:
            self._start(index, content, candidate_digest, bucket)

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

    def _start(self, index: int, content: bytes, candidate_digest: str, bucket: _Bucket | None) -> None:
        group = _Candidate(index, len(content))
        if bucket is None:
            self.buckets[candidate_digest] = _Bucket(group)
        else:
            bucket.add(content, group)
        self.formed.append((group, candidate_digest))

    def groups(self) -> list[Group]:
        """Members in doc_id order, groups in representative order: the seed's output order."""
        valid = self.valid
        doc_id_of = lambda index: valid[index].doc_id  # noqa: E731
        groups = []
        for group, candidate_digest in self.formed:
            members = sorted(group.members, key=doc_id_of) if len(group.members) > 1 else group.members
            groups.append(Group(valid[members[0]].doc_id, candidate_digest, group.length, tuple(members)))
        groups.sort(key=attrgetter("representative"))
        return groups


@without_collection
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
    grouper = _Grouper(digest, validate)
    total = len(records)
    for number, item in enumerate(records, start=1):
        grouper.place(item, number)
        if number % _PROGRESS_EVERY == 0:
            report(progress, number, total)
    report(progress, total, total)
    return grouper.groups()


def groups_as_dicts(groups: Sequence[Group], records: Sequence[Any]) -> list[dict]:
    """The seed's output shape. ``records`` are :class:`Record` objects or dicts."""

    def provenance(record: Any) -> dict[str, str]:
        if isinstance(record, dict):
            return {"doc_id": record["doc_id"], "source_ref": record["source_ref"]}
        return {"doc_id": record.doc_id, "source_ref": record.source_ref}

    return [
        {
            "representative": group.representative,
            "candidate_digest": group.candidate_digest,
            "canonical_utf8_length": group.canonical_utf8_length,
            "members": [provenance(records[index]) for index in group.members],
        }
        for group in groups
    ]


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
