"""The loader's thorough pass: parse one JSON value and say where each problem is.

The fast path (msgspec) only answers "all good" or "something is wrong". When
something is wrong, this module re-reads the suspect records with the stdlib
scanner, which tells us positions, and with hooks that catch what msgspec would
hide (a duplicate key keeps its last value there; a lone surrogate looks like a
truncated file). Positions here are character indices into a decoded window;
``Window`` turns them into byte offsets, and ``add_lines_and_columns`` turns byte
offsets into the line and column a person sees in an editor.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from json.decoder import scanstring
from typing import Any

from ..errors import Problem

__all__ = [
    "Element",
    "LongInteger",
    "Window",
    "add_lines_and_columns",
    "invalid_utf8",
    "is_incomplete",
    "line_places",
    "lone_surrogate_position",
    "parse_element",
    "skip_whitespace",
    "syntax_problem",
    "unknown_key_position",
    "value_position",
]

_WHITESPACE = re.compile(r"[ \t\n\r]*")
_CONSTANT = re.compile(r"(?<![A-Za-z0-9_\"])(-?Infinity|NaN)(?![A-Za-z0-9_])")
# A \uD800-\uDBFF escape not followed by a \uDC00-\uDFFF one, or a low half alone.
_SURROGATE_ESCAPE = re.compile(
    r"\\u[dD][89abAB][0-9a-fA-F]{2}(\\u[dD][c-fC-F][0-9a-fA-F]{2})?|\\u[dD][c-fC-F][0-9a-fA-F]{2}"
)
_ESCAPED_BYTE = re.compile("[\udc80-\udcff]")  # what surrogateescape makes of a bad byte

# The stdlib's sentences, said the way a person fixing a file needs them.
_SYNTAX_SENTENCES = {
    "Unterminated string starting at": "a string starts here but never ends (is the file truncated?)",
    "Expecting value": "expected a JSON value here",
    "Expecting ',' delimiter": "expected ',' between values here",
    "Expecting ':' delimiter": "expected ':' after the key",
    "Expecting property name enclosed in double quotes": "expected a key in double quotes",
    "Invalid control character at": (
        "a control character (a raw line break or tab) inside a string must be "
        "written as an escape such as \\n or \\t"
    ),
    "Invalid \\escape": "invalid backslash escape in a string",
    "Invalid \\uXXXX escape": "invalid \\uXXXX escape in a string",
}


def skip_whitespace(text: str, pos: int) -> int:
    """The index of the first non-whitespace character at or after ``pos``."""
    return _WHITESPACE.match(text, pos).end()


@dataclass
class Element:
    """One parsed JSON value and what was wrong with it, at character indices."""

    value: Any
    start: int
    end: int
    spots: list[tuple[int, Problem]] = field(default_factory=list)


class _Notes:
    """What the decoder hooks saw: the stdlib scanner would not tell us otherwise."""

    def __init__(self) -> None:
        self.duplicate_keys: list[str] = []
        self.constants: list[str] = []

    def pairs(self, items: list[tuple[str, Any]]) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key, value in items:
            if key in result:
                self.duplicate_keys.append(key)
            result[key] = value
        return result

    def constant(self, name: str) -> float:
        self.constants.append(name)
        return float(name)  # 'NaN', 'Infinity', '-Infinity' all parse


class LongInteger(float):
    """An integer literal too long for ``int()`` (over 4,300 digits by default).

    No field of a record is a number, so its value never matters, only that the
    problem says "got the number 12345678… (5,000 digits)" instead of raising.
    """

    digits: str

    def __new__(cls, literal: str) -> LongInteger:
        number = super().__new__(cls, "-inf" if literal.startswith("-") else "inf")
        number.digits = literal
        return number

    def __repr__(self) -> str:
        return f"{self.digits[:8]}… ({len(self.digits.lstrip('-')):,} digits)"


def _integer(literal: str) -> int | LongInteger:
    try:
        return int(literal)
    except ValueError:  # longer than sys.get_int_max_str_digits() allows
        return LongInteger(literal)


def parse_element(text: str, start: int) -> Element:
    """Parse the JSON value at ``start``; ``JSONDecodeError``/``RecursionError`` escape.

    Duplicate keys and NaN/Infinity do not stop the parse: they become located
    ``json`` problems on the element, so every one of them is reported.
    """
    notes = _Notes()
    decoder = json.JSONDecoder(object_pairs_hook=notes.pairs, parse_constant=notes.constant,
                               parse_int=_integer)
    value, end = decoder.raw_decode(text, start)
    element = Element(value, start, end)
    for key in notes.duplicate_keys:
        if (spot := _duplicate_key_spot(text, start, end, key)) is not None:
            element.spots.append(spot)
    for name in notes.constants:
        element.spots.append(_constant_spot(text, start, end, name))
    return element


def _duplicate_key_spot(text: str, start: int, end: int, key: str) -> tuple[int, Problem] | None:
    """The second time a key of the record is written, pointed at; None when only an object
    inside the record repeats it (a pipeline's metadata: not one of the record's keys)."""
    found, walked = _top_level_keys(text, start, end, key)
    if walked and len(found) < 2:
        return None
    if len(found) < 2:  # the object cannot be walked: the second time it is written anywhere
        pattern = re.compile(re.escape(json.dumps(key, ensure_ascii=False)) + r"\s*:")
        found = [(m.start(), m.end()) for m in pattern.finditer(text, start, end)]
    where = found[1][0] if len(found) > 1 else start
    sentence = (
        f"duplicate key {key!r} in one object; a record has each field once "
        "(which of the values is meant?)"
    )
    return where, Problem("json", sentence, field=key)


def _constant_spot(text: str, start: int, end: int, name: str) -> tuple[int, Problem]:
    found = _CONSTANT.search(text, start, end)
    where = found.start() if found else start
    sentence = f"{name} is not valid JSON (JSON has no NaN or Infinity); write a string"
    return where, Problem("json", sentence)


def syntax_problem(text: str, error: json.JSONDecodeError) -> Problem:
    """A ``json`` (or, at an undecodable byte, ``encoding``) problem for ``error``."""
    if error.pos < len(text) and _ESCAPED_BYTE.match(text, error.pos):
        byte = ord(text[error.pos]) - 0xDC00
        return Problem("encoding", f"invalid UTF-8: byte 0x{byte:02X}; save the file as UTF-8")
    sentence = _SYNTAX_SENTENCES.get(error.msg, error.msg)
    return Problem("json", sentence)


def is_incomplete(text: str, error: json.JSONDecodeError) -> bool:
    """Whether ``error`` may only mean that the window ended too early."""
    return error.msg.startswith("Unterminated string") or error.pos >= len(text) - 1


def lone_surrogate_position(text: str, start: int, end: int) -> int | None:
    """Index of the first ``\\uD800``-style escape with no partner, if any."""
    for match in _SURROGATE_ESCAPE.finditer(text, start, end):
        paired = match.group(1) is not None
        if not paired:
            return match.start()
    return None


def value_position(text: str, start: int, end: int, key: str) -> int:
    """Index of the value of the top-level ``key`` in the object at ``start``, or ``start``
    (never a key of the same name inside a nested object: a pipeline's ``metadata.url``)."""
    found = _top_level_key(text, start, end, key)
    return found[1] if found else start


def _top_level_key(text: str, start: int, end: int, key: str) -> tuple[int, int] | None:
    """(index of the key, index of its value) of the first top-level ``key`` of the object at
    ``start``; None when it is not there or the object cannot be walked (then the record
    itself is pointed at)."""
    found, _walked = _top_level_keys(text, start, end, key)
    return found[0] if found else None


def _top_level_keys(text: str, start: int, end: int, key: str) -> tuple[list[tuple[int, int]], bool]:
    """(index of the key, index of its value) of each top-level ``key`` of the object at ``start``,
    walked key by key (a key written with escapes is found too, one inside a nested object
    never), and whether the whole object could be walked."""
    found: list[tuple[int, int]] = []
    at = _WHITESPACE.match(text, start, end).end()
    if at >= end or text[at] != "{":
        return found, False
    at = _WHITESPACE.match(text, at + 1, end).end()
    if at < end and text[at] == "}":
        return found, True
    try:
        while True:
            at = _WHITESPACE.match(text, at, end).end()
            if at >= end or text[at] != '"':
                return found, False
            name, after = scanstring(text, at + 1, False)  # not strict: a raw control is said apart
            value = _WHITESPACE.match(text, after, end).end()
            if value >= end or text[value] != ":":
                return found, False
            value = _WHITESPACE.match(text, value + 1, end).end()
            if name == key:
                found.append((at, value))
            at = _WHITESPACE.match(text, _value_end(text, value, end), end).end()
            if at < end and text[at] == "}":
                return found, True
            if at >= end or text[at] != ",":
                return found, False
            at += 1
    except ValueError:  # a string cut short: the record is pointed at
        return found, False


def _value_end(text: str, at: int, end: int) -> int:
    """Index just past the JSON value at ``at`` (strings skipped whole, brackets counted)."""
    depth = 0
    while at < end:
        char = text[at]
        if char == '"':
            at = scanstring(text, at + 1, False)[1]
            if depth == 0:
                return at
            continue
        if char in "[{":
            depth += 1
        elif char in "]}":
            if depth == 0:
                return at
            depth -= 1
            if depth == 0:
                return at + 1
        elif char == "," and depth == 0:
            return at
        at += 1
    return at


def unknown_key_position(text: str, start: int, end: int, value: Any, known: frozenset[str]) -> int:
    """Index of the first key of the object ``value`` not in ``known``, or ``start``.

    A record with an unknown field is pointed at that field, where the fix is.
    """
    unknown = [key for key in value if key not in known] if type(value) is dict else []
    if not unknown:
        return start
    found = _top_level_key(text, start, end, unknown[0])
    return found[0] if found else start


def invalid_utf8(raw: bytes, base: int) -> list[Problem]:
    """An ``encoding`` problem (with its byte offset) per undecodable sequence in ``raw``."""
    problems = []
    pos = 0
    while pos < len(raw):
        try:
            raw[pos:].decode("utf-8")
            break
        except UnicodeDecodeError as error:
            at = pos + error.start
            sentence = f"invalid UTF-8 ({error.reason}, byte 0x{raw[at]:02X}); save the file as UTF-8"
            problems.append(Problem("encoding", sentence, offset=base + at))
            pos = pos + error.end
    return problems


class Window:
    """A decoded slice of the file, mapping character indices back to byte offsets.

    Decoded with ``surrogateescape`` so every byte survives the round trip and a
    byte offset is exact even next to a bad byte. Lookups go forward, so each
    one only encodes the text since the previous one.
    """

    def __init__(self, data: bytes, start: int, stop: int) -> None:
        self.start = start
        self.stop = stop
        self.text = data[start:stop].decode("utf-8", "surrogateescape")
        self._index = 0
        self._offset = start

    def offset(self, index: int) -> int:
        """The byte offset in the file of character ``index`` of ``text``."""
        if index < self._index:
            self._index, self._offset = 0, self.start
        chunk = self.text[self._index:index]
        self._offset += len(chunk.encode("utf-8", "surrogateescape"))
        self._index = index
        return self._offset


def _characters(data: bytes, start: int, stop: int) -> int:
    return len(data[start:stop].decode("utf-8", "replace"))


def add_lines_and_columns(problems: list[Problem], data: bytes, origin: int) -> list[Problem]:
    """``problems`` with ``line``/``column`` filled in from their byte ``offset``.

    ``origin`` is where line 1, column 1 is (after a UTF-8 BOM, which an editor
    does not show). Offsets are visited in ascending order, so the whole file is
    scanned at most once however many problems there are.
    """
    offsets = sorted({p.offset for p in problems if p.offset is not None and p.line is None})
    places = dict(_sweep(data, origin, offsets))
    located = []
    for problem in problems:
        if problem.line is None and problem.offset in places:
            line, column = places[problem.offset]
            problem = replace(problem, line=line, column=column)
        located.append(problem)
    return located


def line_places(data: bytes, origin: int, offsets: list[int]) -> dict[int, int]:
    """The line number of each byte offset in ``offsets``."""
    return {offset: place[0] for offset, place in _sweep(data, origin, sorted(set(offsets)))}


def _sweep(data: bytes, origin: int, offsets: list[int]):
    """(offset, (line, column)) for ascending ``offsets``, counting from ``origin``."""
    line, column, previous = 1, 1, origin
    for offset in offsets:
        at = max(offset, origin)  # a problem about the BOM itself is at 1:1
        newlines = data.count(b"\n", previous, at)
        if newlines:
            line += newlines
            line_start = data.rfind(b"\n", previous, at) + 1
            column = _characters(data, line_start, at) + 1
        else:
            column += _characters(data, previous, at)
        previous = at
        yield offset, (line, column)
