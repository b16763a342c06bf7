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
from typing import Any

from .scan import Doubt

__all__ = ["Buckets", "Digest"]

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
        digest, first, kept, members, keys = self.digest, self._first, self.contents, self.members, self.keys
        for content in contents:
            key = digest(content)
            group = first.get(key)
            if group is None:  # the usual case, written out: a call per record costs
                first[key] = len(members)
                keys.append(key)
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
