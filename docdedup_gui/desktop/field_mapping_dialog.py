"""The Open dialog's question for a file in another schema: which key each field is read from.

The choices are seeded by :func:`core.input.mapping_offer.offer` (what was chosen for this
file before, else the usual keys) and turned into a mapping by
:func:`core.input.mapping_offer.mapping_of`, which also says what is wrong; this module only
draws them. ``chosen(path)`` carries the file as it is to be read: a
:class:`~core.input.field_mapping.MappedFile`, or the plain path (*Open as it is*).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from core.errors import shown_name
from core.input.field_mapping import FieldMapping, MappedFile
from core.input.limits import Limits
from core.input.mapping_offer import GIVEN_ONLY, KEY, VALUE, Choice, Columns, mapping_of, offer
from core.records import FIELDS
from docdedup_gui.i18n import left_to_right, translate
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.widgets.wrap_room import WrappedLabel, width_in_characters

__all__ = ["FieldMappingDialog"]

class _FieldRow(QWidget):
    """One field: a key of the file, or (language, title) one value for every record."""

    def __init__(self, field: str, keys: list[str], choice: Choice) -> None:
        super().__init__()
        self.field = field
        self.setObjectName(f"mapping_{field}")
        self.keys = QComboBox(objectName=f"mappingKey_{field}")
        if choice.how == KEY and not choice.text:
            placeholder = (translate("FieldMappingDialog", "choose a column") if isinstance(keys, Columns)
                           else translate("FieldMappingDialog", "choose a key"))
            self.keys.addItem(placeholder, (KEY, ""))
        for key in keys:
            self.keys.addItem(key, (KEY, key))
        if choice.how == KEY and choice.text and choice.text not in keys:  # remembered, not in this record
            self.keys.addItem(choice.text, (KEY, choice.text))
        if field in GIVEN_ONLY:
            self.keys.addItem(translate("FieldMappingDialog", "one value for every record:"), (VALUE, ""))
        self.value = QLineEdit(objectName=f"mappingValue_{field}")
        self.value.setPlaceholderText("'fa', 'en-US', 'zh-Hant'" if field == "language" else "")  # as written
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.keys, 1)
        layout.addWidget(self.value, 1)
        self.keys.currentIndexChanged.connect(self._shown)
        wanted = (VALUE, "") if choice.how == VALUE else (KEY, choice.text)
        # findData cannot compare Python tuples: look for the wanted one by hand.
        found = [index for index in range(self.keys.count()) if self.keys.itemData(index) == wanted]
        self.keys.setCurrentIndex(found[0] if found else 0)
        if choice.how == VALUE:
            self.value.setText(choice.text)
        self._shown()

    def _shown(self) -> None:
        self.value.setVisible(self.keys.currentData()[0] == VALUE)

    def choice(self) -> Choice:
        how, key = self.keys.currentData()
        text = self.value.text().strip()
        if self.field == "language":  # typed as the placeholder shows it: a tag has no quotes
            text = text.strip("'\"")
        return Choice(VALUE, text) if how == VALUE else Choice(KEY, key)


class FieldMappingDialog(QDialog):
    """Asks how the records of ``path`` are read; ``chosen(path)`` when it is said."""

    chosen = Signal(object)  # a str that may carry how it is read (a Qt string would drop that)

    def __init__(self, parent, path: str, keys: list[str], limits: Limits,
                 remembered: FieldMapping | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fieldMappingDialog")
        width_in_characters(self, 72)  # the sentence on a few lines, at any zoom
        self.setWindowTitle(translate("FieldMappingDialog", "Other field names"))
        self.path, self.limits = path, limits
        intro = translate(
            "FieldMappingDialog", "The first record of {file} has the keys {keys}, not the five fields "
            "doc_id, source_ref, language, title, body. Choose the key each field is read from, or one "
            "value for every record. The window then shows the mapped records, and every output says so.")
        if isinstance(keys, Columns):
            intro = translate(
                "FieldMappingDialog", "The Parquet file {file} has the columns {keys}, not the five fields "
                "doc_id, source_ref, language, title, body. Choose the column each field is read from, or "
                "one value for every record. The window then shows the mapped records, and every output "
                "says so.")
        self.intro = WrappedLabel(intro.format(file=left_to_right(shown_name(Path(path).name)),
                                               keys=left_to_right(", ".join(keys))))
        form = QFormLayout()
        choices = offer(keys, remembered)
        self.rows = {field: _FieldRow(field, keys, choices[field]) for field in FIELDS}
        for field, row in self.rows.items():
            form.addRow(left_to_right(field), row)
        self.problem = WrappedLabel(objectName="mappingProblem")
        self.problem.setStyleSheet("color: palette(highlight);")
        self.problem.hide()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.map_button = buttons.addButton(translate("FieldMappingDialog", "Open mapped"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.as_is_button = buttons.addButton(translate("FieldMappingDialog", "Open as it is"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.map_button.setDefault(True)
        self.map_button.clicked.connect(self._map)
        self.as_is_button.clicked.connect(self._as_is)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)

    def choices(self) -> dict[str, Choice]:
        return {field: row.choice() for field, row in self.rows.items()}

    def _map(self) -> None:
        made = mapping_of(self.choices(), self.limits)
        if isinstance(made, str):  # said beside the choices, which stay open to be corrected
            self.problem.setText(problem_message(made))
            self.problem.show()
            return
        self.done(QDialog.DialogCode.Accepted)
        self.chosen.emit(MappedFile(self.path, made) if made.fields or made.values else self.path)

    def _as_is(self) -> None:
        self.done(QDialog.DialogCode.Accepted)
        self.chosen.emit(self.path)
