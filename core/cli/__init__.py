"""The ``docdedup`` command line: one module per subcommand, registered here.

Exit status: 0 success, 1 invalid input or failure (every problem on stderr),
2 usage error (argparse).
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from .. import CONTRACT, __version__
from ..charnames import unicode_version_text
from ..perf import collection_paused
from .common import use_problem_options
from .completion import add_completion_option

__all__ = ["COMMAND_MODULES", "build_parser", "main"]

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
    try:
        # Commands build a corpus of objects and no cycles: the collector waits (core.perf.gc_pause).
        with collection_paused():
            return args.func(args)
    except KeyboardInterrupt:
        print("docdedup: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `docdedup group big.json | head`
        sys.stderr.close()
        return 1


if __name__ == "__main__":
    sys.exit(main())
