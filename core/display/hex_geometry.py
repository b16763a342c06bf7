"""Where each column of a hex dump row sits, from the font's real (fractional) advances.

Qt-free, so the rules that keep a row from overprinting are tested without a window:
every byte's hex box (its two digits and a half cell either side) ends before the next
begins, the last one before the text column, and each text cell is as wide as the
widest character the view draws in it. Advances are floats: with a digit 7.22 px wide,
a column placed from a rounded 7 px drifts 10 px by the sixteenth byte, into the text.

A row has a :class:`RowForm`: 16 or 8 bytes with 8-digit offsets and the text column,
as hex editors show them. A narrow pane at a large zoom (each side of a comparison at
200 %, on a projector) would fall to 4 bytes a row, and a class reads a UTF-8 sequence
of a Persian word across two rows. Before it does, the row becomes compact: offsets
with as few digits as the dump's length needs (4 below 64 KiB), then the text column
left out (the field above the dump shows the characters, and each byte's tooltip
names its character). 8 bytes then take 30 digit cells instead of 47.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hexdump import ROW_WIDTHS

__all__ = ["OFFSET_DIGITS", "HexGeometry", "RowForm", "fitting_form", "fitting_width", "offset_digits_for",
           "row_forms"]

OFFSET_DIGITS = 8  # 00000050
SHORT_OFFSET_DIGITS = 4  # 0050: a dump below 64 KiB
_GAP_AFTER = 8  # one more digit cell after the eighth byte, as hex editors do


@dataclass(frozen=True, slots=True)
class HexGeometry:
    """The x of every column of a row of ``width`` bytes (before horizontal scrolling).

    ``digit``: advance of a hex digit (the font is monospace: a space is as wide);
    ``text_cell``: width of one cell of the text column; ``row_height``: one row.
    """

    digit: float
    text_cell: float
    row_height: float
    width: int
    offset_digits: int = OFFSET_DIGITS
    text: bool = True  # the text column shown (see RowForm)

    @property
    def offset_x(self) -> float:
        return self.digit / 2

    def hex_x(self, column: int) -> float:
        """x of byte ``column``'s first hex digit."""
        return self.digit * (self.offset_digits + 2 + 3 * column + (column >= _GAP_AFTER))

    def hex_box(self, column: int) -> tuple[float, float]:
        """[left, right) of byte ``column``'s box in the hex column: its digits and half a cell
        either side (its tint and its place for the mouse)."""
        left = self.hex_x(column) - self.digit / 2
        return left, left + 3 * self.digit

    @property
    def text_left(self) -> float:
        """x of the text column: a cell after the last byte's box."""
        return self.hex_box(self.width - 1)[1] + self.digit / 2

    def text_x(self, column: int) -> float:
        return self.text_left + self.text_cell * column

    @property
    def content_width(self) -> float:
        if not self.text:  # half a cell after the last box, as before the offset
            return self.hex_box(self.width - 1)[1] + self.digit / 2
        return self.text_x(self.width) + self.digit

    def column_at(self, x: float) -> int | None:
        """The byte column under ``x``, in the hex or the text column; None between them."""
        for column in reversed(range(self.width)):  # a shared boundary is the later box's left
            left, right = self.hex_box(column)
            if left <= x < right:
                return column
        if self.text and self.text_left <= x < self.text_x(self.width):
            return int((x - self.text_left) // self.text_cell)
        return None

    def row_at(self, y: float) -> int:
        return int(y // self.row_height)


@dataclass(frozen=True, slots=True)
class RowForm:
    """How a row is drawn: ``width`` bytes, offsets of ``offset_digits`` hex digits, and
    whether the text column is shown."""

    width: int
    offset_digits: int = OFFSET_DIGITS
    text: bool = True

    def geometry(self, digit: float, text_cell: float, row_height: float) -> HexGeometry:
        return HexGeometry(digit, text_cell, row_height, self.width, self.offset_digits, self.text)


def offset_digits_for(length: int) -> int:
    """As few hex digits as the offsets of a dump of ``length`` bytes need, at least 4."""
    return max(SHORT_OFFSET_DIGITS, len(f"{max(length - 1, 0):x}"))


def row_forms(length: int) -> tuple[RowForm, ...]:
    """The forms a view tries for a dump of ``length`` bytes, the first that fits wins: 16 and
    8 bytes as usual, then 8 compact (short offsets, then no text column), and only then 4."""
    short = min(offset_digits_for(length), OFFSET_DIGITS)
    compact = (RowForm(8, short),) if short < OFFSET_DIGITS else ()
    return (RowForm(16), RowForm(8), *compact, RowForm(8, short, text=False), RowForm(ROW_WIDTHS[-1]))


def fitting_form(digit: float, text_cell: float, room: float, length: int) -> RowForm:
    """The first of :func:`row_forms` whose row fits in ``room``; the last if none does."""
    forms = row_forms(length)
    for form in forms:
        if form.geometry(digit, text_cell, 1).content_width <= room:
            return form
    return forms[-1]


def fitting_width(digit: float, text_cell: float, room: float) -> int:
    """The widest of :data:`ROW_WIDTHS` whose row fits in ``room``; the narrowest if none does."""
    for width in ROW_WIDTHS:
        if HexGeometry(digit, text_cell, 1, width).content_width <= room:
            return width
    return ROW_WIDTHS[-1]
