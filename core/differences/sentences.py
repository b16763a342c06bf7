"""One human sentence per difference: "CRLF in A, LF in B"."""

from __future__ import annotations

from ..charnames import code_point_label, unicodedata
from .visible import visible

__all__ = ["CLASS_TITLES", "sentence"]

CLASS_TITLES = {
    "language-tag": "Language tags differ",
    "field-boundary": "Same text, but the title/body boundary moved",
    "bom": "Byte order mark at the start",
    "line-ending": "Line endings differ",
    "edge-whitespace": "White space at the edge of a line or field",
    "canonical-equivalence": "Canonically equivalent (equal after NFC)",
    "bidi-control": "Invisible bidi control",
    "zwnj": "Zero width non-joiner",
    "variation-selector": "Variation selector",
    "default-ignorable": "Invisible (default ignorable) character",
    "space-variant": "A different kind of space",
    "space-run": "A different number of spaces",
    "digit-system": "Digits of different systems",
    "persian-yeh": "Arabic vs Persian yeh",
    "persian-kaf": "Arabic kaf vs Persian keheh",
    "heh-hamza": "Heh with hamza written two ways",
    "yeh-hamza": "Yeh with hamza written two ways",
    "heh-variant": "A heh variant",
    "compatibility": "A compatibility form (equal after NFKC)",
    "tatweel": "Tatweel (kashida)",
    "arabic-diacritic": "Arabic diacritics (harakat)",
    "punctuation-variant": "A punctuation variant",
    "letter-case": "Letter case",
    "confusable": "Look-alike characters (UTS #39 confusables)",
    "content-edit": "A real edit",
}
_LINE_BREAKS = {"\r\n": "CRLF", "\n": "LF", "\r": "CR", "\x85": "NEL", "\u2028": "LS", "\u2029": "PS"}
_MAX_LISTED = 3
_MAX_QUOTED = 40


def _line_breaks(text: str) -> str | None:
    """``CRLF``, ``LF LF``... when ``text`` holds only line breaks, else None."""
    names, rest = [], text
    while rest:
        found = next((brk for brk in _LINE_BREAKS if rest.startswith(brk)), None)
        if found is None:
            return None
        names.append(_LINE_BREAKS[found])
        rest = rest[len(found):]
    return " ".join(names) or None


def describe(text: str) -> str:
    """A short description of one side of a hunk: ``LF``, ``U+064A ARABIC LETTER YEH``, ``“…”``."""
    if not text:
        return "nothing"
    breaks = _line_breaks(text)
    if breaks:
        return breaks
    if len(text) <= _MAX_LISTED:
        return " + ".join(map(code_point_label, text))
    shown = visible(text[:_MAX_QUOTED]) + ("…" if len(text) > _MAX_QUOTED else "")
    return f"“{shown}” ({len(text):,} code points)"


def _compatibility_tags(*texts: str) -> str:
    tags = sorted({unicodedata.decomposition(char).split(" ", 1)[0]
                   for char in "".join(texts) if unicodedata.decomposition(char).startswith("<")})
    return f" [{', '.join(tags)}]" if tags else ""


def sentence(classes: tuple[str, ...] | list[str], a_text: str, b_text: str) -> str:
    """A sentence naming the cause and what each side holds, e.g. ``CRLF in A, LF in B``."""
    if tuple(classes) == ("language-tag",):
        return f"{CLASS_TITLES['language-tag']}: “{a_text}” in A, “{b_text}” in B"
    sides = f"{describe(a_text)} in A, {describe(b_text)} in B"
    if tuple(classes) == ("line-ending",) and _line_breaks(a_text) and _line_breaks(b_text):
        return sides
    title = " + ".join(CLASS_TITLES[name] for name in classes)
    if "compatibility" in classes:
        title += _compatibility_tags(a_text, b_text)
    return f"{title}: {sides}"
