"""Every pane, any record: the GUI surface of the text model (core.display.text_map).

Records whose language, title and body hold any Unicode scalar value (every plane and
category, the traps of ``EDGE_TRAPS`` mixed in) are shown in each pane. Each pane must
draw them with no exception and no failed paint, and what it reports or copies as the
record's text or bytes must be the record's own: the digest, the hex dump, the canonical
JSON, each field, each step of the stepper, a playground box after a paste, a no-op edit
and a save. What is copied is read from the mime data as UTF-8 bytes, as another program
reads the clipboard (Qt's ``text()`` drops a leading BOM; the product does not).
"""

from __future__ import annotations

import hashlib
import json
from itertools import count

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QMimeData, Qt
from PySide6.QtGui import QGuiApplication, QTextCursor
from PySide6.QtWidgets import QWidget

from core import explain
from core.contract import canonical_bytes
from core.playground import Playground
from core.playground.steps import STEP_NAMES, contract_steps
from core.records import Record
from docdedup_gui.compare.compare_view import CompareView
from docdedup_gui.playground import PlaygroundWindow
from docdedup_gui.playground.stepper import StepperWindow
from docdedup_gui.widgets.safe_paint import paint_problem
from tests.fuzz.settings import count as count_input
from tests.fuzz.settings import fuzz_settings
from tests.fuzz.strategies import scalar_texts
from tests.helpers import inspection_of

TEXT = scalar_texts()
RECORDS = st.fixed_dictionaries({"language": st.sampled_from(["fa", "en"]), "title": TEXT, "body": TEXT})
NUMBERS = count()


def copied(widget) -> str:
    """What a copy of the whole of ``widget``'s text puts on the clipboard, as bytes read."""
    widget.selectAll()
    return bytes(widget.createMimeDataFromSelection().data("text/plain")).decode("utf-8")


def no_paint_failed(root: QWidget) -> None:
    root.grab()
    failed = {type(widget).__name__: paint_problem(widget) for widget in [root, *root.findChildren(QWidget)]
              if paint_problem(widget)}
    assert not failed


def record_of(doc_id: str, fields: dict) -> dict:
    return dict(fields, doc_id=doc_id, source_ref="fuzz")


@pytest.fixture(scope="module")
def panes(qapp):
    from docdedup_gui.detail.detail_pane import DetailPane

    pane, compare = DetailPane(), CompareView()
    for widget in (pane, compare):
        widget.resize(900, 700)
        widget.show()
    pane.set_show_invisibles(True)
    yield pane, compare
    for widget in (pane, compare):
        widget.close()
        widget.deleteLater()


@fuzz_settings(examples=50)
@given(a=RECORDS, b=RECORDS)
def test_any_record_in_the_detail_pane_and_the_compare_view(panes, a, b):
    count_input("gui: detail pane and compare")
    pane, compare = panes
    inspection = inspection_of(record_of("A", a), record_of("B", b))
    data = canonical_bytes(a["language"], a["title"], a["body"])
    pane.show_record(inspection, 0)
    no_paint_failed(pane)
    assert pane.digest() == hashlib.sha256(data).hexdigest()
    assert pane.hexView.dump().data == data
    pane.copy_digest()
    assert QGuiApplication.clipboard().text() == hashlib.sha256(data).hexdigest()
    pane.hexView.set_selection(0, len(data))
    pane.hexView.copy_selection()
    assert bytes.fromhex(QGuiApplication.clipboard().text()) == data
    for field, view in pane.field_views().items():
        assert copied(view) == a[field]  # the whole field, also when only its start is laid out
    pane.canonicalText.set_canonical(pane.canonicalText._canonical)  # as the tab shows it
    assert copied(pane.canonicalText).encode("utf-8") == data
    compare.show_pair(inspection, 0, 1)
    compare.set_explanation(explain(inspection.records[0], inspection.records[1]))
    no_paint_failed(compare)
    for side, fields in ((compare.sideA, a), (compare.sideB, b)):
        data = canonical_bytes(fields["language"], fields["title"], fields["body"])
        assert side.hexView.dump().data == data
        for field, view in side.views.items():
            assert copied(view) == fields[field]


@pytest.fixture(scope="module")
def playground(qapp):
    from core.playground.verdict import warm_up

    warm_up()  # the analysis the window would load in a job: loaded here, once
    window = PlaygroundWindow(Playground.of_records([Record("A", "r", "en", "t", "x"),
                                                     Record("B", "r", "en", "t", "x")]))
    window.show()
    yield window
    window.close()
    window.deleteLater()


def paste(box, text: str) -> None:
    """A paste of ``text`` over the whole box, as a clipboard hands it over (UTF-8 bytes)."""
    cursor = box.textCursor()
    cursor.select(QTextCursor.SelectionType.Document)
    box.setTextCursor(cursor)
    mime = QMimeData()
    mime.setData("text/plain", QByteArray(text.encode("utf-8")))
    box.insertFromMimeData(mime)


@fuzz_settings(examples=50)
@given(fields=RECORDS)
def test_any_text_pasted_edited_saved_and_copied_in_the_playground(playground, qtbot, tmp_path_factory,
                                                                   fields):
    count_input("gui: playground and stepper")
    editor = playground.editor(1)
    for field in ("title", "body"):
        box = getattr(editor, f"{field}Edit")
        paste(box, fields[field])
        playground._analyse_now()
        assert playground.presenter.drafts[1].content()[1 if field == "title" else 2] == fields[field]
        assert copied(box) == fields[field]
    box = editor.bodyEdit
    box.setFocus()
    box.moveCursor(QTextCursor.MoveOperation.End)
    qtbot.keyClick(box, Qt.Key.Key_X)
    qtbot.keyClick(box, Qt.Key.Key_Backspace)
    playground._analyse_now()
    draft = playground.presenter.drafts[1]
    assert (draft.title, draft.body) == (fields["title"], fields["body"])
    data = canonical_bytes("en", fields["title"], fields["body"])
    assert editor.digestLabel.text() == hashlib.sha256(data).hexdigest()
    no_paint_failed(playground)
    path = tmp_path_factory.mktemp("saved") / f"class-{next(NUMBERS)}.json"
    if playground.presenter.analyses[1].problems:
        return  # not a valid record yet: nothing to save (the window says why)
    assert playground.save_to(str(path)) is None
    saved = json.loads(path.read_text(encoding="utf-8"))[1]
    assert canonical_bytes(saved["language"], saved["title"], saved["body"]) == data


@fuzz_settings(examples=30)
@given(fields=RECORDS)
def test_any_record_stepped_through(qtbot, fields):
    count_input("gui: stepper")
    record = Record("A", "r", fields["language"], fields["title"], fields["body"])
    stepper = StepperWindow([record])
    qtbot.addWidget(stepper)
    stepper.show()
    steps = contract_steps([record])
    for number, step in enumerate(steps):
        stepper.go(number)
        no_paint_failed(stepper)
        assert copied(stepper.sideViews[0]) == step.sides[0].copy()
    json_step = steps[STEP_NAMES.index("json")].sides[0]
    assert json_step.copy().encode("utf-8") == canonical_bytes(record.language, record.title, record.body)
    stepper.close()


def every_cell(model, parent=None) -> int:
    """Read every cell of a tree model (display, tooltip), children fetched: how many."""
    from PySide6.QtCore import QModelIndex

    parent = parent if parent is not None else QModelIndex()
    if model.canFetchMore(parent):
        model.fetchMore(parent)
    read = 0
    for row in range(model.rowCount(parent)):
        for column in range(model.columnCount(parent)):
            index = model.index(row, column, parent)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                model.data(index, role)
            read += 1
        read += every_cell(model, model.index(row, 0, parent))
    return read


# A window per input: make fuzz's count, but at most 200 of them (a few minutes).
@settings(fuzz_settings(examples=8), max_examples=min(fuzz_settings(examples=8).max_examples, 200))
@given(a=RECORDS, b=RECORDS)
def test_any_records_file_in_every_pane_of_the_window(qtbot, tmp_path_factory, a, b):
    """The window on a file of such records: the tree's cells, the detail pane, the
    Characters and Problems panes, all drawn; the digest shown is the record's."""
    count_input("gui: the window")
    from docdedup_gui.main_window import MainWindow

    path = tmp_path_factory.mktemp("window") / "records.json"
    path.write_text(json.dumps([record_of("A", a), record_of("B", b)], ensure_ascii=False), encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignals([window.loaded, window.census_finished], timeout=60_000):
        window.open_file(str(path))
    inspection = window.session.inspection
    assert every_cell(window.group_tree.model()) >= len(inspection.groups)
    for index, record in enumerate(inspection.records):
        window.detail_pane.show_record(inspection, index)
        data = canonical_bytes(record.language, record.title, record.body)
        assert window.detail_pane.digest() == hashlib.sha256(data).hexdigest()
        no_paint_failed(window)
    for tab in range(window.bottom_tabs.count()):
        window.bottom_tabs.setCurrentIndex(tab)
        no_paint_failed(window)
    window.close()


@pytest.fixture(scope="module")
def box(qapp):
    from docdedup_gui.widgets.exact_text import ExactTextEdit

    widget = ExactTextEdit()
    widget.show()
    yield widget
    widget.close()
    widget.deleteLater()


@fuzz_settings(examples=200)
@given(text=TEXT, edits=st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 10**6), TEXT), max_size=4))
def test_any_text_through_a_box_and_back_with_edits_undone_and_redone(box, text, edits):
    """The box's document read back is the text; inserted pieces land where the map says;
    undo gives back each earlier text exactly, redo each later one."""
    count_input("gui: a box, edits, undo, redo")
    from docdedup_gui.widgets.exact_text import read_text

    box.set_text(text)
    document = box.document()
    assert read_text(document, 0, document.characterCount() - 1) == text == box.text()
    states = [text]  # the text after each edit that changed it: one undo step each
    for first, last, inserted in edits:
        current = box.text()
        first, last = sorted((first % (len(current) + 1), last % (len(current) + 1)))
        cursor = box.textCursor()
        cursor.setPosition(box.text_map().to_qt(first))
        cursor.setPosition(box.text_map().to_qt(last), QTextCursor.MoveMode.KeepAnchor)
        box.setTextCursor(cursor)
        box.insert(inserted)
        expected = current[:first] + inserted + current[last:]
        assert box.text() == expected
        assert read_text(document, 0, document.characterCount() - 1) == expected
        if first < last or inserted:
            states.append(expected)
    for earlier in reversed(states[:-1]):
        box.undo()
        assert box.text() == earlier
    for later in states[1:]:
        box.redo()
        assert box.text() == later
