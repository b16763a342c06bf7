"""A character as a Unicode reference shows it: script, block, age, numeric value, what it
looks like (UTS #39 prototype), its UTF-8 bytes by role, its JSON escape.

Blocks and script names come from ``fontTools.unicodedata`` (tables made from the Unicode
18.0.0 files, the project's one version: ``tests/test_unicode_version.py``); scripts and
numeric values from the ``regex`` module and ``unicodedata2`` (the same version); the age
from ``unicode_age`` (DerivedAge.txt of the same version); the prototype from confusables.txt.
"""

from __future__ import annotations

import json
from functools import cache

import regex
import unicode_age
from fontTools import unicodedata as font_unicode

from ..charnames import code_point_label, unicodedata
from ..differences.confusables import confusables_table

__all__ = ["age_of", "block_of", "json_escape", "looks_like", "numeric_value", "script_of", "utf8_roles",
           "warm"]


def block_of(char: str) -> str:
    """The block holding ``char`` (``Arabic``), or ``No_Block``."""
    return font_unicode.block(char)


@cache
def _script_finder() -> regex.Pattern:
    codes = sorted(font_unicode.Scripts.NAMES)
    return regex.compile("|".join(f"(?P<{code}>\\p{{sc={code}}})" for code in codes))


def script_of(char: str) -> str:
    """``Arabic (Arab)``; Common and Inherited characters say so (``Common (Zyyy)``)."""
    found = _script_finder().match(char)
    code = found.lastgroup if found else "Zzzz"
    return f"{font_unicode.script_name(code, default='Unknown')} ({code})"


def age_of(char: str) -> str:
    """The Unicode version that assigned ``char`` (``1.1``, ``18.0``), or "" when it is unassigned."""
    try:
        major, minor = unicode_age.version(ord(char))
    except ValueError:  # not assigned as of the package's version
        return ""
    return f"{major}.{minor}"


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
    block_of(sample), script_of(sample), looks_like(sample)
