"""The Persian interface, window by window, as a person reads it: no English left.

The walk opens a corpus with a problem, selects a record, compares two, starts review mode,
opens the playground on an invalid record, the stepper, Verify (three checks' evidence), the
contract page and About, and collects every text they show (:mod:`tests.gui.latin_words`).
A Latin word that is not data or one of the few allowed terms is an untranslated sentence.
"""

from __future__ import annotations

import json
import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStatusBar, QWidget

from core import Record
from core.census.kinds import BADGES, KIND_NAMES
from core.differences.classes import CLASS_NAMES
from core.playground.steps import STEP_NAMES
from core.playground.verdict import classes_ready
from core.review.decision_lines import CLUSTER_DECISIONS, GROUP_DECISIONS
from core.seed_checks import CHECK_NAMES
from docdedup_gui.widgets.compact_fields import CanonicalJsonView
from docdedup_gui.widgets.field_view import FieldView
from docdedup_gui.widgets.hex_view import HexDumpView
from docdedup_gui.widgets.steady_label import SteadyLabel
from resources import resource_path
from tests.gui.latin_words import latin_words, shown_texts
from tests.gui.test_review_mode import TIMEOUT

SEED_CODES = ("records", "fields", "identity", "language", "title", "body", "unicode", "duplicate_doc_id",
              "digest_contract")  # CONTRACT.md's table: what str(error) is
INVALID = {"doc_id": "Z", "source_ref": "bad", "language": "fa", "title": "", "body": "\N{ARABIC LETTER BEH}"}


def corpus(tmp_path) -> tuple[str, list[dict]]:
    records = json.loads(resource_path("examples", "unicode_traps.json").read_text(encoding="utf-8"))
    records += json.loads(resource_path("examples", "seed_records.json").read_text(encoding="utf-8"))
    path = tmp_path / "corpus.json"
    path.write_text(json.dumps([*records, INVALID], ensure_ascii=False), encoding="utf-8")
    return str(path), records


def data_words(records: list[dict]) -> frozenset[str]:
    words = set()
    for record in [*records, INVALID]:
        for value in record.values():
            words.add(value)
            words.update(re.findall(r"[A-Za-z0-9_\-]+", value))
    return frozenset(words)


def data_widgets(window: QWidget) -> list[QWidget]:
    """Widgets showing a record's own text, bytes or JSON: data, whatever the language."""
    kinds = (FieldView, HexDumpView, CanonicalJsonView)
    boxes = [widget for widget in window.findChildren(QWidget) if isinstance(widget, kinds)]
    return boxes + [widget for widget in window.findChildren(QWidget) if type(widget).__name__ == "FieldBox"]


def english(window: QWidget, *, data: frozenset[str], paths: list[str]) -> list[tuple[str, str, list[str]]]:
    # Class ids, census kinds and their badges, decisions, the seed's error codes and limits
    # profiles: the names the files and the command line use, shown beside translated titles.
    # ``extra`` is the unknown field a seed check adds to a record (data).
    identifiers = frozenset({*CLASS_NAMES, *KIND_NAMES, *BADGES.values(), *CHECK_NAMES, *GROUP_DECISIONS,
                             *CLUSTER_DECISIONS, *SEED_CODES, "seed", "corpus", "extra"})
    found = []
    texts = list(shown_texts(window, data_widgets=data_widgets(window)))
    texts += [("steady label", label.text()) for label in window.findChildren(SteadyLabel)]
    texts += [("status bar", bar.currentMessage()) for bar in window.findChildren(QStatusBar)]
    for where, text in texts:
        if not text:
            continue
        words = latin_words(text, data=data, identifiers=identifiers, paths=paths)
        if words:
            found.append((where, text[:160], words))
    return found


def test_every_window_of_the_persian_interface_speaks_persian(qtbot, persian, private_settings, tmp_path,
                                                                monkeypatch):
    from docdedup_gui.main_window import MainWindow

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    path, records = corpus(tmp_path)
    data = data_words(records)
    paths = [path, str(tmp_path), "corpus.json", "corpus.json.decisions.jsonl"]
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(path)
    assert window.select_record("A")
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        window.compare("A", "C")
    seen = {"main window": english(window, data=data, paths=paths)}

    mode = window.review_mode
    qtbot.keyClick(window.group_tree, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: mode.desk.review.input_file is not None and not mode.starting
                    and mode.desk.current is not None, timeout=TIMEOUT)
    seen["review"] = english(window, data=data, paths=paths)

    playground = window.open_playground([Record(**records[-3]), Record(**INVALID)])
    qtbot.addWidget(playground)
    qtbot.waitUntil(classes_ready, timeout=30_000)
    qtbot.waitUntil(lambda: playground._task is None, timeout=TIMEOUT)
    said = playground.editor(1).problemLabel.text()  # the core's sentence about the empty title
    assert said and "\N{ARABIC LETTER REH}\N{ARABIC LETTER KAF}\N{ARABIC LETTER VEH}" not in said
    assert any("\N{ARABIC LETTER ALEF}" <= char <= "\N{ARABIC LETTER FARSI YEH}" for char in said), said
    playground.remove_last_record()  # refused: a playground keeps two; said in the message line
    assert playground.messageLabel.text()
    seen["playground"] = english(playground, data=data, paths=paths)
    stepper = window.open_stepper([Record(**records[-3]), Record(**records[-1])])
    qtbot.addWidget(stepper)
    for step in range(len(STEP_NAMES)):
        stepper.go(step)
        seen[f"stepper {step}"] = english(stepper, data=data, paths=paths)

    for command in ("verify", "contract", "about"):
        getattr(window.commands, command).trigger()
        dialog = window.last_dialog
        qtbot.addWidget(dialog)
        seen[command] = english(dialog, data=data, paths=paths)
        if command == "verify":
            for row in (0, 9, 13, 14):
                dialog.view.setCurrentIndex(dialog.model.index(row, 0))
                seen[f"verify row {row}"] = english(dialog, data=data, paths=paths)

    left = {name: words for name, words in seen.items() if words}
    assert left == {}, "\n".join(f"{name}: {where}: {words} in {text!r}"
                                 for name, found in left.items() for where, text, words in found)


def test_the_walk_finds_an_english_sentence_and_lets_data_through(qtbot, persian):
    from PySide6.QtWidgets import QLabel, QVBoxLayout

    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    for text in ("record 2 (B) is not valid yet",  # English: flagged
                 "\N{ARABIC LETTER BEH} U+0301 COMBINING ACUTE ACCENT, 65 cc 81, zwnj, SHA-256 "
                 "ccc7ab9029274f98953a87f389d0562a, Ctrl+Shift+R, /tmp/corpus.json, doc_id 'fa'"):
        layout.addWidget(QLabel(text))
    found = english(window, data=frozenset(), paths=[])
    assert [words for _where, _text, words in found] == [["record", "is", "not", "valid", "yet"]]


def test_the_census_kinds_meanings_are_listed_as_the_core_writes_them(persian):
    from core.census.kinds import KINDS
    from docdedup_gui.characters.kind_meanings import MEANINGS, kind_meaning

    assert MEANINGS == tuple(meaning for _name, meaning in KINDS)
    assert all(kind_meaning(name) != meaning for name, meaning in KINDS)  # each translated


def test_one_digit_rule_counts_in_the_interfaces_digits(persian):
    from docdedup_gui.i18n import count_text

    persian_45 = "\N{EXTENDED ARABIC-INDIC DIGIT FOUR}\N{EXTENDED ARABIC-INDIC DIGIT FIVE}"
    assert count_text(45) == persian_45
    assert count_text(4096) == ("\N{EXTENDED ARABIC-INDIC DIGIT FOUR}\N{ARABIC THOUSANDS SEPARATOR}"
                                "\N{EXTENDED ARABIC-INDIC DIGIT ZERO}\N{EXTENDED ARABIC-INDIC DIGIT NINE}"
                                "\N{EXTENDED ARABIC-INDIC DIGIT SIX}")
