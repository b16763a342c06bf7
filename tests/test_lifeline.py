"""No helper process outlives the process that started it, at any level of forking.

A process that runs the census apart (a helper that forks a second process for the
second byte range), the near-identical analysis apart, or the digests of a load is
killed with SIGKILL, SIGTERM or SIGINT while the work runs; every process of the
helper's session (the helper and its forks) has ended within seconds, none left to
run on by itself. Waited for through pidfds, never by sleeping.
"""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Far less than the work left when the parent is stopped (the census alone takes 8-10 s),
# far more than a helper takes to end once its parent is gone (milliseconds).
DEADLINE_S = 5.0

pytestmark = pytest.mark.skipif(not hasattr(os, "pidfd_open") or not Path("/proc/self/stat").exists(),
                                reason="needs Linux (pidfds and /proc)")

# Every fourth character one the census counts: seconds of work in a file of tens of MB.
_BODY = ("a\N{ZERO WIDTH SPACE}b\N{RIGHT-TO-LEFT OVERRIDE}c\N{ARABIC-INDIC DIGIT FIVE} " * 300)

PARENTS = {
    "census": """
        from core.census.apart import census_rows_apart
        census_rows_apart(PATH, limits=CORPUS_LIMITS, jobs=2, progress=running)
    """,
    "analysis": """
        from core.input.loader import load_records
        from core.grouping import form_groups
        from core.differences.neighbours_process import find_neighbours_apart
        records = load_records(PATH).records
        find_neighbours_apart(records, form_groups(records), progress=running)
    """,
    "load": """
        from core.onepass.ranges import layout_of
        from core.onepass.digests import DigestHelper
        helper = DigestHelper(layout_of(PATH), CORPUS_LIMITS)
        running(1, 1)
        helper.result()
    """,
}


def _corpus(folder: Path, records: int) -> Path:
    """JSON Lines of ``records`` distinct records of ~3.6 kB, each with characters the census counts."""
    import json

    path = folder / "big.jsonl"
    with open(path, "w", encoding="utf-8") as stream:
        for n in range(records):
            record = {"doc_id": f"d{n}", "source_ref": f"r{n}", "language": "en", "title": f"t{n % 997}",
                      "body": f"{n} {_BODY}"}
            stream.write(json.dumps(record, ensure_ascii=False) + "\n")
    return path


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    return _corpus(tmp_path_factory.mktemp("lifeline"), 12_000)  # 44 MB: two byte ranges


def _stat(pid: int) -> tuple[int, int] | None:
    """(parent id, session id) of ``pid``, or None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()
    return int(fields[1]), int(fields[3])


def _all() -> dict[int, tuple[int, int]]:
    found = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (status := _stat(int(entry))) is not None:
            found[int(entry)] = status
    return found


def _sessions_of_children(parent: int) -> set[int]:
    """Every process in the sessions of ``parent``'s children (each helper starts its own)."""
    processes = _all()
    helpers = {pid for pid, (ppid, _sid) in processes.items() if ppid == parent}
    sessions = {processes[pid][1] for pid in helpers if pid in processes}
    return {pid for pid, (_ppid, sid) in processes.items() if sid in sessions and pid != parent} | helpers


def _start_parent(work: str, path: Path) -> subprocess.Popen:
    script = textwrap.dedent("""
        import sys, threading
        sys.path.insert(0, ROOT)
        from core.input.limits import CORPUS_LIMITS
        said = threading.Event()
        def running(done, total):
            if done > 0 and not said.is_set():  # the work has begun (its helpers started)
                said.set()
                print("running", flush=True)
            return True
    """).replace("ROOT", repr(str(ROOT))) + textwrap.dedent(work).replace("PATH", repr(str(path)))
    return subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            cwd=ROOT)


def _ended(pids: set[int]) -> set[int]:
    """Those of ``pids`` that end within the deadline (pidfds: no polling, no sleeping)."""
    fds = {}
    for pid in pids:
        try:
            fds[os.pidfd_open(pid)] = pid
        except ProcessLookupError:
            continue  # gone already
    ended = set(pids) - set(fds.values())
    try:
        waiting = dict(fds)
        while waiting:
            ready, _, _ = select.select(list(waiting), [], [], DEADLINE_S)
            if not ready:
                break
            for fd in ready:
                ended.add(waiting.pop(fd))
    finally:
        for fd in fds:
            os.close(fd)
    return ended


@pytest.mark.parametrize("stop", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT], ids=["KILL", "TERM", "INT"])
@pytest.mark.parametrize("work", sorted(PARENTS))
def test_no_helper_outlives_its_parent(corpus, work, stop):
    parent = _start_parent(PARENTS[work], corpus)
    try:
        assert parent.stdout.readline() == b"running\n"
        helpers = _sessions_of_children(parent.pid)
        assert helpers, "the work runs in a helper process"
        if work == "census":
            assert len(helpers) >= 2, "the census helper forked its second byte range"
        parent.send_signal(stop)
        parent.wait(DEADLINE_S)
        left = helpers - _ended(helpers)
        assert not left, f"still running after {DEADLINE_S:g} s: {sorted(left)}"
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()
        parent.stdout.close()
