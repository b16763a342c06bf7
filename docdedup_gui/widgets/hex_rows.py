"""How :class:`~docdedup_gui.widgets.hex_view.HexDumpView` paints: the field and highlight
colours, each cell's text laid out once, and one dump's rows laid out once and drawn.

The painter is handed what it draws (the dump, the column geometry, the font's sizes, the
palette); it never reaches into the view.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QStaticText, QTextOption

from core.display.hex_geometry import HexGeometry
from core.display.hexdump import CLASS_PICTURES, HexDump

__all__ = ["FIELD_COLOURS", "HIGHLIGHT_COLOURS", "CellTexts", "RowPainter", "cell_sizes", "field_background",
           "tint"]

# Field tints: light enough that text stays readable on both light and dark palettes
# (they are blended with the base colour, see tint).
FIELD_COLOURS = {"language": QColor("#3b82f6"), "title": QColor("#10b981"), "body": QColor("#f59e0b")}
HIGHLIGHT_COLOURS = {"difference": QColor("#f97316"), "current": QColor("#dc2626")}
_TINT_ALPHA = 0.18


def tint(base: QColor, colour: QColor, alpha: float) -> QColor:
    """``colour`` laid over ``base`` at ``alpha``, as an opaque colour."""
    mix = [round(b + (c - b) * alpha) for b, c in zip(base.getRgb()[:3], colour.getRgb()[:3], strict=True)]
    return QColor(*mix)


def field_background(field: str, base: QColor) -> QColor:
    """The tint the hex view lays under a field's bytes (the contract page uses the same)."""
    return tint(base, FIELD_COLOURS[field], _TINT_ALPHA)


# A lone bracket is bidi-neutral: under a right-to-left UI it would be drawn mirrored
# ("[" as "]") unless the cell is forced left to right.
_LEFT_TO_RIGHT = QTextOption()
_LEFT_TO_RIGHT.setTextDirection(Qt.LayoutDirection.LeftToRight)
_LEFT_TO_RIGHT.setWrapMode(QTextOption.WrapMode.NoWrap)
_STATIC_TEXTS_AT_MOST = 4096  # laid-out cells kept (hex pairs, characters, offsets); then afresh
_ROWS_KEPT = 512  # rows of a dump kept laid out (a few screens); then afresh
_SELECTION = ("highlight", "selection")
# Characters as wide as any the text column usually draws: its cells are this wide (a
# rarer, wider one is squeezed into its cell rather than drawn over the next).
_WIDE_CELLS = "WM@\u0645\u0634\u0635\u0636\u0640\u2022\u237d\u25cc\u27e8" + "".join(CLASS_PICTURES.values())
_HEX = [f"{byte:02x}" for byte in range(256)]


def cell_sizes(font: QFont) -> tuple[float, int, float]:
    """(digit advance, row height, text cell width) in ``font``.

    Measured with the font's real, fractional advances (QFontMetricsF): columns placed
    from a rounded digit width drift into each other by the sixteenth byte.
    """
    metrics = QFontMetricsF(font)
    digit = max(metrics.horizontalAdvance(char) for char in "0123456789abcdef ")
    widest = max(metrics.horizontalAdvance(char) for char in _WIDE_CELLS)
    return digit, math.ceil(metrics.height()) + 2, max(1.5 * digit, widest)


class CellTexts:
    """Cell texts laid out once for one font, with their widths: a paint draws ~600 cells."""

    def __init__(self) -> None:
        self._texts: dict[str, tuple[QStaticText, float]] = {}
        self._font: QFont | None = None

    def text_and_width(self, text: str, font: QFont) -> tuple[QStaticText, float]:
        if self._font != font or len(self._texts) > _STATIC_TEXTS_AT_MOST:
            self._font, self._texts = font, {}
        known = self._texts.get(text)
        if known is None:
            static = QStaticText(text)
            static.setTextOption(_LEFT_TO_RIGHT)
            static.setTextFormat(Qt.TextFormat.PlainText)
            static.prepare(font=font)
            known = self._texts[text] = (static, static.size().width())
        return known


class RowPainter:
    """Paints the rows of one dump: geometry and colours worked out once, each row's texts
    laid out once (the offset, the hex digits, each character with its place).

    Per byte a paint only looks up its colour; runs of bytes of one colour are filled at
    once (per byte, a paint of ~600 cells took 3-8 ms of Python).
    """

    def __init__(self, dump: HexDump, geometry: HexGeometry, sizes: tuple[float, int, float], font: QFont,
                 palette: QPalette, texts: CellTexts, key) -> None:
        self.dump, self.key, self._font, self._texts = dump, key, font, texts
        cell, self.height, _text_cell = sizes
        self.cell = cell
        self.hex_left = [geometry.hex_box(column)[0] for column in range(geometry.width)]
        self.text_x = [geometry.text_x(column) for column in range(geometry.width + 1)]
        self.offset_x = geometry.offset_x
        self.text_colour = palette.color(QPalette.ColorRole.Text)
        self.selected_colour = palette.color(QPalette.ColorRole.HighlightedText)
        self.offset_colour = palette.color(QPalette.ColorRole.PlaceholderText)
        base = palette.color(QPalette.ColorRole.Base)
        self.backgrounds: dict = {name: field_background(name, base) for name in FIELD_COLOURS}
        self.backgrounds[_SELECTION] = palette.color(QPalette.ColorRole.Highlight)
        self._base = base
        self._spans = [(name, *dump.layout.field_span(name)) for name in dump.layout.fields]
        metrics = QFontMetricsF(font)
        self.top = (self.height - metrics.height()) / 2  # of the texts in their row
        # A row's digits go in one text when every character of the font is one cell wide
        # (a monospace font, as the view asks for); else each pair is centred in its cell.
        self.digits_align = all(abs(metrics.horizontalAdvance(char) - cell) < 0.01
                                for char in " 0123456789abcdef")
        self._rows: dict[int, tuple] = {}  # row number: its bytes and laid-out texts

    def _text_and_width(self, text: str) -> tuple[QStaticText, float]:
        return self._texts.text_and_width(text, self._font)

    def _static_text(self, text: str) -> QStaticText:
        return self._texts.text_and_width(text, self._font)[0]

    def rebase(self, dump: HexDump, first_row: int) -> None:
        """Paint ``dump`` from now on; rows before ``first_row`` are unchanged and kept laid out."""
        self.dump = dump
        self._spans = [(name, *dump.layout.field_span(name)) for name in dump.layout.fields]
        self._rows = {number: row for number, row in self._rows.items() if number < first_row}

    def _background(self, key) -> QColor | None:
        if key is None:
            return None
        colour = self.backgrounds.get(key)
        if colour is None:  # a highlight role (difference, current)
            highlight = HIGHLIGHT_COLOURS.get(key[1], QColor("#f97316"))
            colour = self.backgrounds[key] = tint(self._base, highlight, 0.55)
        return colour

    def _keys(self, start: int, count: int) -> list:
        """Each byte's colour key: its field (None: JSON structure), or the last highlight over it."""
        keys: list = [None] * count
        end = start + count
        for name, first, last in self._spans:
            low, high = max(first, start), min(last, end)
            if low < high:
                keys[low - start:high - start] = [name] * (high - low)
        for byte_range in self.dump.highlights:  # later ranges on top
            low, high = max(byte_range.start, start), min(byte_range.end, end)
            if low < high:
                keys[low - start:high - start] = [("highlight", byte_range.role)] * (high - low)
        return keys

    def _laid_out(self, number: int) -> tuple:
        """Row ``number``: (its offset, its bytes, offset text, digits text or None, characters),
        where characters are (x, laid-out text) in the row."""
        row = self.dump.row(number)
        text_x = self.text_x
        digits = self._static_text(_row_digits(row.data)) if self.digits_align else None
        # Each character is drawn on its own, so Arabic letters appear in their isolated
        # forms and never reorder: this column shows bytes, not running text.
        characters = []
        for column, character in enumerate(row.cells):
            text, width = self._text_and_width(character)
            room = text_x[column + 1] - text_x[column]
            squeeze = min(room / width, 1.0) if width > 0 else 1.0  # never over the next cell
            characters.append((text_x[column] + (room - width * squeeze) / 2, text, squeeze))
        if len(self._rows) >= _ROWS_KEPT:  # scrolled through a long dump: start afresh
            self._rows.clear()
        laid_out = self._rows[number] = (row.offset, row.data, self._static_text(f"{row.offset:08x}"),
                                          digits, characters)
        return laid_out

    def _pairs(self, data: bytes) -> list:
        """(x, laid-out text) of each byte's two hex digits, centred in its cell."""
        pairs = []
        for column, byte in enumerate(data):
            text, width = self._text_and_width(_HEX[byte])
            pairs.append((self.hex_left[column] + (3 * self.cell - width) / 2, text))
        return pairs

    def paint(self, painter: QPainter, number: int, y: int) -> None:
        laid_out = self._rows.get(number)
        offset, data, offset_text, digits, characters = laid_out or self._laid_out(number)
        cell, height, count = self.cell, self.height, len(data)
        keys = self._keys(offset, count)
        column = 0
        while column < count:  # backgrounds, a run of one colour at a time (never over the middle gap)
            key, end = keys[column], column + 1
            while end < count and keys[end] == key and end != 8:
                end += 1
            colour = self._background(key)
            if colour is not None:
                left = self.hex_left[column]
                painter.fillRect(QRectF(left, y, self.hex_left[end - 1] + 3 * cell - left, height), colour)
                text_left = self.text_x[column]
                painter.fillRect(QRectF(text_left, y, self.text_x[end] - text_left, height), colour)
            column = end
        for byte_range in self.dump.highlights:  # an empty one: where the other side has bytes this one lacks
            if byte_range.start == byte_range.end and offset <= byte_range.start < offset + count:
                self._paint_gap(painter, byte_range, byte_range.start - offset, y)
        top = y + self.top
        painter.setPen(self.offset_colour)
        painter.drawStaticText(QPointF(self.offset_x, top), offset_text)
        painter.setPen(self.text_colour)
        if _SELECTION not in keys:  # one colour for every text of the row
            if digits is not None:  # the row's hex digits in one text: the font puts each pair in its cell
                painter.drawStaticText(QPointF(self.hex_left[0] + cell / 2, top), digits)
            else:
                for left, text in self._pairs(data):
                    painter.drawStaticText(QPointF(left, top), text)
            for character in characters:
                _draw_character(painter, character, top)
            return
        pen, pairs = self.text_colour, self._pairs(data)
        for column, key in enumerate(keys):  # the user's selection: its bytes in the highlighted colour
            wanted = self.selected_colour if key == _SELECTION else self.text_colour
            if wanted is not pen:
                painter.setPen(wanted)
                pen = wanted
            painter.drawStaticText(QPointF(pairs[column][0], top), pairs[column][1])
            _draw_character(painter, characters[column], top)


    def _paint_gap(self, painter: QPainter, byte_range, column: int, y: int) -> None:
        """A bar with a short cap before byte ``column``, in the hex and text columns (as a
        text view marks an insertion on the side without it)."""
        colour = HIGHLIGHT_COLOURS.get(byte_range.role, QColor("#f97316"))
        for x in (self.hex_left[column] + self.cell / 4, self.text_x[column]):
            painter.fillRect(QRectF(x - 1, y, 2, self.height), colour)
            painter.fillRect(QRectF(x - 3, y, 6, 2), colour)


def _draw_character(painter: QPainter, character: tuple, top: float) -> None:
    """One text-column character at its x, squeezed into its cell when the font draws it wider."""
    left, text, squeeze = character
    if squeeze == 1.0:
        painter.drawStaticText(QPointF(left, top), text)
        return
    painter.save()
    painter.translate(left, top)
    painter.scale(squeeze, 1.0)
    painter.drawStaticText(QPointF(0, 0), text)
    painter.restore()


def _row_digits(data: bytes) -> str:
    """A row's hex digits as the hex column places them: a pair every three cells, one more
    cell after the eighth byte (``00 1f ... 07  08 ...``)."""
    text = data.hex(" ")
    return text[:23] + " " + text[23:] if len(data) > 8 else text
