"""Review mode's small questions: the decisions file, a note, the reviewer's name, a yes or no.

Each is window-modal and opened with ``open()`` (never ``exec()``): the event loop goes
on, and the answer comes back by signal.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from core.review import remember_reviewer
from docdedup_gui.i18n import translate
from docdedup_gui.review.review_texts import cheat_sheet, keys_label

__all__ = ["ReviewDialogs"]


class ReviewDialogs:
    """The dialogs of ``mode`` (a :class:`~docdedup_gui.review.review_mode.ReviewMode`)."""

    def __init__(self, mode) -> None:
        self.mode = mode
        self.confirmation: QMessageBox | None = None
        self.note_dialog: QInputDialog | None = None

    def choose_decisions_file(self) -> None:
        """File > Decisions file...: where decisions are kept from now on."""
        mode = self.mode
        session = mode.window.session
        start = str(mode.desk.path_for(session.path)) if session.path else ""
        path, _ = QFileDialog.getSaveFileName(
            mode.window, translate("ReviewMode", "Decisions file"), start,
            translate("ReviewMode", "Decisions (*.jsonl);;All files (*)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            mode.use_decisions_file(path)

    def show_keys(self) -> None:
        """Review > Review keys (?): the dock, and every key in the message line."""
        self.mode.dock.show()
        self.mode.window.message_bar.show_message(
            "   ".join(f"{keys_label(keys)}: {meaning}" for keys, meaning in cheat_sheet()), error=False)

    def ask_note(self) -> None:
        """A note on the current subject, typed in a small dialog (Enter saves it)."""
        dialog = self.note_dialog = QInputDialog(self.mode.window)
        dialog.setWindowTitle(translate("ReviewMode", "Note"))
        dialog.setLabelText(translate("ReviewMode", "Why this decision? (saved with it)"))
        dialog.textValueSelected.connect(lambda text: self.mode.do("note", note=text))
        dialog.open()

    def ask_reviewer(self) -> None:
        dialog = QInputDialog(self.mode.window)
        dialog.setWindowTitle(translate("ReviewMode", "Reviewer"))
        dialog.setLabelText(translate("ReviewMode", "Your name, written on every decision you make:"))
        dialog.setTextValue(self.mode.desk.reviewer)
        dialog.textValueSelected.connect(self._set_reviewer)
        dialog.open()

    def _set_reviewer(self, name: str) -> None:
        name = name.strip()
        if not name:
            return
        desk = self.mode.desk
        desk.reviewer = name
        if desk.review is not None:
            desk.review.reviewer = name
        try:
            remember_reviewer(name)
        except OSError as error:
            text = translate("ReviewMode", "Your name is used now but could not be remembered: {error}")
            self.mode.window.message_bar.show_message(text.format(error=error), error=True)

    def confirm(self, question: str, yes, no) -> None:
        """Ask ``question`` (already in the interface's language); ``yes()`` or ``no()`` follows."""
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel
        box = self.confirmation = QMessageBox(QMessageBox.Icon.Question, translate("ReviewMode", "Review"),
                                              question, buttons, self.mode.window)
        answered = []  # accepted and finished both come: answer once

        def answer(accepted: bool) -> None:
            if not answered:
                answered.append(accepted)
                (yes if accepted else no)()

        box.accepted.connect(lambda: answer(True))
        box.rejected.connect(lambda: answer(False))
        box.open()
