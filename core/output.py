"""Writing results: the groups as JSON or CSV, always atomically.

The CLI's ``group`` command and the GUI's *Export groups* both call
:func:`export_groups`, so both write exactly the same bytes.
"""

from __future__ import annotations

import csv
import io
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

import msgspec

from .contract import CONTRACT
from .grouping import Group
from .limits import Limits
from .perf import without_collection
from .records import Record

__all__ = ["FORMATS", "OutputError", "encode_groups", "export_groups", "write_atomically"]

FORMATS = ("json", "csv")
CSV_HEADER = ("group", "representative", "candidate_digest", "canonical_utf8_length",
              "doc_id", "source_ref")


class OutputError(ValueError):
    """An output that must not or could not be written; the message says why."""


class _Member(msgspec.Struct, gc=False):
    doc_id: str
    source_ref: str


class _GroupEntry(msgspec.Struct, gc=False):
    representative: str
    candidate_digest: str
    canonical_utf8_length: int
    members: list[_Member]


class _Report(msgspec.Struct, gc=False):
    """The JSON document of ``docdedup group``; fields are written in this order."""

    contract: str
    limits: str
    records: int
    groups: list[_GroupEntry]


def _report(groups: Sequence[Group], records: Sequence[Record], *, limits: Limits) -> _Report:
    # Structs, not dicts: a million groups encode faster and in less memory, and
    # msgspec writes them with the same keys, in the same order, as groups_as_dicts.
    entries = [
        _GroupEntry(group.representative, group.candidate_digest, group.canonical_utf8_length,
                    [_Member(records[i].doc_id, records[i].source_ref) for i in group.members])
        for group in groups
    ]
    return _Report(CONTRACT, limits.name, len(records), entries)


def _csv_bytes(groups: Sequence[Group], records: Sequence[Record]) -> bytes:
    text = io.StringIO(newline="")
    writer = csv.writer(text, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for number, group in enumerate(groups, start=1):
        head = (number, group.representative, group.candidate_digest, group.canonical_utf8_length)
        writer.writerows((*head, records[i].doc_id, records[i].source_ref) for i in group.members)
    return text.getvalue().encode("utf-8")


@without_collection
def encode_groups(
    groups: Sequence[Group], records: Sequence[Record], *, limits: Limits, format: str = "json"
) -> bytes:
    """The groups as UTF-8 bytes: indented JSON (non-ASCII kept) or CSV, one row per member."""
    if format == "csv":
        return _csv_bytes(groups, records)
    if format != "json":
        raise OutputError(f"unknown output format {format!r}; use one of {', '.join(FORMATS)}")
    # msgspec writes UTF-8 with non-ASCII kept, like json.dumps(ensure_ascii=False), at C speed.
    compact = msgspec.json.encode(_report(groups, records, limits=limits))
    return msgspec.json.format(compact, indent=2) + b"\n"


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


def write_atomically(path: str | os.PathLike, data: bytes, *, protect: Sequence[str] = ()) -> None:
    """Write ``data`` to ``path`` through a temporary file and a rename.

    Readers see the old file or the new one, never half of one. Refuses (with
    :class:`OutputError`) to write onto any path in ``protect`` (the input file).
    """
    target = Path(path)
    for kept in protect:
        if _same_file(target, Path(kept)) or target.resolve() == Path(kept).resolve():
            raise OutputError(f"refusing to write the output onto the input file {kept}")
    directory = target.resolve().parent
    try:
        handle = tempfile.NamedTemporaryFile(dir=directory, prefix=f".{target.name}.", delete=False)
    except OSError as error:
        raise OutputError(f"cannot write {target}: {error.strerror or error}") from None
    try:
        with handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(handle.name, target)
    except OSError as error:
        Path(handle.name).unlink(missing_ok=True)
        raise OutputError(f"cannot write {target}: {error.strerror or error}") from None


def export_groups(
    path: str | os.PathLike,
    groups: Sequence[Group],
    records: Sequence[Record],
    *,
    limits: Limits,
    format: str = "json",
    input_path: str | None = None,
) -> None:
    """Write the groups to ``path`` atomically, never onto ``input_path``."""
    data = encode_groups(groups, records, limits=limits, format=format)
    write_atomically(path, data, protect=[input_path] if input_path else [])
