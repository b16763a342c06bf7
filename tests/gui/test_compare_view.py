"""The compare view as a person uses it: read the differences, click one, see both sides go there."""

from __future__ import annotations

import msgspec
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtTest import QAbstractItemModelTester

from core import explain
from core.differences.explanation import Explanation
from docdedup_gui.compare.compare_view import CompareView
from tests.helpers import RECORD_A, inspection_of

FILLER = "".join(f"line {number}\n" for number in range(120))  # pushes the difference off screen
LF_RECORD = dict(RECORD_A, doc_id="L", source_ref="RefL", body=FILLER + "end\nlast")
CRLF_RECORD = dict(RECORD_A, doc_id="R", source_ref="RefR", body=FILLER + "end\r\nlast")


@pytest.fixture
def view(qtbot):
    widget = CompareView()
    qtbot.addWidget(widget)
    widget.resize(1100, 750)
    widget.show()
    return widget


def show_compared(view, inspection, a: int, b: int, explanation=None) -> None:
    """What the window does in two steps (the explanation comes from a worker): here in one."""
    view.show_pair(inspection, a, b)
    view.set_explanation(explanation or explain(inspection.records[a], inspection.records[b]))


def shown_rows(view):
    model = view.differencesModel
    return [[model.index(row, column).data() for column in range(model.columnCount())]
            for row in range(model.rowCount())]


def test_lf_vs_crlf_is_listed_as_line_ending(view):
    inspection = inspection_of(LF_RECORD, CRLF_RECORD)
    show_compared(view, inspection, 0, 1)
    QAbstractItemModelTester(view.differencesModel, QAbstractItemModelTester.FailureReportingMode.Fatal)
    rows = shown_rows(view)
    assert len(rows) == 1
    classes, field, a, b, _sentence = rows[0]
    assert (classes, field) == ("line-ending", "body")
    assert a == "U+000A LINE FEED"
    assert b == "U+000D CARRIAGE RETURN, U+000A LINE FEED"
    assert "Line endings differ" in view.summaryLabel.text()  # the class's title, in the UI's language
    headers = [view.differencesModel.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert headers[:2] == ["Class", "Field"]


def test_clicking_a_difference_brings_both_sides_to_it(view, qtbot):
    inspection = inspection_of(LF_RECORD, CRLF_RECORD)
    show_compared(view, inspection, 0, 1)
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
    show_compared(view, inspection_of(LF_RECORD, CRLF_RECORD), 0, 1)
    body = view.sideB.views["body"]
    body.repaint()
    labels = [painted.marker.label for painted in body.painted_markers()]
    assert labels == ["CRLF"]  # only the difference: the other lines' LF stay unmarked
    view.set_show_invisibles(True)
    body.repaint()
    assert len(body.painted_markers()) > 1


def test_a_hand_made_explanation_is_shown(qtbot):
    side = {"doc_id": "A", "source_ref": "r", "candidate_digest": "0" * 64, "canonical_utf8_length": 40}
    explanation = msgspec.convert({
        "contract": "doc-content-v1", "a": side, "b": {**side, "doc_id": "B"},
        "same_group": False, "classes": ["zwnj"], "near_identical": True,
        "differences": [{
            "field": "title", "classes": ["zwnj"], "a_range": [1, 1], "b_range": [1, 2],
            "a_bytes": [22, 22], "b_bytes": [22, 25], "a_text": "", "b_text": "\N{ZERO WIDTH NON-JOINER}",
            "a_code_points": [], "b_code_points": ["U+200C ZERO WIDTH NON-JOINER"],
            "sentence": "Zero width non-joiner in B only",
            "phrase": {"template": "Zero width non-joiner in B only"}}],
    }, Explanation)
    view = CompareView()
    qtbot.addWidget(view)
    a = dict(RECORD_A, title="ab")
    b = dict(RECORD_A, doc_id="B", title="a\N{ZERO WIDTH NON-JOINER}b")
    show_compared(view, inspection_of(a, b), 0, 1, explanation)
    assert shown_rows(view) == [["zwnj", "title", "\N{EM DASH}", "U+200C ZERO WIDTH NON-JOINER",
                                 "Zero width non-joiner in B only"]]
    assert view.sideB.views["title"].selected_field_range() == (1, 2)


def test_the_records_show_at_once_and_the_differences_when_they_arrive(view):
    view.show_pair(inspection_of(LF_RECORD, CRLF_RECORD), 0, 1)
    assert view.sideA.views["body"].field_text() == LF_RECORD["body"]
    assert view.differencesModel.rowCount() == 0
    assert "Finding the differences" in view.summaryLabel.text()


def test_an_explain_error_is_shown_not_lost(view, qtbot):
    view.show_pair(inspection_of(LF_RECORD, CRLF_RECORD), 0, 1)
    with qtbot.waitSignal(view.explain_failed) as blocker:
        view.show_failure("cannot align these records")
    assert blocker.args == ["cannot align these records"]
    assert "cannot align these records" in view.summaryLabel.text()


def test_same_group_has_no_differences(view):
    show_compared(view, inspection_of(RECORD_A, dict(RECORD_A, doc_id="B")), 0, 1)
    assert shown_rows(view) == []
    assert "same group" in view.summaryLabel.text()


# -- in the main window, at the size it opens with ------------------------------------


@pytest.fixture
def window_1440(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from docdedup_gui.main_window import MainWindow
    from resources import resource_path
    # A fresh INI file: the window opens at its first-start size, 1440x900.
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=20_000):
        window.open_file(str(resource_path("examples", "unicode_traps.json")))
    yield window
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "unused"))


def visible_rect_in(widget, window):
    """The part of ``widget`` a person can see: clipped by every ancestor up to ``window``."""
    from PySide6.QtCore import QPoint, QRect
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect


def fully_visible(widget, window) -> bool:
    return widget.isVisible() and visible_rect_in(widget, window).size() == widget.size()


def test_at_1440x900_both_sides_of_a_compare_are_fully_visible(window_1440, qtbot):
    window = window_1440
    with qtbot.waitSignal(window.compare_view.explained, timeout=20_000):
        window.compare("zwnj-a", "zwnj-b")
    view = window.compare_view
    tabs = window.right_tabs
    assert view.minimumSizeHint().width() <= tabs.currentWidget().width()  # it fits beside the tree
    for side in (view.sideA, view.sideB):
        for widget in (side.headerLabel, *side.views.values(), side.hexView):
            assert fully_visible(widget, window), widget.objectName()
        # Every hex row fits its view: the text column is not cut off at the side.
        assert side.hexView._content_width() <= side.hexView.viewport().width()
        assert side.hexView.horizontalScrollBar().maximum() == 0
    assert fully_visible(view.differencesList, window)
    body_b = view.sideB.views["body"]
    expected = "\N{ARABIC LETTER KEHEH}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER BEH}" \
        "\N{ARABIC LETTER HEH}\N{ARABIC LETTER ALEF} \N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}" \
        "\N{ARABIC LETTER SHEEN}\N{ARABIC LETTER WAW}\N{ARABIC LETTER DAL}"
    assert body_b.field_text() == expected
    assert body_b.toPlainText() == expected  # what the box shows, right to left
    line = body_b.document().firstBlock().layout().lineAt(0).naturalTextRect()
    assert body_b.viewport().rect().contains(line.toRect())  # the Persian line is inside the box
    assert "zwnj-b" in view.sideB.headerLabel.text()


def test_clicking_the_second_difference_brings_both_hex_dumps_to_it(window_1440, qtbot):
    window = window_1440
    with qtbot.waitSignal(window.compare_view.explained, timeout=20_000):
        window.compare("zwnj-a", "zwnj-b")
    view = window.compare_view
    list_view = view.differencesList
    rect = list_view.visualRect(view.differencesModel.index(1, 0))
    qtbot.mouseClick(list_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    row = view.differencesModel.row_at(1)
    for side in (view.sideA, view.sideB):
        hex_view = side.hexView
        start, end = row.side_bytes(side.side)
        assert hex_view.dump().row_of(start) in hex_view.visible_row_range()
        if end > start:  # B has no ZWNJ: its side of the difference is the empty place where A's is
            assert hex_view.dump().highlight_at(start).role == "current"
    assert row.side_bytes("a")[1] > row.side_bytes("a")[0]
    # The first difference keeps its tint on both sides: every difference stays visible.
    first = view.differencesModel.row_at(0)
    assert view.sideA.hexView.dump().highlight_at(first.a_bytes[0]).role == "difference"


def test_selecting_bytes_in_a_compare_keeps_the_differences_tinted(view):
    show_compared(view, inspection_of(LF_RECORD, CRLF_RECORD), 0, 1)
    hex_view = view.sideB.hexView
    row = view.differencesModel.row_at(0)
    hex_view.setFocus()
    from PySide6.QtTest import QTest
    QTest.mouseClick(hex_view.viewport(), Qt.MouseButton.LeftButton, pos=hex_view.point_of_byte(0))
    assert hex_view.selection() == (0, 1)
    assert hex_view.dump().highlight_at(row.b_bytes[0]).role == "current"


def test_with_the_review_dock_at_1440x900_a_long_body_scrolls_in_its_box_and_the_page_does_not(
        qtbot, window, tmp_path):
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QApplication

    from docdedup_gui.compare.compare_view import HEX_ROWS_AT_LEAST
    from tests.helpers import write_json

    body = "\n".join(f"Line {number} of a long body, as the corpus has them." for number in range(60))
    other = body.replace("Line 30 ", "Line\u00a030 ")
    path = write_json(tmp_path / "long.json", [dict(RECORD_A, doc_id="A", body=body),
                                               dict(RECORD_A, doc_id="B", body=other)])
    window.resize(1440, 900)
    window.review_mode.dock.show()
    with qtbot.waitSignal(window.loaded, timeout=20_000):
        window.open_file(path)
    view = window.compare_view
    with qtbot.waitSignal(view.explained, timeout=20_000):
        window.compare("A", "B")
    for _ in range(3):  # the layouts the comparison asked for, each of which may ask for another
        QApplication.sendPostedEvents()
    page = view.parentWidget()  # the Compare tab's scroll area viewport
    assert view.height() <= page.height()  # nothing to scroll
    for side in (view.sideA, view.sideB):
        hex_view = side.hexView
        assert hex_view.viewport().height() >= HEX_ROWS_AT_LEAST * QFontMetrics(hex_view.font()).height()
        assert side.views["body"].verticalScrollBar().maximum() > 0  # the body scrolls in its box
    assert view.differencesList.height() >= view.differencesList.minimumHeight()


def on_screen(widget):
    """What the screen shows of ``widget`` now: its window's pending repaints done, read back from
    the window (not ``grab()``, which paints the whole widget afresh and so hides a missed repaint)."""
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    QApplication.sendPostedEvents()
    window = widget.window()
    corner = widget.mapTo(window, QPoint(0, 0))
    return window.screen().grabWindow(window.winId(), corner.x(), corner.y(),
                                      widget.width(), widget.height()).toImage()


def cell_colour(hex_view, offset: int):
    """The colour shown behind byte ``offset``'s hex digits (left edge of its cell)."""
    image = on_screen(hex_view.viewport())  # first: the layouts it runs may scroll the dump
    point = hex_view.point_of_byte(offset)
    return image.pixelColor(point.x() - hex_view._cell() - hex_view._cell() // 2 + 1,
                            point.y() - hex_view._row_height() // 2 + 1)


def test_the_bytes_show_at_the_first_difference_and_its_tint_follows_the_current_one(view, qtbot):
    from docdedup_gui.widgets.hex_rows import HIGHLIGHT_COLOURS, tint

    inspection = inspection_of(LF_RECORD, CRLF_RECORD)
    view.show_pair(inspection, 0, 1)
    hex_view = view.sideB.hexView
    assert hex_view.toPlainText()  # the dump is there; its rows wait for the first difference
    view.set_explanation(explain(inspection.records[0], inspection.records[1]))
    row = view.differencesModel.row_at(0)
    start = row.side_bytes("b")[0]
    on_screen(view)
    assert hex_view.dump().row_of(start) in hex_view.visible_row_range()  # far down: scrolled there
    base = hex_view.palette().color(QPalette.ColorRole.Base)
    assert cell_colour(hex_view, start) == tint(base, HIGHLIGHT_COLOURS["current"], 0.55)
    assert on_screen(hex_view.viewport()) != _blank(hex_view)


def test_a_new_highlight_is_shown_where_its_bytes_are(qtbot):
    from core.display.hexdump import ByteRange, HexDump
    from docdedup_gui.widgets.hex_rows import FIELD_COLOURS, HIGHLIGHT_COLOURS, tint
    from docdedup_gui.widgets.hex_view import HexDumpView

    hex_view = HexDumpView()
    qtbot.addWidget(hex_view)
    hex_view.resize(500, 300)
    with qtbot.waitExposed(hex_view):
        hex_view.show()
    hex_view.set_dump(HexDump(inspection_of(LF_RECORD).layout(0)))
    base = hex_view.palette().color(QPalette.ColorRole.Base)
    body = tint(base, FIELD_COLOURS["body"], 0.18)
    assert cell_colour(hex_view, 100) == body
    # Each change repaints the rows of the bytes it changes (not the whole dump): each shows.
    for ranges, colour in (([ByteRange(100, 103, "current")], HIGHLIGHT_COLOURS["current"]),
                           ([ByteRange(100, 103, "difference")], HIGHLIGHT_COLOURS["difference"]),
                           ([], None)):
        hex_view.set_highlights(ranges)
        assert cell_colour(hex_view, 100) == (tint(base, colour, 0.55) if colour else body)


def _blank(hex_view):
    from PySide6.QtGui import QImage

    image = QImage(hex_view.viewport().grab().toImage())
    image.fill(hex_view.palette().color(QPalette.ColorRole.Base))
    return image


def test_without_an_explanation_the_bytes_show_from_the_top(view, qtbot):
    inspection = inspection_of(LF_RECORD, CRLF_RECORD)
    view.show_pair(inspection, 0, 1)
    hex_view = view.sideA.hexView
    with qtbot.waitSignal(view._bytes_wait.timeout, timeout=20_000):
        pass  # the worker is slow: the rows do not wait for it any longer than this
    assert not hex_view.waiting()
    assert hex_view.visible_row_range().start == 0
    assert on_screen(hex_view.viewport()) != _blank(hex_view)
    view.show_failure("cannot align these records")
    assert hex_view.visible_row_range().start == 0


def test_lines_are_as_tall_as_the_font_and_a_badge_gets_room_under_its_line_only(view):
    from itertools import pairwise

    from PySide6.QtGui import QFontMetricsF

    zwnj = dict(RECORD_A, doc_id="Z", body="first line\nکتاب\N{ZERO WIDTH NON-JOINER}ها\nthird line")
    plain = dict(RECORD_A, doc_id="P", body="first line\nکتابها\nthird line")
    show_compared(view, inspection_of(zwnj, plain), 0, 1)
    body = view.sideA.views["body"]
    font_height = QFontMetricsF(body.font()).height()

    def line_pitches(box):
        layout, block, tops = box.document().documentLayout(), box.document().firstBlock(), []
        while block.isValid():
            tops.append(layout.blockBoundingRect(block).top())
            block = block.next()
        return [round(after - before) for before, after in pairwise(tops)]

    assert line_pitches(body) == [round(font_height)] * 2  # no double spacing
    view.set_show_invisibles(True)
    assert line_pitches(body)[0] == round(font_height)
    assert line_pitches(body)[1] > font_height * 1.5  # room for the ZWNJ badge under its line
    # B has no badge: its second line gets the same room, so line 3 stays beside A's line 3.
    assert line_pitches(view.sideB.views["body"]) == line_pitches(body)
    body.repaint()
    [badge] = [painted for painted in body.painted_markers() if painted.marker.label == "ZWNJ"]
    assert body.viewport().rect().contains(badge.rect.toRect())  # the whole badge shows, in its box
    view.set_show_invisibles(False)
    assert line_pitches(body) == [round(font_height)] * 2
    assert line_pitches(view.sideB.views["body"]) == [round(font_height)] * 2  # the room goes with the badge


def test_the_bytes_and_the_differences_stay_in_place_from_pair_to_pair(view):
    from PySide6.QtCore import QPoint
    from PySide6.QtWidgets import QApplication

    body = "\n".join(f"Line {number} of a long body." for number in range(20))
    short = dict(RECORD_A, doc_id="S", title="Short", body=body)
    long = dict(RECORD_A, doc_id="L", title="A title long enough to take two lines " * 4, body=body)
    inspection = inspection_of(short, dict(short, doc_id="S2", body=body + "."),
                               long, dict(long, doc_id="L2", body=body + "."))
    places = []
    for a, b in ((0, 1), (2, 3), (0, 1)):
        show_compared(view, inspection, a, b)
        QApplication.sendPostedEvents()
        side = view.sideA
        places.append((side.views["title"].height(), side.headerLabel.height(),
                       side.hexView.mapTo(view, QPoint(0, 0)),
                       side.hexView.size(), view.differencesList.mapTo(view, QPoint(0, 0))))
    assert places[0][0] < places[1][0]  # the long title takes two lines, the short one one
    # The header keeps its two lines' room however long its doc_id and source_ref: the bytes
    # and the list did not move.
    assert {place[1:] for place in places} == {places[0][1:]}


def test_a_body_scrolled_to_its_difference_shows_its_top_line_whole(view):
    from PySide6.QtCore import QPoint

    body = "\n".join(f"Line {number} of a long body, as the corpus has them." for number in range(60))
    inspection = inspection_of(dict(RECORD_A, doc_id="A", body=body),
                               dict(RECORD_A, doc_id="B", body=body.replace("Line 30 ", "Line\u00a030 ")))
    for invisibles in (False, True):
        view.set_show_invisibles(invisibles)
        show_compared(view, inspection, 0, 1)
        box = view.sideB.views["body"]
        assert box.verticalScrollBar().value() > 0  # scrolled down to line 30
        margin = box.document().rootFrame().frameFormat().topMargin()
        top = box.cursorForPosition(QPoint(0, round(margin) + 1))  # the line at the top edge
        line = top.block().layout().lineForTextPosition(top.positionInBlock())
        line_top = box.document().documentLayout().blockBoundingRect(top.block()).top() + line.y()
        assert round(line_top - margin) == box.verticalScrollBar().value()  # not cut at its top
        selected = box.cursorRect(box.textCursor())
        assert box.viewport().rect().contains(selected)  # and the difference is in view


def test_a_tint_shows_where_its_difference_is_and_goes_when_it_does(qtbot):
    from docdedup_gui.widgets.field_view import FieldView

    box = FieldView("body")
    qtbot.addWidget(box)
    box.resize(400, 200)
    with qtbot.waitExposed(box):
        box.show()
    box.set_text("first line\nsecond line\na       b")  # the difference: the spaces of the third line
    base = box.palette().color(QPalette.ColorRole.Base)

    def colour_between_a_and_b():
        image = on_screen(box.viewport())  # first: the repaints the change asked for
        cursor = box.textCursor()
        cursor.setPosition(len("first line\nsecond line\na") + 3)
        point = box.cursorRect(cursor).center()
        return image.pixelColor(point.x() + 2, point.y())

    assert colour_between_a_and_b() == base
    spaces = len("first line\nsecond line\na")
    box.set_difference_spans([(spaces, spaces + 7, 0)], 0)
    assert colour_between_a_and_b() != base  # tinted, as the list's current difference
    box.set_difference_spans([])
    assert colour_between_a_and_b() == base
