"""The rules of UNICODE.md "Round 2: spellings of real editions", each with its examples.

ة written as ت in Persian, a standalone hamza left out at a word's end, a space or nothing
after a letter that does not join to the left, white space that moves across a line break,
the first line's indentation after a blank line, and a haraka left alone after a space: each
is classed by ``explain`` and clustered by ``neighbours`` alike (one lens), and the pieces
``explain`` shows stay minimal.
"""

import pytest

from core import Record, explain, find_neighbours, form_groups
from core.differences import find_similar, records_equal_under
from core.differences._pair_classes import pair_classes
from core.differences.align import align

ALEF, DAL, REH, ZAIN, WAW = ("\N{ARABIC LETTER ALEF}", "\N{ARABIC LETTER DAL}", "\N{ARABIC LETTER REH}",
                             "\N{ARABIC LETTER ZAIN}", "\N{ARABIC LETTER WAW}")
BEH, SEEN, LAM, MEEM, NOON = ("\N{ARABIC LETTER BEH}", "\N{ARABIC LETTER SEEN}", "\N{ARABIC LETTER LAM}",
                              "\N{ARABIC LETTER MEEM}", "\N{ARABIC LETTER NOON}")
HAH, GHAIN, SHEEN, FARSI_YEH = ("\N{ARABIC LETTER HAH}", "\N{ARABIC LETTER GHAIN}", "\N{ARABIC LETTER SHEEN}",
                                "\N{ARABIC LETTER FARSI YEH}")
TEH, TEH_MARBUTA, HEH = "\N{ARABIC LETTER TEH}", "\N{ARABIC LETTER TEH MARBUTA}", "\N{ARABIC LETTER HEH}"
HAMZA, KASRA = "\N{ARABIC LETTER HAMZA}", "\N{ARABIC KASRA}"
RAHMA = REH + HAH + MEEM  # رحم: رحمة / رحمت


def record(doc_id, body, *, language="fa", title="t"):
    return Record(doc_id, "ref", language, title, body)


def explained(a_body, b_body, language="fa"):
    a, b = record("A", a_body, language=language), record("B", b_body, language=language)
    result = explain(a, b)
    assert pair_classes(a, b) == result.classes  # the neighbour finder's own list agrees
    return result


def clustered(*bodies, language="fa"):
    """The clusters of a corpus of these bodies, as sets of body numbers."""
    records = [record(f"R{number}", body, language=language) for number, body in enumerate(bodies)]
    groups = form_groups(records)
    number = {record.doc_id: at for at, record in enumerate(records)}
    return [{number[records[groups[index].members[0]].doc_id] for index in cluster.groups}
            for cluster in find_neighbours(records, groups)]


def pieces(result):
    return [(d.a_text, d.b_text, d.classes) for d in result.differences]


# ة written as ت ------------------------------------------------------------------------------

@pytest.mark.parametrize("language", ["fa", "fa-IR", "FA"])
def test_teh_marbuta_written_as_teh_at_a_words_end_is_heh_variant_in_persian(language):
    a, b = f"{RAHMA}{TEH_MARBUTA} {ALEF}{LAM}{LAM}{HEH}", f"{RAHMA}{TEH} {ALEF}{LAM}{LAM}{HEH}"
    result = explained(a, b, language)
    assert pieces(result) == [(TEH_MARBUTA, TEH, ("heh-variant",))] and result.near_identical
    assert clustered(a, b, language=language) == [{0, 1}]
    assert records_equal_under(record("A", a, language=language), record("B", b, language=language),
                               ["heh-variant"])


def test_teh_marbuta_with_tanween_is_still_at_the_words_end():
    fathatan = "\N{ARABIC FATHATAN}"
    assert list(explained(RAHMA + TEH_MARBUTA + fathatan, RAHMA + TEH + fathatan).classes) == ["heh-variant"]


def test_teh_marbuta_vs_heh_stays_heh_variant_and_teh_vs_heh_stays_a_real_edit():
    assert list(explained(RAHMA + TEH_MARBUTA, RAHMA + HEH).classes) == ["heh-variant"]
    result = explained(RAHMA + TEH, RAHMA + HEH)
    assert list(result.classes) == ["content-edit"] and not result.near_identical
    # The three spellings are one cluster through the ة, though ت vs ه alone is an edit.
    assert clustered(RAHMA + TEH_MARBUTA, RAHMA + TEH, RAHMA + HEH) == [{0, 1, 2}]


@pytest.mark.parametrize("language", ["ar", "en", "ur"])
def test_teh_marbuta_vs_teh_is_a_real_edit_outside_persian(language):
    result = explained(RAHMA + TEH_MARBUTA, RAHMA + TEH, language)
    assert list(result.classes) == ["content-edit"] and not result.near_identical
    assert clustered(RAHMA + TEH_MARBUTA, RAHMA + TEH, language=language) == []


def test_teh_marbuta_vs_teh_inside_a_word_is_a_real_edit_even_in_persian():
    result = explained(TEH_MARBUTA + BEH, TEH + BEH)
    assert list(result.classes) == ["content-edit"]
    # A mark on it does not make a letter after it the end of the word.
    assert list(explained(TEH_MARBUTA + KASRA + BEH, TEH + KASRA + BEH).classes) == ["content-edit"]


def test_a_persian_record_beside_an_arabic_one_keeps_teh_marbuta_an_edit():
    a, b = record("A", RAHMA + TEH_MARBUTA, language="fa"), record("B", RAHMA + TEH, language="ar")
    assert explain(a, b).classes == ("language-tag", "content-edit") == pair_classes(a, b)


# a standalone hamza at a word's end -------------------------------------------------------------

INSHA, IMLA = SHEEN + NOON + SHEEN + ALEF, ALEF + MEEM + LAM + ALEF  # انشا (after ا), املا


@pytest.mark.parametrize("word", [ALEF + INSHA[1:], IMLA], ids=["insha", "imla"])
@pytest.mark.parametrize("after", ["", " " + BEH + DAL, "."], ids=["end", "word", "stop"])
def test_a_standalone_hamza_left_out_at_a_words_end_is_hamza(word, after):
    a, b = word + HAMZA + after, word + after
    result = explained(a, b)
    assert pieces(result) == [(HAMZA, "", ("hamza",))] and result.near_identical
    assert clustered(a, b) == [{0, 1}]


def test_the_three_editions_of_one_ghazal_are_one_cluster():
    # Two editions wrote املاء, the third املا: before, two were clustered and the third left alone.
    line = f"{IMLA}{HAMZA} {DAL}{LAM}"
    assert clustered(line, line + " ", IMLA + f" {DAL}{LAM}") == [{0, 1, 2}]


def test_a_standalone_hamza_inside_a_word_is_a_real_edit():
    assert list(explained(ZAIN + HAMZA + FARSI_YEH, ZAIN + FARSI_YEH).classes) == ["content-edit"]


# a space or nothing after a letter that does not join to the left --------------------------------

SARV, BALA = SEEN + REH + WAW, BEH + ALEF + LAM + ALEF  # سرو بالا
MAR, GHUL = MEEM + REH, GHAIN + WAW + LAM  # مر غول


@pytest.mark.parametrize(("first", "second"), [(SARV, BALA), (MAR, GHUL), (SEEN + ALEF, BEH),
                                               (MEEM + DAL, BEH), (MEEM + ZAIN, BEH),
                                               (MEEM + "\N{ARABIC LETTER JEH}", BEH),
                                               (MEEM + TEH_MARBUTA, BEH), (SARV + KASRA, BALA)],
                         ids=["waw", "reh", "alef", "dal", "zain", "jeh", "teh-marbuta", "waw-kasra"])
def test_a_space_or_nothing_after_a_right_joining_letter_is_zwnj(first, second):
    a, b = f"{first} {second}", first + second
    result = explained(a, b)
    assert pieces(result) == [(" ", "", ("zwnj",))] and result.near_identical
    assert clustered(a, b) == [{0, 1}]


@pytest.mark.parametrize("first", [SEEN + BEH, MEEM + NOON, MEEM + FARSI_YEH, MEEM + HEH])
def test_after_a_letter_that_joins_both_ways_a_missing_space_is_a_real_edit(first):
    result = explained(f"{first} {BALA}", first + BALA)
    assert list(result.classes) == ["content-edit"] and not result.near_identical
    assert clustered(f"{first} {BALA}", first + BALA) == []


def test_only_between_two_arabic_script_letters():
    assert list(explained(f"{SARV} 12", f"{SARV}12").classes) == ["content-edit"]
    assert list(explained("o k", "ok", "en").classes) == ["content-edit"]
    # Presentation forms are shaped already: a space between them stays an edit.
    alef_isolated = "\N{ARABIC LETTER ALEF ISOLATED FORM}"
    assert "content-edit" in explained(f"{alef_isolated} {BEH}", alef_isolated + BEH).classes


# white space that moves across a line break -----------------------------------------------------

@pytest.mark.parametrize(("a", "b", "expected"), [
    ("one two \nthree", "one two\n three", [(" ", ""), ("", " ")]),
    ("one two  \nthree", "one two\n\tthree", [("  ", ""), ("", "\t")]),
    ("one \nthree", "one\nthree ", [(" ", ""), ("", " ")]),
    ("one two \nthree four \nfive", "one two\n three four\n five",
     [(" ", ""), ("", " "), (" ", ""), ("", " ")]),
])
def test_white_space_across_a_line_break_is_one_edge_whitespace_hunk_per_line_edge(a, b, expected):
    result = explained(a, b, "en")
    assert [(d.a_text, d.b_text) for d in result.differences] == expected
    assert {d.classes for d in result.differences} == {("edge-whitespace",)} and result.near_identical
    assert all("\n" not in d.a_text + d.b_text for d in result.differences)  # the break is never a hunk
    assert clustered(a, b, language="en") == [{0, 1}]


def test_a_line_ending_that_also_changes_stays_one_piece_with_the_white_space_beside_it():
    result = explained("x \r\n y", "x\n  y", "en")
    assert [(d.a_text, d.b_text) for d in result.differences] == [(" \r\n", "\n ")]
    assert result.classes == ("line-ending", "edge-whitespace")


def test_the_aligner_itself_gives_minimal_hunks_around_the_break():
    hunks = align("one two \nthree", "one two\n three")
    assert [(h.a_start, h.a_end, h.b_start, h.b_end) for h in hunks] == [(7, 8, 7, 7), (9, 9, 8, 9)]


def test_a_space_moved_into_a_word_across_a_break_is_still_an_edit():
    assert "content-edit" in explained("one two \nthree", "one two\nth ree", "en").classes


# the first line's indentation after a blank line -------------------------------------------------

@pytest.mark.parametrize("blank", ["\n", "\n\n", "  \n"])
def test_a_blank_first_line_before_a_deeper_first_line_is_edge_whitespace_only(blank):
    a = "   Apache License\n   Version 2.0, January 2004\n"
    b = blank + "      Apache License\n      Version 2.0, January 2004\n"
    result = explained(a, b, "en")
    assert list(result.classes) == ["edge-whitespace"] and result.near_identical
    assert clustered(a, b, language="en") == [{0, 1}]


def test_a_blank_line_inside_the_text_is_still_a_real_edit():
    assert "content-edit" in explained("   a\n   b", "   a\n\n      b", "en").classes


# a haraka left alone after a space ------------------------------------------------------------

DEL, MAN = DAL + LAM, MEEM + NOON  # دل / من


def test_a_haraka_left_alone_after_a_space_is_arabic_diacritic_with_its_space():
    a, b = f"{DEL} {KASRA} {MAN}", f"{DEL} {MAN}"
    result = explained(a, b)
    assert pieces(result) == [(" " + KASRA, "", ("arabic-diacritic",))] and result.near_identical
    assert clustered(a, b) == [{0, 1}]


@pytest.mark.parametrize(("a", "b"), [(f"{DEL} {KASRA}{MAN}", f"{DEL} {MAN}"), (f"{DEL} {KASRA}", f"{DEL} ")],
                         ids=["before-a-word", "at-the-end"])
def test_a_haraka_alone_after_a_space_both_keep_is_the_haraka_alone(a, b):
    result = explained(a, b)
    assert pieces(result) == [(KASRA, "", ("arabic-diacritic",))] and result.near_identical


def test_a_haraka_with_its_space_in_place_of_another_letter_is_still_an_edit():
    assert "content-edit" in explained(f"{DEL} {KASRA} {MAN}", f"{DEL}{BEH} {MAN}").classes


# similar finds them too ---------------------------------------------------------------------------

def test_similar_finds_each_new_spelling_and_calls_it_near_identical():
    pairs = [(RAHMA + TEH_MARBUTA, RAHMA + TEH), (IMLA + HAMZA, IMLA), (f"{SARV} {BALA}", SARV + BALA),
             (f"{DEL} {KASRA} {MAN}", f"{DEL} {MAN}"), ("one two \nthree", "one two\n three")]
    for a, b in pairs:
        tail = " " + RAHMA + TEH_MARBUTA + " " + SARV + " " + BALA
        records = [record("A", a + tail), record("B", b + tail)]
        (match,) = find_similar(records, form_groups(records), "A")
        assert match["representative"] == "B" and match["near_identical"], (a, b, match)
