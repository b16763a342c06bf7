"""A source_ref as people write it: URLs and IRIs under the corpus profile, the id rule
under the seed's; controls, invisible and bidi characters refused the same way by every
path that reads records (the one-pass scan, the loader's fast and thorough paths, the CLI)."""

from __future__ import annotations

import json

import pytest
import regex
import unicodedata2

from core import CORPUS_LIMITS, SEED_LIMITS, ContractError, load_records
from core.input.limits import UNSEEN
from core.input.validation import validate_record
from core.onepass.scan import Doubt, scan_batch

from .helpers import run_cli, write_json

REAL_REFS = [
    "https://pypi.org/project/hafez/0.4.2/#hafez/data/hafez.json?id=12&couplet=3",
    "https://example.org/search?q=%D8%AD%D8%A7%D9%81%D8%B8&lang=fa#result-2",
    "https://example.org/~user/page.html?a=1&b=2;c=3",
    "https://fa.wikipedia.org/wiki/\N{ARABIC LETTER HAH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER FEH}"
    "\N{ARABIC LETTER ZAH}#\N{ARABIC LETTER DAL}\N{ARABIC LETTER FARSI YEH}\N{ARABIC LETTER WAW}"
    "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER NOON}",
    "https://de.wikipedia.org/wiki/Stra\N{LATIN SMALL LETTER SHARP S}e",
    "urn:isbn:978-0-00-000000-0",
    "https://example.org/" + "a" * (2048 - len("https://example.org/")),  # exactly 2,048 characters
]
REFUSED = [
    ("\N{LEFT-TO-RIGHT MARK}", "U+200E LEFT-TO-RIGHT MARK"),
    ("\N{RIGHT-TO-LEFT OVERRIDE}", "U+202E RIGHT-TO-LEFT OVERRIDE"),
    ("\N{RIGHT-TO-LEFT ISOLATE}", "U+2067 RIGHT-TO-LEFT ISOLATE"),
    ("\N{ARABIC LETTER MARK}", "U+061C ARABIC LETTER MARK"),
    ("\N{ZERO WIDTH SPACE}", "U+200B ZERO WIDTH SPACE"),
    ("\N{ZERO WIDTH NON-JOINER}", "U+200C ZERO WIDTH NON-JOINER"),
    ("\N{ZERO WIDTH NO-BREAK SPACE}", "U+FEFF ZERO WIDTH NO-BREAK SPACE"),
    ("\N{SOFT HYPHEN}", "U+00AD SOFT HYPHEN"),
    ("\N{TAG LATIN SMALL LETTER A}", "U+E0061 TAG LATIN SMALL LETTER A"),
    ("\N{NO-BREAK SPACE}", "U+00A0 NO-BREAK SPACE"),
    (" ", "U+0020 SPACE"),
    ("\t", "U+0009 CHARACTER TABULATION"),
    ("\x7f", "U+007F DELETE"),
    ("\N{NEXT LINE}", "U+0085 NEXT LINE"),
]


def _record(source_ref: str, doc_id: str = "A") -> dict[str, str]:
    return {"doc_id": doc_id, "source_ref": source_ref, "language": "fa", "title": "t", "body": "b"}


def _refusal(source_ref: str, limits) -> str:
    """The sentence validating a record with ``source_ref`` raises."""
    with pytest.raises(ContractError) as raised:
        validate_record(_record(source_ref), limits)
    assert raised.value.problem.field == "source_ref"
    return raised.value.problem.message


def _scan(records) -> list[str]:
    payload = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records).encode()
    return scan_batch(payload, CORPUS_LIMITS, lines=True).source_refs


def test_the_refused_class_is_the_unicode_data_of_the_product():
    """UNSEEN, written out in core/input/limits.py, is what unicodedata2 and regex say today."""
    unseen = regex.compile(r"[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\p{White_Space}]")
    derived = {code for code in range(0x110000)
               if unicodedata2.category(chr(code)) in {"Cc", "Cf", "Cs", "Co", "Zs", "Zl", "Zp"}
               or unseen.match(chr(code))}
    noncharacters = {0xFFFFE, 0xFFFFF, 0x10FFFE, 0x10FFFF}  # between the private use planes' ends
    written = regex.compile(f"[{UNSEEN}]")
    assert {code for code in range(0x110000) if written.match(chr(code))} == derived | noncharacters


@pytest.mark.parametrize("source_ref", REAL_REFS)
def test_real_urls_and_iris_are_accepted_by_every_path(tmp_path, source_ref):
    records = [_record(source_ref), _record(source_ref, "B")]
    assert _scan(records) == [source_ref, source_ref]  # the one-pass scan vouches for them
    for lines in (False, True):
        loaded = load_records(write_json(tmp_path / f"r{lines}.json", records, lines=lines))
        assert loaded.problems == []
        assert [record.source_ref for record in loaded.records] == [source_ref, source_ref]
    result = run_cli("group", tmp_path / "rTrue.json")
    assert result.returncode == 0, result.stderr
    members = json.loads(result.stdout)["groups"][0]["members"]
    assert [member["source_ref"] for member in members] == [source_ref, source_ref]


def test_a_source_ref_json_escapes_is_read_by_the_thorough_path(tmp_path):
    """The one pass writes ids into its report as they are, so it leaves these to the loader."""
    source_ref = 'C:\\corpus\\"quoted"_name.txt'
    with pytest.raises(Doubt):
        _scan([_record(source_ref)])
    path = write_json(tmp_path / "escaped.jsonl", [_record(source_ref)], lines=True)
    assert [record.source_ref for record in load_records(path).records] == [source_ref]
    result = run_cli("group", path)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["groups"][0]["members"][0]["source_ref"] == source_ref


def test_a_source_ref_of_2049_characters_is_refused():
    assert _refusal("h" * 2049, CORPUS_LIMITS) == "source_ref must have 1 to 2,048 characters; it has 2,049"


@pytest.mark.parametrize(("char", "label"), REFUSED)
def test_controls_invisible_and_bidi_characters_are_refused(tmp_path, char, label):
    value = "https://example.org/a?b=c#d" + char + "x" * 60
    with pytest.raises(Doubt):
        _scan([_record(value)])  # the one pass leaves it to the thorough path
    for lines in (False, True):
        loaded = load_records(write_json(tmp_path / f"bad{lines}.json", [_record(value)], lines=lines))
        assert loaded.records == []
        (problem,) = loaded.problems
        assert (problem.code, problem.field, problem.record) == ("identity", "source_ref", 1)
        # The value up to and including the refused character (escaped by repr, or a plain
        # space), then "…": never cut before it.
        shown = repr("https://example.org/a?b=c#d" + char + "…")
        assert problem.message.endswith(f"; got {shown} (character 28 is {label})"), problem.message


def test_a_refused_character_far_in_is_shown_with_everything_before_it():
    value = "https://example.org/" + "p" * 1500 + "\N{RIGHT-TO-LEFT OVERRIDE}" + "gpj.exe"
    message = _refusal(value, CORPUS_LIMITS)
    assert repr(value[:1521] + "…") in message
    assert "(character 1,521 is U+202E RIGHT-TO-LEFT OVERRIDE)" in message


def test_the_cli_says_the_same_sentence_for_both_formats(tmp_path):
    value = "https://example.org/?q=\N{LEFT-TO-RIGHT MARK}1"
    for lines in (False, True):
        path = write_json(tmp_path / f"bad{lines}.json", [_record("ok"), _record(value, "B")], lines=lines)
        result = run_cli("group", path)
        assert result.returncode != 0
        assert "source_ref must be 1 to 2,048 characters, none of them a control, space, invisible or " \
               "bidi character; got 'https://example.org/?q=\\u200e…' (character 24 is U+200E " \
               "LEFT-TO-RIGHT MARK)" in result.stderr, result.stderr


def test_the_seed_profile_keeps_the_id_rule_for_source_ref(tmp_path):
    for value in ("https://example.org/a", "Ref-1?", "\N{ARABIC LETTER ALEF WITH MADDA ABOVE}", "a" * 33):
        refusal = _refusal(value, SEED_LIMITS)
        assert refusal.startswith("source_ref must be 1 to 32 characters: an ASCII letter"), refusal
    loaded = load_records(write_json(tmp_path / "seed.json", [_record("https://example.org/a")]),
                          limits=SEED_LIMITS)
    assert [problem.code for problem in loaded.problems] == ["identity"]
    assert validate_record(_record("Ref_1-b"), SEED_LIMITS).source_ref == "Ref_1-b"
