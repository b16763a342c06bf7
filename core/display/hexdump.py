"""The hex dump of a record's canonical bytes: ``offset | hex | text``, row by row.

Rows are computed when asked for, never all at once, so a 16 MB body costs
nothing until a view scrolls to it. Each byte knows which part of the canonical
array it belongs to (the JSON structure, language, title or body) so a view can
colour it, and the dump holds the byte ranges a view should highlight.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from ..charnames import unicodedata
from ..contract_spans import CanonicalLayout
from .invisibles import marker_for

__all__ = ["BYTES_PER_ROW", "CLASS_PICTURES", "ROW_WIDTHS", "ByteRange", "HexDump", "HexRow", "byte_cells",
           "char_picture"]

BYTES_PER_ROW = 16
# The row widths a view may choose from, widest first: a narrow pane (one side of a
# comparison) shows 8 or 4 bytes a row rather than cut the text column off.
ROW_WIDTHS = (16, 8, 4)
STRUCTURE = "structure"  # '[', quotes, commas and the contract name: not a content field

_CONTINUATION = "\u00b7"  # shown under the 2nd..4th byte of a UTF-8 sequence (its continuation bytes)
_UNPRINTABLE = "."


@dataclass(frozen=True, slots=True)
class ByteRange:
    """Bytes ``[start, end)`` to highlight; ``role`` picks the colour (e.g. ``selection``)."""

    start: int
    end: int
    role: str = "selection"

    def __contains__(self, offset: int) -> bool:
        return self.start <= offset < self.end


@dataclass(frozen=True, slots=True)
class HexRow:
    """One row: its first byte's offset, its bytes and the text cell of each byte."""

    offset: int
    data: bytes
    cells: tuple[str, ...]

    @property
    def hex(self) -> str:
        """``5b 22 64 ...``; a wider gap after the eighth byte, as hex editors do."""
        pairs = [f"{byte:02x}" for byte in self.data]
        return " ".join(pairs[:8]) + ("  " + " ".join(pairs[8:]) if len(pairs) > 8 else "")

    def text(self, width: int = BYTES_PER_ROW) -> str:
        """The row as ``offset  hex  text``, hex padded so the text columns line up."""
        hex_width = 3 * width  # two digits and a space per byte, plus the middle gap
        return f"{self.offset:08x}  {self.hex:<{hex_width}} {''.join(self.cells)}"


def _lead_length(byte: int) -> int:
    """Length of the UTF-8 sequence this byte starts; 0 for a continuation byte."""
    if byte < 0x80:
        return 1
    if byte < 0xC0:
        return 0
    return 2 if byte < 0xE0 else 3 if byte < 0xF0 else 4


# One-character pictures where a marker's label is a word (the text column has one cell).
_PICTURES = {"\u00a0": "\u237d", "\u0640": "\u0640"}
# The picture of each class of invisible character whose name is a word: a ZWNJ, an RLO and
# a BOM must not look alike (the byte's tooltip names the character).
CLASS_PICTURES = {
    "bidi": "\u21c6",  # ⇆ a direction control
    "joiner": "\u22c8",  # ⋈ a joiner or non-joiner
    "ignorable": "\u2205",  # ∅ drawn as nothing: ZWSP, WJ, BOM, SHY, other format characters
    "control": "\u2327",  # ⌧ a C1 control
    "variation": "\u25c7",  # ◇ a variation selector
    "space": "\u2423",  # ␣ a space other than U+0020 and NBSP
    "line-ending": "\u21b5",  # ↵ NEL, LS, PS
}


def char_picture(char: str) -> str:
    """A one-character picture of ``char`` for the text column (a marker for an invisible one)."""
    if char in _PICTURES:
        return _PICTURES[char]
    marker = marker_for(char)
    if marker is not None and char != " ":
        return marker.label if len(marker.label) == 1 else CLASS_PICTURES.get(marker.kind, "\u2022")
    if unicodedata.category(char) in ("Mn", "Me"):
        return "\u25cc" + char  # a combining mark drawn on a dotted circle
    return char


def byte_cells(data: bytes, start: int, end: int) -> Iterator[str]:
    """The text cell of each byte in ``data[start:end]``.

    A character's picture sits under its first byte and ``·`` under the rest, so
    the text column stays aligned with the hex column; ASCII controls show ``.``.
    """
    for offset in range(start, end):
        byte = data[offset]
        size = _lead_length(byte)
        if size == 0:
            yield _CONTINUATION
        elif size == 1:
            yield chr(byte) if 0x20 <= byte < 0x7F else _UNPRINTABLE
        else:
            try:
                yield char_picture(data[offset:offset + size].decode("utf-8"))
            except UnicodeDecodeError:
                yield _UNPRINTABLE


class HexDump:
    """A lazily computed hex dump of one record's canonical bytes."""

    def __init__(self, layout: CanonicalLayout, *, width: int = BYTES_PER_ROW) -> None:
        self.layout = layout
        self.data = layout.content
        self.width = width
        self.highlights: tuple[ByteRange, ...] = ()
        self._spans = [(name, *layout.field_span(name)) for name in layout.fields]

    @property
    def row_count(self) -> int:
        return (len(self.data) + self.width - 1) // self.width

    def row(self, number: int) -> HexRow:
        """Row ``number`` (0-based), computed now."""
        start = number * self.width
        end = min(start + self.width, len(self.data))
        return HexRow(start, self.data[start:end], tuple(byte_cells(self.data, start, end)))

    def rows(self, first: int = 0, last: int | None = None) -> Iterator[HexRow]:
        """Rows ``first`` to ``last`` (exclusive; default: to the end)."""
        last = self.row_count if last is None else min(last, self.row_count)
        return (self.row(number) for number in range(first, last))

    def row_of(self, offset: int) -> int:
        return offset // self.width

    def set_width(self, width: int) -> None:
        """Show ``width`` bytes a row from now on (the bytes and highlights stay)."""
        if width < 1:
            raise ValueError(f"a hex dump row holds at least one byte, not {width}")
        self.width = width

    def field_of(self, offset: int) -> str:
        """``language``, ``title`` or ``body`` for a byte of that field, else ``structure``."""
        for name, start, end in self._spans:
            if start <= offset < end:
                return name
        return STRUCTURE

    def set_highlights(self, ranges: Iterable[ByteRange]) -> None:
        self.highlights = tuple(ranges)

    def highlight_at(self, offset: int) -> ByteRange | None:
        """The last highlight covering ``offset`` (later ranges are drawn on top)."""
        for byte_range in reversed(self.highlights):
            if offset in byte_range:
                return byte_range
        return None

    def text(self) -> str:
        """The whole dump as text, one row per line (what a view shows, for copying)."""
        return "\n".join(row.text(self.width) for row in self.rows())
