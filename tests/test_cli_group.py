"""``docdedup group`` through a subprocess, as a user runs it: output, exit codes, files."""

from __future__ import annotations

import csv
import io
import json

from core import CONTRACT, __version__
from core.charnames import UNICODE_VERSION
from resources import resource_path
from tests.helpers import DIGEST_A, DIGEST_C, RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

SEED_EXAMPLE = resource_path("examples", "seed_records.json")
SEED_GROUPS = [
    {"representative": "A", "candidate_digest": DIGEST_A, "canonical_utf8_length": 83,
     "members": [{"doc_id": "A", "source_ref": "Ref1"}, {"doc_id": "B", "source_ref": "Ref2"}]},
    {"representative": "C", "candidate_digest": DIGEST_C, "canonical_utf8_length": 84,
     "members": [{"doc_id": "C", "source_ref": "Ref3"}]},
]


def test_bundled_example_gives_the_seed_groups():
    result = run_cli("group", SEED_EXAMPLE)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert json.loads(result.stdout) == {
        "contract": CONTRACT, "limits": "corpus", "records": 3, "groups": SEED_GROUPS,
    }
    assert "\N{ARABIC LETTER FARSI YEH}" not in result.stdout  # groups hold provenance, not text


def test_jsonl_in_any_order_gives_the_same_groups(tmp_path):
    source = write_json(tmp_path / "in.jsonl", [RECORD_C, RECORD_B, RECORD_A], lines=True)
    result = run_cli("group", source, "--limits", "seed")
    assert result.returncode == 0, result.stderr
    output = json.loads(result.stdout)
    assert output["limits"] == "seed"
    assert output["groups"] == SEED_GROUPS


def test_simulated_collisions_keep_the_groups(tmp_path):
    result = run_cli("group", SEED_EXAMPLE, "--simulate-collisions")
    groups = json.loads(result.stdout)["groups"]
    assert [g["candidate_digest"] for g in groups] == ["0" * 64, "0" * 64]
    assert [[m["doc_id"] for m in g["members"]] for g in groups] == [["A", "B"], ["C"]]


def test_csv_has_one_row_per_member(tmp_path):
    out = tmp_path / "groups.csv"
    result = run_cli("group", SEED_EXAMPLE, "--format", "csv", "--output", out)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert rows == [
        ["group", "representative", "candidate_digest", "canonical_utf8_length", "doc_id", "source_ref"],
        ["1", "A", DIGEST_A, "83", "A", "Ref1"],
        ["1", "A", DIGEST_A, "83", "B", "Ref2"],
        ["2", "C", DIGEST_C, "84", "C", "Ref3"],
    ]


def test_invalid_input_lists_every_problem_and_writes_nothing(tmp_path):
    bad = [RECORD_A, dict(RECORD_B, language="FA"), dict(RECORD_C, title="")]
    source = write_json(tmp_path / "bad.jsonl", bad, lines=True)
    before = source.read_bytes()
    out = tmp_path / "out.json"
    result = run_cli("group", source, "--limits", "seed", "--output", out)
    assert result.returncode == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith(f"{source}:2:") and ": language: " in lines[0]
    assert "(record 2, doc_id B, field language)" in lines[0]
    assert lines[1].startswith(f"{source}:3:") and ": title: " in lines[1]
    assert not out.exists()
    assert source.read_bytes() == before


def test_skip_invalid_groups_the_rest_and_still_reports(tmp_path):
    source = write_json(tmp_path / "bad.json", [RECORD_A, RECORD_B, dict(RECORD_C, body=7)])
    result = run_cli("group", source, "--skip-invalid")
    assert result.returncode == 0
    assert ": body: " in result.stderr
    output = json.loads(result.stdout)
    assert output["records"] == 2
    assert output["groups"] == SEED_GROUPS[:1]


def test_long_problem_lists_are_capped(tmp_path):
    records = [dict(RECORD_A, doc_id=f"d{i}", language="??") for i in range(80)]
    result = run_cli("group", write_json(tmp_path / "many.jsonl", records, lines=True))
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert len(lines) == 51
    assert lines[-1] == "... and 30 more problems (--max-problems all shows every one)"


def test_refuses_to_overwrite_the_input(tmp_path):
    source = write_json(tmp_path / "in.json", [RECORD_A])
    before = source.read_bytes()
    result = run_cli("group", source, "--output", source)
    assert result.returncode == 1
    assert "refusing to write the output onto the input file" in result.stderr
    assert source.read_bytes() == before


def test_missing_file_is_a_message_not_a_traceback(tmp_path):
    result = run_cli("group", tmp_path / "nope.json")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "nope.json" in result.stderr


def test_usage_errors_exit_2_and_version_and_help():
    assert run_cli("group").returncode == 2
    assert run_cli("group", "x.json", "--format", "xml").returncode == 2
    version = run_cli("--version")
    assert version.returncode == 0
    assert version.stdout.strip() == f"docdedup {__version__} ({CONTRACT}; Unicode {UNICODE_VERSION})"
    help_text = run_cli("--help").stdout
    assert "examples:" in help_text and "docdedup group corpus.jsonl" in help_text
