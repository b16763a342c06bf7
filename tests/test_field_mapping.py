"""Other field names: ``--field FIELD=KEY`` and ``--set FIELD=VALUE``, applied once as records are decoded."""

from __future__ import annotations

import gzip
import json

from core.input.field_mapping import FieldMapping, MappedFile
from core.input.limits import CORPUS_LIMITS
from core.input.loader import load_records
from tests.helpers import run_cli

# As datatrove writes a shard: id, text and the URL inside metadata (not a top-level key).
PIPELINE = [
    {"id": "doc-1", "text": "The same text.\n", "metadata": {"url": "https://example.org/1"}},
    {"id": "doc-2", "text": "The same text.\n", "metadata": {"url": "https://example.org/2"}},
    {"id": "doc-3", "text": "The same text.\r\n", "metadata": {"url": "https://example.org/3"}},
]
MAPPING = ["--field", "doc_id=id", "--field", "body=text", "--field", "source_ref=id",
           "--set", "language=fa", "--set", "title=untitled"]


def _lines(path, rows) -> None:
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows), encoding="utf-8")


def test_a_pipeline_shard_groups_as_the_same_records_under_their_own_names(tmp_path):
    shard = tmp_path / "shard.jsonl"
    _lines(shard, PIPELINE)
    renamed = tmp_path / "renamed.jsonl"
    _lines(renamed, [{"doc_id": r["id"], "source_ref": r["id"], "language": "fa", "title": "untitled",
                      "body": r["text"]} for r in PIPELINE])
    mapped = run_cli("group", shard, *MAPPING)
    original = run_cli("group", renamed)
    assert mapped.returncode == 0 and original.returncode == 0, mapped.stderr + original.stderr
    mapped_report, original_report = json.loads(mapped.stdout), json.loads(original.stdout)
    assert mapped_report["groups"] == original_report["groups"]
    assert [m["doc_id"] for m in mapped_report["groups"][0]["members"]] == ["doc-1", "doc-2"]
    assert "mapping" not in original_report
    assert mapped_report["mapping"] == {"fields": {"doc_id": "id", "body": "text", "source_ref": "id"},
                                        "set": {"language": "fa", "title": "untitled"}}
    # The same header on every path: JSON Lines output, and a compressed shard.
    packed = tmp_path / "shard.jsonl.gz"
    packed.write_bytes(gzip.compress(shard.read_bytes()))
    streamed = run_cli("group", packed, *MAPPING, "--format", "jsonl")
    assert streamed.returncode == 0, streamed.stderr
    header = json.loads(streamed.stdout.splitlines()[0])
    assert header["mapping"] == mapped_report["mapping"] and header["records"] == 3


def test_a_missing_mapped_key_is_located_and_names_the_mapping(tmp_path):
    shard = tmp_path / "shard.jsonl"
    _lines(shard, [*PIPELINE[:2], {"id": "doc-4", "metadata": {}}])
    result = run_cli("group", shard, *MAPPING)
    assert result.returncode == 1
    assert (f"{shard}:3:1: fields: no key 'text' in the record, which --field doc_id=id --field body=text "
            "--field source_ref=id --set language=fa --set title=untitled reads body from") in result.stderr
    assert "Traceback" not in result.stderr


def test_a_bad_mapped_value_is_located_at_its_own_key(tmp_path):
    shard = tmp_path / "shard.jsonl"
    shard.write_text('{"id": "doc-1", "text": 12}\n', encoding="utf-8")
    mapping = MappedFile(str(shard), FieldMapping((("doc_id", "id"), ("source_ref", "id"), ("body", "text")),
                                                  (("language", "en"), ("title", "t"))))
    (problem,) = load_records(mapping, limits=CORPUS_LIMITS).problems
    assert (problem.code, problem.field, problem.line, problem.column) == ("body", "body", 1, 25)
    assert problem.message.endswith("(read with --field doc_id=id --field source_ref=id --field body=text "
                                    "--set language=en --set title=t)")


def test_chars_and_neighbours_say_the_mapping(tmp_path):
    shard = tmp_path / "shard.jsonl"
    _lines(shard, PIPELINE)
    chars = run_cli("chars", shard, *MAPPING, "--format", "json")
    assert chars.returncode == 0, chars.stderr
    document = json.loads(chars.stdout)
    assert document["mapping"]["fields"]["body"] == "text"
    assert [row["doc_ids"] for row in document["characters"]] == [["doc-3"]]
    neighbours = run_cli("neighbours", shard, *MAPPING, "--format", "json")
    assert neighbours.returncode == 0, neighbours.stderr
    assert json.loads(neighbours.stdout)["mapping"]["set"] == {"language": "fa", "title": "untitled"}


def test_mapping_options_are_checked_before_reading(tmp_path):
    shard = tmp_path / "shard.jsonl"
    _lines(shard, PIPELINE)
    cases = {
        ("--field", "url=id"): "--field url=id: expected FIELD=KEY with FIELD one of doc_id",
        ("--set", "language=not a tag"): "--set language: language must be",
        ("--field", "body=text", "--set", "body=x"): "--set body=x: expected FIELD=VALUE",
        ("--field", "language=lang", "--set", "language=fa"): "language is both read with --field",
    }
    for options, said in cases.items():
        result = run_cli("group", shard, *options)
        assert result.returncode == 1 and said in result.stderr, (options, result.stderr)
