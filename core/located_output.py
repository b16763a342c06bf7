"""The groups of a sharded corpus, each member with its shard, line and offset, streamed.

Both engines hand over groups range by range in representative order, so the
output is written a piece at a time and never held whole. JSON is the document
``docdedup group`` writes for one file plus a ``shards`` list and located
members; ``jsonl`` is a header line then one group a line (what the window's
*Open result* reads back lazily); ``csv`` gains ``shard``, ``line`` columns.
The caller writes through :func:`core.output.output_stream`: a failed run leaves no
partial output.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import msgspec

from .contract import CONTRACT
from .grouping import Group, Member, Report
from .output import CSV_HEADER, OutputError, csv_head, csv_rows

__all__ = ["LOCATED_FORMATS", "LocatedWriter"]

LOCATED_FORMATS = ("json", "jsonl", "csv")
LOCATED_CSV_HEADER = (*CSV_HEADER, "shard", "line")

_encoder = msgspec.json.Encoder()


class LocatedWriter:
    """Writes one result to a binary stream, group after group, in one of the formats."""

    def __init__(self, stream, *, format: str, limits: str, records: int, shards: Sequence[str]) -> None:
        if format not in LOCATED_FORMATS:
            raise OutputError(f"unknown output format {format!r}; use one of {', '.join(LOCATED_FORMATS)}")
        self.stream = stream
        self.format = format
        self.count = 0
        self.header = Report(CONTRACT, limits, records, list(shards))  # no groups: they follow
        self._start()

    def _start(self) -> None:
        if self.format == "jsonl":
            self.stream.write(_encoder.encode(self.header) + b"\n")
        elif self.format == "csv":
            self.stream.write(csv_head(LOCATED_CSV_HEADER))
        else:
            head = msgspec.json.format(_encoder.encode(self.header), indent=2)
            self.stream.write(head[:-2] + b',\n  "groups": [')  # drops the closing "\n}"

    def write(self, groups: Iterable[Group[Member]]) -> None:
        """Append ``groups`` (already in representative order, after those written so far)."""
        if self.format == "csv":
            groups = list(groups)
            self.stream.write(csv_rows(groups, first_number=self.count + 1, located=True))
            self.count += len(groups)
            return
        for group in groups:
            self.count += 1
            if self.format == "jsonl":
                self.stream.write(_encoder.encode(group) + b"\n")
            else:
                text = msgspec.json.format(_encoder.encode(group), indent=2).replace(b"\n", b"\n    ")
                self.stream.write((b",\n    " if self.count > 1 else b"\n    ") + text)

    def close(self) -> None:
        if self.format == "json":
            self.stream.write(b"\n  ]\n}\n" if self.count else b"]\n}\n")

