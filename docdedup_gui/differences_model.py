"""``DifferencesModel``: the rows of :func:`core.display.difference_rows` as a table."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from core.display.compare import COLUMNS, DifferenceRow

from .class_titles import class_titles
from .difference_text import difference_sentence
from .i18n import translate

__all__ = ["HEADINGS", "ROW_ROLE", "DifferencesModel"]

HEADINGS = {
    "classes": QT_TRANSLATE_NOOP("DifferencesModel", "Class"),
    "field": QT_TRANSLATE_NOOP("DifferencesModel", "Field"),
    "a": QT_TRANSLATE_NOOP("DifferencesModel", "A"),
    "b": QT_TRANSLATE_NOOP("DifferencesModel", "B"),
    "sentence": QT_TRANSLATE_NOOP("DifferencesModel", "Explanation"),
}
ROW_ROLE = Qt.ItemDataRole.UserRole + 1  # the DifferenceRow itself

Index = QModelIndex | QPersistentModelIndex


class DifferencesModel(QAbstractTableModel):
    """One row per difference: class, field, code points on each side, the sentence."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[DifferenceRow] = []

    def set_rows(self, rows: list[DifferenceRow]) -> None:
        """Replace every row: a new comparison changes all of them, so a reset is right."""
        if not rows and not self._rows:
            return  # empty stays empty: a reset would lay the list out again for nothing
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def row_at(self, row: int) -> DifferenceRow:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(COLUMNS)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole):
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            # The Class column shows the stable identifiers, as the CLI and JSON write them;
            # the explanation is in the UI's language.
            column = COLUMNS[index.column()]
            return difference_sentence(row.phrase, row.sentence) if column == "sentence" else row.cell(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            lines = [class_titles(row.classes), difference_sentence(row.phrase, row.sentence), row.tooltip()]
            return "\n".join(line for line in lines if line)
        if role == ROW_ROLE:
            return row
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal and 0 <= section < len(COLUMNS):
            return translate("DifferencesModel", HEADINGS[COLUMNS[section]])
        if orientation == Qt.Orientation.Vertical:
            return str(section + 1)
        return None
