"""Which encoding a file of records is written in, told from its first bytes: UTF-8 (with or
without a byte order mark) or, refused with a sentence, UTF-16 or UTF-32."""

from __future__ import annotations

__all__ = ["UTF8_BOM", "foreign_encoding"]

UTF8_BOM = b"\xef\xbb\xbf"
_FOREIGN_BOMS = (  # UTF-32 first: its little-endian BOM starts with UTF-16's
    (b"\x00\x00\xfe\xff", "UTF-32 (big-endian)"),
    (b"\xff\xfe\x00\x00", "UTF-32 (little-endian)"),
    (b"\xfe\xff", "UTF-16 (big-endian)"),
    (b"\xff\xfe", "UTF-16 (little-endian)"),
)


def foreign_encoding(data: bytes) -> str | None:
    """The name of a UTF-16/UTF-32 encoding ``data`` is written in, if any."""
    for bom, encoding in _FOREIGN_BOMS:
        if data.startswith(bom):
            return f"the file is {encoding}; save it as UTF-8"
    # Without a BOM, JSON starts with an ASCII character, so its zero bytes show
    # the encoding (the method of RFC 4627, section 3).
    # Only a byte that can start a file of records beside the zeros counts (whitespace,
    # '[' or '{'): random bytes such as b"\x91\x00" are broken UTF-8, and a binary
    # file (b"\x00\x00\x00\x18ftyp", a video) is not UTF-32.
    head = data[:4]
    starts_records = lambda i: len(head) > i and head[i] in b" \t\r\n[{"  # noqa: E731
    guesses = (
        (head[:3] == b"\0\0\0" and starts_records(3), "UTF-32 (big-endian)"),
        (head[1:] == b"\0\0\0" and starts_records(0), "UTF-32 (little-endian)"),
        (head[:1] == b"\0" and starts_records(1), "UTF-16 (big-endian)"),
        (head[1:2] == b"\0" and starts_records(0), "UTF-16 (little-endian)"),
    )
    for matches, encoding in guesses:
        if matches:
            return f"the file is {encoding} without a byte order mark; save it as UTF-8"
    return None
