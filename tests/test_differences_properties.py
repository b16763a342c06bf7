"""Properties: a record explains as its own group; near-identical means the reported folds agree."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from core import canonical_bytes, explain
from core.differences import records_equal_under

# Characters that the classes are about, plus ordinary letters, so pairs often differ
# only invisibly and sometimes really.
TRAPS = (
    "ab VvmÉé\N{COMBINING ACUTE ACCENT}\r\n\t\N{NO-BREAK SPACE}\N{ZERO WIDTH NON-JOINER}"
    "\N{ZERO WIDTH SPACE}\N{RIGHT-TO-LEFT MARK}\N{ARABIC LETTER YEH}\N{ARABIC LETTER FARSI YEH}"
    "\N{ARABIC LETTER KAF}\N{ARABIC LETTER KEHEH}\N{ARABIC TATWEEL}\N{ARABIC FATHA}"
    "\N{ARABIC LETTER HEH}\N{ARABIC LETTER TEH MARBUTA}1\N{EXTENDED ARABIC-INDIC DIGIT ONE}"
    "\N{ARABIC COMMA},\N{LATIN SMALL LIGATURE FI}\N{CYRILLIC SMALL LETTER A}"
)
text = st.text(alphabet=TRAPS, min_size=1, max_size=12)
records = st.builds(
    lambda language, title, body: {"doc_id": "A", "source_ref": "r", "language": language,
                                   "title": title, "body": body},
    st.sampled_from(["fa", "en"]), text, text,
)


@given(records)
def test_a_record_is_its_own_group(record):
    result = explain(record, {**record, "doc_id": "B"})
    assert result.same_group is True
    assert result.differences == () and result.near_identical is True


@settings(max_examples=300)
@given(records, records)
def test_near_identical_means_the_reported_folds_make_them_equal(a, b):
    result = explain(a, b)
    if result.near_identical:
        assert records_equal_under(a, b, result.classes)


SWAPS = (
    ("\n", "\r\n"), ("\N{ARABIC LETTER YEH}", "\N{ARABIC LETTER FARSI YEH}"),
    ("\N{ARABIC LETTER KAF}", "\N{ARABIC LETTER KEHEH}"), ("é", "e\N{COMBINING ACUTE ACCENT}"),
    (" ", "\N{NO-BREAK SPACE}"), (" ", "  "),
    ("\N{ZERO WIDTH NON-JOINER}", ""), ("\N{ZERO WIDTH NON-JOINER}", " "),
    ("1", "\N{EXTENDED ARABIC-INDIC DIGIT ONE}"), ("V", "v"), ("a", "\N{CYRILLIC SMALL LETTER A}"),
    ("\N{ARABIC TATWEEL}", ""), ("\N{ARABIC COMMA}", ","), ("fi", "\N{LATIN SMALL LIGATURE FI}"),
    ("b", "b\N{ZERO WIDTH SPACE}"), ("m", "mm"),
)


@st.composite
def variant_pairs(draw):
    a = draw(records)
    b = {**a, "doc_id": "B"}
    for old, new in draw(st.lists(st.sampled_from(SWAPS), max_size=3)):
        field = draw(st.sampled_from(["title", "body"]))
        b[field] = b[field].replace(old, new) or b[field]
    return a, b


@settings(max_examples=500)
@given(variant_pairs())
def test_variants_near_identical_means_the_reported_folds_make_them_equal(pair):
    result = explain(*pair)
    if result.near_identical:
        assert records_equal_under(*pair, result.classes)


@given(records, records)
def test_byte_offsets_point_at_the_texts(a, b):
    contents = {"a": canonical_bytes(a["language"], a["title"], a["body"]),
                "b": canonical_bytes(b["language"], b["title"], b["body"])}
    for difference in explain(a, b).differences:
        for side in ("a", "b"):
            start, end = getattr(difference, f"{side}_bytes")
            escaped = json.dumps(getattr(difference, f"{side}_text"), ensure_ascii=False)[1:-1]
            assert contents[side][start:end] == escaped.encode("utf-8")


def test_a_fold_that_uncovers_another_still_counts_as_near_identical():
    # Found by hypothesis: removing the ZWNJ (zwnj) leaves B's trailing space alone at the
    # edge (edge-whitespace, applied earlier in the order): the folds must settle.
    a = {"doc_id": "A", "source_ref": "r", "language": "fa", "title": " ",
         "body": "1 \N{ZERO WIDTH NON-JOINER}"}
    b = {**a, "doc_id": "B", "title": "\N{NO-BREAK SPACE}", "body": "1 "}
    result = explain(a, b)
    assert result.near_identical and records_equal_under(a, b, result.classes)
