"""One test per class of UNICODE.md with its example pair, asserting the exact class list."""

import pytest

from core import CLASS_NAMES, explain


def record(doc_id, *, language="fa", title="عنوان", body="متن"):
    return {"doc_id": doc_id, "source_ref": "ref", "language": language, "title": title, "body": body}


def classes_of(a_body, b_body):
    return list(explain(record("A", body=a_body), record("B", body=b_body)).classes)


CASES = [
    ("bom", "\N{ZERO WIDTH NO-BREAK SPACE}abc", "abc"),
    ("line-ending", "a\r\nb", "a\nb"),
    ("line-ending", "a\N{NEXT LINE}b", "a\nb"),
    ("line-ending", "a\N{LINE SEPARATOR}b", "a\N{PARAGRAPH SEPARATOR}b"),
    ("edge-whitespace", "abc ", "abc"),
    ("edge-whitespace", "abc\tdef\n", "abc\tdef"),
    ("edge-whitespace", "a \nb", "a\nb"),
    ("canonical-equivalence", "caf\N{LATIN SMALL LETTER E WITH ACUTE}", "cafe\N{COMBINING ACUTE ACCENT}"),
    ("canonical-equivalence", "\N{OHM SIGN}", "\N{GREEK CAPITAL LETTER OMEGA}"),
    ("canonical-equivalence", "\N{ARABIC LETTER ALEF WITH MADDA ABOVE}",
     "\N{ARABIC LETTER ALEF}\N{ARABIC MADDAH ABOVE}"),
    ("canonical-equivalence", "a\N{COMBINING DOT BELOW}\N{COMBINING DOT ABOVE}",
     "a\N{COMBINING DOT ABOVE}\N{COMBINING DOT BELOW}"),
    ("bidi-control", "\N{ARABIC LETTER ALEF}\N{RIGHT-TO-LEFT MARK} 12", "\N{ARABIC LETTER ALEF} 12"),
    ("bidi-control", "x\N{ARABIC LETTER MARK}y", "xy"),
    ("zwnj", "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}\N{ZERO WIDTH NON-JOINER}"
     "\N{ARABIC LETTER SHEEN}", "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}\N{ARABIC LETTER SHEEN}"),
    ("zwnj", "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}\N{ZERO WIDTH NON-JOINER}"
     "\N{ARABIC LETTER SHEEN}", "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH} \N{ARABIC LETTER SHEEN}"),
    ("variation-selector", "\N{WHITE SMILING FACE}\N{VARIATION SELECTOR-16}", "\N{WHITE SMILING FACE}"),
    ("default-ignorable", "ab\N{ZERO WIDTH SPACE}c", "abc"),
    ("default-ignorable", "co\N{SOFT HYPHEN}op", "coop"),
    ("default-ignorable", "a\N{ZERO WIDTH NO-BREAK SPACE}b", "ab"),
    ("space-variant", "50\N{NO-BREAK SPACE}kg", "50 kg"),
    ("space-variant", "a\N{NARROW NO-BREAK SPACE}b", "a\N{IDEOGRAPHIC SPACE}b"),
    ("space-variant", "a\tb", "a b"),
    ("space-run", "a  b", "a b"),
    ("digit-system", "12", "\N{EXTENDED ARABIC-INDIC DIGIT ONE}\N{EXTENDED ARABIC-INDIC DIGIT TWO}"),
    ("digit-system", "\N{ARABIC-INDIC DIGIT FIVE}", "\N{EXTENDED ARABIC-INDIC DIGIT FIVE}"),
    ("persian-yeh", "\N{ARABIC LETTER YEH}", "\N{ARABIC LETTER FARSI YEH}"),
    ("persian-yeh", "\N{ARABIC LETTER ALEF MAKSURA}", "\N{ARABIC LETTER FARSI YEH}"),
    ("persian-kaf", "\N{ARABIC LETTER KAF}", "\N{ARABIC LETTER KEHEH}"),
    ("heh-hamza", "\N{ARABIC LETTER HEH WITH YEH ABOVE}", "\N{ARABIC LETTER HEH}\N{ARABIC HAMZA ABOVE}"),
    ("yeh-hamza", "\N{ARABIC LETTER YEH WITH HAMZA ABOVE}",
     "\N{ARABIC LETTER FARSI YEH}\N{ARABIC HAMZA ABOVE}"),
    ("heh-variant", "\N{ARABIC LETTER TEH MARBUTA}", "\N{ARABIC LETTER HEH}"),
    ("heh-variant", "\N{ARABIC LETTER AE}", "\N{ARABIC LETTER HEH}"),
    ("compatibility", "\N{LATIN SMALL LIGATURE FI}le", "file"),
    ("compatibility", "\N{FULLWIDTH LATIN CAPITAL LETTER A}", "A"),
    ("compatibility", "\N{ARABIC LETTER FARSI YEH ISOLATED FORM}", "\N{ARABIC LETTER FARSI YEH}"),
    ("compatibility", "x\N{SUPERSCRIPT TWO}", "x2"),
    ("tatweel", "\N{ARABIC LETTER KEHEH}\N{ARABIC TATWEEL}\N{ARABIC LETTER TEH}",
     "\N{ARABIC LETTER KEHEH}\N{ARABIC LETTER TEH}"),
    ("hamza", "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER SEEN}\N{ARABIC LETTER ALEF WITH HAMZA ABOVE}"
     "\N{ARABIC LETTER LAM}\N{ARABIC LETTER HEH}",
     "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER SEEN}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER LAM}"
     "\N{ARABIC LETTER HEH}"),
    ("hamza", "\N{ARABIC LETTER WAW WITH HAMZA ABOVE}", "\N{ARABIC LETTER WAW}"),
    ("arabic-diacritic", "\N{ARABIC LETTER BEH}\N{ARABIC FATHA}", "\N{ARABIC LETTER BEH}"),
    ("arabic-diacritic", "\N{ARABIC LETTER BEH}\N{ARABIC SHADDA}\N{ARABIC KASRA}", "\N{ARABIC LETTER BEH}"),
    ("punctuation-variant", "a\N{ARABIC COMMA} b", "a, b"),
    ("punctuation-variant", "\N{ARABIC QUESTION MARK}", "?"),
    ("punctuation-variant", "\N{LEFT DOUBLE QUOTATION MARK}x\N{RIGHT DOUBLE QUOTATION MARK}", '"x"'),
    ("punctuation-variant", "1\N{EN DASH}2", "1-2"),
    ("letter-case", "V", "v"),
    ("letter-case", "stra\N{LATIN SMALL LETTER SHARP S}e", "STRASSE"),
    ("confusable", "p\N{LATIN SMALL LETTER A}y", "p\N{CYRILLIC SMALL LETTER A}y"),
    ("content-edit", "V", "mV"),
]


@pytest.mark.parametrize(("expected", "a", "b"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_example_pair_is_named_by_its_class(expected, a, b):
    assert classes_of(a, b) == [expected]


def test_every_class_has_an_example():
    covered = {case[0] for case in CASES} | {"language-tag", "field-boundary"}
    assert covered == set(CLASS_NAMES)


def test_language_tag():
    result = explain(record("A", language="fa"), record("B", language="en"))
    assert result.classes == ("language-tag",)
    assert result.differences[0].field == "language"


def test_field_boundary():
    result = explain(record("A", title="ab", body="c"), record("B", title="a", body="bc"))
    assert result.classes == ("field-boundary",)
    assert result.near_identical is True


def test_crlf_and_arabic_yeh_in_one_hunk():
    a = "\N{ARABIC LETTER YEH}\r\n"
    b = "\N{ARABIC LETTER FARSI YEH}\n"
    result = explain(record("A", body="x" + a + "y"), record("B", body="x" + b + "y"))
    assert len(result.differences) == 1
    assert result.classes == ("line-ending", "persian-yeh")


def test_nbsp_is_a_space_variant_not_compatibility():
    assert classes_of("a\N{NO-BREAK SPACE}\N{NO-BREAK SPACE}b", "a b") == ["space-variant", "space-run"]


def test_presentation_kaf_is_compatibility_then_persian_kaf():
    assert classes_of("\N{ARABIC LETTER KAF ISOLATED FORM}", "\N{ARABIC LETTER KEHEH}") == [
        "persian-kaf", "compatibility"]


def test_visible_arabic_number_sign_is_not_ignorable():
    assert classes_of("\N{ARABIC NUMBER SIGN}1", "1") == ["content-edit"]


def test_end_of_ayah_is_not_a_diacritic():
    beh = "\N{ARABIC LETTER BEH}"
    assert classes_of(beh + "\N{ARABIC END OF AYAH}", beh) == ["content-edit"]


def test_separate_hunks_each_get_their_class():
    result = explain(record("A", body="a\r\nb \N{ARABIC LETTER KAF} V"),
                     record("B", body="a\nb \N{ARABIC LETTER KEHEH} mV"))
    classes = [list(d.classes) for d in result.differences]
    assert classes == [["line-ending"], ["persian-kaf"], ["content-edit"]]
    assert result.near_identical is False
