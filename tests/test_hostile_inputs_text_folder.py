"""A folder of text files as it is found on a disk: hidden files a file manager or git left
(``.DS_Store``, ``.git``), links to files, to folders and to the folder itself, files that
are not UTF-8 or empty, a subfolder that cannot be listed. Every command reads the
documents and says each problem at its file, never a traceback, never a file lost quietly."""

from __future__ import annotations

import json
import os

import pytest

from core.input.loader import load_records
from core.input.text_folder import TextFolder
from tests.helpers import run_cli

TEXT_FILES = ("--text-files", "--set", "language=en")
COMMANDS = {
    "group": ["group", "{folder}", "--format", "json"],
    "chars": ["chars", "{folder}", "--format", "json"],
    "neighbours": ["neighbours", "{folder}"],
    "similar": ["similar", "{folder}", "a/one.txt"],
    "explain": ["explain", "{folder}", "a/one.txt", "a/b/one.txt", "--format", "json"],
    "canonical": ["canonical", "{folder}", "crlf.txt", "--format", "hex"],
    "review status": ["review", "status", "{folder}", "--format", "json"],
    "review export": ["review", "export", "{folder}", "--format", "csv"],
}


def _run(argv, folder) -> tuple[int, str, str]:
    done = run_cli(*(str(folder) if part == "{folder}" else part for part in argv), *TEXT_FILES)
    return done.returncode, done.stdout.replace(str(folder), "F"), done.stderr


def _documents(folder) -> None:
    (folder / "a" / "b").mkdir(parents=True)
    (folder / "a" / "one.txt").write_bytes(b"Hello, world.\n")
    (folder / "a" / "b" / "one.txt").write_bytes(b"Hello, world.\n")
    (folder / "crlf.txt").write_bytes(b"line one\r\nline two\r\n")
    (folder / "bom.txt").write_bytes(b"\xef\xbb\xbfwith a byte order mark")


@pytest.fixture(scope="module")
def plain_outputs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("documents")
    _documents(folder)
    return {name: _run(argv, folder)[:2] for name, argv in COMMANDS.items()}


def _hidden(folder) -> None:
    (folder / ".DS_Store").write_bytes(b"\x00\x00\x00\x01Bud1\x00\x00\x10\x00\xff")  # binary, not UTF-8
    (folder / ".git" / "objects" / "ab").mkdir(parents=True)
    (folder / ".git" / "objects" / "ab" / "cdef").write_bytes(b"x\x9c\xcbH\xcd\xc9\xc9\x07\x00")
    (folder / "a" / ".hidden.txt").write_text("not a document", encoding="utf-8")


def _links_to_folders(folder) -> None:
    (folder / "loop").symlink_to(".")  # the folder itself: never walked round and round
    (folder / "a" / "up").symlink_to("..")
    (folder / "to-a").symlink_to("a")


ADDED = {"hidden files and folders": _hidden, "links to folders and loops": _links_to_folders}


@pytest.mark.parametrize("added", ADDED)
def test_what_is_no_document_changes_nothing(tmp_path, plain_outputs, added):
    _documents(tmp_path)
    ADDED[added](tmp_path)
    for name, argv in COMMANDS.items():
        assert _run(argv, tmp_path)[:2] == plain_outputs[name], name


def test_a_folder_of_hidden_files_only_says_they_are_not_read(tmp_path):
    (tmp_path / ".DS_Store").write_bytes(b"\x00\x01")
    (tmp_path / ".notes.txt").write_text("hidden", encoding="utf-8")
    [problem] = load_records(TextFolder(str(tmp_path), "en")).problems
    assert problem.message.startswith("no files in the folder (hidden ones, named with a leading dot, "
                                      "are not read)")


def test_a_subfolder_that_cannot_be_listed_is_said_not_lost(tmp_path, monkeypatch):
    _documents(tmp_path)
    locked = tmp_path / "a" / "b"
    listing = os.scandir

    def scandir(path="."):
        if os.fspath(path) == str(locked):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return listing(path)

    monkeypatch.setattr(os, "scandir", scandir)
    loaded = load_records(TextFolder(str(tmp_path), "en"))
    assert sorted(r.doc_id for r in loaded.records) == ["a/one.txt", "bom.txt", "crlf.txt"]
    [problem] = loaded.problems
    assert (problem.code, problem.path) == ("file", str(locked))
    assert problem.message == "the folder cannot be read: Permission denied; its files are not read"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads a file whatever its mode")
def test_a_file_that_cannot_be_read_is_said_at_its_path(tmp_path):
    _documents(tmp_path)
    locked = tmp_path / "locked.txt"
    locked.write_text("secret", encoding="utf-8")
    locked.chmod(0)
    try:
        code, _, stderr = _run(COMMANDS["group"], tmp_path)
    finally:
        locked.chmod(0o644)
    assert code != 0 and "Traceback" not in stderr
    assert f"{locked}: file: the file cannot be read: Permission denied" in stderr


def test_files_that_are_no_records_are_each_said_at_their_file(tmp_path):
    _documents(tmp_path)
    (tmp_path / "latin1.txt").write_bytes("caf\N{LATIN SMALL LETTER E WITH ACUTE}\n".encode("latin-1"))
    (tmp_path / "empty.txt").write_bytes(b"")
    (tmp_path / "gone.txt").symlink_to("missing.txt")
    (tmp_path / "round.txt").symlink_to("round.txt")  # a loop: followed forever, never read
    (tmp_path / "outside.txt").symlink_to(os.devnull)
    before = {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    for name, argv in COMMANDS.items():
        code, _, stderr = _run(argv, tmp_path)
        assert code != 0 and "Traceback" not in stderr, name
        assert f"{tmp_path / 'latin1.txt'}:1:4: encoding: not UTF-8" in stderr, name
        assert f"{tmp_path / 'empty.txt'}: body: body must have 1" in stderr, name
        assert f"{tmp_path / 'gone.txt'}: file: a symbolic link to missing.txt, which cannot" in stderr, name
        assert f"{tmp_path / 'outside.txt'}: file: a symbolic link out of the folder" in stderr, name
        assert f"{tmp_path / 'round.txt'}: file: a symbolic link to round.txt, which cannot" in stderr, name
    done = run_cli("group", tmp_path, *TEXT_FILES, "--skip-invalid", "--format", "json")
    assert done.returncode == 0
    assert json.loads(done.stdout)["records"] == 4
    assert {p: p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()} == before
