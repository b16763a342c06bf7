"""``docdedup chars``: the characters of a corpus worth telling an editor about."""

from __future__ import annotations

from ..census import FORMATS
from ..census.kinds import KIND_NAMES
from ..input.field_mapping import mapping_header
from ..input.limits import LIMITS_BY_NAME
from ..input.shards import ShardInputError, expand_inputs
from ..onepass import default_jobs
from .subcommand_base import (
    add_limits_option,
    add_skip_invalid_option,
    fail,
    nothing_valid,
    positive_int,
    print_problems,
    refuse_output,
    write_result,
)

__all__ = ["register"]


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "chars", help="characters worth telling an editor about",
        description="One pass over the records of FILE: every character worth a look (bidi "
        "controls, invisible and control characters, look-alike letters of another script, "
        "foreign digits, ...), judged by each record's language, with the records that hold it "
        "and where the first one stands.")
    parser.add_argument("file", metavar="FILE", nargs="+",
                        help="a file, or several shards: files, a directory or a quoted glob")
    add_limits_option(parser)
    parser.add_argument("--format", choices=FORMATS, default="text", help="output format (default text)")
    parser.add_argument("--kind", action="append", choices=KIND_NAMES, metavar="KIND",
                        help="report only this kind (repeat for several): " + ", ".join(KIND_NAMES))
    parser.add_argument("-o", "--output", metavar="PATH", help="write here (atomically) instead of stdout")
    add_skip_invalid_option(parser)
    parser.add_argument("--jobs", type=positive_int, default=default_jobs(), metavar="N",
                        help=f"processes to read a large file with (default: this machine's cores, "
                        f"{default_jobs()}); the output is the same for any N")
    parser.set_defaults(func=run)


def run(args) -> int:
    from ..census.report import CENSUS_REPORT, encode_census
    from ..census.run import census_files

    if (status := refuse_output(args.output, protect=args.file, kind=CENSUS_REPORT)) is not None:
        return status
    try:
        paths = expand_inputs(args.file)
    except ShardInputError as error:
        return fail(str(error), code="file")
    result = census_files(paths, limits=LIMITS_BY_NAME[args.limits], jobs=args.jobs)
    print_problems(result.problems)
    if result.problems and not args.skip_invalid:
        return 1
    if result.problems and not result.tally.records:  # --skip-invalid set every record aside
        return nothing_valid(paths)
    rows = result.tally.rows(frozenset(args.kind) if args.kind else None)
    data = encode_census(rows, records=result.tally.records, format=args.format,
                         mapping=mapping_header(paths[0]))
    return write_result(data, args.output, protect=paths, kind=CENSUS_REPORT)
