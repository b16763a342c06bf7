"""The digests of a file's records, made by a helper process while the caller decodes their text.

The window's load needs every record as text, and every record's SHA-256 and canonical
length to group them. Done one after the other in one process, the two cost 1.9 s at
100,000 records; a helper process (a fresh interpreter: never a fork of a process
running Qt threads) hashes the raw bytes while the caller decodes the same batches to
text, so the two halves run on two cores. The helper writes, batch by batch, how many
records and bytes it saw, each record's 32-byte digest and its canonical length to an
unnamed temporary file; the caller checks that both saw the same batches. A file read through
other field names is read through them here too (:mod:`.mapped`: its mapping is handed over).
Any doubt in the helper (or a helper that cannot start) and the caller does it alone.
"""

from __future__ import annotations

import json
import os
import struct
import subprocess
import sys
import tempfile
from array import array
from collections.abc import Callable, Iterator
from dataclasses import astuple
from hashlib import sha256

from ..input.field_mapping import FieldMapping, MappedFile
from ..input.limits import Limits
from ..perf.helper_process import helper_command
from ..perf.lifeline import start_helper
from . import ranges
from .mapped import mapped_contents, reading_of
from .ranges import Layout, batches, layout_of
from .scan import Doubt, batch_contents

__all__ = ["DigestHelper", "Digests", "main"]

_HEAD = struct.Struct("<qq")  # (start, size) of the layout, then (records, payload bytes) per batch
_DONE = -1
_DOUBT = 3
_GONE = 4  # the caller went away: nobody reads the digests
_KEY = 32
_LENGTH = "Q"
_POLL_S = 0.05


class Digests:
    """What the helper found: per batch (records, payload bytes), and every record's key and length."""

    def __init__(self, data: bytes) -> None:
        self.batches: list[tuple[int, int]] = []
        keys, lengths = [], array(_LENGTH)
        self.start, self.size = _HEAD.unpack_from(data, 0)
        at = _HEAD.size
        while True:
            records, payload = _HEAD.unpack_from(data, at)
            at += _HEAD.size
            if records == _DONE:
                break
            self.batches.append((records, payload))
            keys.append(data[at:at + _KEY * records])
            at += _KEY * records
            lengths.frombytes(data[at:at + lengths.itemsize * records])
            at += lengths.itemsize * records
        self.keys = b"".join(keys)  # record n's digest is keys[32n:32n+32]
        self.lengths = lengths


class DigestHelper:
    """A helper process hashing the records of ``layout`` (see the module's docstring)."""

    def __init__(self, layout: Layout, limits: Limits, batch: int | None = None) -> None:
        self.layout = layout
        self._output = tempfile.TemporaryFile(prefix="docdedup-digests.")
        mapping = layout.path.as_header() if isinstance(layout.path, MappedFile) else None
        command = helper_command(__name__, "main", layout.path, json.dumps(astuple(limits)),
                                 str(batch or ranges.BATCH), json.dumps(mapping))
        try:
            # Its standard input is a pipe nobody writes to: when this process ends, however it
            # ends, the pipe closes and the helper stops (it hashed on alone, 1.5 s after a window
            # killed at 100,000 records). Its own session: Ctrl-C in a terminal is for this process.
            self.helper = start_helper(command, stdin=subprocess.PIPE, stdout=self._output,
                                       stderr=subprocess.DEVNULL, close_fds=True)
            self.process = self.helper.process
        except BaseException:
            self._output.close()
            raise

    def result(self, waiting: Callable[[], None] | None = None) -> Digests:
        """The digests once the helper is done; :class:`Doubt` if it doubted or failed.

        ``waiting`` is called every few tens of milliseconds meanwhile (it may cancel by raising).
        """
        while True:
            try:
                status = self.process.wait(_POLL_S)
                break
            except subprocess.TimeoutExpired:
                if waiting is not None:
                    waiting()
        if status != 0:
            raise Doubt
        self._output.seek(0)
        try:
            digests = Digests(self._output.read())
        except (struct.error, ValueError, OverflowError):  # not what this module writes
            raise Doubt from None
        if (digests.start, digests.size) != (self.layout.start, self.layout.size):
            raise Doubt  # the file changed between the two reads
        return digests

    def gave_up(self) -> bool:
        """Whether the helper already ended in doubt or failure (the caller can stop early)."""
        return self.process.poll() not in (None, 0)

    def close(self) -> None:
        """Stop the helper if it still runs, and let go of its output."""
        self.helper.close()
        self._output.close()


def _end_with_the_caller() -> None:
    """Exit as soon as the caller is gone: its end of our standard input closes (see DigestHelper)."""
    import threading

    def watch() -> None:
        sys.stdin.buffer.read()  # nothing comes; returns at the end
        os._exit(_GONE)

    threading.Thread(target=watch, daemon=True).start()


def _contents(layout: Layout, limits: Limits) -> Iterator[tuple[int, list[bytes]]]:
    """(payload bytes, its records' canonical bytes) of each batch."""
    stop = ranges.TO_THE_END if layout.compressed else layout.size
    reading = reading_of(layout.path)
    for payload in batches(layout, layout.start, stop, last=True):
        if reading is None:
            yield len(payload), batch_contents(payload, limits, lines=layout.lines)
        else:
            yield len(payload), mapped_contents(payload, lines=layout.lines, reading=reading, limits=limits)


def main() -> None:
    """The helper process: ``python -c ... PATH LIMITS BATCH [MAPPING]`` writes the digests to
    standard output (MAPPING: JSON; none or null for a file read as it is).

    It cuts the file into batches of the caller's size, so both see the same batches.
    """
    import gc

    gc.disable()  # a batch's objects are all freed by reference counting
    _end_with_the_caller()
    path, fields = sys.argv[1], json.loads(sys.argv[2])
    header = json.loads(sys.argv[4]) if len(sys.argv) > 4 else None
    ranges.BATCH = int(sys.argv[3])
    limits = Limits(*fields)
    out = sys.stdout.buffer
    try:
        if header is not None:
            mapping = FieldMapping.from_header(header)
            if mapping is None:
                raise Doubt
            path = MappedFile(path, mapping)
        layout = layout_of(path, limits, compressed=True, mapped=True)  # a compressed file: its text
        out.write(_HEAD.pack(layout.start, layout.size))
        for size, contents in _contents(layout, limits):
            lengths = array(_LENGTH, map(len, contents))
            out.write(b"".join([_HEAD.pack(len(contents), size),
                                *[sha256(content).digest() for content in contents], lengths.tobytes()]))
        out.write(_HEAD.pack(_DONE, 0))
        out.flush()
    except (Doubt, OSError):  # OSError: a compressed stream broken; the caller's thorough path says so
        os._exit(_DOUBT)
    os._exit(0)
