"""A tooltip that shows its text as written: a doc_id, a path or a quoted value may hold ``<b>``
or ``<img ...>``, which Qt would take for markup in a tooltip that looks like rich text."""

from __future__ import annotations

from PySide6.QtGui import Qt

__all__ = ["plain_tooltip"]


def plain_tooltip(text: str) -> str:
    """``text`` as a tooltip shows it character for character (escaped when Qt would read it as
    rich text; as it is otherwise, so it wraps and reads as before)."""
    if not Qt.mightBeRichText(text):
        return text
    return Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
