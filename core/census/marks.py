"""The census' findings in one field as markers a field view draws where they stand.

A reported character that is invisible keeps the label the invisible-character markers
give it (``RLO``, ``ZWJ``) and is drawn as a badge; a visible one (an Arabic yeh in a
Persian record, a Cyrillic а in an English word, a Persian digit among ASCII ones) is
underlined. Either way in its kind's colour, its name and kind in the tooltip.
"""

from __future__ import annotations

import re

from ..charnames import code_point_label, unicodedata
from ..display.invisibles import BADGE, Marker, marker_for
from .finder import built_finder, finder_for, findings
from .kinds import KINDS

__all__ = ["MOST_MARKERS", "UNDERLINE", "reported_markers"]

UNDERLINE = "underline"  # a marker style: a line under a visible character
_MEANING = dict(KINDS)
# Markers one field gets at most: each costs a few microseconds to make on the GUI thread, and
# a field of a million combining marks made a million (6 s). Past it, one last marker says so.
MOST_MARKERS = 2_000
# Code points of one field searched at most: judging a word costs microseconds, and a 300,000-
# character Persian text in an English record took 0.3 s. Past it, one last marker says so.
MOST_SEARCHED = 50_000
LIMIT_KIND = "marks-limit"


def reported_markers(text: str, language: str, *, build: bool = True) -> list[Marker] | None:
    """A marker for each character of ``text`` the census reports in ``language``, in order.

    A run of one reported character that is no letter or digit (a million combining marks on
    one base, ten thousand bidi controls) is one marker for the whole run, its count in its
    label; past :data:`MOST_MARKERS` markers, a last one says that the rest is not marked. So
    the work is bounded whatever the text, a coarser view of a pathological field.

    ``build=False`` (a GUI thread): None when the language's tables are not built yet (the
    census builds them in its worker; ask again when it is in).
    """
    finder = finder_for(language) if build else built_finder(language)
    if finder is None:
        return None
    found: list[tuple[int, str, str, int]] = []
    start, more, searched = 0, True, min(len(text), MOST_SEARCHED)
    while more and start < searched:
        more = False
        for index, char, kind in findings(text, finder, start, searched, nfc_until=searched):
            if len(found) >= MOST_MARKERS:
                return [*_markers(found), _limit(index, f"the first {MOST_MARKERS:,} reported characters")]
            if _repeats(text, index, char):
                end = re.compile(re.escape(char) + "+").match(text, index).end()  # at C speed
                found.append((index, char, kind, end - index))
                start, more = end, True
                break  # the search goes on after the run
            found.append((index, char, kind, 1))
    if start < len(text) > MOST_SEARCHED:  # (a run found may have taken the search to the end)
        return [*_markers(found), _limit(MOST_SEARCHED, f"reported characters in the first {MOST_SEARCHED:,} "
                                                        "code points")]
    return _markers(found)


def _repeats(text: str, index: int, char: str) -> bool:
    """Does a run of ``char`` (no letter, no digit: a word is judged whole) start at ``index``?"""
    return index + 1 < len(text) and text[index + 1] == char and unicodedata.category(char)[0] not in "LN"


def _markers(found) -> list[Marker]:
    return [_marker(index, char, kind, count) for index, char, kind, count in sorted(found)]


def _marker(index: int, char: str, kind: str, count: int = 1) -> Marker:
    invisible = marker_for(char, index)
    times = f" \u00d7{count:,}" if count > 1 else ""
    tooltip = f"{code_point_label(char)}{times}\n{kind}: {_MEANING[kind]}"
    if invisible is not None and invisible.style == BADGE:
        return Marker(index, count, invisible.label + times, BADGE, kind, tooltip)
    return Marker(index, count, f"U+{ord(char):04X}{times}", UNDERLINE, kind, tooltip)


def _limit(index: int, what: str) -> Marker:
    return Marker(index, 1, "\u2026", BADGE, LIMIT_KIND,
                  f"Only {what} of this field are marked; the Characters pane counts every one")
