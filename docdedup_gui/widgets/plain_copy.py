"""What a text view copies and pastes: only the real text, byte for byte.

A view that shows marks for reading (isolates, markers) overrides
``createMimeDataFromSelection`` to copy the real text instead. The mime data is the
one Qt's own implementation made, trimmed to plain text: mime data made in Python and
handed to the clipboard was freed twice when the clipboard let go of it at exit.

The text goes in and comes out as UTF-8 bytes, not through ``QMimeData.setText`` and
``text()``: a string crossing into Qt loses a leading U+FEFF (taken for a byte order
mark), and ``text()`` drops one decoding the clipboard's bytes. A body that starts with a
BOM is copied and pasted with its BOM.

A copy action (a menu's Copy, Copy digest) goes through :func:`copy_text`, never
``QClipboard.setText``: its mime data is made by Qt (an item model's), for the same reason.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QMimeData, QStringListModel
from PySide6.QtGui import QGuiApplication

__all__ = ["PLAIN", "copy_text", "only_text", "text_of"]

PLAIN = "text/plain"


def only_text(mime: QMimeData, text: str) -> QMimeData:
    """``mime`` holding ``text`` as plain text and nothing else (no HTML of the marks)."""
    mime.text()  # a text view's mime data fills itself in when first read: now, so it stays ours
    for kind in mime.formats():
        if kind != PLAIN:
            mime.removeFormat(kind)
    mime.setData(PLAIN, QByteArray(text.encode("utf-8", "surrogatepass")))
    return mime


def text_of(mime: QMimeData) -> str:
    """The plain text of ``mime`` exactly (a leading BOM kept); Qt's reading if it is not UTF-8."""
    if mime.hasFormat(PLAIN):
        try:
            return bytes(mime.data(PLAIN)).decode("utf-8")
        except UnicodeDecodeError:
            pass
    return mime.text()


def copy_text(text: str) -> None:
    """Put exactly ``text`` on the clipboard (a leading BOM, U+2029, noncharacters kept)."""
    model = QStringListModel([""])  # Qt makes the mime data, so Qt alone frees it
    mime = model.mimeData([model.index(0)])
    QGuiApplication.clipboard().setMimeData(only_text(mime, text))
