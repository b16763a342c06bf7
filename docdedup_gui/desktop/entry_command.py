"""``docdedup-gui --install-desktop-entry`` / ``--uninstall-desktop-entry``: the launcher, the
icon and "Open with" for the current user, written by :mod:`core.desktop`.

Qt is needed only to draw the icon at the theme's sizes; it runs offscreen, so the command
works from a terminal with or without a desktop session.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from core.desktop import DesktopEntryError, data_home, install, uninstall
from resources import resource_path

__all__ = ["launcher_command", "run_desktop_entry"]

GUI_SCRIPT = "docdedup-gui"


def launcher_command() -> list[str]:
    """The command the launcher runs: this very program, by its absolute path.

    The bundle's executable, else the ``docdedup-gui`` script that is running (pipx puts it in
    ``~/.local/bin``, which a desktop session does not always have on its PATH), else this
    Python running the module.
    """
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    started = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started is not None and started.name == GUI_SCRIPT and started.is_file():
        return [str(started.resolve())]
    found = shutil.which(GUI_SCRIPT, path=str(Path(sys.executable).parent))
    if found:
        return [str(Path(found).resolve())]
    return [str(Path(sys.executable).absolute()), "-m", "docdedup_gui.app"]


def _renderer(svg: bytes):
    renderer = QSvgRenderer(QByteArray(svg))

    def render_png(size: int) -> bytes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        buffer.close()
        return bytes(data.data())

    return render_png


def run_desktop_entry(*, remove: bool) -> int:
    """Install (or, with ``remove``, uninstall) the desktop entry; print what changed. Exit status."""
    home = data_home()
    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0], "-platform", "offscreen"])
    try:
        if remove:
            outcome = uninstall(home)
        else:
            svg = resource_path("icons", "app.svg").read_bytes()
            outcome = install(home, command=launcher_command(), icon_svg=svg, render_png=_renderer(svg))
    except DesktopEntryError as error:
        print(f"docdedup-gui: {error}", file=sys.stderr)
        return 1
    finally:
        del app
    verb = "removed" if remove else "written"
    for path in outcome.changed:
        print(f"{verb}: {path}")
    if not outcome.changed:
        print("nothing to do: " + ("no desktop entry was installed" if remove
                                   else f"the desktop entry is already installed in {home}"))
    for note in outcome.notes:
        print(f"note: {note}", file=sys.stderr)
    if not remove and outcome.changed:
        print("DocDedup Inspector is in the applications menu (Utility), and JSON and JSON Lines files "
              "offer Open with DocDedup Inspector.")
    return 0
