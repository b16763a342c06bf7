"""Grouping in several processes: byte ranges in, slices of the output out.

Process ``w`` scans range ``w`` and groups its records. The processes then trade
through files in a private folder, in rounds separated by a barrier:

1. **by digest**: each group goes to the process owning its digest partition,
   with its members; each doc_id goes to the process owning its hash, so a doc_id
   used in two ranges is caught; each process also posts a sample of its doc_ids.
2. **bytes on demand**: a digest that arrived from two places (or twice from one)
   needs its groups' canonical bytes compared; its owner asks the processes that
   hold them, and only for those (with SHA-256: the exact copies that span ranges).
3. **by representative**: each final group goes to the process owning its
   representative's range (cut at quantiles of the pooled sample), which sorts its
   groups and writes its slice of the output.

The parent only cuts the file into ranges and concatenates the slices. A doubt
anywhere (or a process that fails) breaks the barrier; every process stops and
:func:`group_in_processes` raises :class:`Doubt`, so the caller reads the file the
thorough way.
"""

from __future__ import annotations

import multiprocessing
import os
import shutil
import tempfile
from bisect import bisect_right
from multiprocessing.connection import wait
from operator import itemgetter
from pathlib import Path

import msgspec

from ..limits import Limits
from . import report
from .buckets import Buckets, digest_hex
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
    folder = Path(tempfile.mkdtemp(prefix="docdedup-group-"))
    job = _Job(layout, ranges, limits, key, format, folder, barrier)
    processes = [context.Process(target=job.run, args=(index,), daemon=True)
                 for index in range(len(ranges))]
    try:
        for process in processes:
            process.start()
        if not _all_succeed(processes, barrier):
            raise Doubt
        head = (folder / "head").read_bytes()
        return report.assemble(format, head, [(folder / f"part-{i}").read_bytes()
                                              for i in range(len(ranges))])
    finally:
        for process in processes:
            if process.pid is not None and process.is_alive():
                process.terminate()
                process.join()
        shutil.rmtree(folder, ignore_errors=True)


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

    def __init__(self, layout, ranges, limits, key, format, folder, barrier) -> None:
        self.layout, self.ranges, self.limits, self.key = layout, ranges, limits, key
        self.format, self.folder, self.barrier = format, folder, barrier
        self.count = len(ranges)

    def run(self, me: int) -> None:
        try:
            _Process(self, me).run()
        except BaseException:  # a doubt, a broken barrier or a bug: the thorough path decides
            self.barrier.abort()
            os._exit(_DOUBT)
        os._exit(_OK)  # no clean-up of a million objects: the parent has what it needs


class _Process:
    """One process of a job: its range, its digest partition, its representative range."""

    def __init__(self, job: _Job, me: int) -> None:
        self.job, self.me = job, me

    # -- files and rounds

    def _put(self, name: str, value) -> None:
        (self.job.folder / name).write_bytes(msgspec.msgpack.encode(value))

    def _get(self, name: str):
        return msgspec.msgpack.decode((self.job.folder / name).read_bytes())

    def _sync(self) -> None:
        self.job.barrier.wait()

    # -- the whole part

    def run(self) -> None:
        from .run import scan_range

        job, me = self.job, self.me
        start, stop = job.ranges[me]
        buckets = scan_range(job.layout, start, stop, last=me == job.count - 1, limits=job.limits,
                             key=job.key)
        self._post_by_digest(buckets)
        self._sync()
        arrived, total, splitters = self._gather_by_digest()
        self._sync()
        self._answer_requests(buckets)
        buckets = None
        self._sync()
        groups = self._settle(arrived)
        self._post_by_representative(groups, splitters)
        self._sync()
        mine = sorted((group for source in range(job.count) for group in self._get(f"rep-{source}-{me}")),
                      key=itemgetter(0))
        self._write_slice(mine, total)

    def _post_by_digest(self, buckets: Buckets) -> None:
        count = self.job.count
        outgoing = [[] for _ in range(count)]
        doc_ids, source_refs = buckets.doc_ids, buckets.source_refs
        for group, (key, members) in enumerate(zip(buckets.keys, buckets.members, strict=True)):
            outgoing[_partition(key, count)].append(
                (key, len(buckets.contents[group]), group,
                 [doc_ids[i] for i in members], [source_refs[i] for i in members]))
        ids_out = [[] for _ in range(count)]
        for doc_id in doc_ids:
            ids_out[hash(doc_id) % count].append(doc_id)  # one hash seed: all are forks of one
        step = max(1, len(doc_ids) // _SAMPLE_PER_PROCESS)
        for owner in range(count):
            self._put(f"digest-{self.me}-{owner}", (len(doc_ids), outgoing[owner], ids_out[owner]))
        self._put(f"sample-{self.me}", doc_ids[::step])

    def _gather_by_digest(self):
        """Groups of my partition by key, the record total, and the representative splitters."""
        count, me = self.job.count, self.me
        arrived: dict = {}
        total = 0
        ids: list[str] = []
        for source in range(count):
            records, groups, doc_ids = self._get(f"digest-{source}-{me}")
            total += records
            ids += doc_ids
            for key, length, group, members, refs in groups:
                arrived.setdefault(key, []).append((source, group, length, members, refs))
        if len(set(ids)) != len(ids):
            raise Doubt  # a repeated doc_id: the thorough path says where
        from .run import check_count

        check_count(total, self.job.limits)
        sample = sorted(doc_id for source in range(count) for doc_id in self._get(f"sample-{source}"))
        splitters = [sample[len(sample) * part // count] for part in range(1, count)]
        requests = [[] for _ in range(count)]
        for entries in arrived.values():
            if len(entries) > 1:
                for source, group, *_ in entries:
                    requests[source].append(group)
        for source in range(count):
            self._put(f"ask-{me}-{source}", requests[source])
        self.requested = requests
        return arrived, total, splitters

    def _answer_requests(self, buckets: Buckets) -> None:
        contents = buckets.contents
        for owner in range(self.job.count):
            asked = self._get(f"ask-{owner}-{self.me}")
            self._put(f"bytes-{self.me}-{owner}", [contents[group] for group in asked])

    def _settle(self, arrived: dict) -> list[report.Group]:
        """The final groups of my partition: same key and same bytes make one group."""
        contents = {}
        for source in range(self.job.count):
            answered = self._get(f"bytes-{source}-{self.me}")
            contents.update(zip(((source, g) for g in self.requested[source]), answered, strict=True))
        groups = []
        for key, entries in arrived.items():
            if len(entries) == 1:
                _, _, length, members, refs = entries[0]
                groups.append(_finished(key, length, members, refs))
                continue
            by_bytes: dict[bytes, list] = {}
            for source, group, length, members, refs in entries:
                merged = by_bytes.setdefault(contents[source, group], [length, [], []])
                merged[1] += members
                merged[2] += refs
            groups += [_finished(key, *merged) for merged in by_bytes.values()]
        return groups

    def _post_by_representative(self, groups: list[report.Group], splitters: list[str]) -> None:
        outgoing = [[] for _ in range(self.job.count)]
        for group in groups:
            outgoing[bisect_right(splitters, group[0])].append(group)
        for owner, sent in enumerate(outgoing):
            self._put(f"rep-{self.me}-{owner}", sent)

    def _write_slice(self, groups: list[report.Group], total: int) -> None:
        job, me = self.job, self.me
        if job.format == "csv":
            self._put(f"count-{me}", len(groups))
            self._sync()
            first = 1 + sum(self._get(f"count-{source}") for source in range(me))
            part = report.csv_part(groups, first)
            head = report.csv_head()
        else:
            part = report.json_part(groups)
            head = report.json_head(job.limits.name, total)
        if me == 0:
            (job.folder / "head").write_bytes(head)
        (job.folder / f"part-{me}").write_bytes(part)


def _partition(key, count: int) -> int:
    return (key[0] if type(key) is bytes else int(key[:2], 16)) % count


def _finished(key, length: int, members: list[str], refs: list[str]) -> report.Group:
    """A group with its members in doc_id order."""
    if len(members) > 1:
        order = sorted(range(len(members)), key=members.__getitem__)
        members, refs = [members[i] for i in order], [refs[i] for i in order]
    return (members[0], digest_hex(key), length, members, refs)
