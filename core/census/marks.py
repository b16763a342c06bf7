"""The census' findings in one field as markers a field view draws where they stand.

A reported character that is invisible keeps the label the invisible-character markers
give it (``RLO``, ``ZWJ``) and is drawn as a badge; a visible one (an Arabic yeh in a
Persian record, a Cyrillic а in an English word, a Persian digit among ASCII ones) is
underlined. Either way in its kind's colour, its name and kind in the tooltip.
"""

from __future__ import annotations

from ..charnames import code_point_label
from ..display.invisibles import BADGE, Marker, marker_for
from .finder import built_finder, finder_for, findings
from .kinds import KINDS

__all__ = ["UNDERLINE", "reported_markers"]

UNDERLINE = "underline"  # a marker style: a line under a visible character
_MEANING = dict(KINDS)


def reported_markers(text: str, language: str, *, build: bool = True) -> list[Marker] | None:
    """A marker for each character of ``text`` the census reports in ``language``, in order.

    ``build=False`` (a GUI thread): None when the language's tables are not built yet (the
    census builds them in its worker; ask again when it is in).
    """
    finder = finder_for(language) if build else built_finder(language)
    if finder is None:
        return None
    found = sorted(findings(text, finder))
    return [_marker(index, char, kind) for index, char, kind in found]


def _marker(index: int, char: str, kind: str) -> Marker:
    invisible = marker_for(char, index)
    tooltip = f"{code_point_label(char)}\n{kind}: {_MEANING[kind]}"
    if invisible is not None and invisible.style == BADGE:
        return Marker(index, 1, invisible.label, BADGE, kind, tooltip)
    return Marker(index, 1, f"U+{ord(char):04X}", UNDERLINE, kind, tooltip)
