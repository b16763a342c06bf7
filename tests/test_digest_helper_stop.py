"""The load's digest helper ends with its caller: killed, the caller leaves no helper hashing on.

The helper hashes a file's records for the window's load and writes the digests to a
temporary file. Its standard input is a pipe nobody writes to: when the caller ends,
however it ends, the pipe closes and the helper exits (status 4) instead of hashing the
rest of the file for no one (1.5 s after a window killed at 100,000 records).
"""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import astuple
from pathlib import Path

from core.input.limits import LIMITS_BY_NAME
from core.perf.helper_process import helper_command

ROOT = Path(__file__).resolve().parents[1]
GONE = 4


def _big_file(path: Path, count: int = 40_000) -> Path:
    """~20 MB of JSON Lines: long enough to hash that an early end shows."""
    with path.open("w", encoding="utf-8") as out:
        for number in range(count):
            out.write(json.dumps({"doc_id": f"d{number}", "source_ref": "r", "language": "en",
                                  "title": f"t{number}", "body": f"body {number} " * 40}) + "\n")
    return path


def test_the_helper_stops_when_its_caller_closes_the_pipe(tmp_path):
    corpus = _big_file(tmp_path / "big.jsonl")
    limits = json.dumps(astuple(LIMITS_BY_NAME["corpus"]))
    command = helper_command("core.onepass.digests", "main", str(corpus), limits, str(1 << 20))
    helper = subprocess.Popen(command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE)
    helper.stdin.close()  # the caller is gone
    assert helper.wait(timeout=60) == GONE  # not 0: it did not hash the whole file for nobody
    assert helper.stderr.read() == b""
    helper.stderr.close()


PARENT = """
import sys, time
sys.path.insert(0, sys.argv[1])
from core.input.limits import LIMITS_BY_NAME
from core.onepass.digests import DigestHelper
from core.onepass.ranges import layout_of

limits = LIMITS_BY_NAME["corpus"]
helper = DigestHelper(layout_of(sys.argv[2], limits), limits, 1 << 20)
print(helper.process.pid, flush=True)
time.sleep(600)  # killed here, its clean-up never runs
"""


def test_a_caller_killed_leaves_no_helper_running(tmp_path):
    from tests.test_neighbours_stop import _alive, _ends

    corpus = _big_file(tmp_path / "big.jsonl")
    parent = subprocess.Popen([sys.executable, "-c", PARENT, str(ROOT), str(corpus)], cwd=ROOT,
                              stdout=subprocess.PIPE, text=True)
    helper = int(parent.stdout.readline())
    assert _alive(helper)
    parent.kill()
    parent.wait()
    parent.stdout.close()
    assert _ends(helper)
