"""``docdedup group`` on a sharded corpus: several files, a directory or a glob, on an engine.

The group command keeps its single-file path; it hands over here (:func:`route`)
when there are several shards, when ``--engine dask`` is asked for, or when the
output is JSON Lines. Here every member carries its shard and line, and the
output streams through a temporary file that becomes the result only when the
whole run succeeded.
"""

from __future__ import annotations

import argparse
import logging
import sys

from ..engines.scheduler import DEFAULT_TIMEOUT, Unreachable, parse_scheduler, probe
from ..input.field_mapping import mapping_header
from ..input.limits import LIMITS_BY_NAME
from ..input.shards import ShardInputError, expand_inputs
from ..jobs import error_message
from ..output.atomic import OutputError, output_stream
from ..output.gate import GROUP_REPORT
from ..output.report_writer import ReportWriter
from .subcommand_base import fail, nothing_valid, positive_int, print_problems

__all__ = ["ENGINES", "add_engine_options", "route"]

ENGINES = ("local", "dask")
EXTRA_FORMATS = ("jsonl",)


def add_engine_options(parser) -> None:
    parser.add_argument("--engine", choices=ENGINES, default="local",
                        help="local (default): this process; dask: a Dask cluster (pip install "
                        "'docdedup-inspector[dask]')")
    parser.add_argument("--scheduler", metavar="ADDRESS", type=_scheduler_address,
                        help="with --engine dask: the scheduler of a running cluster, "
                        "e.g. tcp://10.0.0.5:8786 (default: start a local cluster)")
    parser.add_argument("--timeout", metavar="SECONDS", type=_seconds, default=DEFAULT_TIMEOUT,
                        help="with --scheduler: how long to wait for the scheduler to answer and for "
                        f"a worker to join (default {DEFAULT_TIMEOUT:g})")
    parser.add_argument("--workers", type=positive_int, default=2, metavar="N",
                        help="with --engine dask and no --scheduler: worker processes of the local cluster "
                        "(default 2)")


def _scheduler_address(text: str):
    try:
        return parse_scheduler(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not 0 < seconds < 86_400 or seconds != seconds:
        raise argparse.ArgumentTypeError(f"expected seconds above 0, at most a day, got {text!r}")
    return seconds


def route(args) -> int | None:
    """Run the sharded path and return its exit status, or None for the one-file path.

    On None, ``args.file`` is left as the single file the one-file path expects.
    """
    try:
        shards = expand_inputs(args.file)
    except ShardInputError as error:
        return fail(str(error), code="file")
    if len(shards) == 1 and args.engine == "local" and args.format not in EXTRA_FORMATS:
        args.file = shards[0]
        return None
    return _run(args, shards)


def _run(args, shards: list[str]) -> int:
    limits = LIMITS_BY_NAME[args.limits]
    if args.engine == "dask":
        return _run_on_dask(args, shards, limits)
    from ..engines.local import group_locally

    grouping = group_locally(shards, limits=limits, simulate_collisions=args.simulate_collisions)
    return _finish(args, shards, limits, grouping)


def _run_on_dask(args, shards, limits) -> int:
    from ..engines.dask_engine import MISSING_DASK, connect, disconnect, group_on_dask

    # An interrupted run leaves the client's pending gathers to asyncio, which would print
    # their tracebacks at exit; the user has been told "interrupted" already.
    logging.getLogger("asyncio").setLevel(logging.CRITICAL)

    try:
        if args.scheduler is not None:
            probe(args.scheduler, args.timeout)  # no answer is said within the timeout, refused at once
        client = connect(None if args.scheduler is None else str(args.scheduler), args.workers,
                         timeout=args.timeout)
    except ImportError:
        print(f"docdedup: {MISSING_DASK}", file=sys.stderr)
        return 2
    except (OSError, Unreachable) as error:  # an unreachable scheduler
        return fail(f"cannot reach the Dask scheduler {args.scheduler}: {error}", code="dask")
    try:
        grouping = group_on_dask(shards, client=client, limits=limits,
                                 simulate_collisions=args.simulate_collisions, skip_invalid=args.skip_invalid)
        return _finish(args, shards, limits, grouping)
    except MemoryError:
        raise  # this process's own, said by core.cli.failures
    except Exception as error:  # a cluster failure (a worker lost too often): no output was written
        return fail(f"the Dask run failed, nothing was written: {_dask_failure(error)}", code="dask")
    finally:
        disconnect(client)


def _dask_failure(error: Exception) -> str:
    """The OS's sentence, or Dask's with its class (KilledWorker says which task and how often)."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return error_message(error)


def _finish(args, shards, limits, grouping) -> int:
    print_problems(grouping.problems)
    if grouping.problems and not args.skip_invalid:
        return 1
    if grouping.problems and not grouping.records:  # --skip-invalid set every record aside
        return nothing_valid(shards)
    try:
        with output_stream(args.output, protect=shards, kind=GROUP_REPORT) as stream:
            writer = ReportWriter(stream, format=args.format, limits=limits.name,
                                   records=grouping.records, shards=shards, mapping=mapping_header(shards[0]))
            for groups in grouping.ranges:
                writer.write(groups)
            writer.close()
    except OutputError as error:
        return fail(str(error), code="output", path=args.output)
    return 0
