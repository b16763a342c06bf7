"""Opening what the loader reads: a regular file, or a pipe or standard input, within limits.

Anything else is refused before a byte is read, with a sentence saying why: a
named pipe (FIFO) with no writer would block forever, and a device such as
``/dev/zero`` never ends. A regular file larger than the profile can hold is
refused on its size alone. A pipe (``-`` for standard input, ``/dev/stdin``,
``<(...)`` in a shell) can be read only once, so it is read here, fully, and
never beyond what the profile can hold.
"""

from __future__ import annotations

import errno
import io
import os
import stat
import sys
from dataclasses import dataclass
from typing import BinaryIO

from ..errors import Problem
from .compressed import HEAD as _COMPRESSED_HEAD
from .compressed import compression_of, decompressed, read_whole
from .limits import Limits
from .memory_need import MEMORY_PER_FILE_BYTE, MEMORY_PER_RECORD, memory_refusal

__all__ = [
    "STDIN",
    "FileRefused",
    "Source",
    "format_size",
    "kind_of",
    "memory_bound",
    "most_bytes",
    "most_record_bytes",
    "open_regular",
    "open_source",
    "open_text",
    "read_at_most",
]

STDIN = "-"
STDIN_NAME = "<stdin>"  # how standard input is named in problems, like Python's own messages
_CHUNK = 1 << 20
_HEAD = 64  # bytes enough to tell JSON records (in any encoding) from anything else
# A code point written as a surrogate-pair escape (\ud83d\ude00) takes 12 bytes.
_MOST_BYTES_PER_CHARACTER = 12
_MOST_ID = 128  # longer than either profile's ids; see _per_record
_RECORD_SLACK = 4096  # keys, quotes, commas and generous whitespace, per record
# Loading peaks at about 2.5 times the file's size plus a share per record (see
# .memory_need): a file that cannot fit is refused before it is read.
_MEMORY_PER_FILE_BYTE = MEMORY_PER_FILE_BYTE


@dataclass
class Source:
    """An input ready to be read: an open regular file, or the bytes a pipe held."""

    name: str  # as the user gave it, or STDIN_NAME for "-"
    size: int
    file: BinaryIO | None = None  # a regular file, positioned at its start
    data: bytes | None = None  # a pipe's whole content
    most: int | None = None  # the most bytes the profile can hold
    compression: str | None = None  # "gzip", ...: ``file`` gives the decompressed text

    def read_all(self) -> bytes:
        """The whole input (read once more from the start for a regular file); a compressed
        stream that breaks is :class:`~.compressed.StreamBroken`, holding the text before."""
        if self.data is not None:
            return self.data
        assert self.file is not None
        if self.compression is not None:
            return read_whole(self.file)
        self.file.seek(0)
        return self.file.read() if self.most is None else self.file.read(self.most + 1)

    def close(self) -> None:
        if self.file is not None:
            self.file.close()

    def __enter__(self) -> Source:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()


def format_size(size: float) -> str:
    """``7.4 MB``: decimal units, as file managers show them."""
    for unit in ("bytes", "kB", "MB", "GB", "TB"):
        if size < 1000 or unit == "TB":
            return f"{size:,.0f} {unit}" if unit == "bytes" else f"{size:,.1f} {unit}"
        size /= 1000
    raise AssertionError("unreachable")


def _per_record(limits: Limits) -> int:
    characters = limits.max_title + limits.max_body + 2 * _MOST_ID + _MOST_ID // 2
    return _MOST_BYTES_PER_CHARACTER * characters + _RECORD_SLACK


def most_record_bytes(limits: Limits) -> int:
    """The most bytes of JSON one record of ``limits`` can take (a bound for reading one again)."""
    return _per_record(limits)


def _physical_memory() -> int | None:
    try:
        return os.sysconf("SC_PHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    except (AttributeError, ValueError, OSError):
        return None


def most_bytes(limits: Limits) -> tuple[int | None, str]:
    """The largest input ``limits`` can hold, and why, as a phrase; None for no bound."""
    if limits.max_records is not None:
        per_record = _per_record(limits)
        return limits.max_records * per_record + _RECORD_SLACK, (
            f"{limits.max_records:,} records of at most {format_size(per_record)} of JSON each"
        )
    memory = _physical_memory()
    if memory is None:
        return None, ""
    return int(memory / _MEMORY_PER_FILE_BYTE), (
        f"loading takes about {_MEMORY_PER_FILE_BYTE} times the file's size in memory and this "
        f"computer has {format_size(memory)}; split the file into smaller ones"
    )


def memory_bound() -> tuple[int | None, str]:
    """The largest file this computer can read whole and hold decoded, and why; None: no bound known."""
    memory = _physical_memory()
    if memory is None:
        return None, ""
    return int(memory / _MEMORY_PER_FILE_BYTE), (
        f"reading takes about {_MEMORY_PER_FILE_BYTE} times the file's size in memory and this "
        f"computer has {format_size(memory)}"
    )


def _too_large(name: str, size_phrase: str, limits: Limits) -> Problem:
    most, why = most_bytes(limits)
    sentence = (f"the input is {size_phrase}; the {limits.name} profile holds at most "
                f"{format_size(most or 0)} ({why})")
    return Problem("file", sentence, path=name)


def _too_many(name: str, size: int, records: int, need: float, memory: int) -> Problem:
    sentence = (f"the input holds about {records:,} records in {format_size(size)}; reading takes about "
                f"{MEMORY_PER_FILE_BYTE} times the file's size plus {MEMORY_PER_RECORD:,} bytes per record, "
                f"{format_size(need)}, and this computer has {format_size(memory)}; split the file into "
                "smaller ones")
    return Problem("file", sentence, path=name)


def _refused(name: str, what: str) -> Problem:
    sentence = (f"not a regular file: it is {what}; give a regular file, or '-' to read "
                "standard input (for example: docdedup group - < FILE)")
    return Problem("file", sentence, path=name)


def refusal_sentence(what: str) -> str:
    """Why a path that must be a regular file (read again, sought in, appended to) is refused."""
    return f"not a regular file: it is {what}; give a regular file"


class FileRefused(OSError):
    """A path the gate will not read: not a regular file, or larger than can be held.

    An ``OSError`` (its ``strerror`` is the sentence), so every reader that already
    says "cannot read PATH: REASON" for an unreadable file says this the same way.
    """

    def __init__(self, path: str, sentence: str) -> None:
        super().__init__(None, sentence, path)

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"

    @property
    def problem(self) -> Problem:
        return Problem("file", self.strerror, path=self.filename)


_READ_FLAGS = os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0)


def regular_descriptor(path: str | os.PathLike, flags: int = os.O_RDONLY, mode: int = 0o666, *,
                       refused) -> int:
    """A blocking descriptor of ``path``, checked to be a regular file before opening and on
    the open file; ``refused(path, st_mode)`` makes the exception raised for anything else.

    Checked before opening: opening a device may act. The open itself does not block, so a
    named pipe put there meanwhile cannot hang it, and the open file is checked again: the
    path may have changed meanwhile. A missing path is ``FileNotFoundError`` unless ``flags``
    create it.
    """
    path = os.fspath(path)
    try:
        found = os.stat(path).st_mode
    except FileNotFoundError:
        if not flags & os.O_CREAT:
            raise
        if os.path.islink(path):  # a link to a missing file may point anywhere (/etc/...)
            raise OSError(errno.ELOOP, f"it is a symbolic link to {os.readlink(path)}, which does not "
                          "exist; nothing is created where a link points: give the file's own path") from None
        found = stat.S_IFREG  # made by the open below, or checked on it
        flags |= os.O_NOFOLLOW  # and no link put there meanwhile is followed
    if not stat.S_ISREG(found):
        raise refused(path, found)
    fd = os.open(path, flags | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0), mode)
    try:
        found = os.fstat(fd).st_mode
        if not stat.S_ISREG(found):
            raise refused(path, found)
        os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_regular(name: str | os.PathLike, *, most: int | None = None, why: str = "") -> BinaryIO:
    """``name`` opened for reading in binary, if it is a regular file of at most ``most`` bytes.

    The one door for every file read again or in pieces (shards for their record
    offsets, results, a member's record, decisions): a named pipe would hang the
    open, a device (``/dev/zero``) never ends, a directory cannot be read, so each
    is refused before a byte is read, with :class:`FileRefused` (an ``OSError``).
    ``why`` says where ``most`` comes from. Other ``OSError`` (missing, no permission)
    pass through unchanged.
    """
    path = os.fspath(name)
    fd = regular_descriptor(path, refused=_refused_file)
    try:
        size = os.fstat(fd).st_size
        if most is not None and size > most:
            raise FileRefused(path, _larger_than(format_size(size), most, why))
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def open_text(name: str | os.PathLike, *, most: int | None = None, why: str = "") -> BinaryIO:
    """:func:`open_regular`, but a compressed file (told by its first bytes) gives its
    decompressed text, which ``most`` then bounds; seeking back in it decompresses again."""
    stream = open_regular(name, most=None, why=why)
    try:
        kind = compression_of(stream.peek(_COMPRESSED_HEAD)[:_COMPRESSED_HEAD])
        if kind is not None:
            return decompressed(stream, kind, name=os.fspath(name), most=most, why=why)
        size = os.fstat(stream.fileno()).st_size
        if most is not None and size > most:
            raise FileRefused(os.fspath(name), _larger_than(format_size(size), most, why))
        return stream
    except BaseException:
        stream.close()
        raise


def _refused_file(path: str, mode: int) -> FileRefused:
    return FileRefused(path, refusal_sentence(kind_of(mode)))


def read_at_most(stream: BinaryIO, most: int, *, name: str, why: str = "", line: bool = False) -> bytes:
    """The rest of ``stream`` (or its next line), refused with :class:`FileRefused` past ``most`` bytes.

    A regular file can grow after it was opened; this bounds what is held whatever it does.
    """
    data = stream.readline(most + 1) if line else stream.read(most + 1)
    if len(data) > most and (not line or not data.endswith(b"\n")):
        raise FileRefused(name, _larger_than(f"more than {format_size(most)}", most, why))
    return data


def _larger_than(size_phrase: str, most: int, why: str) -> str:
    because = f" ({why})" if why else ""
    return f"it is {size_phrase}; at most {format_size(most)} can be read here{because}"


def _unreadable(name: str, error: OSError) -> Problem:
    reason = error.strerror or str(error)
    return Problem("file", f"the file cannot be read: {reason}", path=name)


def kind_of(mode: int) -> str:
    """What a file of this ``st_mode`` is, as a phrase ('a directory')."""
    kinds = (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a named pipe (FIFO)"),
        (stat.S_ISCHR, "a character device (such as /dev/zero or a terminal)"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    )
    return next((what for test, what in kinds if test(mode)), "not a regular file")


def _is_anonymous_pipe(fd: int) -> bool:
    """A pipe made by a shell (``|``, ``<(...)``), which has a writer, not a FIFO on disk."""
    try:
        return os.readlink(f"/proc/self/fd/{fd}").startswith("pipe:[")
    except OSError:
        return False  # no /proc: only "-" can be read from a pipe


def open_source(name: str, limits: Limits) -> Source | Problem:
    """``name`` opened for :func:`core.input.loader.load_records`, or why it is refused."""
    if name == STDIN:
        return _standard_input(limits)
    try:
        mode = os.stat(name).st_mode
        if not (stat.S_ISREG(mode) or stat.S_ISFIFO(mode)):
            return _refused(name, kind_of(mode))  # refused before opening: opening a device may act
        # Non-blocking, so a FIFO without a writer cannot hang the open.
        fd = os.open(name, _READ_FLAGS)
    except OSError as error:
        return _unreadable(name, error)
    try:
        return _opened(name, fd, limits)
    except OSError as error:
        return _unreadable(name, error)
    finally:
        os.close(fd)


def _opened(name: str, fd: int, limits: Limits) -> Source | Problem:
    mode = os.fstat(fd).st_mode  # again on the open file: the path may have changed meanwhile
    if stat.S_ISREG(mode):
        size = os.fstat(fd).st_size
        most, why = most_bytes(limits)
        if most is not None and size > most:
            return _too_large(name, format_size(size), limits)
        if limits.max_records is None and (refused := memory_refusal(fd, size)) is not None:
            return _too_many(name, size, *refused)
        os.set_blocking(fd, True)
        file = os.fdopen(os.dup(fd), "rb")
        if (kind := compression_of(os.pread(fd, _COMPRESSED_HEAD, 0))) is not None:
            # Bounded as the text it holds: the size on disk says little.
            return Source(name, size, file=decompressed(file, kind, name=name, most=most, why=why),
                          compression=kind)
        return Source(name, size, file=file, most=most)
    if stat.S_ISFIFO(mode) and _is_anonymous_pipe(fd):
        os.set_blocking(fd, True)
        return _read_pipe(name, fd, limits)
    return _refused(name, kind_of(mode))


def _standard_input(limits: Limits) -> Source | Problem:
    try:
        fd = sys.stdin.fileno()
        mode = os.fstat(fd).st_mode
    except (OSError, ValueError, AttributeError):
        return Problem("file", "there is no standard input to read", path=STDIN_NAME)
    if stat.S_ISDIR(mode) or stat.S_ISBLK(mode) or (stat.S_ISCHR(mode) and not os.isatty(fd)):
        sentence = (f"standard input is {kind_of(mode)}, which never ends or cannot be read; "
                    "redirect a file or a pipe into it (for example: docdedup group - < FILE)")
        return Problem("file", sentence, path=STDIN_NAME)
    try:
        return _read_pipe(STDIN_NAME, fd, limits)
    except OSError as error:
        return _unreadable(STDIN_NAME, error)


def _read_pipe(name: str, fd: int, limits: Limits) -> Source | Problem:
    """Everything ``fd`` holds, up to one byte more than the profile can hold."""
    most, why = most_bytes(limits)
    chunks: list[bytes] = []
    held = 0
    while most is None or held <= most:
        chunk = os.read(fd, _CHUNK if most is None else min(_CHUNK, most + 1 - held))
        if not chunk:
            data = b"".join(chunks)
            if (kind := compression_of(data[:_COMPRESSED_HEAD])) is not None:
                text = decompressed(io.BytesIO(data), kind, name=name, most=most, why=why)
                return Source(name, len(data), file=text, compression=kind)
            return Source(name, len(data), data=data, most=most)
        chunks.append(chunk)
        before, held = held, held + len(chunk)
        if before < _HEAD <= held and not _may_hold_records(b"".join(chunks)[:_HEAD]):
            # Not JSON records from its first bytes on: the loader needs no more to say
            # where and why (this keeps `cat /dev/urandom | docdedup group -` small).
            data = b"".join(chunks)
            return Source(name, len(data), data=data, most=most)
    return _too_large(name, f"more than {format_size(most)}", limits)


def _may_hold_records(head: bytes) -> bool:
    """Whether ``head`` can start a JSON array or JSON Lines file (in any encoding)."""
    if compression_of(head) is not None:
        return True  # compressed: what it holds is told once it is decompressed
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip(b" \t\r\n")
    # '[' or '{'; an empty head (whitespace so far); a zero byte or a BOM (UTF-16/32,
    # which the loader names).
    return not text or text[:1] in (b"[", b"{") or b"\0" in head[:4] or head[:2] in (b"\xff\xfe", b"\xfe\xff")
