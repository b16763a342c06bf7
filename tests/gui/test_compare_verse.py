"""Verse side by side in review mode at 1440x900: both texts line for line, never broken mid-word."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPoint

from tests.gui.test_review_mode import TIMEOUT, enter_review_mode, open_window, private_config
from tests.helpers import write_json

__all__ = ["open_window", "private_config"]  # fixtures

ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
# A Hafez-like ghazal opening: two couplets, each hemistich a line. B writes its ZWNJs
# (می‌خواهم), A lost them (میخواهم): the cluster's one difference.
SHE = "\N{ARABIC LETTER SHEEN}"
ALEF, BEH, TEH, DAL, REH, ZAIN = ("\N{ARABIC LETTER ALEF}", "\N{ARABIC LETTER BEH}", "\N{ARABIC LETTER TEH}",
                                  "\N{ARABIC LETTER DAL}", "\N{ARABIC LETTER REH}", "\N{ARABIC LETTER ZAIN}")
MEEM, NOON, WAW, HEH, YEH = ("\N{ARABIC LETTER MEEM}", "\N{ARABIC LETTER NOON}", "\N{ARABIC LETTER WAW}",
                             "\N{ARABIC LETTER HEH}", "\N{ARABIC LETTER FARSI YEH}")
KAF, GAF, LAM, KHAH, SEEN = ("\N{ARABIC LETTER KEHEH}", "\N{ARABIC LETTER GAF}", "\N{ARABIC LETTER LAM}",
                             "\N{ARABIC LETTER KHAH}", "\N{ARABIC LETTER SEEN}")


def _hemistich(mi: str) -> str:
    """About 40 letters in eight words, one of them with the prefix می (joined by ``mi``)."""
    words = [f"{MEEM}{YEH}{mi}{KHAH}{WAW}{ALEF}{HEH}{MEEM}", f"{KAF}{HEH}", f"{DAL}{REH}",
             f"{BEH}{ALEF}{GAF}", f"{SHE}{ALEF}{DAL}{YEH}", f"{MEEM}{YEH}{mi}{NOON}{WAW}{SEEN}{TEH}{MEEM}",
             f"{ZAIN}{LAM}{TEH}", f"{YEH}{ALEF}{REH}"]
    return " ".join(words)


# One word longer than a side's box is wide: it may overflow, never break in two.
LONG_WORD = f"{BEH}{YEH}{KHAH}{BEH}{REH}{ALEF}{NOON}{HEH}" * 5


def ghazal(mi: str) -> str:
    return "\n".join(_hemistich(mi) + suffix
                     for suffix in ("", f" {DAL}{LAM}", f" {SHE}{BEH}", "", f" {LONG_WORD} {DAL}{LAM}"))


VERSE = [
    {"doc_id": "hafez-norm:g001", "source_ref": "ganjoor/normalised-edition", "language": "fa",
     "title": f"{GAF}{ZAIN}{LAM} {YEH}{KAF}", "body": ghazal("")},
    {"doc_id": "hafez-orig:g001",
     "source_ref": "ganjoor/original-edition/with-its-long-reference/divan-of-hafez/ghazal-001",
     "language": "fa", "title": f"{GAF}{ZAIN}{LAM} {YEH}{KAF}", "body": ghazal(ZWNJ)},
]


@pytest.fixture
def verse_window(qtbot, open_window, tmp_path):
    """The couplets compared in review mode, in a 1440x900 window."""
    window = open_window(write_json(tmp_path / "verse.json", VERSE))
    window.resize(1440, 900)
    enter_review_mode(qtbot, window)
    view = window.compare_view
    if view.differencesModel.rowCount() == 0 or "hafez-orig" not in view.sideB.headerLabel.text():
        with qtbot.waitSignal(view.explained, timeout=TIMEOUT):
            window.compare("hafez-norm:g001", "hafez-orig:g001")
    return window


def line_tops(window, body) -> list[float]:
    """Where each of the field's lines starts on screen (y in the window)."""
    layout, block, tops = body.document().documentLayout(), body.document().firstBlock(), []
    origin = body.viewport().mapTo(window, QPoint(0, 0)).y() - body.verticalScrollBar().value()
    while block.isValid():
        tops.append(origin + layout.blockBoundingRect(block).top())
        block = block.next()
    return tops


def breaks_inside_words(body) -> list[str]:
    """Every place a line of the box is wrapped between two letters of one word."""
    found, block = [], body.document().firstBlock()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for number in range(1, layout.lineCount()):
            at = layout.lineAt(number).textStart()
            if not (text[at - 1].isspace() or text[at].isspace()):
                found.append(text[max(at - 5, 0):at] + "|" + text[at:at + 5])
        block = block.next()
    return found


def assert_line_for_line(window, body_a, body_b) -> None:
    assert body_a.height() == body_b.height()
    for top in (0, body_a.verticalScrollBar().maximum()):
        body_a.verticalScrollBar().setValue(top)  # scrolling one side scrolls the other
        assert body_b.verticalScrollBar().value() == top
        tops_a, tops_b = line_tops(window, body_a), line_tops(window, body_b)
        assert len(tops_a) == len(tops_b) == 5
        assert [round(y) for y in tops_a] == [round(y) for y in tops_b]


@pytest.mark.parametrize("invisibles", [False, True])
def test_verse_side_by_side_at_1440x900_stays_line_for_line(qtbot, verse_window, invisibles):
    window, view = verse_window, verse_window.compare_view
    view.set_show_invisibles(invisibles)  # with them shown, B's ZWNJ lines carry badges
    a, b = view.sideA, view.sideB
    # B's long source_ref wraps its header to three lines, A's to two: both as tall.
    assert a.headerLabel.height() == b.headerLabel.height()
    body_a, body_b = a.views["body"], b.views["body"]
    assert_line_for_line(window, body_a, body_b)
    # Lines made taller by badges or by matching the other side scroll in their box: the
    # bytes below keep their rows.
    from PySide6.QtWidgets import QScrollArea
    page = view.parentWidget()
    while page is not None and not isinstance(page, QScrollArea):
        page = page.parentWidget()
    assert page is not None and page.verticalScrollBar().maximum() == 0  # the Compare page never scrolls
    with qtbot.waitSignal(view.explained, timeout=TIMEOUT):  # the other way round: the room moves sides
        window.compare("hafez-orig:g001", "hafez-norm:g001")
    assert "hafez-orig" in a.headerLabel.text()
    assert_line_for_line(window, body_a, body_b)
    if os.environ.get("DOCDEDUP_SCREENSHOT"):
        window.grab().save(os.environ["DOCDEDUP_SCREENSHOT"])


def test_verse_wraps_at_the_box_width_between_words_only(verse_window):
    view = verse_window.compare_view
    for side in (view.sideA, view.sideB):
        body = side.views["body"]
        assert body.width() == side.width()  # the box spans its side (its label above it)
        assert body.document().textWidth() <= body.viewport().width()  # wrapped at the box's width
        wrapped = sum(body.document().findBlockByNumber(n).layout().lineCount() for n in range(5))
        assert wrapped > 5  # the hemistichs are wider than the box: they do wrap
        assert breaks_inside_words(body) == []
        assert side.views["title"].field_text() == VERSE[0]["title"]


def test_in_a_right_to_left_window_markers_stay_on_their_characters_when_a_word_overflows(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextCursor
    from PySide6.QtGui import QTextOption as Option

    from docdedup_gui.widgets.field_view import FieldView

    view = FieldView("body")
    qtbot.addWidget(view)
    view.setLayoutDirection(Qt.LayoutDirection.RightToLeft)  # the window in Persian
    view.setWordWrapMode(Option.WrapMode.WordWrap)
    view.resize(200, 200)
    view.show()
    view.set_text(f"{DAL}{LAM} {LONG_WORD}\n{SHE}{BEH} {YEH}{ALEF}{REH}", right_to_left=True)
    view.set_show_invisibles(True)
    assert view.horizontalScrollBar().maximum() > 0  # the long word overflows: it is not broken
    view.grab()  # a paint, as on screen
    spaces = [painted for painted in view.painted_markers() if painted.marker.kind == "space"]
    assert spaces
    for painted in spaces:
        probe = QTextCursor(view.document())
        probe.setPosition(painted.marker.index)
        leading = view.cursorRect(probe).center().x()  # where Qt drew the space's first edge
        # The marker stands on its space, as Qt draws the text (it stood a scroll's width away).
        assert abs(painted.rect.center().x() - leading) <= painted.rect.width() + 3
