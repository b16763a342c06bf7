"""The stepper's keys: Back and Next by the arrow pointing the way each button stands (the
buttons are mirrored in a right-to-left interface, and so are the arrows), Page Up and Page
Down; Home and End the first and last step. They work anywhere in the stepper's window (its
sides are read only: their arrows have no cursor to move), and the buttons' tooltips say them
as the keyboard labels them, in the interface's language.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from core.playground.steps import STEP_NAMES

from ..i18n import translate

__all__ = ["StepKeys", "keys_text", "step_keys"]


def step_keys(right_to_left: bool) -> dict[str, list[QKeySequence]]:
    """The keys of each move (``back``, ``next``, ``first``, ``last``)."""
    before, after = Qt.Key.Key_Left, Qt.Key.Key_Right
    if right_to_left:
        before, after = after, before
    return {
        "back": [QKeySequence(before), QKeySequence(Qt.Key.Key_PageUp)],
        "next": [QKeySequence(after), QKeySequence(Qt.Key.Key_PageDown)],
        "first": [QKeySequence(Qt.Key.Key_Home)],
        "last": [QKeySequence(Qt.Key.Key_End)],
    }


def keys_text(keys: list[QKeySequence]) -> str:
    """The keys as the keyboard labels them, in the interface's language (Qt names them)."""
    names = [key.toString(QKeySequence.SequenceFormat.NativeText) for key in keys]
    if len(names) == 1:
        return names[0]
    return translate("Stepper", "{one} or {other}").format(one=names[0], other=names[1])


class StepKeys(QObject):
    """The four moves of ``stepper`` as window-wide shortcuts (``actions``), said in the
    tooltips of its Back and Next buttons; mirrored again when the interface's direction changes."""

    def __init__(self, stepper) -> None:
        super().__init__(stepper)
        self.stepper = stepper
        moves = {"back": lambda: stepper.go(stepper.number - 1),
                 "next": lambda: stepper.go(stepper.number + 1),
                 "first": lambda: stepper.go(0),
                 "last": lambda: stepper.go(len(STEP_NAMES) - 1)}
        self.actions: dict[str, QAction] = {}
        for name, move in moves.items():
            action = QAction(stepper)
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(move)
            stepper.addAction(action)
            self.actions[name] = action
        self.show()
        stepper.installEventFilter(self)

    def show(self) -> None:
        keys = step_keys(self.stepper.isRightToLeft())
        for name, action in self.actions.items():
            action.setShortcuts(keys[name])
        said = {name: keys_text(keys[name]) for name in keys}
        back = translate("Stepper", "The step before ({keys}); the first step: {first}")
        self.stepper.backButton.setToolTip(back.format(keys=said["back"], first=said["first"]))
        after = translate("Stepper", "The next step ({keys}); the last step: {last}")
        self.stepper.nextButton.setToolTip(after.format(keys=said["next"], last=said["last"]))

    def eventFilter(self, watched, event) -> bool:
        if watched is self.stepper and event.type() == QEvent.Type.LayoutDirectionChange:
            self.show()
        return False
