"""The contract page and Verify on a 1440x900 projector at 200 % (View > Zoom in, the window's
WindowZoom, which every dialog opened from the window follows): A beside C with the byte
where they part marked, rows that keep their offsets, nothing cut off or out of view."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QPlainTextEdit, QTextBrowser, QWidget

from docdedup_gui.dialogs.contract_bytes import Parting

PROJECTOR = QRect(0, 0, 1440, 900)
_ROW = re.compile(r"^[0-9a-f]{8}$")


def open_dialog(window, qtbot, command, percent: int):
    window.resize(PROJECTOR.size())
    window.zoom.set_percent(percent)
    command.trigger()
    dialog = window.last_dialog
    qtbot.addWidget(dialog)
    dialog.resize(PROJECTOR.size())
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def in_view(dialog: QWidget) -> list[str]:
    """The names of the dialog's visible widgets that stick out of it (or the dialog off the screen)."""
    assert dialog.minimumSizeHint().width() <= PROJECTOR.width()
    assert dialog.minimumSizeHint().height() <= PROJECTOR.height()
    assert dialog.width() <= PROJECTOR.width() and dialog.height() <= PROJECTOR.height()
    out = []
    for child in dialog.findChildren(QWidget):
        if not child.isVisible() or child.isWindow():
            continue
        place = QRect(child.mapTo(dialog, child.rect().topLeft()), child.size())
        if not dialog.rect().contains(place):
            out.append(child.objectName() or type(child).__name__)
    return out


def byte_rows(browser: QTextBrowser) -> list[tuple[str, int]]:
    """Each offset cell of the page's byte table and the number of lines its row takes."""
    rows = []
    block = browser.document().begin()
    while block.isValid():
        if _ROW.match(block.text()):
            cell = block.next()
            rows.append((block.text(), max(block.layout().lineCount(), cell.layout().lineCount(),
                                           cell.next().layout().lineCount())))
        block = block.next()
    return rows


@pytest.mark.parametrize("percent", [100, 200])
def test_the_contract_page_sets_a_beside_c_rows_whole_at_a_projectors_zoom(window, qtbot, percent):
    page = open_dialog(window, qtbot, window.commands.contract, percent)
    browser = page.findChild(QTextBrowser, "contractText")
    assert in_view(page) == []
    # Every row of bytes on one line, led by its offset; the table no wider than the page.
    rows = byte_rows(browser)
    width = page.row_width()
    assert width >= 8
    assert [offset for offset, _lines in rows] == [f"{start:08x}" for start in range(0, 84, width)]
    assert all(lines == 1 for _offset, lines in rows), rows
    assert browser.horizontalScrollBar().maximum() == 0
    text = browser.toPlainText().replace("\u2066", "").replace("\u2069", "")  # isolates: for the eye
    # C's one byte more, 6d (the m of mV), at offset 0x48, and what it does to the rest.
    assert "At offset 00000048, C holds 6d (U+006D m) where A holds nothing" in text
    assert "ccc7ab9029274f98953a87f389d0562a" in text and "22ed458d4896c336eb41e817568693cb" in text


def test_the_byte_where_a_and_c_part_is_marked_in_both(qtbot):
    from docdedup_gui.dialogs.contract_page import ContractPage

    page = ContractPage()
    qtbot.addWidget(page)
    a, c = (page.example.records[index] for index in (0, 2))
    parting = Parting.of(*(bytes.fromhex(page.example.hex_a), _content(c)))
    assert (parting.offset, parting.left, parting.right) == (0x48, b"", b"m")
    assert list(parting.marked(0)) == [0x48] == list(parting.marked(1))
    browser = page.findChild(QTextBrowser, "contractText")
    marked = {fragment.text() for fragment in _fragments(browser) if fragment.charFormat().fontUnderline()}
    assert marked == {"56", "6d"}  # A's V where C's m comes, and C's m
    assert a["doc_id"] == "A" and c["doc_id"] == "C"


def test_the_persian_sentence_is_introduced_and_headings_follow_the_interface(qtbot, persian):
    from docdedup_gui.dialogs.contract_page import ContractPage

    page = ContractPage()
    qtbot.addWidget(page)
    text = page.toPlainText()
    assert "Groups" not in text and "The seed example" not in text
    assert "In one sentence" not in text
    assert "\N{ARABIC LETTER DAL}\N{ARABIC LETTER REH} " in text.splitlines()[1]  # the label, in Persian


@pytest.mark.parametrize("percent", [100, 200])
def test_verify_at_a_projectors_zoom_shows_whole_rows_of_bytes(window, qtbot, percent):
    from tests.gui.test_verify_evidence import click_row

    dialog = open_dialog(window, qtbot, window.commands.verify, percent)
    assert in_view(dialog) == []
    click_row(qtbot, dialog.view, 0)
    box = dialog.findChild(QPlainTextEdit, "verifyEvidence")
    metrics = QFontMetricsF(box.font())
    room = box.viewport().width() - 2 * box.document().documentMargin()
    rows = [line.strip("\u2066\u2069") for line in dialog.evidence_text().splitlines()
            if _ROW.match(line.strip("\u2066\u2069")[:8])]
    assert len(rows) == 12  # 83 bytes in rows of 16, twice
    assert all(metrics.horizontalAdvance(row) <= room for row in rows)  # none wraps away from its offset


def _content(record: dict) -> bytes:
    from core.contract import canonical_bytes

    return canonical_bytes(record["language"], record["title"], record["body"])


def _fragments(browser: QTextBrowser):
    block = browser.document().begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            yield iterator.fragment()
            iterator += 1
        block = block.next()
