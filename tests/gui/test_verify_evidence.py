"""Verify the contract shows what each check compared, whole and wrapped."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPlainTextEdit, QTreeView

from docdedup_gui.dialogs.verify_dialog import VerifyDialog


def click_row(qtbot, view: QTreeView, row: int) -> None:
    index = view.model().index(row, 1)
    view.scrollTo(index)
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
