"""How a command ends on an error it did not say itself: out of memory, or a bug.

Either is one line on stderr naming the command and what became of its output, which is true
because every result leaves through :mod:`core.output.atomic`: a file is replaced whole or not
at all, and standard output gets the result only once it is complete. A bug's traceback
follows its line, for a report; an error written for a person (:func:`core.jobs.is_said`)
needs none.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback

from ..errors import shown_name
from ..jobs import error_message, is_said, named_error
from .standard_output import drop_standard_output
from .subcommand_base import fail, problems_as_json

__all__ = ["MEMORY_STATUS", "out_of_memory", "stopped_on"]

MEMORY_STATUS = 3  # not 137: that is the system's out-of-memory killer, which leaves no word


def out_of_memory(args: argparse.Namespace, error: MemoryError) -> int:
    """Say that the command ran out of memory and what became of its output: :data:`MEMORY_STATUS`."""
    traceback.clear_frames(error.__traceback__)  # their variables hold what filled the memory
    fail(f"{_command(args)} ran out of memory; {_output_left(args)}: close other programs, or give it "
         "a smaller input, and try again", code="memory", path=getattr(args, "output", None))
    return MEMORY_STATUS


def stopped_on(args: argparse.Namespace, error: Exception) -> int:
    """Say why the command stopped and what became of its output (1); a bug's traceback after."""
    if is_said(error):
        return fail(f"{_command(args)} stopped: {error_message(error)}; {_output_left(args)}", code="error")
    said = (f"{_command(args)} stopped on an error in the program, {named_error(error)}; "
            f"{_output_left(args)}. Please report it with the traceback")
    if problems_as_json():  # every line on stderr stays JSON: the traceback goes in the message
        return fail(f"{said}:\n{''.join(traceback.format_exception(error)).rstrip()}", code="bug")
    fail(f"{said} below:", code="bug")
    traceback.print_exception(error, file=sys.stderr)
    return 1


def _command(args: argparse.Namespace) -> str:
    words = [args.command, getattr(args, "review_command", None)]
    return "the " + " ".join(word for word in words if word) + " command"


def _output_left(args: argparse.Namespace) -> str:
    path = getattr(args, "output", None)
    if path is not None:  # written through core.output.atomic: the temporary file is gone too
        name = shown_name(path)
        return f"{name} is as it was" if os.path.lexists(path) else f"{name} was not written"
    if drop_standard_output():
        return "standard output holds only part of the result"
    return "nothing was written to standard output"
