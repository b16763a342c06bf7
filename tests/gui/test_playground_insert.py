"""Any character into a record from the palette's search, by number or by name, exactly; the
palette folded away for a projector; Tab moves between boxes and types nothing."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from core.contract import canonical_bytes
from core.playground import Playground
from core.playground.name_index import index_ready
from core.playground.verdict import classes_ready
from core.records import Record
from docdedup_gui.playground import PlaygroundWindow
from docdedup_gui.playground.palette_panel import FIND_KEYS

RLO = "\N{RIGHT-TO-LEFT OVERRIDE}"
ACUTE = "\N{COMBINING ACUTE ACCENT}"


@pytest.fixture
def playground(qtbot):
    records = [Record("A", "t", "en", "Invoice 1234", "caf\N{LATIN SMALL LETTER E WITH ACUTE} 1234"),
               Record("B", "t", "en", "Invoice 1234", "cafe 1234")]
    window = PlaygroundWindow(Playground.of_records(records))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.waitUntil(classes_ready, timeout=30_000)
    qtbot.waitUntil(lambda: window._task is None)
    qtbot.waitUntil(index_ready, timeout=30_000)  # the names are indexed in a job as it opens
    return window


def put_cursor(qtbot, box, index: int) -> None:
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    cursor = box.textCursor()
    cursor.setPosition(index)
    box.setTextCursor(cursor)


def search(qtbot, playground, query: str):
    panel = playground.palette_panel
    panel.filterEdit.setFocus()
    qtbot.waitUntil(panel.filterEdit.hasFocus)
    panel.filterEdit.selectAll()
    qtbot.keyClicks(panel.filterEdit, query)
    return panel


def body_and_digest(playground, index: int) -> tuple[str, str]:
    draft = playground.presenter.drafts[index]
    return draft.body, playground.editor(index).digestLabel.text().split()[-1]


def test_typing_a_code_point_and_enter_inserts_exactly_it(playground, qtbot):
    b = playground.editor(1)
    put_cursor(qtbot, b.bodyEdit, len("cafe "))
    panel = search(qtbot, playground, "U+202E")
    first = panel.list.labels()[0]
    assert "[RLO]" in first and "U+202E" in first and "RIGHT-TO-LEFT OVERRIDE" in first
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Return)
    body, digest = body_and_digest(playground, 1)
    assert body == "cafe " + RLO + "1234"
    assert digest == hashlib.sha256(canonical_bytes("en", "Invoice 1234", body)).hexdigest()
    assert "\u202e".encode() in b.hexView.dump().data  # e2 80 ae
    verdict = playground.verdict_texts()[0]
    assert "bidi-control" in verdict
    assert panel.filterEdit.hasFocus() and panel.filterEdit.selectedText() == "U+202E"  # ready for the next


@pytest.mark.parametrize("query", ["202e", "\\u202e", "&#x202E;", "&#8238;", "0x202E", "override"])
def test_each_form_and_the_name_insert_the_override(playground, qtbot, query):
    put_cursor(qtbot, playground.editor(1).titleEdit, 0)
    panel = search(qtbot, playground, query)
    if query == "override":  # left-to-right first; Down chooses the right-to-left one
        qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Down)
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Return)
    assert playground.presenter.drafts[1].title == RLO + "Invoice 1234"


def test_acute_finds_the_combining_acute_and_the_verdict_names_the_normal_form(playground, qtbot):
    b = playground.editor(1)
    put_cursor(qtbot, b.bodyEdit, len("cafe"))
    panel = search(qtbot, playground, "acute")
    assert panel.matches()[0].text == ACUTE
    assert panel.list.labels()[0].startswith("\u2068\u25cc" + ACUTE + "\u2069  ")
    assert "COMBINING ACUTE ACCENT" in panel.list.labels()[0]
    assert len(panel.matches()) > 10 and all("ACUTE" in match.name for match in panel.matches())
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Enter)
    assert playground.presenter.drafts[1].body == "cafe" + ACUTE + " 1234"
    assert "canonical-equivalence" in playground.verdict_texts()[0]


def test_the_box_that_had_the_focus_gets_it_not_the_one_edited_last(playground, qtbot):
    b_body = playground.editor(1).bodyEdit
    put_cursor(qtbot, b_body, 0)
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(b_body, Qt.Key.Key_X)
    put_cursor(qtbot, playground.editor(0).titleEdit, len("Invoice"))
    panel = search(qtbot, playground, "zero width non joiner")
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Return)
    assert playground.presenter.drafts[0].title == "Invoice\N{ZERO WIDTH NON-JOINER} 1234"
    assert playground.presenter.drafts[1].body == "xcafe 1234"


@pytest.mark.parametrize(("query", "char"), [("U+D800", "\ud800"), ("U+FDD0", "\ufdd0"), ("U+0378", "\u0378"),
                                             ("U+FEFF", "\ufeff"), ("\\U0010FFFF", "\U0010ffff")])
def test_a_code_point_given_by_number_goes_in_exactly(playground, qtbot, query, char):
    """A surrogate, a noncharacter, an unassigned code point, a BOM: the record holds exactly
    it; a lone surrogate makes the record invalid, and the playground says why."""
    b = playground.editor(1)
    put_cursor(qtbot, b.bodyEdit, 0)
    panel = search(qtbot, playground, query)
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Return)
    assert playground.presenter.drafts[1].body == char + "cafe 1234"
    assert b.bodyEdit.text() == char + "cafe 1234"
    if char == "\ud800":
        assert "surrogate" in b.problemLabel.text()
    else:
        assert char.encode() in b.hexView.dump().data


def test_a_number_past_the_last_code_point_is_said_and_inserts_nothing(playground, qtbot):
    put_cursor(qtbot, playground.editor(1).bodyEdit, 0)
    panel = search(qtbot, playground, "U+110000")
    assert panel.matches() == [] and panel.noteLabel.isVisible()
    assert "U+110000" in panel.noteLabel.text() and "U+10FFFF" in panel.noteLabel.text()
    qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert playground.presenter.drafts[1].body == "cafe 1234"
    search(qtbot, playground, "qqqzzz")
    assert panel.matches() == [] and "qqqzzz" in panel.noteLabel.text()


def test_tab_moves_the_focus_and_types_nothing(playground, qtbot):
    a = playground.editor(0)
    put_cursor(qtbot, a.titleEdit, 3)
    qtbot.keyClick(a.titleEdit, Qt.Key.Key_Tab)
    qtbot.waitUntil(a.bodyEdit.hasFocus)
    qtbot.keyClick(a.bodyEdit, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(a.titleEdit.hasFocus)
    QApplication.processEvents()
    assert playground.presenter.drafts[0].title == "Invoice 1234" and a.titleEdit.text() == "Invoice 1234"
    assert "\t" not in a.bodyEdit.text()
    assert "same group" not in playground.verdict_texts()[0]  # A and B differ: é and e, no edge-whitespace
    assert "edge-whitespace" not in playground.verdict_texts()[0]
    # A TAB is still a character the class can put in on purpose: the palette's, or U+0009.
    panel = search(qtbot, playground, "TAB")
    assert panel.matches()[0].text == "\t"
    with qtbot.waitSignal(playground.analysed):
        qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Return)
    assert playground.presenter.drafts[0].title == "Inv\toice 1234"


def test_the_palette_folds_away_and_comes_back(playground, qtbot):
    panel = playground.palette_panel
    records_width = playground.centralWidget().width()
    qtbot.mouseClick(panel.toggleButton, Qt.MouseButton.LeftButton)
    assert panel.is_collapsed() and not panel.list.isVisible() and not panel.filterEdit.isVisible()
    qtbot.waitUntil(lambda: playground.centralWidget().width() > records_width + 200)
    assert panel.width() <= panel.toggleButton.width() + 4
    assert "(Ctrl+Shift+U)" in panel.toggleButton.toolTip()
    put_cursor(qtbot, playground.editor(1).bodyEdit, 0)
    qtbot.keyClick(playground.editor(1).bodyEdit, QKeySequence(FIND_KEYS)[0].key(),
                   QKeySequence(FIND_KEYS)[0].keyboardModifiers())
    qtbot.waitUntil(panel.filterEdit.hasFocus)
    assert not panel.is_collapsed() and panel.list.isVisible()
    qtbot.waitUntil(lambda: playground.centralWidget().width() <= records_width)


def test_every_name_in_the_list_is_whole(playground, qtbot):
    """However narrow the panel, a long name wraps onto more lines: none is cut."""
    panel = search(qtbot, playground, "arabic letter yeh with")
    view = panel.list
    wrapped = 0
    for row in range(view.count()):
        rect = view.visualItemRect(view.item(row))
        if not rect.isValid() or rect.top() > view.viewport().height():
            continue
        text = view.item(row).text(1)
        column = view.header().sectionSize(1) - 12
        wrap = int(Qt.TextFlag.TextWordWrap)
        needed = view.fontMetrics().boundingRect(QRect(0, 0, column, 100_000), wrap, text)
        assert rect.height() >= needed.height(), text
        wrapped += needed.height() > 2 * view.fontMetrics().lineSpacing()
    assert wrapped  # the panel is narrower than some names: those take three lines


def test_a_box_shown_in_part_takes_nothing_and_says_why(qtbot):
    body = "\N{ARABIC LETTER WAW}" * 30_000  # one line longer than a box edits: read only
    window = PlaygroundWindow(Playground.of_records([Record("A", "t", "fa", "title", body),
                                                     Record("B", "t", "fa", "title", body)]))
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    box = window.editor(1).bodyEdit
    assert box.isReadOnly()
    put_cursor(qtbot, box, 0)
    panel = search(qtbot, window, "U+202E")
    qtbot.keyClick(panel.filterEdit, Qt.Key.Key_Return)
    assert window.presenter.drafts[1].body == body and box.text() == body
    assert "read only" in panel.noteLabel.text() and panel.noteLabel.isVisible()
