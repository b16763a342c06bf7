"""A character as a Unicode reference shows it: script, block, age, numeric value, what
it looks like (UTS #39 prototype), its UTF-8 bytes by role, its JSON escape.

Blocks, ages and script names come from the Unicode 18.0.0 files in ``data/`` (the
project's one version); scripts and numeric values from the ``regex`` module and
``unicodedata2`` (the same version); the prototype from confusables.txt.
"""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from functools import cache
from importlib import resources

import regex

from ..charnames import code_point_label, unicodedata
from ..differences.confusables import confusables_table

__all__ = ["age_of", "block_of", "json_escape", "looks_like", "numeric_value", "script_of", "utf8_roles",
           "warm"]

_RANGE = re.compile(r"^([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*;\s*([^#]+?)\s*(?:#|$)", re.MULTILINE)


def _data(name: str) -> str:
    return resources.files(__package__).joinpath("data").joinpath(name).read_text(encoding="utf-8")


@cache
def _ranges(name: str) -> tuple[list[int], list[int], list[str]]:
    """(starts, ends, values) of a UCD file of ``START..END ; value`` lines, sorted by start."""
    entries = sorted((int(first, 16), int(last or first, 16), value)
                     for first, last, value in _RANGE.findall(_data(name)))
    return [e[0] for e in entries], [e[1] for e in entries], [e[2] for e in entries]


def _lookup(name: str, char: str) -> str | None:
    starts, ends, values = _ranges(name)
    at = bisect_right(starts, ord(char)) - 1
    return values[at] if at >= 0 and ord(char) <= ends[at] else None


def block_of(char: str) -> str:
    """The block holding ``char`` (``Arabic``), or ``No_Block``."""
    return _lookup("Blocks.txt", char) or "No_Block"


def age_of(char: str) -> str:
    """The Unicode version that assigned ``char`` (``1.1``), or ``unassigned``."""
    return _lookup("DerivedAge.txt", char) or "unassigned"


@cache
def _script_names() -> dict[str, str]:
    return {short: long.replace("_", " ") for short, long in
            re.findall(r"^sc\s*;\s*(\w+)\s*;\s*(\w+)", _data("PropertyValueAliases.txt"), re.MULTILINE)}


@cache
def _script_finder() -> regex.Pattern:
    return regex.compile("|".join(f"(?P<{code}>\\p{{sc={code}}})" for code in sorted(_script_names())))


def script_of(char: str) -> str:
    """``Arabic (Arab)``; Common and Inherited characters say so (``Common (Zyyy)``)."""
    found = _script_finder().match(char)
    code = found.lastgroup if found else "Zzzz"
    return f"{_script_names().get(code, 'Unknown')} ({code})"


def numeric_value(char: str) -> str:
    """Its numeric value (``5``, ``0.5``), or "" when it has none."""
    value = unicodedata.numeric(char, None)
    if value is None:
        return ""
    return str(int(value)) if value == int(value) else f"{value:g}"


def looks_like(char: str) -> str:
    """The UTS #39 prototype it is confusable with (``U+0061 LATIN SMALL LETTER A``), "" if none."""
    prototype = confusables_table().get(ord(char))
    if prototype is None or prototype == char:
        return ""
    return ", ".join(code_point_label(part) for part in prototype)


def utf8_roles(char: str) -> str:
    """Its UTF-8 bytes, each named: ``d9 (lead byte of 2) 8a (continuation)``."""
    try:
        data = char.encode("utf-8")
    except UnicodeEncodeError:
        return "<none: a lone surrogate>"
    if len(data) == 1:
        return f"{data.hex()} (one byte: ASCII)"
    lead = f"{data[0]:02x} (lead byte of {len(data)})"
    return " ".join([lead, *(f"{byte:02x} (continuation)" for byte in data[1:])])


def json_escape(char: str) -> str:
    """How JSON writes it with only ASCII (``\\u064a``; a surrogate pair beyond the BMP)."""
    return json.dumps(char)[1:-1]


def warm() -> None:
    """Read the tables now (a worker thread may), not at the first character a person inspects."""
    sample = "\N{ARABIC LETTER FARSI YEH}"
    block_of(sample), age_of(sample), script_of(sample), looks_like(sample)
