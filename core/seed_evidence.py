"""How the seed checks write their evidence: bytes, code points and values as a reader of the
Verify dialog must see them (every byte, unseen characters escaped, JSON values as JSON)."""

from __future__ import annotations

import json

from .charnames import unicodedata  # the project's one Unicode version, not the stdlib's
from .input.validation import describe_value

__all__ = ["all_bytes", "value_text"]


def all_bytes(data: bytes) -> str:
    """Every byte in hex, spaced: the Persian letters' bytes are compared as well as the ASCII
    opening (the window sets them in rows with their offsets)."""
    return data.hex(" ")


# Characters a repr leaves as they are although a reader cannot see them or sees them merged
# with their neighbour: combining marks, format and separator characters. Written as \uXXXX so
# two records that look alike in the evidence do not read alike (NFC 'café' against NFD).
_UNSEEN = frozenset({"Mn", "Me", "Cf", "Zl", "Zp"})


def value_text(value) -> str:
    """A value as the check wrote it: a string quoted (its unseen characters escaped), any other
    JSON value as JSON writes it (``1``, ``null``, ``true``), in no language's words."""
    if value is None or isinstance(value, bool | int | float):
        return json.dumps(value)
    shown = describe_value(value, width=24)
    if not isinstance(value, str):
        return shown
    return "".join(f"\\u{ord(char):04x}" if unicodedata.category(char) in _UNSEEN else char for char in shown)
