"""``docdedup chars`` through a subprocess, as a user runs it: formats, kinds, problems."""

from __future__ import annotations

import csv
import io
import json

from core import CONTRACT
from tests.helpers import run_cli, write_json

RLO = "\N{RIGHT-TO-LEFT OVERRIDE}"
RECORDS = [
    {"doc_id": "rlo", "source_ref": "s", "language": "en", "title": "Pay",
     "body": f"Pay to account {RLO}1234"},
    {"doc_id": "nbsp", "source_ref": "s", "language": "en", "title": "Km", "body": "100\N{NO-BREAK SPACE}km"},
    {"doc_id": "nbsp2", "source_ref": "s", "language": "en", "title": "x\N{NO-BREAK SPACE}y", "body": "z"},
]


def test_json_lists_every_character_with_its_records(tmp_path):
    path = write_json(tmp_path / "c.json", RECORDS)
    result = run_cli("chars", path, "--format", "json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert (document["contract"], document["records"]) == (CONTRACT, 3)
    first, second = document["characters"]
    assert first["code_point"] == "U+202E" and first["kind"] == "bidi-control"
    assert first["name"] == "RIGHT-TO-LEFT OVERRIDE" and first["doc_ids"] == ["rlo"]
    assert first["first"]["field"] == "body" and first["first"]["offset"] == 15
    assert first["first"]["path"] == str(path) and first["first"]["line"] == 2
    assert (second["records"], second["occurrences"], second["doc_ids"]) == (2, 2, ["nbsp", "nbsp2"])


def test_csv_and_kind_filter(tmp_path):
    path = write_json(tmp_path / "c.jsonl", RECORDS, lines=True)
    out = tmp_path / "chars.csv"
    result = run_cli("chars", path, "--format", "csv", "--kind", "space-variant", "--output", out)
    assert result.returncode == 0, result.stderr
    rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert [(r["code_point"], r["kind"], r["doc_ids"]) for r in rows] == [
        ("U+00A0", "space-variant", "nbsp nbsp2")]
    assert (rows[0]["first_line"], rows[0]["first_column"], rows[0]["first_record"]) == ("2", "1", "2")


def test_text_names_the_character_and_where_it_is(tmp_path):
    path = write_json(tmp_path / "c.json", RECORDS)
    result = run_cli("chars", path)
    assert result.returncode == 0, result.stderr
    assert "U+202E RIGHT-TO-LEFT OVERRIDE [\N{MATHEMATICAL LEFT ANGLE BRACKET}RLO" in result.stdout
    assert f"first at {path}:2:" in result.stdout
    assert RLO not in result.stdout  # a terminal never reorders the report


def test_bad_input_is_located_and_exits_1_unless_skipped(tmp_path):
    path = write_json(tmp_path / "bad.json", [*RECORDS, dict(RECORDS[0], doc_id="empty", title="")])
    result = run_cli("chars", path)
    assert result.returncode == 1 and result.stdout == ""
    assert f"{path}:" in result.stderr and "title" in result.stderr
    skipped = run_cli("chars", path, "--skip-invalid", "--format", "json")
    assert skipped.returncode == 0
    assert json.loads(skipped.stdout)["records"] == 3


def test_several_shards_are_one_census(tmp_path):
    one = write_json(tmp_path / "a.json", RECORDS[:1])
    two = write_json(tmp_path / "b.jsonl", RECORDS[1:], lines=True)
    result = run_cli("chars", one, two, "--format", "json")
    assert result.returncode == 0, result.stderr
    document = json.loads(result.stdout)
    assert document["records"] == 3
    assert [c["first"]["path"] for c in document["characters"]] == [str(one), str(two)]


def test_the_output_never_overwrites_the_input(tmp_path):
    path = write_json(tmp_path / "c.json", RECORDS)
    before = path.read_bytes()
    result = run_cli("chars", path, "--output", path)
    assert result.returncode == 1 and path.read_bytes() == before
