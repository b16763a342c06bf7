"""msgspec's decode errors said as sentences for a person, not as the library's own text.

msgspec says ``Object missing required field `schema``` or ``Expected `str`, got
`int` - at `$.subject.kind``` or ``JSON is malformed: invalid character (byte 0)``:
right, but in its own words, with backquotes and ``$`` paths. Every file the
program reads with msgspec (decisions files, results of ``docdedup group``, keeper
presets) reports through :func:`decode_sentence`, which names the field and the
column instead.
"""

from __future__ import annotations

import re

__all__ = ["decode_sentence"]

_KINDS = {
    "str": "a string", "int": "a whole number", "float": "a number", "bool": "true or false",
    "null": "null", "array": "an array", "object": "an object", "bytes": "a string",
}
_AT = re.compile(r" - at `\$(?P<path>[^`]*)`$")
_EXPECTED = re.compile(r"Expected `(?P<want>[^`]+)`(?P<rest>[^,]*), got `(?P<got>[^`]+)`")
_MISSING = re.compile(r"Object missing required field `(?P<field>[^`]+)`")
_UNKNOWN = re.compile(r"Object contains unknown field `(?P<field>[^`]+)`")
_INVALID = re.compile(r"Invalid (?:enum )?value (?P<value>.+)")
_MALFORMED = re.compile(r"(?:JSON|MessagePack data) is malformed: (?P<what>.+?)(?: \(byte (?P<byte>\d+)\))?$")


def _kind(name: str) -> str:
    """``str | null`` -> "a string or null"; an unknown name is kept as it is."""
    return " or ".join(_KINDS.get(part.strip(), part.strip()) for part in name.split("|"))


def _field(path: str) -> str:
    """``.subject.kind`` -> ``subject.kind``; ``[2].doc_id`` -> ``item 3's doc_id``."""
    path = path.lstrip(".")
    root_index = re.match(r"\[(\d+)\]\.?", path)
    if root_index:
        rest = path[root_index.end():]
        item = f"item {int(root_index.group(1)) + 1}"
        return f"{item}'s {rest}" if rest else item
    return path


def decode_sentence(error: BaseException | str) -> str:
    """What is wrong, in a sentence: which field, what it should be, or where the JSON breaks.

    Columns are counted in bytes from 1 (msgspec counts them from 0). Text that is
    not one of msgspec's known forms is returned without its backquotes.
    """
    text = str(error).strip()
    at = _AT.search(text)
    field = _field(at.group("path")) if at else ""
    if at:
        text = text[: at.start()]
    if text == "Input data was truncated":
        return "the JSON ends before it is complete (cut short)"
    if match := _MALFORMED.fullmatch(text):
        where = f" at column {int(match.group('byte')) + 1}" if match.group("byte") else ""
        return f"not valid JSON: {match.group('what')}{where}"
    if match := _MISSING.fullmatch(text):
        inside = f" in {field}" if field else ""
        return f"the field {match.group('field')!r} is missing{inside}"
    if match := _UNKNOWN.fullmatch(text):
        inside = f" in {field}" if field else ""
        return f"unknown field {match.group('field')!r}{inside}"
    if match := _EXPECTED.fullmatch(text):
        want = _kind(match.group("want")) + match.group("rest").replace("`", "")
        what = field or "it"
        return f"{what} should be {want}, not {_kind(match.group('got'))}"
    if match := _INVALID.fullmatch(text):
        what = f"{field}: " if field else ""
        return f"{what}{match.group('value')} is not an allowed value"
    if text == "Number out of range":
        return f"{field or 'a number'} is out of range"
    plain = text.replace("`", "'")
    return f"{plain} (at {field})" if field else plain
