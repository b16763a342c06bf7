"""A folder dropped on the window (or chosen with File > Open folder...) is a corpus of text
files, as ``--text-files DIR --set language=TAG`` reads it: this asks the language of its
files (the one given before for this folder first), the one thing the files cannot say.
``chosen(folder)`` carries a :class:`~core.input.text_folder.TextFolder`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLineEdit, QVBoxLayout

from core.errors import shown_name
from core.input.limits import Limits
from core.input.text_folder import TextFolder
from core.input.validation import describe_value
from docdedup_gui.i18n import left_to_right, translate
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.widgets.wrap_room import WrappedLabel, width_in_characters

__all__ = ["FolderLanguageDialog"]

class FolderLanguageDialog(QDialog):
    """Asks the language of the text files of ``folder``; ``chosen(TextFolder)`` once said."""

    chosen = Signal(object)  # a TextFolder (a Qt string would drop what it carries)

    def __init__(self, parent, folder: str, limits: Limits, language: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("folderLanguageDialog")
        width_in_characters(self, 72)  # the sentence on a few lines, at any zoom
        self.setWindowTitle(translate("FolderLanguageDialog", "A folder of text files"))
        self.folder, self.limits = folder, limits
        intro = translate(
            "FolderLanguageDialog", "Each file in {folder}, at any depth, is read as one record: its path "
            "in the folder is its doc_id and source_ref, its name the title, its text (UTF-8, exactly) "
            "the body. In which language are the files written?")
        self.intro = WrappedLabel(intro.format(folder=left_to_right(shown_name(Path(folder).name))))
        self.language = QLineEdit(language, objectName="folderLanguage",
                                  placeholderText="'fa', 'en-US', 'zh-Hant'")
        self.problem = WrappedLabel(objectName="folderLanguageProblem")
        self.problem.hide()
        choices = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(choices.Open | choices.Cancel)
        buttons.accepted.connect(self._open)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        for widget in (self.intro, self.language, self.problem, buttons):
            layout.addWidget(widget)

    def _open(self) -> None:
        language = self.language.text().strip().strip("'\"")  # typed as the placeholder shows it
        if not self.limits.is_language(language):  # the sentence the command line says
            sentence = f"language must be {self.limits.language_rule}; got {describe_value(language)}"
            self.problem.setText(problem_message(sentence))
            self.problem.show()
            return
        self.done(QDialog.DialogCode.Accepted)
        self.chosen.emit(TextFolder(self.folder, language))
