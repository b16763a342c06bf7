"""The compare view's list of differences: its columns' widths and its wrapped explanations."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QStyle, QStyledItemDelegate, QTreeView

from core.display.compare import COLUMNS, DifferenceRow

__all__ = ["fit_difference_columns", "widen_difference_columns"]


def fit_difference_columns(view: QTreeView) -> None:
    """Class and field fit their content; A and B get a fixed share; the explanation takes the
    rest and wraps onto more lines instead of being cut off."""
    header = view.header()
    header.setStretchLastSection(True)
    for column, key in enumerate(COLUMNS):
        if key in ("a", "b"):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, view.fontMetrics().horizontalAdvance("U+0000 ") * 3)
        elif key != "sentence":  # as wide as their widest text so far: see widen_difference_columns
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(column, header.sectionSizeHint(column))
    view.setWordWrap(True)
    view.setUniformRowHeights(False)
    view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
    view.setItemDelegateForColumn(COLUMNS.index("sentence"), _WrappedTextDelegate(view))
    # Row heights follow the explanation's wrapped lines, which change with its width. The
    # layout runs again once the header has settled: measured any earlier, a row kept the
    # height of one line (seen in the Persian interface). One pending layout at a time. A new
    # comparison alone resizes no column (see widen_difference_columns): the view's own
    # layout after the reset measures the rows at the widths they are shown at.
    settled = QTimer(view, singleShot=True, interval=0)
    settled.timeout.connect(view.doItemsLayout)
    header.sectionResized.connect(lambda *_args: settled.start())


def widen_difference_columns(view: QTreeView, rows: list[DifferenceRow]) -> None:
    """Class and field as wide as their widest text shown so far, never narrower: fitted to each
    comparison's rows, they changed width pair after pair in review mode, and each change laid
    the list out and repainted it again (a header resize, a timer and a layout a decision).
    Measured from the texts (the view's own measure lays the list out at once: 1.3 ms)."""
    header, metrics = view.header(), view.fontMetrics()
    margins = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1) + 2
    for column, key in enumerate(COLUMNS):
        if key in ("classes", "field"):
            texts = {row.cell(key) for row in rows}
            wanted = max(max(metrics.horizontalAdvance(text) for text in texts) + margins,
                         header.sectionSizeHint(column))
            if wanted > header.sectionSize(column):
                header.resizeSection(column, wanted)


class _WrappedTextDelegate(QStyledItemDelegate):
    """Asks for the height its text needs wrapped at the column's width.

    A tree view measures a row before it knows how wide the column is, so the
    default size hint is one line and a long explanation was cut off.
    """

    def sizeHint(self, option, index) -> QSize:
        hint = super().sizeHint(option, index)
        view = self.parent()
        width = view.header().sectionSize(index.column()) - 8  # the cell's margins
        text = index.data() or ""
        if width <= 0 or not text:
            return hint
        bounds = option.fontMetrics.boundingRect(QRect(0, 0, width, 100_000),
                                                 int(Qt.TextFlag.TextWordWrap), text)
        return QSize(hint.width(), max(hint.height(), bounds.height() + 6))
