"""Alignment on grapheme clusters, at C speed."""

from itertools import accumulate

from hypothesis import given, settings
from hypothesis import strategies as st

from core import explain
from core.differences.align import Hunk, _block_hunks, align, common_ends, graphemes, minimal
from tests.helpers import edited_pairs


def test_precomposed_vs_decomposed_is_one_hunk():
    hunks = align("caf\N{LATIN SMALL LETTER E WITH ACUTE}!", "cafe\N{COMBINING ACUTE ACCENT}!")
    assert hunks == [Hunk(3, 4, 3, 5)]


def test_crlf_is_one_unit():
    assert align("a\r\nb", "a\nb") == [Hunk(1, 3, 1, 2)]


def test_two_one_megabyte_bodies_align_well_under_a_second():
    line = "ولتاژ برحسب V است. The sensor reads café.\n"
    a = line * (1_000_000 // len(line.encode("utf-8")))
    middle = len(a) // 2
    # Edits at the start, the middle and the end, so nothing is a shared prefix or suffix.
    tail = a[middle:].replace("V است", "mV است", 1)
    tail = tail[::-1].replace("éfac", "\N{COMBINING ACUTE ACCENT}efac", 1)[::-1]
    b = a[:middle].replace("V است", "mV است", 1).replace("\n", "\r\n", 5) + tail
    a_record = {"doc_id": "A", "source_ref": "r", "language": "fa", "title": "t", "body": a}
    result = explain(a_record, {**a_record, "doc_id": "B", "body": b})
    classes = [list(d.classes) for d in result.differences]
    expected = [["content-edit"]] + [["line-ending"]] * 5 + [["content-edit"], ["canonical-equivalence"]]
    assert classes == expected  # how fast: a benchmark's figure, never a test's (load would fail it)


def test_unrelated_long_texts_fall_back_to_lines():
    a = "".join(f"line {i} alpha\n" for i in range(20_000))
    b = "".join(f"row {i} beta\n" for i in range(20_000))
    hunks = align(a, b)
    assert hunks


# --- what the texts share at either end is left out, with the same hunks ------------------

# Few characters, so runs repeat and an alignment has ties to break; clusters that join
# (marks, ZWNJ, CR LF, emoji ZWJ sequences, regional indicators, Hangul, a conjunct).
_TIES = st.text(alphabet="ab \n\r\N{COMBINING ACUTE ACCENT}\N{ZERO WIDTH NON-JOINER}\N{ZERO WIDTH JOINER}"
                "\N{GRINNING FACE}\N{REGIONAL INDICATOR SYMBOL LETTER I}\N{HANGUL CHOSEONG KIYEOK}"
                "\N{HANGUL JUNGSEONG A}\N{DEVANAGARI LETTER KA}\N{DEVANAGARI SIGN VIRAMA}"
                "\N{ARABIC NUMBER SIGN}", max_size=160)


_EDITED = edited_pairs(_TIES, st.text(alphabet="ab\n\r\N{COMBINING ACUTE ACCENT}", max_size=3),
                       edits=3, cut=3)


def _whole(a: str, b: str) -> list[Hunk]:
    """The alignment of the whole texts, nothing left out first."""
    return [minimal(a, b, hunk) for hunk in _block_hunks(a, b, 0, 0)] if a != b else []


@settings(max_examples=3000)
@given(_EDITED)
def test_leaving_out_the_shared_ends_gives_the_hunks_of_the_whole_alignment(pair):
    a, b = pair
    assert align(a, b) == _whole(a, b)
    head, tail = common_ends(a, b)
    assert a[:head] == b[:head] and a[len(a) - tail:] == b[len(b) - tail:]
    assert head + tail <= min(len(a), len(b))
    for text in (a, b):  # the ends are cluster boundaries of both texts
        ends = set(accumulate(map(len, graphemes(text)), initial=0))
        assert head in ends and len(text) - tail in ends


def test_a_long_text_edited_in_one_place_is_cut_into_clusters_only_near_the_edit():
    line = "ولتاژ برحسب V است. می\N{ZERO WIDTH NON-JOINER}شود café.\n"
    a = line * 100
    b = a[:2000] + a[2000:].replace("V", "mV", 1)
    head, tail = common_ends(a, b)
    assert len(a) - head - tail < 40
    at = a.index("V", 2000)
    assert align(a, b) == _whole(a, b) == [Hunk(at, at, at, at + 1)]
