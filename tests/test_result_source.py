"""Reading a located result back: only its duplicate groups, records read from the shards."""

from __future__ import annotations

import json

import pytest

from core.inspection import inspect_file
from core.output.result_reader import ResultError, inspect_result
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json
from tests.sharding import corpus_records, write_shards


@pytest.fixture(scope="module")
def result(tmp_path_factory):
    folder = tmp_path_factory.mktemp("result")
    records = corpus_records(600, seed=3)
    whole = write_json(folder / "whole.jsonl", records, lines=True)
    shards = write_shards(folder / "shards", records, (0.2, 0.5, 0.3))
    assert run_cli("group", *shards, "--format", "jsonl", "-o", folder / "groups.jsonl").returncode == 0
    return folder / "groups.jsonl", whole


def test_the_duplicate_groups_and_their_records_come_back(result):
    path, whole = result
    opened = inspect_result(str(path))
    direct = inspect_file(str(whole))
    duplicates = [g for g in direct.groups if g.is_duplicate]
    assert [g.representative for g in opened.groups] == [g.representative for g in duplicates]
    assert len(opened.groups) > 20
    for group, expected in zip(opened.groups, duplicates, strict=True):
        assert group.candidate_digest == expected.candidate_digest
        assert [opened.records[i] for i in group.members] == [direct.records[i] for i in expected.members]
    assert all(g.is_duplicate for g in opened.groups)
    assert not opened.simulate_collisions


def test_a_json_result_opens_too_and_relative_shards_are_found_beside_it(tmp_path):
    write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_C], lines=True)
    write_json(tmp_path / "b.json", [RECORD_B])  # a JSON array shard, one record on several lines
    ran = run_cli("group", "a.jsonl", "b.json", "-o", "groups.json", cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr
    opened = inspect_result(str(tmp_path / "groups.json"))  # from another working directory
    assert [[opened.records[i] for i in g.members] for g in opened.groups] == [[
        opened.records[0], opened.records[1]]]
    assert [r.doc_id for r in opened.records] == ["A", "B"]
    assert opened.records[1].body == RECORD_B["body"]


@pytest.mark.parametrize("separators", [(",", ":"), (", ", ": ")])
def test_a_json_result_saved_again_on_one_line_opens_as_it_was_written(tmp_path, separators):
    """A tool that loads the report and saves it compactly puts it all on one line: the first
    line is then the whole document, not a JSON Lines header."""
    write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_C], lines=True)
    write_json(tmp_path / "b.json", [RECORD_B])
    assert run_cli("group", "a.jsonl", "b.json", "-o", "groups.json", cwd=tmp_path).returncode == 0
    written = inspect_result(str(tmp_path / "groups.json"))
    one_line = tmp_path / "one-line.json"
    report = json.loads((tmp_path / "groups.json").read_text(encoding="utf-8"))
    one_line.write_text(json.dumps(report, ensure_ascii=False, separators=separators) + "\n",
                        encoding="utf-8")
    opened = inspect_result(str(one_line))
    assert [[opened.records[i] for i in g.members] for g in opened.groups] == [
        [written.records[i] for i in g.members] for g in written.groups]


def test_a_shard_changed_since_the_run_is_reported(tmp_path):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    assert run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    write_json(shard, [RECORD_A, dict(RECORD_B, body=RECORD_B["body"] + "!")], lines=True)
    with pytest.raises(ResultError, match=r"a\.jsonl:2: the record 'B' changed since the result was written"):
        inspect_result(str(tmp_path / "g.jsonl"))
    write_json(shard, [RECORD_B, RECORD_A], lines=True)
    with pytest.raises(ResultError, match="no longer holds the record 'A'"):
        inspect_result(str(tmp_path / "g.jsonl"))


def test_a_file_that_is_no_result_is_refused(tmp_path):
    records = write_json(tmp_path / "records.jsonl", [RECORD_A], lines=True)
    with pytest.raises(ResultError, match="not a result of docdedup group"):
        inspect_result(str(records))
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps({"contract": "doc-content-v2", "limits": "corpus", "records": 0,
                                 "shards": []}) + "\n", encoding="utf-8")
    with pytest.raises(ResultError, match="doc-content-v2"):
        inspect_result(str(other))
    with pytest.raises(ResultError, match="cannot read"):
        inspect_result(str(tmp_path / "missing.jsonl"))


def _refusal(path) -> str:
    with pytest.raises(ResultError) as raised:
        inspect_result(str(path))
    return str(raised.value)


def test_a_broken_result_is_said_in_sentences_naming_the_line_and_field(tmp_path):
    records = write_json(tmp_path / "records.json", [RECORD_A])  # a corpus, not a result
    assert _refusal(records) == (f"{records}: not a located result of docdedup group (it should be an "
                                 "object, not an array); write one with several shards or --format jsonl")
    header = json.dumps({"contract": "doc-content-v1", "limits": "corpus", "records": 2,
                         "shards": ["a.jsonl"]})
    broken = tmp_path / "broken.jsonl"
    broken.write_text(header + '\n{"representative": 5}\n', encoding="utf-8")
    assert _refusal(broken) == (f"{broken}:2: not a group of docdedup group: representative should be "
                                "a string, not a whole number")
    broken.write_text(header + '\n{"representative": "A", "candidate_digest": "x"\n', encoding="utf-8")
    assert _refusal(broken) == (f"{broken}:2: not a group of docdedup group: the JSON ends before it is "
                                "complete (cut short)")
    unlocated = tmp_path / "unlocated.json"  # what one file grouped to JSON gives: no shards
    unlocated.write_text(json.dumps({"contract": "doc-content-v1", "limits": "corpus", "records": 2,
                                     "groups": []}, indent=1), encoding="utf-8")
    assert _refusal(unlocated) == (f"{unlocated}: not a located result of docdedup group (the field 'shards' "
                                   "is missing); write one with several shards or --format jsonl")


def test_an_emptied_shard_is_said_to_have_changed(tmp_path):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    assert run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    shard.write_text("", encoding="utf-8")
    assert _refusal(tmp_path / "g.jsonl") == (f"{shard}:1: no longer holds the record 'A'; the shard changed "
                                              "since the result was written, group it again")


def test_decisions_on_a_result_are_kept_beside_it_and_resume(tmp_path):
    from core.review import ReviewDesk, decisions_path_for

    def inline(_kind, work, finish):
        finish(work(None))

    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_C, dict(RECORD_C, doc_id="D")], lines=True)
    other = write_json(tmp_path / "b.jsonl", [RECORD_B], lines=True)
    assert run_cli("group", shard, other, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    result = str(tmp_path / "g.jsonl")
    opened = inspect_result(result)
    desk = ReviewDesk(inline)
    desk.reviewer = "ann"
    desk.open_for(result, opened.records, opened.groups, write=True)
    rows = list(range(len(opened.groups)))
    desk.move(rows)
    [line] = desk.decide("keep", member=1)
    assert (line.decision, line.keeper) == ("keep", "B")
    desk.close()
    assert decisions_path_for(result).exists()
    again = ReviewDesk(inline)
    reopened = inspect_result(result)
    again.open_for(result, reopened.records, reopened.groups)
    assert again.review.status().groups_decided == 1
    assert again.move(rows) is not None  # the C/D group is still to decide
    again.close()


def test_a_session_opens_a_result_with_its_review(tmp_path):
    from core.session import InspectorSession

    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    assert run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    session = InspectorSession()
    session.open(tmp_path / "g.jsonl", reader=lambda path, progress: inspect_result(path, progress=progress))
    assert [g.representative for g in session.inspection.groups] == ["A"]
    assert session.review.review is not None and session.review.review.read_only
    session.reload()
    assert session.reader is not None and session.inspection.problems == []
    session.review.close()
