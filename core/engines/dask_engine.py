"""The Dask engine: shards loaded on the workers, a shuffle by digest, groups by range.

The contract is a map and a shuffle. Each worker loads whole shards with the
core loader (same problems, same messages), then splits its valid records into
``K`` buckets by candidate digest; bucket ``k`` gathers piece ``k`` of every
shard and is grouped there by :func:`core.grouping.form_groups`, so byte
equality is decided inside the bucket, by the core. The groups of every bucket
are then split by ranges of representatives (boundaries from a sample of the
doc_ids) and each range is merged and sorted, so the client receives the output
one range at a time, already in order. A doc_id used by two shards is found by
the same kind of shuffle, by doc_id range.

Every step is a Dask task on futures: the scheduler places them, moves only the
pieces a task needs (``getitem`` runs where the split lives), and recomputes
what a lost worker held. No process ever holds the whole corpus: a worker holds
its shards and buckets, the client the problems, a sample of ids and one range.
"""

from __future__ import annotations

import bisect
import functools
import heapq
import logging
import os
import shutil
import signal
import sys
import tempfile
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from operator import attrgetter, getitem

import msgspec

from ..errors import Problem
from ..grouping import Group, Member, form_groups, with_provenance
from ..input.limits import Limits
from ..input.shards import ShardPart, corpus_problems, id_places, load_shard, repeated_ids, sort_problems
from ..perf.gc_pause import collection_paused
from .sharded_grouping import ShardedGrouping, digest_for

__all__ = ["MISSING_DASK", "QUIET_SCHEDULER", "connect", "disconnect", "group_on_dask"]

MISSING_DASK = ("--engine dask needs Dask, which is not installed; "
                "install it with: pip install 'docdedup-inspector[dask]'")
# No dashboard, and its HTTP endpoint on any free port: the default 8787 is taken as
# soon as two local clusters run on one machine (two users, two test runs).
QUIET_SCHEDULER = {"dashboard": False, "dashboard_address": ":0"}
_SAMPLE_PER_SHARD = 256
_CONNECT_SECONDS = 30
_MAX_BUCKETS = 1024



class _Travelling(msgspec.Struct, array_like=True, gc=False):
    """A record on its way through the shuffle: the five fields, then where it is."""

    doc_id: str
    source_ref: str
    language: str
    title: str
    body: str
    shard: int
    line: int | None
    offset: int | None


def _register_sizes() -> None:
    """Tell Dask what a loaded shard weighs (its default measure says ~50 bytes).

    The scheduler places a task next to its biggest inputs and moves results by
    their size; believing shards tiny, it moved whole shards between workers to
    run a task that needed a few ids of them.
    """
    try:
        from dask.sizeof import sizeof
    except ImportError:  # the local engine never gets here; the CLI says how to install Dask
        return
    sizeof.register(ShardPart)(lambda part: max(part.nbytes, 1024))


_register_sizes()
_PACK = msgspec.msgpack.Encoder().encode
_TRAVELLING = msgspec.msgpack.Decoder(list[_Travelling])
_GROUPS = msgspec.msgpack.Decoder(list[Group[Member]])


def connect(scheduler: str | None, workers: int, *, timeout: float = _CONNECT_SECONDS):
    """A Dask client: to the cluster at ``scheduler``, or to a new local cluster.

    Raises ImportError when Dask is not installed (the caller says how to install it),
    OSError when the scheduler does not answer or no worker joins within ``timeout`` s.
    """
    from distributed import Client

    if scheduler is not None:
        try:
            client = Client(scheduler, timeout=timeout)
        except (TimeoutError, ValueError, TypeError) as error:  # Dask's words for "not a scheduler"
            raise OSError(str(error).strip() or type(error).__name__) from None
        try:  # a scheduler without workers would leave the run waiting for ever
            client.wait_for_workers(1, timeout=timeout)
        except TimeoutError:
            client.close()
            raise OSError(f"no worker has joined it within {timeout:g} s") from None
        return client
    return _local_client(workers)


def _local_client(workers: int):
    """A client of a new local cluster, started so that stopping it leaves nothing behind.

    - Its scratch folder is this run's own, removed by :func:`disconnect` (Dask's default,
      ``$TMPDIR/dask-scratch-space``, stays for ever).
    - Ctrl-C in a terminal signals the whole process group, the workers too: each printed
      its KeyboardInterrupt traceback while the client was closing them. The workers get
      /dev/null as standard error; their failures reach the client as exceptions (its logs
      are silenced too), said once, in a sentence.
    - A Ctrl-C or SIGTERM while the cluster starts is held until it is up, then closes it:
      a cluster stopped half-started could not be closed (Dask's own "Status.init" at exit).
    """
    import dask
    from distributed import Client, LocalCluster

    scratch = tempfile.mkdtemp(prefix="docdedup-dask-")
    cluster = None
    try:
        # Every Dask server (scheduler, nannies, workers) makes its scratch space in this folder.
        with _signals_held(), _standard_error_to_null(), dask.config.set({"temporary-directory": scratch}):
            # One thread a worker: loading and hashing hold the GIL, so processes give the parallelism.
            cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                   dashboard_address=None, scheduler_kwargs=QUIET_SCHEDULER,
                                   silence_logs=logging.CRITICAL)
        cluster.docdedup_scratch = scratch
        return Client(cluster)
    except BaseException:
        if cluster is not None:
            cluster.close()
        shutil.rmtree(scratch, ignore_errors=True)
        raise


_HELD = (signal.SIGINT, signal.SIGTERM)


@contextmanager
def _signals_held() -> Iterator[None]:
    """SIGINT and SIGTERM noted inside the block and delivered again when it ends."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    noted: list[int] = []
    previous = {number: signal.signal(number, lambda signum, frame: noted.append(signum)) for number in _HELD}
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
        for number in dict.fromkeys(noted):
            signal.raise_signal(number)


@contextmanager
def _standard_error_to_null() -> Iterator[None]:
    """File descriptor 2 is /dev/null for the processes started inside the block."""
    sys.stderr.flush()
    saved = os.dup(2)
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def disconnect(client) -> None:
    """Close ``client`` and the local cluster it was given, if any, with its scratch folder."""
    cluster = getattr(client, "cluster", None)  # only a local cluster this run started
    client.close()
    if cluster is not None:
        cluster.close()
        scratch = getattr(cluster, "docdedup_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)


# ----------------------------------------------------------------- tasks

def _task(function):
    """A task runs with the cyclic collector paused: a worker is an entry point like the CLI.

    A worker holds millions of record objects; every full collection walked them
    all again (measured: splitting 1M records took 106 s of task time, not ~10).
    """
    @functools.wraps(function)
    def paused(*args, **kwargs):
        with collection_paused():
            return function(*args, **kwargs)
    return paused


@_task
def _load_shard(given: str, readable: str, index: int, limits: Limits) -> ShardPart:
    """Load a shard by its absolute path (a worker's working folder is not the client's).

    Problems and the result keep the path as the user gave it, as the local engine does.
    """
    part = load_shard(readable, index, limits)
    part.path = given
    part.problems = [p.located(path=given) if p.path == readable else p for p in part.problems]
    return part


@_task
def _summary(part: ShardPart) -> tuple[list[Problem], int, list[str]]:
    """What the client needs of a loaded shard: problems, size and a sample of ids."""
    ids = sorted(located.record.doc_id for located in part.records)
    step = max(1, len(ids) // _SAMPLE_PER_SHARD)
    return part.problems, part.total, ids[::step]


@_task
def _split_ids(part: ShardPart, boundaries: list[str]) -> list[list]:
    pieces: list[list] = [[] for _ in range(len(boundaries) + 1)]
    for place in id_places(part):
        pieces[bisect.bisect_right(boundaries, place[0])].append(place)
    return pieces


@_task
def _repeats_in(paths: Sequence[str], readable: Sequence[str], *pieces: list) -> list[Problem]:
    return repeated_ids((place for piece in pieces for place in piece), paths, readable=readable)


@_task
def _split_by_digest(part: ShardPart, dropped: frozenset[str], buckets: int,
                     simulate_collisions: bool) -> list[bytes]:
    """The shard's kept records in ``buckets`` pieces by candidate digest, each one buffer."""
    from ..contract import canonical_bytes

    digest = digest_for(simulate_collisions)
    pieces: list[list] = [[] for _ in range(buckets)]
    for located in part.records:
        record = located.record
        if record.doc_id in dropped:
            continue
        candidate = digest(canonical_bytes(record.language, record.title, record.body))
        pieces[int(candidate[:12], 16) % buckets].append(
            (record.doc_id, record.source_ref, record.language, record.title, record.body,
             part.index, located.line, located.offset))
    # One MessagePack buffer a piece: Dask sends a buffer as it is, where a list of a
    # million tuples would be pickled object by object on one side and rebuilt on the other.
    return [_PACK(piece) for piece in pieces]


@_task
def _group_bucket(paths: Sequence[str], simulate_collisions: bool, *pieces: bytes) -> bytes:
    """The core's grouping of one digest bucket, members located, in representative order."""
    # Travelling structs have the record's field names, which is all form_groups reads.
    records = [item for piece in pieces for item in _TRAVELLING.decode(piece)]
    places = [(str(paths[item.shard]), item.line, item.offset) for item in records]
    groups = form_groups(records, digest=digest_for(simulate_collisions))
    return _PACK(with_provenance(groups, records, places))


@_task
def _split_groups(groups: bytes, boundaries: list[str]) -> list[bytes]:
    pieces: list[list[Group[Member]]] = [[] for _ in range(len(boundaries) + 1)]
    for group in _GROUPS.decode(groups):  # already sorted, so each piece is sorted too
        pieces[bisect.bisect_right(boundaries, group.representative)].append(group)
    return [_PACK(piece) for piece in pieces]


@_task
def _merge_range(*pieces: bytes) -> bytes:
    decoded = [_GROUPS.decode(piece) for piece in pieces]
    return _PACK(list(heapq.merge(*decoded, key=attrgetter("representative"))))


# ------------------------------------------------------------------ driver

def _boundaries(samples: list[list[str]], ranges: int) -> list[str]:
    """``ranges - 1`` doc_ids that cut the sampled ids into ranges of about equal size."""
    merged = sorted(doc_id for sample in samples for doc_id in sample)
    if not merged or ranges < 2:
        return []
    cuts = {merged[len(merged) * i // ranges] for i in range(1, ranges)}
    return sorted(cuts)


def group_on_dask(
    paths: Sequence[str], *, client, limits: Limits, simulate_collisions: bool = False,
    skip_invalid: bool = False,
) -> ShardedGrouping:
    """Group the shards on the cluster of ``client``; see the module docstring for how."""
    paths = list(paths)
    workers = max(1, len(client.nthreads()))
    # A few buckets a worker balance the load; more only add tasks: the split is an
    # all-to-all, shards x buckets small tasks, which is what limits a big run.
    buckets = min(_MAX_BUCKETS, 4 * workers)
    # Read as given (a folder of text files, other field names) wherever the worker is.
    readable = [getattr(path, "moved_to", str)(os.path.abspath(path)) for path in paths]
    parts = client.map(_load_shard, paths, readable, range(len(paths)), limits=limits)
    summaries = client.gather(client.map(_summary, parts))
    boundaries = _boundaries([sample for _, _, sample in summaries], buckets)
    repeats = _cross_shard_repeats(client, parts, paths, readable, boundaries)
    problems = [problem for shard_problems, _, _ in summaries for problem in shard_problems]
    problems += repeats + corpus_problems(sum(total for _, total, _ in summaries), limits)
    valid = client.gather(client.map(_count, parts))
    kept = sum(valid) - len(repeats)
    if problems and not skip_invalid:
        client.cancel(parts)
        return ShardedGrouping(sort_problems(problems, paths), kept, iter(()))
    dropped = [frozenset(p.doc_id for p in repeats if p.path == path) for path in paths]
    ranges = _submit_grouping(client, parts, dropped, paths, boundaries, buckets, simulate_collisions)
    return ShardedGrouping(sort_problems(problems, paths), kept, _results(ranges))


@_task
def _count(part: ShardPart) -> int:
    return len(part.records)


def _cross_shard_repeats(client, parts, paths: list[str], readable: list[str],
                         boundaries: list[str]) -> list[Problem]:
    if len(paths) < 2:
        return []  # the loader already reports repeats inside one file
    splits = client.map(_split_ids, parts, boundaries=boundaries)
    found = [client.submit(_repeats_in, paths, readable, *_pieces(client, splits, r))
             for r in range(len(boundaries) + 1)]
    return [problem for problems in client.gather(found) for problem in problems]


def _pieces(client, splits, index: int) -> list:
    # getitem runs where the split lives, so only piece ``index`` crosses the network.
    return [client.submit(getitem, split, index) for split in splits]


def _submit_grouping(client, parts, dropped, paths, boundaries, buckets, simulate_collisions):
    splits = [client.submit(_split_by_digest, part, drop, buckets, simulate_collisions)
              for part, drop in zip(parts, dropped, strict=True)]
    grouped = [client.submit(_group_bucket, paths, simulate_collisions, *_pieces(client, splits, k))
               for k in range(buckets)]
    by_range = client.map(_split_groups, grouped, boundaries=boundaries)
    return [client.submit(_merge_range, *_pieces(client, by_range, r)) for r in range(len(boundaries) + 1)]


def _results(ranges: list) -> Iterator[list[Group[Member]]]:
    """Each range's groups in turn; a range is let go on the cluster once it is received."""
    for index in range(len(ranges)):
        future, ranges[index] = ranges[index], None
        packed = future.result()
        del future
        yield _GROUPS.decode(packed)
