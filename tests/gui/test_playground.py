"""The playground as a teacher uses it: type, insert from the palette, watch the bytes,
the digest and the verdict follow; copy from each view and hash what was copied."""

from __future__ import annotations

import hashlib
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QApplication

from core.contract import canonical_bytes
from tests.helpers import DIGEST_A, DIGEST_C, RECORD_A, RECORD_B

ZWNJ = "\N{ZERO WIDTH NON-JOINER}"


def put_cursor(box, index: int) -> None:
    cursor = box.textCursor()
    cursor.setPosition(index)
    box.setTextCursor(cursor)
    box.setFocus()


def digest_shown(editor) -> str:
    return editor.digestLabel.text().split()[-1]


def test_typing_changes_bytes_digest_and_verdict(playground, qtbot):
    b = playground.editor(1)
    assert digest_shown(b) == DIGEST_A and "83 canonical bytes" == b.lengthLabel.text()
    assert "same group" in playground.verdict_texts()[0]
    body = b.bodyEdit
    put_cursor(body, RECORD_A["body"].index("V"))
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(body, Qt.Key.Key_M)  # "V" becomes "mV": record C
    assert digest_shown(b) == DIGEST_C and "84 canonical bytes" == b.lengthLabel.text()
    verdict = playground.verdict_texts()[0]
    assert "different content" in verdict and "content-edit" in verdict
    assert playground.verdictLabels[0].property("kind") == "different"  # drawn in its colour
    # The byte just typed is lit in the hex view.
    start, end = b.hexView.selection()
    assert b.hexView.dump().data[start:end] == b"m"
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(body, Qt.Key.Key_Backspace)
    assert digest_shown(b) == DIGEST_A and "same group" in playground.verdict_texts()[0]
    # An arrow key moves the light to the character before the cursor at once (no analysis).
    qtbot.keyClick(body, Qt.Key.Key_Left)  # in a right-to-left line Left moves on: one character more
    qtbot.keyClick(body, Qt.Key.Key_Right)
    qtbot.keyClick(body, Qt.Key.Key_Right)
    index = body.cursor_index()
    start, end = b.hexView.selection()
    assert b.hexView.dump().data[start:end] == RECORD_A["body"][index - 1].encode()


def test_the_palette_inserts_a_zwnj_and_the_verdict_names_it(playground, qtbot):
    b = playground.editor(1)
    put_cursor(b.bodyEdit, RECORD_A["body"].index(" V"))
    with qtbot.waitSignal(playground.analysed):
        playground.palette_panel.insert("ZWNJ")
    body = RECORD_A["body"].replace(" V", ZWNJ + " V")
    assert playground.presenter.drafts[1].body == body
    assert digest_shown(b) == hashlib.sha256(canonical_bytes("fa", RECORD_A["title"], body)).hexdigest()
    assert "near-identical" in playground.verdict_texts()[0] and "zwnj" in playground.verdict_texts()[0]
    start, end = b.hexView.selection()
    assert b.hexView.dump().data[start:end] == ZWNJ.encode()  # e2 80 8c


def test_a_carriage_return_stays_one(playground, qtbot):
    b = playground.editor(1)
    b.bodyEdit.moveCursor(QTextCursor.MoveOperation.End)
    b.bodyEdit.setFocus()
    with qtbot.waitSignal(playground.analysed):
        playground.palette_panel.insert("CRLF")
    assert playground.presenter.drafts[1].body == RECORD_A["body"] + "\r\n"
    assert b"\\r\\n" in b.hexView.dump().data
    # A line ending added at the end of the body: white space at its edge, as explain says.
    verdict = playground.verdict_texts()[0]
    assert "near-identical" in verdict and "edge-whitespace" in verdict


def test_a_keystroke_lays_nothing_out_again(playground, qtbot):
    """The labels a key changes (length, digest, verdict) repaint themselves: a new layout
    of the window (every box, hex view and label measured again) cost more than the rest
    of the keystroke."""
    from PySide6.QtCore import QEvent

    from tests.gui.events_seen import EventsSeen

    b = playground.editor(1)
    put_cursor(b.bodyEdit, RECORD_A["body"].index("V"))
    with qtbot.waitSignal(playground.analysed):  # the first edit: the verdict may need a second line
        qtbot.keyClick(b.bodyEdit, Qt.Key.Key_M)
    for _level in range(10):  # the layout that first verdict asked for, done (a layout asks
        QApplication.sendPostedEvents()  # its parent's in a new event, level by level)
    watcher = EventsSeen(QEvent.Type.LayoutRequest)
    QGuiApplication.instance().installEventFilter(watcher)
    try:
        for key in (Qt.Key.Key_Backspace, Qt.Key.Key_M, Qt.Key.Key_Backspace):
            with qtbot.waitSignal(playground.verdicts_shown):
                qtbot.keyClick(b.bodyEdit, key)
            QApplication.sendPostedEvents()  # a layout a key asked for is posted: delivered, seen
    finally:
        QGuiApplication.instance().removeEventFilter(watcher)
    assert watcher.seen == []
    assert digest_shown(b) == DIGEST_A and "same group" in playground.verdict_texts()[0]


def test_keys_that_come_in_together_are_analysed_once(playground, qtbot):
    b = playground.editor(1)
    b.bodyEdit.moveCursor(QTextCursor.MoveOperation.End)
    b.bodyEdit.setFocus()
    analysed = []
    playground.analysed.connect(analysed.append)
    with qtbot.waitSignal(playground.verdicts_shown):
        qtbot.keyClicks(b.bodyEdit, "xyz")  # three keys before the event loop runs again
    assert analysed == [1]
    assert playground.presenter.drafts[1].body == RECORD_A["body"] + "xyz"
    assert digest_shown(b) == hashlib.sha256(canonical_bytes("fa", RECORD_A["title"],
                                                             RECORD_A["body"] + "xyz")).hexdigest()


def test_the_language_and_a_third_record(playground, qtbot):
    b = playground.editor(1)
    b.languageEdit.selectAll()
    qtbot.keyClicks(b.languageEdit, "en")
    qtbot.waitUntil(lambda: "language-tag" in playground.verdict_texts()[0])
    playground.add_record()
    assert len(playground.verdict_texts()) == 3  # A-B, A-B-2, B-B-2
    assert "same group" in playground.verdict_texts()[2]


def test_copy_from_each_view_hashes_to_the_digest(playground, qtbot):
    b = playground.editor(1)
    b.tabs.setCurrentWidget(b.canonicalText)
    for view in (b.canonicalText, b.hexView):
        view.setFocus()
        qtbot.keyClick(view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
        copied = QGuiApplication.clipboard().text()
        data = copied.encode("utf-8") if view is b.canonicalText else bytes.fromhex(copied)
        assert hashlib.sha256(data).hexdigest() == DIGEST_A
    b.bodyEdit.selectAll()
    b.bodyEdit.copy()
    assert QGuiApplication.clipboard().text() == RECORD_A["body"]


def test_a_wide_difference_is_settled_by_a_job(playground, qtbot):
    b = playground.editor(1)
    with qtbot.waitSignal(playground.verdicts_shown, timeout=10_000):
        b.bodyEdit.setPlainText("x" * 4000)
    assert "working out" in playground.verdict_texts()[0]
    qtbot.waitUntil(lambda: "different content" in playground.verdict_texts()[0], timeout=20_000)


def test_save_writes_a_new_records_file(playground, qtbot, tmp_path):
    path = tmp_path / "class.json"
    b = playground.editor(1)
    b.bodyEdit.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(b.bodyEdit, Qt.Key.Key_Z)  # saved at once: the key not analysed yet is in
    assert playground.save_to(str(path)) is None
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert [record["doc_id"] for record in saved] == ["A", "B"]
    assert saved[1]["body"] == RECORD_A["body"] + "z"
    notes = tmp_path / "notes.txt"
    notes.write_text("lesson plan\n", encoding="utf-8")
    refusal = playground.save_to(str(notes))
    assert refusal.startswith(f"refusing to replace {notes}: it is not a records file")
    assert playground.messageLabel.text() == refusal
    assert notes.read_text(encoding="utf-8") == "lesson plan\n"


def test_opened_from_the_window_and_its_menus(window, qtbot, tmp_path):
    from docdedup_gui.context_menus import tree_menu
    from tests.helpers import RECORD_C, write_json

    path = write_json(tmp_path / "seed.json", [RECORD_A, RECORD_B, RECORD_C])
    with qtbot.waitSignal(window.loaded, timeout=20_000):
        window.open_file(path)
    window.select_record("C")
    menu = tree_menu(window.menu_targets, window.group_tree.currentIndex())
    [action] = [a for a in menu.actions() if a.objectName() == "stepThroughContract"]
    action.trigger()
    qtbot.addWidget(window.last_stepper)
    assert [record.doc_id for record in window.last_stepper.records] == ["C"]
    [action] = [a for a in menu.actions() if a.objectName() == "openInPlayground"]
    action.trigger()
    opened = window.last_playground
    qtbot.addWidget(opened)
    assert [draft.doc_id for draft in opened.presenter.drafts] == ["C", "C-2"]
    window.commands.playground.trigger()
    assert window.last_playground is not opened
    qtbot.addWidget(window.last_playground)
    from docdedup_gui.context_menus import differences_menu

    with qtbot.waitSignal(window.compare_view.explained, timeout=20_000):
        window.compare("A", "C")
    view = window.compare_view.differencesList
    menu = differences_menu(window.menu_targets, view.model().index(0, 0))
    [action] = [a for a in menu.actions() if a.objectName() == "openPairInPlayground"]
    action.trigger()
    qtbot.addWidget(window.last_playground)
    assert [draft.doc_id for draft in window.last_playground.presenter.drafts] == ["A", "C"]
    assert "different content" in window.last_playground.verdict_texts()[0]
    [action] = [a for a in menu.actions() if a.objectName() == "stepThroughPair"]
    action.trigger()
    qtbot.addWidget(window.last_stepper)
    assert [record.doc_id for record in window.last_stepper.records] == ["A", "C"]



def test_step_through_the_contract_on_the_first_two_records(playground, qtbot):
    playground.editor(1).bodyEdit.setPlainText("x")
    playground.step_action.trigger()
    stepper = playground.stepper
    qtbot.addWidget(stepper)
    assert [record.doc_id for record in stepper.records] == ["A", "B"]
    assert [record.body for record in stepper.records] == [RECORD_A["body"], "x"]
    stepper.go(6)
    assert "offset" in stepper.captionLabel.text()


def test_an_edit_repaints_the_hex_view_as_a_fresh_one_would(playground, qtbot):
    from docdedup_gui.widgets.hex_view import HexDumpView

    b = playground.editor(1)
    put_cursor(b.bodyEdit, 3)
    for key in (Qt.Key.Key_X, Qt.Key.Key_Y, Qt.Key.Key_Backspace):
        with qtbot.waitSignal(playground.analysed):
            qtbot.keyClick(b.bodyEdit, key)
    fresh = HexDumpView()
    qtbot.addWidget(fresh)
    fresh.resize(b.hexView.size())
    fresh.show()
    fresh.set_dump(b.hexView.dump().__class__(b.hexView.dump().layout))
    fresh.set_selection(*b.hexView.selection())
    fresh.verticalScrollBar().setValue(b.hexView.verticalScrollBar().value())
    assert fresh.bytes_per_row() == b.hexView.bytes_per_row()
    assert fresh.viewport().grab().toImage() == b.hexView.viewport().grab().toImage()


def test_in_persian_the_palette_names_the_characters_in_persian(qtbot, persian):
    """The short names are translated (ZWNJ is the half-space a Persian typist knows), the
    code points and Unicode names stay; English and Persian names both find an entry."""
    from docdedup_gui.playground.palette_panel import PalettePanel

    panel = PalettePanel()
    qtbot.addWidget(panel)
    labels = panel.list.labels()
    half_space = ("\N{ARABIC LETTER NOON}\N{ARABIC LETTER FARSI YEH}\N{ARABIC LETTER MEEM}"
                  "\N{ZERO WIDTH NON-JOINER}\N{ARABIC LETTER FEH}\N{ARABIC LETTER ALEF}"
                  "\N{ARABIC LETTER SAD}\N{ARABIC LETTER LAM}\N{ARABIC LETTER HEH}")
    assert labels[0] == f"\u2068[ZWNJ]\u2069  ZWNJ ({half_space})  U+200C\nZERO WIDTH NON-JOINER"
    fatha = next(label for label in labels if "U+064E" in label)
    assert "  \N{ARABIC LETTER FEH}\N{ARABIC LETTER TEH}\N{ARABIC LETTER HAH}\N{ARABIC LETTER HEH}" in fatha
    persian_three = next(label for label in labels if "U+06F3" in label)
    assert "  \N{EXTENDED ARABIC-INDIC DIGIT THREE} (" in persian_three
    english_words = ("fatha", "Arabic yeh", "Cyrillic", "(Persian)", "acute", "override")
    assert not [label for label in labels if any(words in label for words in english_words)]
    panel.filterEdit.setText("Persian yeh")  # the English short name finds it
    assert panel.matches()[0].text == "\N{ARABIC LETTER FARSI YEH}"
    panel.filterEdit.setText(half_space)  # and the Persian one
    assert [match.text for match in panel.matches()] == ["\N{ZERO WIDTH NON-JOINER}"]
    inserted = []
    panel.insert_requested.connect(inserted.append)  # no box had the focus: the window decides
    panel.insert("ZWNJ")
    assert inserted == ["\N{ZERO WIDTH NON-JOINER}"]


def test_every_palette_word_is_listed_for_translation():
    from core.playground import PALETTE
    from docdedup_gui.playground.palette_texts import WORDS

    assert set(WORDS) == {entry.words()[1] for entry in PALETTE}


def test_closing_the_contract_page_while_its_playground_loads_keeps_the_application_up(tmp_path):
    """The playground opened from the contract page is the page's child: closing the page
    deletes it while the analysis still loads in a job. A job thread deleted while it runs
    aborted the application. A fresh process: in this one the analysis is loaded already."""
    import subprocess
    import sys
    from pathlib import Path

    program = """
import os, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from core.playground.verdict import classes_ready
app = QApplication([])
from docdedup_gui.dialogs.contract_page import ContractPage
page = ContractPage()
page.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
page.show()
page.playgroundButton.click()
assert page.playground._task is not None, "the analysis loads in a job"
page.close()  # deletes the page, and the playground with it, the job still running
from docdedup_gui.playground import detached
deadline = time.monotonic() + 60
while detached._RUNNING and time.monotonic() < deadline:  # until the job has ended
    app.processEvents()
    time.sleep(0.01)
app.processEvents()
print("up", classes_ready())
"""
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parents[2])
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().endswith("up True")
    assert "Destroyed while thread" not in done.stderr


@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_save_never_writes_onto_the_opened_corpus_through_a_link(window, qtbot, tmp_path, link):
    from tests.helpers import RECORD_C, write_json

    corpus = write_json(tmp_path / "corpus.json", [RECORD_A, RECORD_B, RECORD_C])
    before = corpus.read_bytes()
    with qtbot.waitSignal(window.loaded, timeout=20_000):
        window.open_file(corpus)
    window.commands.playground.trigger()
    opened = window.last_playground
    qtbot.addWidget(opened)
    other = tmp_path / "elsewhere" / "class.json"
    other.parent.mkdir()
    if link == "symbolic":
        other.symlink_to(corpus)
    else:
        other.hardlink_to(corpus)
    for target in (corpus, other):
        refusal = opened.save_to(str(target))
        assert refusal is not None and refusal.startswith(
            f"refusing to write the output onto the input file {corpus}")
        assert opened.messageLabel.text() == refusal
    assert f"({other} leads to it)" in refusal
    assert corpus.read_bytes() == before
    assert opened.save_to(str(tmp_path / "class.json")) is None  # any other name is written
