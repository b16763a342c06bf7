"""The palette's short names, listed for ``pyside6-lupdate`` (context ``Palette``), and the
label each entry shows in the interface's language.

The core names each entry in English (:data:`core.playground.PALETTE`); only the words
are translated, the character an entry names stays beside them
(:meth:`core.playground.palette.PaletteEntry.words`). A test keeps this list equal to
the core's words.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.playground.palette import PaletteEntry

from ..i18n import translate

__all__ = ["WORDS", "palette_label"]

WORDS = (
    QT_TRANSLATE_NOOP("Palette", "ZWNJ"),
    QT_TRANSLATE_NOOP("Palette", "ZWJ"),
    QT_TRANSLATE_NOOP("Palette", "ZWSP"),
    QT_TRANSLATE_NOOP("Palette", "LRM"),
    QT_TRANSLATE_NOOP("Palette", "RLM"),
    QT_TRANSLATE_NOOP("Palette", "ALM"),
    QT_TRANSLATE_NOOP("Palette", "BOM"),
    QT_TRANSLATE_NOOP("Palette", "SHY"),
    QT_TRANSLATE_NOOP("Palette", "NBSP"),
    QT_TRANSLATE_NOOP("Palette", "NNBSP"),
    QT_TRANSLATE_NOOP("Palette", "TAB"),
    QT_TRANSLATE_NOOP("Palette", "CR"),
    QT_TRANSLATE_NOOP("Palette", "LF"),
    QT_TRANSLATE_NOOP("Palette", "CRLF"),
    QT_TRANSLATE_NOOP("Palette", "Arabic yeh"),
    QT_TRANSLATE_NOOP("Palette", "Persian yeh"),
    QT_TRANSLATE_NOOP("Palette", "Arabic kaf"),
    QT_TRANSLATE_NOOP("Palette", "Persian kaf"),
    QT_TRANSLATE_NOOP("Palette", "heh"),
    QT_TRANSLATE_NOOP("Palette", "teh marbuta"),
    QT_TRANSLATE_NOOP("Palette", "Latin"),
    QT_TRANSLATE_NOOP("Palette", "Cyrillic"),
    QT_TRANSLATE_NOOP("Palette", "tatweel"),
    QT_TRANSLATE_NOOP("Palette", "fatha"),
    QT_TRANSLATE_NOOP("Palette", "kasra"),
    QT_TRANSLATE_NOOP("Palette", "damma"),
    QT_TRANSLATE_NOOP("Palette", "sukun"),
    QT_TRANSLATE_NOOP("Palette", "shadda"),
    QT_TRANSLATE_NOOP("Palette", "tanwin fath"),
    QT_TRANSLATE_NOOP("Palette", "hamza"),
    QT_TRANSLATE_NOOP("Palette", "hamza above"),
    QT_TRANSLATE_NOOP("Palette", "alef with hamza"),
    QT_TRANSLATE_NOOP("Palette", "yeh with hamza"),
    QT_TRANSLATE_NOOP("Palette", "ASCII"),
    QT_TRANSLATE_NOOP("Palette", "Persian"),
    QT_TRANSLATE_NOOP("Palette", "Arabic-Indic"),
)


def palette_label(entry: PaletteEntry) -> str:
    """``ZWNJ  U+200C`` and ``ZERO WIDTH NON-JOINER`` below it (two lines: one was wider
    than the dock), the short name in the interface's language (a digit: ``۳ (Persian)``,
    the digit itself and its system). The Unicode name stays as the standard writes it:
    it is what the class looks up."""
    before, words, after = entry.words()
    shown = translate("Palette", words)
    if entry.group == "digits":
        short = translate("Palette", "{digit} ({system})").format(digit=before, system=shown)
    else:
        short = " ".join(part for part in (before, shown, after) if part)
    return f"{short}  {entry.code_points}\n{entry.name}"
