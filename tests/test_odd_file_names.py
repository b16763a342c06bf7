"""File names that are not UTF-8, or that hold a newline, in every command's output and message.

``r\\xe9sum\\xe9-latin1.jsonl`` (Latin-1 bytes) is shown as ``r\\\\xe9sum\\\\xe9-latin1.jsonl`` in every
report and message, never a traceback; a newline in a name never splits ``FILE:LINE:COL``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from resources import resource_path

HIDDEN = resource_path("examples", "hidden_characters.json")
LATIN1 = b"r\xe9sum\xe9-latin1.jsonl"
SHOWN = "r\\xe9sum\\xe9-latin1.jsonl"


def _docdedup(folder, *args) -> subprocess.CompletedProcess:
    """The command run on names given as bytes, as a shell passes them."""
    argv = [os.fsencode(sys.executable), b"-m", b"core.cli", *(os.fsencode(a) for a in args)]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=root)
    return subprocess.run(argv, capture_output=True, cwd=folder, env=env, timeout=120, check=False)


@pytest.fixture
def latin1_corpus(tmp_path):
    with open(os.path.join(os.fsencode(tmp_path), LATIN1), "wb") as stream:
        stream.write(HIDDEN.read_bytes())
    return tmp_path


@pytest.mark.parametrize("format", ["json", "csv", "jsonl"])
def test_group_names_a_latin1_shard_as_its_bytes(latin1_corpus, format):
    result = _docdedup(latin1_corpus, "group", LATIN1, "--format", format)
    assert result.returncode == 0 and b"Traceback" not in result.stderr, result.stderr
    text = result.stdout.decode("utf-8")  # the report is UTF-8 text, whatever the name
    if format == "jsonl":
        assert json.loads(text.splitlines()[0])["shards"] == [SHOWN]


@pytest.mark.parametrize("format", ["text", "json", "csv"])
def test_chars_names_a_latin1_file_as_its_bytes(latin1_corpus, format):
    result = _docdedup(latin1_corpus, "chars", LATIN1, "--format", format)
    assert result.returncode == 0 and b"Traceback" not in result.stderr, result.stderr
    text = result.stdout.decode("utf-8")
    if format == "json":
        assert json.loads(text)["characters"][0]["first"]["path"] == SHOWN
    else:
        assert SHOWN in text


def test_a_problem_in_a_latin1_file_is_located_by_its_shown_name(tmp_path):
    with open(os.path.join(os.fsencode(tmp_path), LATIN1), "wb") as stream:
        stream.write(b'[{"doc_id": "a"}]')
    result = _docdedup(tmp_path, "group", LATIN1)
    assert result.returncode == 1 and b"Traceback" not in result.stderr
    assert result.stderr.decode("utf-8").startswith(SHOWN + ":1:")


def test_a_newline_in_a_file_name_never_splits_file_line_column(tmp_path):
    name = "two\nlines.json"
    (tmp_path / name).write_bytes(b'[{"doc_id": "a"}]')
    result = _docdedup(tmp_path, "group", name)
    lines = result.stderr.decode("utf-8").splitlines()
    assert result.returncode == 1 and lines
    assert all(line.startswith("two\\nlines.json:1:") for line in lines), lines
    census = _docdedup(tmp_path, "chars", name)
    assert all(line.startswith("two\\nlines.json:1:") for line in census.stderr.decode().splitlines())


@pytest.mark.parametrize("command", [["canonical", "-", "Z"], ["explain", "-", "A", "Z"]])
def test_standard_input_is_named_standard_input(command):
    with open(resource_path("examples", "seed_records.json"), "rb") as redirected:
        result = subprocess.run([sys.executable, "-m", "core.cli", *command], stdin=redirected,
                                capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 1
    assert result.stderr == "docdedup: no record has doc_id 'Z' in standard input\n"
