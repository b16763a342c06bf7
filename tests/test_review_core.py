"""The decisions file and the review state, without Qt: recording, undo, stale, lock, keepers."""

from __future__ import annotations

import json

import pytest

from core.review import (
    SCHEMA,
    KeeperPreset,
    KeeperRuleError,
    LargestDocId,
    ReviewReadOnly,
    SourceRefMatches,
    decisions_path_for,
    load_presets,
    read_decisions,
    save_presets,
    subject_key,
    suggest_keeper,
)
from tests.review_helpers import RECORD_C, RECORDS, duplicate_group, open_review, write_corpus

__all__ = ["open_review"]  # the fixture


@pytest.fixture
def corpus(tmp_path):
    return write_corpus(tmp_path)


def test_default_path_is_beside_the_corpus(corpus, open_review):
    assert decisions_path_for(corpus) == corpus.with_name("corpus.json.decisions.jsonl")


def test_a_decision_is_one_complete_line_on_disk(corpus, open_review):
    review = open_review(corpus)
    group = duplicate_group(review)
    review.decide(review.subjects.group_subject(group), "keep", keeper="B", note="the mirror is older")
    raw = decisions_path_for(corpus).read_bytes()
    assert raw.endswith(b"\n") and raw.count(b"\n") == 1
    line = json.loads(raw)
    assert line["schema"] == SCHEMA
    assert line["contract"] == "doc-content-v1"
    assert line["reviewer"] == "ann"
    assert line["at"].endswith("Z") and line["at"][10] == "T"
    assert line["subject"] == {"kind": "group", "digest": review.subjects.groups[group].candidate_digest,
                               "length": review.subjects.groups[group].canonical_utf8_length,
                               "members": ["A", "B", "D"]}
    assert (line["decision"], line["keeper"], line["note"]) == ("keep", "B", "the mirror is older")
    assert "classes" not in line  # optional fields are left out, not written as null


def test_reopening_restores_the_state(corpus, open_review):
    review = open_review(corpus)
    group = duplicate_group(review)
    review.decide(review.subjects.group_subject(group), "keep-all")
    review.decide(review.subjects.cluster_subject(0), "same-normalize-upstream", classes=["line-ending"])
    review.close()
    again = open_review(corpus)
    assert again.group_line(group).decision == "keep-all"
    assert again.cluster_line(0).classes == ("line-ending",)
    assert again.status().sentence() == "1 of 1 groups and 1 of 1 clusters decided, 0 stale, 0 conflicts"


def test_undo_appends_and_restores_the_previous_decision(corpus, open_review):
    review = open_review(corpus)
    subject = review.subjects.group_subject(duplicate_group(review))
    review.decide(subject, "keep", keeper="A")
    review.decide(subject, "keep-all")
    assert review.undo().decision == "keep"
    assert review.undo().decision == "withdraw"
    assert review.undo() is None
    assert review.group_line(duplicate_group(review)) is None
    decisions = [line.decision for line in read_decisions(review.path).lines]
    assert decisions == ["keep", "keep-all", "keep", "withdraw"]  # history is never rewritten


def test_a_changed_member_makes_the_decision_stale_not_lost(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    review = open_review(corpus)
    review.decide(review.subjects.group_subject(duplicate_group(review)), "keep", keeper="D")
    review.close()
    # D's body changes: the group is now A, B only, so the old subject no longer exists.
    changed = [dict(record, body=RECORD_C["body"]) if record["doc_id"] == "D" else record
               for record in RECORDS]
    write_corpus(tmp_path, changed)
    again = open_review(corpus)
    assert again.group_line(duplicate_group(again)) is None
    assert [line.keeper for line in again.stale()] == ["D"]
    assert again.status().stale == 1
    assert len(read_decisions(again.path).lines) == 1


def test_a_torn_last_line_is_reported_and_earlier_lines_count(corpus, open_review):
    review = open_review(corpus)
    review.decide(review.subjects.group_subject(duplicate_group(review)), "keep", keeper="A")
    review.close()
    path = decisions_path_for(corpus)
    path.write_bytes(path.read_bytes() + b'{"schema":"docdedup-decisions-v1","at":"2026')
    again = open_review(corpus)
    assert [problem.code for problem in again.problems] == ["torn-line"]
    assert again.problems[0].line == 2
    assert again.group_line(duplicate_group(again)).keeper == "A"
    # The next decision starts on a fresh line, so the torn one never swallows it.
    again.decide(again.subjects.cluster_subject(0), "distinct")
    read = read_decisions(path)
    assert [line.decision for line in read.lines] == ["keep", "distinct"]
    assert [(problem.code, problem.line) for problem in read.problems] == [("decision-line", 2)]


def test_lines_that_cannot_count_are_reported_with_their_line(corpus, open_review):
    review = open_review(corpus)
    subject = review.subjects.group_subject(duplicate_group(review))
    review.decide(subject, "keep", keeper="A")
    review.close()
    path = decisions_path_for(corpus)
    good = json.loads(path.read_bytes())
    bad_keeper = dict(good, keeper="Z")
    wrong_kind = dict(good, decision="same-normalize-upstream")
    path.write_text("\n".join(json.dumps(line) for line in (good, bad_keeper, wrong_kind)) + "\nnot json\n")
    read = read_decisions(path)
    assert len(read.lines) == 1
    assert [(problem.line, problem.code) for problem in read.problems] == [
        (2, "decision-line"), (3, "decision-line"), (4, "decision-line")]
    assert "keeper 'Z' is not a member" in read.problems[0].message
    assert "does not apply to a group" in read.problems[1].message


def test_a_second_writer_opens_read_only_and_says_why(corpus, open_review):
    first = open_review(corpus)
    second = open_review(corpus, reviewer="bob")
    assert not first.read_only
    assert second.read_only and "another window or process" in second.read_only_reason
    with pytest.raises(ReviewReadOnly):
        second.decide(second.subjects.cluster_subject(0), "unsure")
    first.close()
    third = open_review(corpus, reviewer="bob")
    assert not third.read_only


def test_keeper_rules_suggest_and_accepting_records_them(corpus, open_review):
    review = open_review(corpus)
    group = duplicate_group(review)
    records = [review.subjects.records[index] for index in review.subjects.groups[group].members]
    assert suggest_keeper(records) == "A"  # the representative
    assert suggest_keeper(records, [SourceRefMatches("^mirror/")]) == "D"
    assert suggest_keeper(records, [SourceRefMatches("^nowhere/"), LargestDocId()]) == "D"
    suggestions = review.suggestions(range(len(review.subjects.groups)), [LargestDocId()])
    assert suggestions == [(group, "D")]
    assert review.group_line(group) is None  # suggestions never decide by themselves
    review.accept_suggestions(suggestions)
    assert review.group_line(group).keeper == "D"
    assert review.suggestions(range(len(review.subjects.groups)), []) == []


def test_keeper_presets_round_trip_and_a_bad_pattern_is_named(tmp_path):
    presets = [KeeperPreset("mirrors last", (SourceRefMatches("^(?!mirror/)"), LargestDocId()))]
    save_presets(presets, tmp_path / "presets.json")
    assert load_presets(tmp_path / "presets.json") == presets
    assert load_presets(tmp_path / "missing.json") == []
    with pytest.raises(KeeperRuleError, match=r"pattern '\(' is not a valid regular expression"):
        SourceRefMatches("(").narrow([])


def test_subject_keys_ignore_member_order(corpus, open_review):
    review = open_review(corpus, write=False)
    subject = review.subjects.group_subject(duplicate_group(review))
    shuffled = type(subject)(subject.digest, subject.length, tuple(reversed(subject.members)))
    assert subject_key(shuffled) == subject_key(subject)


# Files chosen as the decisions file by mistake: each (name, bytes, line, words of the reason).
NOT_DECISIONS = [
    ("video.mp4", b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00isom", 1, "binary data (a zero byte)"),
    ("latin1.txt", b"caf\xe9 au lait\n", 1, "not UTF-8 text (byte 4 of the line)"),
    ("records.json", json.dumps(RECORDS, indent=2).encode(), 1, "starts with a JSON array"),
    ("records.jsonl", b"\n" + b"\n".join(json.dumps(record).encode() for record in RECORDS) + b"\n", 2,
     'has no "schema": "docdedup-decisions-v1"'),
    ("groups.csv", b"doc_id,source_ref,action\nA,Ref1,keep\n", 1, "not a JSON object"),
    ("other.jsonl", b'{"schema": "docdedup-groups-v1", "groups": 3}\n', 1,
     "its schema is 'docdedup-groups-v1', not 'docdedup-decisions-v1'"),
    ("broken.jsonl", b'{"doc_id": "A", "title": }\n{"doc_id": "B"}\n', 1, "not valid JSON"),
]


@pytest.mark.parametrize(("name", "data", "line", "reason"), NOT_DECISIONS,
                         ids=[case[0] for case in NOT_DECISIONS])
def test_a_file_that_is_not_a_decisions_file_is_refused_and_never_written(
        tmp_path, corpus, open_review, name, data, line, reason):
    path = tmp_path / name
    path.write_bytes(data)
    read = read_decisions(path)
    assert read.lines == [] and read.refused is not None
    assert read.refused.startswith(f"{name} is not a decisions file: ") and reason in read.refused
    assert read.refused.endswith(f"(line {line}); choose another decisions file")
    [problem] = read.problems
    assert (problem.code, problem.path, problem.line) == ("not-decisions-file", str(path), line)
    review = open_review(corpus, decisions=path)
    assert review.read_only and review.read_only_reason == read.refused
    assert review.problems == read.problems
    with pytest.raises(ReviewReadOnly):
        review.decide(review.subjects.cluster_subject(0), "unsure")
    assert not review.start_writing()
    assert path.read_bytes() == data  # never written, not even a newline


@pytest.mark.parametrize("data", [b"", b"\n\n", b'{"schema":"docdedup-decisions-v1","at":"20'],
                         ids=["empty", "blank lines", "one torn line"])
def test_an_empty_decisions_file_or_one_cut_short_is_still_one(tmp_path, corpus, open_review, data):
    path = tmp_path / "decisions.jsonl"
    path.write_bytes(data)
    review = open_review(corpus, decisions=path)
    assert not review.read_only
    review.decide(review.subjects.cluster_subject(0), "unsure")
    assert [line.decision for line in read_decisions(path).lines] == ["unsure"]


def test_a_missing_decisions_file_is_a_new_review(tmp_path, corpus, open_review):
    path = tmp_path / "new.jsonl"
    assert read_decisions(path).refused is None
    review = open_review(corpus, decisions=path)
    assert not review.read_only and path.exists()


def test_damage_after_the_first_line_is_reported_line_by_line_not_refused(corpus, open_review):
    review = open_review(corpus)
    review.decide(review.subjects.cluster_subject(0), "unsure")
    review.close()
    path = decisions_path_for(corpus)
    path.write_bytes(path.read_bytes() + b"\x00" * 40)  # a crash that left zeros at the end
    again = open_review(corpus)
    assert not again.read_only and [p.code for p in again.problems] == ["torn-line"]
    assert again.cluster_line(0).decision == "unsure"


@pytest.mark.parametrize("split_bytes", [1, 2, 7, 1 << 20])
def test_a_decisions_file_read_a_slice_at_a_time_reads_the_same(corpus, open_review, monkeypatch,
                                                                split_bytes):
    from core.review import journal

    review = open_review(corpus)
    review.decide(review.subjects.group_subject(duplicate_group(review)), "keep", keeper="A")
    review.decide(review.subjects.cluster_subject(0), "unsure")
    review.close()
    path = decisions_path_for(corpus)
    lines = path.read_bytes().splitlines(keepends=True)
    torn = b'{"schema":"docdedup-decisions-v1"'
    path.write_bytes(lines[0].replace(b"\n", b"\r\n") + b"\n\r" + lines[1] + torn)
    whole = read_decisions(path)
    monkeypatch.setattr(journal, "_SPLIT_BYTES", split_bytes)
    sliced = read_decisions(path)
    assert sliced == whole and [line.decision for line in sliced.lines] == ["keep", "unsure"]
    assert [(problem.code, problem.line) for problem in sliced.problems] == [("torn-line", 5)]
