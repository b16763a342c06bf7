"""Copy is exact: whatever a view shows for reading, the clipboard gets the real text or bytes.

Each test copies from a view as a person would (select all, Ctrl+C) and hashes or
compares what the clipboard holds.
"""

from __future__ import annotations

import hashlib

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from core.contract import canonical_bytes
from tests.helpers import DIGEST_A, RECORD_A, inspection_of

CRLF_BODY = ("\N{ARABIC LETTER WAW}\N{ARABIC LETTER LAM}\r\n\N{ARABIC LETTER BEH}"
             "\N{ZERO WIDTH NON-JOINER}x\N{NO-BREAK SPACE}\"q\"")


def copy_all(qtbot, widget) -> str:
    widget.setFocus()
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(widget, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    return QGuiApplication.clipboard().text()


def test_canonical_json_tab_copies_text_that_hashes_to_the_digest(pane, qtbot):
    pane.show_record(inspection_of(RECORD_A), 0)
    pane.tabs.setCurrentWidget(pane.canonicalText)
    shown = pane.canonicalText.toPlainText()
    assert "\N{FIRST STRONG ISOLATE}" in shown  # the view isolates the Persian strings for reading
    copied = copy_all(qtbot, pane.canonicalText)
    assert "\N{FIRST STRONG ISOLATE}" not in copied and "\N{POP DIRECTIONAL ISOLATE}" not in copied
    assert hashlib.sha256(copied.encode("utf-8")).hexdigest() == DIGEST_A
    assert QGuiApplication.clipboard().mimeData().formats() == ["text/plain"]  # no HTML of the marks


def test_hex_view_copies_the_bytes_as_hex(pane, qtbot):
    pane.show_record(inspection_of(RECORD_A), 0)
    pane.tabs.setCurrentWidget(pane.hexView)
    copied = copy_all(qtbot, pane.hexView)
    assert hashlib.sha256(bytes.fromhex(copied)).hexdigest() == DIGEST_A


def test_field_views_copy_the_field_itself_with_markers_shown(pane, qtbot):
    record = dict(RECORD_A, body=CRLF_BODY)
    pane.show_record(inspection_of(record), 0)
    pane.set_show_invisibles(True)
    assert pane.bodyView.toPlainText() != CRLF_BODY  # one line break shown for the CRLF
    assert copy_all(qtbot, pane.bodyView) == CRLF_BODY
    assert copy_all(qtbot, pane.titleView) == RECORD_A["title"]
    content = canonical_bytes("fa", RECORD_A["title"], CRLF_BODY)
    assert hashlib.sha256(bytes.fromhex(copy_all(qtbot, pane.hexView))).hexdigest() \
        == hashlib.sha256(content).hexdigest()


def test_a_part_of_a_field_copies_its_code_points(pane, qtbot):
    pane.show_record(inspection_of(dict(RECORD_A, body=CRLF_BODY)), 0)
    pane.bodyView.select_field_range(1, 4)
    qtbot.keyClick(pane.bodyView, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == CRLF_BODY[1:4]


def test_compare_sides_copy_their_records(window, qtbot):
    from tests.gui.test_compare_view import CRLF_RECORD, LF_RECORD, show_compared

    inspection = inspection_of(LF_RECORD, CRLF_RECORD)
    view = window.compare_view
    show_compared(view, inspection, 0, 1)
    assert copy_all(qtbot, view.sideB.views["body"]) == CRLF_RECORD["body"]
    expected = canonical_bytes("fa", CRLF_RECORD["title"], CRLF_RECORD["body"])
    assert bytes.fromhex(copy_all(qtbot, view.sideB.hexView)) == expected
