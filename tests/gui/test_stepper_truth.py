"""The stepper tells the truth: every byte shown or counted, every character shown alone
and named when invisible, a byte's bits and the way back to its code point on hover."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent
from PySide6.QtGui import QHelpEvent, QTextCursor
from PySide6.QtWidgets import QApplication, QToolTip

from core.contract import canonical_bytes
from core.playground.steps import MAX_BYTES_SHOWN, STEP_NAMES, contract_steps
from core.records import Record
from docdedup_gui.playground.stepper import StepperWindow

RLO = "\N{RIGHT-TO-LEFT OVERRIDE}"
NAMED_RLO = "\N{MATHEMATICAL LEFT ANGLE BRACKET}RLO\N{MATHEMATICAL RIGHT ANGLE BRACKET}"
UTF8 = STEP_NAMES.index("utf8")


def shown_bytes(text: str) -> list[str]:
    """The hex pairs a utf8 side shows, in order."""
    return re.findall(r"(?<![0-9a-f])[0-9a-f]{2}(?![0-9a-f])", text)


def open_stepper(qtbot, body: str) -> StepperWindow:
    widget = StepperWindow([Record("A", "r", "fa", "t", body)])
    qtbot.addWidget(widget)
    widget.show()
    widget.go(UTF8)
    return widget


def test_a_right_to_left_override_is_named_not_obeyed(qtbot):
    stepper = open_stepper(qtbot, RLO + "12\N{ARABIC LETTER SEEN}")
    view = stepper.sideViews[0]
    assert RLO not in view.document().toRawText()  # nothing shown reverses the bytes after it
    copied = view.shown.copy()
    assert RLO not in copied
    assert f"[e2 80 ae {NAMED_RLO}] 31 32" in copied
    data = canonical_bytes("fa", "t", RLO + "12\N{ARABIC LETTER SEEN}")
    assert shown_bytes(copied) == [f"{byte:02x}" for byte in data]


def test_a_combining_mark_sits_on_a_dotted_circle_and_a_zwnj_is_named():
    body = "e\N{COMBINING ACUTE ACCENT} \N{ZERO WIDTH NON-JOINER}"
    steps = contract_steps([Record("A", "r", "en", "t", body)])
    copied = steps[UTF8].sides[0].copy()
    assert "[cc 81 \N{DOTTED CIRCLE}\N{COMBINING ACUTE ACCENT}]" in copied
    assert "[e2 80 8c \N{MATHEMATICAL LEFT ANGLE BRACKET}ZWNJ\N{MATHEMATICAL RIGHT ANGLE BRACKET}]" in copied


def test_every_byte_is_shown_or_counted_at_every_cut():
    prefix = len(canonical_bytes("en", "t", ""))  # the bytes before the body's first
    for shift in range(4):  # byte 512 at each position inside a four-byte character
        body = "a" * (MAX_BYTES_SHOWN - prefix - 3 + shift) + "\N{GRINNING FACE}" * 40
        data = canonical_bytes("en", "t", body)
        side = contract_steps([Record("A", "r", "en", "t", body)])[UTF8].sides[0]
        text = side.copy()
        count = int(re.search(r"\+(\d[\d,]*)", text).group(1).replace(",", ""))
        assert len(shown_bytes(text.split("\N{HORIZONTAL ELLIPSIS}")[0])) + count == len(data)


def test_hovering_a_byte_says_its_bits_and_the_arithmetic_back(qtbot):
    stepper = open_stepper(qtbot, "\N{ARABIC LETTER SEEN}")
    view = stepper.sideViews[0]
    lead = next(mark for mark in view.shown.marks if mark.kind == "lead")
    cursor = QTextCursor(view.document())
    cursor.setPosition(view.text_map().to_qt(lead.start) + 1)
    point = view.cursorRect(cursor).center()
    event = QHelpEvent(QEvent.Type.ToolTip, view.viewport().mapTo(view, point), view.mapToGlobal(point))
    QApplication.sendEvent(view, event)
    said = QToolTip.text()
    assert "lead byte d8 = 110 11000" in said and "2 bytes in all" in said
    assert "U+0633" in said and "11000 + 110011" in said and "0x633" in said
    continuation = next(mark for mark in view.shown.marks if mark.kind == "continuation")
    assert "continuation byte b3 = 10 110011" in view.tooltip_at(continuation.start)


def test_a_paragraph_separator_in_the_record_step_stays_on_its_line(qtbot):
    stepper = open_stepper(qtbot, "a\N{PARAGRAPH SEPARATOR}b")
    stepper.go(0)
    view = stepper.sideViews[0]
    assert view.document().blockCount() == 1
    view.selectAll()
    assert "a\N{PARAGRAPH SEPARATOR}b" in view.createMimeDataFromSelection().text()


def test_a_long_record_shows_the_start_of_each_string_and_copies_it_whole(qtbot):
    body = "\N{ARABIC LETTER WAW}\"" * 50_000  # 100,000 characters, a quote to escape in each pair
    stepper = open_stepper(qtbot, body)
    for number in (0, 1, 2):
        stepper.go(number)
        view = stepper.sideViews[0]
        assert view.document().characterCount() < 6_000  # laid out: the start of the body, not all of it
        view.selectAll()
        copied = view.createMimeDataFromSelection().text()
        assert copied == view.shown.copy()
    assert copied.encode() == canonical_bytes("fa", "t", body)  # the JSON step copies the canonical JSON


def test_the_record_and_json_steps_name_invisible_characters_and_copy_them_live():
    body = RLO + "12\N{ZERO WIDTH NON-JOINER}\N{ARABIC LETTER SEEN}\N{ZERO WIDTH NO-BREAK SPACE}"
    steps = contract_steps([Record("A", "r", "fa", "t", body)])
    for name in ("record", "array", "json"):
        side = steps[STEP_NAMES.index(name)].sides[0]
        assert RLO not in side.text and "\N{ZERO WIDTH NON-JOINER}" not in side.text  # nothing acts
        assert f"{NAMED_RLO}12\N{MATHEMATICAL LEFT ANGLE BRACKET}ZWNJ" in side.text
        assert body in side.copy()  # copied as the record holds it
    assert steps[STEP_NAMES.index("json")].sides[0].copy().encode() == canonical_bytes("fa", "t", body)
