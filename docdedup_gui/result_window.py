"""Opening a result of ``docdedup group`` (plus its shards) in the window.

Thin: :func:`core.output.result_reader.inspect_result` does the work in the load worker
and gives an ordinary Inspection of the duplicate groups, whose records are read
from the shards on demand; the window shows it as it shows a loaded file. This
module only adds the *File > Open result...* action and the worker function.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu

from core.output.result_reader import inspect_result
from docdedup_gui.i18n import translate

__all__ = ["install_result_action", "open_result"]


def open_result(window, path: str | Path) -> None:
    """Show the duplicate groups of a result in ``window``; ``loaded``/``load_failed`` tell how it went."""
    window.message_bar.hide()
    window.session.open(path, reader=_read_result)


def _read_result(path: str, progress):
    return inspect_result(path, progress=progress)


def install_result_action(window: QMainWindow) -> QAction:
    """*File > Open result...*, right after *Open*."""
    action = QAction(translate("ResultWindow", "Open &result..."), window)
    action.setToolTip(translate("ResultWindow", "Review the duplicate groups of a docdedup group result "
                                "(JSON Lines), reading each record from its shard"))
    action.triggered.connect(lambda: _choose_result(window))
    menus = [o for o in window.open_action.associatedObjects() if isinstance(o, QMenu)]
    if menus:
        file_menu = menus[0]
        following = file_menu.actions()
        index = following.index(window.open_action)
        before = following[index + 1] if index + 1 < len(following) else None
        file_menu.insertAction(before, action)
    return action


def _choose_result(window) -> None:
    path, _ = QFileDialog.getOpenFileName(
        window, translate("ResultWindow", "Open result"), window.view.dialog_directory(),
        translate("ResultWindow", "Results of docdedup group (*.jsonl *.json);;All files (*)"))
    if path:
        open_result(window, path)
