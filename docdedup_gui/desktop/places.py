"""Where the inspector keeps what it keeps: settings and recent files, and its log.

Qt's ``QStandardPaths`` and ``QSettings`` decide the folders, so each is where the platform
puts such files (on Linux, the XDG base directories: ``~/.config`` and ``~/.local/state``
unless ``$XDG_CONFIG_HOME`` or ``$XDG_STATE_HOME`` say otherwise). Help > About names them,
and docs/desktop.md lists them for every platform.
"""

from __future__ import annotations

import logging
import logging.handlers
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from docdedup_gui.persistence import settings

__all__ = ["LOG_NAME", "Places", "log", "places", "start_log"]

LOG_NAME = "docdedup-gui.log"
_LOG_BYTES = 1 << 20  # one MiB, then the oldest part goes (two older files kept)
_LOGGER = "docdedup_gui"


@dataclass(frozen=True)
class Places:
    """The files the window reads and writes for itself (never a record file)."""

    settings: Path  # the INI file: window layout, limits profile, zoom, recent files
    log: Path  # what went wrong, with the traceback a dialog does not show


def _log_folder() -> Path:
    # StateLocation ($XDG_STATE_HOME) is where the XDG specification puts logs (Qt 6.7+);
    # the application's local data folder on platforms without one.
    kind = getattr(QStandardPaths.StandardLocation, "StateLocation",
                   QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(QStandardPaths.writableLocation(kind))


def places() -> Places:
    """Where the settings and the log are now (the application's name must be set first)."""
    return Places(settings=Path(settings().fileName()), log=_log_folder() / LOG_NAME)


class _FolderMadeOnWrite(logging.handlers.RotatingFileHandler):
    """A rotating log whose folder is made at its first line: a run with nothing to say
    leaves nothing behind."""

    def _open(self):
        Path(self.baseFilename).parent.mkdir(parents=True, exist_ok=True)
        return super()._open()


def start_log() -> Path | None:
    """Send the window's log lines to :attr:`Places.log`; returns that path, or ``None`` when
    it cannot be written (the lines then go nowhere, as before)."""
    logger = logging.getLogger(_LOGGER)
    if any(isinstance(handler, _FolderMadeOnWrite) for handler in logger.handlers):
        return places().log
    path = places().log
    try:
        handler = _FolderMadeOnWrite(path, maxBytes=_LOG_BYTES, backupCount=2, encoding="utf-8", delay=True)
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    logger.propagate = False
    return path


def log() -> logging.Logger:
    return logging.getLogger(_LOGGER)
