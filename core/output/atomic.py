"""Writing results: to standard output or a file, always atomically.

The report's bytes come from :mod:`core.output.report_writer`; the CLI's ``group`` command and
the GUI's *Export groups* both call :func:`encode_groups`, so both write the same bytes.
"""

from __future__ import annotations

import os
import secrets
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from ..grouping import Group, with_provenance
from ..input.input_source import STDIN, kind_of
from ..input.limits import Limits
from ..records import Record
from .file_lock import LockHeld, locked_for_replacing
from .report_writer import encode_report

__all__ = [
    "FORMATS", "OutputError", "atomic_file", "encode_groups", "export_groups", "output_stream",
    "write_atomically", "write_output",
]

FORMATS = ("json", "csv")
class OutputError(ValueError):
    """An output that must not or could not be written; the message says why."""


def encode_groups(
    groups: Sequence[Group], records: Sequence[Record], *, limits: Limits, format: str = "json"
) -> bytes:
    """The groups as UTF-8 bytes: indented JSON (non-ASCII kept) or CSV, one row per member."""
    if format not in FORMATS:
        raise OutputError(f"unknown output format {format!r}; use one of {', '.join(FORMATS)}")
    return encode_report(with_provenance(groups, records), format=format, limits=limits.name,
                         records=len(records))


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


def _final_target(path: str | os.PathLike, protect: Sequence[str]) -> tuple[Path, int | None]:
    """Where the bytes go (through a symlink) and the mode of the file they replace.

    Only a regular file is replaced, or a new one made: writing "onto" a named pipe
    or a device would turn it into a regular file, and a directory cannot be.
    """
    given = Path(path)
    target = Path(os.path.realpath(given))  # a symlink is written through, and kept
    for kept in protect:
        if kept != STDIN and (_same_file(target, Path(kept)) or target == Path(kept).resolve()):
            raise OutputError(f"refusing to write the output onto the input file {kept}")
    try:
        status = os.stat(target)
    except FileNotFoundError:
        return target, None  # a new file
    except OSError as error:
        raise OutputError(f"cannot write {given}: {error.strerror or error}") from None
    if not stat.S_ISREG(status.st_mode):
        raise OutputError(f"refusing to write onto {given}: it is {kind_of(status.st_mode)}; "
                          "give a regular file or a new name")
    return target, stat.S_IMODE(status.st_mode)


def _temporary_beside(target: Path) -> tuple[str, int]:
    """A new file next to ``target``, made with mode 0o666 so the umask applies as to any write.

    (``tempfile`` makes its files 0o600, which a rename would carry to the output.)
    """
    for _ in range(100):
        name = str(target.parent / f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
            return name, os.open(name, flags, 0o666)
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name beside {target}")


@contextmanager
def atomic_file(path: str | os.PathLike, *, protect: Sequence[str] = ()) -> Iterator[BinaryIO]:
    """A binary stream whose bytes replace ``path`` all at once when the block ends normally.

    Readers see the old file or the new one, never half of one; an exception in the
    block leaves ``path`` as it was. Only a regular file or a new name is written;
    a symlink is written through (the file it points to is replaced, the link kept).
    The new file keeps the mode of the file it replaces; a new one gets the mode any
    program's write would (0o666 less the umask). Refuses (with :class:`OutputError`)
    to write onto a path in ``protect`` (the input file).
    """
    target, mode = _final_target(path, protect)
    try:
        temporary, fd = _temporary_beside(target)
    except OSError as error:
        raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
    try:
        with os.fdopen(fd, "wb") as stream:
            if mode is not None:
                os.fchmod(fd, mode)
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        with locked_for_replacing(target):  # a decisions file a window records into is not swapped
            os.replace(temporary, target)
    except LockHeld as held:
        raise OutputError(str(held)) from None
    except OSError as error:
        raise OutputError(f"cannot write {path}: {error.strerror or error}") from None
    finally:
        Path(temporary).unlink(missing_ok=True)  # after a successful replace, nothing is there


def write_atomically(path: str | os.PathLike, data: bytes, *, protect: Sequence[str] = ()) -> None:
    """Write ``data`` to ``path`` through :func:`atomic_file`."""
    with atomic_file(path, protect=protect) as stream:
        stream.write(data)


# Standard output or a file: every command's result leaves through one of these two. ---------

_STDOUT_CHUNK = 1 << 20


def write_output(data: bytes, path: str | os.PathLike | None, *, protect: Sequence[str] = ()) -> None:
    """``data`` to standard output (``path`` None) or atomically to ``path``.

    Raises :class:`OutputError` with a sentence when it cannot be written.
    """
    if path is None:
        _to_stdout([data])
    else:
        write_atomically(path, data, protect=protect)


@contextmanager
def output_stream(path: str | os.PathLike | None, *, protect: Sequence[str] = ()) -> Iterator[BinaryIO]:
    """A binary stream whose bytes reach ``path`` (standard output when None) only on success.

    A file is written through :func:`atomic_file`. Standard output cannot be taken back
    once written, so its bytes wait in a temporary file until the block ends normally;
    leaving the block by an exception writes nothing.
    """
    if path is not None:
        with atomic_file(path, protect=protect) as stream:
            yield stream
        return
    with tempfile.TemporaryFile(prefix="docdedup.") as spool:
        yield spool
        spool.seek(0)
        _to_stdout(iter(lambda: spool.read(_STDOUT_CHUNK), b""))


def _to_stdout(chunks: Iterable[bytes]) -> None:
    """The one place the result meets standard output."""
    out = sys.stdout.buffer
    for chunk in chunks:
        out.write(chunk)
    out.flush()


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
