"""core.display: the hex dump, the invisible markers, the character rows, the compare rows.

No Qt here: these are the values the GUI only renders.
"""

from __future__ import annotations

import subprocess
import sys

import msgspec
import pytest

from core.contract_spans import layout_of
from core.differences.explanation import Explanation
from core.display import (
    ByteRange,
    HexDump,
    byte_highlights,
    canonical_json_display,
    char_info,
    difference_rows,
    field_spans,
    for_field,
    is_right_to_left,
    iter_markers,
    marker_for,
    markers,
    segments,
    summary,
    visible_text,
)
from tests.helpers import RECORD_A

SEED_HEX = (
    "5b22646f632d636f6e74656e742d7631222c226661222c22d8b1d8a7d987d986d985d8a7db8c20d8add8b3daafd8b1"
    "222c22d988d984d8aad8a7da9820d8a8d8b1d8add8b3d8a8205620d8a7d8b3d8aa2e225d"
)


def seed_dump() -> HexDump:
    return HexDump(layout_of(RECORD_A["language"], RECORD_A["title"], RECORD_A["body"]))


def test_hex_dump_rows_spell_the_seed_bytes():
    dump = seed_dump()
    assert dump.row_count == 6  # 83 bytes, 16 a row
    hex_digits = "".join(row.hex.replace(" ", "") for row in dump.rows())
    assert hex_digits == SEED_HEX
    first = dump.row(0).text()
    assert first.startswith("00000000  5b 22 64 6f 63 2d 63 6f  6e 74")
    assert first.endswith('["doc-content-v1')
    assert dump.text().count("\n") == 5


def test_text_column_puts_a_character_under_its_first_byte():
    row = seed_dump().row(1)  # ","fa"," then REH ALEF HEH NOON, two bytes each
    assert row.cells[8:10] == ("\N{ARABIC LETTER REH}", "\N{MIDDLE DOT}")
    assert len(row.cells) == len(row.data)


def test_each_byte_knows_its_field():
    dump = seed_dump()
    layout = dump.layout
    assert dump.field_of(0) == "structure"
    assert dump.field_of(layout.field_span("language")[0]) == "language"
    assert dump.field_of(layout.field_span("title")[0]) == "title"
    assert dump.field_of(layout.field_span("body")[1] - 1) == "body"
    assert dump.field_of(layout.field_span("body")[1]) == "structure"  # the closing quote


def test_highlights_later_ranges_win():
    dump = seed_dump()
    dump.set_highlights([ByteRange(0, 10, "difference"), ByteRange(5, 6, "current")])
    assert dump.highlight_at(2).role == "difference"
    assert dump.highlight_at(5).role == "current"
    assert dump.highlight_at(10) is None


def test_a_big_body_costs_nothing_until_a_row_is_asked_for():
    body = "\N{ARABIC LETTER FARSI YEH}" * 8_000_000  # 16 MB of UTF-8
    dump = HexDump(layout_of("fa", "t", body))
    assert dump.row_count > 1_000_000
    last = dump.row(dump.row_count - 1)
    assert last.data.endswith(b'"]')


def test_markers_name_each_invisible_character():
    text = "a\r\nb\N{ZERO WIDTH NON-JOINER}c\N{RIGHT-TO-LEFT MARK}\N{NO-BREAK SPACE}\t\N{ARABIC TATWEEL}"
    found = {marker.label: marker for marker in markers(text, spaces=False)}
    assert set(found) == {"CRLF", "ZWNJ", "RLM", "NBSP", "\N{RIGHTWARDS ARROW}", "KASH"}
    assert found["CRLF"].length == 2
    assert found["CRLF"].tooltip == "U+000D CARRIAGE RETURN\nU+000A LINE FEED"
    assert found["ZWNJ"].tooltip == "U+200C ZERO WIDTH NON-JOINER"
    assert found["RLM"].kind == "bidi"


def test_every_listed_invisible_has_a_distinct_marker():
    chars = ("\N{ZERO WIDTH SPACE}", "\N{ZERO WIDTH JOINER}", "\N{LEFT-TO-RIGHT MARK}",
             "\N{ARABIC LETTER MARK}", "\N{RIGHT-TO-LEFT EMBEDDING}", "\N{FIRST STRONG ISOLATE}",
             "\N{ZERO WIDTH NO-BREAK SPACE}", "\N{SOFT HYPHEN}", "\N{VARIATION SELECTOR-16}",
             "\N{NARROW NO-BREAK SPACE}", "\N{THIN SPACE}", "\N{WORD JOINER}", "\x01",
             "\N{NEXT LINE}", "\N{VARIATION SELECTOR-17}", "\N{MONGOLIAN FREE VARIATION SELECTOR ONE}")
    labels = [markers(char)[0].label for char in chars]
    assert len(set(labels)) == len(labels)
    assert labels[8] == "VS16" and labels[14] == "VS17"


def test_visible_text_keeps_bidi_controls_and_isolates_markers():
    text = "\N{ARABIC LETTER MEEM}\N{RIGHT-TO-LEFT MARK}x"
    shown = visible_text(text)
    # The RLM itself stays (removing it would reorder the line); its badge is an isolate.
    assert shown == ("\N{ARABIC LETTER MEEM}\N{RIGHT-TO-LEFT MARK}"
                     "\N{FIRST STRONG ISOLATE}\N{MATHEMATICAL LEFT ANGLE BRACKET}RLM"
                     "\N{MATHEMATICAL RIGHT ANGLE BRACKET}\N{POP DIRECTIONAL ISOLATE}x")
    pieces = [segment.text for segment in segments("ab\N{ZERO WIDTH JOINER}c")]
    assert pieces == ["ab", "\N{ZERO WIDTH JOINER}", "c"]


def test_field_lines_map_crlf_to_one_view_position():
    lines = for_field("ab\r\ncd\ne")
    assert lines.lines() == ["ab", "cd", "e"]
    assert lines.to_qt(4) == 3  # 'c' after a CRLF
    assert lines.to_field(3) == 4
    assert lines.field_range(0, 3) == (0, 4)  # the selected separator takes the whole CRLF


def test_char_info_rows():
    layout = layout_of("fa", "t", "a\n\N{ARABIC LETTER FARSI YEH}")
    info = char_info("\N{ARABIC LETTER FARSI YEH}", layout=layout, field="body", index=2)
    rows = dict(info.rows())
    assert rows["code_point"] == "U+06CC"
    assert rows["name"] == "ARABIC LETTER FARSI YEH"
    assert rows["category"] == "Lo (Letter, other)"
    assert rows["bidi_class"] == "AL (Arabic letter)"
    assert rows["utf8"] == "db 8c"
    newline = dict(char_info("\n", layout=layout, field="body", index=1).rows())
    assert newline["canonical_bytes"].endswith("5c 6e")  # JSON escapes LF as \n


def test_canonical_json_display_isolates_each_string():
    shown = canonical_json_display("fa", "\N{ARABIC LETTER BEH}", "\N{ARABIC LETTER TEH}")
    assert shown == ('["doc-content-v1","\N{FIRST STRONG ISOLATE}fa\N{POP DIRECTIONAL ISOLATE}",'
                     '"\N{FIRST STRONG ISOLATE}\N{ARABIC LETTER BEH}\N{POP DIRECTIONAL ISOLATE}",'
                     '"\N{FIRST STRONG ISOLATE}\N{ARABIC LETTER TEH}\N{POP DIRECTIONAL ISOLATE}"]')
    assert is_right_to_left("fa", "V")
    assert not is_right_to_left("en", "abc")
    assert is_right_to_left("en", "1 \N{ARABIC LETTER BEH}")


SIDE = {"doc_id": "A", "source_ref": "r", "candidate_digest": "0" * 64, "canonical_utf8_length": 50}
EXPLANATION = msgspec.convert({
    "contract": "doc-content-v1", "a": SIDE, "b": {**SIDE, "doc_id": "B"},
    "same_group": False,
    "classes": ["line-ending", "field-boundary"],
    "near_identical": True,
    "differences": [
        {"field": "body", "classes": ["line-ending"], "a_range": [3, 4], "b_range": [3, 5],
         "a_bytes": [40, 42], "b_bytes": [40, 44], "a_text": "\n", "b_text": "\r\n",
         "a_code_points": ["U+000A LINE FEED"],
         "b_code_points": ["U+000D CARRIAGE RETURN", "U+000A LINE FEED"], "sentence": "LF in A, CRLF in B",
         "phrase": {"template": "{a} in A, {b} in B", "args": {"a": "LF", "b": "CRLF"}}},
        {"field": "title+body", "classes": ["field-boundary"], "a_range": [2, 3], "b_range": [2, 3],
         "a_bytes": [30, 31], "b_bytes": [33, 34], "a_text": "c", "b_text": "c",
         "a_code_points": ["U+0063 LATIN SMALL LETTER C"], "b_code_points": ["U+0063 LATIN SMALL LETTER C"],
         "sentence": "moved", "phrase": {"template": "moved"}},
    ],
}, Explanation)


def test_difference_rows_and_highlights():
    rows = difference_rows(EXPLANATION)
    assert rows[0].cell("classes") == "line-ending"
    assert rows[0].cell("b") == "U+000D CARRIAGE RETURN, U+000A LINE FEED"
    assert field_spans(rows, "b", "body") == [(3, 5, 0)]
    # title+body ranges count over the concatenation: A's title "abc" holds it, B's body.
    assert field_spans(rows, "a", "title", title_length=3) == [(2, 3, 1)]
    assert field_spans(rows, "b", "body", title_length=2) == [(3, 5, 0), (0, 1, 1)]
    highlights = byte_highlights(rows, "a", current=0)
    assert [(r.start, r.end, r.role) for r in highlights] == [(30, 31, "difference"), (40, 42, "current")]
    assert summary(EXPLANATION) == ("2 differences: line-ending, field-boundary \N{MIDDLE DOT} "
                                    "near-identical: equal once these differences are ignored")
    worded = summary(EXPLANATION, template=lambda text: f"[{text}]", count_text=lambda n: f"<{n}>",
                     class_list="+".join)
    assert worded == ("[<2>: line-ending+field-boundary]"
                      " \N{MIDDLE DOT} [near-identical: equal once these differences are ignored]")
    same = msgspec.structs.replace(EXPLANATION, same_group=True, differences=())
    assert summary(same).startswith("Identical content")


def test_core_display_does_not_import_qt():
    code = "import sys, core.display; print(any(m.startswith('PySide6') for m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_a_narrower_dump_keeps_every_byte_and_lines_its_text_up():
    dump = seed_dump()
    dump.set_width(8)
    assert dump.row_count == 11  # 83 bytes, 8 a row
    assert "".join(row.hex.replace(" ", "") for row in dump.rows()) == SEED_HEX
    assert dump.row_of(16) == 2
    lines = dump.text().splitlines()
    assert lines[0] == '00000000  5b 22 64 6f 63 2d 63 6f  ["doc-co'
    assert lines[1].startswith("00000008  6e 74")
    assert {line.index(" ", 10 + 3 * 8) for line in lines[:-1]} == {34}  # text column lines up


def test_the_marker_scans_find_every_marked_character_and_every_badge():
    # The scan is a superset filter in C; each character it finds is then checked.
    # The badge-run class is exact: a run of them becomes one marker.
    from core.display.invisibles import _BADGE_RUN, _CANDIDATES

    missed, wrong = [], []
    for cp in range(0x110000):
        if 0xD800 <= cp < 0xE000:
            continue
        marker = marker_for(chr(cp))
        if marker is not None and not _CANDIDATES.fullmatch(chr(cp)):
            missed.append(cp)
        if (marker is not None and marker.style == "badge") != bool(_BADGE_RUN.fullmatch(chr(cp))):
            wrong.append(cp)
    assert missed == [] and wrong == []


def test_runs_of_zero_width_characters_are_one_marker():
    text = ("a" + "\N{ZERO WIDTH JOINER}" * 100_000 + "b\N{ZERO WIDTH NON-JOINER}\r\n  "
            + "\N{LEFT-TO-RIGHT MARK}\N{ZERO WIDTH JOINER}\N{RIGHT-TO-LEFT MARK}c")
    found = list(iter_markers(text, runs=True))
    assert [(m.index, m.length, m.label) for m in found] == [
        (1, 100_000, "ZWJ\N{MULTIPLICATION SIGN}100,000"), (100_002, 1, "ZWNJ"), (100_003, 2, "CRLF"),
        (100_005, 1, "\N{MIDDLE DOT}"), (100_006, 1, "\N{MIDDLE DOT}"),
        (100_007, 3, "LRM+ZWJ+\N{HORIZONTAL ELLIPSIS}\N{MULTIPLICATION SIGN}3")]
    assert found[0].tooltip == "U+200D ZERO WIDTH JOINER\n\N{MULTIPLICATION SIGN} 100,000 code points"
    assert found[0].kind == "joiner" and found[-1].kind == "ignorable"
    assert found[-1].tooltip.splitlines() == [
        "U+200E LEFT-TO-RIGHT MARK", "U+200D ZERO WIDTH JOINER", "U+200F RIGHT-TO-LEFT MARK",
        "\N{MULTIPLICATION SIGN} 3 code points"]
    assert len(markers(text)) == 100_007  # one per character without runs


def test_one_vocabulary_of_markers_for_the_window_and_for_plain_text():
    from core.display.invisibles import plain_visible

    text = ("a\N{ZERO WIDTH NON-JOINER}b\r\n\t \N{RIGHT-TO-LEFT OVERRIDE}"
            "\N{ARABIC LETTER KEHEH}\N{ARABIC TATWEEL}\ue000")  # U+E000: private use
    def badge(label):
        return f"\N{MATHEMATICAL LEFT ANGLE BRACKET}{label}\N{MATHEMATICAL RIGHT ANGLE BRACKET}"

    assert plain_visible(text) == (
        f"a{badge('ZWNJ')}b{badge('CRLF')}\N{RIGHTWARDS ARROW}\N{MIDDLE DOT}{badge('RLO')}"
        f"\N{ARABIC LETTER KEHEH}\N{ARABIC TATWEEL}{badge('KASH')}{badge('E000')}")
    # The window's badges carry the very same labels.
    assert [marker.label for marker in markers(text)] == [
        "ZWNJ", "CRLF", "\N{RIGHTWARDS ARROW}", "\N{MIDDLE DOT}", "RLO", "KASH", "E000"]


@pytest.mark.parametrize("char", ["\N{ARABIC NUMBER SIGN}", "\N{ARABIC END OF AYAH}",
                                  "\N{SYRIAC ABBREVIATION MARK}", "\N{ARABIC NUMBER MARK ABOVE}"])
def test_visible_format_characters_are_content_not_markers(char):
    # UNICODE.md: U+0600..U+0605, U+06DD, U+08E2 (and the other prepended concatenation
    # marks) have glyphs of their own.
    assert marker_for(char) is None
    assert list(iter_markers("1" + char + "2", runs=True)) == []


def test_badged_characters_are_the_badge_runs_and_the_narrow_spaces():
    from core.display.invisibles import BADGED

    for text in ("\N{ZERO WIDTH JOINER}", "\N{RIGHT-TO-LEFT MARK}", "\N{NO-BREAK SPACE}", "\N{THIN SPACE}"):
        assert BADGED.fullmatch(text), text
    for text in ("a", " ", "\N{ARABIC TATWEEL}", "\N{ARABIC NUMBER SIGN}"):
        assert BADGED.match(text) is None, text
    run = "a\N{ZERO WIDTH JOINER}\N{ZERO WIDTH NON-JOINER}b\N{NO-BREAK SPACE}c"
    assert [found.start() for found in BADGED.finditer(run)] == [1, 2, 4]  # one character at a time
