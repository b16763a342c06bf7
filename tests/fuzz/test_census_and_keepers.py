"""The census and keeper rules, under any text.

- **The census** (``docdedup chars``): records whose fields hold any scalar value, written in
  any shape a corpus comes in (JSON Lines with LF or CRLF, a one-line array, an indented array,
  a leading BOM). Every character reported has a first place whose line and column are the
  ``{`` of a record that holds that character at the field and offset named; never a traceback.
- **Keeper rules**: a ``source_ref`` pattern made of any pieces of regular-expression syntax
  (backtracking ones included) over members with any ``source_ref``: the rule either suggests
  one of the members or says, in a sentence naming the pattern, why it cannot be used.
"""

from __future__ import annotations

import json

from hypothesis import event, given
from hypothesis import strategies as st

from core.cli import main
from core.records import Record
from core.review.keepers import (
    CarefulOrthography,
    KeeperRuleError,
    LongestText,
    SourceRefMatches,
    check_rules,
    suggest_with_reason,
)
from tests.fuzz.settings import count, fuzz_settings

TRAPS = ["\r", "\r\n", "\N{LINE SEPARATOR}", "\N{PARAGRAPH SEPARATOR}", "\N{ZERO WIDTH NO-BREAK SPACE}",
         "\N{RIGHT-TO-LEFT OVERRIDE}", "\N{ZERO WIDTH NON-JOINER}", "\N{COMBINING ACUTE ACCENT}", "\ufdd0",
         "\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER YEH}", "\U000e0041", "\U0010fffd", "\t", "\x00"]
# Surrogates cannot be written as UTF-8: every other scalar value can.
FIELD_TEXT = st.lists(st.one_of(st.characters(exclude_categories=("Cs",)), st.sampled_from(TRAPS)),
                      max_size=12).map("".join)
SHAPES = ("jsonl", "crlf", "one-line", "indent-2", "bom")


def _corpus(records: list[dict], shape: str) -> bytes:
    if shape in ("jsonl", "crlf", "bom"):
        end = "\r\n" if shape == "crlf" else "\n"
        text = "".join(json.dumps(record, ensure_ascii=False) + end for record in records)
        return ("\N{ZERO WIDTH NO-BREAK SPACE}" if shape == "bom" else "").encode() + text.encode()
    indent = 2 if shape == "indent-2" else None
    return json.dumps(records, ensure_ascii=False, indent=indent).encode()


@st.composite
def corpora(draw) -> tuple[list[dict], str]:
    count_ = draw(st.integers(1, 4))
    # Mostly valid records (an empty source_ref or body is refused, and said: a case of its own).
    records = [{"doc_id": f"d{n}", "source_ref": draw(st.sampled_from(["r", "", draw(FIELD_TEXT)])) or "r",
                "language": "fa", "title": draw(FIELD_TEXT) or "t", "body": draw(FIELD_TEXT) or "b"}
               for n in range(count_)]
    return records, draw(st.sampled_from(SHAPES))


@fuzz_settings(examples=30)
@given(corpus=corpora())
def test_every_first_place_the_census_reports_is_where_the_character_is(tmp_path_factory, capsys, corpus):
    count("census: first places on every shape")
    records, shape = corpus
    path = tmp_path_factory.mktemp("census") / "corpus.json"
    path.write_bytes(_corpus(records, shape))
    status = main(["chars", str(path), "--format", "json"])
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    if status != 0:  # a record the contract refuses (a title too long, an empty one): said, located
        assert captured.err.strip()
        event("refused")
        return
    lines = path.read_bytes().decode("utf-8").removeprefix("\N{ZERO WIDTH NO-BREAK SPACE}").split("\n")
    for row in json.loads(captured.out)["characters"]:
        first = row["first"]
        line = lines[first["line"] - 1]
        at = first["column"] - 1
        assert line[at] == "{", (shape, row["code_point"], first)
        record, _end = json.JSONDecoder().raw_decode("\n".join(lines[first["line"] - 1:])[at:])
        assert record["doc_id"] == first["doc_id"]
        assert record[first["field"]][first["offset"]] == chr(int(row["code_point"][2:], 16))
    event(f"shape {shape}")


PATTERN_PIECES = ["a", "(", ")", "|", "+", "*", "?", "{2,}", "[", "]", "^", "$", "\\", "(?P<n>", "(?=",
                  "\\1", "(a|aa)+", ".*", "\\p{Arabic}", "\N{ARABIC LETTER FARSI YEH}", "(?i)", "\\u202e"]
PATTERNS = st.lists(st.sampled_from(PATTERN_PIECES), max_size=8).map("".join)
SOURCE_REFS = st.one_of(st.text(st.sampled_from("a!\N{ARABIC LETTER FARSI YEH}/"), max_size=40), FIELD_TEXT)


@fuzz_settings(examples=60)
@given(pattern=PATTERNS, refs=st.lists(SOURCE_REFS, min_size=1, max_size=4),
       bodies=st.lists(FIELD_TEXT, min_size=4, max_size=4))
def test_a_keeper_rule_suggests_a_member_or_says_why_not(pattern, refs, bodies):
    count("keeper rules: any pattern, any source_ref")
    members = [Record(f"d{n}", ref, "fa", "t", bodies[n]) for n, ref in enumerate(refs)]
    rules = (SourceRefMatches(pattern), CarefulOrthography(), LongestText())
    refused = check_rules(rules)
    try:
        keeper, reason = suggest_with_reason(members, rules)
    except KeeperRuleError as error:
        assert repr(pattern) in str(error) or "characters is longer" in str(error)
        event("said why not")
        return
    assert refused is None
    assert keeper in {member.doc_id for member in members} and reason
    event("suggested")
