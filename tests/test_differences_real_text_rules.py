"""The rules of UNICODE.md "Sharpened after real text", each with its examples.

ZWNJ written as a space, a hamza left out, blank lines and indentation together, a
zero-width character in place of a space, and minimal hunks: each is classed by
``explain`` and clustered by ``neighbours`` alike (one lens).
"""

import pytest

from core import Record, explain, find_neighbours, form_groups

ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
MI_SHAVAD = ("\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER SHEEN}"
             "\N{ARABIC LETTER WAW}\N{ARABIC LETTER DAL}")  # می / شود
BIKHABAR = ("\N{ARABIC LETTER BEH}\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER KHAH}"
            "\N{ARABIC LETTER BEH}\N{ARABIC LETTER REH}")  # بی / خبر


def record(doc_id, body, *, title="t", language="fa"):
    return Record(doc_id, "ref", language, title, body)


def explained(a_body, b_body):
    return explain(record("A", a_body), record("B", b_body))


def clustered(*bodies):
    """The clusters of a corpus of these bodies, as sets of body numbers."""
    records = [record(f"R{number}", body) for number, body in enumerate(bodies)]
    groups = form_groups(records)
    number = {record.doc_id: at for at, record in enumerate(records)}
    return [{number[records[groups[index].members[0]].doc_id] for index in cluster.groups}
            for cluster in find_neighbours(records, groups)]


# ZWNJ vs space --------------------------------------------------------------------------

@pytest.mark.parametrize("other", [" ", ""], ids=["space", "nothing"])
def test_zwnj_vs_space_or_nothing_is_zwnj_in_explain_and_in_clusters(other):
    zwnj, written = ZWNJ.join(MI_SHAVAD), other.join(MI_SHAVAD)
    result = explained(f"in {zwnj} out", f"in {written} out")
    assert list(result.classes) == ["zwnj"] and result.near_identical
    assert clustered(zwnj, written) == [{0, 1}]


def test_the_three_ways_of_writing_mi_shavad_are_one_cluster():
    # می‌شود ~ می شود and می‌شود ~ میشود; the last two differ by a real space, yet the
    # cluster is a connected component: all three are one.
    forms = [ZWNJ.join(MI_SHAVAD), " ".join(MI_SHAVAD), "".join(MI_SHAVAD)]
    assert clustered(*forms) == [{0, 1, 2}]
    assert not explained(forms[1], forms[2]).near_identical


def test_zwnj_as_space_in_a_long_poem_line_is_found_among_many():
    line = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER LAM}\N{ARABIC LETTER FARSI YEH} "
    bodies = [line * 3 + ZWNJ.join(MI_SHAVAD) + f" {n}" for n in range(20)]
    bodies.append(line * 3 + " ".join(MI_SHAVAD) + " 7")
    assert clustered(*bodies) == [{7, 20}]


# hamza ---------------------------------------------------------------------------------

ALEF, WAW, FARSI_YEH, HEH = ("\N{ARABIC LETTER ALEF}", "\N{ARABIC LETTER WAW}",
                             "\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER HEH}")
ABOVE, BELOW = "\N{ARABIC HAMZA ABOVE}", "\N{ARABIC HAMZA BELOW}"
MEEM, SEEN, LAM = "\N{ARABIC LETTER MEEM}", "\N{ARABIC LETTER SEEN}", "\N{ARABIC LETTER LAM}"

HAMZA_PAIRS = [
    ("\N{ARABIC LETTER ALEF WITH HAMZA ABOVE}", ALEF),  # مسأله / مساله
    ("\N{ARABIC LETTER ALEF WITH HAMZA BELOW}", ALEF),
    ("\N{ARABIC LETTER WAW WITH HAMZA ABOVE}", WAW),  # مؤسسه / موسسه
    ("\N{ARABIC LETTER YEH WITH HAMZA ABOVE}", FARSI_YEH),  # مسئله / مسیله
    (ALEF + ABOVE, ALEF),  # decomposed seats
    (ALEF + BELOW, ALEF),
    (WAW + ABOVE, WAW),
    ("\N{ARABIC LETTER YEH}" + ABOVE, FARSI_YEH),
    (FARSI_YEH + ABOVE, FARSI_YEH),
    (HEH + ABOVE, HEH),  # خانهٔ / خانه: the same mark on a heh
    ("\N{ARABIC LETTER HEH WITH YEH ABOVE}", HEH),  # ۀ, canonically U+06D5 U+0654
    ("\N{ARABIC LETTER WAW WITH HAMZA ABOVE}\N{ARABIC DAMMA}", WAW + "\N{ARABIC DAMMA}"),
]


@pytest.mark.parametrize(("with_hamza", "without"), HAMZA_PAIRS,
                         ids=[f"U+{ord(pair[0][0]):04X}-{len(pair[0])}" for pair in HAMZA_PAIRS])
def test_a_hamza_written_or_not_is_hamza_in_any_composition(with_hamza, without):
    a, b = MEEM + SEEN + with_hamza + LAM + HEH, MEEM + SEEN + without + LAM + HEH
    result = explained(a, b)
    assert list(result.classes) == ["hamza"] and result.near_identical
    assert clustered(a, b) == [{0, 1}]


def test_the_precomposed_and_decomposed_seat_are_still_canonically_equivalent():
    assert list(explained("\N{ARABIC LETTER ALEF WITH HAMZA ABOVE}", ALEF + ABOVE).classes) == [
        "canonical-equivalence"]


def test_heh_hamza_and_yeh_hamza_are_tried_before_hamza():
    assert list(explained("\N{ARABIC LETTER HEH WITH YEH ABOVE}", HEH + ABOVE).classes) == ["heh-hamza"]
    assert list(explained("\N{ARABIC LETTER YEH WITH HAMZA ABOVE}", FARSI_YEH + ABOVE).classes) == [
        "yeh-hamza"]


def test_a_hamza_is_no_longer_an_arabic_diacritic_but_a_fatha_is():
    assert list(explained(HEH + ABOVE, HEH).classes) == ["hamza"]
    assert list(explained("\N{ARABIC LETTER BEH}\N{ARABIC FATHA}", "\N{ARABIC LETTER BEH}").classes) == [
        "arabic-diacritic"]


@pytest.mark.parametrize("madda", ["\N{ARABIC LETTER ALEF WITH MADDA ABOVE}",
                                   ALEF + "\N{ARABIC MADDAH ABOVE}"])
def test_alef_madda_vs_alef_stays_a_real_edit(madda):
    # Maddah is not a hamza: آب / اب are two words.
    result = explained(madda + "\N{ARABIC LETTER BEH}", ALEF + "\N{ARABIC LETTER BEH}")
    assert list(result.classes) == ["content-edit"] and not result.near_identical
    assert clustered(madda + "\N{ARABIC LETTER BEH}", ALEF + "\N{ARABIC LETTER BEH}") == []


def test_an_arabic_yeh_under_the_hamza_also_needs_persian_yeh():
    result = explained("\N{ARABIC LETTER YEH WITH HAMZA ABOVE}", "\N{ARABIC LETTER YEH}")
    assert list(result.classes) == ["persian-yeh", "hamza"] and result.near_identical


# blank lines and indentation --------------------------------------------------------------

LICENCE = ("Permission is hereby granted, free of charge, to any person obtaining a copy\n"
           "of this software and associated documentation files (the \"Software\"), to deal\n"
           "\n"
           "  in the Software without restriction, including without limitation the rights\n"
           "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND.\n")


def reshaped(text, *, blank_before="", blank_after="", indent="", trailing="", indent_blank=False):
    lines = text.split("\n")
    lines = [indent + line + trailing if line or indent_blank else line for line in lines]
    return blank_before + "\n".join(lines) + blank_after


def test_the_licence_case_a_blank_first_line_and_every_line_three_spaces_deeper():
    variant = "\n" + "\n".join("   " + line for line in LICENCE.split("\n"))
    result = explained(LICENCE, variant)
    assert list(result.classes) == ["edge-whitespace"] and result.near_identical
    assert clustered(LICENCE, variant) == [{0, 1}]


@pytest.mark.parametrize("blank_before", ["", "\n", "\n\n", " \n\t\n"])
@pytest.mark.parametrize("blank_after", ["", "\n", "\n\n\n", "\n   "])
@pytest.mark.parametrize("indent", ["", "   ", "\t", "        "])
@pytest.mark.parametrize("trailing", ["", " ", "\t  "])
@pytest.mark.parametrize("indent_blank", [False, True])
def test_blank_lines_and_indentation_in_every_combination_are_edge_whitespace(
        blank_before, blank_after, indent, trailing, indent_blank):
    variant = reshaped(LICENCE, blank_before=blank_before, blank_after=blank_after, indent=indent,
                       trailing=trailing, indent_blank=indent_blank)
    if variant == LICENCE:
        return
    result = explain(record("A", LICENCE, language="en"), record("B", variant, language="en"))
    assert list(result.classes) == ["edge-whitespace"], [
        (d.a_text, d.b_text, d.classes) for d in result.differences]


def test_a_blank_line_inside_the_text_is_still_a_real_edit():
    assert "content-edit" in explained("a\nb", "a\n\nb").classes


# a zero-width character in place of a space --------------------------------------------------

@pytest.mark.parametrize("invisible", ["\N{ZERO WIDTH SPACE}", "\N{WORD JOINER}",
                                       "\N{ZERO WIDTH NO-BREAK SPACE}"])
def test_a_zero_width_character_in_place_of_a_space_is_space_variant(invisible):
    result = explained("one two three", f"one{invisible}two three")
    assert list(result.classes) == ["space-variant"] and result.near_identical
    assert clustered("one two three", f"one{invisible}two three") == [{0, 1}]
    # Inserted beside the space (or between letters), it stays default-ignorable.
    assert list(explained("one two three", f"one {invisible}two three").classes) == ["default-ignorable"]
    assert list(explained("onetwo", f"one{invisible}two").classes) == ["default-ignorable"]


# minimal hunks -------------------------------------------------------------------------------

def test_a_bom_and_a_zwnj_are_two_hunks_and_no_letter_rides_along():
    result = explained("\N{ZERO WIDTH NO-BREAK SPACE}" + "".join(BIKHABAR), ZWNJ.join(BIKHABAR))
    assert [(d.classes, d.a_text, d.b_text) for d in result.differences] == [
        (("bom",), "\N{ZERO WIDTH NO-BREAK SPACE}", ""), (("zwnj",), "", ZWNJ)]
    assert result.differences[1].a_range == (3, 3) and result.differences[1].b_range == (2, 3)


def test_a_zwnj_written_as_a_space_is_a_hunk_of_that_character_alone():
    result = explained(ZWNJ.join(MI_SHAVAD), " ".join(MI_SHAVAD))
    assert [(d.a_text, d.b_text) for d in result.differences] == [(ZWNJ, " ")]


def test_a_crlf_stays_whole():
    result = explained("a\r\nb", "a\nb")
    assert [(d.a_text, d.b_text) for d in result.differences] == [("\r\n", "\n")]


def test_a_decomposed_letter_stays_one_hunk():
    result = explained("caf\N{LATIN SMALL LETTER E WITH ACUTE}", "cafe\N{COMBINING ACUTE ACCENT}")
    assert [(d.a_text, d.b_text) for d in result.differences] == [
        ("\N{LATIN SMALL LETTER E WITH ACUTE}", "e\N{COMBINING ACUTE ACCENT}")]


# look-alikes ---------------------------------------------------------------------------------

def test_look_alike_letters_alone_are_not_near_identical_anywhere():
    a, b = "p\N{LATIN SMALL LETTER A}y", "p\N{CYRILLIC SMALL LETTER A}y"
    result = explained(a, b)
    assert list(result.classes) == ["confusable"] and not result.near_identical
    assert clustered(a, b) == []
