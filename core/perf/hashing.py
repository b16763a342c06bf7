"""Hashing that keeps the GIL, so a worker thread never starves the GUI thread.

hashlib lets go of the GIL while hashing 2,048 bytes or more. A worker hashing
record after record then lets go and takes it back thousands of times a second;
each time it wins the race again, and CPython's waiting thread, seeing the GIL
change hands, keeps waiting instead of asking for it: the GUI thread starved for
up to 5 s during the neighbour analysis (measured with a 10 ms heartbeat; none at
all once the hashing was fed in smaller pieces). Pieces below that size keep
the GIL, so the worker yields it the ordinary way, every few milliseconds.
"""

from __future__ import annotations

import hashlib

__all__ = ["sha256_hex_holding_gil", "update_holding_gil"]

_PIECE = 2047  # below hashlib's HASHLIB_GIL_MINSIZE (2048)


def update_holding_gil(hasher, data: bytes) -> None:
    """``hasher.update(data)``, in pieces small enough that hashlib keeps the GIL."""
    if len(data) <= _PIECE:
        hasher.update(data)
        return
    view = memoryview(data)
    for start in range(0, len(data), _PIECE):
        hasher.update(view[start : start + _PIECE])


def sha256_hex_holding_gil(payload: bytes) -> str:
    """SHA-256 of ``payload`` as 64 lowercase hex characters, for a GUI's worker thread.

    The command line hashes in one call (:func:`core.contract.sha256_hex`); a GUI
    passes this one in as the digest, so its thread keeps getting the GIL.
    """
    digest = hashlib.sha256()
    update_holding_gil(digest, payload)
    return digest.hexdigest()
