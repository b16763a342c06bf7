"""What the loader agrees to read: regular files, pipes and standard input, within limits.

The CLI runs in a subprocess with a timeout, so a regression that hangs (a FIFO
without a writer) or reads forever (``/dev/zero``) fails instead of stalling the suite.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from core.input.input_source import STDIN_NAME, Source, format_size, most_bytes, open_source
from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from core.input.loader import load_records

TIMEOUT = 60  # seconds; each run takes well under 2
GOOD = b'{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", "body": "b"}'
BAD = b"[" + GOOD + b', {"doc_id": "B", "source_ref": "s", "language": "fa", "title": "", "body": "b"}]'
BAD_PROBLEM = (":1:145: title: title must have 1 to 4,096 characters; it has 0 "
               "(record 2, doc_id B, field title)")
REFUSED = ("not a regular file: it is {what}; give a regular file, or '-' to read standard input "
           "(for example: docdedup group - < FILE)")


def docdedup(*args, stdin=subprocess.DEVNULL, data: bytes | None = None, shell: bool = False):
    """Run the CLI; ``shell`` runs ``args[0]`` through bash (for ``<(...)``)."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    command = [sys.executable, "-m", "core.cli", *map(str, args)]
    if shell:
        env["DOCDEDUP"] = f"{sys.executable} -m core.cli"
        command = ["bash", "-c", args[0]]
    result = subprocess.run(command, input=data, stdin=None if data is not None else stdin,
                            capture_output=True, env=env, timeout=TIMEOUT, check=False,
                            cwd=Path(__file__).resolve().parents[1])
    return result.returncode, result.stdout.decode(), result.stderr.decode()


@pytest.fixture
def bad_file(tmp_path) -> Path:
    path = tmp_path / "bad.json"
    path.write_bytes(BAD)
    return path


def test_a_fifo_without_a_writer_is_refused_at_once(tmp_path):
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    code, out, err = docdedup("group", fifo)
    assert (code, out) == (1, "")
    assert err == f"{fifo}: file: {REFUSED.format(what='a named pipe (FIFO)')}\n"


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom", "/dev/null"])
def test_devices_are_refused_before_reading(device):
    code, _, err = docdedup("group", device)
    what = "a character device (such as /dev/zero or a terminal)"
    assert (code, err) == (1, f"{device}: file: {REFUSED.format(what=what)}\n")


def test_a_directory_is_refused(tmp_path):
    # (``docdedup group DIR`` reads the shards in DIR; the loader itself refuses it.)
    (problem,) = load_records(tmp_path).problems
    assert str(problem) == f"{tmp_path}: file: {REFUSED.format(what='a directory')}"


def test_standard_input_from_a_device_is_refused():
    with open("/dev/zero", "rb") as zero:
        code, _, err = docdedup("group", "-", stdin=zero)
    assert code == 1
    assert err == (f"{STDIN_NAME}: file: standard input is a character device (such as /dev/zero or "
                   "a terminal), which never ends or cannot be read; redirect a file or a pipe into "
                   "it (for example: docdedup group - < FILE)\n")


@pytest.mark.parametrize("command", [
    "$DOCDEDUP group <(cat {path})",
    "cat {path} | $DOCDEDUP group /dev/stdin",
    "cat {path} | $DOCDEDUP group -",
    "$DOCDEDUP group - < {path}",
    "$DOCDEDUP group /dev/stdin < {path}",
])
def test_pipes_and_standard_input_report_the_real_located_problem(bad_file, command):
    code, out, err = docdedup(command.format(path=bad_file), shell=True)
    assert (code, out) == (1, "")
    assert err.endswith(BAD_PROBLEM + "\n") and err.count("\n") == 1, err


def test_standard_input_is_grouped(tmp_path):
    code, out, err = docdedup("group", "-", data=b"[" + GOOD + b"," + GOOD.replace(b'"A"', b'"B"') + b"]")
    assert (code, err) == (0, "")
    assert '"representative": "A"' in out and '"doc_id": "B"' in out


def test_standard_input_is_read_within_the_profile(tmp_path):
    most, _ = most_bytes(SEED_LIMITS)
    data = b"[" + b" " * most  # still whitespace when the profile is full
    code, _, err = docdedup("group", "--limits", "seed", "-", data=data)
    assert code == 1
    assert err == (f"{STDIN_NAME}: file: the input is more than {format_size(most)}; the seed profile "
                   "holds at most 7.4 MB (128 records of at most 58.0 kB of JSON each)\n")


@pytest.mark.parametrize("seed", [0, 1])
def test_random_bytes_on_standard_input_stop_at_their_head(seed):
    # b"\x91\x00" once looked like UTF-16 to the loader (1 run in 256 with urandom).
    noise = b"\x91" + (b"\0" if seed else b"") + random.Random(seed).randbytes(8 << 20)
    code, _, err = docdedup("group", "-", data=noise)
    assert code == 1
    assert err.startswith(f"{STDIN_NAME}:1:1: encoding: invalid UTF-8 (invalid start byte, byte 0x91)")


def test_a_file_larger_than_the_seed_profile_is_refused_before_reading(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as stream:
        stream.truncate(8_000_000)  # sparse: it costs no disk
    loaded = load_records(big, limits=SEED_LIMITS)
    assert [str(p) for p in loaded.problems] == [
        f"{big}: file: the input is 8.0 MB; the seed profile holds at most 7.4 MB "
        "(128 records of at most 58.0 kB of JSON each)"
    ]


def test_a_file_larger_than_memory_can_hold_is_refused_before_reading(tmp_path):
    # 1 TB, sparse: were it read, the test would run out of memory rather than fail.
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as stream:
        stream.truncate(10**12)
    (problem,) = load_records(huge, limits=CORPUS_LIMITS).problems
    assert problem.code == "file"
    assert problem.message.startswith("the input is 1.0 TB; the corpus profile holds at most ")
    assert "times the file's size in memory" in problem.message


def test_the_seed_profile_bound_holds_its_largest_valid_file():
    # 128 records whose every character is a surrogate-pair escape, pretty-printed.
    pair = "\\ud83d\\ude00"
    one = (f'  {{\n    "doc_id": "{"A" * 32}",\n    "source_ref": "{"B" * 32}",\n    "language": "fa",\n'
           f'    "title": "{pair * 80}",\n    "body": "{pair * 4096}"\n  }}')
    largest = ("[\n" + ",\n".join([one] * 128) + "\n]").encode()
    assert len(largest) <= most_bytes(SEED_LIMITS)[0]


def test_a_regular_file_opens_as_a_stream(bad_file):
    source = open_source(str(bad_file), CORPUS_LIMITS)
    assert isinstance(source, Source)
    with source:
        assert source.file is not None and source.size == len(BAD)
        assert source.read_all() == BAD
        assert source.read_all() == BAD  # read again from the start by the full pass


def test_the_one_pass_paths_do_not_read_a_file_too_large_for_the_profile(tmp_path):
    from core.onepass import buckets, group_file, loaded

    big = tmp_path / "big.json"
    with open(big, "wb") as stream:
        stream.write(b"[" + GOOD)
        stream.truncate(8_000_000)  # 8 MB, sparse, over the seed profile's 7.4 MB
    refuse_reading = mock.patch.object(buckets, "batches", side_effect=AssertionError("read"))
    with refuse_reading, mock.patch.object(loaded, "batches", side_effect=AssertionError("read")):
        assert group_file(str(big), limits=SEED_LIMITS) is None
        assert loaded.load_in_one_pass(str(big), limits=SEED_LIMITS) is None
