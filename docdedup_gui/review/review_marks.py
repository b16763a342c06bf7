"""The marks review mode puts in the group tree's first column: one symbol per decision.

A group row shows its decision; the member rows of a group decided ``keep`` show the
kept member starred and the others crossed. The icons are painted once.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPixmap

from core.review.marks import member_mark, row_marks

__all__ = ["ICON_SIZE", "TreeMarks", "keep_marks_column_wide", "legend", "widen_marks_column"]

ICON_SIZE = QSize(32, 16)  # room for a group's mark and its cluster's side by side

_MARKS = {
    "keep": ("✓", "#2e7d32"),
    "keep-all": ("≡", "#1565c0"),
    "same-normalize-upstream": ("≈", "#00796b"),
    "distinct": ("≠", "#616161"),
    "unsure": ("?", "#ef6c00"),
    "conflict": ("!", "#c62828"),
    "keeper": ("★", "#f9a825"),
    "dropped": ("✗", "#9e9e9e"),
    "stale": ("↺", "#6a1b9a"),
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


def legend() -> str:
    """``✓ keep   ≡ keep all   …   ★ kept   ✗ dropped``: every mark of the tree, its meaning translated."""
    from docdedup_gui.review.review_texts import mark_name  # translated when shown

    return "   ".join(f"{symbol} {mark_name(name)}" for name, (symbol, _colour) in _MARKS.items())


def widen_marks_column(tree) -> None:
    """The doc_id column wide enough for two marks and the doc_ids on screen (never narrower).

    Measured once, on entering review mode (the rows on screen only: FIT_ROWS), with room for
    the marks to come: measuring again after each decision would cost a repaint's worth."""
    wanted = tree.sizeHintForColumn(0) + ICON_SIZE.width() + tree.indentation()
    if wanted > tree.columnWidth(0):
        tree.setColumnWidth(0, wanted)


def keep_marks_column_wide(tree, active) -> None:
    """While ``active()`` (review mode), a group expanded widens the doc_id column for its member
    rows too (one level deeper, each with its mark), a turn later, once they are laid out."""
    def expanded(_index) -> None:
        if active():
            QTimer.singleShot(0, tree, lambda: widen_marks_column(tree))

    tree.expanded.connect(expanded)


class TreeMarks:
    """The icons, and which one a row gets (chosen by :mod:`core.review.marks`)."""

    def __init__(self) -> None:
        self._icons = {name: _mark_icon(*mark) for name, mark in _MARKS.items()}
        self._pairs: dict[tuple[str, ...], QIcon] = {}

    def of(self, walk, group: int, position: int | None) -> QIcon | None:
        """The mark of a group row (``position`` None) or of its member at ``position``."""
        if position is not None:
            name = member_mark(walk, group, position)
            return self._icons[name] if name is not None else None
        names = row_marks(walk, group)
        if not names:
            return None
        if len(names) == 1:
            return self._icons.get(names[0])
        if names not in self._pairs:  # a group and its cluster both decided: both marks, side by side
            self._pairs[names] = _paired_icon([self._icons[name] for name in names])
        return self._pairs[names]


def _paired_icon(icons: list[QIcon]) -> QIcon:
    pixmap = QPixmap(16 * len(icons), 16)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for number, icon in enumerate(icons):
        painter.drawPixmap(16 * number, 0, icon.pixmap(16, 16))
    painter.end()
    return QIcon(pixmap)
