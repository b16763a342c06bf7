"""Where the panes sit: the group tree and its filter on the left, details on the right.

Only construction and layout live here; what the panes show comes from their own
modules (the tree's rows from :mod:`docdedup_gui.tree.group_tree_model`).
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QLineEdit,
    QScrollArea,
    QSplitter,
    QStyledItemDelegate,
    QTabWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from core.display.group_table import COLUMN
from docdedup_gui import resources
from docdedup_gui.i18n import translate
from docdedup_gui.tree.group_tree_model import RIGHT_TO_LEFT_ROLE

__all__ = ["LeftToRightDelegate", "OwnDirectionDelegate", "layout", "make_filter_edit", "make_group_tree",
           "scrollable", "splitter", "stacked"]

FIT_ROWS = 50  # rows measured to fit a column: a sample is enough, and it is cheap under load


class LeftToRightDelegate(QStyledItemDelegate):
    """Lays its cells out left to right whatever the UI's direction.

    A hex digest is not text in the interface's language: in a right-to-left (Persian)
    paragraph, the "…" that ends a short digest would be drawn in front of it.
    """

    def initStyleOption(self, option, index) -> None:
        super().initStyleOption(option, index)
        option.direction = Qt.LayoutDirection.LeftToRight


class OwnDirectionDelegate(QStyledItemDelegate):
    """Lays each cell out in its text's own direction (a Persian title right to left, even
    in the English interface), as the model's ``direction_role`` says."""

    def __init__(self, direction_role: int, parent=None) -> None:
        super().__init__(parent)
        self._role = direction_role

    def initStyleOption(self, option, index) -> None:
        super().initStyleOption(option, index)
        right_to_left = index.data(self._role)
        option.direction = Qt.LayoutDirection.RightToLeft if right_to_left else Qt.LayoutDirection.LeftToRight
        option.displayAlignment = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter


def make_filter_edit(parent: QWidget) -> QLineEdit:
    """The filter box above the tree."""
    edit = QLineEdit(parent)
    edit.setObjectName("groupFilter")
    edit.setClearButtonEnabled(True)
    edit.setPlaceholderText(
        translate("MainWindow", "Filter: doc_id, source_ref, digest prefix or text (Ctrl+F)"))
    edit.addAction(resources.icon("filter"), QLineEdit.ActionPosition.LeadingPosition)
    return edit


def focus_filter(edit: QLineEdit) -> None:
    """Edit > Filter groups (Ctrl+F): the filter box focused, its text selected to type over."""
    edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
    edit.selectAll()


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
    # The Characters badges right after the title: at 1440x900 the tree shows three or four
    # columns, and what a record hides is worth more there than where it came from.
    tree.header().moveSection(tree.header().visualIndex(COLUMN["chars"]), COLUMN["title"] + 1)
    if tree.isRightToLeft():  # in a left-to-right interface the digest is laid out so already
        tree.setItemDelegateForColumn(COLUMN["digest"], LeftToRightDelegate(tree))
        # A doc_id too: left to right, its icons first, cut short at its end ("en-2024-…").
        tree.setItemDelegateForColumn(COLUMN["representative"], LeftToRightDelegate(tree))
    tree.setItemDelegateForColumn(COLUMN["title"], OwnDirectionDelegate(RIGHT_TO_LEFT_ROLE, tree))
    # Scrolled to the top, the tree shows the groups above the model's window; the row
    # at the top stays where it was, so scrolling on reveals them.
    # Queued: the scroll bar moves while the view lays out rows just inserted.
    tree.verticalScrollBar().valueChanged.connect(
        lambda value: QTimer.singleShot(0, tree, lambda: _reveal_rows_above(tree, value)))
    return tree


def _reveal_rows_above(tree: QTreeView, value: int) -> None:
    """At the top of the tree, show the groups above the model's window (see ``GroupTreeModel``)."""
    model = tree.model()
    if value != tree.verticalScrollBar().minimum() or not model.rows_before():
        return
    top = QPersistentModelIndex(tree.indexAt(tree.viewport().rect().topLeft()))
    model.fetch_before()
    if top.isValid():
        tree.scrollTo(QModelIndex(top), QAbstractItemView.ScrollHint.PositionAtTop)


def layout(window, left, detail, compare, neighbours, problems, message_bar):
    """The window's panes: ``left`` beside the detail/compare tabs, neighbours/problems below.

    Returns the right tabs, the bottom tabs and the central widget (the message bar above
    the splitters, found later by their names, ``mainSplitter`` and ``rightSplitter``).
    """
    # Both pages scroll rather than grow: the side-by-side view may be wider than the window
    # allows, and the detail pane's boxes, fitted to their text, taller (a page's minimum
    # size would otherwise raise the window's: Qt resizes the window, a full repaint).
    right_tabs = _tabs(window, (scrollable(detail), translate("MainWindow", "Detail")),
                       (scrollable(compare), translate("MainWindow", "Compare")))
    bottom_tabs = _tabs(window, (neighbours, translate("MainWindow", "Neighbours")),
                        (problems, translate("MainWindow", "Problems")))
    right = splitter(Qt.Orientation.Vertical, "rightSplitter", right_tabs, bottom_tabs, (3, 1))
    main = splitter(Qt.Orientation.Horizontal, "mainSplitter", left, right, (2, 3))
    return right_tabs, bottom_tabs, stacked(message_bar, main, margins=(4, 4, 4, 0))


def _tabs(parent: QWidget, *pages: tuple[QWidget, str]) -> QTabWidget:
    tabs = QTabWidget(parent)
    for page, title in pages:
        tabs.addTab(page, title)
    return tabs


def stacked(*widgets: QWidget, margins: tuple[int, int, int, int] = (0, 0, 0, 0)) -> QWidget:
    """``widgets`` one above the other, the last one taking the spare height."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(*margins)
    for widget in widgets:
        layout.addWidget(widget, 1 if widget is widgets[-1] else 0)  # the others keep their own height
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
