"""What every subcommand shares: loading a file and reporting its problems."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from ..errors import Problem
from ..limits import LIMITS_BY_NAME, Limits
from ..loader import LoadedFile, load_records
from ..progress import Progress

__all__ = ["MAX_PROBLEMS_SHOWN", "add_limits_option", "load_for_cli", "print_problems"]

MAX_PROBLEMS_SHOWN = 50


def add_limits_option(parser) -> None:
    parser.add_argument(
        "--limits", choices=sorted(LIMITS_BY_NAME), default="corpus",
        help="limits profile: corpus (default, real corpora) or seed (the teaching bounds)",
    )


def terminal_progress(label: str) -> Progress | None:
    """A percentage on stderr when it is a terminal; nothing when output is redirected."""
    if not sys.stderr.isatty():
        return None
    shown = [-1]

    def progress(done: int, total: int) -> bool:
        percent = 100 * done // max(total, 1)
        if percent != shown[0]:
            shown[0] = percent
            end = "\n" if percent >= 100 else ""
            print(f"\r{label} {percent:3d}%", end=end, file=sys.stderr, flush=True)
        return True

    return progress


def print_problems(problems: Sequence[Problem], *, limit: int = MAX_PROBLEMS_SHOWN) -> None:
    """One problem a line on stderr, compiler style; a long list is capped with a count."""
    for problem in problems[:limit]:
        print(problem, file=sys.stderr)
    if len(problems) > limit:
        print(f"... and {len(problems) - limit:,} more problems", file=sys.stderr)


def load_for_cli(path: str, limits: Limits) -> LoadedFile:
    return load_records(path, limits=limits, progress=terminal_progress("loading"))
