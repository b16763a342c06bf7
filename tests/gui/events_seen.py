"""An event filter for tests: which objects received events of one kind, and how many."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

__all__ = ["EventsSeen"]


class EventsSeen(QObject):
    """Install it on an object (or the application): ``seen`` names each receiver of a ``kind``
    event, in order; ``count`` is how many there were."""

    def __init__(self, kind: QEvent.Type) -> None:
        super().__init__()
        self.kind = kind
        self.seen: list[str] = []

    @property
    def count(self) -> int:
        return len(self.seen)

    def eventFilter(self, watched, event) -> bool:
        if event.type() == self.kind:
            self.seen.append(watched.objectName() or type(watched).__name__)
        return False
