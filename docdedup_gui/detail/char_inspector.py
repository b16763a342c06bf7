"""``CharInspector``: the character at the cursor, as :func:`core.display.char_info` describes it."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from core.display.char_info import CharInfo

from ..i18n import translate
from ..widgets.wrap_room import WrappedLabel

__all__ = ["HEADINGS", "CharInspector"]

HEADINGS = {  # in the order core.display.char_info.CharInfo.rows gives them
    "code_point": QT_TRANSLATE_NOOP("CharInspector", "Code point"),
    "name": QT_TRANSLATE_NOOP("CharInspector", "Name"),
    "script": QT_TRANSLATE_NOOP("CharInspector", "Script"),
    "block": QT_TRANSLATE_NOOP("CharInspector", "Block"),
    "category": QT_TRANSLATE_NOOP("CharInspector", "General category"),
    "bidi_class": QT_TRANSLATE_NOOP("CharInspector", "Bidi class"),
    "age": QT_TRANSLATE_NOOP("CharInspector", "Age (Unicode version)"),
    "numeric": QT_TRANSLATE_NOOP("CharInspector", "Numeric value"),
    "decomposition": QT_TRANSLATE_NOOP("CharInspector", "Decomposition"),
    "looks_like": QT_TRANSLATE_NOOP("CharInspector", "Looks like (UTS #39)"),
    "utf8": QT_TRANSLATE_NOOP("CharInspector", "UTF-8"),
    "utf8_roles": QT_TRANSLATE_NOOP("CharInspector", "UTF-8 bytes"),
    "canonical_bytes": QT_TRANSLATE_NOOP("CharInspector", "Canonical bytes"),
    "json_escape": QT_TRANSLATE_NOOP("CharInspector", "JSON escape"),
}
_MONO_KEYS = ("code_point", "utf8", "utf8_roles", "canonical_bytes", "decomposition", "json_escape")


class CharInspector(QWidget):
    """A form of one character's properties (objectName ``charInspector``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("charInspector")
        self._layout = QFormLayout(self)
        # The hint is a sentence in the UI's language: the interface's proportional font,
        # never the monospace of the code point it stands in for.
        self.hint = WrappedLabel(translate("CharInspector", "Place the cursor in a field."), self)
        self.hint.setObjectName("charInspectorHint")
        self._layout.addRow(self.hint)
        self._values: dict[str, QLabel] = {}
        for key, heading in HEADINGS.items():
            value = WrappedLabel()
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setObjectName(f"charInspector_{key}")
            # Long names (and the hint below) wrap rather than widen the pane beside the hex dump.
            if key in _MONO_KEYS:
                value.setFont(_mono())
            self._layout.addRow(translate("CharInspector", heading), value)
            self._values[key] = value
        self.clear()

    def show_info(self, info: CharInfo) -> None:
        """Show every row of ``info``; rows it lacks are hidden."""
        rows = dict(info.rows())
        self._layout.setRowVisible(self.hint, False)
        for key, label in self._values.items():
            label.setText(rows.get(key, ""))
            self._layout.setRowVisible(label, key in rows)

    def clear(self) -> None:
        for label in self._values.values():
            label.setText("")
            self._layout.setRowVisible(label, False)
        self._layout.setRowVisible(self.hint, True)

    def values(self) -> dict[str, str]:
        """What is shown now, by row key (for tests and for copying)."""
        return {key: label.text() for key, label in self._values.items() if label.text()}


def _mono():
    from ..widgets.hex_view import HexDumpView
    return HexDumpView._mono_font()
