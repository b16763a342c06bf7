"""Records placed in groups as they are scanned: the digest proposes, the bytes decide.

Each group keeps the canonical bytes of its first member, made once while
scanning, so a later member is compared without making them again. A digest that
proposes two different contents (a real collision, or ``--simulate-collisions``)
gets its groups keyed by their bytes: a dict look-up compares the full bytes, so
even an all-zero digest stays linear.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from itertools import compress
from typing import Any

import msgspec

from ..grouping import Group, Member
from ..input.limits import Limits
from ..output.report_writer import alone_template, several_texts
from .mapped import reading_of, scan_mapped
from .ranges import Layout, batches, check_lines
from .scan import Doubt, scan_batch

__all__ = ["Alone", "Buckets", "Digest", "Several", "check_count", "finished", "scan_range"]

Digest = Callable[[bytes], Any]  # canonical bytes -> a key that also names the digest
_HEX64 = re.compile("[0-9a-f]{64}")


def sha256_key(content: bytes) -> bytes:
    """The raw SHA-256 of ``content`` (32 bytes; its hex is the candidate digest)."""
    return _sha256(content).digest()


_sha256 = hashlib.sha256


def digest_hex(key: Any) -> str:
    return key.hex() if type(key) is bytes else key


def checked(digest: Callable[[bytes], str]) -> Digest:
    """An injected digest, held to the seed's contract (else the thorough path reports it)."""

    def key(content: bytes) -> str:
        value = digest(content)
        if type(value) is not str or not _HEX64.fullmatch(value):
            raise Doubt
        return value

    return key


class Alone(msgspec.Struct, array_like=True, gc=False):
    """Groups of one member, as columns: written as output text where the output is made (in
    several processes, by the one writing the representative's part: about as many each)."""

    doc_ids: list[str]
    digests: list[str]
    lengths: list[int]
    source_refs: list[str]

    def representatives(self) -> list[str]:
        return self.doc_ids

    def texts(self) -> list[str]:
        alone = alone_template()
        return [alone % (doc_id, digest, length, doc_id, source_ref)
                for doc_id, digest, length, source_ref
                in zip(self.doc_ids, self.digests, self.lengths, self.source_refs, strict=True)]

    def taken(self, chosen: list[bool]) -> Alone:
        """The groups ``chosen`` is true for."""
        return Alone(*(list(compress(column, chosen))
                       for column in (self.doc_ids, self.digests, self.lengths, self.source_refs)))


class Several(msgspec.Struct, array_like=True, gc=False):
    """Groups of several members, as columns (each group's members in scan order)."""

    doc_ids: list[list[str]]
    source_refs: list[list[str]]
    digests: list[str]
    lengths: list[int]

    def representatives(self) -> list[str]:
        return list(map(min, self.doc_ids))

    def texts(self) -> list[str]:
        return several_texts(self.doc_ids, self.source_refs, self.digests, self.lengths)

    def taken(self, chosen: list[bool]) -> Several:
        """The groups ``chosen`` is true for."""
        return Several(*(list(compress(column, chosen))
                         for column in (self.doc_ids, self.source_refs, self.digests, self.lengths)))


class Buckets:
    """The groups of the records scanned so far, by digest then by bytes.

    Records are numbered in scan order; ``doc_ids``/``source_refs`` are indexed by
    that number, ``members[g]`` lists the numbers in group ``g``.
    """

    def __init__(self, digest: Digest = sha256_key) -> None:
        self.digest = digest
        self.doc_ids: list[str] = []
        self.source_refs: list[str] = []
        self.keys: list[Any] = []  # group -> digest key
        self.contents: list[bytes] = []  # group -> canonical bytes of its first member
        self.members: list[list[int]] = []  # group -> record numbers
        self._first: dict[Any, int] = {}  # digest key -> its first group
        self._collided: dict[Any, dict[bytes, int]] = {}  # digest key -> {bytes: group}

    def add(self, doc_ids: list[str], source_refs: list[str], contents: list[bytes]) -> None:
        """Place one batch of records."""
        number = len(self.doc_ids)
        self.doc_ids += doc_ids
        self.source_refs += source_refs
        if self.digest is sha256_key:  # the usual digest, without a Python call per record
            keys = [_sha256(content).digest() for content in contents]
        else:
            keys = list(map(self.digest, contents))
        first, kept, members, group_keys = self._first, self.contents, self.members, self.keys
        for key, content in zip(keys, contents, strict=True):
            group = first.get(key)
            if group is None:  # the usual case, written out: a call per record costs
                first[key] = len(members)
                group_keys.append(key)
                kept.append(content)
                members.append([number])
            elif key not in self._collided and kept[group] == content:
                members[group].append(number)
            else:
                self._collide(key, content, number)
            number += 1

    def _start(self, key: Any, content: bytes, number: int) -> int:
        group = len(self.members)
        self.keys.append(key)
        self.contents.append(content)
        self.members.append([number])
        return group

    def _collide(self, key: Any, content: bytes, number: int) -> None:
        same_key = self._collided.get(key)
        if same_key is None:
            first = self._first[key]
            same_key = self._collided[key] = {self.contents[first]: first}
        group = same_key.get(content)
        if group is None:
            same_key[content] = self._start(key, content, number)
        else:
            self.members[group].append(number)

    # -- the groups when every record is placed

    def finished(self, skip: frozenset[int] | set[int] = frozenset()) -> list[Group[Member]]:
        """Every group not in ``skip``, members in doc_id order (groups in no order)."""
        lengths = list(map(len, self.contents))
        return [finished(self.keys[group], lengths[group], *self.members_of(group))
                for group in range(len(self.members)) if group not in skip]

    def json_texts(self, skip: frozenset[int] | set[int] = frozenset()) -> tuple[list[str], list[str]]:
        """(representatives, the groups as output text) of every group not in ``skip``: what
        :meth:`json_parts` holds, written at once (in one process, where nothing is sent: a
        loop writing the groups of one took 88 ms on 100,000 records, columns made first 102 ms)."""
        doc_ids, source_refs, keys = self.doc_ids, self.source_refs, self.keys
        lengths = list(map(len, self.contents))
        alone = alone_template()
        representatives, texts, more = [], [], []
        for group, members in enumerate(self.members):
            if group in skip:
                continue
            if len(members) == 1:  # most groups: written in one step
                record = members[0]
                doc_id = doc_ids[record]
                representatives.append(doc_id)
                texts.append(alone % (doc_id, digest_hex(keys[group]), lengths[group], doc_id,
                                      source_refs[record]))
            else:
                more.append(group)
        several = self._several(more)
        return representatives + several.representatives(), texts + several.texts()

    def json_parts(self, skip: frozenset[int] | set[int] = frozenset()) -> tuple[Alone, Several]:
        """The groups not in ``skip`` as columns, those of one member (most) apart."""
        members, contents, doc_ids, source_refs = self.members, self.contents, self.doc_ids, self.source_refs
        sizes = list(map(len, members))
        ones = [group for group, size in enumerate(sizes) if size == 1 and group not in skip]
        more = [group for group, size in enumerate(sizes) if size > 1 and group not in skip]
        firsts = [members[group][0] for group in ones]
        alone = Alone([doc_ids[record] for record in firsts], self._digests(ones),
                      [len(contents[group]) for group in ones], [source_refs[record] for record in firsts])
        return alone, self._several(more)

    def _several(self, more: list[int]) -> Several:
        members, doc_ids, source_refs, contents = self.members, self.doc_ids, self.source_refs, self.contents
        return Several([[doc_ids[record] for record in members[group]] for group in more],
                       [[source_refs[record] for record in members[group]] for group in more],
                       self._digests(more), [len(contents[group]) for group in more])

    def _digests(self, groups: list[int]) -> list[str]:
        """The candidate digests of ``groups`` in hex (:func:`digest_hex`, without a call per group)."""
        keys = self.keys
        if self.digest is sha256_key:  # raw SHA-256 bytes
            return [keys[group].hex() for group in groups]
        return [keys[group] for group in groups]  # an injected digest's hex already

    def representative_sample(self, size: int) -> list[tuple[str, int]]:
        """About ``size`` groups spread evenly, each as (its representative here, the records it
        stands for): where this range's records will be written. A group is written under its
        representative, so its members fall where the least of them does, not each where its
        own doc_id would (cut at a sample of doc_ids, the benchmark corpus, whose copies take
        the smaller ids, put 26% more of the output's text in the first of two ranges)."""
        step, doc_ids = max(1, len(self.members) // size), self.doc_ids
        return [(doc_ids[members[0]] if len(members) == 1 else min([doc_ids[i] for i in members]),
                 len(members) * step) for members in self.members[::step]]

    def members_of(self, group: int) -> tuple[list[str], list[str]]:
        """(doc_ids, source_refs) of the members of ``group``, in scan order."""
        members = self.members[group]
        return [self.doc_ids[i] for i in members], [self.source_refs[i] for i in members]


def finished(key: Any, length: int, doc_ids: list[str], source_refs: list[str]) -> Group[Member]:
    """A group with its members in doc_id order."""
    order = sorted(range(len(doc_ids)), key=doc_ids.__getitem__) if len(doc_ids) > 1 else (0,)
    return Group(doc_ids[order[0]], digest_hex(key), length,
                 [Member(doc_ids[i], source_refs[i]) for i in order])


def scan_range(layout: Layout, start: int, stop: int, *, last: bool, limits: Limits,
               key, share=None, me: int = 0) -> Buckets:
    """The records of ``start..stop`` checked and placed in their groups (Parquet: with
    ``share``, the rows process 0 reads and hands to process ``me``)."""
    buckets = Buckets(key)
    if layout.rows is not None:  # Parquet: rows of its columns
        from .parquet_rows import scan_rows

        for batch in scan_rows(layout, start, stop, limits, share, me):
            buckets.add(batch.doc_ids, batch.source_refs, batch.contents)
        return buckets
    reading = reading_of(layout.path)  # None: a file of the five fields
    for payload in batches(layout, start, stop, last=last):
        batch = (scan_batch(payload, limits, lines=layout.lines) if reading is None
                 else scan_mapped(payload, limits, lines=layout.lines, reading=reading))
        if layout.lines:
            check_lines(payload, len(batch.doc_ids))
        buckets.add(batch.doc_ids, batch.source_refs, batch.contents)
    return buckets


def check_count(records: int, limits: Limits) -> None:
    """Doubt a file of no records, or of more than the profile allows: the thorough path says so."""
    if records == 0 or (limits.max_records is not None and records > limits.max_records):
        raise Doubt
