"""A file the system asks the running application to open: macOS's Finder (*Open With*, a
double-click, a file dropped on the Dock icon) sends it as a ``QFileOpenEvent`` to the
application, not as a command-line argument. Linux and Windows pass the file on the command
line instead, which ``docdedup-gui FILE`` reads; there this filter simply never fires."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

__all__ = ["OpenRequests"]


class OpenRequests(QObject):
    """Installed on the application: each file-open request goes to ``open_file(path)``."""

    def __init__(self, app: QObject, open_file: Callable[[str], None]) -> None:
        super().__init__(app)
        self._open_file = open_file
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self._open_file(event.file())
            return True
        return super().eventFilter(watched, event)
