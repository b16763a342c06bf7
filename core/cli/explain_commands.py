"""``docdedup explain``, ``neighbours`` and ``similar``: why near-identical records differ."""

from __future__ import annotations

from .common import add_limits_option

__all__ = ["register"]


def register(subparsers) -> None:
    """Add the ``explain``, ``neighbours`` and ``similar`` subcommands."""
    _register_explain(subparsers)
    _register_neighbours(subparsers)
    _register_similar(subparsers)


def _common(parser, formats: tuple[str, ...]) -> None:
    parser.add_argument("file", metavar="FILE")
    add_limits_option(parser)
    parser.add_argument("--format", choices=formats, default=formats[0],
                        help=f"output format (default {formats[0]})")


def _register_explain(subparsers) -> None:
    parser = subparsers.add_parser(
        "explain", help="why two records are (not) duplicates",
        description="Align two records of FILE and name the cause of every difference.")
    _common(parser, ("text", "json"))
    parser.add_argument("id_a", metavar="ID_A")
    parser.add_argument("id_b", metavar="ID_B")
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
    parser.add_argument("--top", type=int, default=10, metavar="K", help="at most K groups (default 10)")
    parser.add_argument("--min-score", type=float, default=0.9, metavar="S",
                        help="lowest similarity, 0 to 1 (default 0.9)")
    parser.set_defaults(func=_when_run("run_similar"))


def _when_run(name: str):
    """The handler ``name`` of :mod:`.explain_runners`, imported only when its command runs."""

    def run(args) -> int:
        from . import explain_runners

        return getattr(explain_runners, name)(args)

    return run
