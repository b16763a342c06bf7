"""Review mode in Persian: key names left to right, class titles (never raw ids) inside Persian
sentences, every decision named in the history, the suggestion's brackets in their order, and
this round's new sentences translated."""

from __future__ import annotations

from PySide6.QtCore import Qt

from core.review.bulk import BulkPreview
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.review.review_texts import decision_name, suggestion_reason
from resources import resource_path
from tests.gui.test_review_mode import TIMEOUT, press
from tests.gui.test_review_sentences import _english_left, _is_persian

LRI, FSI, PDI = "\N{LEFT-TO-RIGHT ISOLATE}", "\N{FIRST STRONG ISOLATE}", "\N{POP DIRECTIONAL ISOLATE}"


def test_the_review_panel_in_persian_keeps_keys_ids_and_brackets_in_order(
        qtbot, persian, private_settings, tmp_path, monkeypatch):
    from docdedup_gui.main_window import MainWindow

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    traps = tmp_path / "traps.json"
    traps.write_bytes(resource_path("examples", "unicode_traps.json").read_bytes())
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignals([window.loaded, window.analysis_finished, window.review_mode.opened],
                           timeout=TIMEOUT):
        window.open_file(traps)
    mode = window.review_mode
    qtbot.waitUntil(lambda: mode.desk.review.subjects.clusters_known and not mode.starting, timeout=TIMEOUT)
    qtbot.keyClick(window.group_tree, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: mode.desk.review.input_file is not None and not mode.starting
                    and mode.desk.current is not None, timeout=TIMEOUT)
    panel = mode.panel
    for line in panel.keys_label.text().splitlines():  # "Ctrl+←" never drawn "←+Ctrl"
        assert line.startswith(LRI) and PDI in line, line
    subject = panel.subject_label.text()
    assert _is_persian(subject) and "line-ending" not in subject  # was: "با تفاوت در line-ending"
    bracketed = [line for line in panel.members_label.text().splitlines() if "[" in line]
    assert bracketed  # the suggestion's mark
    for line in bracketed:  # the bracket in an isolate of its own: its words' order, its brackets' side
        assert f"{FSI}[" in line and line.endswith(f"]{PDI}"), line
    press(qtbot, window, Qt.Key.Key_X)
    assert decision_name("note") != "note" and _is_persian(decision_name("note"))  # the history's note rows


def test_this_rounds_review_sentences_are_persian(persian):
    sentences = [
        "no undecided subject shown is chosen",
        "no earlier decision to go back to",
        "source_ref pattern '^(a|aa)+$' takes too long to search (over 10 ms on one source_ref); "
        "choose another keeper rule",
        "the other window closed corpus.json.decisions.jsonl; Record decisions here (Ctrl+Shift+T) "
        "records here",
        BulkPreview([], [], groups=2, clusters=3, examples=["a1", "b1"]).sentence("smallest doc_id"),
    ]
    for sentence in sentences:
        shown = problem_message(sentence)
        assert shown != sentence and _is_persian(shown), sentence
    for reason in ("keeps ZWNJ", "writes hamza", "keeps harakat", "has no stray spaces", "the longest text"):
        assert _is_persian(suggestion_reason(reason)) and not _english_left(suggestion_reason(reason))
