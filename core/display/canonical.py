"""The canonical JSON text as a person should read it, and a field's base direction."""

from __future__ import annotations

from json.encoder import encode_basestring

from ..charnames import unicodedata
from ..contract import CONTRACT
from .shown_text import Shown

__all__ = ["RTL_LANGUAGES", "SHOWN_PER_STRING", "CanonicalJsonText", "canonical_json_display",
           "first_strong_is_rtl", "is_right_to_left"]

# Characters of each string the Canonical JSON views lay out (the rest: an ellipsis that a
# copy turns back into it). The JSON is one line, and Qt lays a long line out slowly: a
# 200,000-character Persian body took 11 s.
SHOWN_PER_STRING = 2_000
RTL_LANGUAGES = frozenset({"fa", "ar", "he", "ur", "ps", "ckb", "yi", "dv", "sd", "ug"})


def canonical_json_display(language: str, title: str, body: str, *, limit: int | None = None) -> str:
    """The canonical JSON with each string's content isolated (FSI ... PDI).

    Plain, the array ``["…","fa","راهنما","ولتاژ"]`` displays with the two Persian
    strings swapped: the ``","`` between them is neutral and joins the right-to-left
    run. Isolating each string keeps the array in reading order. Display only: the
    canonical bytes themselves never contain these marks. ``limit`` cuts each string
    to that many characters (with an ellipsis) so a huge body stays quick to show.
    """
    return CanonicalJsonText(language, title, body, limit=limit).display


class CanonicalJsonText:
    """The canonical JSON as shown (:func:`canonical_json_display`) and what a selection of it copies.

    The shown text carries marks that are not in the canonical bytes (the isolates,
    an ellipsis where a long string is cut). A selection copies the real text under
    it: the marks are dropped and a selected ellipsis stands for the rest of its
    string, so selecting everything copies exactly the canonical JSON, whose UTF-8
    hashes to the record's digest.
    """

    def __init__(self, language: str, title: str, body: str, *, limit: int | None = None) -> None:
        shown = Shown()
        shown.add("[" + encode_basestring(CONTRACT) + ",")
        for number, value in enumerate((language, title, body)):
            shown.add('"')
            shown.add_string(value, quotes=False, limit=limit)
            shown.add('"' + ("," if number < 2 else "]"))
        self._shown = shown
        self.display = shown.text

    def copy(self, start: int, end: int) -> str:
        """The real text under code points ``[start, end)`` of :attr:`display`."""
        return self._shown.copy(start, end)


def is_right_to_left(language: str, text: str) -> bool:
    """Whether a field reads right to left: by its language tag, else its first strong letter."""
    return language.split("-")[0].lower() in RTL_LANGUAGES or first_strong_is_rtl(text)


_OPENS, _CLOSES = frozenset("\u2066\u2067\u2068"), "\u2069"  # LRI, RLI, FSI; PDI


def first_strong_is_rtl(text: str, *, past_isolates: bool = False) -> bool:
    """Whether the first strong letter of ``text`` is right to left; with ``past_isolates``,
    the first outside an isolate (as Qt's ``QString::isRightToLeft`` goes by)."""
    depth = 0
    for char in text:
        if past_isolates and char in _OPENS:
            depth += 1
        elif past_isolates and char == _CLOSES:
            depth = max(depth - 1, 0)
        elif depth == 0:
            kind = unicodedata.bidirectional(char)
            if kind in ("R", "AL"):
                return True
            if kind == "L":
                return False
    return False
