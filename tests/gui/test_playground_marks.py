"""Where two playground records differ, as a teacher sees it: the differing characters and
bytes marked in both records, invisible characters named by badges, the bidi banner, and
characters and bytes selected from either side; a byte range copied for a slide."""

from __future__ import annotations

import ast
import base64

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QHelpEvent, QTextCursor
from PySide6.QtWidgets import QApplication, QToolTip

from core.contract_spans import layout_of
from core.playground import Playground
from core.records import Record
from docdedup_gui.playground import PlaygroundWindow
from docdedup_gui.widgets.hex_copy import copy_menu
from docdedup_gui.widgets.plain_copy import text_of
from tests.helpers import RECORD_A, RECORD_B

ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
RLO = "\N{RIGHT-TO-LEFT OVERRIDE}"
PDF = "\N{POP DIRECTIONAL FORMATTING}"
BODY = RECORD_A["body"]


def put_cursor(box, index: int) -> None:
    cursor = box.textCursor()
    cursor.setPosition(box.text_map().to_qt(index))
    box.setTextCursor(cursor)
    box.setFocus()


def painted_labels(editor, field: str = "body") -> list[str]:
    marks = editor.marks[field]
    marks.grab()  # painted as on screen
    return [painted.marker.label for painted in marks.painted_markers()]


def test_a_zwnj_typed_into_b_is_marked_in_b_and_its_place_in_a(playground, qtbot):
    a, b = playground.editor(0), playground.editor(1)
    at = BODY.index(" ")  # after the first word
    put_cursor(b.bodyEdit, at)
    with qtbot.waitSignal(playground.verdicts_shown):
        playground.palette_panel.insert("ZWNJ")
    assert playground.presenter.drafts[1].body == BODY[:at] + ZWNJ + BODY[at:]
    # In B the character is tinted and named by its badge; its three bytes are highlighted.
    assert b.marks["body"]._spans == ((at, at + 1, 0),)
    assert "ZWNJ" in painted_labels(b)
    highlighted = [(mark.start, mark.end) for mark in b.hexView._marks]
    layout_b = layout_of("fa", RECORD_A["title"], BODY[:at] + ZWNJ + BODY[at:])
    first, last = layout_b.byte_span("body", at, at + 1)
    assert highlighted == [(first, last)]
    assert b.hexView.dump().data[first:last] == "\N{ZERO WIDTH NON-JOINER}".encode() == b"\xe2\x80\x8c"
    # In A: a bar where B has the character A lacks, and an empty byte range at the same place.
    assert a.marks["body"].insertion_points() == [at]
    assert [(mark.start, mark.end) for mark in a.hexView._marks] == [(first, first)]
    # Taken out again: nothing is marked on either side.
    with qtbot.waitSignal(playground.verdicts_shown):
        qtbot.keyClick(b.bodyEdit, Qt.Key.Key_Backspace)
    assert "same group" in playground.verdict_texts()[0]
    assert b.marks["body"]._spans == () and a.marks["body"].insertion_points() == []
    assert b.hexView._marks == () and a.hexView._marks == ()


def test_an_override_shows_its_badge_and_the_bidi_banner(playground, qtbot):
    b = playground.editor(1)
    assert b.bidiBanner.isHidden()
    put_cursor(b.bodyEdit, len(BODY))
    with qtbot.waitSignal(playground.verdicts_shown):
        b.bodyEdit.insert(f" {RLO}1234-5678{PDF}")  # shown as 8765-4321
    assert b.bidiBanner.isVisible()
    assert "RIGHT-TO-LEFT OVERRIDE" in b.bidiBanner.text()
    assert {"RLO", "PDF"} <= set(painted_labels(b))
    assert playground.editor(0).bidiBanner.isHidden()
    # A hover over the badge names the character, as in the main window.
    badge = next(p for p in b.marks["body"].painted_markers() if p.marker.label == "RLO")
    viewport = b.bodyEdit.viewport()
    point = badge.rect.center().toPoint()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    assert "RIGHT-TO-LEFT OVERRIDE" in QToolTip.text()
    # The same text in A too: no difference left, but the census still names the override
    # in both, as the main window's views do.
    a = playground.editor(0)
    put_cursor(a.bodyEdit, len(BODY))
    with qtbot.waitSignal(playground.verdicts_shown):
        a.bodyEdit.insert(f" {RLO}1234-5678{PDF}")
    assert "same group" in playground.verdict_texts()[0]
    qtbot.waitUntil(lambda: "RLO" in painted_labels(a) and "RLO" in painted_labels(b))
    assert a.bidiBanner.isVisible()


def test_selecting_five_characters_lights_all_their_bytes(playground):
    b = playground.editor(1)
    box = b.bodyEdit
    cursor = box.textCursor()
    cursor.setPosition(2)
    cursor.setPosition(7, QTextCursor.MoveMode.KeepAnchor)  # five characters: four Persian letters, a space
    box.setTextCursor(cursor)
    first, last = b.hexView.selection()
    layout = layout_of("fa", RECORD_A["title"], BODY)
    assert (first, last) == layout.byte_span("body", 2, 7)
    assert b.hexView.dump().data[first:last].decode() == BODY[2:7]
    assert last - first == len(BODY[2:7].encode("utf-8"))  # every byte of them, not the last character's


def test_clicking_a_byte_selects_its_character_and_keys_extend_it(playground, qtbot):
    b = playground.editor(1)
    view = b.hexView
    layout = layout_of("fa", RECORD_A["title"], BODY)
    second_byte = layout.byte_span("body", 3, 4)[0] + 1  # the second byte of body[3]
    view.scroll_to_byte(second_byte)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.point_of_byte(second_byte))
    assert b.bodyEdit.textCursor().selectedText() == BODY[3]
    assert view.selection() == layout.byte_span("body", 3, 4)  # the whole character's bytes
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    selected = b.bodyEdit.textCursor().selectedText()
    assert len(selected) >= 2 and BODY[3:3 + len(selected)] == selected
    # A byte of the title selects in the title box; one between the fields selects nothing new.
    title_byte = layout.byte_span("title", 0, 1)[0]
    view.scroll_to_byte(title_byte)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.point_of_byte(title_byte))
    assert b.titleEdit.textCursor().selectedText() == RECORD_A["title"][0]


def test_a_byte_range_is_copied_as_hex_c_array_and_base64(playground, qtbot):
    view = playground.editor(1).hexView
    layout = layout_of("fa", RECORD_A["title"], BODY)
    start = layout.byte_span("body", 0, 1)[0]
    view.scroll_to_byte(start)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.point_of_byte(start))
    for _ in range(4):
        qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    first, last = view.selection()
    chosen = bytes(view.dump().data[first:last])
    assert len(chosen) >= 4
    menu = copy_menu(view)
    actions = {action.objectName(): action for action in menu.actions()}
    clipboard = QGuiApplication.clipboard

    actions["copyHex"].trigger()
    assert bytes.fromhex(text_of(clipboard().mimeData())) == chosen
    assert text_of(clipboard().mimeData()) == " ".join(f"{byte:02x}" for byte in chosen)
    actions["copyCArray"].trigger()
    copied = text_of(clipboard().mimeData())
    assert copied.startswith("{0x") and bytes(ast.literal_eval("[" + copied[1:-1] + "]")) == chosen
    actions["copyBase64"].trigger()
    assert base64.b64decode(text_of(clipboard().mimeData()), validate=True) == chosen
    # With nothing selected the copies are greyed out.
    view.set_dump(view.dump())
    assert not any(action.isEnabled() for action in copy_menu(view).actions())


def test_a_drag_over_bytes_selects_every_character_they_are_of(playground, qtbot):
    b = playground.editor(1)
    view = b.hexView
    layout = layout_of("fa", RECORD_A["title"], BODY)
    start, end = layout.byte_span("body", 1, 1)[0], layout.byte_span("body", 4, 4)[0] - 1  # into body[3]
    view.scroll_to_byte(start)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.point_of_byte(start))
    qtbot.mouseMove(view.viewport(), view.point_of_byte(end))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.point_of_byte(end))
    assert b.bodyEdit.textCursor().selectedText() == BODY[1:4]
    assert view.selection() == layout.byte_span("body", 1, 4)


def test_the_banner_and_the_badges_grow_with_the_zoom(qtbot):
    from PySide6.QtWidgets import QWidget

    from docdedup_gui.zoom import WindowZoom

    holder = QWidget()
    qtbot.addWidget(holder)
    zoom = WindowZoom(holder)
    window = PlaygroundWindow(Playground.of_records([Record(**RECORD_A), Record(**RECORD_B)]), zoom)
    qtbot.addWidget(window)
    window.show()
    b = window.editor(1)
    put_cursor(b.bodyEdit, len(BODY))
    with qtbot.waitSignal(window.verdicts_shown):
        b.bodyEdit.insert(f" {RLO}1234{PDF}")
    size = b.bidiBanner.label.font().pointSizeF()
    qtbot.waitUntil(lambda: "RLO" in painted_labels(b), timeout=30_000)
    badge = next(p for p in b.marks["body"].painted_markers() if p.marker.label == "RLO").rect.height()
    zoom.set_percent(200)
    assert b.bidiBanner.label.font().pointSizeF() == pytest.approx(2 * size, rel=0.15)
    b.marks["body"].grab()
    grown = next(p for p in b.marks["body"].painted_markers() if p.marker.label == "RLO")
    assert grown.rect.height() > 1.5 * badge


def test_a_different_language_is_tinted_and_its_bytes_marked(playground, qtbot):
    a, b = playground.editor(0), playground.editor(1)
    own = b.languageEdit.palette().base().color()
    b.languageEdit.selectAll()
    with qtbot.waitSignal(playground.verdicts_shown):
        qtbot.keyClicks(b.languageEdit, "en")
    assert b.languageEdit.palette().base().color() != own
    assert a.languageEdit.palette().base().color() != own
    language = layout_of("en", RECORD_A["title"], BODY).field_span("language")
    assert [(mark.start, mark.end) for mark in b.hexView._marks] == [language]
    b.languageEdit.selectAll()
    with qtbot.waitSignal(playground.verdicts_shown):
        qtbot.keyClicks(b.languageEdit, "fa")
    assert b.languageEdit.palette().base().color() == own and b.hexView._marks == ()
