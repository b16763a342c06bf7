"""The history table in the review dock: the last decisions, newest first; Enter goes back to one.

A thin model over :func:`core.review.history.history_rows`; read again when a decision is
saved (a couple of hundred rows) and only while the dock is shown.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTableView, QWidget

from core.review.history import HISTORY_ROWS, HistoryRow, history_rows
from docdedup_gui.i18n import left_to_right, translate
from docdedup_gui.panes import LeftToRightDelegate
from docdedup_gui.review.review_texts import decision_name
from docdedup_gui.widgets.plain_tooltip import plain_tooltip

__all__ = ["HistoryModel", "HistoryTable"]

MEASURED_ROWS = 12  # the newest rows, measured for the columns' widths after each decision


def _headers() -> list[str]:
    return [translate("ReviewHistory", "doc_id"), translate("ReviewHistory", "decision"),
            translate("ReviewHistory", "keeper"), translate("ReviewHistory", "reviewer"),
            translate("ReviewHistory", "time"), translate("ReviewHistory", "note")]


class HistoryModel(QAbstractTableModel):
    """The rows of :func:`history_rows`."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[HistoryRow] = []
        self._headers = _headers()
        self._shown: tuple[list | None, int] = (None, 0)  # the lines the rows were made from, and how many

    def show_lines(self, lines: list) -> int:
        """The newest of ``lines``, newest first; returns how many rows are new at the top.

        A review's lines only grow between two readings of its file: the lines a decision added
        go in at the top (a reset would lay every row out again after each decision)."""
        before, count = self._shown
        self._shown = (lines, len(lines))
        if lines is not before or len(lines) < count:
            self.beginResetModel()
            self.rows = history_rows(lines)
            self.endResetModel()
            return len(self.rows)
        added = history_rows(lines[count:])
        if added:
            self.beginInsertRows(QModelIndex(), 0, len(added) - 1)
            self.rows[:0] = added
            self.endInsertRows()
        if len(self.rows) > HISTORY_ROWS:
            self.beginRemoveRows(QModelIndex(), HISTORY_ROWS, len(self.rows) - 1)
            del self.rows[HISTORY_ROWS:]
            self.endRemoveRows()
        return len(added)

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._headers)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return None
        if role == Qt.ItemDataRole.ToolTipRole:  # a note or a doc_id may hold "<b>": shown as written
            shown = self.data(index, Qt.ItemDataRole.DisplayRole)
            return plain_tooltip(shown) if shown else shown
        row = self.rows[index.row()]
        column = index.column()
        if column == 0:
            text = left_to_right(row.doc_id)  # doc_ids read left to right in a Persian table too
            return text if row.kind == "group" else translate("ReviewHistory", "{doc_id} (cluster)").format(
                doc_id=text)
        if column == 1:
            return decision_name(row.decision)
        if column == 2:
            return left_to_right(row.keeper) if row.keeper else ""
        return (row.reviewer, row.at, row.note)[column - 3]


class HistoryTable(QTableView):
    """The table; Enter or a double-click on a row calls ``go_to(line)``."""

    def __init__(self, go_to, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewHistory")
        self.setAccessibleName(translate("ReviewHistory", "Decision history"))
        self.history = HistoryModel(self)
        self._header_widths: list[int] | None = None
        self.setModel(self.history)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().hide()
        # Interactive, not ResizeToContents: measuring 200 rows after every decision costs a frame.
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.horizontalHeader().setStretchLastSection(True)
        self.setMinimumHeight(120)
        self.activated.connect(lambda index: go_to(self.history.rows[index.row()].line))
        if self.isRightToLeft():  # doc_ids are cut short at their end, not their start, in Persian too
            for column in (0, 2):
                self.setItemDelegateForColumn(column, LeftToRightDelegate(self))

    def show_lines(self, lines) -> None:
        """Show the newest of ``lines`` and widen the columns to what the new rows hold."""
        self.fit_columns(self.history.show_lines(lines))

    def fit_columns(self, new: int = MEASURED_ROWS) -> None:
        """Each column but the note (which takes the rest) as wide as its header and the ``new``
        rows at the top (at most :data:`MEASURED_ROWS`), never narrower than it is: a width the
        editor chose stays. Measured from the texts: the view's own measure (``sizeHintForColumn``)
        asked the model for every row kept, 120 ms after each decision at 100,000 records."""
        model, metrics = self.history, self.fontMetrics()
        margins = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1) + 2
        rows = range(min(model.rowCount(), new, MEASURED_ROWS))
        if self._header_widths is None:  # the headers never change: measured once
            header = self.horizontalHeader()
            self._header_widths = [header.sectionSizeHint(column) for column in range(model.columnCount())]
        for column in range(model.columnCount() - 1):
            texts = [model.data(model.index(row, column)) or "" for row in rows]
            wanted = max([self._header_widths[column], *(metrics.horizontalAdvance(text) + margins
                                                         for text in texts)])
            if wanted > self.columnWidth(column):
                self.setColumnWidth(column, wanted)
