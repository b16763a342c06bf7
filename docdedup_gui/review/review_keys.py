"""Review mode's keys where deciding is off: said, never handed to the tree's type-ahead.

With review mode on and the decisions read-only (another window records into the file, it is
being read again, no file is open), the deciding actions are disabled, and Qt then hands their
letters to the group tree, whose type-ahead moves the selection to another subject. This filter
takes them first and says why nothing was decided.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeySequence

from docdedup_gui.i18n import translate
from docdedup_gui.problems.problem_text import problem_message

__all__ = ["KeysWhereDecidingIsOff"]


class KeysWhereDecidingIsOff(QObject):
    """Installed on the group tree by review mode (``mode``: a :class:`~.review_mode.ReviewMode`)."""

    def __init__(self, mode, tree) -> None:
        super().__init__(tree)
        self.mode = mode
        self._keys = {shortcut.toString(QKeySequence.SequenceFormat.PortableText)
                      for action in mode.actions.deciding for shortcut in action.shortcuts()}
        tree.installEventFilter(self)

    def eventFilter(self, _watched, event) -> bool:
        if event.type() != QEvent.Type.KeyPress or not self.mode.active:
            return False
        controller = self.mode.controller
        if controller.keys_enabled:
            return False
        pressed = QKeySequence(event.keyCombination()).toString(QKeySequence.SequenceFormat.PortableText)
        if pressed not in self._keys:
            return False
        review = self.mode.desk.review
        if review is None:
            text = problem_message("no file is open")
        else:
            text = translate("ReviewMode", "Decisions are read-only here: {reason}").format(
                reason=problem_message(review.read_only_reason or "closed"))
        self.mode.window.message_bar.show_message(text, error=False)
        return True
