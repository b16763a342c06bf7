"""Draw invisible characters as visible symbols, for people reading a difference."""

from __future__ import annotations

import regex

__all__ = ["visible"]

_SYMBOLS = {
    "\r": "␍", "\n": "␊", "\t": "⇥", " ": "·", "\x0b": "␋", "\x0c": "␌",
    "\u00a0": "⟨NBSP⟩", "\u202f": "⟨NNBSP⟩", "\u3000": "⟨IDEOGRAPHIC SPACE⟩",
    "\u0085": "⟨NEL⟩", "\u2028": "⟨LS⟩", "\u2029": "⟨PS⟩",
    "\u200b": "⟨ZWSP⟩", "\u200c": "⟨ZWNJ⟩", "\u200d": "⟨ZWJ⟩", "\u2060": "⟨WJ⟩",
    "\ufeff": "⟨BOM⟩", "\u00ad": "⟨SHY⟩", "\u034f": "⟨CGJ⟩",
    "\u200e": "⟨LRM⟩", "\u200f": "⟨RLM⟩", "\u061c": "⟨ALM⟩",
    "\u202a": "⟨LRE⟩", "\u202b": "⟨RLE⟩", "\u202c": "⟨PDF⟩", "\u202d": "⟨LRO⟩", "\u202e": "⟨RLO⟩",
    "\u2066": "⟨LRI⟩", "\u2067": "⟨RLI⟩", "\u2068": "⟨FSI⟩", "\u2069": "⟨PDI⟩",
    "\u0640": "⟨TATWEEL⟩",
}
# Anything else a reader cannot see or tell apart: other spaces, controls, format
# characters, default ignorables, unassigned and private use code points, lone marks.
_UNSEEN = regex.compile(
    r"[\p{Zs}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Variation_Selector}]"
)


def _symbol(char: str) -> str:
    if char in _SYMBOLS:
        return _SYMBOLS[char]
    if 0xFE00 <= ord(char) <= 0xFE0F:
        return f"⟨VS{ord(char) - 0xFE00 + 1}⟩"
    if _UNSEEN.match(char):
        return f"⟨U+{ord(char):04X}⟩"
    return char


def visible(text: str) -> str:
    """``text`` with every invisible character replaced by a symbol (␍ ␊ ⇥ ·, ⟨ZWNJ⟩, ⟨U+E000⟩)."""
    return "".join(map(_symbol, text))
