"""A doc_id may be any visible ASCII text (the corpus profile): every output gives it back exactly.

Pipelines write ids such as ``http://host/view?docId=a;b=c#top`` or ``<urn:uuid:...>``, with
characters that JSON escapes (``"`` and ``\\``), that CSV quotes (``,`` and ``"``), that a
spreadsheet would run (``=``, ``+``, ``-``, ``@``) and that the quote written before those
starts with (``'``). Each is grouped, exported as JSON, JSON Lines and CSV, decided about in
a review (the decision written and read back), and explained by its id, and each comes back
character for character.
"""

from __future__ import annotations

import csv
import io
import json
import string

import pytest

from core.cli import main
from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from core.output.result_reader import inspect_result
from core.review import decisions_path_for, read_decisions
from tests.helpers import run_cli
from tests.real_shards import value_column
from tests.review_helpers import open_review

__all__ = ["open_review"]  # the fixture

PUNCTUATION = string.punctuation  # every visible ASCII character but letters and digits
IDS = [*(f"{p}x{p}" for p in PUNCTUATION), *PUNCTUATION, PUNCTUATION, "'=x", "=x", "''", "a\\", '\\"',
       "<urn:uuid:6f1c0b2a-8e57-4f0e-9a55-0c1a2b3c4d5e>", "http://e.org/view?docId=a;b=c&d=%20#top",
       "~" * 2048]


def _records() -> list[dict]:
    # Records two by two share a body: groups of two whose members are neighbours in IDS.
    return [{"doc_id": doc_id, "source_ref": f"ref-{n}", "language": "en", "title": "t",
             "body": f"body {n // 2}"} for n, doc_id in enumerate(IDS)]


def _expected_groups() -> list[list[str]]:
    pairs: dict[str, list[str]] = {}
    for record in _records():
        pairs.setdefault(record["body"], []).append(record["doc_id"])
    return sorted(sorted(members) for members in pairs.values())


def _write(folder, shape: str):
    records = _records()
    path = folder / f"ids.{shape}"
    if shape == "jsonl":
        path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    else:
        path.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture(params=["jsonl", "json"])
def corpus(request, tmp_path):
    return _write(tmp_path, request.param)


def _out(capsys, *argv) -> str:
    code = main([str(part) for part in argv])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


def _read_cell(cell: str) -> str:
    """A CSV cell as the product wrote it, read back: one leading quote dropped, if any."""
    return cell[1:] if cell.startswith("'") else cell


def test_the_rule_takes_visible_ascii_and_nothing_else():
    assert all(CORPUS_LIMITS.is_identity(doc_id) for doc_id in IDS)
    refused = [" ", "a b", "\t", "a\x7f", "é", "a\u200e", "\u0430", "x" * 2049, ""]
    assert not any(CORPUS_LIMITS.is_identity(doc_id) for doc_id in refused)
    assert not SEED_LIMITS.is_identity("a?b") and SEED_LIMITS.is_identity("A-b_1")  # the seed is unchanged


def test_group_gives_every_id_back_in_json_jsonl_and_csv(corpus, capsys):
    report = json.loads(_out(capsys, "group", corpus, "--format", "json"))
    groups = [[m["doc_id"] for m in group["members"]] for group in report["groups"]]
    assert sorted(groups) == _expected_groups()
    assert [g["representative"] for g in report["groups"]] == [members[0] for members in groups]

    lines = _out(capsys, "group", corpus, "--format", "jsonl").splitlines()
    assert [[m["doc_id"] for m in json.loads(line)["members"]] for line in lines[1:]] == groups

    rows = list(csv.DictReader(io.StringIO(_out(capsys, "group", corpus, "--format", "csv"), newline="")))
    assert [_read_cell(row["doc_id"]) for row in rows] == [doc_id for members in groups for doc_id in members]
    assert [_read_cell(row["representative"]) for row in rows] == [members[0] for members in groups
                                                                   for _ in members]


def test_a_decision_about_any_id_is_written_and_read_back_exactly(tmp_path, capsys, open_review):
    corpus = _write(tmp_path, "json")
    review = open_review(corpus)
    keepers = {}
    for index, group in enumerate(review.subjects.groups):
        members = [review.subjects.records[m].doc_id for m in group.members]
        if len(members) < 2:  # a record alone is no subject of the review
            continue
        keepers[tuple(members)] = members[-1]  # the largest: never the suggested representative
        review.decide(review.subjects.group_subject(index), "keep", keeper=members[-1], note=members[0])
    review.close()

    read = read_decisions(decisions_path_for(corpus))
    assert not read.problems
    assert sorted(line.keeper for line in read.lines) == sorted(keepers.values())
    assert sorted(line.note for line in read.lines) == sorted(members[0] for members in keepers)

    status = json.loads(_out(capsys, "review", "status", corpus, "--format", "json"))
    assert (status["groups_decided"], status["stale"], status["conflicts"]) == (len(keepers), 0, 0)
    exported = [json.loads(line) for line in
                _out(capsys, "review", "export", corpus, "--format", "jsonl").splitlines()]
    rows = list(csv.DictReader(io.StringIO(_out(capsys, "review", "export", corpus, "--format", "csv"),
                                           newline="")))
    for found in (exported, [{name: _read_cell(cell) for name, cell in row.items()} for row in rows]):
        assert sorted(row["doc_id"] for row in found) == sorted(IDS)
        for row in found:
            members = next((m for m in keepers if row["doc_id"] in m), None)
            if members is None:  # alone: kept, its own keeper
                assert (row["action"], row["keeper"]) == ("keep", row["doc_id"])
                continue
            assert row["keeper"] == keepers[members]
            assert row["action"] == ("keep" if row["doc_id"] == keepers[members] else "drop")


@pytest.mark.parametrize("pair", [('"x"', "#x#"), ("\\x\\", ",x,"), ("-x-", ".x."), ("'=x", "=x"),
                                  ("<urn:uuid:6f1c0b2a-8e57-4f0e-9a55-0c1a2b3c4d5e>",
                                   "http://e.org/view?docId=a;b=c&d=%20#top")])
def test_explain_canonical_and_similar_find_a_record_by_any_id(corpus, capsys, pair):
    a, b = pair
    # "--" ends the options: an id may start with "-", as an argument may.
    explained = json.loads(_out(capsys, "explain", corpus, "--format", "json", "--", a, b))
    assert (explained["a"]["doc_id"], explained["b"]["doc_id"]) == (a, b)
    canonical = json.loads(_out(capsys, "canonical", corpus, "--format", "json", "--", a))
    assert canonical["doc_id"] == a
    similar = json.loads(_out(capsys, "similar", corpus, "--", a))
    assert similar["doc_id"] == a


def test_shards_and_a_result_read_back_give_every_id_exactly(tmp_path):
    records = _records()
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.write_text("".join(json.dumps(r) + "\n" for r in records[::2]), encoding="utf-8")
    second.write_text("".join(json.dumps(r) + "\n" for r in records[1::2]), encoding="utf-8")
    result = tmp_path / "result.jsonl"
    done = run_cli("group", first, second, "--format", "jsonl", "-o", result)
    assert done.returncode == 0, done.stderr
    inspection = inspect_result(str(result))  # every member read again from its shard, by its id
    read = [[inspection.records[m].doc_id for m in group.members] for group in inspection.groups]
    assert read == [members for members in _expected_groups() if len(members) > 1]


@pytest.mark.parametrize("doc_id", ['\\"', 'a"b\\', '"doc_id":"x"', "'=x"])
def test_a_repeated_id_is_located_at_its_value_whatever_it_holds(tmp_path, doc_id):
    records = [dict(_records()[0], doc_id=doc_id), dict(_records()[1], doc_id=doc_id)]
    path = tmp_path / "repeat.jsonl"
    lines = [json.dumps(r) for r in records]
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    done = run_cli("group", path, "--problems-format", "json")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    [problem] = json.loads(done.stderr.splitlines()[0])["problems"]
    assert problem["doc_id"] == doc_id
    assert problem["message"] == f"doc_id {doc_id!r} is already used by record 1 at line 1"
    assert (problem["line"], problem["column"]) == (2, value_column(lines[1], "doc_id"))
