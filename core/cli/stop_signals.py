"""SIGTERM ends the CLI the way Ctrl-C does: by an exception, so every ``finally`` runs.

Killed outright, a run leaves what only its clean-up removes: the private folder and
the processes of ``group --jobs`` (``$TMPDIR/docdedup-group-*``), the ``.tmp`` file
beside an output being written, a local Dask cluster's workers. Raised as
:class:`Terminated` (a BaseException, like KeyboardInterrupt, so no ``except
Exception`` on the way takes it for a failure of the work), the clean-up runs and
the CLI exits with 143, as a process ended by SIGTERM reports itself.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager

__all__ = ["INTERRUPTED_STATUS", "TERMINATED_STATUS", "Terminated", "terminated_as_exception"]

INTERRUPTED_STATUS = 128 + signal.SIGINT
TERMINATED_STATUS = 128 + signal.SIGTERM


class Terminated(BaseException):
    """SIGTERM arrived."""


def _raise(signum, frame) -> None:
    raise Terminated


@contextmanager
def terminated_as_exception() -> Iterator[None]:
    """SIGTERM raises :class:`Terminated` in the main thread inside the block."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, _raise)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
