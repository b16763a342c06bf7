"""The common case of :func:`core.input.loader.load_records`: a file with nothing wrong, read a
batch at a time, so that only a few MB of it are held at once.

A batch is taken only when msgspec and the cheap checks of
:class:`~.locating_load.LocatingLoad` vouch for it; at the first doubt the stream gives up and
the whole file is read again by the pass that locates every problem.
"""

from __future__ import annotations

import os

from ..progress import Progress, report
from .field_mapping import FieldMapping
from .file_encoding import UTF8_BOM, foreign_encoding
from .limits import Limits
from .loaded_file import LoadedFile
from .locating_load import LocatingLoad
from .record_bounds import ARRAY_BOUNDARY, TWO_ON_A_LINE, skip_bytes_whitespace

__all__ = ["load_streamed"]


def load_streamed(file, name: str, limits: Limits, progress: Progress | None, *,
                  batch: int, mapping: FieldMapping | None = None) -> LoadedFile | None:
    """The common case, a file with nothing wrong, read ``batch`` bytes at a time.

    Only a few MB of the file are held at once, so a large file costs little more
    than its records. The first doubt (a batch msgspec or the cheap checks cannot
    vouch for, a repeated doc_id, no records, too many) returns None, and the
    whole file is then read again by the pass that locates every problem.
    """
    try:
        return _Stream(file, limits, progress, batch, mapping).run(name)
    except OSError:
        return None  # the full pass reports it, with the reason


class _Stream:
    """One streamed load: the unread part of the current batch and the records so far."""

    def __init__(self, stream, limits: Limits, progress: Progress | None, batch: int,
                 mapping: FieldMapping | None) -> None:
        self.stream = stream
        self.batch = batch
        self.size = os.fstat(stream.fileno()).st_size
        # A compressed file: progress in compressed bytes read, against its size on disk.
        self.position = getattr(getattr(stream, "raw", None), "compressed_position", None)
        self.done = 0  # bytes handed to the decoder so far
        self.buffer = stream.read(batch)
        self.loader = LocatingLoad(b"", limits, progress, mapping, batch=batch)

    def run(self, name: str) -> LoadedFile | None:
        head = self.buffer[len(UTF8_BOM):] if self.buffer.startswith(UTF8_BOM) else self.buffer
        start = skip_bytes_whitespace(head, 0)
        if start >= len(head) or foreign_encoding(head) is not None or head[start] not in b"[{":
            return None
        kind = "json" if head[start] == ord("[") else "jsonl"
        self.done = len(self.buffer) - len(head) + start + (kind == "json")
        self.buffer = head[start + (kind == "json"):]
        ok = self._array() if kind == "json" else self._lines()
        loader = self.loader
        if not ok or loader.repeats or loader.total == 0 or not _within(loader.total, loader.limits):
            return None
        return LoadedFile(name, kind, self.size, loader.records, [], loader.total)

    def _more(self) -> bool:
        """Read another batch onto the buffer; False at the end of the file."""
        chunk = self.stream.read(self.batch)
        self.buffer += chunk
        return bool(chunk)

    def _take(self, cut: int, payload: bytes, decoder, *, lines: bool) -> bool:
        batch = self.loader._fast(decoder, payload, lines=lines)
        # In JSON Lines, one record per line: a blank line goes to the full pass.
        lines_held = payload.count(b"\n") + (not payload.endswith(b"\n"))
        if batch is None or (lines and len(batch) != lines_held):
            return False
        self.loader._accept_batch(batch)
        self.done += cut
        self.buffer = self.buffer[cut:]
        report(self.loader.progress, self.done if self.position is None else self.position(), self.size)
        return True

    def _array(self) -> bool:
        while True:
            found = ARRAY_BOUNDARY.search(self.buffer, min(len(self.buffer), self.batch // 2))
            if found is not None:
                if not self._take(found.start(1) + 1, b"[" + self.buffer[:found.start(1)] + b"]",
                                  self.loader.many, lines=False):
                    return False
            elif not self._more():  # the last batch holds the closing ']'
                return self._take(len(self.buffer), b"[" + self.buffer, self.loader.many, lines=False)

    def _lines(self) -> bool:
        while True:
            cut = self.buffer.rfind(b"\n")
            if cut != -1 and len(self.buffer) >= self.batch // 2:
                if TWO_ON_A_LINE.search(self.buffer, 0, cut) or not self._take(
                    cut + 1, self.buffer[:cut + 1], self.loader.one, lines=True
                ):
                    return False
            elif not self._more():
                rest = self.buffer
                if not rest.strip(b" \t\r\n"):
                    return True
                return not TWO_ON_A_LINE.search(rest) and self._take(
                    len(rest), rest, self.loader.one, lines=True
                )


def _within(total: int, limits: Limits) -> bool:
    return limits.max_records is None or total <= limits.max_records
