"""A text as a view shows it and as a copy takes it: display-only marks, marked spans.

A step of the contract stepper and the Canonical JSON tab show a text with characters
that are not in it: isolates (FSI ... PDI) that keep a Persian string in its place, a
no-break space that holds a character's bytes on one line, an ellipsis where a long
string is cut. :class:`Shown` keeps which positions those are, so :meth:`Shown.copy`
gives the real text under any selection (a selected ellipsis gives the rest of its
string). What Qt is then given for the shown text is :mod:`.text_map`'s business.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .invisibles import BADGE, marker_for

__all__ = ["Mark", "Shown"]

_FSI, _PDI, _NBSP = "\u2068", "\u2069", "\u00a0"


def _name_of(char: str) -> str:
    """An invisible character's name (``⟨ZWNJ⟩``), any other character itself."""
    marker = marker_for(char)
    return f"\u27e8{marker.label}\u27e9" if marker is not None and marker.style == BADGE else char


@dataclass(frozen=True, slots=True)
class Mark:
    """Characters ``[start, end)`` of a shown text, and why they are marked (``kind``)."""

    start: int
    end: int
    kind: str  # content, provenance, added, escape, lead, continuation, multibyte, digest, differs
    tooltip: str = ""  # what hovering it says (a byte's bits and the arithmetic back to its character)


@dataclass
class Shown:
    """A text as a step shows it, its marks, and the positions that are display only."""

    text: str = ""
    marks: list[Mark] = field(default_factory=list)
    display_only: set[int] = field(default_factory=set)
    spaces: set[int] = field(default_factory=set)  # no-break spaces shown, plain spaces copied
    stands_for: dict[int, str] = field(default_factory=dict)  # a shown "…": the rest of a string it copies as

    def add(self, text: str, kind: str | None = None, *, isolate: bool = False, tooltip: str = "") -> None:
        """Append ``text``, marked as ``kind`` (with ``tooltip``); ``isolate``: between
        display-only FSI and PDI."""
        if isolate:
            self.display_only.add(len(self.text))
            self.text += _FSI
        begin = len(self.text)
        self.text += text
        if isolate:
            self.display_only.add(len(self.text))
            self.text += _PDI
        if kind is not None and text:
            self.marks.append(Mark(begin, begin + len(text), kind, tooltip))

    def add_unbroken_space(self, kind: str | None = None) -> None:
        """A space no line breaks at (a no-break space on screen, a space when copied)."""
        self.spaces.add(len(self.text))
        self.add(_NBSP, kind)

    def add_string(self, value: str, kind: str | None = None, *, quotes: bool = True,
                   limit: int | None = None, named: bool = False) -> str:
        """Append ``value`` written as JSON (``quotes``: with its quotes), isolated, marked as
        ``kind``; a longer one than ``limit`` shows its first ``limit`` characters and an
        ellipsis that a copy turns back into the rest. ``named``: each invisible character
        (a bidi control, a joiner, a BOM, a tag...) is shown by its name, ``⟨RLO⟩``, never
        itself (it would act on what is drawn after it), and copied as itself. What is
        shown of it is returned."""
        whole = json.dumps(value, ensure_ascii=False)
        whole = whole if quotes else whole[1:-1]
        head = whole
        if limit is not None and len(value) > limit:
            # JSON escapes each character alone: the prefix's JSON starts the whole's.
            start = json.dumps(value[:limit], ensure_ascii=False)[:-1]  # no closing quote
            head = start if quotes else start[1:]
        pieces = [(piece, char if piece != char else None)
                  for char, piece in ((char, _name_of(char) if named else char) for char in head)]
        shown = "".join(piece for piece, _real in pieces)
        self.add(shown, kind, isolate=True)
        at = len(self.text) - 1 - len(shown)  # where the string starts (before its PDI)
        for piece, real in pieces:
            if real is not None:  # the name's first character copies as the character, the rest as nothing
                self.stands_for[at] = real
                self.display_only.update(range(at + 1, at + len(piece)))
            at += len(piece)
        if len(head) < len(whole):
            self.stands_for[len(self.text)] = whole[len(head):]
            self.add("\u2026", kind)
        return shown

    def add_display_only(self, text: str) -> None:
        """Append characters that only steer the display (never copied)."""
        self.display_only.update(range(len(self.text), len(self.text) + len(text)))
        self.text += text

    def copy(self, start: int = 0, end: int | None = None) -> str:
        """The real text of ``[start, end)``: without the display's isolates, plain spaces, the
        rest of a long string where its ellipsis is."""
        end = len(self.text) if end is None else end
        return "".join(self.stands_for[at] if at in self.stands_for else " " if at in self.spaces else char
                       for at, char in enumerate(self.text[start:end], start) if at not in self.display_only)
