"""Translations: install them first, then translate every user-visible string.

Order matters. Qt looks a string up when ``translate()`` is called, so a module that
translates at import time (a module-level constant, a class attribute) gets English if
it is imported before :func:`install_translator`. The application therefore does::

    app = QApplication(sys.argv)
    install_translator(app)          # before importing any window or dialog module
    from docdedup_gui.main_window import MainWindow

Call :func:`translate` (or its alias :func:`tr`) with a context and the English text.
Write ``translate(...)`` in code: ``pyside6-lupdate`` recognises that name, while it
reads a two-argument ``tr(a, b)`` as (text, comment) and files it under no context.
How to update and rebuild the ``.ts``/``.qm`` files: ``resources/translations/README.md``.
"""

from __future__ import annotations

import os

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

from resources import resource_path

__all__ = ["MENU_TEXTS", "count_text", "install_translator", "installed_language", "left_to_right", "tr",
           "translate"]

LANGUAGE_VARIABLE = "DOCDEDUP_LANG"
"""Environment variable that overrides the system's UI language, e.g. ``DOCDEDUP_LANG=fa``."""

# Qt itself asks for this string in the QGuiApplication context when a translator is
# installed; the Persian file answers "RTL", so the whole interface mirrors.
_LAYOUT_DIRECTION = QT_TRANSLATE_NOOP("QGuiApplication", "QT_LAYOUT_DIRECTION")

MENU_TEXTS = {
    "file": QT_TRANSLATE_NOOP("MainWindow", "&File"),
    "open": QT_TRANSLATE_NOOP("MainWindow", "&Open..."),
    "open_recent": QT_TRANSLATE_NOOP("MainWindow", "Open Recen&t"),
    "reload": QT_TRANSLATE_NOOP("MainWindow", "&Reload"),
    "export": QT_TRANSLATE_NOOP("MainWindow", "&Export groups..."),
    "quit": QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
    "view": QT_TRANSLATE_NOOP("MainWindow", "&View"),
    "duplicates_only": QT_TRANSLATE_NOOP("MainWindow", "&Duplicates only"),
    "show_invisibles": QT_TRANSLATE_NOOP("MainWindow", "Show &invisible characters"),
    "limits_profile": QT_TRANSLATE_NOOP("MainWindow", "&Limits profile"),
    "simulate_collisions": QT_TRANSLATE_NOOP("MainWindow", "&Simulate digest collisions"),
    "help": QT_TRANSLATE_NOOP("MainWindow", "&Help"),
    "contract": QT_TRANSLATE_NOOP("MainWindow", "The &contract"),
    "verify": QT_TRANSLATE_NOOP("MainWindow", "&Verify the contract"),
    "about": QT_TRANSLATE_NOOP("MainWindow", "&About"),
}
"""The menu's English source texts (context ``MainWindow``), as the ``.ts`` file knows them.

Each has a mnemonic (``&File``: Alt+F opens the menu, even with the filter box focused);
the Persian texts keep the same Latin letter, as "(&F)" after the word, the usual form
for scripts whose keyboard has no such letter.

Show one with ``translate("MainWindow", MENU_TEXTS["open"])``; use these keys rather
than retyping the text, or the Persian translation will not be found.
"""

# PySide keeps a C++ translator alive only while Python holds a reference to it.
_installed: list[QTranslator] = []
_ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
_language: str | None = None


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the installed language (``text`` itself when there is no translation).

    ``n`` selects a plural form for a text containing ``%n``.
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


tr = translate


def count_text(number: int) -> str:
    """A count said in a sentence ("45 bytes", "record 2"), in the interface's digits.

    The one rule for digits in the window: a count in prose takes the interface's digits and
    separators (Persian digits in the Persian interface, so "۴۵ بایت" wherever a length is
    said; "4,096" and "۴٬۰۹۶", as the core's English sentences group them). What is data
    keeps its ASCII form in every language: code points (U+0633), byte values and offsets in
    hex, digests, doc_ids, paths; those are never passed here.
    """
    return QLocale().toString(number)


def left_to_right(text: object) -> str:
    """``text`` (a path, a location, an id) as left-to-right text inside an isolate (LRI ... PDI).

    In a Persian sentence a bare ``/tmp/bad.jsonl:2:1`` is laid out right to left and shows
    as ``tmp/bad.jsonl:2:1/``; isolated, it reads as written in either language.
    """
    return f"\u2066{text}\u2069"


def _requested_locale(language: str | None) -> QLocale:
    chosen = language or os.environ.get(LANGUAGE_VARIABLE)
    return QLocale(chosen) if chosen else QLocale.system()


def _load(locale: QLocale, name: str, directory: str) -> QTranslator | None:
    translator = QTranslator()
    if translator.load(locale, name, "_", directory):
        return translator
    return None


def install_translator(app: QCoreApplication, *, language: str | None = None) -> str | None:
    """Install DocDedup's translation (and Qt's own, for standard dialogs) on ``app``.

    ``language`` is a tag such as ``"fa"``; without it ``$DOCDEDUP_LANG`` or the
    system's UI languages decide. Returns the language installed, or ``None`` when
    there is no translation for it (English is the source language and needs none).
    Calling it again replaces the previous translation. ``QLocale()`` then formats
    numbers in that language (English when there is no translation), and English
    gets its plural forms from ``docdedup_en.qm``.
    """
    global _language
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    _language = None
    locale = _requested_locale(language)
    ours = _load(locale, "docdedup", str(resource_path("translations")))
    if ours is None or _is_english(ours):
        # English is the source language; its file only holds the plural forms
        # ("%n difference(s)" -> "1 difference", "2 differences").
        _install(app, _load(_ENGLISH, "docdedup", str(resource_path("translations"))))
        QLocale.setDefault(_ENGLISH)
        return None
    qt_own = _load(locale, "qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    _install(app, qt_own)
    _install(app, ours)
    # Numbers follow the interface's language (Persian digits in the Persian UI), not
    # the system's: QLocale() and Qt's %Ln read this default.
    QLocale.setDefault(locale)
    _language = ours.language()
    return _language


def _is_english(translator: QTranslator) -> bool:
    return translator.language().split("_")[0].split("-")[0] == "en"


def _install(app: QCoreApplication, translator: QTranslator | None) -> None:
    if translator is not None:
        app.installTranslator(translator)
        _installed.append(translator)


def installed_language() -> str | None:
    """The language :func:`install_translator` installed, or ``None`` (English)."""
    return _language
