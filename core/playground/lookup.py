"""Any character, found by number or by name, for the playground's palette to insert.

:func:`find` answers a query with the characters it names, best first: by number
(:mod:`.code_points`: ``U+202E``, ``202e``, ``\\u202e``, ``&#x202E;``, ``&#8238;``,
``0x202E``, ``\\U0001F600``), a character pasted as itself, a formal name or alias
(``NEL``, ``RLO``, ``VS16``, ``LATIN SMALL LETTER E WITH ACUTE``), the palette's own entries
whose names hold the query's words (``acute`` is the palette's combining acute first), then
any character whose Unicode name holds them (:mod:`.name_index`). Each :class:`Match`
carries the exact text it inserts, its code points, its name and a picture a person can
see (:func:`picture`: a bidi control or a space never shown as itself).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..charnames import unicodedata
from ..display.invisibles import MARK, marker_for
from .code_points import by_number
from .name_index import index_ready, name_index, query_words
from .palette import PALETTE, NamedText, PaletteEntry

__all__ = ["Found", "Match", "find", "picture"]

_DOTTED_CIRCLE = "\u25cc"  # the base a combining mark is shown on, as the Unicode charts show it
_FSI, _PDI = "\u2068", "\u2069"


def picture(text: str) -> str:
    """What a list shows for ``text``: each invisible character's marker in brackets
    (``[RLO]``, ``[ZWNJ]``, ``[LF]``, ``[D800]`` for a lone surrogate), a combining mark on a
    dotted circle, any other character as itself; isolated (FSI ... PDI), so the shown text
    never reorders what stands beside it."""
    parts = []
    for char in text:
        if 0xD800 <= ord(char) <= 0xDFFF:
            parts.append(f"[{ord(char):04X}]")
            continue
        marker = marker_for(char)
        if marker is not None and marker.style != MARK:  # a tatweel shows itself
            parts.append(f"[{marker.label}]")
        elif unicodedata.category(char).startswith("M"):
            parts.append(_DOTTED_CIRCLE + char)
        else:
            parts.append(char)
    return _FSI + "".join(parts) + _PDI


@dataclass(frozen=True, slots=True)
class Match(NamedText):
    """One character (or sequence) a query names: ``text`` is exactly what is inserted;
    ``entry`` is the palette's entry when it is one (its short name is shown)."""

    text: str
    entry: PaletteEntry | None = None

    @property
    def picture(self) -> str:
        return picture(self.text)


@dataclass(frozen=True, slots=True)
class Found:
    """What :func:`find` found: ``matches`` best first; ``more`` when more names match than
    are listed; ``beyond`` the number written past U+10FFFF (``U+110000``), if one was;
    ``names_ready`` False when the names were not searched (the index is still being built)."""

    matches: tuple[Match, ...] = ()
    more: bool = False
    beyond: str = ""
    names_ready: bool = True


_ENTRY_OF = {entry.text: entry for entry in reversed(PALETTE)}  # the first entry of each text
_ENTRY_WORDS = tuple((entry, query_words(f"{entry.short} {entry.name}")) for entry in PALETTE)


def _palette_matches(words: list[str]) -> list[Match]:
    found = []
    for entry, held in _ENTRY_WORDS:
        if all(any(have.startswith(word) if len(word) > 1 else have == word for have in held)
               for word in words):
            found.append(Match(entry.text, entry))
    return found


def _fit(words: list[str], match: Match, source: int) -> tuple[int, int, int]:
    held = query_words(match.name)
    if held == words:
        return 0, 0, 0
    return 1, source, 0 if _in_order(words, held) else 1


def _in_order(words: list[str], held: list[str]) -> bool:
    """Whether each word starts a word of ``held`` after the one the word before started."""
    at = 0
    for word in words:
        while at < len(held) and not held[at].startswith(word):
            at += 1
        if at == len(held):
            return False
        at += 1
    return True


def _by_formal_name(query: str) -> list[Match]:
    try:
        return [Match(unicodedata.lookup(query.strip()))]
    except (KeyError, ValueError):  # ValueError: a name too long for the lookup
        return []


def find(query: str, limit: int = 50, *, names: bool | None = None) -> Found:
    """The characters ``query`` names, best first, at most ``limit`` from the names.

    ``names``: search the Unicode names (by default, when the index is built: a caller on a
    window's thread does not wait the third of a second it takes; see
    :func:`.name_index.warm`)."""
    if not query.strip():
        return Found()
    numbered = by_number(query)
    if numbered.beyond:
        return Found(beyond=numbered.beyond)
    matches = [Match(numbered.text)] if numbered.text else []
    stripped = query.strip()
    if len(stripped) == 1 and not stripped.isascii():
        matches.append(Match(stripped))  # a character pasted to see what it is
    words = query_words(query)
    searched = index_ready() if names is None else names
    more = False
    if words:
        matches += _by_formal_name(query)
        named = [(0, match) for match in _palette_matches(words)]
        if searched:
            code_points, more = name_index().search(query, limit)
            named += [(1, Match(chr(cp))) for cp in code_points]
        # The name written out first, then the palette's, then the rest; names holding the
        # words in the order typed before the others ("right to left override" is RLO).
        named.sort(key=lambda found: _fit(words, found[1], found[0]))
        matches += [match for _source, match in named]
    ready = searched or not words or bool(numbered.text)  # a number needs no names
    return Found(tuple(_first_of_each(matches)), more, names_ready=ready)


def _first_of_each(matches: list[Match]) -> list[Match]:
    """Each text once, where it first comes; a text the palette has as its entry."""
    seen: set[str] = set()
    kept = []
    for match in matches:
        if match.text not in seen:
            seen.add(match.text)
            kept.append(Match(match.text, match.entry or _ENTRY_OF.get(match.text)))
    return kept
