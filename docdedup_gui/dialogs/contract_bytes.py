"""The contract page's bytes: records side by side, in rows as the hex view shows them.

Each record's canonical bytes in rows of 16 (offset, hex), each content field's bytes
on the tint the hex view uses, the record's length and SHA-256 under them; and a small
example of the escapes JSON writes. HTML for the page's text browser.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor

from core.contract import canonical_bytes, sha256_hex
from core.contract_spans import layout_of

from ..i18n import translate
from ..resources import load_fonts
from ..widgets.hex_rows import FIELD_COLOURS, field_background

__all__ = ["ESCAPE_EXAMPLE", "bytes_side_by_side", "escapes_example", "field_legend"]

ROW = 16
ESCAPE_EXAMPLE = 'a "b"\n\\c\t'  # a quote, a line feed, a backslash, a tab
_ESCAPE_COLOUR = "#fdba74"


def _mono(html: str) -> str:
    return f"<span style=\"font-family:'{load_fonts()['mono']}';\">{html}</span>"


def _rows(record: dict, base: QColor) -> str:
    layout = layout_of(record["language"], record["title"], record["body"])
    spans = {name: layout.field_span(name) for name in layout.fields}
    data = layout.content
    lines = []
    for start in range(0, len(data), ROW):
        cells = []
        for offset in range(start, min(start + ROW, len(data))):
            field = next((name for name, (low, high) in spans.items() if low <= offset < high), None)
            pair = f"{data[offset]:02x}"
            if field is not None:
                pair = f'<span style="background-color:{field_background(field, base).name()};">{pair}</span>'
            cells.append(pair)
        lines.append(f"{start:08x}&nbsp;&nbsp;" + " ".join(cells))
    return "<br>".join(lines)


def bytes_side_by_side(records: list[dict], base: QColor) -> str:
    """A table: one column per record, its bytes in rows, its length and SHA-256 under them."""
    heads, bodies = [], []
    for record in records:
        data = canonical_bytes(record["language"], record["title"], record["body"])
        length = QLocale().toString(len(data))  # in the interface's digits
        heads.append(f"<th align='left'>{escape(record['doc_id'])}: " + escape(
            translate("ContractPage", "{length} bytes").format(length=length)) + "</th>")
        digest = sha256_hex(data)
        bodies.append(f"<td valign='top'>{_mono(_rows(record, base))}<br><br>SHA-256<br>"
                      f"{_mono(digest[:32])}<br>{_mono(digest[32:])}</td>")
    return (f"<table dir='ltr' cellspacing='0' cellpadding='6' border='1'><tr>{''.join(heads)}</tr>"
            f"<tr>{''.join(bodies)}</tr></table>")


def field_legend(base: QColor) -> str:
    names = {"language": translate("ContractPage", "language"), "title": translate("ContractPage", "title"),
             "body": translate("ContractPage", "body")}
    return " \u00b7 ".join(f'<span style="background-color:{field_background(key, base).name()};">'
                          f"&nbsp;{escape(label)}&nbsp;</span>" for key, label in names.items()
                          if key in FIELD_COLOURS)


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
