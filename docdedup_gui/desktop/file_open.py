"""Opening what a person chooses: a file, a file in another schema, a folder of text files.

:class:`FileOpening`: File > Open, File > Open folder... and a drop, asking how to read what
is chosen when that is not known yet (:mod:`.field_mapping_dialog`, :mod:`.folder_dialog`).
:class:`OpenRequests`: a file the system asks the running application to open: macOS's
Finder (*Open With*, a double-click, a file dropped on the Dock icon) sends it as a
``QFileOpenEvent`` to the application, not as a command-line argument. Linux and Windows
pass the file on the command line instead, which ``docdedup-gui FILE`` reads; there this
filter simply never fires.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFileOpenEvent
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu

from core.input.field_mapping import MappedFile
from core.input.mapping_offer import first_record_keys, wants_mapping
from core.input.text_folder import TextFolder
from docdedup_gui import persistence
from docdedup_gui.i18n import left_to_right, translate

__all__ = ["FileOpening", "OpenRequests", "install_opening", "reading_note"]


class OpenRequests(QObject):
    """Installed on the application: each file-open request goes to ``open_file(path)``."""

    def __init__(self, app: QObject, open_file: Callable[[str], None]) -> None:
        super().__init__(app)
        self._open_file = open_file
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self._open_file(event.file())
            return True
        return super().eventFilter(watched, event)


class FileOpening:
    """How the window's File > Open, File > Open folder... and a drop open what is chosen.

    A file read before through a field mapping (or a folder read as text files) is read the
    same way again (:func:`docdedup_gui.persistence.remembered_reading`, as ``open_file``
    does for the recent files and F5). A file whose first record is in another schema
    (:func:`core.input.mapping_offer.wants_mapping`) is first offered a mapping; a folder is
    asked the language of its files. What is chosen is remembered for that file.
    """

    def __init__(self, window) -> None:
        self.window = window
        self.dialog: QDialog | None = None  # the question being asked, for tests and automation

    def offer(self, path: str | os.PathLike) -> None:
        """Open ``path`` (a file or a folder), asking how to read it when that is not known."""
        path = os.fspath(path)
        read = persistence.remembered_reading(path)
        if read is not path:
            self.window.open_file(read)
        elif os.path.isdir(path):
            self.ask_language(path)
        elif wants_mapping(keys := first_record_keys(path)):
            self.ask_mapping(path, keys)
        else:
            self.window.open_file(path)

    def ask_mapping(self, path: str, keys: list[str] | None = None) -> None:
        """Ask which key each field of ``path`` is read from (seeded with what was chosen before)."""
        from docdedup_gui.desktop.field_mapping_dialog import FieldMappingDialog

        path = str(path)  # the file itself, whatever it was read as
        remembered = persistence.remembered_reading(path)
        mapping = remembered.mapping if isinstance(remembered, MappedFile) else None
        keys = keys if keys is not None else first_record_keys(path) or []
        self._ask(FieldMappingDialog(self.window, path, keys, self.window.session.limits, mapping), path)

    def ask_language(self, folder: str) -> None:
        """Ask the language of the text files of ``folder`` (seeded with the one given before)."""
        from docdedup_gui.desktop.folder_dialog import FolderLanguageDialog

        folder = str(folder)
        remembered = persistence.remembered_reading(folder)
        language = remembered.language if isinstance(remembered, TextFolder) else ""
        self._ask(FolderLanguageDialog(self.window, folder, self.window.session.limits, language), folder)

    def _ask(self, dialog: QDialog, path: str) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(lambda read: self._chosen(path, read))
        dialog.rejected.connect(self._declined)
        dialog.destroyed.connect(lambda *_: setattr(self, "dialog", None) if self.dialog is dialog else None)
        dialog.open()  # window-modal, never a nested event loop

    def _declined(self) -> None:
        # Nothing open (a file passed on the command line, then Cancel): the start page, not empty panes.
        switch = getattr(self.window, "start_switch", None)
        if self.window.session.path is None and switch is not None:
            switch.show_start()

    def _chosen(self, path: str, read: str) -> None:
        if isinstance(read, MappedFile | TextFolder):
            persistence.remember_reading(read)
        else:
            persistence.forget_reading(path)
        self.window.open_file(read)


def reading_note(path: str | None) -> str | None:
    """What the title says after a file's name when its records are not the file's own: the
    mapping they were read with, or a folder's text files and their language."""
    if isinstance(path, MappedFile):
        return translate("MainWindow", "(mapped: {mapping})").format(
            mapping=left_to_right(path.mapping.describe()))
    if isinstance(path, TextFolder):
        return translate("MainWindow", "(text files, language {language})").format(
            language=left_to_right(path.language))
    return None


def install_opening(window) -> FileOpening:
    """The window's :class:`FileOpening`, and in the File menu, after *Open* and *Open result...*:
    *Open folder of text files...* and *Field names...* (how the open file's records are read)."""
    opening = FileOpening(window)
    folder = QAction(translate("MainWindow", "Open &folder of text files..."), window)
    folder.setObjectName("openFolderAction")
    folder.setToolTip(translate("MainWindow", "Read each file of a folder, at any depth, as one record"))
    folder.triggered.connect(lambda: _choose_folder(window, opening))
    names = QAction(translate("MainWindow", "Field &names..."), window)
    names.setObjectName("fieldNamesAction")
    names.setToolTip(translate("MainWindow", "Choose which key of the open file each record field is "
                               "read from"))
    names.triggered.connect(lambda: _ask_again(window, opening))
    menus = [o for o in window.commands.open.associatedObjects() if isinstance(o, QMenu)]
    after = getattr(window, "open_result_action", window.commands.open)  # Open, Open result..., then these
    if menus:
        following = menus[0].actions()
        index = following.index(after)
        before = following[index + 1] if index + 1 < len(following) else None
        menus[0].insertActions(before, [folder, names])
    opening.actions = (folder, names)
    return opening


def _choose_folder(window, opening: FileOpening) -> None:
    folder = QFileDialog.getExistingDirectory(window, translate("MainWindow", "Open a folder of text files"),
                                              window.view.dialog_directory())
    if folder:
        opening.ask_language(folder)


def _ask_again(window, opening: FileOpening) -> None:
    path = window.session.path
    if isinstance(path, TextFolder):
        opening.ask_language(path)
    elif path is not None and os.path.isfile(path):
        opening.ask_mapping(path)
