"""Near-identical groups across a corpus: exact groups whose fully folded content is equal.

Linear in the corpus: each distinct group's representative is folded once and a
16-byte BLAKE2b digest of its folded text is the dict key (the folded texts themselves
would hold the corpus twice over); only the groups that share a key are compared, and
for them only the class list of ``explain`` is computed (:func:`._pair_classes.pair_classes`).
"""

from __future__ import annotations

from collections.abc import Sequence
from hashlib import blake2b
from typing import Any

from ..contract import CONTRACT
from ..grouping import Group
from ..perf import split_across_processes, update_holding_gil, worth_forking
from ..progress import Progress, report
from ._pair_classes import pair_classes
from .classes import CONTENT_EDIT
from .explanation import as_record
from .folds import fold_fully
from .neighbours_clusters import NeighbourCluster, NeighbourPair, by_representative, collided, in_order

__all__ = ["NeighbourCluster", "NeighbourPair", "by_representative", "cluster_of", "collided",
           "find_neighbours", "folded_content", "folded_digest", "in_order", "neighbours_as_dict"]

_PROGRESS_EVERY = 1024


def folded_content(record: Any) -> str:
    """The text near-identical records share: title and body each fully folded, then joined.

    The language is left out (`language-tag`) and the fields are joined without a
    separator, so a moved title/body boundary (`field-boundary`) folds away too.
    """
    record = as_record(record)
    return fold_fully(record.title) + fold_fully(record.body)


def folded_digest(record: Any) -> bytes:
    """A 16-byte BLAKE2b digest of :func:`folded_content` (equal exactly when the folded contents are)."""
    record = as_record(record)
    digest = blake2b(digest_size=16)
    update_holding_gil(digest, fold_fully(record.title).encode("utf-8", "surrogatepass"))
    update_holding_gil(digest, fold_fully(record.body).encode("utf-8", "surrogatepass"))
    return digest.digest()


def _digest_range(records, groups, start: int, stop: int, progress: Progress | None) -> bytes:
    """The 16-byte folded digests of ``groups[start:stop]``, concatenated."""
    digests = []
    for index in range(start, stop):
        digests.append(folded_digest(records[groups[index].members[0]]))
        if index % _PROGRESS_EVERY == 0:
            report(progress, index - start, stop - start)
    return b"".join(digests)


def _buckets(records, groups, progress, processes: int) -> list[list[int]]:
    def work(start: int, stop: int, progress: Progress | None) -> bytes:
        return _digest_range(records, groups, start, stop, progress)

    if worth_forking(processes, len(groups)):
        digests = split_across_processes(work, len(groups), progress)
    else:
        digests = work(0, len(groups), progress)
    return collided(digests)


def cluster_of(ordered: Sequence[int], heads: Sequence[Any]) -> NeighbourCluster | None:
    """The cluster of the groups ``ordered`` (see :func:`by_representative`), whose
    representatives' records are ``heads``; groups whose pair needs a content edit are left out."""
    first, head = ordered[0], heads[0]
    pairs = []
    for other, record in zip(ordered[1:], heads[1:], strict=True):
        classes = pair_classes(head, record)
        if CONTENT_EDIT not in classes:
            pairs.append(NeighbourPair(first, other, classes))
    if not pairs:
        return None
    return NeighbourCluster((first, *(pair.b for pair in pairs)), tuple(pairs))


def _cluster(records, groups, indices: list[int]) -> NeighbourCluster | None:
    ordered = by_representative(groups, indices)
    return cluster_of(ordered, [records[groups[index].members[0]] for index in ordered])




def find_neighbours(
    records: Sequence[Any],
    groups: Sequence[Group],
    *,
    progress: Progress | None = None,
    processes: int = 1,
) -> list[NeighbourCluster]:
    """Clusters of exact groups that would merge if every class but `confusable` were folded.

    ``groups`` index into ``records`` (as :func:`core.form_groups` returns them).
    Clusters come in the order of their first group's representative. Raises
    :class:`~core.progress.Cancelled` when ``progress`` returns False.
    ``processes=2`` folds half the groups in a forked child (the CLI does; a GUI
    process, with its threads, must not fork).
    """
    buckets = _buckets(records, groups, progress, processes)
    clusters = [_cluster(records, groups, indices) for indices in buckets]
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
