"""Where each character of a record sits inside its canonical bytes.

The hex view colours the language, title and body bytes, highlights the bytes
of a selected character, and maps a selected byte back to its character; the
difference analysis reports byte offsets. All of it comes from here.
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from itertools import accumulate
from json.encoder import encode_basestring

from .contract import CONTRACT, canonical_bytes
from .records import CONTENT_FIELDS

__all__ = ["CanonicalLayout", "layout_of"]


def _escaped_utf8_length(char: str) -> int:
    """Bytes ``char`` takes in the canonical bytes (JSON escape, then UTF-8)."""
    if char < " " or char in '"\\':
        return len(encode_basestring(char)) - 2  # \n is 2 bytes, \u0001 is 6
    return len(char.encode("utf-8", "surrogatepass"))


@dataclass
class _FieldLayout:
    value: str
    start: int  # byte offset of the field's first character (after the opening quote)
    end: int  # byte offset of the closing quote
    _offsets: list[int] | None = field(default=None, repr=False)

    def offsets(self) -> list[int]:
        """Byte offset of each character boundary (len(value) + 1 entries), built on demand."""
        if self._offsets is None:
            lengths = map(_escaped_utf8_length, self.value)
            self._offsets = list(accumulate(lengths, initial=self.start))
        return self._offsets


@dataclass
class CanonicalLayout:
    """The canonical bytes of one record and the byte span of every field and character."""

    content: bytes
    fields: dict[str, _FieldLayout]

    def field_span(self, name: str) -> tuple[int, int]:
        """Byte span ``[start, end)`` of a field's text, without its quotes."""
        layout = self.fields[name]
        return layout.start, layout.end

    def byte_span(self, name: str, start: int, end: int) -> tuple[int, int]:
        """Byte span of code points ``[start, end)`` of field ``name``."""
        offsets = self.fields[name].offsets()
        return offsets[start], offsets[end]

    def char_at(self, byte_offset: int) -> tuple[str, int] | None:
        """The (field, code point index) whose bytes hold ``byte_offset``; None between fields."""
        for name, layout in self.fields.items():
            if layout.start <= byte_offset < layout.end:
                return name, bisect_right(layout.offsets(), byte_offset) - 1
        return None


def layout_of(language: str, title: str, body: str) -> CanonicalLayout:
    """The layout of the canonical bytes of this content (see :func:`core.canonical_bytes`)."""
    content = canonical_bytes(language, title, body)
    position = len(encode_basestring(CONTRACT)) + 2  # '[' + "doc-content-v1" + ','
    fields = {}
    for name, value in zip(CONTENT_FIELDS, (language, title, body), strict=True):
        size = len(encode_basestring(value).encode("utf-8")) - 2
        fields[name] = _FieldLayout(value, position + 1, position + 1 + size)
        position += size + 3  # two quotes and the comma (or the closing bracket)
    return CanonicalLayout(content, fields)
