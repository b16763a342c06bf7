"""Where each column of a hex dump row sits, from the font's real (fractional) advances.

Qt-free, so the rules that keep a row from overprinting are tested without a window:
every byte's hex box (its two digits and a half cell either side) ends before the next
begins, the last one before the text column, and each text cell is as wide as the
widest character the view draws in it. Advances are floats: with a digit 7.22 px wide,
a column placed from a rounded 7 px drifts 10 px by the sixteenth byte, into the text.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hexdump import ROW_WIDTHS

__all__ = ["OFFSET_DIGITS", "HexGeometry", "fitting_width"]

OFFSET_DIGITS = 8  # 00000050
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

    @property
    def offset_x(self) -> float:
        return self.digit / 2

    def hex_x(self, column: int) -> float:
        """x of byte ``column``'s first hex digit."""
        return self.digit * (OFFSET_DIGITS + 2 + 3 * column + (column >= _GAP_AFTER))

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
        return self.text_x(self.width) + self.digit

    def column_at(self, x: float) -> int | None:
        """The byte column under ``x``, in the hex or the text column; None between them."""
        for column in reversed(range(self.width)):  # a shared boundary is the later box's left
            left, right = self.hex_box(column)
            if left <= x < right:
                return column
        if self.text_left <= x < self.text_x(self.width):
            return int((x - self.text_left) // self.text_cell)
        return None

    def row_at(self, y: float) -> int:
        return int(y // self.row_height)


def fitting_width(digit: float, text_cell: float, room: float) -> int:
    """The widest of :data:`ROW_WIDTHS` whose row fits in ``room``; the narrowest if none does."""
    for width in ROW_WIDTHS:
        if HexGeometry(digit, text_cell, 1, width).content_width <= room:
            return width
    return ROW_WIDTHS[-1]
