"""Errors a person sees without a terminal: a dialog for a file that cannot be opened and for
an unexpected error, a desktop dialog tool when Qt itself cannot start, and the log.

Started from the applications menu or a file manager, the window has no terminal: what it
printed on standard error was lost. The message bar stays the place for errors while a file
is open (a dialog would interrupt the work); a dialog is for the moments when the window
has nothing else to show: the first file failed to open, or something unexpected broke.
"""

from __future__ import annotations

import ctypes
import os
import shutil
import subprocess
import sys
import traceback
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from core.jobs import named_error
from docdedup_gui.desktop.places import log, places
from docdedup_gui.i18n import translate

__all__ = ["display_plugin_problem", "error_dialog", "install_exception_dialog", "platform_plugin_problem",
           "tell_without_qt"]

_DIALOG_TOOLS = (("zenity", "--error", "--no-markup", "--text"), ("kdialog", "--error"), ("xmessage",))
_unowned: list[QMessageBox] = []
_DIALOG_SECONDS = 600  # a person reads the message; the process then ends anyway


def error_dialog(parent: QWidget | None, title: str, text: str) -> QMessageBox:
    """A warning box over ``parent``, window-modal but not blocking: the event loop (and any
    automation) keeps running; the box is returned (tests read it, the caller may keep it)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Close, parent)
    box.setObjectName("errorDialog")
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.setWindowModality(Qt.WindowModality.WindowModal)
    if parent is None:  # nothing holds a box without a window: kept here until it is closed
        _unowned.append(box)
        box.finished.connect(lambda _result: _unowned.remove(box))
    box.open()
    return box


def install_exception_dialog(app: QApplication) -> None:
    """An error nobody caught is logged with its traceback and shown in a dialog naming the log,
    instead of only a traceback on a standard error nobody reads; Python's own report still
    follows on standard error."""
    previous = sys.excepthook
    showing: list[QMessageBox] = []  # one box at a time: an error in a paint event repeats

    def hook(kind, error, trace) -> None:
        log().error("unexpected error\n%s", "".join(traceback.format_exception(kind, error, trace)))
        if QApplication.instance() is app and not issubclass(kind, KeyboardInterrupt) and not showing:
            text = translate("Trouble", "Something went wrong: {error}\n\nThe details are in {log}.").format(
                error=named_error(error), log=places().log)
            box = error_dialog(app.activeWindow(), translate("Trouble", "DocDedup Inspector"), text)
            showing.append(box)
            box.finished.connect(showing.clear)
        previous(kind, error, trace)

    sys.excepthook = hook


def platform_plugin_problem(plugin: Path) -> str | None:
    """Why Qt's display plugin ``plugin`` would not load (a library it needs is missing), or
    ``None``. Qt would end the process with a message about plugins; said first, it names
    the missing library and the package that brings it."""
    if not plugin.is_file():
        return None  # a build without this plugin: Qt picks another, or says so itself
    try:
        ctypes.CDLL(str(plugin))
    except OSError as error:
        reason = str(error)
        hint = ""
        if "libxcb-cursor" in reason:
            hint = "\nOn Debian or Ubuntu: sudo apt install libxcb-cursor0"
        return (f"docdedup-gui: the window cannot open: Qt's display plugin {plugin.name} does not load "
                f"({reason}).{hint}")
    return None


def display_plugin_problem(platform: str, environ: Mapping[str, str] | None = None) -> str | None:
    """:func:`platform_plugin_problem` for the X11 plugin, when Qt is about to use it (on Linux,
    asked for by name or picked by default outside a Wayland session), else ``None``."""
    environ = os.environ if environ is None else environ
    if platform not in ("", "xcb") or environ.get("WAYLAND_DISPLAY") or not sys.platform.startswith("linux"):
        return None
    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    return platform_plugin_problem(plugins / "platforms" / "libqxcb.so")


def tell_without_qt(message: str, environ: Mapping[str, str] | None = None) -> bool:
    """Say ``message`` where a person started the window without a terminal: on standard error,
    in the log, and, when a display is there but Qt cannot use it, in the desktop's own dialog
    tool (zenity, kdialog or xmessage, the first found). True if a dialog tool showed it."""
    environ = os.environ if environ is None else environ
    print(message, file=sys.stderr)
    log().error("%s", message)
    if not (environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY")) or sys.stderr.isatty():
        return False  # no screen to show it on, or a terminal that already showed it
    for tool, *options in _DIALOG_TOOLS:
        found = shutil.which(tool, path=environ.get("PATH"))
        if found is None:
            continue
        try:
            subprocess.run([found, *options, message], timeout=_DIALOG_SECONDS, stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        except (OSError, subprocess.TimeoutExpired):
            continue
        return True
    return False
