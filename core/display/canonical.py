"""The canonical JSON text as a person should read it, and a field's base direction."""

from __future__ import annotations

from json.encoder import encode_basestring

from ..charnames import unicodedata
from ..contract import CONTRACT

__all__ = ["RTL_LANGUAGES", "CanonicalJsonText", "canonical_json_display",
           "is_right_to_left"]

RTL_LANGUAGES = frozenset({"fa", "ar", "he", "ur", "ps", "ckb", "yi", "dv", "sd", "ug"})
_FSI, _PDI = "\u2068", "\u2069"


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
        # (shown, real) pieces in order; a piece's real text replaces it when copied.
        pieces = [("[" + encode_basestring(CONTRACT) + ",", "[" + encode_basestring(CONTRACT) + ",")]
        for number, value in enumerate((language, title, body)):
            shown = value if limit is None or len(value) <= limit else value[:limit]
            escaped, whole = encode_basestring(shown)[1:-1], encode_basestring(value)[1:-1]
            pieces += [('"', '"'), (_FSI, ""), (escaped, escaped), (_PDI, "")]
            if shown is not value:
                pieces.append(("\u2026", whole[len(escaped):]))
            pieces.append(('"' + ("," if number < 2 else "]"), '"' + ("," if number < 2 else "]")))
        self._pieces = pieces
        self.display = "".join(shown for shown, _real in pieces)

    def copy(self, start: int, end: int) -> str:
        """The real text under code points ``[start, end)`` of :attr:`display`.

        A piece that stands for something else (a mark, an ellipsis) is copied whole
        or not at all, as the whole of it is selected or not.
        """
        copied, position = [], 0
        for shown, real in self._pieces:
            low, high = max(start, position), min(end, position + len(shown))
            if low < high:
                same = shown == real
                copied.append(real[low - position:high - position] if same else
                              real if (low, high) == (position, position + len(shown)) else "")
            position += len(shown)
        return "".join(copied)


def is_right_to_left(language: str, text: str) -> bool:
    """Whether a field reads right to left: by its language tag, else its first strong letter."""
    if language.split("-")[0].lower() in RTL_LANGUAGES:
        return True
    for char in text:
        kind = unicodedata.bidirectional(char)
        if kind in ("R", "AL"):
            return True
        if kind == "L":
            return False
    return False
