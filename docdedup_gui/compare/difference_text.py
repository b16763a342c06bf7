"""A difference's explanation in the UI's language: the core's phrase, rendered through Qt.

The core builds each explanation as a :class:`core.differences.Phrase` (an English
template with named slots) and writes it in English for the CLI and JSON. The window
renders the same phrase with each template translated (context ``DifferenceSentences``)
and the classes' translated titles. What fills a slot (a code point's name, a quoted
piece of text) is never translated; it is isolated (FSI ... PDI) so that a name such as
``U+064A ARABIC LETTER YEH`` keeps its order inside a Persian sentence.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.differences import Phrase, render

from ..i18n import translate
from .class_titles import class_titles

__all__ = ["TEMPLATES", "difference_sentence"]

# core.differences.sentences.TEMPLATES, listed for pyside6-lupdate (a test keeps them equal).
TEMPLATES = (
    QT_TRANSLATE_NOOP("DifferenceSentences", "{a} in A, {b} in B"),
    QT_TRANSLATE_NOOP("DifferenceSentences", "{title}: {sides}"),
    QT_TRANSLATE_NOOP("DifferenceSentences", "{title} [{tags}]: {sides}"),
    QT_TRANSLATE_NOOP("DifferenceSentences", "{title}: “{a}” in A, “{b}” in B"),
    QT_TRANSLATE_NOOP("DifferenceSentences", "{title}: “{moved}” is in A's title and B's body"),
    QT_TRANSLATE_NOOP("DifferenceSentences", "{title}: “{moved}” is in A's body and B's title"),
    QT_TRANSLATE_NOOP("DifferenceSentences", "nothing"),
    QT_TRANSLATE_NOOP("DifferenceSentences", "“{shown}” ({count} code points)"),
)
_FSI, _PDI = "\u2068", "\u2069"


def _template(text: str) -> str:
    return translate("DifferenceSentences", text)


def _isolated(phrase: Phrase) -> Phrase:
    args = {name: f"{_FSI}{value}{_PDI}" if isinstance(value, str) else _isolated(value)
            for name, value in phrase.args.items()}
    return Phrase(phrase.template, args, phrase.classes)


def difference_sentence(phrase: Phrase | None, english: str = "", *, for_display: bool = True) -> str:
    """The explanation in the UI's language (``english`` when there is no phrase).

    ``for_display`` isolates the filled-in parts; copy to the clipboard without it.
    """
    if phrase is None:
        return english
    return render(_isolated(phrase) if for_display else phrase, translate=_template, titles=class_titles)
