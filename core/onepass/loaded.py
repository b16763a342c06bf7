"""The one pass for a caller that needs the records too (the GUI's load).

The same scan as ``docdedup group``: each batch is checked once, each record's
canonical bytes are joined from its raw JSON and hashed; the text of each record
is decoded for showing. A GUI has threads, so it never forks: a large file is
hashed by a fresh helper process (:mod:`core.onepass.digests`) while this one
decodes the text, and the groups are formed here from the digests and the text.
A small file, or a digest other than SHA-256 (the collision experiment, a test's),
is done in this process with the digest the caller passes (a GUI passes one that
keeps the GIL). A compressed file is its text, read from its start (the next block
decompressed in a thread meanwhile); the helper reads it too, so only where decompressing
costs less than hashing (gzip, zstd). A Parquet file is read here a batch of rows at a time,
each batch's canonical bytes hashed and let go (:func:`.parquet_rows.loaded_rows`). A file read
through other field names (``--field``, ``--set``) is decoded by the loader's own mapped reading
(:mod:`.mapped`), here and in the helper. None on any doubt: the caller loads the thorough
way, which reports every problem.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterator
from hashlib import sha256
from operator import attrgetter

from ..contract import sha256_hex
from ..grouping import Group
from ..input.compressed import HEAD as COMPRESSED_HEAD
from ..input.compressed import compression_of
from ..input.input_source import most_bytes, open_regular
from ..input.limits import Limits
from ..input.loader import LoadedFile
from ..perf import GIL_SLICE, sha256_hex_holding_gil, sorted_gently, update_holding_gil
from ..perf.helper_process import helpers_available
from ..progress import Progress, report
from ..records import Record
from . import ranges
from .buckets import Buckets, checked, digest_hex, sha256_key
from .digests import DigestHelper
from .mapped import mapped_texts, reading_of, scan_mapped_texts
from .parquet_rows import loaded_rows, parquet_layout
from .ranges import TO_THE_END, Layout, batches, check_lines, layout_of
from .scan import Batch, Doubt, decode_texts, scan_batch

__all__ = ["HELPER_MIN_BYTES", "load_in_one_pass"]

HELPER_MIN_BYTES = 8 << 20  # a smaller file loads faster than a helper process starts
_SHA256 = (None, sha256_hex, sha256_hex_holding_gil)
_SLICE = GIL_SLICE  # a module attribute, so a test can make slices tiny
# Bytes decoded in one C call, at most: msgspec holds the GIL for it, 10-24 ms for the 4 MB
# the CLI reads at a time (ranges.BATCH), while the window's GUI thread waits; 2 MB about
# half (1 MB, 3-6 ms, seemed to slow a 1M load by ~10%: not measured cleanly).
BATCH = 2 << 20
_CHEAP_TO_DECOMPRESS = ("gzip", "zstd")  # see _helped


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
        if (rows := parquet_layout(path, mapped=True)) is not None:  # Parquet: its rows a batch at a time
            return _parquet(rows, limits, digest, progress)
        layout = layout_of(path, limits, compressed=True, mapped=True)
        reading_of(layout.path)  # a mapping the mapped reading does not take: a doubt before a helper starts
        if digest in _SHA256 and _helped(layout) and helpers_available():
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
        if digest in _SHA256 and layout.compressed and layout.size >= HELPER_MIN_BYTES:
            records, groups = _hashed_here(layout, limits, progress)
        else:
            records, groups = _alone(layout, limits, digest, progress)
    except (Doubt, OSError):  # OSError: a compressed stream broken, told by the thorough path
        return None
    return _loaded(layout, records), groups


def _parquet(layout: Layout, limits: Limits, digest,
             progress: Progress | None) -> tuple[LoadedFile, list[Group]]:
    if digest not in _SHA256:
        raise Doubt  # another digest (the collision experiment, a test's): the thorough path
    records, digests, lengths = loaded_rows(layout, limits, progress)
    _check_count(records, limits)
    # Named by a plain str, as the loader names a mapped file's records.
    loaded = LoadedFile(str(layout.path), "parquet", layout.size, records, [], len(records))
    return loaded, _grouped(records, digests, lengths)


def _helped(layout: Layout) -> bool:
    """Whether a helper process hashes meanwhile: for a file large enough, unless decompressing
    it costs more than hashing (the helper decompresses it too: bzip2 and xz, 3.0 and 1.3 s of
    CPU at 100,000 records against gzip's 0.4 and zstd's 0.1 s; hashing here costs ~0.9 s)."""
    if layout.size < HELPER_MIN_BYTES:
        return False
    if not layout.compressed:
        return True
    with open_regular(layout.path) as raw:
        return compression_of(raw.peek(COMPRESSED_HEAD)[:COMPRESSED_HEAD]) in _CHEAP_TO_DECOMPRESS


def _read(layout: Layout, limits: Limits) -> Iterator[tuple[bytes, int]]:
    """Each batch of ``layout`` with how far into the file on disk it was read (a compressed
    file's text is longer than the file: progress goes by its compressed bytes). A compressed
    text longer than ``limits`` allow is a doubt: the thorough path says so."""
    on_disk = [layout.start]
    stop = TO_THE_END if layout.compressed else layout.size
    most, text = most_bytes(limits)[0], 0
    for payload in batches(layout, layout.start, stop, last=True, size=_batch(), on_disk=on_disk.append):
        text += len(payload)
        if most is not None and text > most:
            raise Doubt
        yield payload, min(on_disk[-1], layout.size - 1)  # the whole size once all is done
        del on_disk[:-1]


def _loaded(layout: Layout, records: list[Record]) -> LoadedFile:
    kind = "jsonl" if layout.lines else "json"
    return LoadedFile(str(layout.path), kind, layout.size, records, [], len(records))


def _scan(layout: Layout, limits: Limits) -> Callable[[bytes, list[Record]], Batch]:
    """A batch's records appended to the list given, their doc_ids, source_refs and canonical
    bytes returned: as :func:`.scan.scan_batch` reads five fields, or through the file's mapping."""
    if (reading := reading_of(layout.path)) is None:
        return lambda payload, texts: scan_batch(payload, limits, lines=layout.lines, texts=texts)
    return lambda payload, texts: scan_mapped_texts(payload, limits, lines=layout.lines, reading=reading,
                                                    texts=texts)


def _decode(layout: Layout, limits: Limits) -> Callable[[bytes], list[Record]]:
    """A batch's records, checked but without their canonical bytes (a helper makes those)."""
    if (reading := reading_of(layout.path)) is None:
        return lambda payload: decode_texts(payload, limits, lines=layout.lines)
    return lambda payload: mapped_texts(payload, limits, lines=layout.lines, reading=reading)


def _check_count(records: list[Record], limits: Limits) -> None:
    if not records or len({r.doc_id for r in records}) != len(records) or (
            limits.max_records is not None and len(records) > limits.max_records):
        raise Doubt


def _alone(layout: Layout, limits: Limits, digest,
           progress: Progress | None) -> tuple[list[Record], list[Group]]:
    """Text, digests and groups in this process."""
    buckets = Buckets(sha256_key if digest is None else checked(digest))
    records: list[Record] = []
    scan = _scan(layout, limits)
    for payload, done in _read(layout, limits):
        batch = scan(payload, records)
        if layout.lines:
            check_lines(payload, len(batch.doc_ids))
        buckets.add(batch.doc_ids, batch.source_refs, batch.contents)
        report(progress, done, layout.size)
    _check_count(records, limits)
    report(progress, layout.size, layout.size)
    lengths = list(map(len, buckets.contents))
    buckets.contents = []
    return records, _groups(records, buckets.members, buckets.keys, lengths)


def _hashed_here(layout: Layout, limits: Limits,
                 progress: Progress | None) -> tuple[list[Record], list[Group]]:
    """:func:`_alone` for a large compressed file no helper reads (bzip2, xz): each record's
    digest and length kept, not its canonical bytes (the text's size again), the groups then
    formed as a helper's digests form them."""
    records: list[Record] = []
    keys: list[bytes] = []
    lengths = array("Q")
    scan = _scan(layout, limits)
    for payload, done in _read(layout, limits):
        batch = scan(payload, records)
        if layout.lines:
            check_lines(payload, len(batch.doc_ids))
        keys += map(_sha256_holding_gil, batch.contents)
        lengths.extend(map(len, batch.contents))
        report(progress, done, layout.size)
    _check_count(records, limits)
    report(progress, layout.size, layout.size)
    return records, _grouped(records, b"".join(keys), lengths)


def _sha256_holding_gil(content: bytes) -> bytes:
    hasher = sha256()
    update_holding_gil(hasher, content)
    return hasher.digest()


def _with_helper(layout: Layout, limits: Limits, helper: DigestHelper,
                 progress: Progress | None) -> tuple[list[Record], list[Group]]:
    """Text here, digests in the helper, then the groups here."""
    records: list[Record] = []
    seen: list[tuple[int, int]] = []
    decode = _decode(layout, limits)
    for payload, done in _read(layout, limits):
        if helper.gave_up():
            raise Doubt  # no need to read the rest: the thorough path decides
        batch = decode(payload)
        if layout.lines:
            check_lines(payload, len(batch))
        records += batch
        seen.append((len(batch), len(payload)))
        report(progress, done, layout.size)
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
