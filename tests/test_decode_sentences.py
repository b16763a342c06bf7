"""Files read with msgspec report what is wrong in sentences: the field, the column, never msgspec's words."""

from __future__ import annotations

import msgspec
import pytest

from core.grouping import Group, Member
from core.input.decode_sentences import decode_sentence
from core.review import read_decisions
from core.review.decision_lines import DecisionLine
from core.review.keepers import KeeperRuleError, load_presets
from tests.helpers import RECORD_A, RECORD_B, run_cli, write_json

LINE = msgspec.json.Decoder(DecisionLine)
GROUPS = msgspec.json.Decoder(list[Group[Member]])


def said(decoder, data: bytes) -> str:
    with pytest.raises(msgspec.DecodeError) as raised:
        decoder.decode(data)
    return decode_sentence(raised.value)


@pytest.mark.parametrize(("data", "sentence"), [
    (b'{"not": "a decision"}', "the field 'schema' is missing"),
    (b"garbage", "not valid JSON: invalid character at column 1"),
    (b'{"schema" 1}', "not valid JSON: expected ':' at column 11"),
    (b'{"schema": 5}', "schema should be a string, not a whole number"),
    (b'{"schema": "x", "keeper": 5}', "keeper should be a string or null, not a whole number"),
    (b'{"schema": "x", "subject": 5}', "subject should be an object, not a whole number"),
    (b'{"schema": "x", "subject": {"kind": "group"}}', "the field 'digest' is missing in subject"),
    (b'{"schema": "x", "subject": {"kind": "nope"}}', "subject.kind: 'nope' is not an allowed value"),
    (b"[1, 2]", "it should be an object, not an array"),
    (b'{"schema": ', "the JSON ends before it is complete (cut short)"),
    (b"", "the JSON ends before it is complete (cut short)"),
    (b"1e999999", "a number is out of range"),
])
def test_a_decision_line_that_is_not_one_is_said_in_a_sentence(data, sentence):
    assert said(LINE, data) == sentence


def test_a_path_into_a_list_names_the_item_from_one():
    assert said(GROUPS, b'[{"representative": 1}]') == ("item 1's representative should be a string, "
                                                        "not a whole number")


def test_text_of_another_form_keeps_its_words_without_backquotes():
    assert decode_sentence("Something `odd` - at `$.a.b`") == "Something 'odd' (at a.b)"


FIRST = b'{"schema": "docdedup-decisions-v1", "decision": "keep"}\n'  # a decisions file, by its first line


def test_the_decisions_file_reports_each_bad_line_with_its_number(tmp_path):
    path = tmp_path / "d.jsonl"
    path.write_bytes(FIRST + b'{"not": "a decision"}\ngarbage\n{"schema": 5}\n[1, 2]\n')
    assert [str(problem) for problem in read_decisions(path).problems] == [
        f"{path}:1: decision-line: not a decision line: the field 'at' is missing",
        f"{path}:2: decision-line: not a decision line: the field 'schema' is missing",
        f"{path}:3: decision-line: not a decision line: not valid JSON: invalid character at column 1",
        f"{path}:4: decision-line: not a decision line: schema should be a string, not a whole number",
        f"{path}:5: decision-line: not a decision line: it should be an object, not an array",
    ]


def test_review_status_says_so_on_stderr_and_counts_the_rest(tmp_path):
    corpus = write_json(tmp_path / "c.json", [RECORD_A, RECORD_B])
    decisions = tmp_path / "d.jsonl"
    decisions.write_bytes(FIRST + b"[1, 2]\n")
    ran = run_cli("review", "status", corpus, "--decisions", decisions, "--groups-only")
    assert ran.returncode == 0
    assert ran.stderr == (f"{decisions}:1: decision-line: not a decision line: the field 'at' is missing\n"
                          f"{decisions}:2: decision-line: not a decision line: it should be an object, "
                          "not an array\n")
    assert ran.stdout.startswith("0 of 1 groups decided")


def test_review_status_refuses_a_file_that_is_not_a_decisions_file(tmp_path):
    corpus = write_json(tmp_path / "c.json", [RECORD_A, RECORD_B])
    decisions = tmp_path / "d.jsonl"
    decisions.write_bytes(b"[1, 2]\n")
    ran = run_cli("review", "status", corpus, "--decisions", decisions, "--groups-only")
    assert ran.returncode == 1 and ran.stdout == ""
    assert ran.stderr == (f"{decisions}:1: not-decisions-file: not a decisions file: it starts with a JSON "
                          "array (a file of records?), not a JSON object a line; choose another "
                          "decisions file\n")


def test_keeper_presets_that_cannot_be_read_say_why(tmp_path):
    presets = tmp_path / "presets.json"
    presets.write_bytes(b'[{"name": "x", "rules": [{"rule": "nope"}]}]')
    with pytest.raises(KeeperRuleError) as raised:
        load_presets(presets)
    assert str(raised.value) == (f"{presets}: cannot read the keeper presets: item 1's rules[0].rule: "
                                 "'nope' is not an allowed value")
    with pytest.raises(KeeperRuleError) as raised:
        load_presets(tmp_path)
    assert str(raised.value) == (f"{tmp_path}: cannot read the keeper presets: not a regular file: "
                                  "it is a directory; give a regular file")

