"""A character as a person types it in a filter: ``U+202E``, ``u+202e``, ``\\u202e``,
``\\U000E0041``, ``0x202E`` or its name (``RIGHT-TO-LEFT OVERRIDE``, any case)."""

from __future__ import annotations

import re

from ..charnames import unicodedata

__all__ = ["character_of"]

_CODE_POINT = re.compile(r"(?:[Uu]\+|\\u|\\U|0[xX])([0-9A-Fa-f]{1,8})")


def character_of(text: str) -> str | None:
    """The character ``text`` names, or None when it names none.

    A name counts only for a character a person could not simply type: one that is not
    ASCII (so the filter ``space`` still means the word, never every U+0020).
    """
    text = text.strip()
    if not text:
        return None
    found = _CODE_POINT.fullmatch(text)
    if found is not None:
        value = int(found.group(1), 16)
        return chr(value) if value <= 0x10FFFF and not 0xD800 <= value < 0xE000 else None
    try:
        char = unicodedata.lookup(text)
    except KeyError:
        return None
    return char if len(char) == 1 and not char.isascii() else None
