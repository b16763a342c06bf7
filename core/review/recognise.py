"""Is this a decisions file? Judged by the kind of file and its whole first line.

A decisions file is a regular file whose first non-blank line is a decision line
(or one cut short by a crash). Anything else is refused before a review reads it
or writes to it: a device (``/dev/zero`` never ends, ``/dev/full`` swallows every
write), a named pipe (reading waits for a writer forever), a folder, or a file of
records whose first line is long (a 1.5 MB body is judged on all of it, never on a
prefix that looks cut short).
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

import msgspec

from ..input.input_source import kind_of, regular_descriptor
from .decision_lines import SCHEMA

__all__ = [
    "BOM",
    "LONGEST_LINE",
    "first_line",
    "line_end",
    "not_decisions_file",
    "open_regular",
    "refusal",
    "why_not_regular",
]

BOM = b"\xef\xbb\xbf"
_READ = 1 << 20
# No decision line is longer (a group of a million members is ~30 MB); a longer line is not one.
LONGEST_LINE = 64 << 20
# What a decision line starts with as this program writes it; a first line cut short by a
# crash is a prefix of it (or starts with it).
_OWN_START = b'{"schema":"' + SCHEMA.encode() + b'"'
# A damaged first line still counts as a decision line when it names the schema as a key.
_SCHEMA_KEY = re.compile(rb'"schema"\s*:\s*"' + re.escape(SCHEMA.encode()) + rb'"')


def why_not_regular(mode: int) -> str | None:
    """Why a file of this ``st_mode`` cannot hold decisions, or None for a regular file."""
    if stat.S_ISREG(mode):
        return None
    return f"it is {kind_of(mode)}; a decisions file is a regular file"


def open_regular(path: str | os.PathLike, flags: int = os.O_RDONLY, mode: int = 0o666) -> int:
    """A descriptor of ``path``, checked to be a regular file before opening and on the open file
    (:func:`core.input.input_source.regular_descriptor`). Refused with ``ValueError`` (the reason); a
    missing path is ``FileNotFoundError`` unless ``flags`` create it.
    """
    return regular_descriptor(path, flags, mode, refused=_refused)


def _refused(_path: str, mode: int) -> ValueError:
    return ValueError(why_not_regular(mode))


def first_line(fd: int) -> tuple[int, bytes | None, bool]:
    """The first non-blank line of the file at ``fd`` (read from its start), whole.

    Returns ``(number, line, complete)``; ``line`` is ``b""`` for a file that is empty or
    blank, None when it is longer than :data:`LONGEST_LINE`. ``complete`` is False when the
    file ends inside the line (a crash cut it short). A line that does not start with ``{``
    is returned as soon as that is seen: it is refused whatever follows.
    """
    number, offset, held, after_cr = 1, 0, b"", False
    while True:  # blank lines are consumed as they come: ``held`` is at most a line begun
        chunk = os.pread(fd, _READ, offset)
        offset += len(chunk)
        if offset == len(chunk):  # the file's first bytes: a byte order mark is no part of a line
            chunk = chunk.removeprefix(BOM)
        if after_cr and chunk.startswith(b"\n"):  # a CR LF split between two reads
            chunk = chunk[1:]
        held += chunk
        while (end := line_end(held)) is not None:
            line, held = held[:end], held[end:]
            if line.endswith(b"\r") and held.startswith(b"\n"):
                held = held[1:]
            if line.strip():
                return number, line, True
            number += 1
        if not chunk:
            return number, held, False
        after_cr = chunk.endswith(b"\r") and held == b""
        if held.strip():
            return number, *_rest_of_line(fd, offset, held)


def _rest_of_line(fd: int, offset: int, begun: bytes) -> tuple[bytes | None, bool]:
    """The line ``begun`` read on from ``offset`` to its end: ``(line, complete)``, line None past
    :data:`LONGEST_LINE`. Pieces are joined once (a long line is never copied again and again)."""
    if not begun.lstrip().startswith(b"{"):
        return begun, True  # not a JSON object: refused by its start
    pieces, size = [begun], len(begun)
    while size <= LONGEST_LINE:
        chunk = os.pread(fd, _READ, offset)
        if not chunk:
            return b"".join(pieces), False
        offset += len(chunk)
        if (end := line_end(chunk)) is not None:
            pieces.append(chunk[:end])
            return b"".join(pieces), True
        pieces.append(chunk)
        size += len(chunk)
    return None, False


def line_end(data: bytes) -> int | None:
    """The index just past the first line end (``\\n``, ``\\r`` or ``\\r\\n``) in ``data``."""
    newline, carriage = data.find(b"\n"), data.find(b"\r")
    ends = [index for index in (newline, carriage) if index != -1]
    if not ends:
        return None
    return min(ends) + 1


def not_decisions_file(line: bytes | None, complete: bool) -> str | None:
    """Why a file whose first non-blank line is ``line`` is not a decisions file; None when it is
    one or may be (empty, or one first line cut short by a crash).

    Only the first line is judged: a decisions file whose later lines are damaged is still one
    (those lines are reported and skipped, the others count).
    """
    if line is None:
        return f"its first line is longer than {LONGEST_LINE >> 20} MiB, which no decision line is"
    line = line.strip()
    if not line:
        return None  # empty, or blank lines only: a new review
    if b"\0" in line:
        return "it holds binary data (a zero byte), not text"
    try:
        line.decode("utf-8")
    except UnicodeDecodeError as error:
        return f"it is not UTF-8 text (byte {error.start + 1} of the line)"
    if line.startswith(b"["):
        return "it starts with a JSON array (a file of records?), not a JSON object a line"
    if not line.startswith(b"{"):
        return "the line is not a JSON object (a CSV or other text?)"
    try:
        value = msgspec.json.decode(line)
    except (msgspec.DecodeError, RecursionError):
        if _SCHEMA_KEY.search(line):
            return None  # a damaged decision line: reported as such when read
        if not complete and (line.startswith(_OWN_START) or _OWN_START.startswith(line)):
            return None  # the first decision line, cut short by a crash
        return "the line is not valid JSON"
    schema = value.get("schema") if isinstance(value, dict) else None
    if schema == SCHEMA:
        return None
    if schema is None:
        return f"the line has no \"schema\": \"{SCHEMA}\" (a file of records?)"
    return f"its schema is {schema!r}, not {SCHEMA!r}"


def refusal(path: str | os.PathLike, line: int | None, reason: str) -> str:
    """The sentence for a file that is not a decisions file (a window says it without a location)."""
    where = f" (line {line})" if line is not None else ""
    return f"{Path(path).name} is not a decisions file: {reason}{where}; choose another decisions file"
