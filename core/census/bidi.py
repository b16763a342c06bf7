"""Bidi safety: does a record's displayed order differ from its stored order, and the
stored order made visible.

A record holding an override, embedding, isolate or tag character (Trojan Source,
CVE-2021-42574; "ASCII smuggling") may read differently from what it stores: "Pay to
account ‮1234-5678" is shown as "Pay to account 8765-4321". The logical-order view
writes every character in stored order, left to right, each such control as its label.
"""

from __future__ import annotations

import re

from ..charnames import code_point_label
from ..display.invisibles import MARK, segments

__all__ = ["logical_order", "reordering_characters"]

_REORDERING = re.compile("[\u202a-\u202e\u2066-\u2069\U000e0000-\U000e007f]")
_LRO, _PDF = "\N{LEFT-TO-RIGHT OVERRIDE}", "\N{POP DIRECTIONAL FORMATTING}"
_LINE = re.compile("\r\n|[\r\n\x85\u2028\u2029]")


def reordering_characters(*texts: str) -> list[str]:
    """``U+XXXX NAME`` of each distinct override, embedding, isolate or tag character of
    ``texts``, first seen first (empty: displayed and stored order agree)."""
    found: dict[str, None] = {}
    for text in texts:
        found.update(dict.fromkeys(_REORDERING.findall(text)))
    return [code_point_label(char) for char in found]


def logical_order(text: str) -> str:
    """``text`` shown in stored order: each line forced left to right (LRO ... PDF), every
    invisible character as its label (``⟨RLO⟩``), so no control inside can reorder it."""
    return "\n".join(f"{_LRO}{_labelled(line)}{_PDF}" for line in _LINE.split(text))


def _labelled(line: str) -> str:
    """``line`` with each invisible character (spaces left as they are) as its label."""
    parts = []
    for segment in segments(line, spaces=False):
        marker = segment.marker
        if marker is None:
            parts.append(segment.text)
        else:
            label = marker.label if len(marker.label) == 1 else f"\u27e8{marker.label}\u27e9"
            parts.append(segment.text + label if marker.style == MARK else label)
    return "".join(parts)
