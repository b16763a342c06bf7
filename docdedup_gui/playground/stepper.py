"""``StepperWindow``: the contract one step at a time on a record or a pair.

Back and Next walk through :func:`core.playground.steps.contract_steps` (by key too: see
:mod:`.stepper_keys`); each side is
a read-only text with what the step changes marked in colour (escapes, lead and
continuation bytes, differing digits, the first differing byte). "Simulate digest
collisions" puts every record in one bucket, and the last step shows the byte that
splits it. A copy takes the real text (see :meth:`core.playground.steps.Shown.copy`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMimeData, Qt, Signal
from PySide6.QtGui import QColor, QTextCharFormat, QTextCursor, QTextOption
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QTextEdit,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from core.contract import canonical_bytes
from core.playground.steps import STEP_NAMES, Shown, Step, StepWords, contract_step
from core.records import Record

from ..i18n import count_text, left_to_right, translate
from ..slides import steps_button
from ..widgets.exact_text import ExactTextEdit
from ..widgets.field_view import text_font
from ..widgets.plain_copy import only_text
from ..widgets.wrap_room import WrappedLabel
from .stepper_keys import StepKeys

__all__ = ["MARK_COLOURS", "StepperWindow"]

MARK_COLOURS = {
    "content": QColor("#d1fae5"), "provenance": QColor("#e5e7eb"), "added": QColor("#bfdbfe"),
    "escape": QColor("#fdba74"), "multibyte": QColor("#ede9fe"), "lead": QColor("#fde68a"),
    "continuation": QColor("#fecaca"), "digest": QColor("#f3f4f6"), "differs": QColor("#fca5a5"),
}


def step_titles() -> dict[str, str]:
    return {
        "record": translate("Stepper", "The record"),
        "array": translate("Stepper", "The array"),
        "json": translate("Stepper", "Compact JSON"),
        "utf8": translate("Stepper", "UTF-8 bytes"),
        "sha256": translate("Stepper", "SHA-256"),
        "bucket": translate("Stepper", "The bucket"),
        "equality": translate("Stepper", "Byte equality"),
    }


def step_words() -> StepWords:
    """The words of the steps' sides in the interface's language, numbers in its digits."""
    return StepWords(
        bucket=translate("Stepper", "bucket"),
        more_bytes=translate("Stepper", "\u2026 +{count} more bytes"),
        compared_alone=translate("Stepper", "{doc_id} is compared byte by byte with each group already "
                                 "in its bucket."),
        all_equal=translate("Stepper", "all {count} bytes equal: the same group"),
        byte_at=translate("Stepper", "byte {offset}:"),
        end=translate("Stepper", "(end)"),
        lead_bits=translate("Stepper", "lead byte {byte} = {bits}: {marker} says {count} bytes in all; "
                            "the character's bits in it are {payload}"),
        continuation_bits=translate("Stepper", "continuation byte {byte} = {bits}: 10 marks a continuation; "
                                    "the bits in it are {payload}"),
        arithmetic=translate("Stepper", "{code_point}: the bits {parts} joined give {binary} in binary = "
                             "{hex} in hex"),
        number=count_text,
    )


def caption_text(step: Step, collisions: bool) -> str:
    """What the step does, in the interface's language."""
    if step.name == "bucket" and collisions:
        return translate("Stepper", "Simulated collisions: every digest is 64 zeros, so every record is in "
                         "one bucket. The digest only proposes; the bytes decide.")
    if step.name == "equality" and step.first_difference is not None:
        found = step.verdict
        classes = ", ".join(found.classes) if found is not None else ""
        offset = count_text(step.first_difference)
        if collisions:
            return translate("Stepper", "The first differing byte, at offset {offset}, splits the bucket: "
                             "two groups ({classes}).").format(offset=offset, classes=classes)
        return translate("Stepper", "The first differing byte, at offset {offset}, decides: two groups "
                         "({classes}).").format(offset=offset, classes=classes)
    return {
        "record": translate("Stepper", "A record: doc_id and source_ref are provenance (kept, never "
                            "compared); language, title and body are its content."),
        "array": translate("Stepper", "The array [contract, language, title, body]: the contract's name "
                           "comes first, provenance is left out, title and body stay two items."),
        "json": translate("Stepper", "Compact JSON: no spaces; only quotes, backslashes and control "
                          "characters are escaped (marked), every other character is written as itself."),
        "utf8": translate("Stepper", "UTF-8 bytes: ASCII takes one byte; a character in brackets takes "
                          "more: its lead byte (yellow: 110xxxxx, 1110xxxx or 11110xxx says how many "
                          "follow) and its continuation bytes (red: 10xxxxxx)."),
        "sha256": translate("Stepper", "SHA-256 of the bytes: 64 hex digits. One changed byte changes "
                            "about half of them (the digits that differ are marked)."),
        "bucket": translate("Stepper", "The digest picks a bucket: records in the same bucket are "
                            "candidates, compared byte by byte."),
        "equality": translate("Stepper", "Every byte is equal: one group."),
    }[step.name]


class _SideView(ExactTextEdit):
    """One side of a step: its text left to right, marks as backgrounds, the bits of a byte
    on hover, copies the real text. The text goes through the TextMap like every box's, so
    a U+2029 in a record is a badge on its line, not a line break."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setFont(text_font(12))
        self.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        option = self.document().defaultTextOption()
        option.setTextDirection(Qt.LayoutDirection.LeftToRight)
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        self.document().setDefaultTextOption(option)
        self.shown = Shown()

    def show_text(self, shown: Shown) -> None:
        self.shown = shown
        self.set_text(shown.text)
        text_map = self.text_map()
        selections = []
        for mark in shown.marks:
            selection = QTextEdit.ExtraSelection()
            cursor = QTextCursor(self.document())
            cursor.setPosition(text_map.to_qt(mark.start))
            cursor.setPosition(text_map.to_qt(mark.end), QTextCursor.MoveMode.KeepAnchor)
            selection.cursor = cursor
            selection.format = QTextCharFormat()
            selection.format.setBackground(MARK_COLOURS.get(mark.kind, QColor("#fef08a")))
            if mark.kind == "provenance":
                selection.format.setFontStrikeOut(True)
            selections.append(selection)
        self.setExtraSelections(selections)

    def tooltip_at(self, index: int) -> str:
        """What hovering the shown character ``index`` says (a byte's bits), or ``""``."""
        return next((mark.tooltip for mark in self.shown.marks
                     if mark.tooltip and mark.start <= index < mark.end and mark.kind != "multibyte"),
                    next((mark.tooltip for mark in self.shown.marks
                          if mark.tooltip and mark.start <= index < mark.end), ""))

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            point = self.viewport().mapFrom(self, event.pos())
            said = self.tooltip_at(self.text_map().to_field(self.cursorForPosition(point).position()))
            if said:
                QToolTip.showText(event.globalPos(), said, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def createMimeDataFromSelection(self) -> QMimeData:
        cursor = self.textCursor()
        first, last = self.text_map().field_range(cursor.selectionStart(), cursor.selectionEnd())
        return only_text(QPlainTextEdit.createMimeDataFromSelection(self), self.shown.copy(first, last))


class StepperWindow(QWidget):
    """Step through the contract (objectName ``stepper``) on one record or a pair."""

    step_shown = Signal(str)  # the step's name

    def __init__(self, records: list[Record], parent: QWidget | None = None) -> None:
        super().__init__(parent, objectName="stepper")
        self.setWindowFlag(Qt.WindowType.Window)
        self.setWindowTitle(translate("Stepper", "Step through the contract"))
        self.records = list(records[:2])
        self.number = 0
        self.titleLabel = QLabel(self, objectName="stepTitle")
        # A font, not a style sheet: a style sheet's point size would not follow the zoom.
        title = self.titleLabel.font()
        title.setBold(True)
        title.setPointSizeF(title.pointSizeF() * 1.5)
        self.titleLabel.setFont(title)
        self.captionLabel = WrappedLabel(parent=self, objectName="stepCaption")
        self.collisionsBox = QCheckBox(translate("Stepper", "Simulate digest collisions"), self)
        self.backButton = QPushButton(translate("Stepper", "\u2190 Back"), self)
        self.nextButton = QPushButton(translate("Stepper", "Next \u2192"), self)
        self.sideLabels = [QLabel(self) for _ in self.records]
        self.sideViews = [_SideView(self) for _ in self.records]
        self._lay_out()
        self.backButton.clicked.connect(lambda: self.go(self.number - 1))
        self.nextButton.clicked.connect(lambda: self.go(self.number + 1))
        self.keys = StepKeys(self)  # Back, Next, the first and the last step by key
        self.collisionsBox.toggled.connect(lambda _on: self.go(self.number))
        self.resize(1100, 700)
        self.go(0)

    def _lay_out(self) -> None:
        buttons = QHBoxLayout()
        buttons.addWidget(self.backButton)
        buttons.addWidget(self.nextButton)
        buttons.addStretch(1)
        buttons.addWidget(self.collisionsBox)
        buttons.addWidget(steps_button(self))  # this step or every step, as pictures
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.titleLabel)
        layout.addWidget(self.captionLabel)
        for label, view in zip(self.sideLabels, self.sideViews, strict=True):
            layout.addWidget(label)
            layout.addWidget(view, 1)

    def go(self, number: int) -> None:
        """Show step ``number`` (0-based, kept within the steps)."""
        self.number = min(max(number, 0), len(STEP_NAMES) - 1)
        step = contract_step(self.records, self.number, collisions=self.collisionsBox.isChecked(),
                             words=step_words())
        self.titleLabel.setText(translate("Stepper", "Step {number} of {total}: {title}").format(
            number=count_text(self.number + 1), total=count_text(len(STEP_NAMES)),
            title=step_titles()[step.name]))
        self.captionLabel.setText(caption_text(step, self.collisionsBox.isChecked()))
        for record, label, view, shown in zip(self.records, self.sideLabels, self.sideViews, step.sides,
                                              strict=True):
            length = len(canonical_bytes(record.language, record.title, record.body))
            label.setText(translate("Stepper", "{doc_id}: {length} canonical bytes").format(
                doc_id=left_to_right(record.doc_id), length=count_text(length)))
            view.show_text(shown)
        self.backButton.setEnabled(self.number > 0)
        self.nextButton.setEnabled(self.number < len(STEP_NAMES) - 1)
        self.step_shown.emit(step.name)
