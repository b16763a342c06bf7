"""``docdedup-gui [FILE] [--screenshot OUT.png]``: start the inspector.

Without FILE it opens the bundled seed example. ``--screenshot`` loads the file,
waits for the analysis, saves a PNG of the main window and exits; with no screen
it renders offscreen, so it works on a build machine too.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from docdedup_gui import resources
from docdedup_gui.i18n import install_translator
from resources import resource_path

__all__ = ["main"]

SEED_EXAMPLE = ("examples", "seed_records.json")
SETTLE_MS = 150  # lets the last repaint (badges, detail pane) land before the grab


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="docdedup-gui", description="DocDedup Inspector")
    parser.add_argument("file", nargs="?", help="records to open (JSON array or JSON Lines); "
                        "default: the bundled seed example")
    parser.add_argument("--screenshot", metavar="OUT.png",
                        help="save a PNG of the window after loading, then exit")
    parser.add_argument("--select", metavar="DOC_ID", help="select this record after loading")
    parser.add_argument("--compare", nargs=2, metavar=("DOC_ID_A", "DOC_ID_B"), help="compare two records")
    parser.add_argument("--show-invisibles", action="store_true",
                        help="start with invisible characters shown")
    parser.add_argument("--limits", choices=("seed", "corpus"), help="limits profile to load with")
    return parser


SCREENSHOT_SIZE = (1440, 900)


def _needs_offscreen(args: argparse.Namespace) -> bool:
    no_screen = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return bool(args.screenshot) and no_screen and sys.platform.startswith("linux")


def _after_load(window, args: argparse.Namespace) -> None:
    """Apply --select / --compare once the groups are shown."""
    if args.select:
        window.select_record(args.select)
    if args.compare:
        try:
            window.compare(*args.compare)
        except KeyError as error:
            window.message_bar.show_message(f"--compare: unknown doc_id {error}", error=True)


def _arrange_screenshot(app: QApplication, window, out: str) -> None:
    """Grab the window once loading and analysis are over; exit 0, or 1 if loading failed.

    The window gets a fixed size, not the one remembered from the last session, so
    the same command gives the same picture on every machine.
    """
    window.resize(*SCREENSHOT_SIZE)
    state = {"failed": False}

    def grab() -> None:
        saved = window.grab().save(out)
        app.exit(0 if saved and not state["failed"] else 1)

    def failed(_message: str) -> None:
        state["failed"] = True
        QTimer.singleShot(SETTLE_MS, grab)

    window.analysis_finished.connect(lambda: QTimer.singleShot(SETTLE_MS, grab))
    window.load_failed.connect(failed)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the application; returns its exit status."""
    args = build_parser().parse_args(argv)
    if _needs_offscreen(args):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("DocDedup Inspector")
    app.setOrganizationName("DocDedup")
    install_translator(app)  # before any window module is imported: they translate as they build
    resources.load_fonts()
    app.setFont(resources.text_font(app.font().pointSizeF()))
    app.setWindowIcon(resources.icon("app"))
    from docdedup_gui.main_window import MainWindow

    window = MainWindow()
    if args.limits:
        window.set_limits(args.limits)
    window.invisibles_action.setChecked(args.show_invisibles)
    window.loaded.connect(lambda: _after_load(window, args))
    if args.screenshot:
        _arrange_screenshot(app, window, args.screenshot)
    window.show()
    window.open_file(args.file or str(resource_path(*SEED_EXAMPLE)))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
