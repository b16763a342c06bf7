"""What one canonical byte is: which byte of which character, lead or continuation.

The hex view's tooltip ("byte 2 of 2 of U+0631 ر") and the contract stepper say the
same thing about a byte, so a multi-byte UTF-8 character is never an unexplained row
of dots: its first byte is the *lead* (it says how many follow), the rest are
*continuation* bytes (10xxxxxx).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..contract_spans import CanonicalLayout
from .hexdump import char_picture

__all__ = ["ByteRole", "byte_role"]


@dataclass(frozen=True, slots=True)
class ByteRole:
    """Byte ``position`` (1-based) of the ``count`` bytes that write ``char`` of ``field``."""

    field: str
    index: int  # the character's code point index in its field
    char: str
    position: int
    count: int
    escaped: bool  # the bytes are a JSON escape (\n, \", \u0001), not the character's UTF-8

    @property
    def kind(self) -> str:
        """``single`` (one byte), ``lead`` or ``continuation`` of a multi-byte sequence, or ``escape``."""
        if self.escaped:
            return "escape"
        if self.count == 1:
            return "single"
        return "lead" if self.position == 1 else "continuation"

    @property
    def char_label(self) -> str:
        """``U+0631 ر``: the code point and a picture of it (a marker for an invisible one)."""
        return f"U+{ord(self.char):04X} {char_picture(self.char)}".rstrip()

    def text(self) -> str:
        """``byte 2 of 2 of U+0631 ر``; an escape says so."""
        where = f"byte {self.position} of {self.count} of {self.char_label}"
        return where + " (a JSON escape)" if self.escaped else where


def byte_role(layout: CanonicalLayout, offset: int) -> ByteRole | None:
    """The role of byte ``offset`` of ``layout.content``; None for the JSON structure around fields."""
    where = layout.char_at(offset)
    if where is None:
        return None
    field, index = where
    char = layout.fields[field].value[index]
    start, end = layout.byte_span(field, index, index + 1)
    escaped = layout.content[start:end] != char.encode("utf-8", "surrogatepass")
    return ByteRole(field, index, char, offset - start + 1, end - start, escaped)
