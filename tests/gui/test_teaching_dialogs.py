"""The teaching dialogs (contract page, Verify the contract, About), fonts, icons, Persian."""

from __future__ import annotations

import re

import pytest
import unicodedata2
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QFontInfo
from PySide6.QtWidgets import QApplication, QComboBox, QLabel, QTextBrowser, QTreeView

from core import CONTRACT, __version__
from core.seed_checks import BOUND_CHECKS, CHECK_NAMES
from docdedup_gui import resources
from docdedup_gui.dialogs.about_dialog import AboutDialog
from docdedup_gui.dialogs.contract_page import ContractPage
from docdedup_gui.dialogs.verify_dialog import PASSED_ROLE, CheckListModel, VerifyDialog
from docdedup_gui.i18n import MENU_TEXTS, translate

SEED_HEX = (
    "5b22646f632d636f6e74656e742d7631222c226661222c22d8b1d8a7d987d986d985d8a7db8c20d8add8b3da"
    "afd8b1222c22d988d984d8aad8a7da9820d8a8d8b1d8add8b3d8a8205620d8a7d8b3d8aa2e225d"
)
SEED_DIGEST_A = "ccc7ab9029274f98953a87f389d0562af696c08eba476c76691abcf087c7c187"
SEED_DIGEST_C = "22ed458d4896c336eb41e817568693cb84e4e16e5ff774b4036cea444d6861d8"


def verify_rows(dialog: VerifyDialog) -> list[tuple[str, str, str, bool]]:
    view = dialog.findChild(QTreeView, "verifyList")
    model = view.model()
    return [
        (
            model.index(row, CheckListModel.RESULT).data(),
            model.index(row, CheckListModel.SUMMARY).data(),
            model.index(row, CheckListModel.NAME).data(),
            model.index(row, CheckListModel.RESULT).data(PASSED_ROLE),
        )
        for row in range(model.rowCount())
    ]


def test_fonts_load_and_are_used(qapp):
    assert resources.load_fonts() == {"text": "Vazirmatn", "mono": "DejaVu Sans Mono"}
    assert QFontInfo(resources.text_font()).family() == "Vazirmatn"
    mono = QFontInfo(resources.mono_font(11))
    assert mono.family() == "DejaVu Sans Mono"
    assert mono.fixedPitch()
    assert QFontDatabase.WritingSystem.Arabic in QFontDatabase.writingSystems("Vazirmatn")


@pytest.mark.parametrize("name", resources.ICON_NAMES)
def test_icons_are_drawn(qapp, name):
    icon = resources.icon(name)
    assert not icon.isNull()
    image = icon.pixmap(24, 24).toImage()
    assert not image.isNull()
    # Something is painted: at least one pixel is not transparent.
    assert any(image.pixelColor(x, y).alpha() > 0 for x in range(24) for y in range(24))


def test_unknown_icon_names_the_known_ones(qapp):
    with pytest.raises(KeyError, match="shipped icons: about"):
        resources.icon("nope")


def test_verify_dialog_shows_eighteen_passed_checks(qtbot):
    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    assert dialog.objectName() == "verifyDialog"
    rows = verify_rows(dialog)
    assert len(rows) == 18
    assert [row[0] for row in rows] == ["Passed"] * 18
    assert all(row[3] is True for row in rows)
    assert [row[2] for row in rows] == list(CHECK_NAMES)
    assert all(row[1] for row in rows)
    verdict = dialog.findChild(QLabel, "verifyVerdict").text()
    assert "18 of 18 checks pass under the seed limits" in verdict


def test_verify_dialog_under_corpus_explains_the_bound_failures(qtbot):
    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    dialog.findChild(QComboBox, "verifyProfile").setCurrentText("corpus")
    failed = {row[2] for row in verify_rows(dialog) if row[0] == "Failed"}
    assert failed == set(BOUND_CHECKS)
    verdict = dialog.findChild(QLabel, "verifyVerdict").text()
    assert verdict.startswith("16 of 18 checks pass under the corpus limits")
    assert "As intended" in verdict


def test_verify_model_passes_the_model_tester(qtbot, qtmodeltester):
    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    qtmodeltester.check(dialog.model)
    dialog.run_checks()  # a reset must keep the model consistent too
    qtmodeltester.check(dialog.model)


def test_contract_page_shows_the_seed_example(qtbot):
    page = ContractPage()
    qtbot.addWidget(page)
    assert page.objectName() == "contractPage"
    text = page.toPlainText()
    assert CONTRACT in text
    # A beside C, each row led by its offset: A's 83 bytes, C's 84, each digest whole.
    assert "A: 83 bytes" in text and "C: 84 bytes" in text and "B's canonical bytes are A's" in text
    lines = text.splitlines()
    rows = [at for at, line in enumerate(lines) if re.fullmatch("[0-9a-f]{8}", line)]
    assert "".join(lines[at + 1].replace(" ", "") for at in rows) == SEED_HEX
    hex_c = "".join(lines[at + 2].replace(" ", "") for at in rows)
    assert len(hex_c) == 2 * 84 and hex_c.startswith(SEED_HEX[:2 * 0x48] + "6d56")
    assert "".join(text.split()).count(SEED_DIGEST_A) == 2  # under A, and in "SHA-256 of A"
    assert "".join(text.split()).count(SEED_DIGEST_C) == 2
    assert f"C: 84 bytes, SHA-256 {SEED_DIGEST_C}" in text
    assert "{A, B}, {C}" in text
    # The seed's Persian record A, as the reader sees it.
    assert "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}" in text


def test_contract_page_renders_persian_right_to_left(qtbot):
    page = ContractPage()
    qtbot.addWidget(page)
    document = page.findChild(QTextBrowser, "contractText").document()
    directions = {
        block.text(): block.textDirection()
        for block in _blocks(document)
        if "\N{ARABIC LETTER DAL}\N{ARABIC LETTER WAW} " in block.text()
    }
    assert directions and set(directions.values()) == {Qt.LayoutDirection.RightToLeft}


def _blocks(document):
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def test_about_dialog_names_version_contract_and_licences(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.objectName() == "aboutDialog"
    text = dialog.findChild(QLabel, "aboutText").text()
    for expected in (__version__, CONTRACT, "Vazirmatn", "SIL Open Font License",
                     "DejaVu Sans Mono", "Bitstream Vera"):
        assert expected in text
    assert f"Unicode {unicodedata2.unidata_version}" in text  # the data every name and class comes from


def test_persian_translation_mirrors_the_interface(qapp, persian):
    assert translate("MainWindow", MENU_TEXTS["file"]) == (
        "\N{ARABIC LETTER PEH}\N{ARABIC LETTER REH}\N{ARABIC LETTER WAW}"
        "\N{ARABIC LETTER NOON}\N{ARABIC LETTER DAL}\N{ARABIC LETTER HEH} (&F)"
    )
    assert all(translate("MainWindow", text) != text for text in MENU_TEXTS.values())
    assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft


def test_persian_verify_dialog_keeps_all_rows(qtbot, persian):
    dialog = VerifyDialog()
    qtbot.addWidget(dialog)
    rows = verify_rows(dialog)
    assert len(rows) == 18 and all(row[3] for row in rows)
    assert dialog.windowTitle() == translate("VerifyDialog", "Verify the contract")
    assert dialog.windowTitle() != "Verify the contract"


def test_english_is_back_after_the_persian_tests(qapp):
    assert translate("MainWindow", MENU_TEXTS["file"]) == "&File"
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_contract_page_marks_escapes_and_opens_the_example_in_the_playground(qtbot):
    page = ContractPage()
    qtbot.addWidget(page)
    assert '"a \\"b\\"\\n\\\\c\\t"' in page.toPlainText()  # the escapes example, as JSON writes it
    page.playgroundButton.click()
    qtbot.addWidget(page.playground)
    assert [draft.doc_id for draft in page.playground.presenter.drafts] == ["A", "B", "C"]
    assert "same group" in page.playground.verdict_texts()[0]


def test_in_persian_the_contract_pages_byte_counts_are_in_persian_digits(qtbot, persian):
    page = ContractPage()
    qtbot.addWidget(page)
    text = page.findChild(QTextBrowser, "contractText").toPlainText()
    eighty_three = "\N{EXTENDED ARABIC-INDIC DIGIT EIGHT}\N{EXTENDED ARABIC-INDIC DIGIT THREE}"
    assert f"A: {eighty_three} " in text and "A: 83 " not in text
