"""The character inspector's rows: everything worth knowing about one code point."""

from __future__ import annotations

from dataclasses import dataclass

from ..charnames import char_name, unicodedata, utf8_hex
from ..contract_spans import CanonicalLayout
from . import unicode_reference as reference
from .ranges import range_text

__all__ = ["BIDI_CLASSES", "CATEGORIES", "CharInfo", "char_info"]

CATEGORIES = {
    "Lu": "Letter, uppercase", "Ll": "Letter, lowercase", "Lt": "Letter, titlecase",
    "Lm": "Letter, modifier", "Lo": "Letter, other", "Mn": "Mark, nonspacing",
    "Mc": "Mark, spacing combining", "Me": "Mark, enclosing", "Nd": "Number, decimal digit",
    "Nl": "Number, letter", "No": "Number, other", "Pc": "Punctuation, connector",
    "Pd": "Punctuation, dash", "Ps": "Punctuation, open", "Pe": "Punctuation, close",
    "Pi": "Punctuation, initial quote", "Pf": "Punctuation, final quote",
    "Po": "Punctuation, other", "Sm": "Symbol, math", "Sc": "Symbol, currency",
    "Sk": "Symbol, modifier", "So": "Symbol, other", "Zs": "Separator, space",
    "Zl": "Separator, line", "Zp": "Separator, paragraph", "Cc": "Other, control",
    "Cf": "Other, format", "Cs": "Other, surrogate", "Co": "Other, private use",
    "Cn": "Other, not assigned",
}
BIDI_CLASSES = {
    "L": "Left-to-right", "R": "Right-to-left", "AL": "Arabic letter",
    "EN": "European number", "ES": "European separator", "ET": "European terminator",
    "AN": "Arabic number", "CS": "Common separator", "NSM": "Nonspacing mark",
    "BN": "Boundary neutral", "B": "Paragraph separator", "S": "Segment separator",
    "WS": "Whitespace", "ON": "Other neutral", "LRE": "Left-to-right embedding",
    "LRO": "Left-to-right override", "RLE": "Right-to-left embedding",
    "RLO": "Right-to-left override", "PDF": "Pop directional format",
    "LRI": "Left-to-right isolate", "RLI": "Right-to-left isolate",
    "FSI": "First strong isolate", "PDI": "Pop directional isolate",
}


@dataclass(frozen=True, slots=True)
class CharInfo:
    """One character as the inspector shows it; ``canonical_bytes`` is None without a layout."""

    code_point: str  # U+06CC
    name: str
    category: str  # Lo (Letter, other)
    bidi_class: str  # AL (Arabic letter)
    utf8: str  # db 8c
    canonical_bytes: str | None  # "59..61: 5c 6e" for a character JSON escapes (half-open)
    decomposition: str
    # The rest of a Unicode reference (core.display.unicode_reference); "" when it has none.
    script: str = ""  # Arabic (Arab)
    block: str = ""
    age: str = ""  # 1.1: the Unicode version that assigned it
    numeric: str = ""
    looks_like: str = ""  # its UTS #39 prototype
    utf8_roles: str = ""  # db (lead byte of 2) 8c (continuation)
    json_escape: str = ""  # \u06cc

    def rows(self) -> list[tuple[str, str]]:
        """(key, value) pairs in display order, those with no value left out; the GUI
        translates the keys into headings."""
        rows = [("code_point", self.code_point), ("name", self.name), ("script", self.script),
                ("block", self.block), ("category", self.category), ("bidi_class", self.bidi_class),
                ("age", self.age), ("numeric", self.numeric), ("decomposition", self.decomposition),
                ("looks_like", self.looks_like), ("utf8", self.utf8), ("utf8_roles", self.utf8_roles),
                ("canonical_bytes", self.canonical_bytes), ("json_escape", self.json_escape)]
        return [(key, value) for key, value in rows if value]


def _labelled(code: str, names: dict[str, str]) -> str:
    return f"{code} ({names[code]})" if code in names else code


def _canonical(layout: CanonicalLayout, field: str, index: int) -> str:
    start, end = layout.byte_span(field, index, index + 1)
    return f"{range_text(start, end)}: {layout.content[start:end].hex(' ')}"


def char_info(char: str, *, layout: CanonicalLayout | None = None,
              field: str | None = None, index: int | None = None) -> CharInfo:
    """What to show about ``char``; with ``layout``, ``field`` and ``index`` also where
    its bytes sit in the canonical bytes (after JSON escaping, so LF is ``5c 6e``)."""
    canonical = None
    if layout is not None and field is not None and index is not None:
        canonical = _canonical(layout, field, index)
    return CharInfo(
        code_point=f"U+{ord(char):04X}",
        name=char_name(char),
        category=_labelled(unicodedata.category(char), CATEGORIES),
        bidi_class=_labelled(unicodedata.bidirectional(char), BIDI_CLASSES),
        utf8=utf8_hex(char),
        canonical_bytes=canonical,
        decomposition=unicodedata.decomposition(char),
        script=reference.script_of(char),
        block=reference.block_of(char),
        age=reference.age_of(char),
        numeric=reference.numeric_value(char),
        looks_like=reference.looks_like(char),
        utf8_roles=reference.utf8_roles(char),
        json_escape=reference.json_escape(char),
    )
