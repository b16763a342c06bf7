"""The one pass for a caller that needs the records too (the GUI's load).

The same scan as ``docdedup group``: each batch is checked once, each record's
canonical bytes are joined from its raw JSON and hashed; the text of each record
is decoded for showing. A GUI has threads, so it never forks: a large file is
hashed by a fresh helper process (:mod:`core.onepass.digests`) while this one
decodes the text, and the groups are formed here from the digests and the text.
A small file, or a digest other than SHA-256 (the collision experiment, a test's),
is done in this process with the digest the caller passes (a GUI passes one that
keeps the GIL). A Parquet file is read here a batch of rows at a time, each batch's
canonical bytes hashed and let go (:func:`.parquet_rows.loaded_rows`). None on any doubt:
the caller loads the thorough way, which reports every problem.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from ..contract import sha256_hex
from ..grouping import Group
from ..input.limits import Limits
from ..input.loader import LoadedFile
from ..perf import GIL_SLICE, sha256_hex_holding_gil, sorted_gently
from ..perf.helper_process import helpers_available
from ..progress import Progress, report
from ..records import Record
from . import ranges
from .buckets import Buckets, checked, digest_hex, sha256_key
from .digests import DigestHelper
from .parquet_rows import loaded_rows, parquet_layout
from .ranges import Layout, batches, check_lines, layout_of
from .scan import Doubt, decode_texts, scan_batch

__all__ = ["HELPER_MIN_BYTES", "load_in_one_pass"]

HELPER_MIN_BYTES = 8 << 20  # a smaller file loads faster than a helper process starts
_SHA256 = (None, sha256_hex, sha256_hex_holding_gil)
_SLICE = GIL_SLICE  # a module attribute, so a test can make slices tiny
# Bytes decoded in one C call, at most: msgspec holds the GIL for it, 10-24 ms for the 4 MB
# the CLI reads at a time (ranges.BATCH), while the window's GUI thread waits; 2 MB about
# half (1 MB, 3-6 ms, seemed to slow a 1M load by ~10%: not measured cleanly).
BATCH = 2 << 20


def _batch() -> int:
    return min(BATCH, ranges.BATCH)


def load_in_one_pass(
    path: str,
    *,
    limits: Limits,
    digest: Callable[[bytes], str] | None = None,
    progress: Progress | None = None,
) -> tuple[LoadedFile, list[Group]] | None:
    """The records of ``path`` and their exact groups in one pass, or None when in doubt.

    ``Group.members`` index into the records, which are in file order. ``progress``
    (done bytes, total bytes) may cancel with :class:`~core.progress.Cancelled`.
    With SHA-256 (``digest`` None or a SHA-256 function) and a file of
    :data:`HELPER_MIN_BYTES` or more, a helper process makes the digests meanwhile
    (:mod:`core.onepass.digests`).
    """
    try:
        if (rows := parquet_layout(path)) is not None:  # Parquet: its rows a batch at a time
            return _parquet(rows, limits, digest, progress)
        layout = layout_of(path, limits)
        if digest in _SHA256 and layout.size >= HELPER_MIN_BYTES and helpers_available():
            try:
                helper = DigestHelper(layout, limits, _batch())
            except OSError:  # no process to start: one process does it all
                pass
            else:
                try:
                    records, groups = _with_helper(layout, limits, helper, progress)
                finally:
                    helper.close()
                return _loaded(layout, records), groups
        records, groups = _alone(layout, limits, digest, progress)
    except Doubt:
        return None
    return _loaded(layout, records), groups


def _parquet(layout: Layout, limits: Limits, digest,
             progress: Progress | None) -> tuple[LoadedFile, list[Group]]:
    if digest not in _SHA256:
        raise Doubt  # another digest (the collision experiment, a test's): the thorough path
    records, digests, lengths = loaded_rows(layout, limits, progress)
    _check_count(records, limits)
    loaded = LoadedFile(layout.path, "parquet", layout.size, records, [], len(records))
    return loaded, _grouped(records, digests, lengths)


def _loaded(layout: Layout, records: list[Record]) -> LoadedFile:
    kind = "jsonl" if layout.lines else "json"
    return LoadedFile(layout.path, kind, layout.size, records, [], len(records))


def _check_count(records: list[Record], limits: Limits) -> None:
    if not records or len({r.doc_id for r in records}) != len(records) or (
            limits.max_records is not None and len(records) > limits.max_records):
        raise Doubt


def _alone(layout: Layout, limits: Limits, digest,
           progress: Progress | None) -> tuple[list[Record], list[Group]]:
    """Text, digests and groups in this process."""
    buckets = Buckets(sha256_key if digest is None else checked(digest))
    records: list[Record] = []
    done = layout.start
    for payload in batches(layout, layout.start, layout.size, last=True, size=_batch()):
        batch = scan_batch(payload, limits, lines=layout.lines, texts=records)
        if layout.lines:
            check_lines(payload, len(batch.doc_ids))
        buckets.add(batch.doc_ids, batch.source_refs, batch.contents)
        done += len(payload)
        report(progress, min(done, layout.size), layout.size)
    _check_count(records, limits)
    report(progress, layout.size, layout.size)
    lengths = list(map(len, buckets.contents))
    buckets.contents = []
    return records, _groups(records, buckets.members, buckets.keys, lengths)


def _with_helper(layout: Layout, limits: Limits, helper: DigestHelper,
                 progress: Progress | None) -> tuple[list[Record], list[Group]]:
    """Text here, digests in the helper, then the groups here."""
    records: list[Record] = []
    seen: list[tuple[int, int]] = []
    done = layout.start
    for payload in batches(layout, layout.start, layout.size, last=True, size=_batch()):
        if helper.gave_up():
            raise Doubt  # no need to read the rest: the thorough path decides
        batch = decode_texts(payload, limits, lines=layout.lines)
        if layout.lines:
            check_lines(payload, len(batch))
        records += batch
        seen.append((len(batch), len(payload)))
        done += len(payload)
        report(progress, min(done, layout.size), layout.size)
    _check_count(records, limits)
    digests = helper.result(lambda: report(progress, layout.size - 1, layout.size))
    if digests.batches != seen:
        raise Doubt  # the helper read another file (it changed meanwhile)
    report(progress, layout.size, layout.size)
    return records, _grouped(records, digests.keys, digests.lengths)


def _grouped(records: list[Record], digests: bytes, lengths) -> list[Group[int]]:
    """The groups of ``records`` in representative order, from each record's digest and length.

    The digest proposes, the content decides. Canonical bytes are an injective encoding of
    (language, title, body), so equal bytes are equal fields: the fields are compared as
    text and the bytes are never made here. Each digest's first record is found by a dict
    built in C (a slice of records per call); only the records whose digest came before
    are looked at one by one.
    A digest that proposes two contents (a collision) sends everything the careful way.
    """
    count = len(records)
    keys = [digests[start:start + 32] for start in range(0, 32 * count, 32)]
    first: dict[bytes, int] = {}  # digest -> its first record: slices from the end, the last write wins
    for start in reversed(range(0, count, _SLICE)):  # one C call a slice: the GIL is let go between
        stop = min(start + _SLICE, count)
        first.update(zip(reversed(keys[start:stop]), range(stop - 1, start - 1, -1), strict=True))
    several: dict[int, list[int]] = {}  # first record -> every member, for groups of two or more
    if len(first) < count:
        for number in [number for number, key in enumerate(keys) if first[key] != number]:
            head = first[keys[number]]
            if not _same(records[head], records[number]):
                return _groups(records, *_place_carefully(records, keys, lengths))
            several.setdefault(head, [head]).append(number)
    doc_id = lambda number: records[number].doc_id  # noqa: E731
    groups = [Group(records[head].doc_id, keys[head].hex(), lengths[head], (head,))
              for head in first.values() if head not in several]  # in any order: sorted below
    for head, numbers in several.items():
        numbers.sort(key=doc_id)
        groups.append(Group(records[numbers[0]].doc_id, keys[head].hex(), lengths[head], tuple(numbers)))
    return sorted_gently(groups, attrgetter("representative"))  # a GUI thread keeps running


def _same(a: Record, b: Record) -> bool:
    """Equal canonical bytes, told by the fields (body first: the likeliest to differ)."""
    return a.body == b.body and a.title == b.title and a.language == b.language


def _place_carefully(records: list[Record], digests: list[bytes],
                     lengths) -> tuple[list[list[int]], list[bytes], list[int]]:
    """:func:`_place` when a digest proposes two contents: its groups are keyed by their fields,
    so even a digest shared by every record stays linear."""
    first: dict[bytes, int] = {}
    collided: dict[bytes, dict[tuple[str, str, str], int]] = {}
    members: list[list[int]] = []
    keys: list[bytes] = []
    group_lengths: list[int] = []
    for number, key in enumerate(digests):
        group = first.get(key)
        if group is None:  # a digest not seen before
            first[key] = len(members)
            members.append([number])
            keys.append(key)
            group_lengths.append(lengths[number])
            continue
        record = records[number]
        same_key = collided.get(key)
        if same_key is None:
            head = records[members[group][0]]
            if _same(head, record):
                members[group].append(number)
                continue
            same_key = collided[key] = {(head.language, head.title, head.body): group}
        content = (record.language, record.title, record.body)
        group = same_key.get(content)
        if group is None:
            same_key[content] = len(members)
            members.append([number])
            keys.append(key)
            group_lengths.append(lengths[number])
        else:
            members[group].append(number)
    return members, keys, group_lengths


def _groups(records: list[Record], members: list[list[int]], keys: list,
            lengths: list[int]) -> list[Group[int]]:
    """:class:`Group` objects in representative order, members (record indices) in doc_id order."""
    doc_id = lambda number: records[number].doc_id  # noqa: E731
    for several in [numbers for numbers in members if len(numbers) > 1]:
        several.sort(key=doc_id)
    hexes = [key.hex() for key in keys] if keys and type(keys[0]) is bytes else list(map(digest_hex, keys))
    groups = [Group(records[numbers[0]].doc_id, digest, length, tuple(numbers))
              for numbers, digest, length in zip(members, hexes, lengths, strict=True)]
    return sorted_gently(groups, attrgetter("representative"))  # a GUI thread keeps running
