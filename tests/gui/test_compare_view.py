"""The compare view as a person uses it: read the differences, click one, see both sides go there."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester

from core.inspection import inspect_loaded
from core.loader import LoadedFile
from core.records import Record
from docdedup_gui.compare_view import THREAD_THRESHOLD, CompareView
from tests.helpers import RECORD_A

FILLER = "".join(f"line {number}\n" for number in range(120))  # pushes the difference off screen
LF_RECORD = dict(RECORD_A, doc_id="L", source_ref="RefL", body=FILLER + "end\nlast")
CRLF_RECORD = dict(RECORD_A, doc_id="R", source_ref="RefR", body=FILLER + "end\r\nlast")


def inspection_of(*records):
    loaded = LoadedFile("test.json", "json", 0, [Record(**r) for r in records], [], len(records))
    return inspect_loaded(loaded)


@pytest.fixture
def view(qtbot):
    widget = CompareView()
    qtbot.addWidget(widget)
    widget.resize(1100, 750)
    widget.show()
    yield widget
    widget.wait()


def shown_rows(view):
    model = view.differencesModel
    return [[model.index(row, column).data() for column in range(model.columnCount())]
            for row in range(model.rowCount())]


def test_lf_vs_crlf_is_listed_as_line_ending(view):
    inspection = inspection_of(LF_RECORD, CRLF_RECORD)
    view.compare(inspection, 0, 1)
    QAbstractItemModelTester(view.differencesModel, QAbstractItemModelTester.FailureReportingMode.Fatal)
    rows = shown_rows(view)
    assert len(rows) == 1
    classes, field, a, b, _sentence = rows[0]
    assert (classes, field) == ("line-ending", "body")
    assert a == "U+000A LINE FEED"
    assert b == "U+000D CARRIAGE RETURN, U+000A LINE FEED"
    assert "line-ending" in view.summaryLabel.text()
    headers = [view.differencesModel.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert headers[:2] == ["Class", "Field"]


def test_clicking_a_difference_brings_both_sides_to_it(view, qtbot):
    inspection = inspection_of(LF_RECORD, CRLF_RECORD)
    view.compare(inspection, 0, 1)
    for side in (view.sideA, view.sideB):  # start from the top, as a person would scroll back
        side.views["body"].verticalScrollBar().setValue(0)
        side.hexView.verticalScrollBar().setValue(0)
    list_view = view.differencesList
    rect = list_view.visualRect(view.differencesModel.index(0, 0))
    qtbot.mouseClick(list_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert view.current_difference() == 0
    explanation = view.differencesModel.row_at(0)
    for side, text in ((view.sideA, "\n"), (view.sideB, "\r\n")):
        body = side.views["body"]
        start, end = explanation.side_range(side.side)
        assert body.selected_field_range() == (start, end)
        assert body.field_text()[start:end] == text
        assert body.verticalScrollBar().value() > 0  # scrolled down to line 121
        cursor_rect = body.cursorRect()
        assert body.viewport().rect().contains(cursor_rect.center())
        byte_start = explanation.side_bytes(side.side)[0]
        assert side.hexView.dump().row_of(byte_start) in side.hexView.visible_row_range()
        current = side.hexView.dump().highlight_at(byte_start)
        assert current is not None and current.role == "current"
    assert view.sideB.hexView.dump().data[slice(*explanation.b_bytes)] == b"\\r\\n"


def test_differences_are_marked_even_with_invisibles_off(view):
    view.compare(inspection_of(LF_RECORD, CRLF_RECORD), 0, 1)
    body = view.sideB.views["body"]
    body.repaint()
    labels = [painted.marker.label for painted in body.painted_markers()]
    assert labels == ["CRLF"]  # only the difference: the other lines' LF stay unmarked
    view.set_show_invisibles(True)
    body.repaint()
    assert len(body.painted_markers()) > 1


def test_a_hand_made_explanation_is_shown(qtbot):
    explanation = {
        "same_group": False, "classes": ["zwnj"], "near_identical": True,
        "differences": [{
            "field": "title", "classes": ["zwnj"], "a_range": [1, 1], "b_range": [1, 2],
            "a_bytes": [22, 22], "b_bytes": [22, 25], "a_text": "", "b_text": "\N{ZERO WIDTH NON-JOINER}",
            "a_code_points": [], "b_code_points": ["U+200C ZERO WIDTH NON-JOINER"],
            "sentence": "Zero width non-joiner in B only"}],
    }
    view = CompareView(explain=lambda a, b: explanation)
    qtbot.addWidget(view)
    a = dict(RECORD_A, title="ab")
    b = dict(RECORD_A, doc_id="B", title="a\N{ZERO WIDTH NON-JOINER}b")
    view.compare(inspection_of(a, b), 0, 1)
    assert shown_rows(view) == [["zwnj", "title", "\N{EM DASH}", "U+200C ZERO WIDTH NON-JOINER",
                                 "Zero width non-joiner in B only"]]
    assert view.sideB.views["title"].selected_field_range() == (1, 2)


def test_large_records_are_explained_off_the_gui_thread(view, qtbot):
    big = "x" * THREAD_THRESHOLD
    inspection = inspection_of(dict(RECORD_A, body=big + "\n"), dict(RECORD_A, doc_id="B", body=big + "\r\n"))
    with qtbot.waitSignal(view.explained, timeout=20_000) as blocker:
        view.compare(inspection, 0, 1)
        assert view.differencesModel.rowCount() == 0  # not yet: the worker is still at it
    assert blocker.args[0]["classes"] == ["line-ending"]
    assert shown_rows(view)[0][0] == "line-ending"


def test_an_explain_error_is_shown_not_lost(qtbot):
    def broken(a, b):
        raise ValueError("cannot align these records")

    view = CompareView(explain=broken)
    qtbot.addWidget(view)
    with qtbot.waitSignal(view.explain_failed) as blocker:
        view.compare(inspection_of(LF_RECORD, CRLF_RECORD), 0, 1)
    assert blocker.args == ["cannot align these records"]
    assert "cannot align these records" in view.summaryLabel.text()


def test_same_group_has_no_differences(view):
    view.compare(inspection_of(RECORD_A, dict(RECORD_A, doc_id="B")), 0, 1)
    assert shown_rows(view) == []
    assert "same group" in view.summaryLabel.text()
