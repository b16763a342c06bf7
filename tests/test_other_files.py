"""A file that is something else than records (an archive, lz4, encrypted Parquet), and JSON
Lines whose lines end with a carriage return alone: each is said for what it is, where it is,
in the window's language too; never "expected a JSON array"."""

from __future__ import annotations

import gzip
import io
import json
import tarfile
import zipfile

import pytest

from core.input.loader import load_records
from tests.helpers import run_cli

RECORD = {"doc_id": "a", "source_ref": "s", "language": "en", "title": "t", "body": "b"}
LINE = json.dumps(RECORD).encode()


def _zip() -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("corpus.jsonl", LINE + b"\n")
    return out.getvalue()


def _tar() -> bytes:
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w") as archive:
        info = tarfile.TarInfo("corpus.jsonl")
        info.size = len(LINE) + 1
        archive.addfile(info, io.BytesIO(LINE + b"\n"))
    return out.getvalue()


KINDS = {
    "zip": (_zip, "this file is a zip archive of files"),
    "tar": (_tar, "this file is a tar archive of files"),
    "7z": (lambda: b"7z\xbc\xaf\x27\x1c\x00\x04" + bytes(24), "this file is a 7z archive of files"),
    "lz4": (lambda: b"\x04\x22\x4d\x18\x64\x40\xa7" + bytes(8), "this file is lz4-compressed"),
    "encrypted Parquet": (lambda: b"PARE" + bytes(16) + b"PARE", "this file is an encrypted Parquet file"),
}


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_a_file_of_another_kind_is_said_for_what_it_is(tmp_path, kind):
    make, said = KINDS[kind]
    path = tmp_path / "corpus.json"
    path.write_bytes(make())
    loaded = load_records(str(path))
    assert [p.code for p in loaded.problems] == ["json"]
    problem = loaded.problems[0]
    assert problem.message.startswith(said) and (problem.line, problem.column) == (1, 1)
    found = run_cli("group", path)
    assert found.returncode == 1 and "Traceback" not in found.stderr
    assert found.stderr.startswith(f"{path}:1:1: json: {said}")


def test_an_archive_inside_gzip_is_said_so(tmp_path):
    path = tmp_path / "corpus.json.gz"
    path.write_bytes(gzip.compress(_zip()))
    found = run_cli("group", path)
    assert found.returncode == 1 and "holds a zip archive of files" in found.stderr


def test_json_lines_ended_by_a_carriage_return_alone_say_so(tmp_path):
    path = tmp_path / "corpus.jsonl"
    path.write_bytes(LINE + b"\r" + LINE.replace(b'"a"', b'"b"') + b"\r")
    problems = load_records(str(path)).problems
    # at the next record, just past the CR
    assert len(problems) == 1 and (problems[0].line, problems[0].column) == (1, len(LINE) + 2)
    assert problems[0].message.endswith("here a record ends with a carriage return alone (CR, U+000D)")
