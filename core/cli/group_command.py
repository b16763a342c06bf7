"""``docdedup group``: the exact groups of a file, as JSON or CSV."""

from __future__ import annotations

from ..contract import sha256_hex
from ..grouping import zero_digest
from ..input.field_mapping import mapping_header
from ..input.limits import LIMITS_BY_NAME
from ..input.text_folder import TextFolder
from ..onepass import default_jobs, group_file
from ..output.atomic import FORMATS, encode_groups
from ..output.gate import GROUP_REPORT
from .sharded_group import EXTRA_FORMATS, add_engine_options, route
from .subcommand_base import (
    add_limits_option,
    add_skip_invalid_option,
    grouped_for_cli,
    positive_int,
    refuse_output,
    write_result,
)

__all__ = ["register"]


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "group", help="group exact duplicates", description="Group the records of FILE "
        "(a JSON array or JSON Lines) into exact duplicates under doc-content-v1.",
    )
    parser.add_argument("file", metavar="FILE", nargs="+",
                        help="a file, or several shards: files, a directory or a quoted glob")
    add_limits_option(parser)
    parser.add_argument("--format", choices=(*FORMATS, *EXTRA_FORMATS), default="json",
                        help="output format (default json); jsonl streams one group a line")
    parser.add_argument("-o", "--output", metavar="PATH", help="write here (atomically) instead of stdout")
    parser.add_argument("--simulate-collisions", action="store_true",
                        help="every digest becomes 64 zeros (the seed's experiment); groups stay exact")
    add_skip_invalid_option(parser)
    parser.add_argument("--jobs", type=positive_int, default=default_jobs(), metavar="N",
                        help="processes to group a large file with (default: this machine's "
                        f"cores, {default_jobs()}); the output is the same for any N")
    add_engine_options(parser)
    parser.set_defaults(func=run)


def run(args) -> int:
    if (status := refuse_output(args.output, protect=args.file, kind=GROUP_REPORT)) is not None:
        return status
    if (status := route(args)) is not None:  # several shards, --engine dask or jsonl
        return status
    limits = LIMITS_BY_NAME[args.limits]
    # The one-pass path vouches for a file with nothing wrong; any doubt, and the
    # thorough path reads it again and reports every problem where it is.
    data = group_file(args.file, limits=limits, digest=zero_digest if args.simulate_collisions else None,
                      jobs=args.jobs, format=args.format)
    if data is None:
        data = _thorough(args, limits)
        if data is None:
            return 1
    return write_result(data, args.output, protect=[args.file], kind=GROUP_REPORT)


def _thorough(args, limits) -> bytes | None:
    """Load, report problems, group: the output, or None when problems stop the run (said).

    The one pass was :func:`group_file`'s: go the thorough way at once."""
    digest = zero_digest if args.simulate_collisions else sha256_hex
    grouped = grouped_for_cli(args, limits=limits, digest=digest, one_pass=False)
    if grouped is None:
        return None
    loaded, groups = grouped
    folder = args.file if isinstance(args.file, TextFolder) else None  # named: the result opens without it
    return encode_groups(groups, loaded.records, limits=limits, format=args.format,
                         mapping=mapping_header(args.file), folder=folder)
