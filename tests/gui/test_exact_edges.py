"""Exact at every edge: a record's own characters are shown, never a crash, in the field views.

A Qt document turns U+FDD0 and U+FDD1 into paragraph breaks: a field view that put a
body holding them into its document had more paragraphs than the field has lines, and
its marker paint indexed past the field's lines (an IndexError inside a paint, then a
segmentation fault of the whole window).
"""

from __future__ import annotations

import unicodedata

from PySide6.QtGui import QTextCursor

from docdedup_gui.widgets import field_markers
from docdedup_gui.widgets.field_view import FieldView
from docdedup_gui.widgets.safe_paint import paint_problem
from tests.helpers import RECORD_A, inspection_of

NONCHARACTERS = "ab\N{ARABIC LETTER BEH}\ufdd0cd\ufdd1ef\nxy"


def shown_view(qtbot, text: str, *, invisibles: bool = True) -> FieldView:
    view = FieldView("body")
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.show()
    view.set_show_invisibles(invisibles)
    view.set_text(text)
    return view


def test_a_body_with_noncharacters_is_drawn_with_their_badges(qtbot):
    view = shown_view(qtbot, NONCHARACTERS)
    view.grab()
    assert paint_problem(view) is None
    # One paragraph per line of the field: the noncharacters are not line breaks.
    assert view.document().blockCount() == 2
    labels = [painted.marker.label for painted in view.painted_markers()]
    assert "FDD0" in labels and "FDD1" in labels
    view.selectAll()
    assert view.createMimeDataFromSelection().text() == NONCHARACTERS
    # A selection after a noncharacter names the field's own code points.
    cursor = QTextCursor(view.document())
    cursor.setPosition(5)
    cursor.setPosition(6, QTextCursor.MoveMode.KeepAnchor)
    view.setTextCursor(cursor)
    assert view.selected_field_range() == (5, 6) and NONCHARACTERS[5] == "d"


def test_the_detail_pane_shows_a_record_holding_noncharacters(pane):
    inspection = inspection_of(dict(RECORD_A, body="\ufdd0\N{ARABIC LETTER WAW}\ufdd1\ufdef"))
    pane.show_record(inspection, 0)
    pane.set_show_invisibles(True)
    pane.grab()
    body = pane.field_views()["body"]
    assert paint_problem(body) is None
    assert body.field_text() == "\ufdd0\N{ARABIC LETTER WAW}\ufdd1\ufdef"


def test_a_failing_paint_ends_its_painter_and_says_what_it_could_not_draw(qtbot, monkeypatch):
    view = shown_view(qtbot, "a\N{ZERO WIDTH NON-JOINER}b")

    def broken(_paint, _painter):
        raise IndexError("list index out of range")

    monkeypatch.setattr(field_markers.MarkerPaint, "run", broken)
    view.grab()  # before: the exception left the painter active, and the next paint aborted
    problem = paint_problem(view)
    assert problem is not None and "Could not draw the invisible-character markers" in problem
    assert "IndexError" in problem and view.toolTip() == problem
    view.grab()  # a second paint after the failure: still no abort
    monkeypatch.undo()
    view.grab()
    assert paint_problem(view) is None and view.toolTip() == ""


def test_the_problems_text_shows_the_file_s_own_characters(qtbot, tmp_path):
    from core.errors import Problem
    from docdedup_gui.problems.problems_view import ProblemsPanel

    text = ('[{"doc_id": "A\N{LINE SEPARATOR}B",\t"body": "x\ry\N{SYMBOL FOR CARRIAGE RETURN}",\n'
            ' "language": "not a tag!"}]\n')
    path = tmp_path / "edges.json"
    path.write_bytes(text.encode())
    offset = text.encode().index(b'"not a tag!"')
    panel = ProblemsPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.set_problems([Problem("language", "not a tag", 1, "A", "language", str(path), 2, 14, offset)])
    panel.view.setCurrentIndex(panel.model.index(0, 0))
    raw = panel.raw
    # The CR, the U+2028 and the real U+240D are themselves: copied as they are in the file.
    assert raw.text().startswith(text.split("\n")[0] + "\n")
    assert "\N{SYMBOL FOR CARRIAGE RETURN}" in raw.text() and "x\ry" in raw.text()
    assert "\N{RIGHTWARDS ARROW}" not in raw.text()
    # One paragraph per line of the file, plus the caret's: U+2028 breaks no line.
    assert raw.document().blockCount() == raw.text().count("\n") + 1
    caret_line = raw.text().split("\n")[2]
    assert caret_line == " " * 13 + "\N{BLACK UP-POINTING TRIANGLE}"
    raw.selectAll()
    assert raw.createMimeDataFromSelection().text() == raw.text()


def test_the_hex_text_column_marks_each_class_of_invisible_distinctly(pane):
    body = "a\N{ZERO WIDTH NON-JOINER}b\N{RIGHT-TO-LEFT OVERRIDE}c\N{ZERO WIDTH NO-BREAK SPACE}d"
    pane.show_record(inspection_of(dict(RECORD_A, body=body)), 0)
    dump = pane.hexView.dump()
    data = dump.data
    cells = [cell for row in dump.rows() for cell in row.cells]  # one per byte
    pictures = {}
    for char in ("\N{ZERO WIDTH NON-JOINER}", "\N{RIGHT-TO-LEFT OVERRIDE}", "\N{ZERO WIDTH NO-BREAK SPACE}"):
        offset = data.index(char.encode())
        pictures[char] = cells[offset]
        assert unicodedata.name(char) in pane.hexView.describe_byte(offset)
    assert len(set(pictures.values())) == 3 and "\N{BULLET}" not in pictures.values()


def test_markers_past_the_document_are_skipped_not_a_crash(qtbot):
    """Were the field's map and the document ever to disagree again (as U+FDD0 made them),
    a marker past a paragraph's end is skipped: asking Qt where an invalid line's cursor
    is ended the process (SIGSEGV), where no exception can be caught."""
    from core.display.text_map import for_field

    view = shown_view(qtbot, "ab")
    view._lines = for_field("ab" + "\N{ZERO WIDTH NON-JOINER}" * 3 + "x" * 40 + "\N{ZERO WIDTH JOINER}")
    view.grab()
    assert paint_problem(view) is None
    assert all(painted.marker.index <= 2 for painted in view.painted_markers())  # none past the end


def test_a_field_laid_out_in_part_copies_whole(qtbot):
    from core.display.text_map import MAX_SHOWN_LINE

    text = "\N{ARABIC LETTER WAW}" * (MAX_SHOWN_LINE + 500) + "\r\nend"
    view = shown_view(qtbot, text, invisibles=False)
    assert view.document().characterCount() - 1 == MAX_SHOWN_LINE  # its start only, laid out
    view.selectAll()
    assert bytes(view.createMimeDataFromSelection().data("text/plain")).decode() == text
    view.select_field_range(0, 3)
    assert view.createMimeDataFromSelection().text() == text[:3]


def test_a_tree_title_names_what_would_break_its_line(qtbot, window, tmp_path):
    from tests.gui.test_main_window import open_and_wait, top_texts
    from tests.helpers import write_json

    title = "Invoice\N{PARAGRAPH SEPARATOR}paid\r\nlate\N{ZERO WIDTH NO-BREAK SPACE}"
    path = write_json(tmp_path / "titles.json", [dict(RECORD_A, title=title)])
    open_and_wait(qtbot, window, path)
    shown = top_texts(window, column=1)
    assert shown == ["Invoice\N{MATHEMATICAL LEFT ANGLE BRACKET}PS\N{MATHEMATICAL RIGHT ANGLE BRACKET}paid"
                     "\N{MATHEMATICAL LEFT ANGLE BRACKET}CRLF\N{MATHEMATICAL RIGHT ANGLE BRACKET}late"
                     "\N{MATHEMATICAL LEFT ANGLE BRACKET}BOM\N{MATHEMATICAL RIGHT ANGLE BRACKET}"]


def test_a_selection_after_an_astral_character_names_its_own_code_points(qtbot):
    """Qt counts an astral character as two positions; the field's code points are one each."""
    view = shown_view(qtbot, "\N{GRINNING FACE}ab\N{GRINNING FACE}c")
    view.select_field_range(1, 2)
    assert view.textCursor().selectedText() == "a"  # what is lit on screen
    assert view.createMimeDataFromSelection().text() == "a"
    view.select_field_range(3, 5)
    assert view.textCursor().selectedText() == "\N{GRINNING FACE}c"
    assert view.selected_field_range() == (3, 5)
