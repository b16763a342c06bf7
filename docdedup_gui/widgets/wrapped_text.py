"""A tree view column whose text wraps onto as many lines as its width needs.

A tree view measures a row's height once, before it knows how wide its columns are:
the default size hint is one line, and a long sentence was cut off with an ellipsis
(the differences' explanations, Verify's "What it proves" at a projector's zoom).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QStyledItemDelegate, QTreeView

__all__ = ["WrappedTextDelegate", "wrap_column"]


class WrappedTextDelegate(QStyledItemDelegate):
    """Asks for the height its text needs wrapped at the column's width."""

    def sizeHint(self, option, index) -> QSize:
        hint = super().sizeHint(option, index)
        view = self.parent()
        width = view.header().sectionSize(index.column()) - 8  # the cell's margins
        text = index.data() or ""
        if width <= 0 or not text:
            return hint
        bounds = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000),
                                                 int(Qt.TextFlag.TextWordWrap), text)
        margin = max(hint.height() - option.fontMetrics.height(), 0)  # a one-line row's own
        return QSize(hint.width(), max(hint.height(), bounds.height() + margin))


def wrap_column(view: QTreeView, column: int, *, at_once: bool = False) -> None:
    """Wrap ``column``'s text; the rows are measured again whenever a column's width changes.

    The layout runs once the header has settled: measured any earlier, a row kept the
    height of one line (seen in the Persian interface). One pending layout at a time.
    ``at_once``: at each width change instead (a short list, never stale, not even for an
    event loop's turn).
    """
    view.setWordWrap(True)
    view.setUniformRowHeights(False)
    view.setItemDelegateForColumn(column, WrappedTextDelegate(view))
    if at_once:
        view.header().sectionResized.connect(lambda *_args: view.doItemsLayout())
        return
    settled = QTimer(view, singleShot=True, interval=0)
    settled.timeout.connect(view.doItemsLayout)
    view.header().sectionResized.connect(lambda *_args: settled.start())
