"""The playground keeps the record's own characters: what is pasted, inserted, opened,
undone and saved is exactly the string, whatever Qt's document would make of it."""

from __future__ import annotations

import hashlib
import json

import pytest
from PySide6.QtCore import QByteArray, QMimeData, Qt
from PySide6.QtGui import QGuiApplication, QTextCursor

from core.contract import canonical_bytes
from core.playground import Playground
from core.playground.verdict import classes_ready
from core.records import Record
from docdedup_gui.playground import PlaygroundWindow
from docdedup_gui.widgets.exact_text import ORIGINAL, STAND_IN_TYPE

BOM = "\N{ZERO WIDTH NO-BREAK SPACE}"
OBJECT = "\N{OBJECT REPLACEMENT CHARACTER}"
EDGES = ("\N{PARAGRAPH SEPARATOR}x\ufdd0y\N{SYMBOL FOR CARRIAGE RETURN}z", BOM + "lead")


def open_playground(qtbot, *bodies: str, language: str = "en") -> PlaygroundWindow:
    records = [Record(doc_id, "t", language, "title", body)
               for doc_id, body in zip("AB", bodies, strict=True)]
    window = PlaygroundWindow(Playground.of_records(records))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(classes_ready, timeout=30_000)
    qtbot.waitUntil(lambda: window._task is None)
    return window


def paste(qtbot, playground, box, text: str) -> None:
    """Ctrl+V of ``text``; one that starts with a BOM is dropped in as UTF-8 bytes, as a
    clipboard holds it (a Python string handed to Qt loses a leading U+FEFF on the way)."""
    box.setFocus()
    with qtbot.waitSignal(playground.analysed):
        if text.startswith(BOM):
            mime = QMimeData()
            mime.setData("text/plain", QByteArray(text.encode()))
            box.insertFromMimeData(mime)
        else:
            QGuiApplication.clipboard().setText(text)
            qtbot.keyClick(box, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def select_all_of(box) -> None:
    cursor = box.textCursor()
    cursor.select(QTextCursor.SelectionType.Document)
    box.setTextCursor(cursor)


def test_a_pasted_crlf_stays_crlf_and_splits_the_group(qtbot):
    playground = open_playground(qtbot, "line1\nline2", "")
    b = playground.editor(1)
    paste(qtbot, playground, b.bodyEdit, "line1\r\nline2")
    assert playground.presenter.drafts[1].body == "line1\r\nline2"
    length = len(canonical_bytes("en", "title", "line1\r\nline2"))
    assert b.lengthLabel.text() == f"{length} canonical bytes"  # 44, not 42
    assert "same group" not in playground.verdict_texts()[0]


@pytest.mark.parametrize("pasted", ["\r", "\N{SYMBOL FOR CARRIAGE RETURN}", "a\r", BOM, BOM + "a" + BOM,
                                    OBJECT, "\N{PARAGRAPH SEPARATOR}\N{LINE SEPARATOR}",
                                    "\ufdd0\ufdd1\U0010ffff"])
def test_a_paste_gives_exactly_the_pasted_text(qtbot, pasted):
    playground = open_playground(qtbot, "x", "x")
    b = playground.editor(1)
    select_all_of(b.bodyEdit)
    paste(qtbot, playground, b.bodyEdit, pasted)
    assert playground.presenter.drafts[1].body == pasted
    assert b.digestLabel.text() == hashlib.sha256(canonical_bytes("en", "title", pasted)).hexdigest()


def test_the_palette_inserts_a_bom(qtbot):
    playground = open_playground(qtbot, "ab", "ab")
    b = playground.editor(1)
    b.bodyEdit.moveCursor(QTextCursor.MoveOperation.End)
    b.bodyEdit.setFocus()
    with qtbot.waitSignal(playground.analysed):
        playground.palette_panel.insert("BOM")
    assert playground.presenter.drafts[1].body == "ab" + BOM


@pytest.mark.parametrize("body", EDGES)
def test_a_no_op_edit_keeps_the_bytes_and_saving_writes_them(qtbot, tmp_path, body):
    playground = open_playground(qtbot, body, body)
    b = playground.editor(1)
    b.bodyEdit.moveCursor(QTextCursor.MoveOperation.End)
    b.bodyEdit.setFocus()
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(b.bodyEdit, Qt.Key.Key_X)
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(b.bodyEdit, Qt.Key.Key_Backspace)
    assert playground.presenter.drafts[1].body == body
    assert "same group" in playground.verdict_texts()[0]
    path = tmp_path / "class.json"
    assert playground.save_to(str(path)) is None
    assert [record["body"] for record in json.loads(path.read_text(encoding="utf-8"))] == [body, body]


def test_undo_and_redo_give_back_the_exact_text(qtbot):
    body = "a\r\nb\N{PARAGRAPH SEPARATOR}c"
    playground = open_playground(qtbot, body, body)
    box = playground.editor(1).bodyEdit
    select_all_of(box)
    paste(qtbot, playground, box, "\ufdd0\r")
    with qtbot.waitSignal(playground.analysed):
        box.undo()
    assert playground.presenter.drafts[1].body == body
    with qtbot.waitSignal(playground.analysed):
        box.redo()
    assert playground.presenter.drafts[1].body == "\ufdd0\r"


def test_a_carriage_return_is_a_visible_badge(qtbot):
    playground = open_playground(qtbot, "a\rb", "ab")
    box = playground.editor(0).bodyEdit
    # The document holds a stand-in of our own format for the CR, never a character anyone types.
    fragment = box.document().firstBlock().begin()
    formats = []
    while not fragment.atEnd():
        formats.append((fragment.fragment().text(), fragment.fragment().charFormat().objectType(),
                        fragment.fragment().charFormat().property(ORIGINAL)))
        fragment += 1
    assert (OBJECT, STAND_IN_TYPE, 0x0D) in formats
    assert "\N{SYMBOL FOR CARRIAGE RETURN}" not in box.document().toRawText()

    def x_at(position: int) -> int:
        cursor = QTextCursor(box.document())
        cursor.setPosition(position)
        return box.cursorRect(cursor).x()

    assert x_at(2) - x_at(1) >= box.fontMetrics().horizontalAdvance("C")  # the badge takes room


def test_the_hex_light_follows_an_edit_in_another_field(qtbot):
    body = "\N{ARABIC LETTER WAW}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER WAW}"
    playground = open_playground(qtbot, body, body, language="fa")
    b = playground.editor(1)
    cursor = b.bodyEdit.textCursor()
    cursor.setPosition(2)
    b.bodyEdit.setTextCursor(cursor)
    b.bodyEdit.setFocus()
    start, end = b.hexView.selection()
    assert b.hexView.dump().data[start:end] == "\N{ARABIC LETTER ALEF}".encode()
    b.languageEdit.setFocus()
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(b.languageEdit, Qt.Key.Key_X)  # "fax": every byte of the body moves by one
    start, end = b.hexView.selection()
    assert b.hexView.dump().data[start:end] == "\N{ARABIC LETTER ALEF}".encode()


def test_copy_on_the_digest_copies_the_digest_alone(qtbot):
    playground = open_playground(qtbot, "ab", "ab")
    line = playground.editor(1).digestLabel
    line.setFocus()
    qtbot.keyClick(line, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(line, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    digest = hashlib.sha256(canonical_bytes("en", "title", "ab")).hexdigest()
    assert QGuiApplication.clipboard().text() == digest
    line.deselect()
    qtbot.keyClick(line, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)  # nothing selected: the digest
    assert QGuiApplication.clipboard().text() == digest


def test_the_canonical_json_tab_keeps_a_paragraph_separator_on_its_line(qtbot):
    body = "one\N{PARAGRAPH SEPARATOR}two\N{LINE SEPARATOR}three"
    playground = open_playground(qtbot, body, body)
    b = playground.editor(0)
    b.tabs.setCurrentWidget(b.canonicalText)
    view = b.canonicalText
    assert view.document().blockCount() == 1
    assert view.document().lineCount() == 1
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = QGuiApplication.clipboard().text()
    assert hashlib.sha256(copied.encode()).hexdigest() == b.digestLabel.text()


def test_a_paste_too_long_to_edit_is_refused_with_the_reason(qtbot):
    playground = open_playground(qtbot, "ab", "ab")
    b = playground.editor(1)
    for pasted, reason in (("a" * 200_001, "200,003 characters"),  # with the "ab" it goes into
                           ("b" * 25_000, "a line longer than 20,000 characters")):
        mime = QMimeData()
        mime.setData("text/plain", QByteArray(pasted.encode()))
        b.bodyEdit.insertFromMimeData(mime)
        assert b.bodyEdit.text() == "ab" and playground.presenter.drafts[1].body == "ab"
        note = b.noteLabel.text()
        assert b.noteLabel.isVisibleTo(b) and "not pasted" in note and reason in note
    paste(qtbot, playground, b.bodyEdit, "cd")  # a paste within the sizes: taken, the note gone
    assert playground.presenter.drafts[1].body == "cdab" and not b.noteLabel.isVisibleTo(b)


def test_a_record_too_long_to_edit_shows_its_start_and_stays_exact(qtbot, tmp_path):
    body = "\N{ARABIC LETTER WAW}" * 30_000 + "\r"  # one line longer than a box edits
    playground = open_playground(qtbot, body, body, language="fa")
    b = playground.editor(1)
    box = b.bodyEdit
    assert box.isReadOnly() and box.document().characterCount() - 1 == 20_000
    assert "read only" in b.noteLabel.text() and b.noteLabel.isVisibleTo(b)
    assert box.text() == body and playground.presenter.drafts[1].body == body
    assert b.digestLabel.text() == hashlib.sha256(canonical_bytes("fa", "title", body)).hexdigest()
    box.selectAll()
    assert bytes(box.createMimeDataFromSelection().data("text/plain")).decode() == body
    assert "same group" in playground.verdict_texts()[0]
    assert playground.save_to(str(tmp_path / "class.json")) is None
    saved = json.loads((tmp_path / "class.json").read_text(encoding="utf-8"))
    assert [record["body"] for record in saved] == [body, body]


def test_the_canonical_json_tab_lays_out_a_bounded_line(qtbot):
    body = "x" * 15_000
    playground = open_playground(qtbot, body, body)
    b = playground.editor(0)
    b.tabs.setCurrentWidget(b.canonicalText)
    assert b.canonicalText.document().characterCount() < 2 * 2_000 + 100
    copied = bytes(copy_all_of(b.canonicalText).data("text/plain")).decode()
    assert hashlib.sha256(copied.encode()).hexdigest() == b.digestLabel.text()


def copy_all_of(view):
    view.selectAll()
    return view.createMimeDataFromSelection()


def test_a_key_beside_a_long_field_is_bounded_and_its_digest_comes_from_a_job(qtbot, monkeypatch):
    """A key in the title of a record with a body too long to edit re-escaped and re-hashed the
    whole record on the GUI thread (55-94 ms at 10M Persian characters)."""
    import threading

    from core.playground import presenter
    from core.playground.sizes import DIGESTED_AT_ONCE

    body = "\N{ARABIC LETTER WAW} \N{ARABIC LETTER YEH}\n" * (DIGESTED_AT_ONCE // 6)
    playground = open_playground(qtbot, body, "short", language="fa")
    a = playground.editor(0)
    assert a.bodyEdit.isReadOnly()
    qtbot.waitUntil(lambda: not playground.presenter.digests_later(), timeout=30_000)  # from a job
    assert a.digestLabel.text() == hashlib.sha256(canonical_bytes("fa", "title", body)).hexdigest()
    gui = threading.get_ident()
    escaped, hashed = [], []
    original_escaped, original_hash = presenter.escaped_field, presenter.sha256_hex
    monkeypatch.setattr(presenter, "escaped_field",
                        lambda text: escaped.append(len(text)) or original_escaped(text))
    monkeypatch.setattr(presenter, "sha256_hex",
                        lambda data: hashed.append((len(data), threading.get_ident())) or original_hash(data))
    a.titleEdit.setFocus()
    a.titleEdit.moveCursor(QTextCursor.MoveOperation.End)
    with qtbot.waitSignal(playground.analysed, timeout=30_000):
        qtbot.keyClick(a.titleEdit, Qt.Key.Key_Z)
    assert escaped == [len("titlez")]  # the body's bytes are kept, not escaped again
    assert not [size for size, thread in hashed if thread == gui]  # nor hashed on the GUI thread
    assert a.digestLabel.text() == "working out the SHA-256\N{HORIZONTAL ELLIPSIS}"
    expected = hashlib.sha256(canonical_bytes("fa", "titlez", body)).hexdigest()
    qtbot.waitUntil(lambda: a.digestLabel.text() == expected, timeout=20_000)
    assert "different bytes" in playground.verdict_texts()[0]
