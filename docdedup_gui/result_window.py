"""Opening a result of ``docdedup group`` (plus its shards) in the window.

Thin: :func:`core.output.result_reader.inspect_result` does the work in the load worker
and gives an ordinary Inspection of the duplicate groups, whose records are read
from the shards on demand; the window shows it as it shows a loaded file. This
module only adds the *File > Open result...* action, the worker function, and
:class:`ShardWatch`: a shard changed while its result is shown is read again at once.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu

from core.display.group_table import COLUMN
from core.output.result_reader import inspect_result
from docdedup_gui.i18n import translate

__all__ = ["ShardWatch", "install_result_action", "open_result"]

SETTLE_MS = 200  # an editor's save is several changes: the rows are read again once, after the last


def open_result(window, path: str | Path) -> None:
    """Show the duplicate groups of a result in ``window``; ``loaded``/``load_failed`` tell how it went."""
    window.message_bar.hide()
    window.session.open(path, reader=_read_result)


def _read_result(path: str, progress):
    return inspect_result(path, progress=progress)


class ShardWatch(QObject):
    """The shards of the result shown, watched: when one changes, the rows made and the record
    shown are read again, so a record edited while the result is open is marked at once
    (each read is checked: :mod:`core.output.result_records`), not when its row is next made."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._changed)
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._read_again)
        window.loaded.connect(self._follow)

    def watched(self) -> list[str]:
        return self._watcher.files()

    def _follow(self) -> None:
        """Watch the shards of what was just opened (none: a file of records)."""
        if files := self._watcher.files():
            self._watcher.removePaths(files)
        inspection = self._window.session.inspection
        shards = getattr(inspection.records, "shards", None) if inspection is not None else None
        if shards:
            self._watcher.addPaths(shards)

    def _changed(self, path: str) -> None:
        if path not in self._watcher.files() and os.path.exists(path):
            self._watcher.addPath(path)  # replaced by a new file (a save by rename): watch that one
        self._settle.start()

    def _read_again(self) -> None:
        window = self._window
        if window.session.inspection is None:
            return
        window.model.refresh_column(COLUMN["title"])  # the title cell carries a changed record's mark
        window.view.show_selection_again()


def install_result_action(window: QMainWindow) -> QAction:
    """*File > Open result...*, right after *Open*; and the :class:`ShardWatch` of the window."""
    window.shard_watch = ShardWatch(window)
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
