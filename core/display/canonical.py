"""The canonical JSON text as a person should read it, and a field's base direction."""

from __future__ import annotations

from json.encoder import encode_basestring

from ..charnames import unicodedata
from ..contract import CONTRACT

__all__ = ["RTL_LANGUAGES", "canonical_json_display", "is_right_to_left"]

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
    parts = [encode_basestring(CONTRACT)]
    for value in (language, title, body):
        shown = value if limit is None or len(value) <= limit else value[:limit]
        escaped = encode_basestring(shown)[1:-1]
        ellipsis = "\u2026" if shown is not value else ""
        parts.append(f'"{_FSI}{escaped}{_PDI}{ellipsis}"')
    return "[" + ",".join(parts) + "]"


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
