"""The bidi safety banner: above a record's fields (and in Compare) when what is shown is
not in the order it is stored, with the stored (logical) order one click away."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QPlainTextEdit, QToolButton, QVBoxLayout, QWidget

from core.census.bidi import logical_order, reordering_characters

from ..i18n import left_to_right, translate
from .safe_paint import guarded_paint
from .wrap_room import WrappedLabel

__all__ = ["BANNER_COLOUR", "BidiBanner"]

BANNER_COLOUR = "#dc2626"  # the bidi marker's colour (field_markers.MARKER_COLOURS["bidi-control"])
_NAMED = 3  # characters the banner names before "and N more"


class BidiBanner(QFrame):
    """Hidden unless the texts shown hold an override, embedding, isolate or tag character."""

    def __init__(self, name: str = "bidiBanner", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        # Its border painted, not set by a style sheet: a widget with a style sheet keeps its
        # font when its window's grows, and the banner stayed small at a projector's zoom.
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.label = WrappedLabel(objectName=f"{name}Text")
        self.logicalButton = QToolButton(objectName=f"{name}Logical", checkable=True)
        self.logicalButton.setText(translate("BidiBanner", "Show stored order"))
        self.logicalButton.setToolTip(translate(
            "BidiBanner", "Every character in the order it is stored, left to right, each control "
            "as its label"))
        self.logicalView = QPlainTextEdit(objectName=f"{name}LogicalView", readOnly=True)
        self.logicalView.setAccessibleName(translate("BidiBanner", "Stored order"))
        self.logicalView.setMaximumHeight(self.fontMetrics().height() * 6)
        self.logicalView.hide()
        row = QHBoxLayout()
        row.addWidget(self.label, 1)
        row.addWidget(self.logicalButton)
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 4, 4, 4)
        box.addLayout(row)
        box.addWidget(self.logicalView)
        self.logicalButton.toggled.connect(self.logicalView.setVisible)
        self.hide()

    def show_texts(self, parts: list[tuple[str, str]], *, where: str = "") -> bool:
        """Show the banner when the texts of ``parts`` ((heading, text), ...) hold such a
        character; ``where`` names the side in Compare ("A", "B", "A and B"). Returns
        whether it is shown."""
        found = reordering_characters(*(text for _, text in parts))
        if not found:
            self.logicalButton.setChecked(False)
            self.hide()
            return False
        named = ", ".join(found[:_NAMED])
        if len(found) > _NAMED:
            named += translate("BidiBanner", " and {count} more").format(count=len(found) - _NAMED)
        if where:
            sentence = translate("BidiBanner", "\u26a0 In {where}, the displayed order differs from the "
                                 "stored order: what a person reads may differ more than the differences "
                                 "listed ({characters}).")
        else:
            sentence = translate("BidiBanner", "\u26a0 The displayed order differs from the stored order: "
                                 "this record holds {characters}.")
        self.label.setText(sentence.format(where=where, characters=left_to_right(named)))
        self.logicalView.setPlainText("\n".join(f"{heading}: {logical_order(text)}"
                                                for heading, text in parts))
        self.show()
        return True

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        with guarded_paint(self, self, translate("Paint", "the banner's border")) as painter:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(BANNER_COLOUR), 2))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 3, 3)

    def text(self) -> str:
        """What the banner says now ("" when hidden)."""
        return self.label.text() if not self.isHidden() else ""
