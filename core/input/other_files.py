"""Files that are something else than records, told by their first bytes: an archive of files,
an lz4 stream, an encrypted Parquet file. Each gets one sentence that says what it is and what
to do, instead of "expected a JSON array"."""

from __future__ import annotations

__all__ = ["archive_kind", "other_file_sentence"]

_LZ4_FRAME = b"\x04\x22\x4d\x18"
_SEVEN_ZIP = b"7z\xbc\xaf\x27\x1c"
_ENCRYPTED_PARQUET = b"PARE"

_ARCHIVE = ("this file is a {} archive of files, not JSON: extract it and open the JSON or JSON Lines "
            "files it holds (a folder of them is read as one corpus)")
_SENTENCES = {
    "zip": _ARCHIVE.format("zip"),
    "tar": _ARCHIVE.format("tar"),
    "7z": _ARCHIVE.format("7z"),
    "lz4": ("this file is lz4-compressed, which is not read: decompress it (lz4 -d), or compress its "
            "text with gzip, bzip2, xz or zstd"),
    "encrypted Parquet": "this file is an encrypted Parquet file, which is not read: write it unencrypted",
}


def archive_kind(head: bytes) -> str | None:
    """``zip``, ``tar`` or ``7z`` when ``head`` (a text's or a file's first 512 bytes) starts one."""
    if head[257:262] == b"ustar" and b"\0" in head[:257]:  # a header's name is padded with NUL
        return "tar"
    if head.startswith(b"PK\x03\x04"):
        return "zip"
    return "7z" if head.startswith(_SEVEN_ZIP) else None


def other_file_sentence(head: bytes) -> str | None:
    """What a file whose first bytes are ``head`` is, when it is a kind of file this program
    knows and does not read (None otherwise)."""
    kind = archive_kind(head)
    if kind is None and head.startswith(_LZ4_FRAME):
        kind = "lz4"
    if kind is None and head.startswith(_ENCRYPTED_PARQUET):
        kind = "encrypted Parquet"
    return None if kind is None else _SENTENCES[kind]


SENTENCES = tuple(_SENTENCES.values())  # for the window's translations
