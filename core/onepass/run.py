"""The entry point: group a file in this process or in several, or say it cannot vouch."""

from __future__ import annotations

import os
from collections.abc import Callable
from operator import attrgetter

from ..input.field_mapping import mapping_header
from ..input.limits import Limits
from ..output.report_writer import head, joined, joined_texts, part
from ..output.spreadsheet import with_mapping_column
from ..perf import collection_paused
from .buckets import check_count, checked, scan_range, sha256_key
from .parquet_rows import parquet_layout, row_ranges
from .ranges import Layout, layout_of, split
from .scan import Doubt

__all__ = ["default_jobs", "group_file"]

MIN_RANGE_BYTES = 8 << 20  # a smaller range is not worth starting a process for


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def group_file(
    path: str,
    *,
    limits: Limits,
    digest: Callable[[bytes], str] | None = None,
    jobs: int = 1,
    format: str = "json",
) -> bytes | None:
    """The report ``docdedup group`` writes for ``path``, or None when in doubt.

    ``digest`` is a function from canonical bytes to 64 lowercase hex characters
    (None: SHA-256). ``jobs`` processes share the work when the file is large
    enough. None means the file holds something this path does not vouch for:
    the caller must run the thorough path, which finds and reports it.
    """
    key = sha256_key if digest is None else checked(digest)
    with collection_paused():
        try:
            # A compressed file is one range, streamed: its text cannot be cut without reading it.
            # A file read through other field names (MappedFile) takes this path too.
            layout = (parquet_layout(path, mapped=True)
                      or layout_of(path, limits, compressed=True, mapped=True))
            parts = min(jobs, max(1, layout.size // MIN_RANGE_BYTES))
            if layout.rows is None:
                ranges = split(layout, parts)
            else:
                layout, ranges = row_ranges(layout, parts)
            if len(ranges) > 1:
                from .exchange import group_in_processes  # fork machinery only when used

                try:
                    return group_in_processes(layout, ranges, limits, key, format)
                except OSError:  # no room for the exchange folder, no process to start
                    pass
            return _group_here(layout, ranges[0][0], ranges[-1][1], limits, key, format)
        except Doubt:
            return None
        except OSError:  # a compressed stream that breaks or grows past the bound: the thorough path says so
            return None


def _group_here(layout: Layout, start: int, stop: int, limits: Limits, key, format: str) -> bytes:
    buckets = scan_range(layout, start, stop, last=True, limits=limits, key=key)
    doc_ids = buckets.doc_ids
    check_count(len(doc_ids), limits)
    if len(set(doc_ids)) != len(doc_ids):
        raise Doubt  # a repeated doc_id: the thorough path says where
    mapping = mapping_header(layout.path)
    top = head(format, limits=limits.name, records=len(doc_ids), mapping=mapping)
    if format == "csv":  # a mapped file's rows each say the mapping
        groups = sorted(buckets.finished(), key=attrgetter("representative"))
        return joined(format, top, [with_mapping_column(part(format, groups), mapping, header=False)])
    representatives, texts = buckets.json_texts()
    buckets.contents = []  # the bytes are no longer needed
    order = sorted(range(len(texts)), key=representatives.__getitem__)
    return joined(format, top, [joined_texts([texts[i] for i in order])])
