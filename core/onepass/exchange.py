"""Grouping in several processes: byte ranges in, slices of the output out.

Process ``w`` scans range ``w`` and groups its records. The processes then trade
through files in a private folder, in rounds separated by a barrier:

1. **digests and ids**: each process posts the digests of its groups and a sample
   of its doc_ids, and sends each doc_id to the process owning its hash, so a
   doc_id used in two ranges is caught.
2. **shared digests**: a group whose digest another range also has goes, with its
   canonical bytes, to the process owning that digest's partition, which merges
   the groups of equal bytes. With SHA-256 these are the exact copies that span
   ranges; every other group stays where it was formed.
3. **by representative**: each process sends each of its final groups to the process
   owning its representative's range (cut at quantiles of the pooled sample of the
   representatives of the records' groups: the output's text is as much in each range),
   which writes them as output text and sorts them into its slice. The groups only one
   range has go as columns (most of them: ``buckets.Alone``, ``buckets.Several``), so the
   text is written where it goes: as much by each process, however many records each
   scanned. No barrier ends this round: a process writes what it sent itself while
   another is still posting, and waits only for the groups posted to it.

The parent only cuts the file into ranges and concatenates the slices. A doubt
anywhere (or a process that fails) breaks the barrier; every process stops and
:func:`group_in_processes` raises :class:`Doubt`, so the caller reads the file the
thorough way.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import signal
import tempfile
from bisect import bisect_right
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any

import msgspec

from ..grouping import Group, Member
from ..input.field_mapping import mapping_header
from ..input.limits import Limits
from ..output.report_writer import head, joined, joined_texts, json_texts, part
from ..output.spreadsheet import with_mapping_column
from ..perf.lifeline import die_with_parent
from .buckets import Alone, Buckets, Several, check_count, finished, scan_range
from .parquet_rows import shares_rows
from .parquet_share import RowShare
from .ranges import Layout
from .scan import Doubt

__all__ = ["group_in_processes"]

_SAMPLE_PER_PROCESS = 1024
_OK, _DOUBT = 0, 3


def group_in_processes(layout: Layout, ranges: list[tuple[int, int]], limits: Limits, key,
                       format: str) -> bytes:
    """The report for ``layout``, one process per range; :class:`Doubt` if any doubts."""
    context = multiprocessing.get_context("fork")
    barrier = context.Barrier(len(ranges))
    processes: list = []
    folder = Path(tempfile.mkdtemp(prefix="docdedup-group-"))
    share = RowShare(len(ranges) - 1) if shares_rows(layout, ranges) else None
    try:  # at once: a SIGTERM raised from here on still removes the folder
        posted = [context.Event() for _ in ranges]
        job = _Job(layout, ranges, limits, key, format, folder, barrier, share, posted)
        processes = [context.Process(target=job.run, args=(index, os.getpid()), daemon=True)
                     for index in range(len(ranges))]
        _start(processes)
        if share is not None:
            share.keep_for(None)  # a process that ends closes its pipes' ends: the others see it
        if not _all_succeed(processes, barrier):
            raise Doubt
        return joined(format, (folder / "head").read_bytes(),
                      [(folder / f"part-{i}").read_bytes() for i in range(len(ranges))])
    finally:
        for process in processes:
            if process.pid is not None and process.is_alive():
                process.terminate()
                process.join()
        shutil.rmtree(folder, ignore_errors=True)


_STOPPING = {signal.SIGINT, signal.SIGTERM}


def _start(processes) -> None:
    """Start the processes with Ctrl-C and SIGTERM held until all are started.

    A signal's handler that raises inside the interpreter's own fork callbacks is
    ignored there ("Exception ignored in _releaseLock"), and the run went on as if no
    one had asked it to stop; held, the signal arrives after the forks, where it stops
    the job and its ``finally`` removes the processes and the folder.
    """
    held = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPPING)
    try:
        for process in processes:
            process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _all_succeed(processes, barrier) -> bool:
    """Wait for every process; the first failure breaks the barrier for the others."""
    waiting = {process.sentinel: process for process in processes}
    ok = True
    while waiting:
        for sentinel in wait(list(waiting)):
            process = waiting.pop(sentinel)
            process.join()
            if process.exitcode != _OK:
                ok = False
                barrier.abort()
    return ok


class _Job:
    """What every process knows; :meth:`run` is one process's whole part."""

    def __init__(self, layout, ranges, limits, key, format, folder, barrier, share, posted) -> None:
        self.layout, self.ranges, self.limits, self.key = layout, ranges, limits, key
        self.format, self.folder, self.barrier, self.share = format, folder, barrier, share
        self.count = len(ranges)
        self.posted = posted  # per process, an Event: its groups for each representative range are posted

    def run(self, me: int, parent: int) -> None:
        # The parent alone decides when the job stops: Ctrl-C (which a terminal sends to the
        # whole process group) is the parent's to hear; SIGTERM, as the parent stops its
        # processes, ends this one at once, without a word (a fork inherits the parent's
        # Python handlers, which would raise here and print a traceback).
        die_with_parent(parent)  # and ends with the parent, however the parent ends
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPPING)  # held while the parent forked
        try:
            _Process(self, me).run()
        except BaseException:  # a doubt, a broken barrier or a bug: the thorough path decides
            self.barrier.abort()
            os._exit(_DOUBT)
        os._exit(_OK)  # no clean-up of a million objects: the parent has what it needs


class _Process:
    """One process of a job: its range, the shared digests it owns, its representative range."""

    def __init__(self, job: _Job, me: int) -> None:
        self.job, self.me = job, me
        self.others = [source for source in range(job.count) if source != me]
        self.kept: dict[str, Any] = {}  # what this process sent itself (_put)

    def _put(self, name: str, value, *, to: int | None = None) -> None:
        """``value`` for the process ``to`` (None: for every process), as a file of the job's
        folder; for this process itself, kept as it is (nothing to encode, write or read)."""
        if to == self.me:
            self.kept[name] = value
        else:
            (self.job.folder / name).write_bytes(msgspec.msgpack.encode(value))

    def _get(self, name: str, type=Any):
        if name in self.kept:
            return self.kept.pop(name)
        return msgspec.msgpack.decode((self.job.folder / name).read_bytes(), type=type)

    def _sync(self) -> None:
        self.job.barrier.wait()

    def _wait_posted(self, source: int) -> None:
        """Until ``source`` has posted its groups by representative (no barrier: a process that
        scanned fewer records writes its own part meanwhile); a broken barrier ends the wait."""
        while not self.job.posted[source].wait(0.02):
            if self.job.barrier.broken:
                raise Doubt

    def run(self) -> None:

        job, me = self.job, self.me
        start, stop = job.ranges[me]
        if job.share is not None:
            job.share.keep_for(me)
        buckets = scan_range(job.layout, start, stop, last=me == job.count - 1, limits=job.limits,
                             key=job.key, share=job.share, me=me)
        self._post_keys_and_ids(buckets)
        self._sync()
        total, splitters = self._check_ids_and_cut()
        shared = self._post_shared(buckets)
        self._sync()
        representatives, items, columns = self._settle(buckets, shared)
        buckets = None
        self._post_by_representative(representatives, items, columns, splitters)
        job.posted[me].set()
        own = self._written(self.kept.pop(f"rep-{me}-{me}"))  # while the others may still post theirs
        self._write_slice(total, own)

    def _post_keys_and_ids(self, buckets: Buckets) -> None:
        """Round 1: my digests, my doc_ids to the process owning their hash, a sample of them."""
        count, doc_ids = self.job.count, buckets.doc_ids
        outgoing = [[] for _ in range(count)]
        for doc_id in doc_ids:
            outgoing[hash(doc_id) % count].append(doc_id)  # one hash seed: all are forks of one
        for owner in range(count):
            self._put(f"ids-{self.me}-{owner}", outgoing[owner], to=owner)
        sample = buckets.representative_sample(_SAMPLE_PER_PROCESS)
        self._put(f"keys-{self.me}", (len(doc_ids), buckets.keys, sample))

    def _check_ids_and_cut(self) -> tuple[int, list[str]]:
        """No doc_id in two ranges; the record total; where representative ranges are cut."""
        count = self.job.count
        ids = [doc_id for source in range(count) for doc_id in self._get(f"ids-{source}-{self.me}")]
        if len(set(ids)) != len(ids):
            raise Doubt  # a repeated doc_id: the thorough path says where
        total, samples, self.keys_elsewhere = 0, [], set()
        for source in range(count):
            records, keys, sample = self._get(f"keys-{source}")
            total += records
            samples += sample
            if source != self.me:
                self.keys_elsewhere.update(keys)
        check_count(total, self.job.limits)
        return total, _cuts(samples, count)

    def _post_shared(self, buckets: Buckets) -> list[int]:
        """Round 2: groups whose digest another range has too go to the digest's owner, bytes and all."""
        count, me = self.job.count, self.me
        elsewhere = self.keys_elsewhere
        shared = [group for group, key in enumerate(buckets.keys) if key in elsewhere]
        outgoing = [[] for _ in range(count)]
        for group in shared:
            key = buckets.keys[group]
            doc_ids, source_refs = buckets.members_of(group)
            outgoing[_partition(key, count)].append((key, buckets.contents[group], doc_ids, source_refs))
        for owner in self.others:
            self._put(f"shared-{me}-{owner}", outgoing[owner])
        self.kept_shared = outgoing[me]
        return shared

    def _settle(self, buckets: Buckets, shared: list[int]) -> tuple[list[str], list, tuple | None]:
        """My final groups: those only my range has, and the shared digests I own, merged by
        their bytes, as (representatives, groups) and, in JSON, the groups only my range has
        as columns (:class:`Alone`, :class:`Several`): their text is written where they go,
        so the processes write about as much text each, however many records each scanned."""
        merged: dict[tuple, list] = {}
        arrived = [self._get(f"shared-{source}-{self.me}") for source in self.others]
        for key, content, doc_ids, source_refs in (entry for batch in (self.kept_shared, *arrived)
                                                   for entry in batch):
            into = merged.setdefault((key, content), [[], []])
            into[0] += doc_ids
            into[1] += source_refs
        owned = [finished(key, len(content), *members) for (key, content), members in merged.items()]
        moved = set(shared)
        if self.job.format == "csv":
            groups = buckets.finished(moved) + owned
            return [group.representative for group in groups], groups, None
        return [group.representative for group in owned], json_texts(owned), buckets.json_parts(moved)

    def _post_by_representative(self, representatives: list[str], items: list, columns: tuple | None,
                                splitters: list[str]) -> None:
        """Round 3: each group to the process writing its representative's range."""
        count = self.job.count
        reps = [[] for _ in range(count)]
        sent = [[] for _ in range(count)]
        for representative, item in zip(representatives, items, strict=True):
            owner = bisect_right(splitters, representative)
            reps[owner].append(representative)
            sent[owner].append(item)
        owners = [[bisect_right(splitters, representative) for representative in groups.representatives()]
                  for groups in columns or ()]
        for owner in range(count):
            taken = None if columns is None else tuple(
                groups.taken([its == owner for its in owners[kind]]) for kind, groups in enumerate(columns))
            self._put(f"rep-{self.me}-{owner}", (reps[owner], sent[owner], taken), to=owner)

    @staticmethod
    def _written(sent: tuple) -> tuple[list[str], list]:
        """(representatives, items) of what one process sent for my range: JSON texts (the
        columns written here) or, in CSV, groups."""
        reps, items, columns = sent
        if columns is not None:
            alone, several = columns
            reps = reps + alone.representatives() + several.representatives()
            items = items + alone.texts() + several.texts()
        return reps, items

    def _write_slice(self, total: int, own: tuple[list[str], list]) -> None:
        """Round 4: my representative range, sorted, as my slice of the output; ``own`` is what I
        sent myself, written while a process holding more records was still posting."""
        job, me = self.job, self.me
        reps, items = [], []
        item = Group[Member] if job.format == "csv" else str
        sent = tuple[list[str], list[item], tuple[Alone, Several] | None]
        for source in range(job.count):
            if source != me:
                self._wait_posted(source)
            some_reps, some_items = (own if source == me
                                     else self._written(self._get(f"rep-{source}-{me}", sent)))
            reps += some_reps
            items += some_items
        order = sorted(range(len(reps)), key=reps.__getitem__)
        if job.format == "csv":
            self._put(f"count-{me}", len(items))
            self._sync()
            first = 1 + sum(self._get(f"count-{source}") for source in range(me))
            mine = with_mapping_column(part("csv", [items[i] for i in order], first_number=first),
                                       mapping_header(job.layout.path), header=False)
        else:
            mine = joined_texts([items[i] for i in order])
        if me == 0:
            (job.folder / "head").write_bytes(head(job.format, limits=job.limits.name, records=total,
                                                   mapping=mapping_header(job.layout.path)))
        (job.folder / f"part-{me}").write_bytes(mine)


def _cuts(sample: list[tuple[str, int]], count: int) -> list[str]:
    """Where the ``count`` representative ranges are cut so each holds about as many records:
    at the quantiles of the pooled samples of (representative, the records it stands for)."""
    weighed = sorted(map(tuple, sample))
    total = sum(weight for _, weight in weighed)
    cuts, seen, part = [], 0, 1
    for representative, weight in weighed:
        seen += weight
        while part < count and seen * count >= total * part:
            cuts.append(representative)
            part += 1
    return cuts


def _partition(key, count: int) -> int:
    return (key[0] if type(key) is bytes else int(key[:2], 16)) % count
