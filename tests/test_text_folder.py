"""A folder of text files as a corpus (``--text-files DIR --set language=TAG``): one record per file."""

from __future__ import annotations

import json
import os

from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from core.input.loader import load_records
from core.input.text_folder import TextFolder
from tests.helpers import run_cli

TEXT = "Licence: use it freely.\nKeep this notice.\n"


def _write(path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)


def _copies(root):
    """Two identical README.md in two folders, and a third with CRLF line ends."""
    _write(root / "one" / "README.md", TEXT.encode())
    _write(root / "two" / "README.md", TEXT.encode())
    _write(root / "three" / "deeper" / "README.md", TEXT.replace("\n", "\r\n").encode())
    return root


def test_identical_files_group_and_a_crlf_copy_stays_apart(tmp_path):
    root = _copies(tmp_path / "docs")
    result = run_cli("group", "--text-files", root, "--set", "language=en")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["records"] == 3
    members = sorted([m["doc_id"] for m in g["members"]] for g in report["groups"])
    assert members == [["one/README.md", "two/README.md"], ["three/deeper/README.md"]]


def test_records_are_the_files_exactly_sorted_by_relative_path(tmp_path):
    root = _copies(tmp_path / "docs")
    _write(root / "bom.txt", "\N{ZERO WIDTH NO-BREAK SPACE}first line\r\nsecond".encode())
    loaded = load_records(TextFolder(str(root), "fa"), limits=CORPUS_LIMITS)
    assert loaded.problems == []
    assert [r.doc_id for r in loaded.records] == [
        "bom.txt", "one/README.md", "three/deeper/README.md", "two/README.md"]
    bom = loaded.records[0]
    # Decoded exactly: the byte order mark stays U+FEFF, CRLF stays CRLF.
    assert bom.body == "\N{ZERO WIDTH NO-BREAK SPACE}first line\r\nsecond"
    assert (bom.source_ref, bom.title, bom.language) == ("bom.txt", "bom.txt", "fa")
    assert loaded.records[2].title == "README.md"
    assert loaded.records[2].body == TEXT.replace("\n", "\r\n")


def test_a_latin1_file_is_a_located_problem_never_a_replacement_character(tmp_path):
    root = _copies(tmp_path / "docs")
    latin = root / "notes" / "caf.txt"
    _write(latin, "first line\ncaf\N{LATIN SMALL LETTER E WITH ACUTE} au lait\n".encode("latin-1"))
    result = run_cli("group", "--text-files", root, "--set", "language=en")
    assert result.returncode == 1
    assert f"{latin}:2:4: encoding: not UTF-8" in result.stderr
    assert "byte 0xE9 at byte offset 14" in result.stderr
    loaded = load_records(TextFolder(str(root), "en"), limits=CORPUS_LIMITS)
    assert "\N{REPLACEMENT CHARACTER}" not in "".join(r.body for r in loaded.records)
    (problem,) = loaded.problems
    assert (problem.path, problem.line, problem.column, problem.offset) == (str(latin), 2, 4, 14)
    skipped = run_cli("group", "--text-files", root, "--set", "language=en", "--skip-invalid")
    assert skipped.returncode == 0 and json.loads(skipped.stdout)["records"] == 3


def test_a_file_longer_than_a_body_is_located(tmp_path):
    root = tmp_path / "docs"
    most = SEED_LIMITS.max_body
    _write(root / "long.txt", ("x" * 10 + "\n" + "y" * most).encode())
    (problem,) = load_records(TextFolder(str(root), "en"), limits=SEED_LIMITS).problems
    assert problem.code == "body" and f"at most {most:,} characters" in problem.message
    assert (problem.line, problem.column) == (2, most - 10)


def test_an_empty_folder_and_a_missing_language_are_said(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    result = run_cli("group", "--text-files", empty, "--set", "language=en")
    assert result.returncode == 1
    assert f"{empty}: records: no files in the folder" in result.stderr
    result = run_cli("chars", "--text-files", empty)
    assert result.returncode == 1
    assert "the files carry no language; say it with --set language=TAG" in result.stderr
    assert "Traceback" not in result.stderr


def test_a_link_out_of_the_folder_is_not_read(tmp_path):
    root = _copies(tmp_path / "docs")
    (tmp_path / "secret.txt").write_text("outside", encoding="utf-8")
    os.symlink(tmp_path / "secret.txt", root / "link.txt")
    os.symlink(tmp_path, root / "up")  # a link to a folder is not walked
    loaded = load_records(TextFolder(str(root), "en"), limits=CORPUS_LIMITS)
    assert "outside" not in [r.body for r in loaded.records]
    (problem,) = loaded.problems
    assert problem.path == str(root / "link.txt") and "out of the folder" in problem.message
    assert len(loaded.records) == 3


def test_explain_and_chars_on_a_folder(tmp_path):
    root = _copies(tmp_path / "docs")
    explained = run_cli("explain", "--text-files", root, "one/README.md", "three/deeper/README.md",
                        "--set", "language=en")
    assert explained.returncode == 0, explained.stderr
    assert "Not duplicates; near-identical (no content edit); classes: line-ending" in explained.stdout
    assert "LF in A, CRLF in B" in explained.stdout
    chars = run_cli("chars", "--text-files", root, "--set", "language=en", "--format", "json")
    assert chars.returncode == 0, chars.stderr
    (row,) = json.loads(chars.stdout)["characters"]
    assert row["code_point"] == "U+000D" and row["doc_ids"] == ["three/deeper/README.md"]
    first = row["first"]
    assert first["path"] == str(root / "three" / "deeper" / "README.md")
    assert (first["line"], first["column"]) == (1, len(TEXT.splitlines()[0]) + 1)


def test_a_folder_grouped_as_json_lines_names_the_folder(tmp_path):
    root = _copies(tmp_path / "docs")
    result = run_cli("group", "--text-files", root, "--set", "language=en", "--format", "jsonl")
    assert result.returncode == 0, result.stderr
    header, *groups = map(json.loads, result.stdout.splitlines())
    assert header["shards"] == [str(root)] and header["records"] == 3
    assert [[m["doc_id"] for m in g["members"]] for g in groups] == [
        ["one/README.md", "two/README.md"], ["three/deeper/README.md"]]
