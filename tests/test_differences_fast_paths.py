"""The neighbour finder's shortcuts give exactly what the straightforward code gives.

- ``fold_fully`` (a few C-speed passes) equals ``fold_fully_reference`` (every fold in turn);
- ``pair_classes`` equals ``explain(a, b).classes``;
- ``field_hunks`` equals ``align``, and ``simple_clusters`` agrees with ``regex``'s ``\\X``
  (on the sequences of UAX #29's GraphemeBreakTest.txt too).
"""

import itertools
from pathlib import Path

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from core import Record, form_groups
from core.differences import explain
from core.differences._pair_classes import field_hunks, pair_classes, simple_clusters
from core.differences.align import align, graphemes
from core.differences.classes import TEXT_CLASSES, fold_fully_reference
from core.differences.lens import fold_fully
from core.differences.neighbours import folded_content
from tests.helpers import edited_pairs as edited_text_pairs
from tests.helpers import planted_records

GRAPHEME_BREAK_TEST = Path("/usr/share/unicode/auxiliary/GraphemeBreakTest.txt")

# Every character a fold acts on or that UNICODE.md names, characters that build
# clusters (marks, ZWJ, Hangul, emoji, regional indicators, Indic conjuncts), and
# ordinary letters, digits and spaces.
TRAPS = (
    "aAbB VvmÉéß 1\t\r\n\x0b\x0c\x1c\x85\u2028\u2029\u00a0\u202f\u2000\u2001\u3000\u1680"
    "\ufeff\u200b\u200c\u200d\u2060\u00ad\u034f\u200e\u200f\u061c\u202a\u202e\u2066\u2069"
    "\ufe00\ufe0f\U000e0100\u180b\u180f\u0301\u0308\u0327\u2126\u212b"
    "\u064a\u0649\u06cc\u0643\u06a9\u0647\u0654\u06c0\u06d5\u06c1\u06be\u0629\u0626"
    "\u0622\u0627\u0653\u0640\u064b\u064e\u0650\u0670\u0610\u06d6\u06dd\u0600"
    "\u0660\u0661\u06f1\u06f5\u0966\U0001d7ce"
    "\u060c\u061b\u061f\u066a\u201c\u201d\u00ab\u00bb\u2013\u2212,;?%\"-"
    "\ufb50\ufbfc\ufed9\ufef5\uff21\uff11\ufb01\u2026\u00b2\u00a8"
    "\u0430\u0410\u03a3\u03c2"
    "\u1100\u1161\u11a8\uac00\uac01\U0001f600\U0001f1ee\U0001f1f7\u0915\u094d\u0937\u093f\u0903"
    "\ud55c\u0e33\u0600x"
    "\u062a\u0621\u0648\u0631\u0698\u0628\ufe8d"  # teh, hamza, letters that do not join to the left
)
texts = st.text(alphabet=TRAPS, max_size=40)


@pytest.fixture(scope="module")
def planted():
    return planted_records()


# --- fold_fully -----------------------------------------------------------------

# The digit tables, the fast fold's and the cluster shortcut's are built on first use
# (~0.1-0.3 s each): once here, not inside an example that hypothesis times against its
# deadline (a busy machine made test_pair_classes_equal_explain miss it once).
fold_fully_reference("\N{MATHEMATICAL BOLD DIGIT ONE}\N{ARABIC-INDIC DIGIT ONE}")
fold_fully("\N{ARABIC-INDIC DIGIT ONE}")
simple_clusters("e\N{COMBINING ACUTE ACCENT}")


@settings(max_examples=3000)
@given(texts)
def test_fold_fully_equals_every_fold_in_turn(text):
    assert fold_fully(text) == fold_fully_reference(text)


@settings(max_examples=500)
@given(st.text(max_size=30))
def test_fold_fully_equals_every_fold_in_turn_on_any_text(text):
    text = "".join(char for char in text if not "\ud800" <= char <= "\udfff")
    assert fold_fully(text) == fold_fully_reference(text)


@pytest.mark.parametrize("text", [
    "", " ", "\ufeff", "\ufeff\ufeff x", "a\r\n b \r c\x85d\u2028e\u2029", " \t\u00a0x\u3000\n\x0b\x0c",
    "\u06cc\u200c\u0654", "\u064a\u0654", "\u06cc\u0640\u0654", "\u0627\u0640\u0653", "\u06c0\u064e",
    "\u06d5\u0654", "\ufbfc\u0654", "\ufed9", "a\u200b \u200b b", "x \u00a0 y", "\u0661\u06f2\U0001d7ce",
    "ﬁ\u00a8 \u00a0\u00a8", "ABC ß \u03a3", "\U0001f600 \u0300", "\u0301a", "\u2000\u0301",
    # a space after a letter that does not join to the left, with what other folds remove or
    # make a space beside it: each must be seen in UNICODE.md's order
    "\u0648 \u0628", "\u0648\u200f \u0628", "\u0648 \u200f\u0628", "\u0648\u00a0\u0628",
    "\u0648\u200b \u0628", "\u0648\u200c \u0628", "\u0648  \u0628", "\u0648\u0650 \u0628",
    "\u0629 \u0628", "\ufe8d \u0628", "\u0627\u0621", "\u0627\u0621\u064b \u0628", " \u0650 x",
    "x\u0621\u0308",  # the final hamza left out: x and the diaeresis it carried compose
])
def test_fold_fully_edge_cases(text):
    assert fold_fully(text) == fold_fully_reference(text)


def test_fold_fully_on_the_planted_corpus(planted):
    records, _ = planted
    for record in records:
        for text in (record.title, record.body):
            assert fold_fully(text) == fold_fully_reference(text)


def test_the_full_fold_still_leaves_out_only_confusable():
    assert "confusable" in TEXT_CLASSES
    assert fold_fully("a") != fold_fully("\N{CYRILLIC SMALL LETTER A}")  # look-alikes stay apart
    assert fold_fully("a\r\nB") == "a\nb" and folded_content(Record("A", "r", "fa", "T", "x")) == "tx"


# --- alignment and pair classes ------------------------------------------------------


def test_simple_clusters_agree_with_regex_on_grapheme_break_test():
    if not GRAPHEME_BREAK_TEST.exists():
        pytest.skip("install Debian's unicode-data (scripts/install-system-deps)")
    checked = 0
    for line in GRAPHEME_BREAK_TEST.read_text(encoding="utf-8").splitlines():
        rule = line.split("#", 1)[0].strip()
        if not rule:
            continue
        # The file's own breaks follow its (older) UCD; align() follows regex's, so the
        # file serves as a list of tricky sequences checked against regex.
        text = "".join(chr(int(cp, 16)) for cp in regex.findall(r"[0-9A-F]{4,6}", rule))
        spans = simple_clusters(text)
        if spans is None:
            continue
        checked += 1
        assert _clusters_from_spans(text, spans) == graphemes(text), line
    assert checked > 150


def _clusters_from_spans(text, spans):
    clusters, at = [], 0
    for start, end in spans:
        clusters += [*text[at:start], text[start:end]]
        at = end
    return clusters + list(text[at:])


@settings(max_examples=3000)
@given(texts)
def test_simple_clusters_agree_with_regex(text):
    spans = simple_clusters(text)
    if spans is not None:
        assert _clusters_from_spans(text, spans) == graphemes(text)


SWAPS = ("\n", "\r\n", "\u064a", "\u06cc", "é", "e\u0301", " ", "\u00a0", "\u200c", "", "1", "\u06f1",
         "V", "mV", "\u0640", "\u0654", "\u094d", "\U0001f600", "\u1100", "\r",
         " \n", "\n ", "\u0629", "\u062a", "\u0621", " \u0650")


def edited_pairs():
    return edited_text_pairs(texts, st.sampled_from(SWAPS), edits=4, cut=2)


@settings(max_examples=3000)
@given(edited_pairs())
def test_field_hunks_equal_align(pair):
    assert field_hunks(*pair) == align(*pair)


def test_field_hunks_equal_align_on_long_repetitive_texts():
    line = "ولتاژ برحسب V است. می‌شود café.\n"
    a = line * 300
    for b in (a.replace("\n", "\r\n", 7), a.replace("V", "mV", 2), a[:500] + a[501:],
              a + a[:40], "x" + a, a.replace("ی", "ي"), (line * 3)[:-1] * 100):
        assert field_hunks(a, b) == align(a, b)
        assert field_hunks(b, a) == align(b, a)


@settings(max_examples=500)
@given(edited_pairs(), edited_pairs(), st.sampled_from(["fa", "en"]), st.sampled_from(["fa", "en"]))
def test_pair_classes_equal_explain(titles, bodies, language_a, language_b):
    a = {"doc_id": "A", "source_ref": "r", "language": language_a, "title": titles[0], "body": bodies[0]}
    b = {"doc_id": "B", "source_ref": "r", "language": language_b, "title": titles[1], "body": bodies[1]}
    assert pair_classes(a, b) == explain(a, b).classes


def test_pair_classes_equal_explain_on_the_planted_corpus(planted):
    records, pairs = planted
    index_of = {record.doc_id: index for index, record in enumerate(records)}
    groups = form_groups(records)
    checked = 0
    for pair in pairs:
        a, b = records[index_of[pair.doc_id_a]], records[index_of[pair.doc_id_b]]
        assert pair_classes(a, b) == explain(a, b).classes, pair
        checked += pair.cls != "exact-copy"
    # and a few unrelated pairs (content edits all over: slow to classify)
    heads = [records[group.members[0]] for group in groups[:12]]
    for a, b in itertools.pairwise(heads):
        assert pair_classes(a, b) == explain(a, b).classes
    assert checked > 100
