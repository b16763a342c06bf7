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
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QFileOpenEvent
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu

from core.errors import shown_name
from core.input.field_mapping import FieldMapping, MappedFile
from core.input.mapping_offer import FITS, OWN_FIELDS, Columns, first_record_keys, refit, wants_mapping
from core.input.text_folder import TextFolder
from core.jobs import Job
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
    """How the window opens what a person chooses: File > Open, File > Open folder..., a drop,
    a file named on the command line, Open Recent, the start page and F5.

    A file's first record is read in a worker (the ``"offer"`` job), never on the window's
    thread: a bzip2 file's first block or a long first record takes longer than a frame.
    Then: a file read before through a field mapping is read the same way again while the
    mapping still fits it (:func:`core.input.mapping_offer.refit`); a file that changed so
    that it no longer does is asked again (or, now in the five fields itself, opened as it
    is), and the message line says why. A file whose first record is in another schema
    (:func:`core.input.mapping_offer.wants_mapping`) is offered a mapping when it is chosen
    (not when reopened: it was opened as it is before). A folder is asked the language of
    its files once. What is chosen is remembered for that file.
    """

    def __init__(self, window) -> None:
        self.window = window
        self.dialog: QDialog | None = None  # the question being asked, for tests and automation

    def offer(self, path: str | os.PathLike) -> None:
        """Open ``path`` (a file or a folder), asking how to read it when that is not known."""
        path = os.fspath(path)
        if os.path.isdir(path):
            read = persistence.remembered_reading(path)
            if read is not path:
                self._open(read)  # its language given before
            else:
                self.ask_language(path)
            return
        self._with_keys(path, lambda keys: self._open_checked(path, keys, _remembered_mapping(path),
                                                              chosen=True))

    def reopen(self, path: str | os.PathLike) -> None:
        """Open ``path`` as it was read last time (Open Recent, the start page), once its mapping
        is checked against the file as it is now; nothing is asked unless it no longer fits."""
        path = os.fspath(path)
        mapping = _remembered_mapping(path)
        if mapping is None:
            self._open(persistence.remembered_reading(path))
        else:
            self._with_keys(path, lambda keys: self._open_checked(path, keys, mapping, chosen=False))

    def reload(self) -> None:
        """F5: the open file read again; a mapped file's mapping checked again first."""
        session = self.window.session
        shown = session.path
        if session.reader is None and isinstance(shown, MappedFile):
            path = str(shown)
            self._with_keys(path, lambda keys: self._open_checked(path, keys, shown.mapping, chosen=False))
        else:
            session.reload()

    def ask_mapping(self, path: str, keys: list[str] | None = None,
                    mapping: FieldMapping | None = None) -> None:
        """Ask which key each field of ``path`` is read from, seeded with ``mapping`` (default:
        what was chosen before) where the first record still has its keys."""
        from docdedup_gui.desktop.field_mapping_dialog import FieldMappingDialog

        path = str(path)  # the file itself, whatever it was read as
        if keys is None:
            self._with_keys(path, lambda found: self.ask_mapping(path, found or [], mapping))
            return
        mapping = mapping if mapping is not None else _remembered_mapping(path)
        self._ask(FieldMappingDialog(self.window, path, keys, self.window.session.limits, mapping), path)

    def ask_language(self, folder: str) -> None:
        """Ask the language of the text files of ``folder`` (seeded with the one given before)."""
        from docdedup_gui.desktop.folder_dialog import FolderLanguageDialog

        folder = str(folder)
        remembered = persistence.remembered_reading(folder)
        language = remembered.language if isinstance(remembered, TextFolder) else ""
        self._ask(FolderLanguageDialog(self.window, folder, self.window.session.limits, language), folder)

    def _with_keys(self, path: str, then: Callable[[list[str] | None], None]) -> None:
        """``then(keys)`` on the window's thread once a worker has read ``path``'s first record."""
        self.window.runner.run(Job("offer", lambda progress: first_record_keys(path, progress=progress),
                                   then, lambda _message: then(None), self._declined))

    def _open_checked(self, path: str, keys: list[str] | None, mapping: FieldMapping | None, *,
                      chosen: bool) -> None:
        if mapping is None:
            if chosen and wants_mapping(keys):
                self.ask_mapping(path, keys)
            else:
                self._open(path)
            return
        fit = refit(mapping, keys)
        if fit.verdict == FITS:
            self._open(MappedFile(path, mapping))
            return
        name = left_to_right(shown_name(Path(path).name))
        if fit.verdict == OWN_FIELDS:
            persistence.forget_reading(path)
            self._open(path)
            text = translate("MainWindow", "{file} now has the five fields itself: opened as it is, without "
                             "the mapping it was read with before ({mapping}).").format(
                file=name, mapping=left_to_right(mapping.describe()))
        else:
            self.ask_mapping(path, keys, mapping)
            text = translate("MainWindow", "{file} changed: its first record no longer has the key {key} "
                             "that its mapping reads. Choose the field names again.")
            if isinstance(keys, Columns):
                text = translate("MainWindow", "{file} changed: it no longer has the column {key} that its "
                                 "mapping reads. Choose the field names again.")
            text = text.format(file=name, key=left_to_right(fit.missing))
        self.window.message_bar.show_message(text, error=False)

    def _open(self, read: str) -> None:
        self.window.message_bar.hide()
        self.window.session.open(read)

    def _ask(self, dialog: QDialog, path: str) -> None:
        if self.dialog is not None:
            self.dialog.close()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.window.zoom.attach(dialog)  # read at the window's zoom, as its other dialogs are
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
        self._open(read)


def _remembered_mapping(path: str) -> FieldMapping | None:
    remembered = persistence.remembered_reading(path)
    return remembered.mapping if isinstance(remembered, MappedFile) else None


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
    if window.session.reader is not None:
        return  # a result: its header says how its records are read, nothing to choose
    if isinstance(path, TextFolder):
        opening.ask_language(path)
    elif path is not None and os.path.isfile(path):
        opening.ask_mapping(path)
