"""``docdedup review status|export|merge`` through a subprocess, as a pipeline runs them."""

from __future__ import annotations

import csv
import io
import json

from core.review import decisions_path_for, read_decisions
from tests.helpers import run_cli
from tests.review_helpers import duplicate_group, open_review, write_corpus

__all__ = ["open_review"]  # the fixture


def decide_some(corpus, open_review, *, reviewer="ann", keeper="B", cluster="distinct", decisions=None):
    review = open_review(corpus, reviewer=reviewer, decisions=decisions)
    review.decide(review.subjects.group_subject(duplicate_group(review)), "keep", keeper=keeper,
                  note="B, not the mirror")
    review.decide(review.subjects.cluster_subject(0), cluster)
    review.close()
    return review


def test_status_counts_decisions(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    decide_some(corpus, open_review)
    result = run_cli("review", "status", corpus)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0] == "1 of 1 groups and 1 of 1 clusters decided, 0 stale, 0 conflicts"
    data = json.loads(run_cli("review", "status", corpus, "--format", "json").stdout)
    assert data == {"groups": 1, "groups_decided": 1, "clusters": 1, "clusters_decided": 1, "undecided": 0,
                    "stale": 0, "conflicts": 0, "by_decision": {"distinct": 1, "keep": 1},
                    "actions": {"keep": 4, "drop": 2, "unreviewed": 0, "undecided": 0, "stale": 0,
                                "conflict": 0},
                    "keeper_rule": {"name": "smallest doc_id", "chosen": False},
                    "stale_subjects": [], "conflict_subjects": []}
    assert result.stdout.splitlines()[-1] == (
        "keeper rule: smallest doc_id (none chosen: the representative is suggested)")
    assert "records: keep 4, drop 2, unreviewed 0, undecided 0, stale 0, conflict 0" in result.stdout


def test_status_names_the_keeper_rule_in_force_and_who_chose_it(tmp_path, open_review):
    from core.review import KeeperPreset, LargestDocId
    from core.review.decision_lines import KEEPER_RULE, ReviewSubject

    corpus = write_corpus(tmp_path)
    review = open_review(corpus, reviewer="ann")
    largest = KeeperPreset("largest doc_id", (LargestDocId(),))
    [rule] = review.lines_for([(ReviewSubject(), KEEPER_RULE)], rule=largest)
    review.write([rule])
    review.close()
    result = run_cli("review", "status", corpus)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[-1] == f"keeper rule: largest doc_id (chosen by ann at {rule.at})"
    data = json.loads(run_cli("review", "status", corpus, "--format", "json").stdout)
    assert data["keeper_rule"] == {"name": "largest doc_id", "chosen": True, "reviewer": "ann", "at": rule.at}
    assert data["by_decision"] == {}  # a rule is no decision about a subject


def test_status_without_a_decisions_file_is_all_undecided(tmp_path):
    corpus = write_corpus(tmp_path)
    result = run_cli("review", "status", corpus, "--groups-only")
    assert result.returncode == 0, result.stderr
    first = result.stdout.splitlines()[0]
    assert first == "0 of 1 groups decided (clusters not analysed yet), 0 stale, 0 conflicts"
    assert not decisions_path_for(corpus).exists()  # reading never creates the file


def test_export_says_keep_drop_or_undecided_per_record(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    decide_some(corpus, open_review)
    out = tmp_path / "actions.csv"
    result = run_cli("review", "export", corpus, "--format", "csv", "-o", out)
    assert result.returncode == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    actions = {row["doc_id"]: (row["action"], row["keeper"], row["subject"], row["decision"]) for row in rows}
    assert actions == {  # a dropped row names the record kept in its place
        "A": ("drop", "B", "group", "keep"), "B": ("keep", "B", "group", "keep"),
        "D": ("drop", "B", "group", "keep"), "C": ("keep", "C", "", ""),
        "crlf-a": ("keep", "crlf-a", "cluster", "distinct"),
        "crlf-b": ("keep", "crlf-b", "cluster", "distinct"),
    }
    assert list(rows[0]) == ["doc_id", "source_ref", "representative", "action", "keeper", "subject",
                             "decision", "reviewer", "at", "note", "keeper_rule", "reason"]
    assert rows[0]["reviewer"] == "ann" and rows[0]["note"] == "B, not the mirror" and rows[0]["at"]
    assert rows[0]["keeper_rule"] == "smallest doc_id"  # no rule line: the representative was suggested
    unsure = tmp_path / "unsure.jsonl"
    decide_some(corpus, open_review, cluster="unsure", decisions=unsure)
    result = run_cli("review", "export", corpus, "--decisions", unsure, "--format", "csv")
    unsure_rows = {row["doc_id"]: row["action"] for row in csv.DictReader(io.StringIO(result.stdout))}
    assert unsure_rows["crlf-a"] == unsure_rows["crlf-b"] == "undecided"  # never both kept
    jsonl = run_cli("review", "export", corpus, "--format", "jsonl")
    jsonl_actions = [json.loads(line)["action"] for line in jsonl.stdout.splitlines()]
    assert jsonl_actions == [row["action"] for row in rows]


def test_export_refuses_to_overwrite_the_input(tmp_path):
    corpus = write_corpus(tmp_path)
    before = corpus.read_bytes()
    result = run_cli("review", "export", corpus, "--format", "csv", "-o", corpus)
    assert result.returncode == 1
    assert "refusing to write the output onto the input file" in result.stderr
    assert corpus.read_bytes() == before


def test_export_of_invalid_input_exits_1_naming_the_problem(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('[{"doc_id": "A"}]', encoding="utf-8")
    result = run_cli("review", "export", bad, "--format", "csv")
    assert result.returncode == 1
    assert "bad.json" in result.stderr and "Traceback" not in result.stderr


def test_a_torn_decisions_file_is_reported_and_still_used(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    decide_some(corpus, open_review)
    path = decisions_path_for(corpus)
    path.write_bytes(path.read_bytes() + b'{"schema": "docd')
    result = run_cli("review", "status", corpus, "--groups-only")
    assert result.returncode == 0
    assert f"{path}:3: torn-line: the last line is cut short" in result.stderr
    assert result.stdout.startswith("1 of 1 groups decided")


def test_merge_lists_conflicts_and_writes_the_union(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    ann, bob = tmp_path / "ann.jsonl", tmp_path / "bob.jsonl"
    decide_some(corpus, open_review, reviewer="ann", keeper="B", cluster="distinct", decisions=ann)
    decide_some(corpus, open_review, reviewer="bob", keeper="B", cluster="unsure", decisions=bob)
    merged = tmp_path / "merged.jsonl"
    result = run_cli("review", "merge", ann, bob, "-o", merged, "--reviewer", "lead")
    assert result.returncode == 0, result.stderr
    assert "conflict: cluster crlf-a ~ crlf-b: ann said distinct at" in result.stderr
    assert "bob said unsure at" in result.stderr
    assert "merged 4 lines, 1 conflicts" in result.stderr
    lines = read_decisions(merged).lines
    assert [line.decision for line in lines][-1] == "conflict"
    status = run_cli("review", "status", corpus, "--decisions", merged, "--format", "json")
    assert json.loads(status.stdout)["conflicts"] == 1
    [conflict] = json.loads(status.stdout)["conflict_subjects"]
    assert conflict["kind"] == "cluster" and conflict["groups"] == [["crlf-a"], ["crlf-b"]]
    assert [(side["reviewer"], side["decision"]) for side in conflict["sides"]] == [("ann", "distinct"),
                                                                                    ("bob", "unsure")]
    assert json.loads(status.stdout)["groups_decided"] == 1  # both kept B: no conflict there


def test_merge_of_a_missing_file_exits_1(tmp_path):
    a, b, c = (tmp_path / name for name in ("a.jsonl", "b.jsonl", "c.jsonl"))
    result = run_cli("review", "merge", a, b, "-o", c)
    assert result.returncode == 1
    assert "a.jsonl: no such decisions file" in result.stderr


def test_a_file_that_is_not_a_decisions_file_is_refused_by_status_export_and_merge(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    binary = tmp_path / "photo.jpg"
    binary.write_bytes(b"\xff\xd8\xff\xe0\x00\x10JFIF\x00")
    records = tmp_path / "records.json"
    records.write_bytes(corpus.read_bytes())
    table = tmp_path / "table.csv"
    table.write_bytes(b"doc_id,action\nA,keep\n")
    for path, reason in ((binary, "binary data"), (records, "JSON array"), (table, "not a JSON object")):
        before = path.read_bytes()
        for argv in (("status", corpus, "--groups-only"), ("export", corpus, "--format", "csv")):
            result = run_cli("review", *argv, "--decisions", path)
            assert result.returncode == 1, result.stderr
            assert result.stdout == ""
            assert f"{path}:1: not-decisions-file: not a decisions file: " in result.stderr
            assert reason in result.stderr and "Traceback" not in result.stderr
        good = tmp_path / "good.jsonl"
        decide_some(corpus, open_review, decisions=good)
        merged = tmp_path / "merged.jsonl"
        result = run_cli("review", "merge", good, path, "-o", merged)
        assert result.returncode == 1 and reason in result.stderr and not merged.exists()
        assert path.read_bytes() == before
        good.unlink()


def test_an_empty_decisions_file_is_a_review_with_no_decisions(tmp_path):
    corpus = write_corpus(tmp_path)
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    result = run_cli("review", "status", corpus, "--groups-only", "--decisions", empty)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.startswith("0 of 1 groups decided")


def test_export_and_status_agree_read_in_one_pass_or_thoroughly(tmp_path, open_review, monkeypatch, capsys):
    from core import grouped_file
    from core.cli import main

    corpus = write_corpus(tmp_path)
    decide_some(corpus, open_review)

    def outputs(name: str) -> tuple[bytes, str]:
        out = tmp_path / f"{name}.csv"
        assert main(["review", "export", str(corpus), "--format", "csv", "-o", str(out)]) == 0
        capsys.readouterr()
        assert main(["review", "status", str(corpus), "--format", "json"]) == 0
        return out.read_bytes(), capsys.readouterr().out

    one_pass = outputs("one-pass")  # as the window reads
    monkeypatch.setattr(grouped_file, "load_in_one_pass", lambda *_args, **_options: None)  # any doubt
    assert outputs("thorough") == one_pass


def test_status_lists_the_stale_subjects(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    decide_some(corpus, open_review)
    records = json.loads(corpus.read_bytes())
    for record in records:
        if record["doc_id"] == "D":
            record["body"] += " (edited)"
    write_corpus(tmp_path, records)
    data = json.loads(run_cli("review", "status", corpus, "--format", "json").stdout)
    [stale] = data["stale_subjects"]
    assert (stale["kind"], stale["members"], stale["decision"], stale["keeper"]) == (
        "group", ["A", "B", "D"], "keep", "B")
    assert stale["reviewer"] == "ann" and data["conflict_subjects"] == []
