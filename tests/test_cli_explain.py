"""``docdedup explain``, ``neighbours`` and ``similar`` through a subprocess, as people run them."""

import json
import subprocess
import sys
from pathlib import Path

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
