"""Review > Decide the subjects shown by the keeper rule...: a bulk decision on a filtered set.

The dialog chooses (difference classes a cluster may have, exact groups and clusters, a
source_ref pattern); the controller previews in a worker, asks with how many and which, and
writes one step that one undo takes back (:mod:`core.review.bulk`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
)

from core.differences.classes import NOT_NEAR_IDENTICAL, TEXT_CLASSES
from core.review.bulk import BulkChoice
from docdedup_gui.compare.class_titles import class_title
from docdedup_gui.i18n import translate
from docdedup_gui.widgets.wrap_room import WrappedLabel

__all__ = ["SAFE_CLASSES", "BulkDialog"]

# Checked at first: differences no reader sees (line ends, spaces at a line's edge).
SAFE_CLASSES = ("line-ending", "edge-whitespace")
CLASS_ROLE = Qt.ItemDataRole.UserRole


class BulkDialog(QDialog):
    """What a bulk decision takes; :meth:`choice` once accepted."""

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.setObjectName("bulkDialog")
        self.setWindowTitle(translate("ReviewMode", "Decide the subjects shown"))
        layout = QVBoxLayout(self)
        layout.addWidget(WrappedLabel(translate(
            "ReviewMode", "Every undecided subject shown that is chosen here is decided by the keeper "
            "rule in force; you are asked first, and one undo takes it all back.")))
        self.groups = QCheckBox(translate("ReviewMode", "Exact groups (keep the suggested member)"))
        self.clusters = QCheckBox(translate(
            "ReviewMode", "Near-identical clusters (same document, keeping the suggested record)"))
        self.only = QCheckBox(translate("ReviewMode", "Only clusters that differ by nothing but:"))
        for box in (self.groups, self.clusters, self.only):
            box.setChecked(True)
        self.classes = QListWidget(objectName="bulkClasses")
        for name in TEXT_CLASSES:
            if name in NOT_NEAR_IDENTICAL:
                continue
            item = QListWidgetItem(class_title(name))
            item.setData(CLASS_ROLE, name)
            item.setCheckState(Qt.CheckState.Checked if name in SAFE_CLASSES else Qt.CheckState.Unchecked)
            self.classes.addItem(item)
        self.only.toggled.connect(self.classes.setEnabled)
        self.source = QLineEdit(objectName="bulkSource", placeholderText=translate(
            "ReviewMode", "source_ref pattern one of its records matches (optional)"))
        choices = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(choices.Ok | choices.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        for widget in (self.groups, self.clusters, self.only, self.classes, self.source, buttons):
            layout.addWidget(widget)

    def choice(self) -> BulkChoice:
        classes = None
        if self.only.isChecked():
            classes = frozenset(self.classes.item(row).data(CLASS_ROLE) for row in range(self.classes.count())
                                if self.classes.item(row).checkState() == Qt.CheckState.Checked)
        source = self.source.text().strip() or None
        return BulkChoice(classes=classes, groups=self.groups.isChecked(), clusters=self.clusters.isChecked(),
                          source=source)


def open_bulk_dialog(window, controller) -> BulkDialog:
    """Review > Decide the subjects shown by the keeper rule...: the dialog, then ``controller``."""
    dialog = BulkDialog(window)
    dialog.accepted.connect(lambda: controller.bulk_decide(dialog.choice()))
    dialog.open()
    return dialog
