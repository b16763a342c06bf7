"""The contract page's bytes: two records beside each other, in rows as the hex view shows them.

Each record's canonical bytes in rows (offset, hex) that never wrap: as many bytes a row as
the page's width holds (16, else 8, else 4), so at a projector's zoom a row keeps its offset.
Each content field's bytes lie on the tint the hex view uses; the bytes where the two
records part are marked, and a sentence says which they are. The records' lengths and whole
SHA-256 stand above and under them. Also a small example of the escapes JSON writes.
HTML for the page's text browser.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtGui import QColor

from core.contract import sha256_hex
from core.contract_spans import layout_of

from ..i18n import count_text, left_to_right, translate
from ..resources import load_fonts
from ..widgets.hex_rows import FIELD_COLOURS, HIGHLIGHT_COLOURS, field_background

__all__ = ["ESCAPE_EXAMPLE", "ROW_WIDTHS", "Parting", "bytes_beside", "escapes_example", "field_legend",
           "parting_sentence", "row_characters"]

ROW_WIDTHS = (16, 8, 4)
"""Bytes a row, widest first: the page takes the widest its width holds."""
ESCAPE_EXAMPLE = 'a "b"\n\\c\t'  # a quote, a line feed, a backslash, a tab
_ESCAPE_COLOUR = "#fdba74"
_MARKED = (f"background-color:{HIGHLIGHT_COLOURS['difference'].name()};"
           "font-weight:bold;text-decoration:underline;")


@dataclass(frozen=True)
class Parting:
    """Where two byte strings part: the common start's length, and each one's differing
    bytes after it (up to the common end)."""

    offset: int
    left: bytes
    right: bytes

    @classmethod
    def of(cls, left: bytes, right: bytes) -> Parting:
        start = 0
        while start < min(len(left), len(right)) and left[start] == right[start]:
            start += 1
        end = 0
        while (end < min(len(left), len(right)) - start
               and left[len(left) - 1 - end] == right[len(right) - 1 - end]):
            end += 1
        return cls(start, left[start:len(left) - end], right[start:len(right) - end])

    def marked(self, side: int) -> range:
        """The offsets to mark in one side (0 left, 1 right): its differing bytes, or, where
        it has none (the other has bytes more), the byte at which the other's begin."""
        differing = (self.left, self.right)[side]
        return range(self.offset, self.offset + max(len(differing), 1))


def row_characters(width: int) -> int:
    """How many monospace characters a row of ``width`` bytes takes beside its twin:
    the offset, two hex rows and the space between the columns."""
    return 8 + 2 * (3 * width - 1) + 8


def _mono(html: str) -> str:
    return f"<span style=\"font-family:'{load_fonts()['mono']}';\">{html}</span>"


def _cells(record: dict, start: int, width: int, marked: range, base: QColor) -> str:
    layout = layout_of(record["language"], record["title"], record["body"])
    spans = {name: layout.field_span(name) for name in layout.fields}
    data = layout.content
    cells = []
    for offset in range(start, min(start + width, len(data))):
        pair = f"{data[offset]:02x}"
        if offset in marked:
            pair = f'<span style="{_MARKED}">{pair}</span>'
        else:
            field = next((name for name, (low, high) in spans.items() if low <= offset < high), None)
            if field is not None:
                pair = f'<span style="background-color:{field_background(field, base).name()};">{pair}</span>'
        cells.append(pair)
    return " ".join(cells)


def bytes_beside(left: dict, right: dict, base: QColor, *, width: int = 16) -> str:
    """A table: the offset, then each record's bytes in rows of ``width``, the bytes where they
    part marked; each record's length above and its whole SHA-256 under its column."""
    data = [_content(record) for record in (left, right)]
    parting = Parting.of(*data)
    nowrap = "style='white-space:pre;' nowrap"
    heads = "".join(f"<th align='left' {nowrap}>{escape(record['doc_id'])}: " + escape(
        translate("ContractPage", "{length} bytes").format(length=count_text(len(bytes_)))) + "</th>"
        for record, bytes_ in zip((left, right), data, strict=True))
    rows = []
    for start in range(0, max(map(len, data)), width):
        cells = "".join(f"<td {nowrap}>{_mono(_cells(record, start, width, parting.marked(side), base))}</td>"
                        for side, record in enumerate((left, right)))
        rows.append(f"<tr><td {nowrap}>{_mono(f'{start:08x}')}</td>{cells}</tr>")
    digests = "".join(f"<td {nowrap}>SHA-256<br>{_mono(sha256_hex(bytes_)[:32])}<br>"
                      f"{_mono(sha256_hex(bytes_)[32:])}</td>" for bytes_ in data)
    return (f"<table dir='ltr' cellspacing='0' cellpadding='3' border='1'><tr><th></th>{heads}</tr>"
            f"{''.join(rows)}<tr><td></td>{digests}</tr></table>")


def parting_sentence(left: dict, right: dict) -> str:
    """Which bytes differ, at which offset, and what follows from it, in the UI's language."""
    parting = Parting.of(_content(left), _content(right))
    names = {"left": left_to_right(left["doc_id"]), "right": left_to_right(right["doc_id"])}
    offset = left_to_right(f"{parting.offset:08x}")
    if not parting.left and parting.right:
        text = translate(
            "ContractPage",
            "At offset {offset}, {right} holds {bytes} ({characters}) where {left} holds nothing; the "
            "bytes that follow are {left}'s, moved along, so the SHA-256 differs and {right} forms a "
            "group of its own.",
        )
        return text.format(offset=offset, bytes=left_to_right(parting.right.hex(" ")),
                           characters=_characters(parting.right), **names)
    text = translate(
        "ContractPage",
        "The first byte that differs is at offset {offset}: {left_bytes} in {left}, {right_bytes} in "
        "{right}. So the SHA-256 differs and they form two groups.",
    )
    return text.format(offset=offset, left_bytes=left_to_right(parting.left.hex(" ") or "-"),
                       right_bytes=left_to_right(parting.right.hex(" ") or "-"), **names)


def _characters(data: bytes) -> str:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return left_to_right(data.hex(" "))
    # The code point and the character itself (its English name would be the one English in a
    # Persian sentence; the name is a hover away in the playground and the inspector).
    return left_to_right(", ".join(f"U+{ord(char):04X} {char}" for char in text))


def _content(record: dict) -> bytes:
    return layout_of(record["language"], record["title"], record["body"]).content


def field_legend(base: QColor) -> str:
    names = {"language": translate("ContractPage", "language"), "title": translate("ContractPage", "title"),
             "body": translate("ContractPage", "body")}
    legend = [f'<span style="background-color:{field_background(key, base).name()};">'
              f"&nbsp;{escape(label)}&nbsp;</span>" for key, label in names.items() if key in FIELD_COLOURS]
    difference = HIGHLIGHT_COLOURS["difference"].name()
    legend.append(f'<span style="background-color:{difference};font-weight:bold;">&nbsp;'
                  f"{escape(translate('ContractPage', 'the bytes that differ'))}&nbsp;</span>")
    return " \u00b7 ".join(legend)


def escapes_example() -> str:
    """``a "b"⏎\\c⇥`` written as JSON, each escape marked: what the compact JSON adds."""
    import json

    written = json.dumps(ESCAPE_EXAMPLE, ensure_ascii=False)
    pieces, at = [], 0
    while at < len(written):
        if written[at] == "\\":
            marked = escape(written[at:at + 2])
            pieces.append(f'<span style="background-color:{_ESCAPE_COLOUR};">{marked}</span>')
            at += 2
        else:
            pieces.append(escape(written[at]))
            at += 1
    return _mono("".join(pieces))
