"""In Persian, the sentences the core writes for the output gate, the playground's size limits
and its Save are shown translated, with their paths left to right in an isolate."""

from __future__ import annotations

import os
import re

import pytest

from core import Record
from core.output.gate import GROUP_REPORT, OutputError, check_target, signature_kind
from core.playground import Playground
from core.playground.sizes import EDITABLE_CHARACTERS, EDITABLE_LINE, too_long_to_edit
from core.playground.steps import STEP_NAMES
from core.playground.verdict import classes_ready
from core.review.kinds import DECISIONS_FILE
from docdedup_gui.playground.boxes import FieldBox
from docdedup_gui.playground.stepper import StepperWindow
from docdedup_gui.playground.window import PlaygroundWindow
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.widgets.safe_paint import paint_problem
from tests.helpers import RECORD_A, RECORD_B

LRI = "\N{LEFT-TO-RIGHT ISOLATE}"
PDI = "\N{POP DIRECTIONAL ISOLATE}"
ENGLISH_WORDS = ("refusing", "give", "playground", "characters", "exists", "the ")


def persian_only(text: str) -> bool:
    """Persian words, and English only inside left-to-right isolates (paths)."""
    text = re.sub(f"{LRI}[^{PDI}]*{PDI}", "", text)
    has_persian = any("\N{ARABIC LETTER ALEF}" <= char <= "\N{ARABIC LETTER FARSI YEH}" for char in text)
    return has_persian and not any(word in text for word in ENGLISH_WORDS)


def refusal(path, **where) -> str:
    with pytest.raises(OutputError) as refused:
        check_target(path, **where)
    return str(refused.value)


def test_every_refusal_of_the_output_gate_is_said_in_persian(persian, tmp_path):
    corpus = tmp_path / "corpus.json"
    corpus.write_text("[]", encoding="utf-8")
    link = tmp_path / "link.json"
    os.symlink(corpus, link)
    dangling = tmp_path / "dangling.json"
    os.symlink(tmp_path / "missing.json", dangling)
    other = tmp_path / "notes.txt"
    other.write_text("my notes\n", encoding="utf-8")
    sentences = [
        refusal(corpus, inputs=[corpus]),
        refusal(link, inputs=[corpus]),
        refusal(dangling, kind=DECISIONS_FILE),
        refusal(other, kind=GROUP_REPORT),
        refusal(other, kind=signature_kind("a records file", rb"\A\s*\[")),  # the playground's Save
        refusal(tmp_path),
        refusal(tmp_path / "inside" / "out.json", inputs=[tmp_path]),  # a folder read as a corpus
    ]
    for sentence in sentences:
        shown = problem_message(sentence)
        assert persian_only(shown), (sentence, shown)
        assert f"{LRI}{tmp_path}" in shown


def test_the_playground_s_size_limits_are_said_in_persian(persian):
    for text in ("x" * (EDITABLE_CHARACTERS + 1), "y" * (EDITABLE_LINE + 1)):
        shown = problem_message(too_long_to_edit(text))
        assert persian_only(shown), shown


def test_a_box_too_full_to_edit_says_why_in_persian(qtbot, persian):
    box = FieldBox("body", 4)
    qtbot.addWidget(box)
    with qtbot.waitSignal(box.said) as said:
        box.set_field_text("x" * (EDITABLE_CHARACTERS + 1))
    assert persian_only(said.args[0]), said.args[0]
    assert said.args[0].startswith(f"{LRI}body{PDI}")  # the line is right to left, not led by "body"


def test_a_playground_save_refused_is_said_in_persian(qtbot, persian, tmp_path):
    window = PlaygroundWindow(Playground.of_records([Record(**RECORD_A), Record(**RECORD_B)]))
    qtbot.addWidget(window)
    qtbot.waitUntil(classes_ready, timeout=30_000)
    qtbot.waitUntil(lambda: window._task is None)
    taken = tmp_path / "taken.json"
    taken.write_text("notes, not records\n", encoding="utf-8")  # an existing file of another kind
    said = window.save_to(str(taken))
    assert persian_only(said) and f"{LRI}{taken}" in said
    assert window.messageLabel.text() == said


def test_in_persian_a_byte_s_bits_and_arithmetic_read_left_to_right(qtbot, persian):
    stepper = StepperWindow([Record("A", "r", "fa", "t", "\N{ARABIC LETTER SEEN}")])
    qtbot.addWidget(stepper)
    stepper.go(STEP_NAMES.index("utf8"))
    view = stepper.sideViews[0]
    lead = next(mark for mark in view.shown.marks if mark.kind == "lead")
    continuation = next(mark for mark in view.shown.marks if mark.kind == "continuation")
    said = view.tooltip_at(lead.start)
    assert persian_only(said), said
    # Each run of bits in an isolate: in a right-to-left line "11000 + 110011" would read backwards.
    assert f"{LRI}d8 = 110 11000{PDI}" in said and f"{LRI}11000 + 110011{PDI}" in said
    assert f"{LRI}U+0633{PDI}" in said and f"{LRI}0x633{PDI}" in said
    said = view.tooltip_at(continuation.start)
    assert persian_only(said) and f"{LRI}b3 = 10 110011{PDI}" in said


def test_in_persian_a_failing_paint_says_what_it_could_not_draw(qtbot, persian, monkeypatch):
    from docdedup_gui.review import review_panel

    panel = review_panel.ReviewPanel()
    qtbot.addWidget(panel)
    strip = panel.progress_bar

    def broken(_strip, _painter):
        raise ValueError("no palette")

    monkeypatch.setattr(review_panel._ProgressStrip, "_paint_strip", broken)
    strip.grab()
    problem = paint_problem(strip)
    assert persian_only(problem) and problem.endswith(f"{LRI}ValueError: no palette{PDI}")
