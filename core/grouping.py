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
from typing import Any

from .contract import canonical_bytes, sha256_hex
from .errors import ContractError, Problem
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
    """A group being formed: its first member's index and the members so far."""

    __slots__ = ("first", "members")

    def __init__(self, first: int) -> None:
        self.first = first
        self.members = [first]


class _Bucket:
    """The groups proposed by one digest.

    With a sound digest a bucket holds one group: a newcomer is compared with the
    first member's bytes, made again rather than kept, so memory does not grow with
    the corpus. Only a bucket holding two different contents (a real or simulated
    collision) keys its groups by their canonical bytes: a dict look-up compares the
    full bytes (hash, then ``==``), so an all-zero digest still stays linear.
    """

    __slots__ = ("by_content", "first")

    def __init__(self, first: _Candidate) -> None:
        self.first = first
        self.by_content: dict[bytes, _Candidate] | None = None

    def find(self, content: bytes, records: Sequence[Record]) -> _Candidate | None:
        if self.by_content is None:
            return self.first if _content(records[self.first.first]) == content else None
        return self.by_content.get(content)

    def add(self, content: bytes, candidate: _Candidate, records: Sequence[Record]) -> None:
        if self.by_content is None:
            self.by_content = {_content(records[self.first.first]): self.first}
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


def _prepare(records, digest, validate, progress):
    """(doc_id, index, digest, length) per record, checked in input order like the seed."""
    valid: list[Record] = []
    prepared = []
    seen: dict[str, int] = {}
    total = len(records)
    for index, item in enumerate(records):
        number = index + 1
        record = item if validate is None else validate(item, number=number)
        try:
            content = _content(record)
        except ContractError as error:
            raise ContractError(error.problem.located(record=number, doc_id=record.doc_id)) from None
        if record.doc_id in seen:
            raise ContractError(Problem(
                "duplicate_doc_id",
                f"doc_id {record.doc_id!r} is used by records {seen[record.doc_id]} and {number}",
                record=number, doc_id=record.doc_id, field="doc_id",
            ))
        seen[record.doc_id] = number
        prepared.append((record.doc_id, index, _checked_digest(digest, content, record, number),
                         len(content)))
        valid.append(record)
        if index % _PROGRESS_EVERY == 0:
            report(progress, index, 2 * total)  # the grouping pass is the second half
    return valid, prepared


def form_groups(
    records: Sequence[Any],
    *,
    digest: Digest = sha256_hex,
    progress: Progress | None = None,
    validate: Callable[..., Record] | None = None,
) -> list[Group]:
    """Group ``records`` (already valid :class:`Record` objects unless ``validate`` is given).

    ``Group.members`` index into ``records``. Raises :class:`ContractError` for a
    duplicate ``doc_id``, a lone surrogate or a digest that breaks its contract, and
    :class:`~core.progress.Cancelled` when ``progress`` returns False.
    """
    valid, prepared = _prepare(records, digest, validate, progress)
    prepared.sort()
    buckets: dict[str, _Bucket] = {}
    formed: list[tuple[_Candidate, str, int]] = []
    total = len(prepared)
    for position, (_doc_id, index, candidate_digest, length) in enumerate(prepared):
        bucket = buckets.get(candidate_digest)
        if bucket is None:
            group = _Candidate(index)
            buckets[candidate_digest] = _Bucket(group)
            formed.append((group, candidate_digest, length))
        else:
            content = _content(valid[index])
            group = bucket.find(content, valid)
            if group is None:
                group = _Candidate(index)
                bucket.add(content, group, valid)
                formed.append((group, candidate_digest, length))
            else:
                group.members.append(index)
        if position % _PROGRESS_EVERY == 0:
            report(progress, total + position, 2 * total)
    report(progress, 2 * total, 2 * total)
    return [
        Group(valid[group.first].doc_id, candidate_digest, length, tuple(group.members))
        for group, candidate_digest, length in formed
    ]


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
