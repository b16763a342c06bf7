"""The top-level keys of a JSON object at the start of some bytes, its values stepped over unread.

What the window's Open asks of a file before opening it (:mod:`.mapping_offer`): which keys
its first record has. Decoding the record whole would do, but one call of the JSON decoder
on a 10 MB record holds the interpreter's lock for ~20 ms, and the window's thread waits
that long even when the decoding runs in a worker. Here each step is short: a string is
stepped over with ``bytes.find`` for its closing quote, an object or array with a search
for the next bracket or quote, a scalar with one small match; only the keys are decoded.
Values are not checked: a record broken inside a value still tells its keys, and the
loading says what is wrong with it.
"""

from __future__ import annotations

import json
import re

from .file_encoding import UTF8_BOM

__all__ = ["NOT_YET", "object_keys"]

NOT_YET = object()  # the bytes end before the object does: read more
_SPACE = frozenset(b" \t\r\n")
_NESTING = re.compile(rb'[{}\[\]"]')
_SCALAR = re.compile(rb"[^\s,\]}]*")  # a number, true, false or null, up to what follows it
_QUOTE, _BACKSLASH = 0x22, 0x5C


def object_keys(head: bytes, *, in_array: bool = True) -> list[str] | object | None:
    """The keys, in order and each once, of the object ``head`` starts with (after a UTF-8 byte
    order mark, white space, and, with ``in_array``, an array's ``[``); :data:`NOT_YET` when
    ``head`` ends inside it; None when ``head`` starts with something else or a key is not
    JSON (a CSV header, Parquet's ``PAR1``, a number)."""
    at = _space(head, len(UTF8_BOM) if head.startswith(UTF8_BOM) else 0)
    if in_array and at < len(head) and head[at] == ord("["):
        at = _space(head, at + 1)
    if at >= len(head):
        return NOT_YET
    if head[at] != ord("{"):
        return None
    keys: dict[str, None] = {}
    at = _space(head, at + 1)
    if at < len(head) and head[at] == ord("}"):
        return []
    while at < len(head):
        if head[at] != _QUOTE:
            return None
        end = _string_end(head, at)
        if end is None:
            return NOT_YET
        try:
            keys[json.loads(head[at:end])] = None
        except ValueError:  # an escape JSON has not, bytes that are not UTF-8
            return None
        at = _space(head, end)
        if at >= len(head):
            return NOT_YET
        if head[at] != ord(":"):
            return None
        at = _space(head, at + 1)
        end = _value_end(head, at)
        if end is None:
            return NOT_YET
        if end < 0:
            return None
        at = _space(head, end)
        if at >= len(head):
            return NOT_YET
        if head[at] == ord("}"):
            return list(keys)
        if head[at] != ord(","):
            return None
        at = _space(head, at + 1)
    return NOT_YET


def _space(head: bytes, at: int) -> int:
    while at < len(head) and head[at] in _SPACE:
        at += 1
    return at


def _string_end(head: bytes, start: int) -> int | None:
    """Just past the closing quote of the string opening at ``start``; None if not in ``head``."""
    at = start + 1
    while (quote := head.find(b'"', at)) >= 0:
        before = quote - 1
        while head[before] == _BACKSLASH:
            before -= 1
        if (quote - 1 - before) % 2 == 0:  # an even run of backslashes escapes each other, not the quote
            return quote + 1
        at = quote + 1
    return None


def _value_end(head: bytes, at: int) -> int | None:
    """Just past the value starting at ``at`` (its end found, its inside not checked); None if not in
    ``head``; -1 when no value starts there."""
    if at >= len(head):
        return None
    first = head[at]
    if first == _QUOTE:
        return _string_end(head, at)
    if first in b"{[":
        depth = 0
        while (found := _NESTING.search(head, at)) is not None:
            at = found.start()
            if head[at] == _QUOTE:
                if (at := _string_end(head, at)) is None:
                    return None
                continue
            depth += 1 if head[at] in b"{[" else -1
            at += 1
            if depth == 0:
                return at
        return None
    end = _SCALAR.match(head, at).end()
    if end >= len(head):
        return None  # a number may go on in the next bytes
    return end if end > at else -1
