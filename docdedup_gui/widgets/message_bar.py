"""The line above the panes that shows errors and notices.

It is not a dialog on purpose: a modal box would stop automation and a person's
work alike, and an error that disappears with a dialog is a lost error.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QAction, QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPushButton, QToolButton, QWidget

from docdedup_gui import resources
from docdedup_gui.i18n import translate
from docdedup_gui.widgets.safe_paint import guarded_paint
from docdedup_gui.widgets.wrap_room import WrappedLabel

__all__ = ["MessageBar"]

ERROR_COLOUR = "#c62828"  # readable red on light and dark palettes


class MessageBar(QFrame):
    """A line above the panes for errors and notices: visible, never modal, closable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        # Its border painted, not set by a style sheet: a widget with a style sheet keeps its
        # font when its window's grows, and the message stayed small at a projector's zoom.
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._colour = QColor(ERROR_COLOUR)
        self.label = WrappedLabel(parent=self)  # a Persian line's last letters inside
        self.label.setObjectName("messageText")
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # doc_ids and paths are data, never markup
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        # What to do about the message, when there is something (save decisions elsewhere, ...).
        self.offer = QPushButton(self, objectName="messageOffer")
        self.offer.clicked.connect(self._take_offer)
        self.offer.hide()
        self._offered: QAction | None = None
        layout.addWidget(self.offer)
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

    def show_message(self, text: str, *, error: bool, offer: QAction | None = None) -> None:
        """Show ``text``; errors are tinted red, notices with the palette's highlight.

        ``offer``: an action a button beside the text triggers (its text and shortcut are
        the action's); none by default, so any later message takes an earlier offer away.
        """
        self.label.setText(text)
        self._offered = offer
        self.offer.setVisible(offer is not None)
        if offer is not None:
            self._show_offer(offer)
        self._colour = QColor(ERROR_COLOUR) if error else self.palette().color(QPalette.ColorRole.Highlight)
        self.setProperty("kind", "error" if error else "notice")
        self.update()
        self.show()

    def add_offer(self, offer: QAction) -> bool:
        """Attach ``offer`` to the message shown now (False: none is shown)."""
        if not self.text():
            return False
        self._offered = offer
        self._show_offer(offer)
        self.offer.show()
        return True

    def _show_offer(self, offer: QAction) -> None:
        self.offer.setText(offer.text())
        self.offer.setAccessibleName(offer.text().replace("&", ""))
        self.offer.setToolTip(offer.shortcut().toString())

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        with guarded_paint(self, self, translate("Paint", "the message's border")) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self._colour, 1))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3)

    def _take_offer(self) -> None:
        offered, self._offered = self._offered, None
        self.hide()
        if offered is not None:
            offered.trigger()
