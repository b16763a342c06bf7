"""A file or folder dropped on the window is opened as File > Open would open it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

__all__ = ["FileDrop", "install_file_drop"]


class FileDrop(QObject):
    """Watches ``window`` for drops; the first local path dropped goes to ``offer``."""

    def __init__(self, window: QWidget, offer: Callable[[str], None]) -> None:
        super().__init__(window)
        self._offer = offer
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.DragEnter and local_files(event.mimeData()):
            event.acceptProposedAction()
            return True
        if kind == QEvent.Type.Drop and (files := local_files(event.mimeData())):
            event.acceptProposedAction()
            self._offer(files[0])  # a folder is a corpus of text files
            return True
        return False


def local_files(mime) -> list[str]:
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]


def install_file_drop(window: QWidget, offer: Callable[[str], None]) -> FileDrop:
    return FileDrop(window, offer)
