"""Difference classes as the window names them: each stable identifier's title, translated.

The identifiers (``line-ending``, ``persian-yeh``) are what the JSON output and the CLI
write, in every language. The titles are those of :data:`core.differences.classes.CLASSES`
(English), listed again here so ``pyside6-lupdate`` sees them; a test keeps the two equal.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ..i18n import translate

__all__ = ["CLASS_TITLES", "class_list", "class_title", "class_titles"]

CLASS_TITLES = {
    "language-tag": QT_TRANSLATE_NOOP("DifferenceClasses", "Language tags differ"),
    "field-boundary": QT_TRANSLATE_NOOP("DifferenceClasses", "Same text, but the title/body boundary moved"),
    "bom": QT_TRANSLATE_NOOP("DifferenceClasses", "Byte order mark at the start"),
    "line-ending": QT_TRANSLATE_NOOP("DifferenceClasses", "Line endings differ"),
    "edge-whitespace": QT_TRANSLATE_NOOP("DifferenceClasses", "White space at the edge of a line or field"),
    "canonical-equivalence": QT_TRANSLATE_NOOP("DifferenceClasses",
                                               "Canonically equivalent (equal after NFC)"),
    "bidi-control": QT_TRANSLATE_NOOP("DifferenceClasses", "Invisible bidi control"),
    "zwnj": QT_TRANSLATE_NOOP("DifferenceClasses", "Zero width non-joiner"),
    "variation-selector": QT_TRANSLATE_NOOP("DifferenceClasses", "Variation selector"),
    "default-ignorable": QT_TRANSLATE_NOOP("DifferenceClasses", "Invisible (default ignorable) character"),
    "space-variant": QT_TRANSLATE_NOOP("DifferenceClasses", "A different kind of space"),
    "space-run": QT_TRANSLATE_NOOP("DifferenceClasses", "A different number of spaces"),
    "digit-system": QT_TRANSLATE_NOOP("DifferenceClasses", "Digits of different systems"),
    "persian-yeh": QT_TRANSLATE_NOOP("DifferenceClasses", "Arabic vs Persian yeh"),
    "persian-kaf": QT_TRANSLATE_NOOP("DifferenceClasses", "Arabic kaf vs Persian keheh"),
    "heh-hamza": QT_TRANSLATE_NOOP("DifferenceClasses", "Heh with hamza written two ways"),
    "yeh-hamza": QT_TRANSLATE_NOOP("DifferenceClasses", "Yeh with hamza written two ways"),
    "heh-variant": QT_TRANSLATE_NOOP("DifferenceClasses", "A heh variant"),
    "compatibility": QT_TRANSLATE_NOOP("DifferenceClasses", "A compatibility form (equal after NFKC)"),
    "tatweel": QT_TRANSLATE_NOOP("DifferenceClasses", "Tatweel (kashida)"),
    "hamza": QT_TRANSLATE_NOOP("DifferenceClasses", "A hamza written or left out"),
    "arabic-diacritic": QT_TRANSLATE_NOOP("DifferenceClasses", "Arabic diacritics (harakat)"),
    "punctuation-variant": QT_TRANSLATE_NOOP("DifferenceClasses", "A punctuation variant"),
    "letter-case": QT_TRANSLATE_NOOP("DifferenceClasses", "Letter case"),
    "confusable": QT_TRANSLATE_NOOP("DifferenceClasses", "Look-alike characters (UTS #39 confusables)"),
    "content-edit": QT_TRANSLATE_NOOP("DifferenceClasses", "A real edit"),
}


def class_title(name: str) -> str:
    """The title of class ``name`` in the UI's language (the identifier itself if unknown)."""
    title = CLASS_TITLES.get(name)
    return translate("DifferenceClasses", title) if title is not None else name


def class_titles(names: Iterable[str]) -> str:
    """Several classes' titles, as one phrase ("Line endings differ + Letter case")."""
    return " + ".join(class_title(name) for name in names)


def class_list(names: Iterable[str]) -> str:
    """Titles of separate classes, as a list ("Line endings differ, Letter case")."""
    return translate("DifferenceClasses", ", ").join(class_title(name) for name in names)
