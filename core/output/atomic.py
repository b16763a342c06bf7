"""Writing results: to standard output or a file, always atomically.

The report's bytes come from :mod:`core.output.report_writer`; the CLI's ``group`` command and
the GUI's *Export groups* both call :func:`encode_groups`, so both write the same bytes.
"""

from __future__ import annotations

import os
import secrets
import sys
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from ..grouping import Group, with_provenance
from ..input.limits import Limits
from ..input.text_folder import TEXT_FILES
from ..records import Record
from .file_lock import LockHeld, locked_for_replacing
from .gate import GROUP_REPORT, OutputError, OutputKind, check_target
from .report_writer import encode_report

__all__ = [
    "FORMATS", "OutputError", "atomic_file", "encode_groups", "export_groups", "output_stream",
    "write_atomically", "write_output",
]

FORMATS = ("json", "csv")
def encode_groups(
    groups: Sequence[Group], records: Sequence[Record], *, limits: Limits, format: str = "json",
    mapping: dict | None = None, folder: str | None = None,
) -> bytes:
    """The groups as UTF-8 bytes: indented JSON (non-ASCII kept) or CSV, one row per member.

    ``folder``: the folder of text files the records were read from. A JSON report names it
    as its one shard, its members staying as they are (each is the file its doc_id names
    there), so the report can be reviewed without the corpus, as a located result is (the
    window's File > Open result: :mod:`core.output.result_reader`)."""
    if format not in FORMATS:
        raise OutputError(f"unknown output format {format!r}; use one of {', '.join(FORMATS)}")
    shards = [str(folder)] if folder is not None and format == "json" else None
    return encode_report(with_provenance(groups, records), format=format, limits=limits.name,
                         records=len(records), mapping=mapping, shards=shards)


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
def atomic_file(path: str | os.PathLike, *, protect: Sequence[str] = (),
                kind: OutputKind | None = None) -> Iterator[BinaryIO]:
    """A binary stream whose bytes replace ``path`` all at once when the block ends normally.

    Readers see the old file or the new one, never half of one; an exception in the
    block leaves ``path`` as it was. Only a regular file or a new name is written;
    a symlink is written through (the file it points to is replaced, the link kept).
    The new file keeps the mode of the file it replaces; a new one gets the mode any
    program's write would (0o666 less the umask). Refuses (with :class:`OutputError`)
    to write onto a path in ``protect`` (the inputs) or onto an existing file not of ``kind``
    (:func:`core.output.gate.check_target`).
    """
    target, mode = check_target(path, inputs=protect, kind=kind)
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


def write_atomically(path: str | os.PathLike, data: bytes, *, protect: Sequence[str] = (),
                     kind: OutputKind | None = None) -> None:
    """Write ``data`` to ``path`` through :func:`atomic_file`."""
    with atomic_file(path, protect=protect, kind=kind) as stream:
        stream.write(data)


# Standard output or a file: every command's result leaves through one of these two. ---------

_STDOUT_CHUNK = 1 << 20


def write_output(data: bytes, path: str | os.PathLike | None, *, protect: Sequence[str] = (),
                 kind: OutputKind | None = None) -> None:
    """``data`` to standard output (``path`` None) or atomically to ``path``.

    Raises :class:`OutputError` with a sentence when it cannot be written.
    """
    if path is None:
        _to_stdout([data])
    else:
        write_atomically(path, data, protect=protect, kind=kind)


@contextmanager
def output_stream(path: str | os.PathLike | None, *, protect: Sequence[str] = (),
                  kind: OutputKind | None = None) -> Iterator[BinaryIO]:
    """A binary stream whose bytes reach ``path`` (standard output when None) only on success.

    A file is written through :func:`atomic_file`. Standard output cannot be taken back
    once written, so its bytes wait in a temporary file until the block ends normally;
    leaving the block by an exception writes nothing.
    """
    if path is not None:
        with atomic_file(path, protect=protect, kind=kind) as stream:
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
    inputs: Sequence[str] = (),
    mapping: dict | None = None,
) -> None:
    """Write the groups to ``path`` atomically: never onto one of ``inputs`` (the corpus, its shards)
    nor onto an existing file that is not a group report. ``mapping``: the field names the corpus
    was read with (:func:`core.input.field_mapping.mapping_header`), said in the report; a folder
    read as text files is named too (the folder among ``inputs``: see :func:`encode_groups`)."""
    folder = None
    if mapping is not None and TEXT_FILES in mapping:
        folder = next((str(given) for given in inputs if os.path.isdir(given)), None)
    data = encode_groups(groups, records, limits=limits, format=format, mapping=mapping, folder=folder)
    write_atomically(path, data, protect=inputs, kind=GROUP_REPORT)
