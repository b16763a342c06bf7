"""The script of a letter, and whether a word mixes scripts (UTS #39, simplified).

A word mixes scripts when its letters (Common and Inherited left out) belong to more
than one script, after UTS #39's augmentation: Han with Hiragana and Katakana is
Japanese, Han with Hangul Korean, Han with Bopomofo Taiwanese, all single-script.
The letters reported are those outside the word's main script (most letters; on a
tie the record's own script, else the first letter's): the Cyrillic а of "аccount".
"""

from __future__ import annotations

from collections import Counter
from functools import cache

import regex
from regex import _regex_core

__all__ = ["BMP_LETTERS", "foreign_letters", "letters_of", "script_of", "word_span"]

_LEFT_OUT = frozenset(("Zyyy", "Zinh", "Zzzz"))


def _script_codes() -> list[str]:
    """Every ISO 15924 code the ``regex`` module knows a script by (one per script)."""
    _, values = _regex_core.PROPERTIES["SCRIPT"]
    codes: dict[int, str] = {}
    for name, number in values.items():
        if len(name) == 4 and name.isalpha() and number not in codes:
            codes[number] = name.title()
    return sorted(set(codes.values()) - _LEFT_OUT)


@cache
def _script_finder() -> regex.Pattern:
    return regex.compile("|".join(f"(?P<{code}>\\p{{sc={code}}})" for code in _script_codes()))


@cache
def script_of(char: str) -> str | None:
    """The ISO 15924 code of ``char``'s script, None for Common, Inherited and unknown."""
    found = _script_finder().match(char)
    return found.lastgroup if found else None


_BMP = "".join(chr(cp) for cp in range(0x10000) if not 0xD800 <= cp < 0xE000)


@cache
def letters_of(script: str) -> str:
    """The BMP letters (and marks) of ``script``, from the same Unicode version as the rest."""
    return "".join(regex.findall(rf"[\p{{sc={script}}}&&[\p{{L}}\p{{M}}]]", _BMP, flags=regex.V1))


@cache
def bmp_letters() -> str:
    return "".join(regex.findall(r"\p{L}", _BMP))


BMP_LETTERS = bmp_letters
_WORD_RIGHT = regex.compile(r"[\p{L}\p{M}\u200c\u200d]*")
_WORD_LEFT = regex.compile(r"[\p{L}\p{M}\u200c\u200d]*", flags=regex.REVERSE)
_SINGLE = (frozenset(("Hani", "Hira", "Kana")), frozenset(("Hani", "Hang")), frozenset(("Hani", "Bopo")))


def word_span(text: str, index: int) -> tuple[int, int]:
    """The word (letters, marks, joiners) around ``text[index]``."""
    return _WORD_LEFT.match(text, 0, index).start(), _WORD_RIGHT.match(text, index).end()


def foreign_letters(word: str, native: frozenset[str]) -> list[int]:
    """Indexes of the letters of ``word`` outside its main script; [] for a single-script word."""
    scripts = [script_of(char) for char in word]
    counts = Counter(script for script in scripts if script is not None)
    if len(counts) < 2 or any(set(counts) <= single for single in _SINGLE):
        return []
    most = max(counts.values())
    leaders = [script for script, count in counts.items() if count == most]
    main = next((s for s in leaders if s in native), None) or next(s for s in scripts if s in leaders)
    return [i for i, script in enumerate(scripts) if script is not None and script != main]
