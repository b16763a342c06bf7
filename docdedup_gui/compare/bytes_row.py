"""The row of a comparison's two hex dumps: side by side, or one above the other.

Side by side, A's dump stands under A's text, in two equal halves. At a projector's zoom
(200 % on 1440x900) a half holds 4 bytes a row even in the dumps' compact form (8 bytes
in 30 digits of a 24 pt font are ~600 px, a half ~490): a UTF-8 sequence of a Persian
word then breaks across rows, and a class reads the bytes four at a time. So when a half
would show fewer than 8 bytes a row, the dumps go one above the other, A on top, each
the row's whole width, each with half its height; when the row is wide enough again
(the zoom went down, a dock closed), they go back side by side. The choice depends on
the row's own width only, never on where the dumps are: it cannot flip back and forth.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QBoxLayout, QWidget

from ..widgets.hex_view import HexDumpView

__all__ = ["EIGHT", "BytesRow", "side_row"]

EIGHT = 8  # bytes a row each dump shows at least before they go one above the other


class BytesRow(QWidget):
    """``first`` and ``second`` (hex dumps) side by side, or stacked when a half is too narrow."""

    def __init__(self, first: HexDumpView, second: HexDumpView, name: str) -> None:
        super().__init__(objectName=name)
        self._views = (first, second)
        self._box = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.addWidget(first, 1)
        self._box.addWidget(second, 1)
        self._soon = QTimer(self, singleShot=True, interval=0)
        self._soon.timeout.connect(self.arrange)
        for view in self._views:  # zoomed: the dumps' digits change size, the row's width does not
            view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FontChange:
            self._soon.start()
        return False

    def stacked(self) -> bool:
        """Whether the dumps are one above the other."""
        return self._box.direction() == QBoxLayout.Direction.TopToBottom

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.arrange()

    def arrange(self) -> None:
        """Side by side when each half holds 8 bytes a row, else one above the other."""
        half = (self.width() - self._box.spacing()) // 2
        stack = min(view.form_for(half).width for view in self._views) < EIGHT
        wanted = QBoxLayout.Direction.TopToBottom if stack else QBoxLayout.Direction.LeftToRight
        if self._box.direction() != wanted:
            self._box.setDirection(wanted)
            self.updateGeometry()


def side_row(first: QWidget, second: QWidget, name: str) -> QWidget:
    """``first`` and ``second`` side by side in two equal halves."""
    row = QWidget(objectName=name)
    box = QBoxLayout(QBoxLayout.Direction.LeftToRight, row)
    box.setContentsMargins(0, 0, 0, 0)
    box.addWidget(first, 1)
    box.addWidget(second, 1)
    return row
