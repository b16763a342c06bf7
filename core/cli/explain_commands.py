"""``docdedup explain``, ``neighbours`` and ``similar``: why near-identical records differ."""

from __future__ import annotations

import argparse
import math

from .subcommand_base import add_limits_option, add_skip_invalid_option, positive_int

__all__ = ["register"]


def register(subparsers) -> None:
    """Add the ``explain``, ``neighbours`` and ``similar`` subcommands."""
    _register_explain(subparsers)
    _register_neighbours(subparsers)
    _register_similar(subparsers)


def _common(parser, formats: tuple[str, ...]) -> None:
    parser.add_argument("file", metavar="FILE")
    add_limits_option(parser)
    add_skip_invalid_option(parser)
    parser.add_argument("--format", choices=formats, default=formats[0],
                        help=f"output format (default {formats[0]})")


def _register_explain(subparsers) -> None:
    parser = subparsers.add_parser(
        "explain", help="why two records are (not) duplicates",
        description="Align two records of FILE and name the cause of every difference.")
    _common(parser, ("text", "json"))
    parser.add_argument("id_a", metavar="ID_A")
    parser.add_argument("id_b", metavar="ID_B")
    _max_length_option(parser, "EXPLAIN_MAX_CODE_POINTS", "longest title or body explained")
    parser.set_defaults(func=_when_run("run_explain"))


def _register_neighbours(subparsers) -> None:
    parser = subparsers.add_parser(
        "neighbours", help="groups that differ only invisibly",
        description="Clusters of exact groups of FILE that would merge if every difference "
        "class but `confusable` were folded.")
    _common(parser, ("json", "text"))
    parser.set_defaults(func=_when_run("run_neighbours"))


def _register_similar(subparsers) -> None:
    parser = subparsers.add_parser(
        "similar", help="groups a small edit away from one record",
        description="The groups of FILE most similar to the group of DOC_ID (folded text).")
    _common(parser, ("json", "text"))
    parser.add_argument("doc_id", metavar="DOC_ID")
    parser.add_argument("--top", type=positive_int, default=10, metavar="K",
                        help="at most K groups, K >= 1 (default 10)")
    parser.add_argument("--min-score", type=score, default=0.9, metavar="S",
                        help="lowest similarity, a number from 0 to 1 (default 0.9)")
    _max_length_option(parser, "SIMILAR_MAX_CODE_POINTS", "longest folded title + body compared")
    parser.set_defaults(func=_when_run("run_similar"))


def score(value: str) -> float:
    """An argparse type: a similarity score, a finite number from 0 to 1 (nan and inf refused)."""
    try:
        number = float(value)
    except ValueError:
        number = math.nan
    if not (math.isfinite(number) and 0 <= number <= 1):
        raise argparse.ArgumentTypeError(f"expected a number from 0 to 1 (such as 0.9), got {value!r}")
    return number


def _max_length_option(parser, cap_name: str, what: str) -> None:
    from ..differences import bounds  # a small module: no Unicode tables load here

    cap = getattr(bounds, cap_name)
    parser.add_argument("--max-length", type=positive_int, default=cap, metavar="N",
                        help=f"{what}, in code points (default {cap:,}: answers in about a second; "
                        "longer texts are refused or, for similar, left out)")


def _when_run(name: str):
    """The handler ``name`` of :mod:`.explain_runners`, imported only when its command runs."""

    def run(args) -> int:
        from . import explain_runners

        return getattr(explain_runners, name)(args)

    return run
