"""The hex view's cursor and selection without a window: clicks, drags and keys in bytes."""

import pytest

from core.display.hex_cursor import KEYS, HexCursor

WIDTH, PAGE = 16, 4


def keys(cursor: HexCursor, *names: str, extend: bool = False, whole: bool = False):
    chosen = None
    for name in names:
        chosen = cursor.key(name, width=WIDTH, page_rows=PAGE, extend=extend, whole=whole)
    return chosen


def test_a_click_selects_a_byte_and_a_drag_extends_from_it():
    cursor = HexCursor(100)
    assert cursor.press(10) == (10, 11)
    assert cursor.drag(4) == (4, 11)  # backwards: the anchor stays in the range
    assert cursor.drag(20) == (10, 21) and cursor.cursor == 20
    cursor.release()
    assert cursor.drag(30) is None  # no button held: nothing
    assert cursor.press(None) is None and cursor.selection == (10, 21)


def test_right_and_left_step_over_a_selected_character_first():
    cursor = HexCursor(100)
    cursor.set_selection(40, 43)  # a three-byte character chosen in a field
    assert keys(cursor, "right") == (43, 44)
    cursor.set_selection(40, 43)
    assert keys(cursor, "left") == (39, 40)


def test_rows_pages_home_end_and_the_ends_of_the_bytes():
    cursor = HexCursor(100)
    cursor.press(18)
    cursor.release()
    assert keys(cursor, "down") == (34, 35)
    assert keys(cursor, "up", "up", "up") == (0, 1)  # kept within the bytes
    assert keys(cursor, "page_down") == (64, 65)
    assert keys(cursor, "end") == (79, 80) and keys(cursor, "home") == (64, 65)
    assert keys(cursor, "end", whole=True) == (99, 100)
    assert keys(cursor, "right") == (99, 100)
    assert keys(cursor, "home", whole=True) == (0, 1)


def test_shift_extends_from_the_anchor_until_a_plain_key():
    cursor = HexCursor(100)
    cursor.press(5)
    cursor.release()
    assert keys(cursor, "right", "right", extend=True) == (5, 8)
    assert keys(cursor, "down", extend=True) == (5, 24)
    assert keys(cursor, "left") == (22, 23)  # a plain key: one byte, from the cursor
    assert cursor.anchor is None


def test_select_all_and_no_bytes():
    assert HexCursor(83).select_all() == (0, 83)
    empty = HexCursor(0)
    assert empty.select_all() is None
    assert all(empty.key(name, width=WIDTH, page_rows=PAGE) is None for name in KEYS)
    with pytest.raises(ValueError, match="not a cursor key"):
        HexCursor(3).target("tab", width=WIDTH, page_rows=PAGE)
