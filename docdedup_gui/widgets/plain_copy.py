"""What a text view copies: only the real text, in mime data Qt itself made.

A view that shows marks for reading (isolates, markers) overrides
``createMimeDataFromSelection`` to copy the real text instead. The mime data is the
one Qt's own implementation made, trimmed to plain text: mime data made in Python and
handed to the clipboard was freed twice when the clipboard let go of it at exit.
"""

from __future__ import annotations

from PySide6.QtCore import QMimeData

__all__ = ["only_text"]


def only_text(mime: QMimeData, text: str) -> QMimeData:
    """``mime`` holding ``text`` as plain text and nothing else (no HTML of the marks)."""
    mime.text()  # a text view's mime data fills itself in when first read: now, so it stays ours
    for kind in mime.formats():
        if kind != "text/plain":
            mime.removeFormat(kind)
    mime.setText(text)
    return mime
