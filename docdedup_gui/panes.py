"""Where the panes sit: the group tree and its filter on the left, details on the right.

Only construction and layout live here; what the panes show comes from their own
modules (the tree's rows from :mod:`docdedup_gui.group_tree_model`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QStyledItemDelegate,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from core.group_table import COLUMN
from docdedup_gui import resources
from docdedup_gui.i18n import translate

__all__ = ["LeftToRightDelegate", "make_filter_edit", "make_group_tree", "scrollable", "splitter", "stacked"]

FIT_ROWS = 50  # rows measured to fit a column: a sample is enough, and it is cheap under load


class LeftToRightDelegate(QStyledItemDelegate):
    """Lays its cells out left to right whatever the UI's direction.

    A hex digest is not text in the interface's language: in a right-to-left (Persian)
    paragraph, the "…" that ends a short digest would be drawn in front of it.
    """

    def initStyleOption(self, option, index) -> None:
        super().initStyleOption(option, index)
        option.direction = Qt.LayoutDirection.LeftToRight


def make_filter_edit(parent: QWidget) -> QLineEdit:
    """The filter box above the tree."""
    edit = QLineEdit(parent)
    edit.setObjectName("groupFilter")
    edit.setClearButtonEnabled(True)
    edit.setPlaceholderText(
        translate("MainWindow", "Filter: doc_id, source_ref, digest prefix or text (Ctrl+F)"))
    edit.addAction(resources.icon("filter"), QLineEdit.ActionPosition.LeadingPosition)
    return edit


def make_group_tree(model, parent: QWidget) -> QTreeView:
    """``groupTree``: the view over :class:`GroupTreeModel`, sortable by any column."""
    tree = QTreeView(parent)
    tree.setObjectName("groupTree")
    tree.setAccessibleName("groupTree")
    tree.setAccessibleDescription(translate("MainWindow", "Exact-duplicate groups and their members"))
    tree.setUniformRowHeights(True)  # lets the view skip measuring a million rows
    tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
    tree.setAlternatingRowColors(True)
    tree.setModel(model)
    tree.setSortingEnabled(True)
    tree.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    tree.header().setStretchLastSection(False)
    tree.header().setResizeContentsPrecision(FIT_ROWS)
    tree.setItemDelegateForColumn(COLUMN["digest"], LeftToRightDelegate(tree))
    return tree


def stacked(*widgets: QWidget, margins: tuple[int, int, int, int] = (0, 0, 0, 0)) -> QWidget:
    """``widgets`` one above the other, the last one taking the spare height."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(*margins)
    for widget in widgets:
        layout.addWidget(widget)
    return box


def scrollable(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area: a side-by-side view may be wider than the
    window allows, and then it scrolls rather than crush the group tree."""
    area = QScrollArea()
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(widget)
    return area


def splitter(orientation, name: str, first: QWidget, second: QWidget, stretch: tuple[int, int]) -> QSplitter:
    """Two panes that never collapse; ``name`` is the key its state is saved under."""
    split = QSplitter(orientation)
    split.setObjectName(name)
    split.addWidget(first)
    split.addWidget(second)
    split.setStretchFactor(0, stretch[0])
    split.setStretchFactor(1, stretch[1])
    split.setChildrenCollapsible(False)
    return split
