"""``docdedup review status|export|merge``: the decisions beside a corpus, from the command line.

Nothing here writes the input. ``export`` says per record what a pipeline should
do (keep, drop, unreviewed, undecided, stale, conflict) and which record is kept in its place;
``merge`` joins two editors' decisions files and lists
the subjects they disagree on. Exit status as for ``group``: 0 done, 1 invalid
input or an output that could not be written, 2 usage.

Only the options are here: what runs them (:mod:`.review_runners`, and with it the review
package) is imported when a review command runs, not by every command that registers them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator

from .subcommand_base import add_limits_option, add_skip_invalid_option

__all__ = ["register"]


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "review", help="editors' decisions: status, export, merge",
        description="Read the decisions recorded beside a corpus (FILE.decisions.jsonl by default).",
    )
    commands = parser.add_subparsers(dest="review_command", required=True, metavar="ACTION")
    _register_status(commands)
    _register_export(commands)
    _register_merge(commands)


def _corpus_options(parser) -> None:
    parser.add_argument("file", metavar="FILE", help="the corpus (a JSON array or JSON Lines)")
    parser.add_argument("--decisions", metavar="PATH",
                        help="the decisions file (default FILE.decisions.jsonl)")
    add_limits_option(parser)
    add_skip_invalid_option(parser)


def _register_status(commands) -> None:
    parser = commands.add_parser("status", help="counts by decision, undecided, stale, conflicts")
    _corpus_options(parser)
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help="output format (default text)")
    parser.add_argument("--groups-only", action="store_true",
                        help="skip the near-identical analysis (cluster counts are then not given)")
    parser.set_defaults(func=_later("run_status"))


def _register_export(commands) -> None:
    parser = commands.add_parser(
        "export",
        help="one row per record: keep, drop, unreviewed, undecided, stale or conflict, and its keeper")
    _corpus_options(parser)
    parser.add_argument("--format", choices=_ExportFormats(), required=True, metavar="FORMAT",
                        help="csv or jsonl")
    parser.add_argument("-o", "--output", metavar="PATH", help="write here (atomically) instead of stdout")
    parser.set_defaults(func=_later("run_export"))


def _register_merge(commands) -> None:
    parser = commands.add_parser("merge", help="join two decisions files, listing conflicts")
    parser.add_argument("ours", metavar="A", help="a decisions file")
    parser.add_argument("theirs", metavar="B", help="another decisions file")
    parser.add_argument("-o", "--output", metavar="C", required=True,
                        help="the merged file (written atomically)")
    parser.add_argument("--reviewer",
                        help="who merges, written on conflict lines (default: remembered or OS user)")
    parser.set_defaults(func=_later("run_merge"))


def _later(name: str) -> Callable[[object], int]:
    """The runner ``name`` of :mod:`.review_runners`, imported when it runs."""

    def run(args) -> int:
        return getattr(importlib.import_module(f"{__package__}.review_runners"), name)(args)

    return run


class _ExportFormats:
    """``review export``'s formats (:data:`core.review.export.EXPORT_FORMATS`), looked up only
    when an argument is checked against them or listed (the metavar spares argparse listing
    them as the option is added)."""

    @staticmethod
    def _formats() -> tuple[str, ...]:
        from ..review.export import EXPORT_FORMATS

        return EXPORT_FORMATS

    def __contains__(self, value: object) -> bool:
        return value in self._formats()

    def __iter__(self) -> Iterator[str]:
        return iter(self._formats())

    def __len__(self) -> int:
        return len(self._formats())
