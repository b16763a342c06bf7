"""The groups of a sharded corpus, each member with its shard, line and offset, streamed.

Both engines hand over groups range by range in representative order, so the
output is written a piece at a time and never held whole. JSON is the document
``docdedup group`` writes for one file plus a ``shards`` list and located
members; ``jsonl`` is a header line then one group a line (what the window's
*Open result* reads back lazily); ``csv`` gains ``shard``, ``line`` columns.
Everything goes to a temporary file first and is renamed (or copied to stdout)
only when the whole run succeeded: a failed run leaves no partial output.
"""

from __future__ import annotations

import csv
import io
import shutil
import sys
import tempfile
from collections.abc import Iterable, Sequence
from contextlib import contextmanager

import msgspec

from .contract import CONTRACT
from .output import OutputError, atomic_file

__all__ = ["LOCATED_FORMATS", "GroupEntry", "LocatedWriter", "Member", "ResultHeader", "atomic_output"]

LOCATED_FORMATS = ("json", "jsonl", "csv")
CSV_HEADER = ("group", "representative", "candidate_digest", "canonical_utf8_length",
              "doc_id", "source_ref", "shard", "line")


class Member(msgspec.Struct, array_like=False, gc=False):
    doc_id: str
    source_ref: str
    shard: str
    line: int | None
    offset: int | None


class GroupEntry(msgspec.Struct, gc=False):
    representative: str
    candidate_digest: str
    canonical_utf8_length: int
    members: list[Member]


class ResultHeader(msgspec.Struct, gc=False):
    """The first line of a JSON Lines result, and the head of a JSON one."""

    contract: str
    limits: str
    records: int
    shards: list[str]


_encoder = msgspec.json.Encoder()


class LocatedWriter:
    """Writes one result to a binary stream, group after group, in one of the formats."""

    def __init__(self, stream, *, format: str, limits: str, records: int, shards: Sequence[str]) -> None:
        if format not in LOCATED_FORMATS:
            raise OutputError(f"unknown output format {format!r}; use one of {', '.join(LOCATED_FORMATS)}")
        self.stream = stream
        self.format = format
        self.count = 0
        self.header = ResultHeader(CONTRACT, limits, records, list(shards))
        self._start()

    def _start(self) -> None:
        if self.format == "jsonl":
            self.stream.write(_encoder.encode(self.header) + b"\n")
        elif self.format == "csv":
            self._csv_rows([CSV_HEADER])
        else:
            head = msgspec.json.format(_encoder.encode(self.header), indent=2)
            self.stream.write(head[:-2] + b',\n  "groups": [')  # drops the closing "\n}"

    def write(self, groups: Iterable[GroupEntry]) -> None:
        """Append ``groups`` (already in representative order, after those written so far)."""
        for group in groups:
            self.count += 1
            if self.format == "jsonl":
                self.stream.write(_encoder.encode(group) + b"\n")
            elif self.format == "csv":
                head = (self.count, group.representative, group.candidate_digest, group.canonical_utf8_length)
                self._csv_rows([(*head, m.doc_id, m.source_ref, m.shard, m.line) for m in group.members])
            else:
                text = msgspec.json.format(_encoder.encode(group), indent=2).replace(b"\n", b"\n    ")
                self.stream.write((b",\n    " if self.count > 1 else b"\n    ") + text)

    def close(self) -> None:
        if self.format == "json":
            self.stream.write(b"\n  ]\n}\n" if self.count else b"]\n}\n")

    def _csv_rows(self, rows) -> None:
        text = io.StringIO(newline="")
        csv.writer(text, lineterminator="\n").writerows(rows)
        self.stream.write(text.getvalue().encode("utf-8"))


@contextmanager
def atomic_output(path: str | None, *, protect: Sequence[str] = ()):
    """A binary stream whose bytes reach ``path`` (stdout when None) only on success.

    A file is written through :func:`core.output.atomic_file` (renamed into place
    when the block ends normally, never onto a shard in ``protect``). Standard
    output cannot be taken back once written, so its bytes wait in a temporary
    file until the block ends normally; leaving it by an exception writes nothing.
    """
    if path is not None:
        with atomic_file(path, protect=protect) as stream:
            yield stream
        return
    with tempfile.TemporaryFile(prefix="docdedup.") as spool:
        yield spool
        spool.seek(0)
        shutil.copyfileobj(spool, sys.stdout.buffer)
        sys.stdout.flush()
