"""``DifferencesModel``: the rows of :func:`core.display.difference_rows` as a table."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from core.display.compare import COLUMNS, DifferenceRow

from ..i18n import translate
from .class_titles import class_titles
from .difference_text import difference_sentence

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
# Roles as plain ints, looked up once: the view asks a dozen roles per cell it measures or paints.
_DISPLAY, _TOOLTIP, _ROW = int(Qt.ItemDataRole.DisplayRole), int(Qt.ItemDataRole.ToolTipRole), int(ROW_ROLE)
_ANSWERED = frozenset({_DISPLAY, _TOOLTIP, _ROW})
_HORIZONTAL, _VERTICAL = Qt.Orientation.Horizontal, Qt.Orientation.Vertical


class DifferencesModel(QAbstractTableModel):
    """One row per difference: class, field, code points on each side, the sentence."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._rows: list[DifferenceRow] = []
        self._texts: list[tuple[str, ...]] = []  # each row's cells, made once: the list asks for them often
        self._headings = [translate("DifferencesModel", HEADINGS[column]) for column in COLUMNS]

    def set_rows(self, rows: list[DifferenceRow]) -> None:
        """Replace every row: a new comparison changes all of them, so a reset is right."""
        if not rows and not self._rows:
            return  # empty stays empty: a reset would lay the list out again for nothing
        self.beginResetModel()
        self._rows = list(rows)
        # The Class column shows the stable identifiers, as the CLI and JSON write them;
        # the explanation is in the UI's language.
        self._texts = [tuple(difference_sentence(row.phrase, row.sentence) if column == "sentence"
                             else row.cell(column) for column in COLUMNS) for row in self._rows]
        self.endResetModel()

    def row_at(self, row: int) -> DifferenceRow:
        return self._rows[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(COLUMNS)

    def multiData(self, index: Index, roleDataSpan) -> None:
        # A delegate's roles for one cell in one call from C++, not one data() call each.
        if not index.isValid():
            return
        for role_data in roleDataSpan:
            if role_data.role() in _ANSWERED:
                role_data.setData(self.data(index, role_data.role()))

    def data(self, index: Index, role: int = _DISPLAY):
        if role not in _ANSWERED or not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        if role == _DISPLAY:
            return self._texts[index.row()][index.column()]
        row = self._rows[index.row()]
        if role == _TOOLTIP:
            lines = [class_titles(row.classes), difference_sentence(row.phrase, row.sentence), row.tooltip()]
            return "\n".join(line for line in lines if line)
        return row  # ROW_ROLE

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole):
        if role != _DISPLAY:
            return None
        if orientation == _HORIZONTAL and 0 <= section < len(COLUMNS):
            return self._headings[section]
        if orientation == _VERTICAL:
            return str(section + 1)
        return None
