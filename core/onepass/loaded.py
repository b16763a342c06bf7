"""The one pass for a caller that needs the records too (the GUI's load).

The same scan as ``docdedup group``: each batch is checked once and each record's
canonical bytes are joined from its raw JSON, hashed and bucketed while the file
is read; the text of each record is decoded alongside, for showing. One process
(a GUI has threads, so it does not fork), progress per batch, and the digest the
caller passes (a GUI passes one that keeps the GIL). None on any doubt: the caller
loads the thorough way, which reports every problem.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from ..grouping import Group
from ..limits import Limits
from ..loader import LoadedFile
from ..perf import sorted_gently
from ..progress import Progress, report
from ..records import Record
from .buckets import Buckets, checked, digest_hex, sha256_key
from .ranges import batches, check_lines, layout_of
from .scan import Doubt, scan_batch

__all__ = ["load_and_group"]


def load_and_group(
    path: str,
    *,
    limits: Limits,
    digest: Callable[[bytes], str] | None = None,
    progress: Progress | None = None,
) -> tuple[LoadedFile, list[Group]] | None:
    """The records of ``path`` and their exact groups in one pass, or None when in doubt.

    ``Group.members`` index into the records, which are in file order. ``progress``
    (done bytes, total bytes) may cancel with :class:`~core.progress.Cancelled`.
    """
    try:
        layout = layout_of(path, limits)
        buckets = Buckets(sha256_key if digest is None else checked(digest))
        records: list[Record] = []
        done = layout.start
        for payload in batches(layout, layout.start, layout.size, last=True):
            batch = scan_batch(payload, limits, lines=layout.lines, texts=records)
            if layout.lines:
                check_lines(payload, len(batch.doc_ids))
            buckets.add(batch.doc_ids, batch.source_refs, batch.contents)
            done += len(payload)
            report(progress, min(done, layout.size), layout.size)
        if not records or len({r.doc_id for r in records}) != len(records) or (
                limits.max_records is not None and len(records) > limits.max_records):
            raise Doubt
    except Doubt:
        return None
    report(progress, layout.size, layout.size)
    loaded = LoadedFile(path, "jsonl" if layout.lines else "json", layout.size, records, [], len(records))
    return loaded, _groups(buckets)


def _groups(buckets: Buckets) -> list[Group]:
    """:class:`Group` objects in representative order, members (record indices) in doc_id order."""
    doc_ids, keys = buckets.doc_ids, buckets.keys
    groups = []
    for group, members in enumerate(buckets.members):
        if len(members) > 1:
            members.sort(key=doc_ids.__getitem__)
        groups.append(Group(doc_ids[members[0]], digest_hex(keys[group]), len(buckets.contents[group]),
                            tuple(members)))
    buckets.contents = []
    return sorted_gently(groups, attrgetter("representative"))  # a GUI thread keeps running
