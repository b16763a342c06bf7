"""Characters written by number, in the forms people copy from references and code.

``U+202E``, ``u+202e``, ``U202E``, ``202e``, ``0x202E``, ``\\u202e``, ``\\U0001F600``,
``\\u{1F600}``, ``\\x{202E}``, ``\\x0d``, ``&#x202E;`` and ``&#8238;`` each name one code
point; several in a row (``U+000D U+000A``, ``\\r``-free ``&#x0D;&#x0A;``, ``\\u0065\\u0301``)
name a sequence. A number is taken exactly: a surrogate, a noncharacter, a private-use or
an unassigned code point given by number is that code point, never a replacement (the
playground is about exact bytes, and a record holding a lone surrogate is one the contract
rejects: the class sees why). The one exception is JSON's: a high surrogate escape
followed at once by a low one (``\\ud83d\\ude00``) is the one character they spell
together, as a JSON reader takes it.

A bare hexadecimal number (``202e``) counts when it could not be a word: it has a decimal
digit, or four to six digits (``cafe`` is U+CAFE as well as a word to look up by name).
"""

from __future__ import annotations

from dataclasses import dataclass

import regex

__all__ = ["LAST_CODE_POINT", "ByNumber", "by_number"]

LAST_CODE_POINT = 0x10FFFF

_HEX = "[0-9A-Fa-f]"
# Each alternative names its number's base by its group: ``hex`` or ``dec``; ``json`` marks
# a \uXXXX escape (the one form whose surrogate pairs join).
_ONE = (
    rf"(?:[Uu]\+(?P<hex>{_HEX}{{1,8}})"
    rf"|[Uu](?P<hex>{_HEX}{{4,8}})"
    rf"|0[xX](?P<hex>{_HEX}{{1,8}})"
    rf"|\\u\{{(?P<hex>{_HEX}{{1,8}})\}}"
    rf"|\\x\{{(?P<hex>{_HEX}{{1,8}})\}}"
    rf"|\\u(?P<json>{_HEX}{{4}})"
    rf"|\\U(?P<hex>{_HEX}{{8}})"
    rf"|\\x(?P<hex>{_HEX}{{2}})"
    rf"|&#[xX](?P<hex>{_HEX}{{1,8}});?"
    rf"|&#(?P<dec>[0-9]{{1,8}});?"
    rf"|(?P<bare>{_HEX}{{1,8}}))"
)
_SEQUENCE = regex.compile(rf"\s*(?:{_ONE}[\s,]*)+", flags=regex.V0)
_TOKEN = regex.compile(_ONE)


@dataclass(frozen=True, slots=True)
class ByNumber:
    """What a query names by number: ``text`` (its characters, exactly), or ``beyond``: the
    first number past U+10FFFF as written (``U+110000``); both empty when it names none."""

    text: str = ""
    beyond: str = ""


def _bare_counts(digits: str) -> bool:
    return 4 <= len(digits) <= 6 or (len(digits) >= 2 and any(char.isdigit() for char in digits))


def by_number(query: str) -> ByNumber:
    """The character(s) ``query`` names by number, if the whole query is numbers."""
    if not _SEQUENCE.fullmatch(query) or not query.strip():
        return ByNumber()
    numbers: list[tuple[int, bool]] = []  # (code point, written as a JSON \\uXXXX)
    for token in _TOKEN.finditer(query):
        bare = token.group("bare")
        if bare is not None and not _bare_counts(bare):
            return ByNumber()
        if token.group("dec") is not None:
            value = int(token.group("dec"))
        else:
            digits = token.group("hex") or token.group("json") or bare
            value = int(digits, 16)
        if value > LAST_CODE_POINT:
            return ByNumber(beyond=token.group())
        numbers.append((value, token.group("json") is not None))
    return ByNumber(text="".join(_join_json_pairs(numbers)))


def _join_json_pairs(numbers: list[tuple[int, bool]]) -> list[str]:
    chars: list[str] = []
    index = 0
    while index < len(numbers):
        value, json = numbers[index]
        if json and 0xD800 <= value <= 0xDBFF and index + 1 < len(numbers):
            low, low_json = numbers[index + 1]
            if low_json and 0xDC00 <= low <= 0xDFFF:
                chars.append(chr(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)))
                index += 2
                continue
        chars.append(chr(value))
        index += 1
    return chars
