"""The near-identical analysis's helper process leaves nothing behind when its parent is stopped.

A parent runs the analysis apart (:mod:`core.differences.neighbours_process`) and is stopped
while its helper waits for the next batch: by SIGTERM (it dies at once, no clean-up runs),
by SIGKILL, or by Ctrl-C (SIGINT to the whole process group, as a terminal sends it). Each
time the helper ends within seconds, and prints no traceback.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

PARENT = """
import sys, time
sys.path.insert(0, sys.argv[1])
from core.differences.neighbours_process import find_neighbours_apart
from core.grouping import Group
from core.records import Record

goes_on = sys.argv[2] == "goes-on"
records = [Record(f"d{i:05}", "r", "en", f"title {i}", f"body {i} " * 40) for i in range(4000)]
groups = [Group(record.doc_id, "0" * 64, 0, (i,)) for i, record in enumerate(records)]

def progress(done, total):
    if not getattr(progress, "told", False):
        progress.told = True
        try:  # before the line the test waits for: the signal may come as soon as it is out
            print("helper started", flush=True)
            time.sleep(600)  # here when signalled; the helper waits for the next batch
        except KeyboardInterrupt:
            if not goes_on:
                raise
            # A window hears Ctrl-C as an exception in whatever Python call runs, says it, goes on.
    return True

try:
    clusters = find_neighbours_apart(records, groups, progress=progress)
except KeyboardInterrupt:
    print("parent stopped", flush=True)  # its own clean-up ran; any traceback on stderr is the helper's
    sys.exit(130)
print(f"{len(clusters)} clusters", flush=True)
"""


def _alive(pid: int) -> bool:
    """Whether ``pid`` still runs (a zombie waiting to be reaped has ended)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def _helpers_of(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").iterdir():
        found += [int(child) for child in (task / "children").read_text().split()]
    return found


_PROC = pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads the process tree from /proc")


def _start(mode: str) -> tuple[subprocess.Popen, int]:
    """The parent, once its helper runs; and the helper's pid."""
    command = [sys.executable, "-c", PARENT, str(ROOT), mode]
    parent = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                              start_new_session=True)
    assert parent.stdout.readline() == "helper started\n", parent.stderr.read()
    helpers = _helpers_of(parent.pid)
    assert len(helpers) == 1
    return parent, helpers[0]


def _ends(helper: int) -> bool:
    deadline = time.monotonic() + 10
    while _alive(helper) and time.monotonic() < deadline:
        time.sleep(0.05)  # the helper ends on its own: polled, nothing to wait on here
    return not _alive(helper)


@_PROC
@pytest.mark.parametrize("stop", ["SIGTERM", "SIGKILL", "Ctrl-C"])
def test_stopping_the_parent_leaves_no_helper_running_and_no_traceback(stop):
    parent, helper = _start("stops")
    try:
        if stop == "Ctrl-C":
            os.killpg(parent.pid, signal.SIGINT)  # the terminal signals the foreground group
        else:
            parent.send_signal(getattr(signal, stop))
        out, err = parent.communicate(timeout=30)
        assert _ends(helper), f"the helper still runs after {stop}"
        assert "Traceback" not in err, err
        if stop == "Ctrl-C":
            assert out == "parent stopped\n" and parent.returncode == 130
        else:
            assert parent.returncode == -getattr(signal, stop)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()


@_PROC
def test_ctrl_c_to_a_parent_that_goes_on_leaves_its_analysis_running():
    """A window does not stop on Ctrl-C; its analysis must not die of it either (it did: the
    helper, in the terminal's foreground group, printed a KeyboardInterrupt traceback and the
    window said the analysis failed)."""
    parent, helper = _start("goes-on")
    try:
        os.killpg(parent.pid, signal.SIGINT)
        out, err = parent.communicate(timeout=120)
        assert (out, parent.returncode) == ("0 clusters\n", 0), err  # the analysis ran to its end
        assert "Traceback" not in err, err
        assert _ends(helper)
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()


def test_a_parent_dying_in_the_middle_of_a_request_leaves_the_helper_quiet():
    """Killed while it wrote a batch, the parent leaves the helper half a request and a closed
    pipe to answer on: it ends, status 1, and says nothing (it printed two tracebacks)."""
    from core.perf.helper_process import helper_command

    helper = subprocess.Popen(helper_command("core.differences.neighbours_process", "main"), cwd=ROOT,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    helper.stdout.close()  # the parent is gone: nobody reads the answer
    helper.stdin.write((1000).to_bytes(4, "little") + b"half a request")
    helper.stdin.close()
    assert helper.wait(timeout=30) == 1
    assert helper.stderr.read() == b""
    helper.stderr.close()
