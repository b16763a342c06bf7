"""Messages with a count, in the plural form the count needs ("1 difference", "2 differences").

Each is written ``self.tr(text, "", n)`` inside :class:`Plurals` because that is the one
form ``pyside6-lupdate`` files as a plural (numerus) message; ``translate(ctx, text,
None, n)`` is filed as an ordinary message and English would show "1 difference(s)".
The English forms live in ``docdedup_en.ts`` (``pyside6-lupdate -pluralonly``), the
Persian one in ``docdedup_fa.ts``, where ``%Ln`` writes the count in Persian digits.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

__all__ = ["Plurals", "differences", "members", "records"]


class Plurals(QObject):
    """The plural messages (translation context ``Plurals``)."""

    def differences(self, n: int) -> str:
        return self.tr("%n difference(s)", "", n)

    def members(self, n: int) -> str:
        return self.tr("%n member(s)", "", n)

    def records(self, n: int) -> str:
        return self.tr("%n record(s)", "", n)


_plurals: Plurals | None = None


def _instance() -> Plurals:
    global _plurals
    if _plurals is None:
        _plurals = Plurals()
    return _plurals


def differences(n: int) -> str:
    """``"1 difference"``, ``"3 differences"`` in the UI's language."""
    return _instance().differences(n)


def members(n: int) -> str:
    """``"1 member"``, ``"2 members"`` in the UI's language."""
    return _instance().members(n)


def records(n: int) -> str:
    """``"1 record"``, ``"2 records"`` in the UI's language."""
    return _instance().records(n)
