"""The marks review mode puts in the group tree's first column: one symbol per decision.

A group row shows its decision; the member rows of a group decided ``keep`` show the
kept member starred and the others crossed. The icons are painted once.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from core.review import ReviewDesk

__all__ = ["TreeMarks"]

_MARKS = {
    "keep": ("✓", "#2e7d32"),
    "keep-all": ("≡", "#1565c0"),
    "same-normalize-upstream": ("≈", "#00796b"),
    "distinct": ("≠", "#616161"),
    "unsure": ("?", "#ef6c00"),
    "conflict": ("!", "#c62828"),
    "keeper": ("★", "#f9a825"),
    "dropped": ("✗", "#9e9e9e"),
}


def _mark_icon(symbol: str, color: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    font = QFont()
    font.setPixelSize(14)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(color))
    painter.drawText(pixmap.rect(), int(Qt.AlignmentFlag.AlignCenter), symbol)
    painter.end()
    return QIcon(pixmap)


class TreeMarks:
    """The icons, and which one a row gets."""

    def __init__(self) -> None:
        self._icons = {name: _mark_icon(*mark) for name, mark in _MARKS.items()}

    def of(self, desk: ReviewDesk, group: int, position: int | None) -> QIcon | None:
        """The mark of a group row (``position`` None) or of its member at ``position``."""
        walk = desk.walk
        if walk is None:
            return None
        line = next((line for item in walk.items_at(group) if (line := walk.line(item)) is not None), None)
        if line is None:
            return None
        if position is None:
            return self._icons.get(line.decision)
        if line.decision != "keep":
            return None
        subjects = desk.review.subjects
        kept = subjects.records[subjects.groups[group].members[position]].doc_id == line.keeper
        return self._icons["keeper" if kept else "dropped"]
