"""Slides: the playground, each step of the stepper and Compare as PNG and SVG pictures at the
window's zoom; class files opened in the playground from its File menu."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QToolButton

from core import explain
from core.playground import Playground
from core.playground.steps import STEP_NAMES
from core.playground.verdict import classes_ready
from core.records import Record
from docdedup_gui.compare.compare_view import CompareView
from docdedup_gui.playground.class_file import open_class_file_over
from docdedup_gui.playground.opening import open_class_file
from docdedup_gui.playground.stepper import StepperWindow
from docdedup_gui.slides import export_steps, export_to, step_names
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, inspection_of

SVG = "{http://www.w3.org/2000/svg}"
LRI, PDI = "\N{LEFT-TO-RIGHT ISOLATE}", "\N{POP DIRECTIONAL ISOLATE}"


def settled(qtbot, window):
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(classes_ready, timeout=30_000)
    qtbot.waitUntil(lambda: window._task is None and not window.presenter.pending(), timeout=30_000)
    return window


@pytest.fixture
def class_file(tmp_path):
    path = tmp_path / "class.json"
    Playground.of_records([Record(**RECORD_A), Record(**RECORD_C)]).save(path)
    return path


def same_pixels(path, widget) -> bool:
    """The picture is the widget as it is shown now, pixel for pixel."""
    shown = widget.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    return QImage(str(path)).convertToFormat(QImage.Format.Format_ARGB32) == shown


def svg_text(path) -> str:
    root = ET.parse(path).getroot()  # well-formed XML, or this raises
    assert root.tag == f"{SVG}svg"
    return "".join(root.itertext())


def test_the_playground_exports_png_and_svg_at_the_window_s_zoom(qtbot, class_file, tmp_path):
    window = settled(qtbot, open_class_file(str(class_file)))
    window.resize(1200, 800)
    page = window.centralWidget()
    font_at_100 = window.verdictLabels[0].font().pointSizeF()
    window.zoom.set_percent(200)
    assert window.verdictLabels[0].font().pointSizeF() == pytest.approx(2 * font_at_100)
    png, svg = tmp_path / "slide.png", tmp_path / "slide.svg"
    assert export_to(page, str(png)) is None and export_to(page, str(svg)) is None
    picture = QImage(str(png))
    assert (picture.width(), picture.height()) == (page.width() * page.devicePixelRatio(),
                                                   page.height() * page.devicePixelRatio())
    assert same_pixels(png, page)  # at 200 %, as shown
    text = svg_text(svg)
    assert "different content" in text  # the verdict
    for word in RECORD_A["title"].split():  # the records' text stays text
        assert word in text
    # A's digest, whole; at 200 % it is wrapped onto two lines, two runs of text
    assert "ccc7ab9029274f98953a87f389d0562af696c08eba476c76691abcf087c7c187" in "".join(text.split())


def test_the_playground_s_file_menu_exports_and_says_where(qtbot, class_file, tmp_path, monkeypatch):
    window = settled(qtbot, open_class_file(str(class_file)))
    out = tmp_path / "menu.svg"
    monkeypatch.setattr("docdedup_gui.slides.exporting.QFileDialog.getSaveFileName",
                        lambda *_args: (str(out), ""))
    file_menu = window.menuBar().actions()[0].menu()
    assert window.export_action in file_menu.actions() and window.open_action in file_menu.actions()
    window.export_action.trigger()
    assert out.exists() and window.messageLabel.text() == f"Exported {LRI}{out}{PDI}"


def test_a_picture_is_never_written_over_the_class_file_or_under_another_name(qtbot, class_file, tmp_path):
    window = settled(qtbot, open_class_file(str(class_file)))
    page = window.centralWidget()
    before = class_file.read_bytes()
    said = export_to(page, str(class_file.with_suffix(".png").with_name("class.png")))
    assert said is None  # a new name beside it is fine
    link = tmp_path / "link.png"
    link.symlink_to(class_file)
    refused = export_to(page, str(link))
    assert refused is not None and "refusing to replace" in refused and str(link) in refused
    assert export_to(page, str(tmp_path / "slide.txt")).startswith("cannot tell which picture")
    assert class_file.read_bytes() == before


def test_the_stepper_exports_this_step_and_every_step_a_file_each(qtbot, tmp_path):
    stepper = StepperWindow([Record(**RECORD_A), Record(**RECORD_C)])
    qtbot.addWidget(stepper)
    stepper.show()
    stepper.go(3)
    this = tmp_path / "this.png"
    assert export_to(stepper, str(this)) is None and same_pixels(this, stepper)
    assert export_steps(stepper, str(tmp_path / "steps.svg")) is None
    assert stepper.number == 3  # back where the class was
    names = step_names(str(tmp_path / "steps.svg"), len(STEP_NAMES))
    assert [name.rsplit("/", 1)[-1] for name in names] == [f"steps-{n}.svg" for n in range(1, 8)]
    texts = [svg_text(name) for name in names]
    for number, text in enumerate(texts, start=1):
        assert f"Step {number} of 7" in text
    assert "d8\N{NO-BREAK SPACE}b1" in texts[3]  # the UTF-8 step shows the bytes of A's first letter
    assert export_steps(stepper, str(tmp_path / "steps.png")) is None
    for name in step_names(str(tmp_path / "steps.png"), len(STEP_NAMES)):
        picture = QImage(name)
        assert (picture.width(), picture.height()) == (stepper.width(), stepper.height())


def test_compare_exports_png_and_svg_of_the_pair_shown(qtbot, tmp_path):
    view = CompareView()
    qtbot.addWidget(view)
    view.resize(1100, 750)
    view.show()
    inspection = inspection_of(RECORD_A, RECORD_C)
    view.show_pair(inspection, 0, 1)
    view.set_explanation(explain(inspection.records[0], inspection.records[1]))
    assert view.exportAction in view.summaryLabel.actions()  # offered on a right click
    png, svg = tmp_path / "compare.png", tmp_path / "compare.svg"
    assert export_to(view, str(png)) is None and export_to(view, str(svg)) is None
    assert same_pixels(png, view)
    text = svg_text(svg)
    assert "content-edit" in text and "mV" in text


def test_file_open_class_file_opens_its_records_and_verdict(qtbot, class_file):
    first = settled(qtbot, open_class_file(str(class_file)))
    other = class_file.with_name("other.json")
    other.write_text(json.dumps([RECORD_A, RECORD_B], ensure_ascii=False), encoding="utf-8")
    opened = open_class_file_over(first, str(other))
    settled(qtbot, opened)
    assert [editor.field_text("body") for editor in opened.editors] == [RECORD_A["body"], RECORD_B["body"]]
    verdict = f"{LRI}A{PDI} and {LRI}B{PDI}: same group: the canonical bytes are equal"
    assert opened.verdict_texts() == [verdict]
    assert opened.messageLabel.text() == f"Opened {LRI}{other}{PDI}"


def test_opening_a_bad_class_file_says_where_it_is_wrong(qtbot, class_file):
    window = settled(qtbot, open_class_file(str(class_file)))
    bad = class_file.with_name("bad.json")
    bad.write_text('[{"doc_id": "A",', encoding="utf-8")
    said = open_class_file_over(window, str(bad))
    assert said == window.messageLabel.text()
    assert f"{bad}:1:17" in said and "json" in said


def test_saving_goes_back_to_a_whole_class_file_never_to_a_file_partly_open(qtbot, class_file, tmp_path):
    whole = settled(qtbot, open_class_file(str(class_file)))
    assert whole.save_to(str(class_file)) is None
    corpus = tmp_path / "corpus.json"
    corpus.write_text(json.dumps([RECORD_A, RECORD_B, RECORD_C], ensure_ascii=False), encoding="utf-8")
    part = settled(qtbot, open_class_file(str(corpus), pair=("A", "C")))
    assert part.messageLabel.text() == f"2 of the 3 records of {LRI}{corpus}{PDI}"
    refused = part.save_to(str(corpus))
    assert refused is not None and "input file" in refused
    assert len(json.loads(corpus.read_text(encoding="utf-8"))) == 3


def test_in_persian_a_bad_class_file_and_a_refused_picture_are_said_in_persian(qtbot, persian, class_file,
                                                                                tmp_path):
    window = settled(qtbot, open_class_file(str(class_file)))
    bad = class_file.with_name("bad.json")
    bad.write_text('[{"doc_id": "A",', encoding="utf-8")
    said = open_class_file_over(window, str(bad))
    assert f"{LRI}{bad}:1:17{PDI}" in said and "\N{ARABIC LETTER KEHEH}" in said and "expected" not in said
    link = tmp_path / "link.png"
    link.symlink_to(class_file)  # a records file is never replaced by a picture
    refused = export_to(window.centralWidget(), str(link))
    picture = ("\N{ARABIC LETTER TEH}\N{ARABIC LETTER SAD}\N{ARABIC LETTER WAW}\N{ARABIC LETTER FARSI YEH}"
               "\N{ARABIC LETTER REH}")
    assert "refusing" not in refused and f"{picture} PNG" in refused  # the kind is named in Persian too
    unknown = export_to(window.centralWidget(), str(tmp_path / "slide.txt"))
    assert "cannot" not in unknown and f"{LRI}{tmp_path / 'slide.txt'}{PDI}" in unknown


def test_the_stepper_s_export_button_offers_this_step_and_every_step(qtbot, tmp_path, monkeypatch):
    stepper = StepperWindow([Record(**RECORD_A), Record(**RECORD_C)])
    qtbot.addWidget(stepper)
    stepper.show()
    with qtbot.waitActive(stepper):
        stepper.activateWindow()  # a key acts in the window a person works in
    chosen = iter([(str(tmp_path / "key.png"), ""), (str(tmp_path / "all"), "SVG drawing (*.svg)")])
    monkeypatch.setattr("docdedup_gui.slides.exporting.QFileDialog.getSaveFileName",
                        lambda *_args: next(chosen))
    stepper.nextButton.setFocus()
    qtbot.keyClick(stepper.nextButton, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)  # this step, by its key
    assert QImage(str(tmp_path / "key.png")).size() == stepper.size()
    this_step, every_step = stepper.findChild(QToolButton, "exportButton").menu().actions()
    assert this_step.text() == "This &step as a picture..."
    every_step.trigger()  # no ending given: the filter chosen gives it
    assert sorted(path.name for path in tmp_path.glob("all-*.svg")) == [f"all-{n}.svg" for n in range(1, 8)]
