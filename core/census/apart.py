"""The census of a file in a child process, for a GUI.

:func:`census_rows_apart` returns the rows :func:`.run.census_files` gives for one file,
counted in a fresh interpreter (this module's :func:`main`, started with ``subprocess``:
an exec, never a bare fork of a process that runs Qt threads). Why: the census is a
Python loop over every record, and a worker thread running it holds the GIL that the
GUI thread takes back for every timer, paint and model call from C++; on a busy machine
a worker preempted while holding it stalled the window 60-170 ms at 100,000 records
and 452 ms at 1,000,000 (``benchmarks/bench_chars.py --gui``). Here the caller's thread
only waits on a pipe. The child reads the file itself, as ``docdedup chars`` does, so
each character's first occurrence comes with the file, line and column of its record.

The conversation: the caller writes one pickled request (path, limits, jobs) and closes
the child's input; the child answers with length-prefixed pickles, ``("progress", done,
total)`` as it reads, then ``("rows", rows, records)`` or ``("failed", message)``. A
progress callback that returns False (Cancel, a closing window) kills the child and
raises :class:`~core.progress.Cancelled`; a child that dies is :class:`CensusFailed`.
Pickle is safe here: both ends are this package, on one machine, over a private pipe.
"""

from __future__ import annotations

import os
import pickle
import select
import subprocess
import sys
import time

from ..input.limits import Limits
from ..perf.helper_process import helper_command
from ..perf.lifeline import start_helper
from ..progress import Progress, report
from .run import CensusResult, census_files
from .tally import Row

__all__ = ["CensusFailed", "census_rows_apart", "main"]

NICENESS = 10  # below the window's priority (POSIX nice): its GUI thread gets a core first
POLL_S = 0.1  # while waiting, ask progress this often whether to stop
REPORT_EVERY_S = 0.05  # the child tells its progress at most this often
_LENGTH = 4  # bytes of the little-endian length before each message


class CensusFailed(RuntimeError):
    """The child process failed or died; the message says how."""


def census_rows_apart(path: str, *, limits: Limits, jobs: int | None = None,
                      progress: Progress | None = None) -> tuple[list[Row], int]:
    """The census rows of ``path`` and how many records it holds, counted in a child process."""
    request = pickle.dumps((path, limits, jobs or os.cpu_count() or 1), protocol=pickle.HIGHEST_PROTOCOL)
    # Its own session: Ctrl-C in a terminal must not kill it under a window that goes on; its
    # lifeline ends it (and its forks) with this process, however this one ends.
    helper = start_helper(helper_command(__name__, "main"), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    process = helper.process
    try:
        process.stdin.write(request)
        process.stdin.close()
        position = (0, 1)
        while True:
            message = pickle.loads(_read_message(process, progress, position))
            if message[0] == "progress":
                position = message[1:]
                report(progress, *position)
            elif message[0] == "rows":
                return message[1], message[2]
            else:
                raise CensusFailed(message[1])
    finally:
        helper.close()


def _read_message(process: subprocess.Popen, progress: Progress | None, position) -> bytes:
    length = int.from_bytes(_read(process, _LENGTH, progress, position), "little")
    return _read(process, length, progress, position)


def _read(process: subprocess.Popen, count: int, progress: Progress | None, position) -> bytes:
    pipe, parts = process.stdout, []
    while count:
        while not select.select([pipe], [], [], POLL_S)[0]:  # Cancel and a closing window are heard
            report(progress, *position)
        part = pipe.read1(count)
        if not part:
            raise CensusFailed(f"the census process ended unexpectedly (status {process.wait()})")
        parts.append(part)
        count -= len(part)
    return b"".join(parts)


def counted(result: CensusResult) -> tuple[list[Row], int]:
    """The rows of ``result`` and its valid records; :class:`CensusFailed` when no record
    could be read at all (the file went away or became unreadable since it was loaded)."""
    if not result.tally.records and result.problems:
        raise CensusFailed(result.problems[0].message)
    return result.tally.rows(), result.tally.records


# --- the child's side ----------------------------------------------------------------------


class _Sink:
    """Length-prefixed pickles on the child's standard output."""

    def __init__(self, stream) -> None:
        self.stream = stream
        self.last_progress = 0.0

    def send(self, message: tuple) -> None:
        payload = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
        self.stream.write(len(payload).to_bytes(_LENGTH, "little") + payload)
        self.stream.flush()

    def progress(self, done: int, total: int) -> None:
        now = time.monotonic()
        if now - self.last_progress >= REPORT_EVERY_S:
            self.last_progress = now
            self.send(("progress", done, total))


def main() -> int:
    source, sink = sys.stdin.buffer, _Sink(sys.stdout.buffer)
    sys.stdout = sys.stderr  # nothing but answers on the pipe
    if hasattr(os, "nice"):
        os.nice(NICENESS)
    try:
        path, limits, jobs = pickle.loads(source.read())
        rows, records = counted(census_files([path], limits=limits, jobs=jobs, progress=sink.progress))
        sink.send(("rows", rows, records))
    except BrokenPipeError:  # the caller went away (cancelled, closed): nobody to tell
        os.dup2(os.open(os.devnull, os.O_WRONLY), sink.stream.fileno())  # nor at exit
        return 1
    except Exception as error:  # the caller must hear it, or it waits for ever
        from ..jobs import error_message

        try:
            sink.send(("failed", error_message(error)))
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sink.stream.fileno())
        return 1
    return 0
