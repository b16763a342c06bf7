"""A corpus whose name is not UTF-8 (``r\\xe9sum\\xe9-latin1.json``) is reviewed like any other.

The window names its decisions file faithfully, each key's decision reaches the disk or the
person at once, and a write that fails in any way never leaves the keys queued behind it.
"""

from __future__ import annotations

import os

from PySide6.QtCore import Qt

from core.review import decisions_path_for, read_decisions
from docdedup_gui.review.review_writer import DecisionWriter
from tests.gui.test_review_mode import TIMEOUT, TRAPS, enter_review_mode, open_window, press, private_config

__all__ = ["open_window", "private_config"]  # fixtures


def test_a_corpus_named_in_latin1_is_reviewed_and_named_faithfully(qtbot, open_window, tmp_path):
    corpus = os.path.join(os.fsencode(tmp_path), b"r\xe9sum\xe9-latin1.json")
    with open(corpus, "wb") as stream:
        stream.write(TRAPS.read_bytes())
    window = open_window(os.fsdecode(corpus))
    enter_review_mode(qtbot, window)
    press(qtbot, window, Qt.Key.Key_X)
    press(qtbot, window, Qt.Key.Key_X)
    decisions = decisions_path_for(os.fsdecode(corpus))
    assert len(read_decisions(decisions).lines) == 2
    assert window.review_mode.state_label.text() == (
        "Review mode: recording to \N{LEFT-TO-RIGHT ISOLATE}r\\xe9sum\\xe9-latin1.json.decisions.jsonl"
        "\N{POP DIRECTIONAL ISOLATE}")
    assert window.windowTitle().startswith("r\\xe9sum\\xe9-latin1.json \N{EM DASH} ")


def test_any_failure_of_a_write_reaches_the_person_and_frees_the_keys(qtbot):
    class Broken:
        path = "r\udce9sum\udce9.decisions.jsonl"

        def write(self, lines):
            raise UnicodeEncodeError("utf-8", "\udce9", 0, 1, "surrogates not allowed")

    writer = DecisionWriter()
    with qtbot.waitSignal(writer.failed, timeout=TIMEOUT) as said:
        writer.write(Broken(), ["a line"])
    writer.close()
    assert said.args[0].startswith("r\\xe9sum\\xe9.decisions.jsonl: the decisions could not be written:")
    assert "surrogates not allowed" in said.args[0]


def test_the_characters_pane_names_a_latin1_file_by_its_bytes(qtbot, tmp_path):
    from docdedup_gui.main_window import MainWindow
    from resources import resource_path

    corpus = os.path.join(os.fsencode(tmp_path), b"r\xe9sum\xe9-latin1.json")
    with open(corpus, "wb") as stream:
        stream.write(resource_path("examples", "hidden_characters.json").read_bytes())
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.census_finished, timeout=TIMEOUT):
        window.open_file(os.fsdecode(corpus))
    model = window.characters_panel.model
    assert model.rowCount() > 0
    first = model.index(0, model.columnCount() - 1)
    tip = model.data(first, Qt.ItemDataRole.ToolTipRole) or ""
    shown = model.data(first, Qt.ItemDataRole.DisplayRole) or ""
    assert "r\\xe9sum\\xe9-latin1.json" in shown + tip
