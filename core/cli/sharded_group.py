"""``docdedup group`` on a sharded corpus: several files, a directory or a glob, on an engine.

The group command keeps its single-file path; it hands over here (:func:`route`)
when there are several shards, when ``--engine dask`` is asked for, or when the
output is JSON Lines. Here every member carries its shard and line, and the
output streams through a temporary file that becomes the result only when the
whole run succeeded.
"""

from __future__ import annotations

import logging
import sys

from ..limits import LIMITS_BY_NAME
from ..located_output import LocatedWriter
from ..output import OutputError, output_stream
from ..shards import ShardInputError, expand_inputs
from .common import fail, positive_int, print_problems

__all__ = ["ENGINES", "add_engine_options", "route"]

ENGINES = ("local", "dask")
EXTRA_FORMATS = ("jsonl",)


def add_engine_options(parser) -> None:
    parser.add_argument("--engine", choices=ENGINES, default="local",
                        help="local (default): this process; dask: a Dask cluster (pip install "
                        "'docdedup-inspector[dask]')")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                        help="with --engine dask: the scheduler of a running cluster, "
                        "e.g. tcp://10.0.0.5:8786 (default: start a local cluster)")
    parser.add_argument("--workers", type=positive_int, default=2, metavar="N",
                        help="with --engine dask and no --scheduler: worker processes of the local cluster "
                        "(default 2)")


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
    from ..engines.dask_engine import MISSING_DASK, connect, group_on_dask

    # An interrupted run leaves the client's pending gathers to asyncio, which would print
    # their tracebacks at exit; the user has been told "interrupted" already.
    logging.getLogger("asyncio").setLevel(logging.CRITICAL)

    try:
        client = connect(args.scheduler, args.workers)
    except ImportError:
        print(f"docdedup: {MISSING_DASK}", file=sys.stderr)
        return 2
    except OSError as error:  # an unreachable scheduler
        return fail(f"cannot reach the Dask scheduler {args.scheduler}: {error}", code="dask")
    try:
        grouping = group_on_dask(shards, client=client, limits=limits,
                                 simulate_collisions=args.simulate_collisions, skip_invalid=args.skip_invalid)
        return _finish(args, shards, limits, grouping)
    except Exception as error:  # a cluster failure (a worker lost too often): no output was written
        return fail(f"the Dask run failed, nothing was written: {_dask_failure(error)}", code="dask")
    finally:
        _close(client)


def _dask_failure(error: Exception) -> str:
    """Dask's own sentence (KilledWorker says which task and how often), the OS's, or the kind of failure."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error).strip() or f"{type(error).__name__} (no reason given)"


def _close(client) -> None:
    cluster = getattr(client, "cluster", None)  # only a local cluster this run started
    client.close()
    if cluster is not None:
        cluster.close()


def _finish(args, shards, limits, grouping) -> int:
    print_problems(grouping.problems)
    if grouping.problems and not args.skip_invalid:
        return 1
    try:
        with output_stream(args.output, protect=shards) as stream:
            writer = LocatedWriter(stream, format=args.format, limits=limits.name,
                                   records=grouping.records, shards=shards)
            for groups in grouping.ranges:
                writer.write(groups)
            writer.close()
    except OutputError as error:
        return fail(str(error), code="output", path=args.output)
    return 0
