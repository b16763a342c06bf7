"""The palette's short names, listed for ``pyside6-lupdate`` (context ``Palette``), and the
label each entry or found character shows in the interface's language.

The core names each entry in English (:data:`core.playground.PALETTE`); only the words
are translated, the character an entry names stays beside them
(:meth:`core.playground.palette.PaletteEntry.words`). A test keeps this list equal to
the core's words.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.playground.lookup import Match
from core.playground.palette import PaletteEntry

from ..i18n import translate

__all__ = ["WORDS", "match_label", "palette_label", "short_label"]

WORDS = (
    QT_TRANSLATE_NOOP("Palette", "ZWNJ"),
    QT_TRANSLATE_NOOP("Palette", "ZWJ"),
    QT_TRANSLATE_NOOP("Palette", "ZWSP"),
    QT_TRANSLATE_NOOP("Palette", "LRM"),
    QT_TRANSLATE_NOOP("Palette", "RLM"),
    QT_TRANSLATE_NOOP("Palette", "ALM"),
    QT_TRANSLATE_NOOP("Palette", "BOM"),
    QT_TRANSLATE_NOOP("Palette", "SHY"),
    QT_TRANSLATE_NOOP("Palette", "WJ"),
    QT_TRANSLATE_NOOP("Palette", "LRE"),
    QT_TRANSLATE_NOOP("Palette", "RLE"),
    QT_TRANSLATE_NOOP("Palette", "PDF"),
    QT_TRANSLATE_NOOP("Palette", "LRO"),
    QT_TRANSLATE_NOOP("Palette", "RLO"),
    QT_TRANSLATE_NOOP("Palette", "LRI"),
    QT_TRANSLATE_NOOP("Palette", "RLI"),
    QT_TRANSLATE_NOOP("Palette", "FSI"),
    QT_TRANSLATE_NOOP("Palette", "PDI"),
    QT_TRANSLATE_NOOP("Palette", "NBSP"),
    QT_TRANSLATE_NOOP("Palette", "NNBSP"),
    QT_TRANSLATE_NOOP("Palette", "TAB"),
    QT_TRANSLATE_NOOP("Palette", "CR"),
    QT_TRANSLATE_NOOP("Palette", "LF"),
    QT_TRANSLATE_NOOP("Palette", "CRLF"),
    QT_TRANSLATE_NOOP("Palette", "NEL"),
    QT_TRANSLATE_NOOP("Palette", "LS"),
    QT_TRANSLATE_NOOP("Palette", "PS"),
    QT_TRANSLATE_NOOP("Palette", "Arabic yeh"),
    QT_TRANSLATE_NOOP("Palette", "Persian yeh"),
    QT_TRANSLATE_NOOP("Palette", "Arabic kaf"),
    QT_TRANSLATE_NOOP("Palette", "Persian kaf"),
    QT_TRANSLATE_NOOP("Palette", "heh"),
    QT_TRANSLATE_NOOP("Palette", "teh marbuta"),
    QT_TRANSLATE_NOOP("Palette", "Latin"),
    QT_TRANSLATE_NOOP("Palette", "Cyrillic"),
    QT_TRANSLATE_NOOP("Palette", "tatweel"),
    QT_TRANSLATE_NOOP("Palette", "acute"),
    QT_TRANSLATE_NOOP("Palette", "grave"),
    QT_TRANSLATE_NOOP("Palette", "diaeresis"),
    QT_TRANSLATE_NOOP("Palette", "circumflex"),
    QT_TRANSLATE_NOOP("Palette", "tilde"),
    QT_TRANSLATE_NOOP("Palette", "cedilla"),
    QT_TRANSLATE_NOOP("Palette", "CGJ"),
    QT_TRANSLATE_NOOP("Palette", "fatha"),
    QT_TRANSLATE_NOOP("Palette", "kasra"),
    QT_TRANSLATE_NOOP("Palette", "damma"),
    QT_TRANSLATE_NOOP("Palette", "sukun"),
    QT_TRANSLATE_NOOP("Palette", "shadda"),
    QT_TRANSLATE_NOOP("Palette", "tanwin fath"),
    QT_TRANSLATE_NOOP("Palette", "tanwin damm"),
    QT_TRANSLATE_NOOP("Palette", "tanwin kasr"),
    QT_TRANSLATE_NOOP("Palette", "superscript alef"),
    QT_TRANSLATE_NOOP("Palette", "maddah above"),
    QT_TRANSLATE_NOOP("Palette", "hamza"),
    QT_TRANSLATE_NOOP("Palette", "hamza above"),
    QT_TRANSLATE_NOOP("Palette", "hamza below"),
    QT_TRANSLATE_NOOP("Palette", "alef with hamza"),
    QT_TRANSLATE_NOOP("Palette", "yeh with hamza"),
    QT_TRANSLATE_NOOP("Palette", "ASCII"),
    QT_TRANSLATE_NOOP("Palette", "Persian"),
    QT_TRANSLATE_NOOP("Palette", "Arabic-Indic"),
)


def short_label(entry: PaletteEntry) -> str:
    """The entry's short name in the interface's language: ``ZWNJ (نیم‌فاصله)``, ``ی یای فارسی``,
    a digit ``۳ (فارسی)`` (the digit itself and its system)."""
    before, words, after = entry.words()
    shown = translate("Palette", words)
    if entry.group == "digits":
        return translate("Palette", "{digit} ({system})").format(digit=before, system=shown)
    return " ".join(part for part in (before, shown, after) if part)


def palette_label(entry: PaletteEntry) -> str:
    """What the palette lists for an entry (see :func:`match_label`)."""
    return match_label(Match(entry.text, entry))


def match_label(match: Match) -> str:
    """Two lines: the short name (a palette entry's, in the interface's language) and the code
    points; the Unicode name below, as the standard writes it (it is what the class looks up):
    ``TAB (جهش)  U+0009`` / ``CHARACTER TABULATION``. The picture is shown beside it
    (:attr:`core.playground.lookup.Match.picture`)."""
    first = [short_label(match.entry)] if match.entry is not None else []
    return "  ".join([*first, match.code_points]) + "\n" + match.name
