"""The shortcuts of ``neighbours`` and ``similar`` never change what they find.

- ``ends_key`` (the bucket a group is judged in) is a function of the coarse text: two
  texts with one coarse text, or one ``text_key``, share it, also when the text's first or
  last 64 code points end inside a CRLF, a letter and its marks, or a run of invisibles.
- ``same_coarse`` says exactly whether two texts have one coarse text.
- ``similar``'s bounds never rule out a candidate whose score reaches the threshold: the
  index finds what scoring every group would find.
- ``neighbours`` finds the same clusters whether the shared keys are judged in one
  process or in two.
"""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz import process
from rapidfuzz.distance import Indel

from core import Record, find_neighbours, form_groups
from core.differences import neighbours
from core.differences.lens import coarse, coarse_utf8, ends_key, same_coarse, text_key
from core.differences.neighbours import folded_content, neighbours_as_dict
from core.differences.similar import SimilarityIndex
from core.differences.similar_bounds import ScoreBounds
from tests.test_one_lens import SWAPS, TRAPS

# The product's traps, plus what cuts a text in two for ``ends_key`` (U+0000) and what
# only its slow path reads (a character beyond the BMP, a lone surrogate).
KEY_TRAPS = TRAPS + "\x00\N{MATHEMATICAL BOLD CAPITAL A}\ud800\N{ARABIC-INDIC DIGIT SEVEN}"
_piece = st.text(alphabet=KEY_TRAPS, max_size=80)
# Often longer than the two ends (64 code points each), whose cut then falls anywhere.
_middle = st.text(alphabet=KEY_TRAPS, min_size=8, max_size=30)
long_text = st.builds(lambda head, middle, times, tail: head + middle * times + tail,
                      _piece, _middle, st.sampled_from([0, 1, 6, 12, 20]), _piece)


@st.composite
def lens_variant(draw, text: str) -> str:
    """``text`` with a few of the product's swaps (lens-only ones, and real edits)."""
    for old, new in draw(st.lists(st.sampled_from(SWAPS), max_size=4)):
        text = text.replace(old, new, draw(st.sampled_from([1, -1])))
    return text


@st.composite
def text_pairs(draw):
    a = draw(long_text)
    if draw(st.booleans()):
        return a, draw(lens_variant(a))
    if draw(st.booleans()):  # one coarse text, written differently
        return a, draw(lens_variant(coarse(a)))
    return a, draw(long_text)


@settings(max_examples=400, deadline=None)
@given(long_text)
def test_the_ends_key_is_a_function_of_the_coarse_text(text):
    # Coarse images are their own images: a text and its coarse text have one coarse text.
    assert coarse_utf8(coarse(text)) == coarse_utf8(text)
    assert ends_key(text) == ends_key(coarse(text))


@settings(max_examples=400, deadline=None)
@given(text_pairs())
def test_texts_with_one_coarse_text_share_the_ends_key_and_same_coarse_says_so(pair):
    a, b = pair
    one_coarse = coarse_utf8(a) == coarse_utf8(b)
    assert same_coarse(a, b) == one_coarse == same_coarse(b, a)
    if one_coarse or text_key(a) == text_key(b):
        assert ends_key(a) == ends_key(b)


def test_the_ends_key_of_persian_edition_spellings_is_the_key_of_their_one_coarse_text():
    line = ("\N{ARABIC LETTER KAF}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER BEH}"
            " \N{ARABIC LETTER MEEM}\N{ARABIC LETTER YEH}\N{ZERO WIDTH NON-JOINER}"
            "\N{ARABIC LETTER KHAH}\N{ARABIC LETTER WAW}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER NOON}"
            "\N{ARABIC LETTER MEEM} 1404\r\n")
    other = (line.replace("\N{ARABIC LETTER KAF}", "\N{ARABIC LETTER KEHEH}")
             .replace("\N{ARABIC LETTER YEH}", "\N{ARABIC LETTER FARSI YEH}")
             .replace("1404", "\N{EXTENDED ARABIC-INDIC DIGIT ONE}\N{EXTENDED ARABIC-INDIC DIGIT FOUR}"
                      "\N{EXTENDED ARABIC-INDIC DIGIT ZERO}\N{EXTENDED ARABIC-INDIC DIGIT FOUR}")
             .replace("\N{ZERO WIDTH NON-JOINER}", " ").replace("\r\n", "\n")
             .replace("\N{ARABIC LETTER BEH}", "\N{ARABIC TATWEEL}\N{ARABIC LETTER BEH}"))
    a, b = line * 20, other * 20
    assert a != b and same_coarse(a, b)
    assert ends_key(a) == ends_key(b) == ends_key(coarse(a))
    edited = b[:300] + "\N{ARABIC LETTER SHEEN}" + b[300:]  # a letter more, in the middle
    assert not same_coarse(a, edited)
    assert ends_key(a) == ends_key(edited)  # the same ends: judged, and told apart there


# --- similar's bounds -----------------------------------------------------------------------

SCORED = "ab cde\N{ARABIC LETTER BEH}\N{ARABIC LETTER FARSI YEH}\N{ARABIC LETTER KEHEH}"


@st.composite
def edited(draw, text: str) -> str:
    """``text`` after a few insertions, deletions and replacements: near it, or not."""
    for _ in range(draw(st.integers(0, 6))):
        at = draw(st.integers(0, len(text)))
        cut = draw(st.integers(0, 2))
        text = text[:at] + draw(st.text(alphabet=SCORED, max_size=2)) + text[at + cut:]
    return text


@st.composite
def scored_corpora(draw):
    base = draw(st.text(alphabet=SCORED, min_size=1, max_size=60))
    texts = draw(st.lists(st.one_of(edited(base), st.text(alphabet=SCORED, max_size=60)),
                          min_size=1, max_size=30))
    query = draw(edited(base))
    min_score = draw(st.one_of(st.sampled_from([0.5, 0.8, 0.9, 0.95, 1.0]), st.floats(0.3, 1.0)))
    return texts, query, min_score


@settings(max_examples=400, deadline=None)
@given(scored_corpora())
def test_the_bounds_never_rule_out_a_candidate_that_reaches_the_score(corpus):
    texts, query, min_score = corpus
    kept = set(ScoreBounds(texts).reachable(query, min_score, 0, len(texts)))
    reaching = {at for at, text in enumerate(texts) if Indel.normalized_similarity(query, text) >= min_score}
    assert reaching <= kept


def _records(texts: list[str]) -> list[Record]:
    return [Record(f"D{at}", "r", "fa", "", text) for at, text in enumerate(texts)]


@settings(max_examples=150, deadline=None)
@given(scored_corpora(), st.integers(1, 12))
def test_similar_finds_what_scoring_every_group_finds(corpus, top):
    texts, query, min_score = corpus
    records = _records([query, *texts])
    groups = form_groups(records)
    queried = next(at for at, group in enumerate(groups) if records[group.members[0]].body == query)
    index = SimilarityIndex(records, groups, max_length=None)
    # Without the bounds: every group scored, by the scorer and cutoff the index uses (at a
    # score a rounding error from the threshold, rapidfuzz's cutoff decides, both ways alike).
    folded = [folded_content(records[group.members[0]]) for group in groups]
    scored = process.extract(folded[queried], folded, scorer=Indel.normalized_similarity,
                             score_cutoff=min_score, limit=None)
    expected = sorted((-score, at) for _, score, at in scored if at != queried)[:top]
    found = index.query(queried, top=top, min_score=min_score)
    assert [(match.group, match.score) for match in found] == [(at, -score) for score, at in expected]


# --- judging in one process or two ------------------------------------------------------------

def _variants_corpus() -> list[Record]:
    """Texts with the product's spellings apart, in many small sets of near-identical ones."""
    records = []
    for at in range(160):
        base = (f"\N{ARABIC LETTER KAF}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER BEH} {at}"
                f" \N{ARABIC LETTER YEH}\N{ZERO WIDTH NON-JOINER}\N{ARABIC LETTER HEH} record {at * 7}\r\n"
                f"e\N{COMBINING ACUTE ACCENT} \N{ARABIC LETTER TEH MARBUTA} line {at % 9}")
        title = f"title {at % 40}"
        records.append(Record(f"A{at}", "r", "fa", title, base))
        crlf_keheh = base.replace("\r\n", "\n").replace("\N{ARABIC LETTER KAF}", "\N{ARABIC LETTER KEHEH}")
        records.append(Record(f"B{at}", "r", "fa", title, crlf_keheh))
        if at % 3 == 0:  # and one really different: the same ends, another middle
            records.append(Record(f"C{at}", "r", "fa", title, base.replace("record", "recorded")))
        if at % 4 == 0:
            spaced = base.replace("\N{ZERO WIDTH NON-JOINER}", " ")
            nfc = spaced.replace("e\N{COMBINING ACUTE ACCENT}", "\N{LATIN SMALL LETTER E WITH ACUTE}")
            records.append(Record(f"D{at}", "r", "en", title, nfc))
    return records


def test_judged_in_one_process_or_two_the_clusters_are_the_same(monkeypatch):
    records = _variants_corpus()
    groups = form_groups(records)
    alone = neighbours_as_dict(find_neighbours(records, groups, processes=1), groups)
    assert len(alone["clusters"]) == 160
    # Few shared keys here: the threshold is lowered so that half of them are judged in a
    # forked child.
    monkeypatch.setattr(neighbours, "_MIN_BUCKETS_TO_FORK", 2)
    monkeypatch.setattr(neighbours, "_CHUNK", 8)
    assert neighbours._judge_in_two(2, 200)
    split = neighbours_as_dict(find_neighbours(records, groups, processes=2), groups)
    assert json.dumps(split, ensure_ascii=False) == json.dumps(alone, ensure_ascii=False)


def test_a_second_process_judges_from_a_few_thousand_shared_keys_never_in_a_gui():
    assert neighbours._judge_in_two(2, neighbours._MIN_BUCKETS_TO_FORK)
    assert not neighbours._judge_in_two(2, neighbours._MIN_BUCKETS_TO_FORK - 1)  # not worth a fork
    assert not neighbours._judge_in_two(1, 10 * neighbours._MIN_BUCKETS_TO_FORK)  # never in a GUI's process
