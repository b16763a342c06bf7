"""A doc_id may hold any visible ASCII, ``<b>`` and ``<img ...>`` too: the window shows it as
written, never as markup (the message bar, a problem's tooltip, a group's tooltip of its body)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtGui import QTextDocument

from core.display.group_table import COLUMN
from docdedup_gui.main_window import MainWindow
from docdedup_gui.problems.problem_text import problem_tooltip
from docdedup_gui.widgets.plain_tooltip import plain_tooltip
from tests.gui.test_review_mode import TIMEOUT

BOLD = "<b>bold</b>"


def _seen(tooltip: str) -> str:
    """What a person reads in a tooltip: Qt's own reading of rich text, or the text as it is."""
    if not QtGui.mightBeRichText(tooltip):
        return tooltip
    document = QTextDocument()
    document.setHtml(tooltip)
    return document.toPlainText()


def _open(qtbot, path) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.open_file(str(path))
    return window


def test_a_message_naming_an_id_shows_its_characters(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    sentence = f"No record with doc_id '{BOLD}' in this file."
    window.message_bar.show_message(sentence, error=True)
    label = window.message_bar.label
    label.setSelection(0, len(sentence))  # beyond the text Qt shows, nothing is selected
    assert label.selectedText() == sentence  # every character shown, none taken as a tag


def _written(tmp_path, records) -> str:
    path = tmp_path / "markup.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


BODY = "<html><body><h1>Title</h1></body></html>"
RECORDS = [{"doc_id": doc_id, "source_ref": f"r{n}", "language": "en", "title": "t", "body": BODY}
           for n, doc_id in enumerate([BOLD, "<img/src=x>", "<i>it</i>"])]


def test_a_problem_s_tooltip_shows_the_id_as_written(qtbot, tmp_path):
    repeated = dict(RECORDS[0], source_ref="again")  # a repeated doc_id: a problem
    window = _open(qtbot, _written(tmp_path, [*RECORDS, repeated]))
    model = window.problems_panel.model
    [problem] = model.problems()
    assert problem.doc_id == BOLD
    tooltip = model.index(0, 2).data(Qt.ItemDataRole.ToolTipRole)
    assert _seen(tooltip) == problem_tooltip(problem) and BOLD in _seen(tooltip)


def test_a_group_s_tooltip_shows_its_body_as_written(qtbot, tmp_path):
    window = _open(qtbot, _written(tmp_path, RECORDS))
    tooltip = window.model.index(0, COLUMN["title"]).data(Qt.ItemDataRole.ToolTipRole)
    assert _seen(tooltip) == BODY


def test_plain_tooltip_leaves_plain_text_alone_and_escapes_what_looks_like_markup():
    assert plain_tooltip("a plain sentence\nwith two lines") == "a plain sentence\nwith two lines"
    for text in (f"doc_id '{BOLD}'", "<html><body>x</body></html>", "a <img src=x> b"):
        assert _seen(plain_tooltip(text)) == text
