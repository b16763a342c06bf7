"""Ending the command line's process without freeing, object by object, what a command loaded.

A command that loaded a corpus returns with its records, their texts and its groups still
referenced; CPython then frees them one by one (0.13-0.17 s for ``docdedup neighbours`` at
100,000 records) and tears the interpreter down, for memory the system takes back at once
when the process ends. The process's entry point (:func:`core.cli.run`) switches this on
(:func:`end_at_once`); a command hands what it loaded to :func:`keep_until_exit`; and
:func:`end_process` then flushes the output and ends the process at once. A process that
goes on after ``main()`` (a test's) never switches it on, so nothing is kept there, and a
command that kept nothing ends the ordinary way (``atexit`` handlers and all).
"""

from __future__ import annotations

import os
import sys
from typing import NoReturn

__all__ = ["end_at_once", "end_process", "keep_until_exit"]

_kept: list[tuple] = []
_switched_on = False


def end_at_once() -> None:
    """Let commands keep what they loaded until the process ends (the entry point's call)."""
    global _switched_on
    _switched_on = True


def keep_until_exit(*objects) -> None:
    """Keep ``objects`` referenced until :func:`end_process` (nothing, unless switched on)."""
    if _switched_on:
        _kept.append(objects)


def end_process(status: int) -> NoReturn:
    """End the process with ``status``: at once, output flushed, when a command kept something."""
    if not _kept:
        sys.exit(status)
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a reader gone, a stream closed: nothing more to say
            pass
    os._exit(status)
