"""What the one-folder build leaves out (read by docdedup-inspector.spec; the reasons are in
docs/desktop.md). A name is a path inside the bundle's ``_internal`` folder."""

from __future__ import annotations

from fnmatch import fnmatch

__all__ = ["EXCLUDED_MODULES", "keep_binary", "keep_data", "keep_system_library", "needed_libraries"]

# Optional engines and test tools the window and `docdedup` import only when asked
# (`--engine dask` says how to install Dask), PyYAML and tomli-w (msgspec imports them only
# for its YAML and TOML, never used), Python's GUI toolkit, and the Qt modules the window
# does not import.
EXCLUDED_MODULES = ["dask", "distributed", "numpy", "pandas", "pyarrow", "pytest", "hypothesis", "_pytest",
                    "yaml", "tomli_w", "tkinter", "IPython", "matplotlib",
                    "PySide6.QtNetwork", "PySide6.QtOpenGL", "PySide6.QtQml", "PySide6.QtQuick"]

_QT = "PySide6/Qt/"
_QT_FOLDERS = ("PySide6/Qt/", "PySide6/")  # Linux and macOS wheels; Windows wheels have no Qt/
# Qt plugins the window uses: the displays (X11, Wayland, offscreen for pictures without a
# screen; Windows' and macOS's own), the desktop portal's file dialogs, the native styles of
# Windows and macOS, input methods (IBus, compose: typing Persian), SVG icons, and Wayland's
# window decorations and shells. The names match on every system (lib*.so, *.dll, lib*.dylib).
# Left out among others: the GTK 3 theme (it would carry a copy of GLib and Cairo that must
# match the system's GTK), TLS, network information, SQL drivers, print support, EGLFS, the
# image formats other than SVG.
_PLUGINS_KEPT = (
    "platforms/*qxcb.*", "platforms/*qwayland*", "platforms/*qoffscreen.*", "platforms/*qwindows.*",
    "platforms/*qcocoa.*", "platformthemes/*qxdgdesktopportal.*", "styles/*", "platforminputcontexts/*",
    "iconengines/*qsvgicon.*", "imageformats/*qsvg.*", "xcbglintegrations/*", "wayland-*/*",
)
_QT_TRANSLATIONS_KEPT = ("qtbase_fa.qm",)  # the interface's languages: English needs none


def _inside(name: str, folder: str) -> str | None:
    """``name`` relative to Qt's ``folder`` (``plugins``, ``translations``), or None."""
    name = name.replace("\\", "/")
    for qt in _QT_FOLDERS:
        if name.startswith(qt + folder + "/"):
            return name[len(qt + folder) + 1:]
    return None


def keep_binary(name: str) -> bool:
    """False for a Qt plugin the window never loads."""
    plugin = _inside(name, "plugins")
    return plugin is None or any(fnmatch(plugin, pattern) for pattern in _PLUGINS_KEPT)


def keep_data(name: str) -> bool:
    """False for Qt's translations of other languages and of Qt's own tools."""
    translation = _inside(name, "translations")
    return translation is None or translation in _QT_TRANSLATIONS_KEPT


def _system_library(name: str) -> bool:
    """A shared library kept only if something else loads it: one PyInstaller copied from the
    system into the top of ``_internal``, or one of Qt's own (``PySide6/Qt/lib``). The bootloader
    loads libpython itself: it is never one of these."""
    folder, _, base = name.rpartition("/")
    return (folder in ("", _QT + "lib") and base.startswith("lib") and ".so" in base
            and not base.startswith("libpython"))


def needed_libraries(binaries, imports_of) -> set[str]:
    """The system libraries something kept still loads: the dependencies (``imports_of(path)``,
    the whole closure, as ``ldd`` lists it) of every binary that is not itself one. A library
    only a left-out plugin needed (the GTK theme's Cairo, Pango, GDK) is then left out too."""
    needed: set[str] = set()
    for name, source, _kind in binaries:
        if not _system_library(name):
            needed.update(dependency for dependency, _path in imports_of(source))
    return needed


def keep_system_library(name: str, needed: set[str]) -> bool:
    return not _system_library(name) or name.rpartition("/")[2] in needed
