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

from .contract import CONTRACT, canonical_bytes, joined_fields
from .records import CONTENT_FIELDS

__all__ = ["CanonicalLayout", "layout_of", "layout_of_escaped"]


_CHUNK = 1024  # characters between two remembered byte offsets


def _escaped_size(text: str) -> int:
    """Bytes ``text`` takes inside the canonical bytes (JSON escapes, then UTF-8).

    JSON escapes character by character, so the size of a concatenation is the sum
    of the sizes: offsets can be counted chunk by chunk at C speed.
    """
    return len(encode_basestring(text).encode("utf-8", "surrogatepass")) - 2


@dataclass
class _FieldLayout:
    value: str
    start: int  # byte offset of the field's first character (after the opening quote)
    end: int  # byte offset of the closing quote
    _checkpoints: list[int] | None = field(default=None, repr=False)

    def checkpoints(self) -> list[int]:
        """Byte offset of every ``_CHUNK``-th character, built on first use."""
        if self._checkpoints is None:
            value = self.value
            sizes = (_escaped_size(value[i : i + _CHUNK]) for i in range(0, len(value), _CHUNK))
            self._checkpoints = list(accumulate(sizes, initial=self.start))
        return self._checkpoints

    def offset(self, index: int) -> int:
        """Byte offset of the boundary before code point ``index`` (0..len(value))."""
        chunk, rest = divmod(index, _CHUNK)
        base = self.checkpoints()[chunk]
        return base + _escaped_size(self.value[index - rest : index]) if rest else base

    def index_at(self, byte_offset: int) -> int:
        """The code point whose bytes hold ``byte_offset`` (start <= byte_offset < end)."""
        chunk = bisect_right(self.checkpoints(), byte_offset) - 1
        low, high = chunk * _CHUNK, min((chunk + 1) * _CHUNK, len(self.value))
        while high - low > 1:  # bisect inside one chunk: at most 10 steps
            middle = (low + high) // 2
            if self.offset(middle) <= byte_offset:
                low = middle
            else:
                high = middle
        return low


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
        layout = self.fields[name]
        return layout.offset(start), layout.offset(end)

    def char_at(self, byte_offset: int) -> tuple[str, int] | None:
        """The (field, code point index) whose bytes hold ``byte_offset``; None between fields."""
        for name, layout in self.fields.items():
            if layout.start <= byte_offset < layout.end:
                return name, layout.index_at(byte_offset)
        return None


def layout_of(language: str, title: str, body: str) -> CanonicalLayout:
    """The layout of the canonical bytes of this content (see :func:`core.canonical_bytes`)."""
    content = canonical_bytes(language, title, body)  # first: a lone surrogate is a ContractError
    values = (language, title, body)
    sizes = [len(encode_basestring(value).encode("utf-8")) - 2 for value in values]
    return _layout(content, values, sizes)


def layout_of_escaped(values: tuple[str, str, str], escaped: tuple[bytes, bytes, bytes]) -> CanonicalLayout:
    """The same layout from each field's :func:`core.contract.escaped_field` bytes, known already:
    one copy of the bytes, no escaping or encoding (a field left as it was costs nothing more)."""
    return _layout(joined_fields(*escaped), values, [len(piece) for piece in escaped])


def _layout(content: bytes, values, sizes) -> CanonicalLayout:
    position = len(encode_basestring(CONTRACT)) + 2  # '[' + "doc-content-v1" + ','
    fields = {}
    for name, value, size in zip(CONTENT_FIELDS, values, sizes, strict=True):
        fields[name] = _FieldLayout(value, position + 1, position + 1 + size)
        position += size + 3  # two quotes and the comma (or the closing bracket)
    return CanonicalLayout(content, fields)
