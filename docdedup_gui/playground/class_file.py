"""Class files in the playground: a new playground window on a file's records, and why not.

Builds windows of the class it is handed (the playground's own, or the window asking), so
the File menu (:mod:`.menus`) and :mod:`.opening` share it without importing each other.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QFileDialog, QWidget
from shiboken6 import isValid

from core.playground import Playground
from core.playground.records_file import ClassFile, ClassFileError, read_class_file

from ..i18n import left_to_right, translate
from ..problems.problem_text import problem_tooltip

__all__ = ["choose_class_file", "class_file_problem", "new_window", "open_class_file", "open_class_file_over"]

_unowned: list[QWidget] = []  # playgrounds over no window, held while they are open


def new_window(window_class, playground: Playground, zoom, parent: QWidget | None):
    """A ``window_class`` (the playground's window) on ``playground``, a window of its own over
    ``parent`` (held here when there is none), deleted when closed; zoomed with ``zoom``, else
    with a zoom of its own."""
    window = window_class(playground, zoom, parent)
    window.setWindowFlag(Qt.WindowType.Window)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    if zoom is None and parent is None:  # alone (the command line): a zoom of its own
        from ..zoom import WindowZoom

        window.zoom = WindowZoom(window)
        window.menuBar().addMenu(translate("Playground", "&View")).addActions(window.zoom.actions())
    if parent is None:
        _unowned[:] = [kept for kept in _unowned if isValid(kept)]
        _unowned.append(window)
    return window


def open_class_file(window_class, path: str, *, pair: Sequence[str] | None = None, zoom=None,
                    parent: QWidget | None = None, inputs: Sequence[str] = ()):
    """A ``window_class`` playground (not shown yet) on the records of the class file ``path``: the
    ``pair`` (two doc_ids), else the file's first records (see
    :func:`core.playground.records_file.read_class_file`). Save writes onto ``path`` only when
    every record of it is open; never onto ``inputs``. Raises :class:`ClassFileError`.
    """
    opened = read_class_file(path, pair=pair)
    protect = [*inputs] if opened.whole else [*inputs, opened.path]
    window = new_window(window_class, Playground.of_records(opened.records, protect), zoom, parent)
    window.messageLabel.setText(_opened_text(opened))
    return window


def _opened_text(opened: ClassFile) -> str:
    path = left_to_right(opened.path)
    if len(opened.records) < opened.total:
        locale = QLocale()
        return translate("Playground", "{shown} of the {total} records of {path}").format(
            shown=locale.toString(len(opened.records)), total=locale.toString(opened.total), path=path)
    return translate("Playground", "Opened {path}").format(path=path)


def class_file_problem(error: ClassFileError) -> str:
    """Why a class file did not open, located, in the interface's language."""
    path = left_to_right(error.path)
    if error.problem is not None:
        return problem_tooltip(error.problem)
    if error.missing is not None and error.known:
        known = translate("Playground", ", ").join(left_to_right(doc_id) for doc_id in error.known)
        sentence = translate("Playground", "{path}: no record with doc_id {doc_id}; its doc_ids are {known}")
        return sentence.format(path=path, doc_id=left_to_right(error.missing), known=known)
    return translate("Playground", "{path}: holds no valid record; the playground needs at least one").format(
        path=path)


def open_class_file_over(window, path: str):
    """File > Open class file...: ``path`` in a new playground beside ``window``, shown; else the
    sentence saying why not (also shown in ``window``'s message line)."""
    try:
        opened = open_class_file(type(window), path, zoom=window.zoom, parent=window.parentWidget(),
                                 inputs=window.presenter.inputs)
    except ClassFileError as error:
        message = class_file_problem(error)
        window.messageLabel.setText(message)
        return message
    opened.show()
    return opened


def choose_class_file(window) -> None:
    """File > Open class file...: a file chosen in a dialog, opened beside ``window``."""
    path, _chosen = QFileDialog.getOpenFileName(
        window, translate("Playground", "Open class file"), "",
        translate("Playground", "Records (*.json *.jsonl);;All files (*)"))
    if path:
        open_class_file_over(window, path)
