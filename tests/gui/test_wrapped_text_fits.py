"""Wrapped sentences stay inside their widget, in English and Persian, at 100 % and 200 %.

Two places a person saw text cut on a 1440x900 window: the Open dialog's question for a
Parquet file in another schema (in Persian, the second line of its explanation ran past the
dialog's left edge: Qt draws a right-to-left line with the space it ends with, one space
wider than the line it measured), and the detail pane's header, a single line that made the
page wider than the window for a long doc_id (the page scrolled sideways; the end of the
sentence was out of view). A widget cuts what it draws past its edges: each check draws the
widget without that cut, wider than itself, and finds no pixel of its text outside it.
"""

from __future__ import annotations

import json
from array import array

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage, QRegion
from PySide6.QtWidgets import QWidget

from core.input.mapping_offer import Columns
from docdedup_gui.main_window import MainWindow
from tests.gui.test_projector_layout import PROJECTOR, layout_faults

TIMEOUT = 30_000
REACH = 60  # how far past a widget's sides its drawing is looked for
LONG_ID = "https://fa.wikipedia.org/wiki/" + "Hafez_ghazal_" * 8 + "a"  # a URL doc_id, as dolma's


@pytest.fixture
def projected(qtbot, language):
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*PROJECTOR)
    window.show()
    qtbot.waitExposed(window)
    return window


def drawn_outside(widget: QWidget) -> int:
    """How many pixels of text ``widget`` draws outside itself (which the screen never shows):
    it is rendered over a region larger than itself on every side, onto a transparent picture;
    a pixel of text is one neither transparent nor the widget's background (which it may fill)."""
    region = QRect(-REACH, -REACH, widget.width() + 2 * REACH, widget.height() + 2 * REACH)
    image = QImage(region.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    widget.render(image, QPoint(0, 0), QRegion(region), QWidget.RenderFlag(0))
    pixels = array("I", bytes(image.constBits()))  # 0xAARRGGBB each
    background = widget.palette().color(widget.backgroundRole()).rgba()
    inside = range(REACH, REACH + widget.width())
    drawn = 0
    for y in range(image.height()):
        row = pixels[y * image.width():(y + 1) * image.width()]
        within = REACH <= y < REACH + widget.height()
        seen = [value for x, value in enumerate(row) if not (within and x in inside)]
        drawn += sum(1 for value in seen if value >> 24 > 64 and _far(value, background))
    return drawn


def _far(value: int, background: int) -> bool:
    """A colour unlike the background: text, not the background's own pixel."""
    return sum(abs((value >> shift & 255) - (background >> shift & 255)) for shift in (0, 8, 16)) > 96


@pytest.mark.parametrize("zoom", [100, 200])
def test_the_parquet_mapping_question_wraps_every_line_inside_the_dialog(qtbot, projected, language,
                                                                         tmp_path, zoom):
    window = projected
    window.zoom.set_percent(zoom)
    window.opening.ask_mapping(str(tmp_path / "pipeline.parquet"), Columns(["id", "url", "text", "words"]))
    dialog = window.opening.dialog
    qtbot.waitExposed(dialog)
    assert dialog.font().pointSizeF() == pytest.approx(window.font().pointSizeF())  # read at the zoom
    intro = dialog.intro
    assert "doc_id" in intro.text() and "pipeline.parquet" in intro.text()
    assert layout_faults(dialog) == []  # at its first size: every line there, none below the label
    assert drawn_outside(intro) == 0, f"cut at the dialog's first width, {dialog.width()} px"
    first = dialog.width()
    for width in range(first, first + 48):  # a line ends within a space of the edge at some widths
        dialog.resize(width, dialog.heightForWidth(width) if dialog.hasHeightForWidth() else dialog.height())
        qtbot.waitUntil(lambda: intro.heightForWidth(intro.width()) <= intro.height(), timeout=5_000)
        assert drawn_outside(intro) == 0, f"cut at {dialog.width()} px"
        assert intro.mapTo(dialog, intro.rect().topLeft()).x() >= 0
        assert intro.mapTo(dialog, intro.rect().topRight()).x() < dialog.width()


def _within_page(page, pane, header) -> bool:
    """The header inside the pane, and the pane no wider than the page's view: it never scrolls
    sideways (a one-line header made it 2,632 px wide at 200 %)."""
    left = header.mapTo(pane, QPoint(0, 0)).x()
    return (page.horizontalScrollBar().maximum() == 0 and 0 <= left
            and left + header.width() <= pane.width() <= page.viewport().width())


def _long_ids(tmp_path):
    records = [{"doc_id": f"{LONG_ID}-{side}", "source_ref": f"https://example.org/crawl/2024/12/{side}.warc.gz",
                "language": "fa", "title": "\N{ARABIC LETTER AIN}\N{ARABIC LETTER NOON}\N{ARABIC LETTER WAW}"
                "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER NOON}", "body": "x"} for side in "ab"]
    path = tmp_path / "long_ids.jsonl"
    lines = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records)
    path.write_text(lines, encoding="utf-8")
    return path


@pytest.mark.parametrize("zoom", [100, 200])
@pytest.mark.parametrize("shown", ["group", "record"])
def test_the_detail_header_shows_a_long_doc_id_whole_inside_the_pane(qtbot, projected, language, tmp_path,
                                                                     zoom, shown):
    window = projected
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(_long_ids(tmp_path))
    window.zoom.set_percent(zoom)
    window.right_tabs.setCurrentIndex(0)
    pane, header = window.detail_pane, window.detail_pane.headerLabel
    if shown == "record":
        assert window.select_record(f"{LONG_ID}-b")
    else:  # the group's row (the window may have shown it already)
        window.group_tree.setCurrentIndex(window.group_tree.model().index(0, 0))
    qtbot.waitUntil(lambda: LONG_ID in header.text(), timeout=TIMEOUT)
    if shown == "record":
        assert "/b.warc.gz" in header.text()
    page = window.right_tabs.currentWidget()  # the Detail tab's scroll area
    qtbot.waitUntil(lambda: _within_page(page, pane, header), timeout=5_000)  # once the page is laid out
    assert header.height() >= header._height_for(header.text())  # every line it needs, at its width
    assert header.height() > header.fontMetrics().lineSpacing()  # the doc_id is longer than a line
    assert drawn_outside(header) == 0
    if language == "fa":  # data left to right in the Persian sentence (a URL's slash stays at its end)
        assert f"\N{LEFT-TO-RIGHT ISOLATE}{LONG_ID}" in header.text()


@pytest.mark.parametrize("kind", ["SteadyLabel", "WrappedLabel"])
def test_a_persian_sentence_keeps_its_lines_ends_inside_at_every_width(qtbot, persian, kind):
    """Whichever width a wrapped right-to-left sentence is given, no line's last letters are cut:
    the space a line ends with is drawn past its left end, and room is kept for it."""
    from PySide6.QtWidgets import QVBoxLayout

    from docdedup_gui.i18n import left_to_right, translate
    from docdedup_gui.widgets.steady_label import SteadyLabel
    from docdedup_gui.widgets.wrap_room import WrappedLabel

    sentence = translate(
        "FieldMappingDialog", "The Parquet file {file} has the columns {keys}, not the five fields "
        "doc_id, source_ref, language, title, body. Choose the column each field is read from, or "
        "one value for every record. The window then shows the mapped records, and every output "
        "says so.").format(file=left_to_right("pipeline.parquet"), keys=left_to_right("id, url, text, words"))
    assert "\N{ARABIC LETTER PEH}" in sentence  # the Persian sentence
    holder = QWidget()
    qtbot.addWidget(holder)
    label = SteadyLabel(sentence) if kind == "SteadyLabel" else WrappedLabel(sentence)
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(label)
    layout.addStretch(1)
    holder.show()
    cut = []
    for width in range(200, 320):
        holder.resize(width, 600)
        qtbot.waitUntil(lambda: label.width() == width)  # noqa: B023 (waited for here, in this turn)
        if drawn_outside(label):
            cut.append(width)
    assert cut == []


@pytest.mark.parametrize("zoom", [100, 200])
def test_the_detail_header_shows_why_a_record_cannot_be_shown_whole(qtbot, projected, language, tmp_path,
                                                                   zoom):
    """A record whose shard changed after its result was opened: the header says so under its
    first line, the shard's long path and the whole sentence on as many lines as they need."""
    from PySide6.QtCore import Qt

    from tests.gui.test_result_window import _open_a_and_b, _press, _rewrite_b

    window = projected
    deep = tmp_path / ("shards_of_the_crawl_of_december_" * 3) / "part-000123"
    deep.mkdir(parents=True)
    shard = _open_a_and_b(qtbot, window, deep)
    window.zoom.set_percent(zoom)
    window.right_tabs.setCurrentIndex(0)
    _rewrite_b(shard)
    tree = window.group_tree
    tree.setCurrentIndex(tree.model().index(0, 0))
    opens = Qt.Key.Key_Left if tree.isRightToLeft() else Qt.Key.Key_Right
    _press(qtbot, tree, opens, Qt.Key.Key_Down, Qt.Key.Key_Down)  # open the group, go to B
    pane, header = window.detail_pane, window.detail_pane.headerLabel
    qtbot.waitUntil(lambda: "\n" in header.text(), timeout=TIMEOUT)
    assert str(shard) in header.text()
    page = window.right_tabs.currentWidget()
    qtbot.waitUntil(lambda: _within_page(page, pane, header), timeout=5_000)
    assert header.height() >= 3 * header.fontMetrics().lineSpacing()  # its lines, the path's own included
    assert drawn_outside(header) == 0
