"""Hashing in pieces gives the same digests as hashing in one go."""

from __future__ import annotations

import hashlib

import pytest

from core import sha256_hex
from core.perf.hashing import update_holding_gil


@pytest.mark.parametrize("size", [0, 1, 2046, 2047, 2048, 4094, 4095, 100_003])
def test_pieces_make_the_same_digest(size):
    data = bytes(range(256)) * (size // 256) + bytes(range(size % 256))
    assert sha256_hex(data) == hashlib.sha256(data).hexdigest()
    pieces = hashlib.blake2b(digest_size=16)
    update_holding_gil(pieces, data)
    assert pieces.digest() == hashlib.blake2b(data, digest_size=16).digest()
