"""What the window remembers between runs: recent files, geometry, splitters, limits,
the group tree's columns (widths, order and sort), and how each file was read (its
field mapping, or a folder's language) so that reopening it reads it the same way.

Everything lives in one INI file per user (tests point it elsewhere with
``QSettings.setPath``), so a person can read or delete it.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import queue
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMenu, QSplitter

from core.input.field_mapping import FieldMapping, MappedFile
from core.input.limits import CORPUS_LIMITS, LIMITS_BY_NAME
from core.input.text_folder import TextFolder
from docdedup_gui.i18n import translate

__all__ = ["APPLICATION", "MAX_RECENT", "ORGANIZATION", "fill_recent_menu", "forget_reading",
           "has_tree_columns", "recent_files", "remember_reading", "remember_recent", "remembered_reading",
           "restore_window", "save_window", "settings"]

ORGANIZATION = "DocDedup"
APPLICATION = "DocDedup Inspector"
MAX_RECENT = 8
FIRST_SIZE = (1440, 900)
FIRST_MAIN_SPLIT = [420, 1020]  # room for the group columns at first start
FIRST_RIGHT_SPLIT = [620, 220]
TREE_COLUMNS = "groupTreeColumns"  # the tree header's state; the key changes when the columns do


def settings() -> QSettings:
    """The user's settings, in an INI file (tests point it elsewhere with ``QSettings.setPath``)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


def recent_files() -> list[str]:
    """Recently opened files, newest first."""
    stored = settings()
    with _unwritten_lock:
        value = _unwritten.get((stored.fileName(), "recentFiles"))
    if value is None:
        value = stored.value("recentFiles", [])
    if isinstance(value, str):  # INI files return a one-item list as a plain string
        value = [value]
    return [str(item) for item in value or []]


def remember_recent(path: str) -> None:
    """Put ``path`` first in the recent files (once, resolved, at most :data:`MAX_RECENT`)."""
    path = str(Path(path).resolve())
    recent = [path] + [item for item in recent_files() if item != path]
    _set_apart("recentFiles", recent[:MAX_RECENT])


# Written by a thread of their own: writing the INI file waits for the disk (two fdatasync
# calls, 15-25 ms when other programs write a lot), and a file's load must not freeze the
# window for it. Until it is written, the value is read from here. The thread is started once,
# as the window is built: starting one waits for it to take the GIL, 30 ms after a load while
# the analysis' worker held it.
_unwritten: dict[tuple[str, str], object] = {}  # (the INI file, key) -> value
_unwritten_lock = threading.Lock()
_writing = threading.Lock()  # one write at a time, each of the newest values
_to_write: queue.SimpleQueue[str] = queue.SimpleQueue()  # INI files with values to write
_writer: list[threading.Thread] = []


def start_writer() -> None:
    """Start the thread that writes the values set apart (once; at exit the rest is written)."""
    if not _writer:
        _writer.append(threading.Thread(target=_write_forever, name="settings writer", daemon=True))
        _writer[0].start()
        atexit.register(_write_all)


def _set_apart(key: str, value: object) -> None:
    """``settings().setValue(key, value)``, the file written by the writer thread."""
    # The file is named now: a test may point QSettings elsewhere before the thread runs.
    name = settings().fileName()
    with _unwritten_lock:
        _unwritten[name, key] = value
    start_writer()
    _to_write.put(name)


def _write_forever() -> None:
    while True:
        _write_unwritten(_to_write.get())


def _write_all() -> None:
    with _unwritten_lock:
        names = {name for name, _key in _unwritten}
    for name in names:
        _write_unwritten(name)


def _write_unwritten(name: str) -> None:
    with _writing:
        with _unwritten_lock:
            values = {key: value for (file, key), value in _unwritten.items() if file == name}
        if not values:
            return  # written already, with the newest values
        stored = QSettings(name, QSettings.Format.IniFormat)
        for key, value in values.items():
            stored.setValue(key, value)
        stored.sync()
        with _unwritten_lock:
            for key, value in values.items():
                if _unwritten.get((name, key)) is value:
                    del _unwritten[name, key]


def fill_recent_menu(menu: QMenu, open_file: Callable[[str], None]) -> None:
    """Refill ``menu`` with the recent files; filled as it opens, so it is never stale."""
    menu.clear()
    for path in recent_files():
        action = menu.addAction(path)
        action.triggered.connect(lambda _checked=False, path=path: open_file(path))
    if menu.isEmpty():
        menu.addAction(translate("MainWindow", "No recent files")).setEnabled(False)


def _reading_key(path: str) -> str:
    # A path holds slashes, which QSettings reads as groups: the key is its hash, the path is
    # kept in the value so that a person reading the file sees which file it is about.
    resolved = str(Path(path).resolve())
    return "readAs/" + hashlib.sha256(resolved.encode("utf-8", "surrogateescape")).hexdigest()[:32]


def remember_reading(read: str) -> None:
    """Remember how ``read`` (a :class:`MappedFile` or a :class:`TextFolder`) is read."""
    if isinstance(read, MappedFile):
        how = {"mapping": read.mapping.as_header()}
    elif isinstance(read, TextFolder):
        how = {"text_files": {"language": read.language}}
    else:
        return
    resolved = str(Path(read).resolve())
    settings().setValue(_reading_key(read), json.dumps({"path": resolved, **how}, ensure_ascii=False))


def forget_reading(path: str) -> None:
    """Read ``path`` as it is from now on (the person chose so)."""
    settings().remove(_reading_key(path))


def remembered_reading(path: str) -> str:
    """``path`` read as it was last time (a :class:`MappedFile` or a :class:`TextFolder`), or
    ``path`` itself when nothing is remembered (or what is remembered cannot be read)."""
    if isinstance(path, MappedFile | TextFolder):
        return path
    value = settings().value(_reading_key(path))
    try:
        how = json.loads(value) if isinstance(value, str) else None
    except ValueError:
        how = None
    if not isinstance(how, dict):
        return path
    if isinstance(how.get("mapping"), dict) and (mapping := FieldMapping.from_header(how["mapping"])):
        return MappedFile(path, mapping)
    language = how.get("text_files", {}).get("language") if isinstance(how.get("text_files"), dict) else None
    if isinstance(language, str) and Path(path).is_dir():
        return TextFolder(path, language)
    return path


SPLITTERS = ("mainSplitter", "rightSplitter")  # each splitter's object name is the key of its state


def _splitter(window, name: str) -> QSplitter:
    return window.findChild(QSplitter, name)


def restore_window(window) -> str | None:
    """Geometry and splitters as the user left them; returns the stored limits profile name."""
    start_writer()  # now, while no worker holds the GIL
    stored = settings()
    restorers = [("geometry", window.restoreGeometry), ("windowState", window.restoreState),
                 *((name, _splitter(window, name).restoreState) for name in SPLITTERS),
                 (TREE_COLUMNS, window.group_tree.header().restoreState)]
    for key, restore in restorers:
        value = stored.value(key)
        if isinstance(value, QByteArray | bytes):
            restore(value)
    if not stored.contains("geometry"):
        window.resize(*FIRST_SIZE)
    if not stored.contains("mainSplitter"):
        _splitter(window, "mainSplitter").setSizes(FIRST_MAIN_SPLIT)
        _splitter(window, "rightSplitter").setSizes(FIRST_RIGHT_SPLIT)
    name = stored.value("limits", CORPUS_LIMITS.name)
    return name if name in LIMITS_BY_NAME else None


def save_window(window) -> None:
    """The counterpart of :func:`restore_window`, called as the window closes."""
    stored = settings()
    stored.setValue("geometry", window.saveGeometry())
    stored.setValue("windowState", window.saveState())
    for name in SPLITTERS:
        stored.setValue(name, _splitter(window, name).saveState())
    stored.setValue(TREE_COLUMNS, window.group_tree.header().saveState())
    stored.setValue("limits", window.session.limits.name)


def has_tree_columns() -> bool:
    """Whether the user's column widths, order and sort were saved (then they are not refitted)."""
    return settings().contains(TREE_COLUMNS)
