"""The compare view's list of differences: its columns' widths and its wrapped explanations."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyle, QTreeView

from core.display.compare import COLUMNS, DifferenceRow

from ..widgets.wrapped_text import wrap_column

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
    view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
    # Row heights follow the explanation's wrapped lines, which change with its width. A new
    # comparison alone resizes no column (see widen_difference_columns): the view's own
    # layout after the reset measures the rows at the widths they are shown at.
    wrap_column(view, COLUMNS.index("sentence"))


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
