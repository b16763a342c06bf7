"""Help > The contract: a one-page lesson on doc-content-v1, with the seed's example.

The example's numbers (canonical hex, byte count, digest) are computed by the core
when the page opens, not typed in: the page shows what this build actually does, and
the tests compare it with the seed's published values.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPalette, QResizeEvent, QTextOption
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget
from shiboken6 import isValid

from core import CONTRACT, SEED_LIMITS, canonical_content, group_documents, sha256_hex
from core.contract_spans import layout_of
from resources import resource_path

from ..accessibility import name_widget
from ..i18n import count_text, left_to_right, translate
from ..resources import icon, load_fonts, text_font
from .contract_bytes import (
    ESCAPE_EXAMPLE,
    ROW_WIDTHS,
    bytes_beside,
    escapes_example,
    field_legend,
    parting_sentence,
    row_characters,
)

__all__ = ["ContractPage", "SeedExample", "seed_example"]

@dataclass(frozen=True)
class SeedExample:
    """The seed's records A, B, C and what the core makes of them."""

    records: list[dict]
    hex_a: str
    length_a: int
    digest_a: str
    length_c: int
    digest_c: str
    groups: list[list[str]]
    field_spans: dict[str, tuple[int, int]]  # byte spans of A's fields


def seed_example() -> SeedExample:
    """Compute the example from the bundled ``seed_records.json`` with the seed's limits."""
    path = resource_path("examples", "seed_records.json")
    records = json.loads(path.read_text(encoding="utf-8"))
    a, c = records[0], records[2]
    bytes_a = canonical_content(a, limits=SEED_LIMITS)
    bytes_c = canonical_content(c, limits=SEED_LIMITS)
    groups = group_documents(records, limits=SEED_LIMITS)
    layout = layout_of(a["language"], a["title"], a["body"])
    return SeedExample(
        records=records,
        hex_a=bytes_a.hex(),
        length_a=len(bytes_a),
        digest_a=sha256_hex(bytes_a),
        length_c=len(bytes_c),
        digest_c=sha256_hex(bytes_c),
        groups=[[m["doc_id"] for m in group["members"]] for group in groups],
        field_spans={name: layout.field_span(name) for name in layout.fields},
    )


def _mono(text: str, colour: str | None = None) -> str:
    style = f"font-family:'{load_fonts()['mono']}';"
    if colour:
        style += f"color:{colour};"
    return f'<span style="{style}">{escape(text)}</span>'


def _rtl(text: str) -> str:
    """Persian text as its own right-to-left paragraph, so it is shaped and ordered right."""
    return f'<p dir="rtl" align="right">{escape(text)}</p>'


def _records_table(example: SeedExample) -> str:
    headers = ("doc_id", "source_ref", "language", "title", "body")
    head = "".join(f"<th align='left'>{_mono(name)}</th>" for name in headers)
    rows = []
    for record in example.records:
        ids = "".join(f"<td>{_mono(record[name])}</td>" for name in headers[:3])
        texts = "".join(f"<td>{_rtl(record[name])}</td>" for name in headers[3:])
        rows.append(f"<tr>{ids}{texts}</tr>")
    return f"<table cellspacing='0' cellpadding='4' border='1'><tr>{head}</tr>{''.join(rows)}</table>"


def _groups_text(example: SeedExample) -> str:
    return ", ".join("{" + ", ".join(ids) + "}" for ids in example.groups)


def _persian_summary() -> str:
    """The lesson in one Persian sentence (the seed's own language)."""
    return (
        "دو سند فقط وقتی تکراری‌اند که زبان، عنوان و متنشان نویسه به نویسه یکسان باشد؛ "
        "شناسه و منبع جزو محتوا نیستند و هیچ نویسه‌ای یکسان‌سازی نمی‌شود."
    )


def _direction() -> str:
    """The page's reading direction: the interface's, so a Persian UI reads right to left.

    Set on every block explicitly: Qt would otherwise guess each paragraph's direction
    from its first letter, and a Persian sentence that starts with ``doc_id`` would turn
    left to right.
    """
    rtl = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return "rtl" if rtl else "ltr"


def _heading(text: str) -> str:
    return f'<h3 dir="{_direction()}">{escape(text)}</h3>'


def _paragraph(*lines: str, direction: str | None = None) -> str:
    return f'<p dir="{direction or _direction()}">' + "<br>".join(lines) + "</p>"


def _lesson() -> list[str]:
    """The three ideas of the contract; the English is the source text for translators."""
    array = json.dumps([CONTRACT, "language", "title", "body"], separators=(",", ":"))
    return [
        _heading(translate("ContractPage", "What is in the bytes")),
        _paragraph(translate(
            "ContractPage",
            "The canonical content of a record is the UTF-8 encoding of the compact JSON "
            "array {array}, written exactly as Python's json.dumps writes it with "
            "ensure_ascii=False and no spaces.",
        ).format(array=_mono(array))),
        _paragraph(translate(
            "ContractPage",
            "The array keeps the boundary between title and body, and the contract's name is "
            "inside the bytes: a new definition gets a new name and new groups, never a silent "
            "change.",
        )),
        _heading(translate("ContractPage", "What is not")),
        _paragraph(translate(
            "ContractPage",
            "doc_id and source_ref are provenance: kept and shown, never compared. Nothing is "
            "normalized, trimmed or case-folded: LF and CRLF, NFC and NFD, Persian and Arabic "
            "yeh, a trailing space, V and v all make different contents.",
        )),
        _heading(translate("ContractPage", "Why SHA-256 only proposes")),
        _paragraph(translate(
            "ContractPage",
            "Records with the same digest are only candidates. A record joins a group when its "
            "canonical bytes are equal to the group's bytes, byte for byte. With every digest "
            "forced to 64 zeros, the groups stay exactly the same.",
        )),
    ]


def _example_section(example: SeedExample, width: int) -> list[str]:
    """The seed's records and the numbers the core computes for them; A beside C in rows of
    ``width`` bytes, the bytes where they part marked."""
    a, b, c = example.records[:3]
    groups = translate(
        "ContractPage", "Groups: {groups}. C differs from A only by the unit: mV instead of V."
    )
    same = translate("ContractPage", "B's canonical bytes are A's, byte for byte ({length} bytes): the same "
                     "SHA-256, so A and B form one group.")
    hex_label = translate("ContractPage", "Canonical bytes of A and C side by side, as the hex view shows "
                          "them, with the bytes where they part marked:")
    escapes = translate("ContractPage", "JSON escapes only quotes, backslashes and control characters "
                        "(marked): the text {text} is written")
    digest_a = translate("ContractPage", "SHA-256 of A: {digest}")
    record_c = translate("ContractPage", "C: {length} bytes, SHA-256 {digest}")
    same_bytes = _content_of(b) == _content_of(a)
    return [
        _heading(translate("ContractPage", "The seed example")),
        _records_table(example),
        _paragraph(groups.format(groups=_mono(left_to_right(_groups_text(example))))),
        *([_paragraph(same.format(length=count_text(example.length_a)))] if same_bytes else []),
        _paragraph(hex_label),
        # Hex and digests are left-to-right data whatever the interface's language.
        bytes_beside(a, c, _base(), width=width),
        _paragraph(field_legend(_base())),
        _paragraph(escape(parting_sentence(a, c))),
        _paragraph(escapes.format(text=_mono(repr(ESCAPE_EXAMPLE))), escapes_example()),
        _paragraph(
            digest_a.format(digest=_mono(example.digest_a)),
            record_c.format(length=count_text(example.length_c), digest=_mono(example.digest_c)),
            direction="ltr",
        ),
    ]


def _content_of(record: dict) -> bytes:
    return canonical_content(record, limits=SEED_LIMITS)


def _base() -> QColor:
    return QGuiApplication.palette().color(QPalette.ColorRole.Base)


def _sections(example: SeedExample, width: int) -> list[str]:
    label = _paragraph(escape(translate("ContractPage",
                                        "In one sentence, in the seed's language (Persian):")))
    summary = f"<div style=\"font-family:'{load_fonts()['text']}';\">{_rtl(_persian_summary())}</div>"
    title = f'<h2 dir="{_direction()}">{escape(CONTRACT)}</h2>'
    return [title, label, summary, *_lesson(), *_example_section(example, width)]


class ContractPage(QDialog):
    """The contract page. ``toPlainText()`` returns what the reader sees."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("contractPage")
        self.setWindowTitle(translate("ContractPage", "The contract: doc-content-v1"))
        self.setWindowIcon(icon("contract"))
        self.example = seed_example()
        self._shown_width = 0
        self._browser = self._make_browser()
        self._lay_out()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.reject)
        label = translate("ContractPage", "Open the example in the playground")
        self.playgroundButton = buttons.addButton(label, QDialogButtonBox.ButtonRole.ActionRole)
        self.playgroundButton.setObjectName("openPlayground")
        self.playgroundButton.clicked.connect(self.open_playground)
        layout = QVBoxLayout(self)
        layout.addWidget(self._browser)
        layout.addWidget(buttons)
        self.resize(760, 720)

    def _make_browser(self) -> QTextBrowser:
        browser = QTextBrowser(self)
        browser.setObjectName("contractText")
        name_widget(browser, translate("ContractPage", "The contract"),
                    translate("ContractPage",
                              "What doc-content-v1 says, worked through on the seed's record A"))
        browser.setFont(text_font())
        # The 166-digit hex string has no spaces: let it wrap anywhere instead of
        # forcing a horizontal scroll bar.
        browser.setWordWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        # The byte rows never wrap (a wrapped row loses its offset): the page is laid out again
        # with fewer bytes a row when its width or its font (a zoom) changes.
        browser.installEventFilter(self)
        browser.viewport().installEventFilter(self)
        return browser

    def row_width(self) -> int:
        """Bytes a row: the widest of :data:`ROW_WIDTHS` the page's width holds at its font."""
        font = QFont(load_fonts()["mono"])
        font.setPointSizeF(self._browser.font().pointSizeF())
        advance = QFontMetricsF(font).horizontalAdvance("0")
        room = self._browser.viewport().width() - 40  # the table's borders, padding and margins
        fitting = (width for width in ROW_WIDTHS if row_characters(width) * advance <= room)
        return next(fitting, ROW_WIDTHS[-1])

    def _lay_out(self) -> None:
        width = self.row_width()
        if width == self._shown_width:
            return
        self._shown_width = width
        bar = self._browser.verticalScrollBar()
        at = bar.value()
        self._browser.setHtml("".join(_sections(self.example, width)))
        bar.setValue(at)

    def eventFilter(self, watched, event) -> bool:
        # isinstance, not a type comparison first: cheap for the many events that are neither;
        # a browser being torn down is left alone.
        resized = isinstance(event, QResizeEvent) or event.type() == QEvent.Type.FontChange
        if resized and isValid(self._browser):
            self._lay_out()
        return False

    def open_playground(self):
        """The playground on the seed's A, B and C (the window's, zoomed with it, when there is one)."""
        from core.records import Record

        records = [Record(**record) for record in self.example.records]
        window = self.parent()
        if window is not None and hasattr(window, "open_playground"):
            self.playground = window.open_playground(records)
        else:
            from ..playground.opening import show_playground

            self.playground = show_playground(records, None, self)
        return self.playground

    def toPlainText(self) -> str:
        # camelCase like QTextEdit's, so tests read every text view the same way.
        return self._browser.toPlainText()
