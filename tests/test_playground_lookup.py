"""Any character found for the palette, Qt-free: by number in each form people copy, by the
words of its name, as itself; exactly the code point asked for, whatever it is."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.playground.code_points import by_number
from core.playground.lookup import find, picture
from core.playground.name_index import READ_AT_MOST, name_index
from core.playground.palette import PALETTE, entry_named

RLO = "\N{RIGHT-TO-LEFT OVERRIDE}"
ACUTE = "\N{COMBINING ACUTE ACCENT}"


@pytest.fixture(scope="module", autouse=True)
def _names():
    name_index()  # built once for the module, as the window builds it in a job


def first(query: str) -> str:
    return find(query).matches[0].text


@pytest.mark.parametrize("query", ["U+202E", "u+202e", "U202E", "202e", "202E", " 202e ", "0x202E", "\\u202e",
                                   "\\U0000202E", "\\u{202E}", "\\x{202e}", "&#x202E;", "&#X202e", "&#8238;",
                                   "&#8238", "RLO", "right-to-left override", "RIGHT TO LEFT OVERRIDE"])
def test_each_form_of_a_number_or_name_finds_the_override(query):
    found = find(query).matches[0]
    assert found.text == RLO
    assert (found.code_points, found.name) == ("U+202E", "RIGHT-TO-LEFT OVERRIDE")
    assert found.entry is entry_named("RLO")  # the palette's entry: its short name is shown


@pytest.mark.parametrize(("query", "text"), [
    ("\\U0001F600", "\N{GRINNING FACE}"),
    ("U+1F600", "\N{GRINNING FACE}"),
    ("&#128512;", "\N{GRINNING FACE}"),
    ("\\ud83d\\ude00", "\N{GRINNING FACE}"),  # a JSON surrogate pair is the one character it spells
    ("U+000D U+000A", "\r\n"),
    ("&#x0D;&#x0A;", "\r\n"),
    ("\\u0065\\u0301", "e" + ACUTE),
    ("\\x09", "\t"),
    ("U+0", "\x00"),
    ("U+10FFFF", "\U0010ffff"),
])
def test_numbers_in_a_row_and_beyond_the_bmp(query, text):
    assert first(query) == text


@pytest.mark.parametrize(("query", "name"), [
    ("U+D800", "<surrogate>"),
    ("\\udc00", "<surrogate>"),
    ("U+D83D U+DE00", "<surrogate> + <surrogate>"),  # by number each stays itself
    ("U+FDD0", "<noncharacter>"),
    ("U+FFFE", "<noncharacter>"),
    ("U+1FFFF", "<noncharacter>"),
    ("U+0378", "<unassigned>"),
    ("U+E000", "<private use>"),
    ("U+FEFF", "ZERO WIDTH NO-BREAK SPACE"),
])
def test_a_number_is_taken_exactly_whatever_it_names(query, name):
    """The playground is about exact bytes: a surrogate, noncharacter, unassigned or private
    use code point given by number is that code point, never a replacement."""
    found = find(query).matches[0]
    expected = by_number(query).text
    assert found.text == expected and found.name == name
    assert [f"U+{ord(char):04X}" for char in found.text] == found.code_points.split()
    assert "\ufffd" not in found.text and "\ud800" not in found.picture  # shown by number, never raw


@given(st.integers(min_value=0, max_value=0x10FFFF))
def test_every_code_point_comes_back_by_number_in_every_form(cp):
    for query in (f"U+{cp:04X}", f"0x{cp:x}", f"&#x{cp:X};", f"&#{cp};", f"\\U{cp:08x}"):
        assert by_number(query).text == chr(cp), query


def test_beyond_the_last_code_point_is_said_not_guessed():
    found = find("U+110000")
    assert found.matches == () and found.beyond == "U+110000"
    assert find("&#1114112;").beyond == "&#1114112;"


@pytest.mark.parametrize("query", ["", "   ", "zzzzqx", "U+", "&#x;", "U+12G4"])
def test_no_match(query):
    assert find(query).matches == () and not find(query).beyond


def test_a_word_is_not_taken_for_a_number():
    """``add`` and ``bed`` are words (three letters, no digit); ``cafe`` has four digits: U+CAFE
    first, and whatever names hold CAFE after it."""
    assert by_number("add").text == "" and by_number("bed").text == ""
    assert find("add").matches and all(match.text != "\u0add" for match in find("add").matches)
    assert first("cafe") == "\ucafe"
    assert first("a0") == "\u00a0"


@pytest.mark.parametrize(("query", "text"), [
    ("acute", ACUTE),  # the palette's combining acute before ACUTE ANGLE and ACUTE ACCENT
    ("override", "\N{LEFT-TO-RIGHT OVERRIDE}"),
    ("zero width non joiner", "\N{ZERO WIDTH NON-JOINER}"),
    ("zero width non-joiner", "\N{ZERO WIDTH NON-JOINER}"),
    ("ZWNJ", "\N{ZERO WIDTH NON-JOINER}"),
    ("nel", "\x85"),
    ("paragraph separator", "\N{PARAGRAPH SEPARATOR}"),
    ("tab", "\t"),
    ("e acute", "\N{LATIN SMALL LETTER E WITH ACUTE}"),
    ("latin small letter e with acute", "\N{LATIN SMALL LETTER E WITH ACUTE}"),
    ("farsi yeh", "\N{ARABIC LETTER FARSI YEH}"),
    ("fatha", "\N{ARABIC FATHA}"),
    ("\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER FARSI YEH}"),  # a character pasted: itself
])
def test_names_find_the_character(query, text):
    assert first(query) == text


def test_override_finds_both_overrides_and_acute_finds_every_acute():
    assert [match.text for match in find("override").matches] == ["\u202d", "\u202e"]
    acute = [match.text for match in find("acute", limit=400).matches]
    assert ACUTE in acute and "\N{ACUTE ACCENT}" in acute and "\N{LATIN CAPITAL LETTER E WITH ACUTE}" in acute
    assert all("ACUTE" in match.name for match in find("acute", limit=400).matches)


def test_a_one_letter_word_is_a_whole_word():
    names = [match.name for match in find("e acute").matches]
    assert names and all(" E " in f" {name} " for name in names)


def test_a_long_answer_stops_at_the_limit_and_says_more():
    found = find("letter", limit=10)
    assert len([match for match in found.matches if match.entry is None]) <= 10 and found.more
    assert len(find("override").matches) == 2 and not find("override").more


def test_two_common_words_read_a_bounded_number_of_names():
    codes, more = name_index().search("letter syllable", 50)
    assert more and len(codes) <= 50
    assert READ_AT_MOST < len(name_index())


def test_names_wait_for_the_index_when_asked_not_to_build_it():
    found = find("override", names=False)
    assert not found.names_ready
    assert [match.text for match in found.matches] == ["\u202d", "\u202e"]  # the palette still answers
    assert find("U+202E", names=False).names_ready  # a number needs no names


def test_the_palette_has_the_bidi_controls_combining_marks_and_separators():
    texts = {entry.text for entry in PALETTE}
    assert set("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069") <= texts
    assert set("\u0301\u0300\u0308\u064e\u0650\u064f\u0652\u0651\u064b\u2028\u2029\t") <= texts
    assert len({entry.short for entry in PALETTE}) == len(PALETTE)


@pytest.mark.parametrize(("text", "shown"), [
    (RLO, "[RLO]"), ("\u200c", "[ZWNJ]"), (ACUTE, "\u25cc" + ACUTE), ("\t", "[\u2192]"),
    ("\r\n", "[CR][LF]"), ("\ud800", "[D800]"), ("\ufdd0", "[FDD0]"), ("\u06cc", "\u06cc"),
    ("\u2029", "[PS]"),
])
def test_the_picture_shows_what_cannot_be_seen(text, shown):
    assert picture(text) == "\u2068" + shown + "\u2069"


def test_a_palette_word_in_brackets_is_a_word():
    texts = [match.text for match in find("persian digit", names=False).matches]
    assert texts == [chr(0x6F0 + digit) for digit in range(10)]
