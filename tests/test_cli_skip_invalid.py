"""``--skip-invalid`` on every command that reads records: the invalid records are set aside
(each problem still on stderr), no valid record at all is an error with nothing written, and a
named doc_id must be a valid record's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

NOTHING_VALID = "is valid (--skip-invalid set every one aside), so nothing was written"
DATATROVE = Path(__file__).parent / "data" / "real_shards" / "datatrove_test_sample_fixed.jsonl.gz"

# (command words before FILE, words after it): every command that takes --skip-invalid.
COMMANDS = {
    "group": (["group"], []),
    "group-jsonl": (["group"], ["--format", "jsonl"]),
    "chars": (["chars"], []),
    "review-status": (["review", "status"], []),
    "review-export": (["review", "export"], ["--format", "csv"]),
    "neighbours": (["neighbours"], []),
    "similar": (["similar"], ["A"]),
    "explain": (["explain"], ["A", "C"]),
    "canonical": (["canonical"], ["A"]),
}
# The commands that write a file with -o, and the kind of file they replace.
WRITERS = {name: COMMANDS[name] for name in ("group", "group-jsonl", "chars", "review-export")}


def _without(record: dict, field: str) -> dict:
    return {key: value for key, value in record.items() if key != field}


@pytest.fixture
def all_invalid(tmp_path) -> Path:
    """Every record without its body."""
    bodiless = [_without(record, "body") for record in (RECORD_A, RECORD_B, RECORD_C)]
    return write_json(tmp_path / "bodiless.jsonl", bodiless, lines=True)


@pytest.fixture
def mixed(tmp_path) -> Path:
    """A, B and C valid; D without a body; E with a body that is not a string."""
    invalid = [_without(dict(RECORD_A, doc_id="D"), "body"), dict(RECORD_A, doc_id="E", body=7)]
    return write_json(tmp_path / "mixed.jsonl", [RECORD_A, invalid[0], RECORD_B, invalid[1], RECORD_C],
                      lines=True)


def _run(name: str, path, *extra: str):
    before, after = COMMANDS[name]
    return run_cli(*before, path, *after, *extra)


@pytest.mark.parametrize("name", COMMANDS)
def test_no_valid_record_left_is_an_error_with_nothing_written(name, all_invalid):
    result = _run(name, all_invalid, "--skip-invalid")
    assert result.returncode == 1 and result.stdout == ""
    lines = result.stderr.splitlines()
    assert [line.split(": ")[0] for line in lines[:3]] == [f"{all_invalid}:{n}:1" for n in (1, 2, 3)]
    assert all("missing body" in line for line in lines[:3])
    assert lines[3:] == [f"docdedup: no record of {all_invalid} {NOTHING_VALID}"]
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("name", COMMANDS)
def test_an_empty_file_is_no_valid_record_either(name, tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_bytes(b"")
    plain, skipping = _run(name, empty), _run(name, empty, "--skip-invalid")
    assert plain.returncode == skipping.returncode == 1 and plain.stdout == skipping.stdout == ""
    assert ": records: no records in the file" in plain.stderr
    assert skipping.stderr == plain.stderr + f"docdedup: no record of {empty} {NOTHING_VALID}\n"


@pytest.mark.parametrize("name", WRITERS)
def test_an_existing_output_is_left_as_it_was(name, tmp_path, mixed, all_invalid):
    out = tmp_path / "out"
    first = _run(name, mixed, "--skip-invalid", "-o", out)
    assert first.returncode == 0, first.stderr
    written = out.read_bytes()
    again = _run(name, all_invalid, "--skip-invalid", "-o", out)
    assert again.returncode == 1 and NOTHING_VALID in again.stderr
    assert out.read_bytes() == written
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(["out", mixed.name, all_invalid.name])


def test_several_shards_none_valid_are_one_error(tmp_path, all_invalid):
    second = write_json(tmp_path / "second.jsonl", [dict(RECORD_A, language="??")], lines=True)
    result = run_cli("group", all_invalid, second, "--skip-invalid")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.splitlines()[-1] == f"docdedup: no record of the 2 files given {NOTHING_VALID}"


@pytest.mark.parametrize("name", ["group", "chars", "review-export"])
def test_a_real_shard_with_every_record_refused_is_an_error(name):
    pytest.importorskip("zstandard")
    options = ["--field", "doc_id=id", "--field", "source_ref=id", "--field", "body=text",
               "--set", "language=en", "--set", "title=t"]
    result = _run(name, DATATROVE, *options, "--skip-invalid", "--problems-format", "json",
                  "--max-problems", "all")
    assert result.returncode == 1 and result.stdout == ""
    *problems, last = [json.loads(line)["problems"] for line in result.stderr.splitlines()]
    assert problems and all(p["path"] == str(DATATROVE) and p["line"] for p in problems[0])
    assert [(p["code"], p["path"]) for p in last] == [("records", str(DATATROVE))]
    assert last[0]["message"] == f"no record of {DATATROVE} {NOTHING_VALID}"


# explain, similar, neighbours and canonical with invalid records elsewhere in the file -------

ON_VALID = {
    "explain": (["explain"], ["A", "C", "--format", "json"]),
    "similar": (["similar"], ["A", "--format", "json", "--min-score", "0.5"]),
    "neighbours": (["neighbours"], ["--format", "json"]),
    "canonical": (["canonical"], ["C", "--format", "json"]),
}


@pytest.mark.parametrize("name", ON_VALID)
def test_invalid_records_are_set_aside_and_the_valid_ones_compared(name, tmp_path, mixed):
    before, after = ON_VALID[name]
    refused = run_cli(*before, mixed, *after)
    assert refused.returncode == 1 and refused.stdout == ""
    skipped = run_cli(*before, mixed, *after, "--skip-invalid")
    assert skipped.returncode == 0, skipped.stderr
    problems = skipped.stderr.splitlines()
    seven = mixed.read_text(encoding="utf-8").splitlines()[3].index('"body": 7') + len('"body": ') + 1
    assert [line.split(": ")[:2] for line in problems] == [[f"{mixed}:2:1", "fields"],
                                                           [f"{mixed}:4:{seven}", "body"]]
    valid = write_json(tmp_path / "valid.jsonl", [RECORD_A, RECORD_B, RECORD_C], lines=True)
    alone = run_cli(*before, valid, *after)
    assert alone.returncode == 0 and alone.stderr == ""
    assert skipped.stdout == alone.stdout and skipped.stdout.strip()


NAMING = {
    "explain": (["explain"], ["A", "DOC"]),
    "similar": (["similar"], ["DOC"]),
    "canonical": (["canonical"], ["DOC"]),
}


@pytest.mark.parametrize("name", NAMING)
def test_a_named_record_set_aside_is_said_with_why_and_where(name, mixed):
    before, after = NAMING[name]
    result = run_cli(*before, mixed, *["D" if w == "DOC" else w for w in after], "--skip-invalid")
    assert result.returncode == 1 and result.stdout == ""
    last = result.stderr.splitlines()[-1]
    said = f"docdedup: the record with doc_id 'D' was set aside as invalid ({mixed}:2:1: fields: "
    assert last.startswith(said)
    assert "missing body" in last and last.endswith("; name a valid record")
    unknown = run_cli(*before, mixed, *["Z" if w == "DOC" else w for w in after], "--skip-invalid")
    assert unknown.returncode == 1
    assert unknown.stderr.splitlines()[-1] == (f"docdedup: no valid record has doc_id 'Z' in {mixed} "
                                               "(2 invalid records were set aside, listed above)")


@pytest.mark.parametrize("name", COMMANDS)
def test_every_command_says_the_same_of_skip_invalid(name):
    before, _ = COMMANDS[name]
    shown = " ".join(run_cli(*before, "--help").stdout.split())
    assert "--skip-invalid set the invalid records aside and go on with the valid ones" in shown
    assert "no valid record at all is an error (exit 1, nothing written)" in shown
