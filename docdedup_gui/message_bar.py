"""The line above the panes that shows errors and notices.

It is not a dialog on purpose: a modal box would stop automation and a person's
work alike, and an error that disappears with a dialog is a lost error.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from docdedup_gui import resources
from docdedup_gui.i18n import translate

__all__ = ["MessageBar"]

ERROR_COLOUR = "#c62828"  # readable red on light and dark palettes


class MessageBar(QFrame):
    """A line above the panes for errors and notices: visible, never modal, closable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel(self)
        self.label.setObjectName("messageText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(self._close_button())
        self.hide()

    def _close_button(self) -> QToolButton:
        close = QToolButton(self)
        close.setIcon(resources.icon("cancel"))
        close.setToolTip(translate("MainWindow", "Dismiss"))
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        return close

    def text(self) -> str:
        """The message a person sees now ("" once dismissed)."""
        return self.label.text() if self.isVisibleTo(self.parentWidget()) else ""

    def show_message(self, text: str, *, error: bool) -> None:
        """Show ``text``; errors are tinted red, notices with the palette's highlight."""
        self.label.setText(text)
        colour = ERROR_COLOUR if error else self.palette().color(QPalette.ColorRole.Highlight).name()
        self.setProperty("kind", "error" if error else "notice")
        self.setStyleSheet(f"QFrame#messageBar {{ border: 1px solid {colour}; border-radius: 3px; }}")
        self.show()
