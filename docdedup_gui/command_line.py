"""``docdedup-gui``'s command line, checked before Qt starts.

Qt's own options (``-platform offscreen``, ``-style Fusion``, ``-reverse``) are taken
out first and handed to ``QApplication``; argparse reads the rest. Whether a display
exists is also decided here: Qt's xcb plugin aborts with a message about plugins and
``libxcb`` that does not tell a person the real problem, so the application says it
itself, before creating ``QApplication``.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping, Sequence

from core import CONTRACT, __version__
from core.charnames import unicode_version_text
from core.cli.completion import add_completion_option

__all__ = ["NO_DISPLAY", "build_parser", "display_problem", "parse_arguments", "split_qt_arguments",
           "version_text"]

# QGuiApplication's and QApplication's documented options (X11's too), by whether
# they take a value (``-style Fusion`` or ``-style=Fusion``).
_QT_OPTIONS_WITH_VALUE = frozenset({
    "platform", "platformpluginpath", "platformtheme", "plugin", "qwindowgeometry", "qwindowicon",
    "qwindowtitle", "style", "stylesheet", "session", "display", "geometry", "title", "name",
    "qmljsdebugger",
})
_QT_FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync", "dialogs"})
_DISPLAY_PLATFORMS = ("xcb", "wayland")  # the plugins that need a running display server

NO_DISPLAY = (
    "docdedup-gui: no display found: neither DISPLAY (X11) nor WAYLAND_DISPLAY is set.\n"
    "The inspector is a window and needs a desktop session. Without a screen:\n"
    "  docdedup-gui FILE --screenshot out.png        renders offscreen and saves a picture\n"
    "  QT_QPA_PLATFORM=offscreen docdedup-gui FILE   runs with an invisible window\n"
    "  xvfb-run docdedup-gui FILE                    runs on a virtual X display\n"
    "The same analyses are in the command line tool: docdedup --help"
)


def version_text() -> str:
    """What ``docdedup-gui --version`` prints."""
    return f"docdedup-gui {__version__} ({CONTRACT}; {unicode_version_text()})"  # as `docdedup --version`


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="docdedup-gui", description="DocDedup Inspector",
        epilog="Qt's own options are accepted too, e.g. -platform offscreen, -style Fusion, -reverse.")
    parser.add_argument("file", nargs="?", help="records to open (JSON array or JSON Lines); "
                        "without it, the start page offers the examples and the recent files "
                        "(--screenshot opens the seed example)")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="save a PNG of the window after loading, then exit "
                             "(non-zero if loading failed or --select/--compare name an unknown doc_id); "
                             "with --playground, of the playground once its verdicts are settled, "
                             "PNG or SVG by the name's ending")
    parser.add_argument("--result", metavar="GROUPS.jsonl",
                        help="review the duplicate groups of a docdedup group result, read from its shards")
    parser.add_argument("--select", metavar="DOC_ID", help="select this record after loading")
    parser.add_argument("--compare", nargs=2, metavar=("DOC_ID_A", "DOC_ID_B"), help="compare two records")
    parser.add_argument("--playground", metavar="CLASS.json",
                        help="open the playground alone on the records of this file (a class file its "
                             "Save wrote, or any records file: its first 8 records, or the --pair)")
    parser.add_argument("--pair", nargs=2, metavar=("DOC_ID_A", "DOC_ID_B"),
                        help="with --playground: the two records to open side by side")
    parser.add_argument("--show-invisibles", action="store_true",
                        help="start with invisible characters shown")
    parser.add_argument("--characters", action="store_true",
                        help="start with the Characters pane in front (the census of the file)")
    parser.add_argument("--limits", choices=("seed", "corpus"), help="limits profile to load with")
    parser.add_argument("--decisions", metavar="PATH",
                        help="review, keeping decisions in PATH (default: FILE.decisions.jsonl beside FILE)")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop-entry", action="store_true",
                         help="add DocDedup Inspector to the applications menu, with its icon and "
                              "Open with on JSON and JSON Lines files, for this user (under "
                              "$XDG_DATA_HOME); then exit")
    desktop.add_argument("--uninstall-desktop-entry", action="store_true",
                         help="remove what --install-desktop-entry wrote; then exit")
    parser.add_argument("--version", action="version", version=version_text())
    add_completion_option(parser)
    return parser


_NOT_WITH_PLAYGROUND = ("file", "result", "select", "compare", "decisions", "characters", "show_invisibles",
                        "limits")


def parse_arguments(ours: Sequence[str]) -> argparse.Namespace:
    """Our options (Qt's taken out); a usage error (exit status 2) for options that do not go
    together: --pair names records of the --playground file, which opens instead of FILE."""
    parser = build_parser()
    args = parser.parse_args(ours)
    if args.pair and not args.playground:
        parser.error("--pair names two records of the --playground file: give --playground FILE too")
    if args.playground:
        given = [name for name in _NOT_WITH_PLAYGROUND if getattr(args, name)]
        if given:
            shown = "FILE" if given[0] == "file" else "--" + given[0].replace("_", "-")
            parser.error(f"--playground opens the playground alone; {shown} is for the main window")
    return args


def split_qt_arguments(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    """``(qt_arguments, ours)``: Qt's single-dash options (with their values) apart from the rest."""
    qt: list[str] = []
    ours: list[str] = []
    pending = iter(argv)
    for argument in pending:
        single_dash = argument.startswith("-") and not argument.startswith("--")
        name = argument[1:].split("=", 1)[0] if single_dash else ""
        if name in _QT_FLAGS or (name in _QT_OPTIONS_WITH_VALUE and "=" in argument):
            qt.append(argument)
        elif name in _QT_OPTIONS_WITH_VALUE:
            qt.append(argument)
            value = next(pending, None)
            if value is not None:
                qt.append(value)
        else:
            ours.append(argument)
    return qt, ours


def qt_platform(qt_arguments: Sequence[str], environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will pick: ``-platform``, else ``$QT_QPA_PLATFORM``, else ``""``."""
    for position, argument in enumerate(qt_arguments):
        if argument.startswith("-platform="):
            return argument.split("=", 1)[1]
        if argument == "-platform" and position + 1 < len(qt_arguments):
            return qt_arguments[position + 1]
    return environ.get("QT_QPA_PLATFORM", "")


def display_problem(platform: str, environ: Mapping[str, str] | None = None,
                    system: str = sys.platform) -> str | None:
    """:data:`NO_DISPLAY` when Qt would try a display server and none is there, else ``None``.

    ``platform`` is what :func:`qt_platform` returns (``"wayland;xcb"`` lists fallbacks).
    Only Linux and the BSDs pick xcb or Wayland by default; other systems always have a screen.
    """
    environ = os.environ if environ is None else environ
    if not (system.startswith("linux") or "bsd" in system):
        return None
    names = [name.split(":", 1)[0].strip() for name in platform.split(";") if name.strip()]
    if any(not name.startswith(_DISPLAY_PLATFORMS) for name in names):
        return None  # offscreen, minimal, vnc, eglfs...: no display server needed
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return NO_DISPLAY
