"""Near-identical groups across a corpus: the connected components of ``explain``'s verdict.

Linear in the corpus: each distinct group's representative is folded to
:func:`.lens.cluster_key`, an 8-byte key that two records share whenever ``explain``
calls them near-identical (the folded texts themselves would hold the corpus twice over).
Only groups that share a key are compared, by ``explain``'s own class list
(:func:`._pair_classes.pair_classes`) and its verdict (:func:`.classes.near_identical`),
so a cluster never holds a pair that ``explain`` would not connect, and never misses one.

The whole key is made only for the groups that share :func:`.lens.ends_key` (the coarse
text's two ends: a function of what ``cluster_key`` hashes, a quarter of its cost), some
20% of the groups of the benchmark corpus: the same buckets, judged the same way.
"""

from __future__ import annotations

import pickle
from array import array
from collections.abc import Sequence
from typing import Any

from ..contract import CONTRACT
from ..grouping import Group
from ..perf import split_across_processes, worth_forking
from ..progress import Progress, report
from ..records import Record
from ._pair_classes import pair_classes
from .classes import near_identical
from .explanation import as_record
from .lens import cluster_key, ends_key, fold_fully, same_coarse, text_key
from .neighbours_clusters import (
    NeighbourCluster,
    NeighbourPair,
    by_representative,
    cluster_pairs,
    collided,
    components,
    in_order,
    pair_classes_known,
)

__all__ = ["NeighbourCluster", "NeighbourPair", "by_representative", "cluster_pairs", "clusters_of",
           "collided", "find_neighbours", "folded_content", "folded_digest", "in_order",
           "neighbours_as_dict", "pair_classes_known"]


def folded_content(record: Any) -> str:
    """The text near-identical records share: title and body each fully folded, then joined.

    The language is left out (`language-tag`) and the fields are joined without a
    separator, so a moved title/body boundary (`field-boundary`) folds away too.
    """
    record = as_record(record)
    return fold_fully(record.title) + fold_fully(record.body)


def folded_digest(record: Any) -> bytes:
    """The record's :func:`.lens.cluster_key`: equal for any two records ``explain`` calls near-identical."""
    record = as_record(record)
    return cluster_key(record.title, record.body)


# Groups whose representatives' texts are joined into one string at a time (~0.6 MB).
_CHUNK = 256


def _text_chunks(records, groups) -> list[tuple[list[str], array]]:
    """Per ``_CHUNK`` groups: their representatives' titles and bodies, [title, body, ...],
    and the length of each title + body.

    Made before the work is split with a forked child, so both read the texts through
    ``str.join``, which borrows them: any other access writes their reference counts, and
    each page written after a fork is copied first (about one 4 kB copy a group, some 15%
    of the work on the 100k benchmark corpus).
    """
    chunks = []
    for start in range(0, len(groups), _CHUNK):
        texts, lengths = [], array("q")
        for group in groups[start : start + _CHUNK]:
            record = as_record(records[group.members[0]])
            texts += (record.title, record.body)
            lengths.append(len(record.title) + len(record.body))
        chunks.append((texts, lengths))
    return chunks


def _chunk_keys(chunks, start: int, stop: int, progress: Progress | None) -> bytes:
    """The 8-byte :func:`.lens.ends_key` of the groups of ``chunks[start:stop]``, concatenated."""
    keys: list[bytes] = []
    total = sum(len(chunks[at][1]) for at in range(start, stop))
    for at in range(start, stop):
        report(progress, len(keys), total)  # in groups, as the judging reports buckets
        texts, lengths = chunks[at]
        joined, offset = "".join(texts), 0
        for length in lengths:
            keys.append(ends_key(joined[offset : offset + length]))
            offset += length
    return b"".join(keys)


def _buckets(records, groups, progress, processes: int) -> list[list[int]]:
    chunks = _text_chunks(records, groups)

    def work(start: int, stop: int, progress: Progress | None) -> bytes:
        return _chunk_keys(chunks, start, stop, progress)

    if worth_forking(processes, len(groups)):
        digests = b"".join(split_across_processes(work, len(chunks), progress))
    else:
        digests = work(0, len(chunks), progress)
    return collided(digests)


def clusters_of(ordered: Sequence[int], heads: Sequence[Any]) -> list[NeighbourCluster]:
    """The clusters among the groups ``ordered`` (see :func:`by_representative`), whose
    representatives' records are ``heads``: the connected components of ``explain``'s verdict."""
    head_of = dict(zip(ordered, heads, strict=True))

    def near(a: int, b: int) -> tuple[str, ...] | None:
        classes = pair_classes(head_of[a], head_of[b])
        return classes if near_identical(classes) else None

    return components(ordered, near)


def _bucket_chunks(records, groups, buckets: list[list[int]]
                   ) -> list[tuple[list[list[int]], list[str], array]]:
    """Per ``_CHUNK`` buckets: each bucket's groups in cluster order (:func:`by_representative`),
    their representatives' [language, title, body, ...] and the length of each, to be joined
    where they are judged (read through ``str.join`` after a fork, as in :func:`_text_chunks`)."""
    chunks = []
    for start in range(0, len(buckets), _CHUNK):
        ordered = [by_representative(groups, bucket) for bucket in buckets[start : start + _CHUNK]]
        texts: list[str] = []
        lengths = array("q")
        for bucket in ordered:
            for index in bucket:
                record = as_record(records[groups[index].members[0]])
                texts += (record.language, record.title, record.body)
                lengths.extend((len(record.language), len(record.title), len(record.body)))
        chunks.append((ordered, texts, lengths))
    return chunks


def _chunk_clusters(ordered: list[list[int]], texts: list[str], lengths: array) -> list[NeighbourCluster]:
    joined, offset, at, found = "".join(texts), 0, 0, []
    for bucket in ordered:
        heads = []
        for _ in bucket:
            fields = []
            for length in lengths[at : at + 3]:
                fields.append(joined[offset : offset + length])
                offset += length
            at += 3
            heads.append(Record("", "", *fields))
        found += _bucket_found(bucket, heads)
    return found


def _bucket_found(ordered: list[int], heads: list[Record]) -> list[NeighbourCluster]:
    """The clusters among the groups ``ordered``, which share an :func:`.lens.ends_key`:
    those of each set of them that share a :func:`.lens.cluster_key` (one coarse text) too."""
    if len(ordered) == 2:  # most buckets: what differs between the two texts is made coarse
        a, b = heads
        return clusters_of(ordered, heads) if same_coarse(a.title + a.body, b.title + b.body) else []
    shared: dict[bytes, list[int]] = {}
    for at, head in enumerate(heads):
        shared.setdefault(text_key(head.title + head.body), []).append(at)
    found = []
    for same in shared.values():
        if len(same) > 1:
            found += clusters_of([ordered[at] for at in same], [heads[at] for at in same])
    return found


# Judging a bucket explains a pair or more (~0.1 ms). Judged in two processes, the same
# buckets take ~20% more CPU time (0.2 s of the 8,434 buckets of the 100k benchmark
# corpus: the two share the machine's caches, and each fills its own). With a core to
# spare that buys wall time (2.5-2.7x group's on that corpus, against 3.1-3.2x in one
# process); with every core busy it costs about what it saves (as many rounds within 3x
# group either way at load 1.3-3.6). A guess from the load average was tried and dropped:
# the command's own previous second process keeps it up for a minute. So a few thousand
# buckets are worth a second process. Either way the clusters are the same (the child's
# come back pickled, and :func:`.in_order` sorts them all).
_MIN_BUCKETS_TO_FORK = 2_000


def _judge_in_two(processes: int, buckets: int) -> bool:
    return worth_forking(processes, buckets, _MIN_BUCKETS_TO_FORK)


def _bucket_clusters(records, groups, buckets: list[list[int]], progress: Progress | None,
                     processes: int) -> list[NeighbourCluster]:
    chunks = _bucket_chunks(records, groups, buckets)

    def judged(start: int, stop: int, progress: Progress | None) -> list[NeighbourCluster]:
        found = []
        for at in range(start, stop):
            report(progress, (at - start) * _CHUNK, (stop - start) * _CHUNK)
            found += _chunk_clusters(*chunks[at])
        return found

    if not _judge_in_two(processes, len(buckets)):
        return judged(0, len(chunks), progress)

    def work(start: int, stop: int, progress: Progress | None) -> bytes:
        return pickle.dumps(judged(start, stop, progress), protocol=pickle.HIGHEST_PROTOCOL)

    first, second = split_across_processes(work, len(chunks), progress)
    return pickle.loads(first) + pickle.loads(second)


def find_neighbours(
    records: Sequence[Any],
    groups: Sequence[Group],
    *,
    progress: Progress | None = None,
    processes: int = 1,
) -> list[NeighbourCluster]:
    """Clusters of exact groups: connected components of the pairs ``explain`` calls near-identical.

    ``groups`` index into ``records`` (as :func:`core.form_groups` returns them).
    Clusters come in the order of their first group's representative. Raises
    :class:`~core.progress.Cancelled` when ``progress`` returns False.
    ``processes=2`` folds half the groups, then judges half the shared keys (past
    ``_MIN_BUCKETS_TO_FORK`` of them), in a forked child (the CLI does; a GUI process, with its threads, must
    not fork).
    """
    buckets = _buckets(records, groups, progress, processes)
    clusters = _bucket_clusters(records, groups, buckets, progress, processes)
    report(progress, len(groups), len(groups))
    return in_order(clusters, groups)


def neighbours_as_dict(clusters: Sequence[NeighbourCluster], groups: Sequence[Group]) -> dict[str, Any]:
    """The JSON of ``docdedup neighbours``: groups and pairs named by their representatives."""

    def name(index: int) -> str:
        return groups[index].representative

    return {
        "contract": CONTRACT,
        "clusters": [
            {
                "groups": [name(index) for index in cluster.groups],
                "pairs": [{"a": name(pair.a), "b": name(pair.b), "classes": list(pair.classes)}
                          for pair in cluster.pairs],
            }
            for cluster in clusters
        ],
    }
