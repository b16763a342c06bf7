"""Comparing a three-group cluster's groups by Alt+digit: the Neighbours footer names that pair."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.test_review_mode import TIMEOUT, enter_review_mode, open_window, private_config
from tests.helpers import write_json

__all__ = ["open_window", "private_config"]  # fixtures

THREE = [
    {"doc_id": "a1", "source_ref": "r1", "language": "en", "title": "T", "body": "one\ntwo"},
    {"doc_id": "b1", "source_ref": "r2", "language": "en", "title": "T", "body": "one\r\ntwo"},
    {"doc_id": "c1", "source_ref": "r3", "language": "en", "title": "T", "body": "one\ntwo "},
]


def test_the_pair_footer_follows_alt_digit(qtbot, open_window, tmp_path):
    window = open_window(write_json(tmp_path / "three.json", THREE))
    enter_review_mode(qtbot, window)
    mode = window.review_mode
    assert mode.desk.current.kind == "cluster"
    label = window.neighbours_panel.pair_label
    qtbot.waitUntil(lambda: label.text().startswith("Pair 1 of 3"), timeout=TIMEOUT)
    with qtbot.waitSignal(mode.moved, timeout=TIMEOUT):
        qtbot.keyClick(window.group_tree, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)
    assert mode.controller.compared == (0, 2)
    assert label.text() == "Pair 2 of 3: a1 ~ c1"  # was: still "Pair 1 of 3: a1 ~ b1"
