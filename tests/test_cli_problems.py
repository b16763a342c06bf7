"""How the CLI reports problems (--max-problems, --problems-format) and where it writes."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys

import pytest

from resources import resource_path
from tests.helpers import run_cli

SEED = resource_path("examples", "seed_records.json")


def bad_line(number: int) -> str:
    return json.dumps({"doc_id": f"R{number}", "source_ref": "s", "language": "fa", "title": "", "body": "b"})


def title_column(number: int) -> int:
    """Where the empty title's value starts on the line of record ``number`` (0-based)."""
    line = bad_line(number)
    return line.index('"title": ') + len('"title": ') + 1


def bad_lines(path, count: int):
    """A JSON Lines file whose ``count`` records each have an empty title."""
    path.write_text("".join(bad_line(i) + "\n" for i in range(count)), encoding="utf-8")
    return path


def test_fifty_problems_by_default_and_a_hint_for_the_rest(tmp_path):
    result = run_cli("group", bad_lines(tmp_path / "bad.jsonl", 60))
    lines = result.stderr.splitlines()
    assert result.returncode == 1 and len(lines) == 51
    assert lines[-1] == "... and 10 more problems (--max-problems all shows every one)"


@pytest.mark.parametrize(("option", "shown", "last"), [
    ("all", 60, None),
    ("3", 3, "... and 57 more problems (--max-problems all shows every one)"),
    ("59", 59, "... and 1 more problem (--max-problems all shows every one)"),
    ("0", 0, "... and 60 more problems (--max-problems all shows every one)"),
])
def test_max_problems(tmp_path, option, shown, last):
    result = run_cli("group", bad_lines(tmp_path / "bad.jsonl", 60), "--max-problems", option)
    lines = result.stderr.splitlines()
    located = [line for line in lines if line.startswith(str(tmp_path))]
    assert len(located) == shown
    assert (lines[-1] if last else None) == last
    assert located == [f"{tmp_path / 'bad.jsonl'}:{i + 1}:{title_column(i)}: title: title must have 1 "
                       f"to 4,096 characters; it has 0 (record {i + 1}, doc_id R{i}, field title)"
                       for i in range(shown)]


@pytest.mark.parametrize("value", ["-1", "many", "2.5"])
def test_max_problems_must_be_a_count_or_all(tmp_path, value):
    result = run_cli("group", SEED, "--max-problems", value)
    assert result.returncode == 2
    assert (f"argument --max-problems: expected a number of problems (0 or more) or 'all', "
            f"got {value!r}") in result.stderr


def test_problems_as_json(tmp_path):
    path = bad_lines(tmp_path / "bad.jsonl", 3)
    result = run_cli("group", path, "--problems-format", "json", "--max-problems", "2")
    assert result.returncode == 1
    (line,) = result.stderr.splitlines()
    assert json.loads(line) == {
        "problems": [
            {"code": "title", "message": "title must have 1 to 4,096 characters; it has 0",
             "record": n + 1, "doc_id": f"R{n}", "field": "title", "path": str(path),
             "line": n + 1, "column": title_column(n), "offset": offset}
            for n, offset in ((0, title_column(0) - 1), (1, len(bad_line(0)) + title_column(1)))
        ],
        "more": 1,
    }


def test_json_problems_keep_non_ascii_and_stay_silent_without_problems(tmp_path):
    bad = tmp_path / "\N{ARABIC LETTER REH}.json"
    bad.write_text('[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "\N{ARABIC LETTER REH}", '
                   '"body": ""}]', encoding="utf-8")
    result = run_cli("group", bad, "--problems-format", "json")
    (problem,) = json.loads(result.stderr)["problems"]
    assert (problem["code"], problem["line"], problem["column"]) == ("body", 1, 77)
    assert problem["path"] == str(bad) and str(bad) in result.stderr  # not \\u escaped
    clean = run_cli("group", SEED, "--problems-format", "json")
    assert (clean.returncode, clean.stderr) == (0, "")


def test_the_explain_commands_take_the_same_options(tmp_path):
    path = bad_lines(tmp_path / "bad.jsonl", 4)
    result = run_cli("neighbours", path, "--max-problems", "1", "--problems-format", "text")
    assert result.stderr.splitlines()[-1] == (
        "... and 3 more problems (--max-problems all shows every one)")


def test_output_through_a_symlink_keeps_the_link_and_the_mode(tmp_path):
    real = tmp_path / "groups-v1.json"
    assert run_cli("group", SEED, "--format", "csv", "-o", real).returncode == 0  # an earlier report
    real.chmod(0o640)
    link = tmp_path / "groups.json"
    link.symlink_to(real)
    result = run_cli("group", SEED, "-o", link)
    assert (result.returncode, result.stderr) == (0, "")
    assert link.is_symlink() and json.loads(real.read_text())["records"] == 3
    assert stat.S_IMODE(real.stat().st_mode) == 0o640


def test_output_onto_a_fifo_is_refused(tmp_path):
    fifo = tmp_path / "groups.json"
    os.mkfifo(fifo)
    result = run_cli("group", SEED, "-o", fifo)
    assert result.returncode == 1
    assert result.stderr == (f"docdedup: refusing to write onto {fifo}: it is a named pipe (FIFO); "
                             "give a regular file or a new name\n")
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_output_of_standard_input_is_not_taken_for_the_input(tmp_path):
    # "-" is standard input: the output beside it, named "-", is a file of its own.
    with open(SEED, "rb") as stream:
        data = stream.read()
    out = tmp_path / "-"
    result = subprocess.run([sys.executable, "-m", "core.cli", "group", "-", "-o", str(out)],
                            input=data, capture_output=True, check=False, cwd=tmp_path)
    assert (result.returncode, result.stderr) == (0, b"")
    assert json.loads(out.read_text())["records"] == 3


def test_several_shards_take_the_same_options(tmp_path):
    first = bad_lines(tmp_path / "a.jsonl", 3)
    second = bad_lines(tmp_path / "b.jsonl", 2)
    result = run_cli("group", first, second, "--problems-format", "json", "--max-problems", "4")
    assert result.returncode == 1
    report = json.loads(result.stderr)
    assert [(p["path"], p["line"]) for p in report["problems"]] == [
        (str(first), 1), (str(first), 2), (str(first), 3), (str(second), 1)]
    assert report["more"] == 1


def _json_lines(stderr: str) -> list[dict]:
    return [json.loads(line) for line in stderr.splitlines()]  # every line is JSON, or this fails


def test_under_json_problems_every_failure_is_a_json_line_too(tmp_path):
    missing_folder = tmp_path / "no" / "out.json"
    ran = run_cli("group", SEED, "-o", missing_folder, "--problems-format", "json")
    assert ran.returncode == 1
    assert _json_lines(ran.stderr) == [{"problems": [{
        "code": "output", "message": f"cannot write {missing_folder}: No such file or directory",
        "record": None, "doc_id": None, "field": None, "path": str(missing_folder), "line": None,
        "column": None, "offset": None}], "more": 0}]
    text = run_cli("group", SEED, "-o", missing_folder)
    assert text.stderr == f"docdedup: cannot write {missing_folder}: No such file or directory\n"
    ran = run_cli("explain", SEED, "A", "ZZ", "--problems-format", "json")
    assert ran.returncode == 1
    [report] = _json_lines(ran.stderr)
    assert report["problems"][0]["message"] == f"no record has doc_id 'ZZ' in {SEED}"
    assert report["problems"][0]["code"] == "doc_id"
    ran = run_cli("group", tmp_path / "nothing-*.jsonl", "--problems-format", "json")
    assert ran.returncode == 1
    [report] = _json_lines(ran.stderr)
    assert report["problems"][0]["message"] == f"no file matches {tmp_path / 'nothing-*.jsonl'}"


def test_review_export_refused_is_a_json_line_under_json_problems(tmp_path):
    corpus = tmp_path / "c.json"
    corpus.write_bytes(SEED.read_bytes())
    target = tmp_path / "no" / "out.csv"
    ran = run_cli("review", "export", corpus, "--format", "csv", "-o", target, "--problems-format", "json")
    assert ran.returncode == 1
    [report] = _json_lines(ran.stderr)
    assert report["problems"][0]["message"] == f"cannot write {target}: No such file or directory"
    assert report["problems"][0]["code"] == "output"
