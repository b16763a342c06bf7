"""``docdedup canonical``: the bytes a record is hashed as, through a subprocess as people run it."""

import hashlib
import json
import subprocess
import sys
from pathlib import Path

from core.display.ranges import range_text
from tests.helpers import DIGEST_A, RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

ROOT = Path(__file__).resolve().parents[1]
SEED = ROOT / "resources" / "examples" / "seed_records.json"
TRAPS = ROOT / "resources" / "examples" / "unicode_traps.json"
CONTRACT_HEX_A = ("5b22646f632d636f6e74656e742d7631222c226661222c22"
                  "d8b1d8a7d987d986d985d8a7db8c20d8add8b3daafd8b1222c22d988d984d8aad8a7da9820d8a8d8b1d8add8b3d8a8205620d8a7d8b3d8aa2e225d")


def raw_bytes(*args) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "core.cli", *map(str, args)], cwd=ROOT,
                          capture_output=True, check=False)


def test_raw_is_exactly_the_bytes_hashed():
    run = raw_bytes("canonical", SEED, "A", "--format", "raw")
    assert run.returncode == 0, run.stderr
    assert run.stdout.hex() == CONTRACT_HEX_A
    assert hashlib.sha256(run.stdout).hexdigest() == DIGEST_A


def test_raw_piped_into_sha256sum_prints_the_digest():
    pipeline = f"{sys.executable} -m core.cli canonical {SEED} A --format raw | sha256sum"
    run = subprocess.run(pipeline, shell=True, cwd=ROOT, capture_output=True, text=True, check=True)
    assert run.stdout.split()[0] == DIGEST_A


def test_raw_keeps_json_escapes_and_crlf_bytes():
    run = raw_bytes("canonical", TRAPS, "crlf-b")
    assert run.returncode == 0, run.stderr
    assert b"\\r\\n" in run.stdout and b"\r" not in run.stdout and not run.stdout.endswith(b"\n")


def test_hex_is_one_line():
    run = run_cli("canonical", SEED, "A", "--format", "hex")
    assert run.returncode == 0, run.stderr
    assert run.stdout == CONTRACT_HEX_A + "\n"


def test_json_names_ranges_length_digest_and_group(tmp_path):
    path = write_json(tmp_path / "seed.json", [RECORD_C, RECORD_B, RECORD_A])
    run = run_cli("canonical", path, "B", "--format", "json")
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    content = bytes.fromhex(report["hex"])
    assert report["canonical_json"].encode("utf-8") == content
    assert report["canonical_utf8_length"] == len(content) == 83
    assert report["sha256"] == DIGEST_A
    assert report["group"] == {"representative": "A", "members": ["A", "B"]}
    for name in ("language", "title", "body"):
        span = report["fields"][name]
        assert content[span["start"]:span["end"]].decode("utf-8") == RECORD_A[name]
        assert span["bytes"] == range_text(span["start"], span["end"])
    assert report["fields"]["language"]["bytes"] == "19..21"  # after ["doc-content-v1","


def test_unknown_doc_id_is_a_sentence_and_exit_1():
    run = run_cli("canonical", SEED, "Z")
    assert run.returncode == 1 and run.stdout == ""
    assert run.stderr.strip() == f"docdedup: no record has doc_id 'Z' in {SEED}"


def test_invalid_file_reports_problems_and_prints_nothing(tmp_path):
    path = write_json(tmp_path / "bad.json", [dict(RECORD_A, language="FA")])
    run = run_cli("canonical", path, "A", "--limits", "seed")
    assert run.returncode == 1 and run.stdout == ""
    assert "language" in run.stderr and "bad.json:" in run.stderr


def test_range_text_is_half_open_and_names_empty_ranges():
    assert range_text(63, 65) == "63..65"
    assert range_text(15, 15) == "empty at 15"
