"""The sharpened rules of UNICODE.md (issue 12): edge white space and digits.

- `edge-whitespace` is every White_Space character at a line's or field's edge, form
  feed and vertical tab included (they are not line endings);
- a run of white space touching a line's edge is `edge-whitespace` however long;
- digits come from the same Unicode version as names and normalization.
"""

import pytest
import unicodedata2

from core import explain
from core.charnames import UNICODE_VERSION
from core.differences.classes import fold_fully_reference
from core.differences.folds import fold_digit_system, fold_edge_whitespace
from core.differences.lens import fold_fully


def record(doc_id, body):
    return {"doc_id": doc_id, "source_ref": "ref", "language": "en", "title": "t", "body": body}


def classes_of(a_body, b_body):
    return list(explain(record("A", a_body), record("B", b_body)).classes)


@pytest.mark.parametrize("edge", ["\N{FORM FEED}", "\N{LINE TABULATION}"])
@pytest.mark.parametrize(("a", "b"), [
    ("abc{e}\ndef", "abc\ndef"),      # at a line's end
    ("abc\n{e}def", "abc\ndef"),      # at a line's start
    ("abc{e}", "abc"),                # at the field's end
    ("{e}abc", "abc"),                # at the field's start
    ("abc {e} \ndef", "abc\ndef"),    # inside a run at a line's end
])
def test_form_feed_and_vertical_tab_at_an_edge_are_edge_whitespace(edge, a, b):
    assert classes_of(a.format(e=edge), b.format(e=edge)) == ["edge-whitespace"]


def test_form_feed_is_not_a_line_ending():
    # "a FF b" is one line: the FF is inside it, not at an edge.
    assert "edge-whitespace" not in classes_of("a\N{FORM FEED}b", "ab")


@pytest.mark.parametrize("run", [70, 200, 5000])
@pytest.mark.parametrize("space", [" ", "\t", "\N{NO-BREAK SPACE}"])
def test_a_long_run_touching_a_line_end_is_edge_whitespace(run, space):
    assert classes_of("abc" + space * run + "\ndef", "abc\ndef") == ["edge-whitespace"]
    # The hunk (TAB vs the space) is far from the line's end, but its run reaches it.
    assert classes_of("abc\t" + space * run + "\ndef", "abc " + space * run + "\ndef") == [
        "edge-whitespace"]


@pytest.mark.parametrize("run", [70, 5000])
def test_a_long_run_touching_a_line_start_is_edge_whitespace(run):
    assert classes_of("abc\n" + " " * run + "\tdef", "abc\n" + " " * (run + 1) + "def") == [
        "edge-whitespace"]
    assert classes_of("abc\n" + " " * run + "\tdef", "abc\ndef") == ["edge-whitespace"]


def test_a_long_run_between_words_is_still_a_space_run():
    assert classes_of("abc" + " " * 300 + "def", "abc def") == ["space-run"]


def test_the_fold_strips_form_feed_and_vertical_tab_per_line():
    assert fold_edge_whitespace("a\N{FORM FEED}\n\N{LINE TABULATION}b") == "a\nb"
    text = "x \N{FORM FEED}\ny\N{LINE TABULATION}"
    assert fold_fully(text) == fold_fully_reference(text) == "x\ny"


# Digits of scripts added after Unicode 14 (the standard library's tables on Python
# 3.11): `re`'s \d does not know them, unicodedata2 does. Looked up by name through
# unicodedata2, as the source's \N{...} escapes use the older tables.
NEW_DIGITS = ["KAWI DIGIT ONE", "NAG MUNDARI DIGIT ONE", "GARAY DIGIT ONE", "OUTLINED DIGIT ONE"]


@pytest.mark.parametrize("name", NEW_DIGITS)
def test_digits_of_newer_scripts_are_digit_system(name):
    digit = unicodedata2.lookup(name)
    assert fold_digit_system(digit) == "1"
    assert classes_of("x" + digit + "y", "x1y") == ["digit-system"]


def test_every_decimal_digit_of_the_unicode_version_folds():
    digits = [chr(cp) for cp in range(0x110000) if unicodedata2.category(chr(cp)) == "Nd"]
    text = "".join(digits)
    assert fold_digit_system(text) == "".join(str(unicodedata2.decimal(d)) for d in digits)
    assert UNICODE_VERSION == unicodedata2.unidata_version
