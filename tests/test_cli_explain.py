"""``docdedup explain``, ``neighbours`` and ``similar`` through a subprocess, as people run them."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TRAPS = ROOT / "resources" / "examples" / "unicode_traps.json"
SEED = ROOT / "resources" / "examples" / "seed_records.json"


def docdedup(*args):
    return subprocess.run([sys.executable, "-m", "core.cli", *map(str, args)], cwd=ROOT,
                          capture_output=True, text=True, encoding="utf-8", check=False)


def test_explain_json_names_the_class():
    run = docdedup("explain", TRAPS, "crlf-a", "crlf-b", "--format", "json")
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert result["classes"] == ["line-ending"]
    assert result["differences"][0]["sentence"] == "LF in A, CRLF in B"


def test_explain_text_draws_invisible_characters():
    run = docdedup("explain", TRAPS, "zwnj-a", "zwnj-b")
    assert run.returncode == 0, run.stderr
    assert "zwnj" in run.stdout and "⟨ZWNJ⟩" in run.stdout
    assert "U+200C ZERO WIDTH NON-JOINER  [e2 80 8c]" in run.stdout


def test_explain_same_group():
    run = docdedup("explain", SEED, "A", "B")
    assert run.returncode == 0 and "Same group" in run.stdout


def test_unknown_doc_id_exits_1_naming_id_and_file():
    run = docdedup("explain", TRAPS, "crlf-a", "missing-id")
    assert run.returncode == 1
    assert "missing-id" in run.stderr and "unicode_traps.json" in run.stderr


def test_every_trap_pair_is_a_neighbour():
    run = docdedup("neighbours", TRAPS)
    assert run.returncode == 0, run.stderr
    clusters = json.loads(run.stdout)["clusters"]
    found = {tuple(cluster["groups"]) for cluster in clusters}
    traps = {"crlf", "yeh", "kaf", "nfc", "zwnj", "trailing-space", "nbsp", "case", "language", "boundary"}
    assert {(f"{trap}-a", f"{trap}-b") for trap in traps} <= found
    assert ("edit-a", "edit-b") not in found


def test_neighbours_text():
    run = docdedup("neighbours", TRAPS, "--format", "text")
    assert run.returncode == 0 and "crlf-a ~ crlf-b: line-ending" in run.stdout


def test_similar_json_and_unknown():
    run = docdedup("similar", SEED, "A", "--top", "5", "--min-score", "0.9", "--format", "json")
    assert run.returncode == 0, run.stderr
    assert [entry["representative"] for entry in json.loads(run.stdout)["similar"]] == ["C"]
    missing = docdedup("similar", SEED, "Z")
    assert missing.returncode == 1 and "'Z'" in missing.stderr and "seed_records.json" in missing.stderr


@pytest.mark.parametrize(("option", "value", "expected"), [
    ("--min-score", "-5", "expected a number from 0 to 1 (such as 0.9)"),
    ("--min-score", "1.5", "expected a number from 0 to 1 (such as 0.9)"),
    ("--min-score", "inf", "expected a number from 0 to 1 (such as 0.9)"),
    ("--min-score", "nan", "expected a number from 0 to 1 (such as 0.9)"),
    ("--min-score", "high", "expected a number from 0 to 1 (such as 0.9)"),
    ("--top", "0", "expected a whole number of at least 1"),
    ("--top", "-1", "expected a whole number of at least 1"),
    ("--top", "2.5", "expected a whole number of at least 1"),
    ("--max-length", "0", "expected a whole number of at least 1"),
])
def test_similar_refuses_bad_options_with_a_usage_message(option, value, expected):
    run = docdedup("similar", SEED, "A", option, value)
    assert run.returncode == 2
    assert f"argument {option}: {expected}, got {value!r}" in run.stderr
    assert "Traceback" not in run.stderr


@pytest.mark.parametrize("value", ["0", "1", "0.5"])
def test_similar_accepts_the_ends_of_the_score_range(value):
    run = docdedup("similar", SEED, "A", "--min-score", value)
    assert run.returncode == 0, run.stderr


def long_file(tmp_path, length):
    records = [{"doc_id": doc_id, "source_ref": "r", "language": "en", "title": "t",
                "body": letter * length} for doc_id, letter in (("A", "a"), ("B", "b"))]
    path = tmp_path / "long.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


def test_explain_refuses_a_body_over_the_cap_with_a_clear_message(tmp_path):
    path = long_file(tmp_path, 300)
    run = docdedup("explain", path, "A", "B", "--max-length", "100")
    assert run.returncode == 1
    assert run.stderr.startswith("docdedup: the body of 'A' has 300 code points; explain takes texts "
                                 "of up to 100")
    assert "--max-length" in run.stderr and "Traceback" not in run.stderr
    assert docdedup("explain", path, "A", "B", "--max-length", "300").returncode == 0


def test_similar_refuses_a_group_over_the_cap(tmp_path):
    run = docdedup("similar", long_file(tmp_path, 300), "A", "--max-length", "100")
    assert run.returncode == 1 and "'A' has 301 code points; similar" in run.stderr


def test_similar_says_how_many_groups_were_too_long_to_compare(tmp_path):
    path = long_file(tmp_path, 300)
    records = json.loads(path.read_text(encoding="utf-8"))
    records.append({"doc_id": "C", "source_ref": "r", "language": "en", "title": "t", "body": "c" * 50})
    path.write_text(json.dumps(records), encoding="utf-8")
    run = docdedup("similar", path, "C", "--max-length", "100")
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["similar"] == []
    assert "2 groups longer than 100 code points were not compared" in run.stderr


def test_neighbours_ends_at_once_with_all_its_output_and_its_status():
    # `python -m core.cli` (and the console script) end the process without freeing the
    # corpus; the output is the same as a process that ends the ordinary way.
    ordinary = subprocess.run(
        [sys.executable, "-c", "import sys; from core.cli import main; sys.exit(main(sys.argv[1:]))",
         "neighbours", str(TRAPS), "--format", "text"],
        cwd=ROOT, capture_output=True, text=True, encoding="utf-8", check=False)
    at_once = docdedup("neighbours", TRAPS, "--format", "text")
    assert ordinary.returncode == at_once.returncode == 0, at_once.stderr
    assert at_once.stdout == ordinary.stdout and at_once.stderr == ordinary.stderr == ""
    assert at_once.stdout.endswith("clusters of near-identical groups\n")
    missing = docdedup("neighbours", ROOT / "no-such-file.json")
    assert missing.returncode != 0 and "no-such-file.json" in missing.stderr


def test_main_called_in_a_process_that_goes_on_keeps_nothing(capsys):
    from core.cli import main
    from core.perf import quick_exit

    assert main(["neighbours", str(TRAPS)]) == 0
    assert json.loads(capsys.readouterr().out)["clusters"]
    assert quick_exit._kept == []  # only the process's entry point lets a command keep its corpus
