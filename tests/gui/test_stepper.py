"""Stepping through the contract on a pair, as a teacher shows it: Next, Back, collisions,
what each step marks, and a copy that is the real text."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence

from core.contract import canonical_bytes
from core.playground.steps import STEP_NAMES, contract_steps
from core.records import Record
from docdedup_gui.playground.stepper import StepperWindow
from tests.helpers import RECORD_A, RECORD_C

BODY_WITH_ESCAPES = 'a "quoted"\nline'


@pytest.fixture
def stepper(qtbot):
    widget = StepperWindow([Record(**RECORD_A), Record(**dict(RECORD_C, body=RECORD_C["body"] + "\n"))])
    qtbot.addWidget(widget)
    widget.show()
    return widget


def marked(view, kind: str) -> list[str]:
    shown = view.shown
    return [shown.text[m.start:m.end] for m in shown.marks if m.kind == kind]


def test_next_walks_every_step_and_back_returns(stepper, qtbot):
    names = []
    stepper.step_shown.connect(names.append)
    for _ in STEP_NAMES:
        qtbot.mouseClick(stepper.nextButton, Qt.MouseButton.LeftButton)
    assert names == list(STEP_NAMES[1:]) and not stepper.nextButton.isEnabled()
    qtbot.mouseClick(stepper.backButton, Qt.MouseButton.LeftButton)
    assert names[-1] == "bucket" and "Step 6 of 7" in stepper.titleLabel.text()


def test_steps_mark_provenance_escapes_and_multibyte_characters(stepper):
    a, c = stepper.sideViews
    assert marked(a, "provenance") == ['"A"', '"Ref1"']
    stepper.go(2)
    assert marked(c, "escape") == ["\\n"]
    stepper.go(3)
    assert "d8" in marked(a, "lead") and "b1" in marked(a, "continuation")
    assert "[d8 b1 " in a.shown.copy()


def test_a_characters_bytes_never_break_across_lines(stepper, qtbot):
    """However narrow the window, a bracketed character (its bytes and itself) stays on one
    line: "[da" at the end of one line and "af گ]" on the next read as two characters."""
    stepper.go(STEP_NAMES.index("utf8"))
    for width in (420, 640, 900):
        stepper.resize(width, 700)
        view = stepper.sideViews[0]
        qtbot.waitUntil(lambda view=view, width=width: view.viewport().width() < width)
        block = view.document().firstBlock()
        text, lines = block.text(), block.layout()
        starts = [lines.lineAt(number).textStart() for number in range(1, lines.lineCount())]
        assert starts  # wrapped: there are lines to look at
        for start in starts:
            before = text[:start]
            assert before.count("[") == before.count("]"), text[start - 12:start + 12]
    view.selectAll()
    view.copy()  # the no-break spaces that hold a character together are copied as spaces
    copied = QGuiApplication.clipboard().text()
    assert "[d8 b1 " in copied and "\N{NO-BREAK SPACE}" not in copied


def test_collisions_share_one_bucket_and_the_first_byte_splits_them(stepper, qtbot):
    qtbot.mouseClick(stepper.collisionsBox, Qt.MouseButton.LeftButton)
    stepper.go(5)
    assert all("0000000000000000" in view.toPlainText() and "A, C" in view.toPlainText()
               for view in stepper.sideViews)
    stepper.go(6)
    assert "splits the bucket" in stepper.captionLabel.text()
    a = canonical_bytes("fa", RECORD_A["title"], RECORD_A["body"])
    first = next(i for i, (x, y) in enumerate(zip(a, canonical_bytes("fa", RECORD_C["title"],
                                                                     RECORD_C["body"] + "\n"), strict=False))
                 if x != y)
    assert f"offset {first}" in stepper.captionLabel.text()
    assert marked(stepper.sideViews[0], "differs") == [f"{a[first]:02x}"]


def test_a_copy_is_the_real_json(stepper, qtbot):
    stepper.go(2)
    view = stepper.sideViews[0]
    assert "\N{FIRST STRONG ISOLATE}" in view.toPlainText()
    view.selectAll()
    view.copy()
    copied = QGuiApplication.clipboard().text()
    assert copied.encode() == canonical_bytes("fa", RECORD_A["title"], RECORD_A["body"])


def test_core_steps_for_one_record_with_escapes():
    record = Record("q", "r", "en", "t", BODY_WITH_ESCAPES)
    steps = contract_steps([record])
    json_side = steps[2].sides[0]
    assert json_side.copy().encode() == canonical_bytes("en", "t", BODY_WITH_ESCAPES)
    escapes = [json_side.text[m.start:m.end] for m in json_side.marks if m.kind == "escape"]
    assert escapes == ['\\"', '\\"', "\\n"]
    assert json.loads(steps[1].sides[0].copy()) == ["doc-content-v1", "en", "t", BODY_WITH_ESCAPES]


def test_in_persian_the_sides_speak_persian_with_persian_digits(qtbot, persian):
    """The words of each side (the bucket, the differing byte) and its numbers follow the
    interface, as the captions do; the bytes and digests stay as they are."""
    record_c = Record(**RECORD_C)
    widget = StepperWindow([Record(**RECORD_A), record_c])
    qtbot.addWidget(widget)
    widget.show()
    widget.go(STEP_NAMES.index("bucket"))
    bucket = widget.sideViews[0].shown.copy()
    assert bucket.startswith("\N{ARABIC LETTER SEEN}\N{ARABIC LETTER TAH}\N{ARABIC LETTER LAM} ")
    assert "bucket" not in bucket
    widget.go(STEP_NAMES.index("equality"))
    side = widget.sideViews[0].shown.copy()
    a_bytes = canonical_bytes("fa", RECORD_A["title"], RECORD_A["body"])
    c_bytes = canonical_bytes("fa", record_c.title, record_c.body)
    first = next(at for at, (x, y) in enumerate(zip(a_bytes, c_bytes, strict=False)) if x != y)
    persian_digits = str(first).translate({ord("0") + d: 0x6F0 + d for d in range(10)})
    assert side.startswith("\N{ARABIC LETTER BEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER FARSI YEH}"
                           "\N{ARABIC LETTER TEH} " + persian_digits + ":")
    assert persian_digits in widget.captionLabel.text()


def test_keys_walk_the_steps_and_their_tooltips_say_them(stepper, qtbot):
    """Right and Page Down go on, Left and Page Up back, End and Home to the last and first
    step, wherever the focus is in the window (a side's text too)."""
    stepper.activateWindow()
    qtbot.waitUntil(stepper.isActiveWindow)
    side = stepper.sideViews[0]
    side.setFocus()
    qtbot.waitUntil(side.hasFocus)
    names = []
    stepper.step_shown.connect(names.append)
    for key in (Qt.Key.Key_Right, Qt.Key.Key_PageDown, Qt.Key.Key_End, Qt.Key.Key_Left, Qt.Key.Key_PageUp,
                Qt.Key.Key_Home):
        qtbot.keyClick(side, key)
    assert names == ["array", "json", "equality", "bucket", "sha256", "record"]
    qtbot.keyClick(stepper.nextButton, Qt.Key.Key_Right)
    assert stepper.number == 1 and "Step 2 of 7" in stepper.titleLabel.text()
    assert "Right or PgDown" in stepper.nextButton.toolTip()
    assert "End" in stepper.nextButton.toolTip() and "Home" in stepper.backButton.toolTip()


def test_right_to_left_the_arrows_are_mirrored(qtbot, persian):
    """In a right-to-left interface Back stands on the right: Right goes back, Left on."""
    widget = StepperWindow([Record(**RECORD_A), Record(**RECORD_C)])
    qtbot.addWidget(widget)
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    assert widget.isRightToLeft()
    widget.go(3)
    qtbot.keyClick(widget.sideViews[0], Qt.Key.Key_Left)
    assert widget.number == 4
    qtbot.keyClick(widget.sideViews[0], Qt.Key.Key_Right)
    qtbot.keyClick(widget.sideViews[0], Qt.Key.Key_Right)
    assert widget.number == 2
    assert widget.backButton.toolTip().startswith("\N{ARABIC LETTER GAF}")  # said in Persian
    right = QKeySequence(Qt.Key.Key_Right).toString(QKeySequence.SequenceFormat.NativeText)
    assert right in widget.backButton.toolTip()  # the key as Qt names it in the interface's language
