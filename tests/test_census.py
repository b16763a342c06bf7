"""The census of characters worth telling an editor about (UNICODE.md), kind by kind.

Every kind has a record where it must be reported and one where it must not: in a
language where it is normal, or the nearest harmless text.
"""

from __future__ import annotations

import pytest

from core.census.finder import finder_for, findings
from core.census.kinds import KIND_NAMES, is_reordering
from core.census.run import census_files
from core.census.tally import Tally
from core.input.limits import CORPUS_LIMITS
from tests.helpers import write_json

ARABIC_WORD = "\N{ARABIC LETTER KEHEH}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER BEH}"
RLO = "\N{RIGHT-TO-LEFT OVERRIDE}"
KAF_WORD = "\N{ARABIC LETTER KAF}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER BEH}"
ALI = "\N{ARABIC LETTER AIN}\N{ARABIC LETTER LAM}\N{ARABIC LETTER YEH}"
FINAL_YEH = "\N{ARABIC LETTER FARSI YEH FINAL FORM}"
PERSIAN_ONE, PERSIAN_TWO = "\N{EXTENDED ARABIC-INDIC DIGIT ONE}", "\N{EXTENDED ARABIC-INDIC DIGIT TWO}"
PERSIAN_MIGHT = ("\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}\N{ZERO WIDTH NON-JOINER}"
                 "\N{ARABIC LETTER SHEEN}\N{ARABIC LETTER WAW}\N{ARABIC LETTER DAL}")

# kind: (language, text that holds it, the character reported), (language, text where it is normal)
CASES = {
    "bidi-control": (("en", f"Pay to account {RLO}1234-5678", RLO),
                     ("en", "Pay to account 1234-5678")),
    "tag": (("en", "hello\U000E0041\U000E0042", "\U000E0041"), ("en", "hello AB")),
    "confusable": (("en", "my \N{CYRILLIC SMALL LETTER A}ccount", "\N{CYRILLIC SMALL LETTER A}"),
                   ("ru", "\N{CYRILLIC SMALL LETTER A}\N{CYRILLIC SMALL LETTER ES} my account")),
    "default-ignorable": (("en", "co\N{ZERO WIDTH NON-JOINER}operate", "\N{ZERO WIDTH NON-JOINER}"),
                          ("fa", PERSIAN_MIGHT)),
    "bom": (("en", "in\N{ZERO WIDTH NO-BREAK SPACE}side", "\N{ZERO WIDTH NO-BREAK SPACE}"), ("en", "inside")),
    "control": (("en", "bell\N{ALERT}", "\N{ALERT}"), ("en", "tab\tand\nnewline")),
    "line-ending": (("en", "one\r\ntwo", "\r"), ("en", "one\ntwo")),
    "space-variant": (("en", "100\N{NO-BREAK SPACE}km", "\N{NO-BREAK SPACE}"), ("en", "100 km")),
    "variation-selector": (("en", "A\N{VARIATION SELECTOR-1}", "\N{VARIATION SELECTOR-1}"), ("en", "A")),
    "compatibility": (("fa", FINAL_YEH, FINAL_YEH),
                      ("fa", "\N{ARABIC LETTER FARSI YEH}")),
    "not-nfc": (("en", "cafe\N{COMBINING ACUTE ACCENT}", "\N{COMBINING ACUTE ACCENT}"),
                ("en", "caf\N{LATIN SMALL LETTER E WITH ACUTE}")),
    "tatweel": (("fa", "\N{ARABIC LETTER KEHEH}\N{ARABIC TATWEEL}\N{ARABIC LETTER TEH}",
                 "\N{ARABIC TATWEEL}"),
                ("fa", ARABIC_WORD)),
    "private-use": (("en", "logo \ue000", "\ue000"), ("en", "logo")),
    "unassigned": (("en", "x\u0378", "\u0378"), ("en", "x")),
    "noncharacter": (("en", "x\ufdd0", "\ufdd0"), ("en", "x")),
    "persian-yeh": (("fa", ALI, "\N{ARABIC LETTER YEH}"), ("ar", ALI)),
    "persian-kaf": (("fa", KAF_WORD, "\N{ARABIC LETTER KAF}"), ("ar", KAF_WORD)),
    "digit-system": (("en", f"call 0912{PERSIAN_ONE}678", PERSIAN_ONE), ("fa", PERSIAN_ONE + PERSIAN_TWO)),
}


def found(language: str, text: str) -> list[tuple[int, str, str]]:
    return list(findings(text, finder_for(language)))


def test_every_kind_has_its_cases():
    assert set(CASES) == set(KIND_NAMES)


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_each_kind_is_reported_where_it_stands(kind):
    (language, text, char), _ = CASES[kind]
    assert (text.index(char), char, kind) in found(language, text)


@pytest.mark.parametrize("kind", KIND_NAMES)
def test_each_kind_is_not_reported_where_it_is_normal(kind):
    _, (language, text) = CASES[kind]
    assert found(language, text) == []


@pytest.mark.parametrize(("language", "text"), [
    ("fa", PERSIAN_MIGHT),  # ZWNJ inside a Persian word
    ("fa", f"{PERSIAN_ONE}{PERSIAN_TWO} 42"),  # Persian digits, and ASCII ones
    ("fa", "\N{ARABIC COMMA} \N{ARABIC SEMICOLON} \N{ARABIC QUESTION MARK} "
           "\N{LEFT-POINTING DOUBLE ANGLE QUOTATION MARK}x\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}"),
    ("ar", f"{ALI} {KAF_WORD} \N{ARABIC-INDIC DIGIT ONE}\N{ARABIC-INDIC DIGIT TWO}"),
    ("fa", f"{ARABIC_WORD} mV {ARABIC_WORD}"),  # a Latin unit between Persian words
    # Han and kana in one word: Japanese
    ("ja", "\N{CJK UNIFIED IDEOGRAPH-65E5}\N{HIRAGANA LETTER DE}\N{KATAKANA LETTER A}"),
    ("en", "na\N{LATIN SMALL LETTER I WITH DIAERESIS}ve caf\N{LATIN SMALL LETTER E WITH ACUTE}"),
])
def test_what_is_normal_for_the_language_is_not_reported(language, text):
    assert found(language, text) == []


@pytest.mark.parametrize(("language", "text", "reported"), [
    ("fa", "\N{ZERO WIDTH NON-JOINER}" + ARABIC_WORD, "\N{ZERO WIDTH NON-JOINER}"),  # not inside a word
    ("en", PERSIAN_MIGHT, "\N{ZERO WIDTH NON-JOINER}"),  # ZWNJ is Persian spelling only in fa
    ("fa", "\N{ARABIC-INDIC DIGIT ONE}", "\N{ARABIC-INDIC DIGIT ONE}"),  # Arabic-Indic digits in fa
    ("ar", PERSIAN_ONE, PERSIAN_ONE),  # Persian digits in ar
    ("fa", f"{PERSIAN_ONE}{PERSIAN_TWO}3", "3"),  # a mixed number
    ("fa", ARABIC_WORD + "mV", "m"),  # one word, two scripts
    ("und", "p\N{CYRILLIC SMALL LETTER A}ypal", "\N{CYRILLIC SMALL LETTER A}"),  # no language known
    # marks out of canonical order (fatha sorts before shadda)
    ("ar", "\N{ARABIC LETTER BEH}\N{ARABIC SHADDA}\N{ARABIC FATHA}", "\N{ARABIC SHADDA}"),
])
def test_what_is_foreign_to_the_language_is_reported(language, text, reported):
    assert reported in [char for _, char, _ in found(language, text)]


def test_a_region_subtag_keeps_the_language():
    assert found("fa-IR", PERSIAN_MIGHT) == []
    assert [kind for *_, kind in found("FA", "\N{ARABIC LETTER YEH}")] == ["persian-yeh"]


def test_reordering_characters_are_the_banners():
    assert is_reordering(0x202E) and is_reordering(0x2067) and is_reordering(0xE0041)
    assert not is_reordering(0x200F)  # RLM only nudges neutrals


class _Record:
    def __init__(self, doc_id, language, title, body):
        self.doc_id, self.language, self.title, self.body = doc_id, language, title, body


def test_the_tally_counts_records_occurrences_and_the_first_place():
    tally = Tally()
    records = [_Record("a", "en", "x", "a\N{ZERO WIDTH SPACE}b\N{ZERO WIDTH SPACE}"),
               _Record("b", "en", "plain", "plain"),
               _Record("c", "en", "\N{ZERO WIDTH SPACE}", "y")]
    tally.add_many(records, 1, lambda number, doc_id, field, offset: (number, field, offset))
    [row] = tally.rows()
    assert (row.label, row.name, row.kind) == ("U+200B", "ZERO WIDTH SPACE", "default-ignorable")
    assert (row.records, row.occurrences, row.doc_ids) == (2, 3, ("a", "c"))
    assert row.first == (1, "body", 1)
    assert tally.records == 3
    assert tally.rows(frozenset({"bom"})) == []


def _traps():
    return [
        {"doc_id": "rlo", "source_ref": "s", "language": "en", "title": "Pay",
         "body": "Pay to account \N{RIGHT-TO-LEFT OVERRIDE}1234-5678"},
        {"doc_id": "plain", "source_ref": "s", "language": "fa", "title": ARABIC_WORD, "body": PERSIAN_MIGHT},
        {"doc_id": "yeh", "source_ref": "s", "language": "fa", "title": "x",
         "body": "\N{ARABIC LETTER AIN}\N{ARABIC LETTER LAM}\N{ARABIC LETTER YEH}"},
    ]


@pytest.mark.parametrize("lines", [False, True])
def test_a_file_census_locates_each_first_occurrence(tmp_path, lines):
    path = write_json(tmp_path / ("c.jsonl" if lines else "c.json"), _traps(), lines=lines)
    result = census_files([str(path)], limits=CORPUS_LIMITS)
    assert result.problems == [] and result.tally.records == 3
    rows = {row.kind: row for row in result.tally.rows()}
    assert set(rows) == {"bidi-control", "persian-yeh"}
    first = rows["persian-yeh"].first
    text = path.read_text(encoding="utf-8").splitlines()
    assert (first.record, first.doc_id, first.field, first.offset) == (3, "yeh", "body", 2)
    assert text[first.line - 1][first.column - 1] == "{"
    assert '"yeh"' in "\n".join(text[first.line - 1:first.line + 6])


def test_several_ranges_give_the_same_census_as_one(tmp_path, monkeypatch):
    import core.census.run as census_run

    records = [dict(r, doc_id=f"{r['doc_id']}-{i}") for i in range(300) for r in _traps()]
    path = write_json(tmp_path / "many.json", records)
    one = census_files([str(path)], limits=CORPUS_LIMITS, jobs=1).tally.rows()
    monkeypatch.setattr(census_run, "MIN_RANGE_BYTES", 1024)
    two = census_files([str(path)], limits=CORPUS_LIMITS, jobs=2).tally.rows()
    assert two == one
    assert one[0].records == 300 and one[0].first.record == 1


def test_a_repeated_doc_id_is_a_problem_located(tmp_path):
    records = [*_traps(), dict(_traps()[0], body="again")]
    path = write_json(tmp_path / "repeat.json", records)
    result = census_files([str(path)], limits=CORPUS_LIMITS)
    assert [p.code for p in result.problems] == ["duplicate_doc_id"]
    assert result.problems[0].line is not None


@pytest.mark.parametrize("typed", ["U+202E", "u+202e", "\\u202e", "right-to-left override", "RLO"])
def test_the_filter_finds_a_character_however_it_is_typed(typed):
    from core.census.query import character_of

    assert character_of(typed) == RLO


@pytest.mark.parametrize("typed", ["space", "U+110000", "U+D800", "account", ""])
def test_words_stay_words_in_the_filter(typed):
    from core.census.query import character_of

    assert character_of(typed) is None


def test_the_group_filter_finds_records_holding_the_character():
    from core.display.group_table import GroupTable, TableQuery
    from core.grouping import form_groups
    from core.records import Record

    records = [Record("a", "s", "en", "Pay", f"Pay to account {RLO}1234"),
               Record("b", "s", "en", "Pay", "Pay")]
    table = GroupTable(records, form_groups(records))
    shown = lambda query: [table.groups[i].representative for i in table.arrange(query).rows]  # noqa: E731
    assert shown(TableQuery("U+202E")) == ["a"]
    assert shown(TableQuery("\\u202e")) == ["a"]
    assert shown(TableQuery(doc_ids=frozenset({"b"}))) == ["b"]


def test_every_invisible_marker_kind_is_in_the_one_vocabulary():
    from core.display.invisibles import marker_for
    from core.display.marker_kinds import INVISIBLE_KINDS, MARKER_KINDS

    kinds = {marker.kind for cp in range(0x110000) if not 0xD800 <= cp < 0xE000
             if (marker := marker_for(chr(cp))) is not None}
    assert kinds <= set(INVISIBLE_KINDS) and set(KIND_NAMES) <= set(MARKER_KINDS)


def test_reported_markers_underline_visible_and_badge_invisible_characters():
    from core.census.marks import UNDERLINE, reported_markers

    markers = reported_markers(f"{RLO}my \N{CYRILLIC SMALL LETTER A}ccount", "en")
    assert [(m.index, m.style, m.kind, m.label) for m in markers] == [
        (0, "badge", "bidi-control", "RLO"), (4, UNDERLINE, "confusable", "U+0430")]
    assert markers[1].tooltip.startswith("U+0430 CYRILLIC SMALL LETTER A\nconfusable: ")


def test_the_logical_order_shows_controls_in_place():
    from core.census.bidi import logical_order, reordering_characters

    assert reordering_characters("plain", f"x{RLO}") == ["U+202E RIGHT-TO-LEFT OVERRIDE"]
    assert reordering_characters("\N{RIGHT-TO-LEFT MARK}") == []  # a mark only nudges neutrals
    shown = logical_order(f"Pay {RLO}1234\nnext")
    assert shown == ("\N{LEFT-TO-RIGHT OVERRIDE}Pay \N{MATHEMATICAL LEFT ANGLE BRACKET}RLO"
                     "\N{MATHEMATICAL RIGHT ANGLE BRACKET}1234\N{POP DIRECTIONAL FORMATTING}\n"
                     "\N{LEFT-TO-RIGHT OVERRIDE}next\N{POP DIRECTIONAL FORMATTING}")


def test_the_character_tab_is_a_unicode_reference():
    from core.display.char_info import char_info

    rows = dict(char_info("\N{CYRILLIC SMALL LETTER A}").rows())
    assert rows["script"] == "Cyrillic (Cyrl)" and rows["block"] == "Cyrillic"
    assert rows["looks_like"] == "U+0061 LATIN SMALL LETTER A"
    assert rows["utf8_roles"] == "d0 (lead byte of 2) b0 (continuation)"
    assert rows["json_escape"] == "\\u0430"
    five = dict(char_info("\N{EXTENDED ARABIC-INDIC DIGIT FIVE}").rows())
    assert five["numeric"] == "5" and five["script"] == "Arabic (Arab)"
    face = dict(char_info("\N{GRINNING FACE}").rows())
    assert face["json_escape"] == "\\ud83d\\ude00" and face["block"] == "Emoticons"
    assert face["utf8_roles"].startswith("f0 (lead byte of 4) 9f (continuation)")
    assert dict(char_info("\N{RIGHT-TO-LEFT OVERRIDE}").rows())["script"] == "Common (Zyyy)"


def test_the_character_tab_gives_the_version_that_assigned_a_character():
    from core.display.char_info import char_info

    def age(char: str) -> str | None:
        return dict(char_info(char).rows()).get("age")

    assert age("\N{ARABIC LETTER FARSI YEH}") == "1.1"
    assert age("\N{RIGHT-TO-LEFT ISOLATE}") == "6.3"
    assert age("\N{SNAKE}") == "6.0"
    # MODIFIER LETTER ARMENIAN SMALL EH, new in 18.0: Python 3.11's \N{...} does not know it yet.
    assert age(chr(0x0558)) == "18.0"
    assert age(chr(0xE0FFF)) is None  # unassigned: no age row


WINDOW_RECORDS = [
    {"doc_id": "rlo", "source_ref": "s", "language": "en", "title": "Pay",
     "body": "Pay to \N{RIGHT-TO-LEFT OVERRIDE}1234"},
    {"doc_id": "rlo-copy", "source_ref": "t", "language": "en", "title": "Pay",
     "body": "Pay to \N{RIGHT-TO-LEFT OVERRIDE}1234"},
    {"doc_id": "plain", "source_ref": "s", "language": "en", "title": "Plain", "body": "nothing"},
    {"doc_id": "yeh", "source_ref": "s", "language": "fa", "title": "t",
     "body": "\N{ARABIC LETTER AIN}\N{ARABIC LETTER LAM}\N{ARABIC LETTER YEH}"},
]


def _loaded(path):
    from core.inspection import inspect_file

    inspection = inspect_file(str(path), limits=CORPUS_LIMITS)
    return inspection, (inspection.records, inspection.group_of_record, inspection.index_of_doc_id)


@pytest.mark.parametrize("apart", [False, True])
def test_the_window_counts_its_file_with_lines_and_columns(tmp_path, apart):
    from core.census.window import census_of_file, census_of_loaded

    path = write_json(tmp_path / "window.json", WINDOW_RECORDS)
    inspection, loaded = _loaded(path)
    census = census_of_file(str(path), *loaded, limits=CORPUS_LIMITS, apart=apart)
    as_loaded = census_of_loaded(*loaded, path=str(path))

    def essentials(rows):
        return [(row.label, row.kind, row.records, row.occurrences, row.doc_ids) for row in rows]

    assert essentials(census.rows) == essentials(as_loaded.rows)
    assert census.group_kinds == as_loaded.group_kinds
    override = census.rows[0]
    assert (override.label, override.doc_ids) == ("U+202E", ("rlo", "rlo-copy"))
    first = override.first
    assert first.where() == f"{path}:2:2" and (first.record, first.field, first.offset) == (1, "body", 7)
    index = inspection.index_of_doc_id
    assert census.record_indices[0] == frozenset({index["rlo"], index["rlo-copy"]})


def test_a_cancelled_census_stops_its_child(tmp_path, monkeypatch):
    import subprocess

    from core.census import apart
    from core.progress import Cancelled

    started = []

    class Recorded(subprocess.Popen):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            started.append(self)

    monkeypatch.setattr(apart.subprocess, "Popen", Recorded)
    path = write_json(tmp_path / "window.json", WINDOW_RECORDS)
    with pytest.raises(Cancelled):
        apart.census_rows_apart(str(path), limits=CORPUS_LIMITS, progress=lambda done, total: False)
    [child] = started
    assert child.returncode is not None  # killed and reaped, not left running


def test_a_file_gone_since_it_was_loaded_is_said(tmp_path):
    from core.census.apart import CensusFailed, census_rows_apart

    with pytest.raises(CensusFailed, match="cannot be read"):
        census_rows_apart(str(tmp_path / "gone.json"), limits=CORPUS_LIMITS)
