"""Which kind a character is, on its own: the tables behind the census.

Every set is made by the very fold of :mod:`core.differences.folds` that names the
same class (a character is `tatweel` here exactly when ``fold_tatweel`` removes it),
applied once to every BMP character at once: a character the fold removes or maps
away is in the set. Characters beyond the BMP are judged one at a time, on demand.
Language-dependent kinds (`persian-yeh`, `persian-kaf`, foreign digits) and the
contextual ones (ZWNJ in Persian words, `confusable`, mixed digits, `not-nfc` of a
combining sequence) are added by :mod:`.finder`.
"""

from __future__ import annotations

from functools import cache

import regex

from ..charnames import unicodedata
from ..differences import folds
from .kinds import KIND_NAMES

__all__ = ["BMP", "base_kinds", "kind_of", "maybe_not_nfc", "tags_reported"]

BMP = "".join(chr(cp) for cp in range(0x10000) if not 0xD800 <= cp < 0xE000)
_CHUNK = 512  # characters a fold is applied to at once: few calls, and few sets made

_TAB, _LF = "\t", "\n"
_NONCHARACTER = regex.compile(r"\p{Noncharacter_Code_Point}")
_NFC_MAYBE = regex.compile(r"\p{NFC_Quick_Check=Maybe}")
# Compatibility decompositions worth a look: presentation forms, fullwidth and halfwidth
# forms, styled letters and ligatures (a <compat> letter). Superscripts, fractions and
# U+2026 HORIZONTAL ELLIPSIS are ordinary typography; NBSP is a `space-variant`.
_COMPATIBILITY_TAGS = frozenset(("<initial>", "<medial>", "<final>", "<isolated>", "<wide>",
                                 "<narrow>", "<font>", "<small>", "<vertical>", "<square>", "<circle>"))


def _changed_by(fold, text: str = BMP, *, alone: bool = False) -> frozenset[str]:
    """The characters of ``text`` that ``fold`` removes or maps to something else.

    The fold runs on chunks of ``text``, and only a chunk it changes is looked at
    character by character. ``alone``: a NUL (a starter) between characters, so a
    normalization judges each one by itself.
    """
    changed: set[str] = set()
    for start in range(0, len(text), _CHUNK):
        chunk = text[start:start + _CHUNK]
        given = "\x00".join(chunk) if alone else chunk
        folded = fold(given)
        if folded != given:
            changed |= set(chunk) - set(folded)
    return frozenset(changed)


def tags_reported(char: str) -> bool:
    """Whether a character NFKC changes is reported as `compatibility`."""
    tag = unicodedata.decomposition(char).split(" ", 1)[0]
    return tag in _COMPATIBILITY_TAGS or (tag == "<compat>" and unicodedata.category(char)[0] == "L")


def _kind(char: str, sets: dict[str, frozenset[str]]) -> str | None:
    """The kind of ``char`` by UNICODE.md's precedence: the most telling kind wins."""
    cp = ord(char)
    category = unicodedata.category(char)
    if cp == 0xFEFF:
        return "bom"
    if 0xE0000 <= cp <= 0xE007F:
        return "tag"
    if char in sets["bidi-control"]:
        return "bidi-control"
    if char in sets["variation-selector"]:
        return "variation-selector"
    if char in sets["line-ending"]:
        return "line-ending"
    if category == "Cc" and char not in (_TAB, _LF):
        return "control"
    if _NONCHARACTER.match(char):
        return "noncharacter"
    if category == "Co":
        return "private-use"
    if category == "Cn":
        return "unassigned"
    # Before space-variant: that fold also maps a zero width space or word joiner standing
    # in for a space, but alone each is an invisible character, not a space.
    if char in sets["default-ignorable"]:
        return "default-ignorable"
    if char in sets["space-variant"] and char != _TAB:
        return "space-variant"
    if char in sets["tatweel"]:
        return "tatweel"
    if char in sets["not-nfc"]:
        return "not-nfc"
    if char in sets["compatibility"] and tags_reported(char):
        return "compatibility"
    return None


_FOLDS = {
    "bidi-control": folds.fold_bidi_control,
    "variation-selector": folds.fold_variation_selector,
    "line-ending": folds.fold_line_ending,
    "space-variant": folds.fold_space_variant,
    "default-ignorable": folds.fold_default_ignorable,
    "tatweel": folds.fold_tatweel,
}


@cache
def _bmp_sets() -> dict[str, frozenset[str]]:
    sets = {kind: _changed_by(fold) for kind, fold in _FOLDS.items()}
    sets["not-nfc"] = _changed_by(folds.fold_canonical_equivalence, alone=True)
    sets["compatibility"] = _changed_by(folds.fold_compatibility, alone=True)
    return sets


@cache
def base_kinds() -> dict[int, str]:
    """Code point to kind for every BMP character reported in any language (~60 ms, once)."""
    sets = _bmp_sets()
    candidates = set().union(*sets.values()) | {chr(cp) for cp in range(0x20)} | {"\x7f", "\ufeff"}
    candidates |= {char for char in BMP if unicodedata.category(char) in ("Cc", "Co", "Cn")}
    table = {ord(char): kind for char in candidates if (kind := _kind(char, sets)) is not None}
    if not set(table.values()) <= set(KIND_NAMES):
        raise AssertionError("a kind outside the vocabulary")  # pragma: no cover
    return table


class _FoldedOnDemand(dict):
    """The sets :func:`_kind` asks about for one character, each fold run only when asked:
    most characters are decided by the first few (a private-use one after three of eight)."""

    def __init__(self, char: str) -> None:
        super().__init__()
        self.char = char

    def __missing__(self, kind: str) -> frozenset[str]:
        fold = _FOLDS.get(kind) or {"not-nfc": folds.fold_canonical_equivalence,
                                    "compatibility": folds.fold_compatibility}[kind]
        found = self[kind] = _changed_by(fold, self.char)
        return found


@cache
def kind_of(char: str) -> str | None:
    """The language-independent kind of any one character, or None."""
    if ord(char) < 0x10000:
        return base_kinds().get(ord(char))
    return _kind(char, _FoldedOnDemand(char))


@cache
def maybe_not_nfc() -> str:
    """BMP characters whose NFC depends on their neighbours (NFC_Quick_Check=Maybe)."""
    return "".join(_NFC_MAYBE.findall(BMP))
