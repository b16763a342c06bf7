"""The text map, over every Unicode scalar value: what Qt is given stands for the text
exactly, positions go both ways, a copy is the text, an edit is the edited text."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from core.display.text_map import REWRITTEN, STAND_IN, for_editor, for_field, one_line
from tests.fuzz.strategies import scalar_texts

TEXTS = scalar_texts()
EXAMPLES = 400


def utf16_length(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def unmapped(text_map) -> str:
    """The text read back from what Qt is given, as the boxes read it: a stand-in by its
    own mark (here: the run it came in), never by its character."""
    return "".join(shown if char is None else char for shown, char in text_map.runs())


@settings(max_examples=EXAMPLES, deadline=None)
@given(text=TEXTS)
def test_an_editor_map_gives_qt_only_what_it_keeps_and_reads_back_the_text(text):
    text_map = for_editor(text)
    shown = text_map.shown
    assert not REWRITTEN.search(shown.replace(STAND_IN, ""))  # nothing Qt would rewrite
    assert utf16_length(shown) == text_map.qt_length()
    assert unmapped(text_map) == text
    assert text_map.copy(0, text_map.qt_length()) == text
    for index in range(len(text) + 1):
        assert text_map.to_field(text_map.to_qt(index)) == index
    for position, char in text_map.stand_ins():
        assert text[text_map.to_field(position)] == char


@settings(max_examples=EXAMPLES, deadline=None)
@given(text=TEXTS)
def test_a_field_map_has_one_paragraph_per_line_and_copies_exact_ranges(text):
    text_map = for_field(text)
    shown = text_map.shown
    assert shown.count("\n") == len(text_map) - 1  # one paragraph break per line ending
    assert not REWRITTEN.search(shown.replace(STAND_IN, ""))
    assert "\ufdd0" not in shown and "\ufdd1" not in shown
    assert utf16_length(shown) == text_map.qt_length()
    assert text_map.copy(0, text_map.qt_length()) == text
    for position in range(text_map.qt_length() + 1):
        first = text_map.to_field(position)
        assert text_map.to_qt(first) <= position  # never past the position (inside an item: its start)


@settings(max_examples=EXAMPLES, deadline=None)
@given(text=TEXTS, data=st.data())
def test_an_edit_of_the_map_is_the_map_of_the_edited_text(text, data):
    text_map = for_editor(text)
    for _ in range(data.draw(st.integers(1, 4))):
        length = len(text_map.text)
        first = data.draw(st.integers(0, length))
        last = data.draw(st.integers(first, length))
        inserted = data.draw(TEXTS)
        position, end = text_map.to_qt(first), text_map.to_qt(last)
        expected = text_map.text[:first] + inserted + text_map.text[last:]
        text_map = text_map.replaced(position, end - position, inserted)
        assert text_map.text == expected
        fresh = for_editor(expected)
        assert text_map.shown == fresh.shown and text_map.stand_ins() == fresh.stand_ins()
        assert [text_map.to_qt(i) for i in range(len(expected) + 1)] == \
            [fresh.to_qt(i) for i in range(len(expected) + 1)]


def test_the_named_traps_each_become_one_stand_in_and_come_back():
    for char in ("\r", "\N{LINE SEPARATOR}", "\N{PARAGRAPH SEPARATOR}", "\N{ZERO WIDTH NO-BREAK SPACE}",
                 "\ufdd0", "\ufdd1", "\ufffe", "\U0010ffff", "\N{OBJECT REPLACEMENT CHARACTER}"):
        text_map = for_editor("a" + char + "b")
        assert text_map.shown == "a" + STAND_IN + "b"
        assert text_map.stand_ins() == [(1, char)]
    # U+240D is a real character someone can type: it is itself, never a stand-in, never a CR.
    assert for_editor("\N{SYMBOL FOR CARRIAGE RETURN}").shown == "\N{SYMBOL FOR CARRIAGE RETURN}"
    assert for_editor("\N{SYMBOL FOR CARRIAGE RETURN}").stand_ins() == []


@settings(max_examples=EXAMPLES, deadline=None)
@given(text=TEXTS)
def test_one_line_breaks_no_line_and_hides_nothing(text):
    shown = one_line(text)
    assert not REWRITTEN.search(shown) and "\n" not in shown and "\x85" not in shown
    kept = iter(shown)  # every other character is kept, in order
    assert all(char in kept for char in text if not REWRITTEN.match(char) and char not in "\n\x85")
    if shown != text:
        assert "\N{MATHEMATICAL LEFT ANGLE BRACKET}" in shown  # what was replaced is named
