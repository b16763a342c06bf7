"""The near-identical analysis in a child process, for a GUI.

:func:`find_neighbours_apart` returns exactly what :func:`.neighbours.find_neighbours`
returns, but folds and compares in a fresh interpreter (this module's :func:`main`,
started with ``subprocess``: an exec, never a bare fork of a process that runs Qt
threads). Why: a GUI thread's every model and delegate call from C++ has to take the
GIL back from a busy worker; a repaint of the group tree makes ~3,000 of them, so a
repaint during an in-process analysis stalled the window 110-160 ms at 100,000 records
(measured with ``benchmarks/bench_gui_open.py``). Here the caller's thread only builds
and encodes batches (microseconds of GIL at a time) and waits on a pipe.

The conversation, one length-prefixed msgpack message at a time:

1. :class:`Fold` batches of the groups' representatives (doc_id and texts), in group
   order; each is answered by :class:`Folded` (the child keeps an 8-byte key and the
   doc_id per group);
2. :class:`Collide`: answered by :class:`Collided`, the groups that share a digest, in
   the order of their representatives (within a bucket and from bucket to bucket);
3. :class:`Compare` batches of those buckets with their representatives' texts; each is
   answered by :class:`Compared`, the clusters of its buckets (a bucket may hold none, one
   or, rarely, several), already in order within the batch.

The caller's thread does no per-group work: those Python loops over a million groups
would compete with the GUI thread for the GIL. Only when a bucket split into several
clusters (``Compared.split``) does it put the few clusters found back in order.

At most two batches are in flight, so the child folds one while the next is encoded. A
progress callback that returns False (Cancel, a closing window) kills the child and
raises :class:`~core.progress.Cancelled`; an error or death of the child is raised here as
:class:`AnalysisFailed` with its message.
"""

from __future__ import annotations

import os
import select
import subprocess
import sys
from collections.abc import Iterator, Sequence
from typing import Any

import msgspec

from ..grouping import Group
from ..perf.helper_process import helper_command
from ..perf.lifeline import start_helper
from ..progress import Progress, report
from ..records import Record
from .neighbours_clusters import NeighbourCluster

__all__ = ["AnalysisFailed", "find_neighbours_apart", "neighbours_and_keys_apart"]

BATCH_BYTES = 512 * 1024  # a batch ends after this many bytes of text ...
BATCH_RECORDS = 512  # ... or this many records: ~1 ms of encoding, a few ms of folding
_FOLDED = ("title", "body")
_COMPARED = ("language", "title", "body")
POLL_S = 0.1  # while waiting for an answer, ask progress this often whether to stop
NICENESS = 10  # the child's scheduling priority below the window's (POSIX nice)
FOLD_SHARE = 9  # tenths of the progress bar for folding; comparing takes the last tenth
_LENGTH = 4  # bytes of the little-endian length before each message


class Fold(msgspec.Struct, tag=True):
    texts: list[tuple[bytes, bytes, bytes]]  # each group's representative doc_id, title and body (_encoded)


class Collide(msgspec.Struct, tag=True):
    pass


class Compare(msgspec.Struct, tag=True):
    # Per bucket: its groups in cluster order, (language, title, body) of their representatives,
    # and (candidate digest, member doc_ids) of each group: what a review subject key is made of.
    buckets: list[tuple[list[int], list[tuple[bytes, bytes, bytes]], list[tuple[str, list[str]]]]]


class Folded(msgspec.Struct, tag=True):
    count: int


class Collided(msgspec.Struct, tag=True):
    buckets: list[list[int]]


class Compared(msgspec.Struct, tag=True):
    clusters: list[NeighbourCluster]
    keys: list[bytes]  # the key of each cluster found, by the caller's key maker (none without one)
    split: bool  # a bucket gave several clusters: the order across batches needs a sort


class Failed(msgspec.Struct, tag=True):
    message: str


Request = Fold | Collide | Compare
Answer = Folded | Collided | Compared | Failed


class AnalysisFailed(RuntimeError):
    """The child process failed or died; the message says how."""


# --- the caller's side ---------------------------------------------------------------------


def find_neighbours_apart(records: Sequence[Any], groups: Sequence[Group], *,
                          progress: Progress | None = None) -> list:
    """:func:`.neighbours.find_neighbours` (same clusters, same order) computed in a child process."""
    return neighbours_and_keys_apart(records, groups, progress=progress)[0]


def neighbours_and_keys_apart(records: Sequence[Any], groups: Sequence[Group], *,
                              progress: Progress | None = None,
                              key_maker: str | None = None) -> tuple[list, list[bytes]]:
    """:func:`find_neighbours_apart`, and a key of each cluster made in the child too.

    ``key_maker`` names, as ``"module:function"``, a function of a cluster's groups as
    (candidate digest, member doc_ids) pairs in cluster order that returns its key (review
    mode's is ``core.review.subjects.CLUSTER_KEY_MAKER``); named rather than imported, so
    the analysis does not depend on what its caller makes of the clusters. Without one, no keys.
    """
    total = len(groups)
    folding_end = FOLD_SHARE * total // 10
    with _Child(progress, total, key_maker) as child:
        folded = 0
        def texts(index: int) -> tuple[bytes, ...]:
            group = groups[index]
            return (_encoded(group.representative), *_fields(records[group.members[0]], _FOLDED))

        for batch in _batches(range(total), texts):
            child.send(Fold(batch))
            if child.in_flight > 1:  # one batch is folded while the next one is encoded
                folded += child.receive(Folded).count
                child.tell(folding_end * folded // max(total, 1))
        while child.in_flight:
            folded += child.receive(Folded).count
        child.tell(folding_end)
        child.send(Collide())
        buckets = child.receive(Collided).buckets  # each, and all, in representative order
        found: list = []
        keys: list[bytes] = []
        compared = 0
        split = False

        def heads(indices: list[int]) -> tuple:
            return (indices, [_fields(records[groups[index].members[0]], _COMPARED) for index in indices],
                    [_subject_group(groups[index], records) for index in indices])

        for batch in _batches(buckets, heads):
            child.send(Compare(batch))  # one at a time: an answer may be longer than a pipe holds
            answer = child.receive(Compared)
            found += answer.clusters
            keys += answer.keys
            split = split or answer.split
            compared += len(batch)
            child.tell(folding_end + (total - folding_end) * compared // len(buckets))
        child.finish()
    if split:
        order = sorted(range(len(found)), key=lambda at: groups[found[at].groups[0]].representative)
        found, keys = [found[at] for at in order], [keys[at] for at in order]
    report(progress, total, total)
    return found, keys


def _subject_group(group: Group, records: Sequence[Any]) -> tuple[str, list[str]]:
    def doc_id(record) -> str:
        return record["doc_id"] if isinstance(record, dict) else record.doc_id

    return group.candidate_digest, [doc_id(records[member]) for member in group.members]


def _batches(items, texts_of) -> Iterator[list]:
    """``texts_of(item)`` for every item, in batches of at most BATCH_RECORDS or about BATCH_BYTES."""
    batch: list = []
    size = 0
    for item in items:
        texts = texts_of(item)
        batch.append(texts)
        size += _size(texts)
        if len(batch) >= BATCH_RECORDS or size >= BATCH_BYTES:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


def _size(texts: tuple) -> int:
    if isinstance(texts[0], list):  # (groups, their representatives' fields, their subject groups)
        return sum(len(field) for fields in texts[1] for field in fields)
    return sum(map(len, texts))


def _encoded(text: str) -> bytes:
    """``text`` as UTF-8, lone surrogates kept. Not msgspec's own string encoding, on purpose:
    it leaves a UTF-8 copy inside every non-ASCII str it encodes (CPython's cache), so the
    records would hold their texts twice for as long as they live (+100 MB at 100,000)."""
    return text.encode("utf-8", "surrogatepass")


def _record(language: bytes, title: bytes, body: bytes) -> Record:
    """What folding and comparing read of a record (its doc_id and source_ref never count)."""
    return Record("", "", *(text.decode("utf-8", "surrogatepass") for text in (language, title, body)))


def _fields(record, names: tuple[str, ...]) -> tuple[bytes, ...]:
    if isinstance(record, dict):
        return tuple(_encoded(record[name]) for name in names)
    return tuple(_encoded(getattr(record, name)) for name in names)


class _Child:
    """The child process and its two pipes; killed on leaving early, whatever happened."""

    def __init__(self, progress: Progress | None, total: int, key_maker: str | None = None) -> None:
        self.progress = progress
        self.position = (0, total)  # the last progress told, told again while waiting
        self.in_flight = 0
        self._encoder = msgspec.msgpack.Encoder()
        self._decoder = msgspec.msgpack.Decoder(Answer)
        arguments = (key_maker,) if key_maker else ()
        # Its own session: Ctrl-C in a terminal signals the whole foreground group, and the
        # helper died of it (a KeyboardInterrupt traceback) while the window, which goes on,
        # then said the analysis failed. This process stops it (killed on Cancel or on leaving
        # early); if this process dies, however it dies, its lifeline ends the helper.
        self.helper = start_helper(helper_command(__name__, "main", *arguments),
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.process = self.helper.process

    def __enter__(self) -> _Child:
        return self

    def __exit__(self, *_exc) -> None:
        self.helper.close()

    def finish(self) -> None:
        """No more requests: the child ends by itself."""
        self.process.stdin.close()
        self.process.wait()

    def tell(self, done: int) -> None:
        self.position = (done, self.position[1])
        report(self.progress, *self.position)

    def send(self, request: Request) -> None:
        payload = self._encoder.encode(request)
        try:
            self.process.stdin.write(len(payload).to_bytes(_LENGTH, "little") + payload)
            self.process.stdin.flush()
        except BrokenPipeError:
            raise AnalysisFailed(self._death()) from None
        self.in_flight += 1

    def receive(self, kind: type) -> Any:
        length = int.from_bytes(self._read(_LENGTH), "little")
        answer = self._decoder.decode(self._read(length))
        self.in_flight -= 1
        if isinstance(answer, Failed):
            raise AnalysisFailed(answer.message)
        if not isinstance(answer, kind):
            raise AnalysisFailed(f"the analysis process answered {type(answer).__name__}, "
                                 f"not {kind.__name__}")
        return answer

    def _read(self, count: int) -> bytes:
        pipe, parts = self.process.stdout, []
        while count:
            if self.progress is not None:  # wait in slices, so Cancel and a closing window are heard
                while not select.select([pipe], [], [], POLL_S)[0]:
                    report(self.progress, *self.position)
            part = pipe.read1(count)
            if not part:
                raise AnalysisFailed(self._death())
            parts.append(part)
            count -= len(part)
        return b"".join(parts)

    def _death(self) -> str:
        status = self.process.wait()
        return f"the analysis process ended unexpectedly (status {status})"


# --- the child's side ----------------------------------------------------------------------


def _serve(source, sink, key_of) -> None:
    from .neighbours import collided, folded_digest

    decoder, encoder = msgspec.msgpack.Decoder(Request), msgspec.msgpack.Encoder()
    digests, representatives = bytearray(), []
    while header := source.read(_LENGTH):
        request = decoder.decode(source.read(int.from_bytes(header, "little")))
        if isinstance(request, Fold):
            for representative, title, body in request.texts:
                digests += folded_digest(_record(b"", title, body))
                representatives.append(representative)
            answer: Answer = Folded(len(request.texts))
        elif isinstance(request, Collide):
            # UTF-8 sorts as the code points do: the order of the representatives as str.
            order = representatives.__getitem__
            buckets = [sorted(indices, key=order) for indices in collided(bytes(digests))]
            answer = Collided(sorted(buckets, key=lambda indices: representatives[indices[0]]))
        else:
            answer = _compared(request.buckets, key_of)
        payload = encoder.encode(answer)
        sink.write(len(payload).to_bytes(_LENGTH, "little") + payload)
        sink.flush()


def _compared(buckets: list, key_of) -> Compared:
    from .neighbours import clusters_of

    clusters, keys, split = [], [], False
    for indices, heads, subject_groups in buckets:
        found = clusters_of(indices, [_record(*fields) for fields in heads])
        split = split or len(found) > 1
        of_group = dict(zip(indices, subject_groups, strict=True))
        for cluster in found:
            clusters.append(cluster)
            if key_of is not None:
                keys.append(key_of([of_group[index] for index in cluster.groups]))
    return Compared(clusters, keys, split)


def _key_maker(name: str | None):
    """The function ``"module:function"`` names (None: no keys)."""
    if not name:
        return None
    from importlib import import_module

    module, _, function = name.partition(":")
    return getattr(import_module(module), function)


def main() -> int:
    source, sink = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # nothing but answers on the pipe
    if hasattr(os, "nice"):
        os.nice(NICENESS)  # background work: the window's thread gets a core first
    try:
        from ..perf import collection_paused

        with collection_paused():
            _serve(source, sink, _key_maker(sys.argv[1] if len(sys.argv) > 1 else None))
    except BrokenPipeError:  # the caller went away (cancelled): nothing to say
        return 1
    except Exception as error:  # the caller must hear it, or it waits for ever
        from ..jobs import error_message

        payload = msgspec.msgpack.encode(Failed(error_message(error)))
        try:
            sink.write(len(payload).to_bytes(_LENGTH, "little") + payload)
            sink.flush()
        except BrokenPipeError:  # the caller died mid-message (its last request cut short): nobody to tell
            os.dup2(os.open(os.devnull, os.O_WRONLY), sink.fileno())  # nor at exit, when stdout is flushed
        return 1
    return 0


