"""The detail pane as a person uses it: read the bytes, the digest, the invisibles, select."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtTest import QAbstractItemModelTester

from core.display.hexdump import ByteRange
from tests.helpers import DIGEST_A, RECORD_A, RECORD_B, RECORD_C, inspection_of

CRLF_BODY = "\N{ARABIC LETTER WAW}\N{ARABIC LETTER LAM}\r\n\N{ARABIC LETTER BEH}\N{ZERO WIDTH NON-JOINER}x"


def test_seed_group_shows_its_bytes_digest_and_members(pane):
    inspection = inspection_of(RECORD_A, RECORD_B, RECORD_C)
    pane.show_group(inspection, inspection.group_index_of("A"))
    dump = pane.hexView.toPlainText().splitlines()
    assert dump[0].startswith("00000000  5b 22 64 6f 63 2d 63 6f  6e 74")
    hex_pairs = [pair for line in dump for pair in line[10:58].split()]
    assert len(hex_pairs) == 83
    assert dump[-1].startswith("00000050  2e 22 5d")
    assert pane.digestField.text().startswith(DIGEST_A)
    assert "83 bytes" in pane.digestField.text() and "doc-content-v1" in pane.digestField.text()
    assert pane.digest() == DIGEST_A
    model = pane.provenanceModel
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    members = [(model.index(r, 0).data(), model.index(r, 1).data()) for r in range(model.rowCount())]
    assert members == [("A", "Ref1"), ("B", "Ref2")]
    assert pane.bodyView.field_text() == RECORD_A["body"]


def test_copy_digest_puts_only_the_digest_on_the_clipboard(pane, qtbot):
    pane.show_group(inspection_of(RECORD_A), 0)
    qtbot.mouseClick(pane.copyDigestButton, Qt.MouseButton.LeftButton)
    from PySide6.QtGui import QGuiApplication
    assert QGuiApplication.clipboard().text() == DIGEST_A


def test_simulated_collisions_show_64_zeros(pane):
    inspection = inspection_of(RECORD_A, RECORD_B, RECORD_C, simulate_collisions=True)
    pane.show_group(inspection, 1)
    assert pane.digest() == "0" * 64
    assert "simulated" in pane.digestField.text()


def test_persian_fields_read_right_to_left(pane):
    pane.show_record(inspection_of(RECORD_A), 0)
    option = pane.bodyView.document().firstBlock().layout().textOption()
    assert option.textDirection() == Qt.LayoutDirection.RightToLeft
    assert pane.languageView.document().firstBlock().layout().textOption().textDirection() \
        == Qt.LayoutDirection.LeftToRight


def test_invisibles_toggle_shows_crlf_and_zwnj_markers(pane, qtbot):
    from core.census.finder import finder_for

    finder_for(RECORD_A["language"])  # the census' tables, as its worker builds them
    pane.show_record(inspection_of(dict(RECORD_A, body=CRLF_BODY)), 0)
    pane.bodyView.repaint()
    hidden = pane.bodyView.viewport().grab().toImage()
    reported = pane.bodyView.reported()  # the census marks a CR and a ZWNJ outside a word anyway
    assert [p.marker for p in pane.bodyView.painted_markers()] == reported
    assert [(m.label, m.kind) for m in reported] == [("U+000D", "line-ending"), ("ZWNJ", "default-ignorable")]
    pane.set_show_invisibles(True)
    pane.bodyView.repaint()
    shown = {painted.marker.label: painted for painted in pane.bodyView.painted_markers()}
    assert shown["CRLF"].marker.tooltip == "U+000D CARRIAGE RETURN\nU+000A LINE FEED"
    assert shown["ZWNJ"].marker.tooltip == "U+200C ZERO WIDTH NON-JOINER"
    assert pane.bodyView.viewport().rect().contains(shown["CRLF"].rect.toRect())
    assert pane.bodyView.viewport().grab().toImage() != hidden  # the markers are really drawn
    # Markers are drawn over the text, never inserted: the document is the field itself.
    assert pane.bodyView.toPlainText() == CRLF_BODY.replace("\r\n", "\n")
    pane.set_show_invisibles(False)
    pane.bodyView.repaint()
    assert [p.marker for p in pane.bodyView.painted_markers()] == reported


def select(view, start: int, end: int) -> None:
    """Select view positions as a person dragging would (through the widget's cursor)."""
    cursor = view.textCursor()
    cursor.setPosition(start)
    cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
    view.setTextCursor(cursor)


def test_selecting_a_body_character_highlights_its_bytes(pane):
    inspection = inspection_of(RECORD_A)
    pane.show_record(inspection, 0)
    v_index = RECORD_A["body"].index("V")
    select(pane.bodyView, v_index, v_index + 1)
    start, end = inspection.layout(0).byte_span("body", v_index, v_index + 1)
    assert pane.hexView.dump().highlights == (ByteRange(start, end),)
    assert pane.hexView.dump().data[start:end] == b"V"
    assert pane.charInspector.values()["code_point"] == "U+0056"
    assert pane.charInspector.values()["name"] == "LATIN CAPITAL LETTER V"


def test_selecting_a_crlf_highlights_its_escaped_bytes(pane):
    inspection = inspection_of(dict(RECORD_A, body=CRLF_BODY))
    pane.show_record(inspection, 0)
    select(pane.bodyView, 2, 3)  # the paragraph separator stands for the whole CRLF
    start, end = pane.hexView.dump().highlights[0].start, pane.hexView.dump().highlights[0].end
    assert pane.hexView.dump().data[start:end] == b"\\r\\n"


def test_clicking_a_byte_selects_its_character(pane, qtbot):
    inspection = inspection_of(RECORD_A)
    pane.show_record(inspection, 0)
    layout = inspection.layout(0)
    yeh = RECORD_A["title"].index("\N{ARABIC LETTER FARSI YEH}")
    first, _ = layout.byte_span("title", yeh, yeh + 1)
    # Click the second byte of the two: the whole character is selected.
    qtbot.mouseClick(pane.hexView.viewport(), Qt.MouseButton.LeftButton,
                     pos=pane.hexView.point_of_byte(first + 1))
    assert pane.titleView.selected_field_range() == (yeh, yeh + 1)
    assert pane.titleView.textCursor().selectedText() == "\N{ARABIC LETTER FARSI YEH}"
    assert pane.hexView.dump().highlights == (ByteRange(first, first + 2),)
    assert pane.charInspector.values()["utf8"] == "db 8c"


def test_clear_shows_nothing(pane):
    pane.show_record(inspection_of(RECORD_A), 0)
    pane.clear()
    assert pane.hexView.toPlainText() == ""
    assert pane.digestField.text() == ""
    assert pane.provenanceModel.rowCount() == 0


def test_arrow_keys_move_the_selected_character_and_ctrl_c_copies_its_bytes(pane, qtbot):
    inspection = inspection_of(RECORD_A)
    pane.show_record(inspection, 0)
    layout = inspection.layout(0)
    yeh = RECORD_A["title"].index("\N{ARABIC LETTER FARSI YEH}")
    first, _ = layout.byte_span("title", yeh, yeh + 1)
    hex_view = pane.hexView
    qtbot.mouseClick(hex_view.viewport(), Qt.MouseButton.LeftButton, pos=hex_view.point_of_byte(first))
    assert hex_view.hasFocus()
    qtbot.keyClick(hex_view, Qt.Key.Key_Right)  # past both bytes of FARSI YEH: the space after it
    assert pane.titleView.selected_field_range() == (yeh + 1, yeh + 2)
    assert hex_view.selection() == (first + 2, first + 3)
    assert pane.charInspector.values()["code_point"] == "U+0020"
    qtbot.keyClick(hex_view, Qt.Key.Key_Left)  # back onto the two-byte character, whole
    assert hex_view.selection() == (first, first + 2)
    qtbot.keyClick(hex_view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    from PySide6.QtGui import QGuiApplication
    assert QGuiApplication.clipboard().text() == "db 8c"
    qtbot.keyClick(hex_view, Qt.Key.Key_Down)  # one row down: the character under the key cursor
    below = first + 1 + hex_view.bytes_per_row()
    start, end = hex_view.selection()
    assert start <= below < end


def test_a_narrow_pane_shows_fewer_bytes_a_row_instead_of_cutting_them_off(pane, qtbot):
    pane.show_record(inspection_of(RECORD_A), 0)
    hex_view = pane.hexView
    assert hex_view.bytes_per_row() == 16
    pane.resize(560, 700)
    qtbot.waitUntil(lambda: hex_view.bytes_per_row() < 16, timeout=20_000)
    assert hex_view.horizontalScrollBar().maximum() == 0  # nothing to scroll to: it all fits
    lines = hex_view.toPlainText().splitlines()
    assert lines[0].startswith("00000000  5b 22 64 6f")
    assert len(lines) == -(-83 // hex_view.bytes_per_row())


def test_in_a_1440x900_window_a_long_body_scrolls_in_its_box_and_the_bytes_stay_in_view(
        qtbot, window, private_settings, tmp_path):
    from PySide6.QtGui import QFontMetrics

    from docdedup_gui.detail.detail_pane import HEX_ROWS_AT_LEAST
    from tests.helpers import write_json

    body = "\n".join(f"Line {number} of a long body, as the corpus has them." for number in range(60))
    path = write_json(tmp_path / "long.json", [dict(RECORD_A, body=body), RECORD_B])
    window.resize(1440, 900)
    with qtbot.waitSignal(window.loaded, timeout=20_000):
        window.open_file(path)
    with qtbot.waitSignal(window.selection_shown, timeout=20_000):
        window.select_record(RECORD_A["doc_id"])
    pane = window.detail_pane
    page = pane.parentWidget()  # the Detail tab's scroll area viewport
    qtbot.waitUntil(lambda: pane.height() <= page.height(), timeout=20_000)  # nothing to scroll
    assert window.height() == 900  # the pane never raised the window's minimum
    hex_view = pane.hexView
    assert hex_view.viewport().height() >= HEX_ROWS_AT_LEAST * QFontMetrics(hex_view.font()).height()
    assert pane.bodyView.verticalScrollBar().maximum() > 0  # the body scrolls in its box instead
