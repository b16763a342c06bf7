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


class _Trailing(ValueError):
    """Bytes after a compressed stream's end that start no other (the sentence says where)."""


class _ZstdFrame:
    """One zstd frame's decompressor, with the methods of the standard library's. Its input is
    handed on a piece at a time, the pieces sized by how much text the last one gave: zstd's
    own object has no bound on what one call gives, and a few bytes can stand for megabytes
    of text (16 kB for 512 MB of spaces)."""

    _SMALLEST, _LARGEST = 1 << 10, 1 << 16  # compressed bytes per call
    _TEXT = 1 << 22  # about the text one call gives (a kB of a zstd bomb: some 40 MB at most)

    def __init__(self) -> None:
        import zstandard  # a dependency, loaded only when a zstd file is opened

        self._frame = zstandard.ZstdDecompressor().decompressobj()
        self._left = memoryview(b"")  # input not handed on yet (a view: handed on without copying)
        self._piece = self._SMALLEST
        self.unused_data = b""

    @property
    def eof(self) -> bool:
        return self._frame.eof

    @property
    def needs_input(self) -> bool:
        return not self._left

    def decompress(self, data: bytes, _most: int = -1) -> bytes:
        if data:  # only when all before it was handed on (needs_input)
            self._left = memoryview(data)
        piece, self._left = self._left[:self._piece], self._left[self._piece:]
        out = self._frame.decompress(piece) if piece else b""
        if piece:
            ratio = max(1, len(out) // len(piece))
            self._piece = max(self._SMALLEST, min(self._LARGEST, self._TEXT // ratio))
        if self._frame.eof:
            self.unused_data, self._left = self._frame.unused_data + bytes(self._left), memoryview(b"")
        return out


def _new_stream(kind: str):
    if kind == "bzip2":
        return bz2.BZ2Decompressor()
    if kind == "xz":
        return lzma.LZMADecompressor(format=lzma.FORMAT_XZ)
    return _ZstdFrame()


class _Streams:
    """bzip2, xz or zstd streams one after another, like ``gzip`` members (``cat a.bz2
    b.bz2``), then nothing or zero bytes (padding). A stream cut short is an error, and so
    is anything else after a stream's end (zero bytes aside): the standard library's readers drop it quietly,
    and with it the records of a file appended to a compressed one."""

    def __init__(self, raw: BinaryIO, kind: str) -> None:
        self._raw, self._kind = raw, kind
        self._magic = next(magic for magic, name in MAGIC if name == kind)
        self._stream = _new_stream(kind)
        self._fed = False  # bytes of the current stream seen
        self._input = b""  # compressed bytes read, not yet handed to a decompressor

    def read1(self, size: int = -1) -> bytes:
        most = size if size > 0 else _BUFFER
        while True:
            if self._stream.eof:
                self._input = self._stream.unused_data + self._input
                if not self._next_stream():
                    return b""
            elif self._stream.needs_input and not self._input:
                self._input = self._raw.read(_CHUNK)
                if not self._input:
                    if self._fed:
                        raise EOFError(_ENDED_EARLY)
                    return b""
            data = self._stream.decompress(self._input, most)
            self._input, self._fed = b"", True
            if data:
                return data

    def _next_stream(self) -> bool:
        """Past a stream's end: whether another starts (False: the file ends here)."""
        while True:
            rest = self._input = self._input.lstrip(b"\0")
            if len(rest) < len(self._magic):
                more = self._raw.read(_CHUNK)
                if more:
                    self._input += more
                    continue
                if not rest:
                    return False
                if self._magic.startswith(rest):  # the next stream cut inside its first bytes
                    raise EOFError(_ENDED_EARLY)
            if not self._starts_stream(rest):
                raise _Trailing(f"is followed by bytes that are not {_a(self._kind)} stream "
                                 f"(at byte {self._raw.tell() - len(rest):,} of the file)")
            self._stream, self._fed = _new_stream(self._kind), False
            return True

    def _starts_stream(self, data: bytes) -> bool:
        if self._kind == "zstd" and data[:1] and data[0] >> 4 == 5 and data[1:4] == b"\x2a\x4d\x18":
            return True  # a skippable frame (metadata a zstd writer may add)
        return data.startswith(self._magic)

    def close(self) -> None:
        pass


def _decompressor(kind: str, raw: BinaryIO):
    if kind == "gzip":
        return gzip.GzipFile(fileobj=raw, mode="rb")
    return _Streams(raw, kind)


def _errors():
    errors: tuple[type[BaseException], ...] = (EOFError, OSError, ValueError, zlib.error, lzma.LZMAError)
    try:
        import zstandard
    except ImportError:
        return errors
    return (*errors, zstandard.ZstdError)


def _a(kind: str) -> str:
    return f"an {kind}" if kind == "xz" else f"a {kind}"


def _inner_kind(text: bytes) -> str | None:
    """What the first decompressed bytes say the text is when it is not text: compressed
    again, Parquet, or an archive of files."""
    if text[257:262] == b"ustar" and b"\0" in text[:257]:  # a header's name is padded with NUL
        return "tar"
    if text.startswith(b"PK\x03\x04"):
        return "zip"
    return compression_of(text) or ("Parquet" if text.startswith(b"PAR1") else None)


def _inner_sentence(inner: str) -> str:
    if inner == "Parquet":
        return "holds a Parquet file: open the Parquet file itself (its columns are compressed inside it)"
    if inner in ("tar", "zip"):
        return (f"holds {_a(inner)} archive of files, not text: extract it and open the JSON or JSON "
                "Lines files it holds (a folder of them is read as one corpus)")
    return (f"holds {_a(inner)} file, not text: was it compressed twice? Decompress it once and open "
            "what that gives")


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
        if len(data) > len(buffer) and type(data) is bytes:
            data = memoryview(data)  # handed out in slices, never copied whole again
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
            raise StreamBroken(self.name, self.kind, b"", self._reason(error)) from None
        if self._position == 0 and (inner := _inner_kind(data)):
            raise StreamBroken(self.name, self.kind, b"", _inner_sentence(inner))
        return data

    def _reason(self, error: BaseException) -> str:
        if isinstance(error, EOFError):
            return _ENDED_EARLY
        if isinstance(error, _Trailing):
            return str(error)
        if isinstance(error, gzip.BadGzipFile) and str(error).startswith("Not a gzipped file"):
            # a member ended and what follows is not another (gzip ignores only zero bytes)
            return "is followed by bytes that are not a gzip stream"
        return f"cannot be decompressed ({error})"

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
