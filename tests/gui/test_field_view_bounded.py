"""A field of thousands of zero-width characters paints in bounded work (issue 12).

100,000 ZWJ used to freeze the window: every paint scanned the whole line and placed
each badge against every other. No timing here: the work a paint does is counted.
"""

from __future__ import annotations

import pytest

from docdedup_gui.widgets.field_markers import MAX_MARKERS_PER_PAINT
from docdedup_gui.widgets.field_view import MAX_SHOWN_CHARS, MAX_SHOWN_LINE, FieldView, shown_length

ZWJ = "\N{ZERO WIDTH JOINER}"
MANY = 100_000


@pytest.fixture
def view(qtbot):
    widget = FieldView("body")
    qtbot.addWidget(widget)
    widget.resize(600, 400)
    widget.show()
    return widget


def paint(view, text, *, right_to_left=False):
    view.set_text(text, right_to_left=right_to_left)
    view.set_show_invisibles(True)
    view.grab()  # paints synchronously, as the screen would
    return view.last_paint_work()


def test_a_run_of_zwj_is_one_badge_with_its_count(view):
    work = paint(view, "a" + ZWJ * 5000 + "b")
    [painted] = view.painted_markers()
    assert painted.marker.label == "ZWJ\N{MULTIPLICATION SIGN}5,000"
    assert painted.marker.tooltip == "U+200D ZERO WIDTH JOINER\n\N{MULTIPLICATION SIGN} 5,000 code points"
    assert work.markers == 1


def test_100k_zwj_in_one_line_show_the_lines_start_as_one_badge(view):
    work = paint(view, "a" + ZWJ * MANY + "b")
    assert view.field_text() == "a" + ZWJ * (MAX_SHOWN_LINE - 1)
    [painted] = view.painted_markers()
    assert painted.marker.length == MAX_SHOWN_LINE - 1
    assert work.markers == 1 and work.scanned == MAX_SHOWN_LINE


@pytest.mark.parametrize(("text", "shown"), [
    ("abc", 3),
    ("x" * (MAX_SHOWN_LINE + 5), MAX_SHOWN_LINE),
    ("ab\n" + "x" * (MAX_SHOWN_LINE + 5), 3 + MAX_SHOWN_LINE),
    (("x" * 100 + "\r\n") * 3000, MAX_SHOWN_CHARS),
])
def test_a_field_view_shows_the_start_of_a_long_field(text, shown):
    assert shown_length(text) == shown


def test_100k_zwj_between_letters_paint_only_what_is_on_screen(view):
    text = ("\N{ARABIC LETTER BEH}" + ZWJ + "\n") * (MANY // 3)
    work = paint(view, text, right_to_left=True)
    assert 0 < work.markers <= MAX_MARKERS_PER_PAINT
    assert work.scanned < len(text) // 20  # the lines on screen, not the field
    assert len(view.painted_markers()) == work.markers
    # Each badge is tested against at most the few badges near it: linear, not quadratic.
    assert work.comparisons <= 40 * 8 * work.markers


def test_alternating_zero_width_characters_are_one_badge(view):
    text = "a" + (ZWJ + "\N{ZERO WIDTH NON-JOINER}") * 5000 + "b"
    work = paint(view, text)
    assert [painted.marker.label for painted in view.painted_markers()] == [
        "ZWJ+ZWNJ\N{MULTIPLICATION SIGN}10,000"]
    assert work.markers == 1


def test_a_screen_full_of_markers_stops_at_the_cap(view):
    view.resize(1400, 900)
    work = paint(view, ("a" + ZWJ) * (MAX_SHOWN_LINE // 2))
    assert work.markers == MAX_MARKERS_PER_PAINT
    assert work.comparisons <= 40 * 8 * work.markers


def test_markers_inside_a_difference_show_with_invisibles_off(view):
    view.set_text("x" + ZWJ * 5000 + "y")
    view.set_difference_spans([(1, 5001, 0)], current=0)
    view.grab()
    assert [painted.marker.length for painted in view.painted_markers()] == [5000]


def test_the_same_text_again_resets_only_what_changed(view, qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent

    from tests.gui.events_seen import EventsSeen

    body = "\n".join(f"line {number}" for number in range(200))
    view.set_text(body)
    view.set_difference_spans([(5, 9, 0)], 0)
    view.verticalScrollBar().setValue(view.verticalScrollBar().maximum())
    view.set_text(body)  # a new pair with the same body: as a new text, tints gone, back at the top
    assert view.extraSelections() == [] and view.textCursor().position() == 0
    assert 0 <= view.cursorRect().top() < view.viewport().height()  # its first line in view

    paints = EventsSeen(QEvent.Type.Paint)
    view.viewport().installEventFilter(paints)
    view.set_text("fa")
    QCoreApplication.processEvents()  # what the new text asked to paint
    painted = paints.count
    view.set_text("fa")  # nothing to reset: nothing is repainted (review mode shows "fa" pair after pair)
    QCoreApplication.processEvents()
    assert paints.count == painted
    view.viewport().update()  # the box still paints when asked: the filter sees it
    QCoreApplication.processEvents()
    assert paints.count > painted
