"""The census' marks for one field are bounded, whatever the field holds.

The hostile shapes: a million combining marks on one base, bidi controls ten thousand
deep, a zero-width space after every letter, a 300,000-character Persian text. A run
of one character becomes one marker that says how many; past 2,000 markers, or past
the first 50,000 code points, a last marker says that the rest is not marked.
"""

from __future__ import annotations

from core.census.marks import LIMIT_KIND, MOST_MARKERS, MOST_SEARCHED, reported_markers

PERSIAN_WORDS = "\N{ARABIC LETTER KAF}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER BEH} "


def test_a_million_combining_marks_on_one_base_are_one_marker():
    markers = reported_markers("a" + "\N{COMBINING ACUTE ACCENT}" * 1_000_000, "en")
    assert len(markers) == 1
    assert (markers[0].index, markers[0].length) == (1, 1_000_000)
    assert markers[0].label == "U+0301 \N{MULTIPLICATION SIGN}1,000,000"
    assert "\N{MULTIPLICATION SIGN}1,000,000" in markers[0].tooltip


def test_bidi_controls_ten_thousand_deep_are_two_markers():
    text = "\N{RIGHT-TO-LEFT EMBEDDING}" * 10_000 + "x" + "\N{POP DIRECTIONAL FORMATTING}" * 10_000
    markers = reported_markers(text, "fa")
    assert [(m.index, m.length, m.label) for m in markers] == [
        (0, 10_000, "RLE \N{MULTIPLICATION SIGN}10,000"),
        (10_001, 10_000, "PDF \N{MULTIPLICATION SIGN}10,000")]


def test_past_the_most_markers_one_last_marker_says_the_rest_is_not_marked():
    markers = reported_markers("a\N{ZERO WIDTH SPACE}" * 300_000, "en")
    assert len(markers) == MOST_MARKERS + 1
    assert [m.index for m in markers[:3]] == [1, 3, 5]  # one each while within the bound
    last = markers[-1]
    assert (last.kind, last.label) == (LIMIT_KIND, "\N{HORIZONTAL ELLIPSIS}")
    assert last.tooltip.startswith(f"Only the first {MOST_MARKERS:,} reported characters of this field")


def test_a_long_text_is_searched_to_a_bound_and_says_so():
    text = PERSIAN_WORDS * 60_000  # 300,000 code points
    markers = reported_markers(text, "en")
    assert markers[-1].kind == LIMIT_KIND and markers[-1].index == MOST_SEARCHED
    assert f"first {MOST_SEARCHED:,} code points" in markers[-1].tooltip
    assert len(reported_markers(text, "fa")) == MOST_MARKERS + 1


def test_an_ordinary_field_is_marked_character_by_character():
    text = "a\N{ZERO WIDTH SPACE}b\N{ZERO WIDTH SPACE}\N{ZERO WIDTH SPACE}c"
    markers = reported_markers(text, "en")
    assert [(m.index, m.length) for m in markers] == [(1, 1), (3, 2)]
    assert markers[0].label == "ZWSP"


class _CountedNormalize:
    """``unicodedata`` with its ``normalize`` calls recorded (their lengths); too many stop the test."""

    def __init__(self, most_calls: int) -> None:
        from core.charnames import unicodedata

        self._module, self.lengths, self._most = unicodedata, [], most_calls

    def normalize(self, form: str, text: str) -> str:
        self.lengths.append(len(text))
        assert len(self.lengths) <= self._most, "a combining sequence is judged again and again"
        return self._module.normalize(form, text)

    def __getattr__(self, name: str):
        return getattr(self._module, name)


def test_the_window_judges_combining_sequences_within_the_searched_bound(monkeypatch):
    """Selecting a field of a million marks on one base judged the whole sequence with NFC
    (60-130 ms) though only its first MOST_SEARCHED code points are marked."""
    from core.census import finder

    counted = _CountedNormalize(most_calls=10)
    monkeypatch.setattr(finder, "unicodedata", counted)
    text = "e" + "\N{COMBINING ACUTE ACCENT}\N{COMBINING GRAVE ACCENT}" * 500_000
    markers = reported_markers(text, "en")
    assert markers[-1].kind == LIMIT_KIND
    assert counted.lengths and max(counted.lengths) <= MOST_SEARCHED


def test_marks_nfc_leaves_alone_are_judged_once_and_the_census_finds_the_same(monkeypatch):
    """Every mark of a run NFC leaves alone was judged again with the whole run: quadratic
    (20,000 fathas on one letter took 12 s), in the census as in the window."""
    from core.census import finder as finding
    from core.census.finder import finder_for, findings

    persian = finder_for("fa")
    counted = _CountedNormalize(most_calls=10)
    monkeypatch.setattr(finding, "unicodedata", counted)
    text = "\N{ARABIC LETTER BEH}" + "\N{ARABIC FATHA}" * 200_000 + " \N{ARABIC LETTER YEH}"
    assert list(findings(text, persian)) == [(200_002, "\N{ARABIC LETTER YEH}", "persian-yeh")]
    singleton = "a\N{COMBINING ACUTE ACCENT}\N{COMBINING ACUTE TONE MARK}"  # NFC maps U+0341
    assert [kind for _at, _char, kind in findings(singleton, finder_for("en"))] == ["not-nfc"]
    assert len(counted.lengths) <= 3
