"""What the detail and compare panes look like: the canonical JSON in logical order, the
hint in the interface's font, boxes sized to their text, whole tab titles, insertion bars."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QRect, Qt
from PySide6.QtGui import QFontMetrics

from core import explain
from docdedup_gui.compare.compare_view import CompareView
from docdedup_gui.detail.detail_pane import DetailPane
from docdedup_gui.main_window import MainWindow
from docdedup_gui.widgets.hex_view import HexDumpView
from tests.helpers import RECORD_A, inspection_of

TIMEOUT = 20_000
TITLE = "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}"  # the start of record A's title
BODY = "\N{ARABIC LETTER WAW}\N{ARABIC LETTER LAM}\N{ARABIC LETTER TEH}"  # and of its body


pytestmark = pytest.mark.usefixtures("private_settings")  # window: tests/gui/conftest.py


def x_of(view, text: str, position: int) -> float:
    line = view.document().firstBlock().layout().lineAt(0)
    return line.cursorToX(position)[0]


def test_canonical_json_reads_in_logical_order_left_to_right(qtbot, language):
    pane = DetailPane()
    qtbot.addWidget(pane)
    pane.resize(900, 700)
    pane.show()
    pane.show_record(inspection_of(RECORD_A), 0)
    pane.tabs.setCurrentWidget(pane.canonicalText)
    view = pane.canonicalText
    text = view.toPlainText()
    assert view.document().firstBlock().layout().lineCount() == 1  # never wrapped across an isolate
    assert view.document().firstBlock().textDirection() == Qt.LayoutDirection.LeftToRight
    opening, contract = x_of(view, text, 0), x_of(view, text, text.index("doc-content-v1"))
    title, body = x_of(view, text, text.index(TITLE)), x_of(view, text, text.index(BODY))
    closing = x_of(view, text, len(text) - 1)
    assert opening < contract < title < body < closing, (opening, contract, title, body, closing)
    assert "\N{FIRST STRONG ISOLATE}" + TITLE in text  # each string isolated


def test_character_hint_is_in_the_interface_font_not_monospace(pane, language):
    hint = pane.charInspector.hint
    assert hint.isVisibleTo(pane.charInspector)
    assert hint.font().family() != HexDumpView._mono_font().family()
    assert hint.font().letterSpacing() == 0
    pane.show_record(inspection_of(RECORD_A), 0)
    pane.titleView.select_field_range(0, 1, emit=True)
    assert not hint.isVisibleTo(pane.charInspector)
    assert pane.charInspector.values()["code_point"].startswith("U+0631")


def test_language_and_title_boxes_take_the_room_their_text_needs(pane):
    pane.show_record(inspection_of(RECORD_A), 0)
    line = QFontMetrics(pane.languageView.font()).height()
    assert pane.languageView.height() < 2 * line
    assert pane.languageView.width() < pane.bodyView.width() / 2
    assert pane.titleView.height() < 2.5 * line  # one line of title, with room for its badges
    assert pane.bodyView.height() == pane.titleView.height()  # a one-line body: no empty box
    assert pane.hexView.height() > pane.height() * 0.35  # the bytes get what the boxes leave


def test_detail_tab_titles_are_whole(pane, language):
    tabs = pane.tabs
    assert not tabs.usesScrollButtons()
    bar = tabs.tabBar()
    for index in range(tabs.count()):
        needed = bar.fontMetrics().horizontalAdvance(tabs.tabText(index))
        assert bar.tabRect(index).width() >= needed, tabs.tabText(index)
    assert bar.tabRect(tabs.count() - 1).right() <= tabs.width()
    assert pane.hexView.bytes_per_row() == 16  # the dump has the width under the fields


def test_a_missing_side_shows_a_bar_where_the_text_goes(qtbot):
    view = CompareView()
    qtbot.addWidget(view)
    view.resize(1100, 750)
    view.show()
    shorter = dict(RECORD_A, doc_id="S", body=RECORD_A["body"])
    longer = dict(RECORD_A, doc_id="T", body=RECORD_A["body"] + " ")
    inspection = inspection_of(shorter, longer)
    view.show_pair(inspection, 0, 1)
    view.set_explanation(explain(inspection.records[0], inspection.records[1]))
    assert view.sideA.views["body"].insertion_points() == [len(RECORD_A["body"])]
    assert view.sideB.views["body"].insertion_points() == []  # B has the space itself, tinted


def test_compare_at_1440x900_gives_the_bytes_ten_rows_and_the_explanation_room(qtbot, language):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    from resources import resource_path

    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(resource_path("examples", "unicode_traps.json"))
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        window.compare("kaf-a", "kaf-b")  # three explanations of two lines each
    hex_view = window.compare_view.sideA.hexView
    assert hex_view.viewport().height() >= 10 * QFontMetrics(hex_view.font()).height()
    differences = window.compare_view.differencesList
    header = differences.header()
    last = header.count() - 1
    assert header.sectionSize(last) >= differences.viewport().width() * 0.35
    assert header.sectionViewportPosition(last) + header.sectionSize(last) <= differences.viewport().width()
    for row in range(differences.model().rowCount()):
        index = differences.model().index(row, last)
        needed = differences.fontMetrics().boundingRect(
            QRect(0, 0, header.sectionSize(last) - 8, 100_000), int(Qt.TextFlag.TextWordWrap), index.data())
        assert needed.height() > differences.fontMetrics().height()  # each explanation takes two lines
        # and its row shows both (the rows are laid out again once the header has settled)
        qtbot.waitUntil(lambda index=index, needed=needed: differences.visualRect(index).height()
                        >= needed.height(), timeout=TIMEOUT)


def test_problem_text_is_monospace_and_sentences_are_not(qtbot, window, tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"doc_id": "A", "source_ref": "R", "language": "no tag!", "title": "t", "body": "b"}\n'
                    '{"doc_id": "B", "source_ref": "R", "language": "fa", "title": "t", "body": "b"}\n',
                    encoding="utf-8")
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.open_file(path)
    panel = window.problems_panel
    mono = HexDumpView._mono_font().family()
    panel.view.setCurrentIndex(QModelIndex())
    assert panel.model.rowCount() == 1
    assert panel.raw.font().family() != mono  # the placeholder sentence
    panel.view.setCurrentIndex(panel.model.index(0, 0))
    assert panel.raw.font().family() == mono
    assert '"no tag!"' in panel.raw.toPlainText()


def test_in_a_narrow_short_compare_view_the_boxes_fit_their_text_and_the_bytes_get_the_rest(qtbot):
    view = CompareView()
    qtbot.addWidget(view)
    view.resize(640, 560)  # the window with the review dock open, say
    view.show()
    other = dict(RECORD_A, doc_id="K", body=RECORD_A["body"].replace(" V ", " mV "))
    inspection = inspection_of(RECORD_A, other)
    view.show_pair(inspection, 0, 1)
    view.set_explanation(explain(inspection.records[0], inspection.records[1]))
    body, title = view.sideA.views["body"], view.sideA.views["title"]
    assert body.height() == title.height()  # one line each: no empty box
    hex_view = view.sideA.hexView
    assert hex_view.viewport().height() >= 8 * QFontMetrics(hex_view.font()).height()
