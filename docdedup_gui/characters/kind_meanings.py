# ruff: noqa: E501  (the core's sentences, one a line: easier to compare than split)
"""What each census kind means, in the interface's language (the Characters pane's tooltips,
the group tree's badges).

The core writes each meaning in English (:data:`core.census.kinds.KINDS`, which
``docdedup chars`` prints); they are listed here for ``pyside6-lupdate`` (context
``CensusKinds``) and a test keeps the list equal to the core's.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.census.kinds import KINDS

from ..i18n import translate

__all__ = ["MEANINGS", "kind_meaning"]

MEANINGS = (
    QT_TRANSLATE_NOOP("CensusKinds", "bidi override, embedding, isolate or mark: the displayed order may differ from the stored order (Trojan Source, CVE-2021-42574)"),
    QT_TRANSLATE_NOOP("CensusKinds", "tag character U+E0000..U+E007F: text hidden from readers"),
    QT_TRANSLATE_NOOP("CensusKinds", "a letter of another script inside a word (UTS #39 mixed script)"),
    QT_TRANSLATE_NOOP("CensusKinds", "invisible: zero width space, joiners, word joiner, soft hyphen, ..."),
    QT_TRANSLATE_NOOP("CensusKinds", "U+FEFF ZERO WIDTH NO-BREAK SPACE (byte order mark)"),
    QT_TRANSLATE_NOOP("CensusKinds", "a C0 or C1 control character other than TAB, LF and CR"),
    QT_TRANSLATE_NOOP("CensusKinds", "a line ending other than LF: CR, NEL, LS or PS"),
    QT_TRANSLATE_NOOP("CensusKinds", "a space other than U+0020: NBSP, narrow or wide spaces"),
    QT_TRANSLATE_NOOP("CensusKinds", "a variation selector"),
    QT_TRANSLATE_NOOP("CensusKinds", "a presentation form, fullwidth or halfwidth form, ligature or styled letter"),
    QT_TRANSLATE_NOOP("CensusKinds", "a character that NFC would change: decomposed, out of order or a singleton"),
    QT_TRANSLATE_NOOP("CensusKinds", "U+0640 ARABIC TATWEEL (kashida)"),
    QT_TRANSLATE_NOOP("CensusKinds", "a private-use code point"),
    QT_TRANSLATE_NOOP("CensusKinds", "a code point Unicode has not assigned"),
    QT_TRANSLATE_NOOP("CensusKinds", "a noncharacter code point"),
    QT_TRANSLATE_NOOP("CensusKinds", "Arabic yeh or alef maksura in a Persian record (Persian writes U+06CC)"),
    QT_TRANSLATE_NOOP("CensusKinds", "Arabic kaf in a Persian record (Persian writes U+06A9)"),
    QT_TRANSLATE_NOOP("CensusKinds", "a digit foreign to the record's language, or a number mixing digit systems"),
)

_ENGLISH = dict(KINDS)


def kind_meaning(kind: str) -> str:
    """What census kind ``kind`` means, in the interface's language."""
    return translate("CensusKinds", _ENGLISH[kind])
