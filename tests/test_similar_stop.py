"""``docdedup similar`` hears SIGTERM at once, even while two long texts are being scored.

Scoring two texts of 1.5M code points holds the GIL inside rapidfuzz for tens of seconds,
and a signal's handler waited for it (41 s after SIGTERM). The scoring runs in a forked
child while the command waits on a pipe: SIGTERM ends the command within a second (143),
and the child with it.
"""

from __future__ import annotations

import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_lifeline import _all, _ended

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="needs Linux (pidfds and /proc)")


def _long_pair(folder: Path) -> Path:
    rng = random.Random(3)
    records = [{"doc_id": f"L{n}", "source_ref": f"r{n}", "language": "en", "title": "t",
                "body": "".join(rng.choices("abcdefghij ", k=1_500_000))} for n in range(2)]
    path = folder / "long.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    return path


def test_sigterm_ends_similar_at_once_while_two_long_texts_are_scored(tmp_path):
    corpus = _long_pair(tmp_path)
    command = subprocess.Popen([sys.executable, "-m", "core.cli", "similar", str(corpus), "L0",
                                "--max-length", "17000000"], cwd=ROOT, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    try:
        scoring = set()
        deadline = time.monotonic() + 120
        while not scoring and command.poll() is None and time.monotonic() < deadline:
            select.select([command.stderr], [], [], 0.05)  # a bounded wait for the scoring child
            scoring = {pid for pid, (ppid, _sid) in _all().items() if ppid == command.pid}
        assert scoring, "the scoring never ran in a process of its own"
        command.send_signal(signal.SIGTERM)
        stopped = time.monotonic()
        command.wait(timeout=60)
        took = time.monotonic() - stopped
        assert command.returncode == 128 + signal.SIGTERM
        assert took < 3.0, f"SIGTERM took {took:.1f} s to end the command"
        assert scoring <= _ended(scoring)
        assert b"Traceback" not in command.stderr.read()
    finally:
        if command.poll() is None:
            command.kill()
            command.wait()
        command.stdout.close()
        command.stderr.close()
