"""Verify the contract shows what each check compared, whole and wrapped."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPlainTextEdit, QTreeView

from docdedup_gui.dialogs.verify_dialog import VerifyDialog


def click_row(qtbot, view: QTreeView, row: int) -> None:
    index = view.model().index(row, 1)
    # As a person does: once the rows are laid out at the widths shown (their heights follow
    # the wrapped sentences), scrolled to and seen.
    def seen() -> bool:
        view.scrollTo(index)
        return view.viewport().rect().contains(view.visualRect(index))

    qtbot.waitUntil(seen)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())


def test_a_clicked_check_shows_the_values_it_compared(qtbot):
    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    view = dialog.findChild(QTreeView, "verifyList")
    click_row(qtbot, view, 12)  # the forced collision
    text = dialog.evidence_text()
    assert "64 zeros" in text and f"{{A, B}} {'0' * 64}" in text and f"{{C}} {'0' * 64}" in text
    click_row(qtbot, view, 0)
    text = dialog.evidence_text()
    # The whole 83 bytes, the Persian letters' too, in rows of 16 led by their offsets, once
    # as written by hand and once as the core writes them; the digest with its 64 digits.
    rows = ["00000000  5b 22 64 6f 63 2d 63 6f 6e 74 65 6e 74 2d 76 31",
            "00000010  22 2c 22 66 61 22 2c 22 d8 b1 d8 a7 d9 87 d9 86",
            "00000020  d9 85 d8 a7 db 8c 20 d8 ad d8 b3 da af d8 b1 22",
            "00000030  2c 22 d9 88 d9 84 d8 aa d8 a7 da 98 20 d8 a8 d8",
            "00000040  b1 d8 ad d8 b3 d8 a8 20 56 20 d8 a7 d8 b3 d8 aa",
            "00000050  2e 22 5d"]
    lines = text.split("\n")
    for heading in ("written by hand: 83 bytes,", "the core: 83 bytes,"):
        at = next(number for number, line in enumerate(lines) if line.startswith(heading))
        assert lines[at + 1:at + 7] == rows
    assert "SHA-256 ccc7ab9029274f98953a87f389d0562af696c08eba476c76691abcf087c7c187" in text
    box = dialog.findChild(QPlainTextEdit, "verifyEvidence")
    assert box.lineWrapMode() == QPlainTextEdit.LineWrapMode.WidgetWidth
    assert view.textElideMode() == Qt.TextElideMode.ElideNone


def test_the_nfc_and_nfd_bodies_show_the_code_points_and_bytes_that_differ(qtbot):
    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    click_row(qtbot, dialog.findChild(QTreeView, "verifyList"), 9)
    text = dialog.evidence_text()
    assert "they differ in U+00E9 (c3 a9) against U+0065 U+0301 (65 cc 81)" in text
    # The two records named apart: the decomposed one's accent written as its escape.
    assert "[A(body='caf\N{LATIN SMALL LETTER E WITH ACUTE}'), B(body='cafe\\u0301')]" in text


def test_under_corpus_limits_a_failed_check_is_shown_first_with_its_evidence(qtbot):
    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    dialog.findChild(QComboBox, "verifyProfile").setCurrentText("corpus")
    text = dialog.evidence_text()
    assert "group [A, A]: refused, duplicate_doc_id" in text
    # Why it fails under corpus: 129 records are not too many there, so the copies of A
    # are refused for their repeated doc_id instead.
    assert "group 129 records: refused, duplicate_doc_id" in text


def test_at_a_projectors_zoom_the_sentences_wrap_whole_and_the_names_give_way(window, qtbot):
    """At 100 % the seed names are shown whole beside one-line sentences; at 200 % the names
    take no more than 45 % of the list (cut in their middle, whole in the box below) and
    every sentence wraps onto as many lines as it needs, none cut off."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFontMetrics

    from docdedup_gui.dialogs.verify_dialog import CheckListModel

    window.commands.verify.trigger()
    dialog = window.last_dialog
    qtbot.addWidget(dialog)
    view = dialog.findChild(QTreeView, "verifyList")
    names = CheckListModel.NAME
    qtbot.waitUntil(lambda: view.columnWidth(names) == view.sizeHintForColumn(names))  # whole
    window.zoom.set_percent(200)
    qtbot.waitUntil(lambda: view.columnWidth(names) <= 0.45 * view.viewport().width() + 1)
    metrics = QFontMetrics(view.font())
    width = view.columnWidth(CheckListModel.SUMMARY) - 8

    def rows_fit() -> bool:
        for row in range(view.model().rowCount()):
            index = view.model().index(row, CheckListModel.SUMMARY)
            needed = metrics.boundingRect(QRect(0, 0, width, 100_000), int(Qt.TextFlag.TextWordWrap),
                                          index.data()).height()
            if view.visualRect(index).height() < needed:
                return False
        return True

    qtbot.waitUntil(rows_fit)
    assert any(view.visualRect(view.model().index(row, 1)).height() > 1.5 * metrics.height()
               for row in range(view.model().rowCount()))  # some did need a second line
    name = "fixed_order_content_bytes_equal_independent_literal_utf8_oracle"
    assert f"Seed name: {name}" in dialog.evidence_text()
