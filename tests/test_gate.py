"""One gate for every path read again: shards' record offsets, results, a member's record.

Each CLI run is a subprocess with a timeout and an address-space limit, so a regression
that hangs (a FIFO with no writer) or reads forever (``/dev/zero``) fails quickly instead
of stalling the suite or filling the machine's memory.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from core.input.input_source import FileRefused, open_regular, read_at_most
from core.output.result_reader import ResultError, inspect_result
from tests.helpers import RECORD_A, RECORD_B, run_cli, write_json

TIMEOUT = 60  # seconds; each run takes about one
MEMORY = 2 << 30  # bytes of address space: plenty for the CLI, far less than /dev/zero's appetite
FIFO = "not a regular file: it is a named pipe (FIFO)"
DEVICE = "not a regular file: it is a character device (such as /dev/zero or a terminal)"


def _bounded() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def docdedup(*args, cwd: Path | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-m", "core.cli", *map(str, args)], capture_output=True, text=True,
                          env=env, cwd=cwd or Path(__file__).resolve().parents[1], timeout=TIMEOUT,
                          stdin=subprocess.DEVNULL, preexec_fn=_bounded, check=False)


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "fifo.jsonl"
    os.mkfifo(path)
    return path


@pytest.fixture
def shard(tmp_path) -> Path:
    return write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)


@pytest.mark.parametrize("extra", [["--format", "jsonl"], ["--format", "csv"], ["--format", "json"]])
@pytest.mark.parametrize("with_a_shard", [False, True])
def test_dev_zero_as_a_shard_is_refused_with_the_loaders_sentence(extra, with_a_shard, shard):
    ran = docdedup("group", "/dev/zero", *([shard] if with_a_shard else []), *extra)
    assert ran.returncode == 1, ran.stderr
    assert f"/dev/zero: file: {DEVICE}" in ran.stderr
    assert "Traceback" not in ran.stderr and ran.stdout == ""


@pytest.mark.parametrize("jsonl", [True, False])
def test_a_fifo_as_a_shard_is_refused_at_once(fifo, shard, jsonl):
    ran = docdedup("group", fifo, *(["--format", "jsonl"] if jsonl else [shard]))
    assert ran.returncode == 1
    assert f"{fifo}: file: {FIFO}" in ran.stderr
    assert "Traceback" not in ran.stderr


def test_the_gate_refuses_what_is_not_a_regular_file_before_reading(fifo, tmp_path):
    directory = "not a regular file: it is a directory"
    for path, what in ((fifo, FIFO), ("/dev/zero", DEVICE), (tmp_path, directory)):
        with pytest.raises(FileRefused) as refused:
            open_regular(path)
        assert refused.value.strerror.startswith(what)
        assert refused.value.problem.path == str(path)
        assert isinstance(refused.value, OSError)  # every "cannot read PATH: REASON" says it the same way


def test_the_gate_bounds_the_size_before_and_while_reading(tmp_path):
    path = tmp_path / "big.jsonl"
    path.write_bytes(b"x" * 1000)
    with pytest.raises(FileRefused, match=r"it is 1\.0 kB; at most 999 bytes can be read here \(why\)"):
        open_regular(path, most=999, why="why")
    with open_regular(path, most=1000) as stream:
        path.write_bytes(b"x" * 5000)  # grows after it was opened
        with pytest.raises(FileRefused, match=r"it is more than 1\.0 kB"):
            read_at_most(stream, 1000, name=str(path))
    path.write_bytes(b"ab\n" + b"c" * 10)
    with open_regular(path) as stream:
        assert read_at_most(stream, 3, name=str(path), line=True) == b"ab\n"  # a line of exactly the most
        with pytest.raises(FileRefused):
            read_at_most(stream, 3, name=str(path), line=True)
    with pytest.raises(FileNotFoundError):
        open_regular(tmp_path / "missing")


def _result_with_its_shard(tmp_path: Path, shard: Path) -> Path:
    ran = run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl")
    assert ran.returncode == 0, ran.stderr
    return tmp_path / "g.jsonl"


def test_dev_zero_or_a_fifo_in_place_of_a_members_shard_is_a_sentence(tmp_path, shard, fifo):
    result = _result_with_its_shard(tmp_path, shard)
    shard.unlink()
    shard.symlink_to("/dev/zero")
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    assert str(refused.value) == (f"{shard}:1: cannot read the record of 'A' again: {DEVICE}; "
                                  "give a regular file")
    shard.unlink()
    shard.symlink_to(fifo)
    with pytest.raises(ResultError, match=r"cannot read the record of 'A' again: not a regular file: it is a "
                       r"named pipe \(FIFO\); give a regular file"):
        inspect_result(str(result))


def test_dev_zero_or_a_fifo_as_the_result_itself_is_a_sentence(fifo):
    for path, what in ((fifo, FIFO), ("/dev/zero", DEVICE)):
        with pytest.raises(ResultError) as refused:
            inspect_result(str(path))
        assert str(refused.value) == f"cannot read {path}: {what}; give a regular file"
