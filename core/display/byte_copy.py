"""Bytes as text to paste elsewhere: hex, a C array, Base64 (as hex editors copy a range).

``d8 a7`` (hex, a space between bytes, as the hex view shows them), ``{0xd8, 0xa7}`` (a C
array initialiser, ready for ``unsigned char b[] = ...;``), ``2Kc=`` (Base64, RFC 4648,
with padding). Each reads back to exactly the bytes it was made from.
"""

from __future__ import annotations

import base64

__all__ = ["BYTE_FORMATS", "byte_text"]

BYTE_FORMATS = ("hex", "c-array", "base64")


def byte_text(data: bytes, form: str = "hex") -> str:
    """``data`` written as ``form`` (one of :data:`BYTE_FORMATS`)."""
    if form == "hex":
        return data.hex(" ")
    if form == "c-array":
        return "{" + ", ".join(f"0x{byte:02x}" for byte in data) + "}"
    if form == "base64":
        return base64.b64encode(data).decode("ascii")
    raise ValueError(f"not a byte format: {form!r} (one of {', '.join(BYTE_FORMATS)})")
