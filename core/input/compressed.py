"""Compressed input: gzip, bzip2, xz and zstd, told by their first bytes (never the name) and
read as a stream of the decompressed text, a buffer at a time, never whole.

Lines, columns and byte offsets in what is said about such a file are those of the
decompressed text (:func:`note_for` says so in every sentence). A stream that ends before its
end marker (a truncated download) or that cannot be decompressed is
:class:`StreamBroken`, an ``OSError`` that holds the text decompressed before the break,
so the records before it can still be read and the break located.
"""

from __future__ import annotations

import bz2
import gzip
import io
import lzma
import zlib
from typing import BinaryIO

__all__ = ["MAGIC", "StreamBroken", "TooLarge", "compression_of", "decompressed", "note_for", "read_whole"]

# (first bytes, name): the formats' own magic numbers.
MAGIC = ((b"\x1f\x8b", "gzip"), (b"BZh", "bzip2"), (b"\xfd7zXZ\x00", "xz"), (b"\x28\xb5\x2f\xfd", "zstd"))
HEAD = max(len(magic) for magic, _ in MAGIC)  # bytes enough to tell
_CHUNK = 1 << 16  # compressed bytes read at a time
_BUFFER = 1 << 20
_ENDED_EARLY = "ends before its end marker (is the file truncated?)"


def note_for(kind: str) -> str:
    """What every located sentence about a file compressed with ``kind`` adds."""
    return f"(line and column in the {kind}-decompressed text)"


def compression_of(head: bytes) -> str | None:
    """``gzip``, ``bzip2``, ``xz`` or ``zstd`` when ``head`` (a file's first bytes) starts so."""
    return next((name for magic, name in MAGIC if head.startswith(magic)), None)


class StreamBroken(OSError):
    """A compressed stream that cannot be read to its end; ``text`` is what came before."""

    def __init__(self, name: str, kind: str, text: bytes, reason: str) -> None:
        sentence = f"the {kind} stream {reason}, after {len(text):,} bytes of decompressed text"
        super().__init__(None, sentence, name)
        self.kind = kind
        self.text = text
        self.reason = reason

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


class TooLarge(OSError):
    """Decompressed, the text is larger than can be read (its ``strerror`` says so)."""

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


class _Zstd:
    """zstd frames one after another, like ``gzip`` members; a frame cut short is an error
    (the library's own reader ends quietly there)."""

    def __init__(self, raw: BinaryIO) -> None:
        import zstandard  # a dependency, loaded only when a zstd file is opened

        self._raw = raw
        self._new = zstandard.ZstdDecompressor().decompressobj
        self._frame = self._new()
        self._fed = False  # bytes of the current frame seen

    def read1(self, _size: int = -1) -> bytes:
        while True:
            chunk = self._raw.read(_CHUNK)
            if not chunk:
                if self._fed and not self._frame.eof:
                    raise EOFError(_ENDED_EARLY)
                return b""
            out = []
            while chunk:
                if self._frame.eof:
                    self._frame, self._fed = self._new(), False
                out.append(self._frame.decompress(chunk))
                self._fed = True
                chunk = self._frame.unused_data if self._frame.eof else b""
            if data := b"".join(out):
                return data

    def close(self) -> None:
        pass


def _decompressor(kind: str, raw: BinaryIO):
    if kind == "gzip":
        return gzip.GzipFile(fileobj=raw, mode="rb")
    if kind == "bzip2":
        return bz2.BZ2File(raw)
    if kind == "xz":
        return lzma.LZMAFile(raw)
    return _Zstd(raw)


def _errors():
    errors: tuple[type[BaseException], ...] = (EOFError, OSError, zlib.error, lzma.LZMAError)
    try:
        import zstandard
    except ImportError:
        return errors
    return (*errors, zstandard.ZstdError)


class _Decompressing(io.RawIOBase):
    """The decompressed text of ``raw`` (positioned at the compressed stream's start)."""

    def __init__(self, raw: BinaryIO, kind: str, name: str, most: int | None, why: str) -> None:
        super().__init__()
        self.raw, self.kind, self.name, self.most, self.why = raw, kind, name, most, why
        self._start()

    def restart(self) -> None:
        """Decompress again from the start (even when nothing was handed out: a break may have)."""
        self._start()

    def _start(self) -> None:
        self.raw.seek(0)
        self._reader = _decompressor(self.kind, self.raw)
        self._pending = b""
        self._position = 0  # decompressed bytes handed out

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self.raw.fileno()

    def compressed_position(self) -> int:
        """Compressed bytes read so far (what progress is measured against)."""
        return self.raw.tell()

    def tell(self) -> int:
        return self._position

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        """Only forward, or back to a start decompressed again: a stream has no index."""
        if whence == io.SEEK_CUR:
            offset += self._position
        elif whence != io.SEEK_SET:
            raise io.UnsupportedOperation("a compressed stream is sought from its start")
        if offset < self._position:
            self._start()
        while self._position < offset:
            if not self.read(min(_BUFFER, offset - self._position)):
                break
        return self._position

    def readinto(self, buffer) -> int:
        data = self._pending or self._next()
        taken = data[:len(buffer)]
        self._pending = data[len(taken):]
        buffer[:len(taken)] = taken
        self._position += len(taken)
        if self.most is not None and self._position > self.most:
            sentence = (f"decompressed, it holds more than {self.most:,} bytes; at most that "
                        f"can be read here" + (f" ({self.why})" if self.why else ""))
            raise TooLarge(None, sentence, self.name)
        return len(taken)

    def _next(self) -> bytes:
        try:
            # read1: one step of the decompressor; read() would gather a whole buffer first
            # and lose what it had gathered when the stream breaks.
            data = self._reader.read1(_BUFFER)
        except _errors() as error:
            if isinstance(error, TooLarge | StreamBroken):
                raise
            reason = _ENDED_EARLY if isinstance(error, EOFError) else f"cannot be decompressed ({error})"
            raise StreamBroken(self.name, self.kind, b"", reason) from None
        return data

    def close(self) -> None:
        if not self.closed:
            self._reader.close()
            self.raw.close()
        super().close()


def decompressed(raw: BinaryIO, kind: str, *, name: str, most: int | None = None, why: str = "") -> BinaryIO:
    """The decompressed text of ``raw`` (a seekable file of ``kind``) as a buffered binary file;
    ``most`` bounds the decompressed bytes (:class:`TooLarge` past it)."""
    return io.BufferedReader(_Decompressing(raw, kind, name, most, why), buffer_size=_BUFFER)


def read_whole(stream: BinaryIO) -> bytes:
    """All of a :func:`decompressed` stream from its start; :class:`StreamBroken` holds what
    came before a break."""
    raw = stream.raw  # unbuffered: a break loses nothing read before it
    raw.restart()
    chunks: list[bytes] = []
    try:
        while chunk := raw.read(_BUFFER):
            chunks.append(chunk)
    except StreamBroken as broken:
        raise StreamBroken(broken.filename, broken.kind, b"".join(chunks), broken.reason) from None
    return b"".join(chunks)
