"""The ``docdedup`` command line: one module per subcommand, registered here.

Exit status: 0 success, 1 invalid input or failure (every problem on stderr),
2 usage error (argparse), 3 out of memory (:mod:`.failures`), 130 interrupted (Ctrl-C),
143 terminated (SIGTERM), 141 the reader of standard output went away (``| head``),
quietly, as Unix tools end.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .. import CONTRACT, __version__
from ..charnames import unicode_version_text
from ..perf import collection_paused
from ..perf.quick_exit import end_at_once, end_process
from .completion import add_completion_option
from .failures import out_of_memory, stopped_on
from .standard_output import (
    READER_GONE_STATUS,
    OutputFailed,
    ReaderGone,
    guard_standard_output,
    silence_standard_output,
)
from .stop_signals import INTERRUPTED_STATUS, TERMINATED_STATUS, Terminated, terminated_as_exception
from .subcommand_base import fail, use_corpus_options, use_problem_options

__all__ = ["COMMAND_MODULES", "build_parser", "main", "run"]

# Each module offers register(subparsers), which adds its subcommands with func=handler(args) -> int.
COMMAND_MODULES = ("group_command", "chars_command", "explain_commands", "canonical_command",
                   "review_command")

EPILOG = """\
examples:
  docdedup group corpus.jsonl                      groups as JSON on stdout
  docdedup group corpus.json --format csv -o groups.csv
  docdedup group corpus.json --limits seed         the seed's teaching bounds
  docdedup group corpus.json --simulate-collisions every digest 64 zeros; groups stay exact
  docdedup chars corpus.jsonl                      characters worth a look, by kind
  docdedup canonical corpus.json A | sha256sum    the bytes A is hashed as, and its digest
  docdedup explain corpus.json A B                 why A and B are (not) duplicates
  docdedup neighbours corpus.json                  groups that differ only invisibly
  docdedup similar corpus.json A --top 5           groups a small edit away from A
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="docdedup",
        description=f"Group exact duplicate documents under the {CONTRACT} contract, "
        "and explain why near-identical ones are not duplicates.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version",
                        version=f"%(prog)s {__version__} ({CONTRACT}; {unicode_version_text()})")
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(f"{__name__}.{name}").register(subparsers)
    add_completion_option(parser)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit status (console script: ``sys.exit(main())``)."""
    args = build_parser().parse_args(argv)
    use_problem_options(args)
    guard_standard_output()
    try:
        # Commands build a corpus of objects and no cycles: the collector waits (core.perf.gc_pause).
        with terminated_as_exception(), collection_paused():
            status = use_corpus_options(args)
            if status is None:
                status = args.func(args)
            sys.stdout.flush()  # a full disk is said now, not in a message at exit
            return status
    except KeyboardInterrupt:
        print("docdedup: interrupted", file=sys.stderr)
        return INTERRUPTED_STATUS
    except Terminated:
        print("docdedup: terminated", file=sys.stderr)
        return TERMINATED_STATUS
    except (ReaderGone, BrokenPipeError):  # e.g. `docdedup group big.json | head -1`: nothing to say
        silence_standard_output()
        return READER_GONE_STATUS
    except OutputFailed as error:  # e.g. `docdedup group a.json > /dev/full`
        silence_standard_output()
        return fail(str(error), code="output")
    except MemoryError as error:  # loading or grouping a file too big for this machine
        return out_of_memory(args, error)
    except Exception as error:  # said in one line; a bug's traceback after it
        return stopped_on(args, error)


def run() -> None:
    """The ``docdedup`` command (its console script, ``python -m core.cli``): :func:`main`,
    then the process ends, at once when the command kept its corpus (:mod:`core.perf.quick_exit`)."""
    end_at_once()
    end_process(main())


if __name__ == "__main__":
    sys.exit(main())
