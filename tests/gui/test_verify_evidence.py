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
    assert "64 zeros" in text and "{A, B} 000000000000" in text and "{C} 000000000000" in text
    click_row(qtbot, view, 0)
    assert "written by hand: 83 bytes, 5b 22 64" in dialog.evidence_text()
    box = dialog.findChild(QPlainTextEdit, "verifyEvidence")
    assert box.lineWrapMode() == QPlainTextEdit.LineWrapMode.WidgetWidth
    assert view.textElideMode() == Qt.TextElideMode.ElideNone


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
