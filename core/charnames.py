"""Names of code points as people read them (``U+000D CARRIAGE RETURN``), and the one
Unicode version the project uses.

Every Unicode fact here comes from one version, Unicode 18.0.0: names, normalization
and digits from ``unicodedata2`` (pinned to 18 in pyproject), properties and grapheme
clusters from the ``regex`` module (the same version: ``tests/test_unicode_version.py``)
and ``core/differences/data/confusables.txt`` (UTS #39, 18.0.0). Python's own
``unicodedata`` (UCD 14 on Python 3.11) is not used. Code points without a name
(controls, private use, surrogates, unassigned) get a clear label.
"""

from __future__ import annotations

from pathlib import Path

import unicodedata2 as unicodedata

__all__ = [
    "UNICODE_VERSION",
    "char_name",
    "code_point_label",
    "code_points_text",
    "confusables_version",
    "names_text",
    "unicode_version_text",
    "unicodedata",
    "utf8_hex",
]

UNICODE_VERSION = unicodedata.unidata_version
_CONFUSABLES = Path(__file__).resolve().parent / "differences" / "data" / "confusables.txt"


def confusables_version() -> str:
    """The version in the shipped confusables.txt's header (``18.0.0``)."""
    with _CONFUSABLES.open(encoding="utf-8-sig") as lines:
        for line in lines:
            if line.startswith("# Version:"):
                return line.split(":", 1)[1].strip()
    return "unknown"  # pragma: no cover - the shipped file has its header


def unicode_version_text() -> str:
    """``Unicode 18.0.0``: the version every Unicode fact comes from, for ``--version`` and
    About (names, normalization, digits, properties, grapheme clusters, confusables)."""
    confusables = confusables_version()
    if confusables == UNICODE_VERSION:
        return f"Unicode {UNICODE_VERSION}"
    return f"Unicode {UNICODE_VERSION}, confusables {confusables}"  # pragma: no cover - kept equal


# Controls have no Name property; these are their formal aliases (NameAliases.txt).
_C0 = (
    "NULL", "START OF HEADING", "START OF TEXT", "END OF TEXT", "END OF TRANSMISSION",
    "ENQUIRY", "ACKNOWLEDGE", "ALERT", "BACKSPACE", "CHARACTER TABULATION", "LINE FEED",
    "LINE TABULATION", "FORM FEED", "CARRIAGE RETURN", "SHIFT OUT", "SHIFT IN",
    "DATA LINK ESCAPE", "DEVICE CONTROL ONE", "DEVICE CONTROL TWO", "DEVICE CONTROL THREE",
    "DEVICE CONTROL FOUR", "NEGATIVE ACKNOWLEDGE", "SYNCHRONOUS IDLE",
    "END OF TRANSMISSION BLOCK", "CANCEL", "END OF MEDIUM", "SUBSTITUTE", "ESCAPE",
    "INFORMATION SEPARATOR FOUR", "INFORMATION SEPARATOR THREE", "INFORMATION SEPARATOR TWO",
    "INFORMATION SEPARATOR ONE",
)
_C1 = (
    "PADDING CHARACTER", "HIGH OCTET PRESET", "BREAK PERMITTED HERE", "NO BREAK HERE",
    "INDEX", "NEXT LINE", "START OF SELECTED AREA", "END OF SELECTED AREA",
    "CHARACTER TABULATION SET", "CHARACTER TABULATION WITH JUSTIFICATION",
    "LINE TABULATION SET", "PARTIAL LINE FORWARD", "PARTIAL LINE BACKWARD",
    "REVERSE LINE FEED", "SINGLE SHIFT TWO", "SINGLE SHIFT THREE", "DEVICE CONTROL STRING",
    "PRIVATE USE ONE", "PRIVATE USE TWO", "SET TRANSMIT STATE", "CANCEL CHARACTER",
    "MESSAGE WAITING", "START OF GUARDED AREA", "END OF GUARDED AREA", "START OF STRING",
    "SINGLE GRAPHIC CHARACTER INTRODUCER", "SINGLE CHARACTER INTRODUCER",
    "CONTROL SEQUENCE INTRODUCER", "STRING TERMINATOR", "OPERATING SYSTEM COMMAND",
    "PRIVACY MESSAGE", "APPLICATION PROGRAM COMMAND",
)
_CONTROL_ALIASES = {**dict(enumerate(_C0)), 0x7F: "DELETE",
                    **{0x80 + i: name for i, name in enumerate(_C1)}}
_CATEGORY_LABELS = {"Co": "<private use>", "Cs": "<surrogate>", "Cn": "<unassigned>"}


def _is_noncharacter(cp: int) -> bool:
    return 0xFDD0 <= cp <= 0xFDEF or (cp & 0xFFFE) == 0xFFFE


def char_name(char: str) -> str:
    """The character's name, its control alias, or a label like ``<private use>``."""
    cp = ord(char)
    if cp in _CONTROL_ALIASES:
        return _CONTROL_ALIASES[cp]
    name = unicodedata.name(char, "")
    if name:
        return name
    if _is_noncharacter(cp):
        return "<noncharacter>"
    return _CATEGORY_LABELS.get(unicodedata.category(char), "<unnamed>")


def code_point_label(char: str) -> str:
    """``U+XXXX NAME``, e.g. ``U+06CC ARABIC LETTER FARSI YEH``."""
    return f"U+{ord(char):04X} {char_name(char)}"


def code_points_text(text: str) -> str:
    """Each character's ``U+XXXX``, spaced: ``U+000D U+000A``."""
    return " ".join(f"U+{ord(char):04X}" for char in text)


def names_text(text: str) -> str:
    """Each character's name, joined by `` + ``: ``CARRIAGE RETURN + LINE FEED``."""
    return " + ".join(char_name(char) for char in text)


def utf8_hex(char: str) -> str:
    """The UTF-8 bytes of a character (or a text) as spaced hex (``db 8c``); a lone surrogate
    as ``<none>``."""
    try:
        return char.encode("utf-8").hex(" ")
    except UnicodeEncodeError:
        return "<none>"
