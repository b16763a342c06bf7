"""Opening a result of ``docdedup group`` (plus its shards) in the window.

Thin: :func:`core.output.result_reader.inspect_result` does the work in the load worker
and gives an ordinary Inspection of the duplicate groups, whose records are read
from the shards on demand; the window shows it as it shows a loaded file. This
module only adds the *File > Open result...* action, the worker function, and
:class:`ShardWatch`: a shard changed while its result is shown is read again at once (a
result of a folder of text files: each of its members' files).
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
SCROLL_SETTLE_MS = 50  # after a change, rows that come on screen are read again once scrolling pauses


def open_result(window, path: str | Path) -> None:
    """Show the duplicate groups of a result in ``window``; ``loaded``/``load_failed`` tell how it went."""
    window.message_bar.hide()
    window.session.open(path, reader=_read_result)


def _read_result(path: str, progress):
    return inspect_result(path, progress=progress)


class ShardWatch(QObject):
    """The shards of the result shown, watched: when one changes, the rows on screen and the
    record shown are read again, so a record edited while the result is open is marked at
    once (each read is checked: :mod:`core.output.result_records`); rows scrolled to later
    are read again as they come on screen.

    Only the rows on screen: reading every row made again after a change took 0.4-2.7 s of
    the GUI thread with 1,200-12,500 rows of a 100,000-record result made.
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._changed_since_open = False
        self._watcher = QFileSystemWatcher(self)
        self._watcher.fileChanged.connect(self._changed)
        self._settle = _single_shot(self, SETTLE_MS, self._read_again)
        self._scrolled = _single_shot(self, SCROLL_SETTLE_MS, self._read_shown_rows)
        window.loaded.connect(self._follow)
        window.group_tree.verticalScrollBar().valueChanged.connect(self._scrolled.start)

    def watched(self) -> list[str]:
        return self._watcher.files()

    def _follow(self) -> None:
        """Watch the shards of what was just opened (none: a file of records)."""
        self._changed_since_open = False
        if files := self._watcher.files():
            self._watcher.removePaths(files)
        inspection = self._window.session.inspection
        records = inspection.records if inspection is not None else None
        files = records.watched_files() if hasattr(records, "watched_files") else None  # a folder: its files
        if files:
            self._watcher.addPaths(files)

    def _changed(self, path: str) -> None:
        if path not in self._watcher.files() and os.path.exists(path):
            self._watcher.addPath(path)  # replaced by a new file (a save by rename): watch that one
        self._settle.start()

    def _read_again(self) -> None:
        if self._window.session.inspection is None:
            return
        self._changed_since_open = True
        self._read_shown_rows()
        QTimer.singleShot(0, self, self._window.view.show_selection_again)  # its own turn: two short stalls

    def _read_shown_rows(self) -> None:
        """The title cells (they carry a changed record's mark) of the rows on screen, read again."""
        if not self._changed_since_open:
            return  # nothing changed since its rows were read
        tree = self._window.group_tree
        viewport = tree.viewport().rect()
        first, last = (_top_row(tree.indexAt(point)) for point in (viewport.topLeft(), viewport.bottomLeft()))
        stop = last + 1 if last >= 0 else self._window.model.rowCount()
        self._window.model.refresh_rows(COLUMN["title"], max(first, 0), stop)


def _top_row(index) -> int:
    """The top-level row of ``index`` (a member's: its group's); -1 for no row."""
    while index.parent().isValid():
        index = index.parent()
    return index.row() if index.isValid() else -1


def _single_shot(parent: QObject, interval_ms: int, slot) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(True)
    timer.setInterval(interval_ms)
    timer.timeout.connect(slot)
    return timer


def install_result_action(window: QMainWindow) -> QAction:
    """*File > Open result...*, right after *Open*; and the :class:`ShardWatch` of the window."""
    window.shard_watch = ShardWatch(window)
    action = QAction(translate("ResultWindow", "Open &result..."), window)
    action.setToolTip(translate("ResultWindow", "Review the duplicate groups of a docdedup group result "
                                "(JSON Lines), reading each record from its shard"))
    action.triggered.connect(lambda: _choose_result(window))
    menus = [o for o in window.commands.open.associatedObjects() if isinstance(o, QMenu)]
    if menus:
        file_menu = menus[0]
        following = file_menu.actions()
        index = following.index(window.commands.open)
        before = following[index + 1] if index + 1 < len(following) else None
        file_menu.insertAction(before, action)
    return action


def _choose_result(window) -> None:
    path, _ = QFileDialog.getOpenFileName(
        window, translate("ResultWindow", "Open result"), window.view.dialog_directory(),
        translate("ResultWindow", "Results of docdedup group (*.jsonl *.json);;All files (*)"))
    if path:
        open_result(window, path)
