"""``docdedup-gui [FILE] [--screenshot OUT.png] [Qt options]``: start the inspector.

Without FILE it shows the start page (the bundled examples and the recent files; with
``--screenshot``, the bundled seed example is opened). ``--screenshot`` loads the file,
waits for the analysis, saves a PNG of the main window and exits; with no screen
it renders offscreen, so it works on a build machine too. The command line itself
(options, ``--version``, the display check) is :mod:`docdedup_gui.command_line`;
``--install-desktop-entry``, the start page, the dialogs for errors and the log are
:mod:`docdedup_gui.desktop`'s.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from docdedup_gui import resources
from docdedup_gui.command_line import display_problem, parse_arguments, qt_platform, split_qt_arguments
from docdedup_gui.desktop.places import start_log
from docdedup_gui.desktop.trouble import display_plugin_problem, install_exception_dialog, tell_without_qt
from docdedup_gui.i18n import install_translator, translate
from docdedup_gui.persistence import APPLICATION, ORGANIZATION
from resources import resource_path

__all__ = ["main"]

SEED_EXAMPLE = ("examples", "seed_records.json")
SETTLE_MS = 150  # lets the last repaint (badges, detail pane) land before the grab


SCREENSHOT_SIZE = (1440, 900)


def _unknown_ids(window, args: argparse.Namespace) -> list[str]:
    """The doc_ids named by --select / --compare that the loaded file does not have."""
    inspection = window.session.inspection
    known = inspection.index_of_doc_id if inspection is not None else {}
    named = ([args.select] if args.select else []) + list(args.compare or ())
    return [doc_id for doc_id in dict.fromkeys(named) if doc_id not in known]


def _after_load(window, args: argparse.Namespace, outcome: dict) -> None:
    """Apply --select / --compare once the groups are shown; an unknown doc_id is an error.

    With --screenshot the error ends the run (exit status 1) instead of a picture of
    something else; in the window it is shown in the message bar.
    """
    unknown = _unknown_ids(window, args)
    if unknown:
        names = ", ".join(repr(doc_id) for doc_id in unknown)
        if args.screenshot:
            print(f"docdedup-gui: no record with doc_id {names} in {window.session.inspection.loaded.path}",
                  file=sys.stderr)
            outcome["status"] = 1
            window.close()
            return
        text = translate("MainWindow", "No record with doc_id {ids} in this file.").format(ids=names)
        window.message_bar.show_message(text, error=True)
    if args.select and args.select not in unknown:
        window.select_record(args.select)
    if args.compare and not set(args.compare) & set(unknown):
        window.compare(*args.compare)


def _arrange_screenshot(app: QApplication, window, out: str, opening: str) -> None:
    """Grab the window once loading and analysis are over; exit 0, or 1 if loading failed.

    A failed load is also said on stderr (whoever ran the command sees no window).

    The window gets a fixed size, not the one remembered from the last session, so
    the same command gives the same picture on every machine.
    """
    window.resize(*SCREENSHOT_SIZE)
    state = {"failed": False}

    def grab() -> None:
        saved = window.grab().save(out)
        app.exit(0 if saved and not state["failed"] else 1)

    def failed(message: str) -> None:
        state["failed"] = True
        print(f"docdedup-gui: {message if opening in message else f'{opening}: {message}'}", file=sys.stderr)
        QTimer.singleShot(SETTLE_MS, grab)

    # Both the near-identical badges and the character census are in the picture.
    pending = {"analysis", "census"}

    def finished(which: str) -> None:
        pending.discard(which)
        if not pending:
            QTimer.singleShot(SETTLE_MS, grab)

    window.analysis_finished.connect(lambda: finished("analysis"))
    window.census_finished.connect(lambda: finished("census"))
    window.load_failed.connect(failed)


def _start_qt(qt_arguments: list[str], *, screenshot: bool) -> QApplication | None:
    """The application object, or None (and a message) when there is no display to show it on,
    or Qt's display plugin would not load (said in a desktop dialog where one can be shown)."""
    platform = qt_platform(qt_arguments, os.environ)
    problem = display_problem(platform)
    if problem and screenshot:  # a picture needs no screen
        qt_arguments = [*qt_arguments, "-platform", "offscreen"]
    elif not problem:
        problem = display_plugin_problem(platform)
    if problem and not screenshot:
        tell_without_qt(problem)
        return None
    return QApplication.instance() or QApplication([sys.argv[0], *qt_arguments])


def main(argv: Sequence[str] | None = None) -> int:
    """Run the application; returns its exit status."""
    qt_arguments, ours = split_qt_arguments(sys.argv[1:] if argv is None else argv)
    args = parse_arguments(ours)
    if args.install_desktop_entry or args.uninstall_desktop_entry:
        from docdedup_gui.desktop.entry_command import run_desktop_entry

        return run_desktop_entry(remove=args.uninstall_desktop_entry)
    QApplication.setApplicationName(APPLICATION)  # before anything asks where settings and the log are
    QApplication.setOrganizationName(ORGANIZATION)
    start_log()
    app = _start_qt(qt_arguments, screenshot=bool(args.screenshot))
    if app is None:
        return 1
    install_translator(app)  # before any window module is imported: they translate as they build
    resources.load_fonts()
    app.setFont(resources.text_font(app.font().pointSizeF()))
    app.setWindowIcon(resources.icon("app"))
    if args.playground:
        from docdedup_gui.playground.screenshot import run_playground

        return run_playground(app, args.playground, args.pair, args.screenshot)
    from docdedup_gui.main_window import MainWindow

    window = MainWindow()
    if args.limits:
        window.set_limits(args.limits)
    window.commands.invisibles.setChecked(args.show_invisibles)
    if args.characters:
        window.bottom_tabs.setCurrentWidget(window.characters_panel)
    if args.decisions:
        window.review_mode.use_decisions_file(args.decisions)
    outcome = {"status": 0}
    window.loaded.connect(lambda: _after_load(window, args, outcome))
    opening = args.result or args.file or str(resource_path(*SEED_EXAMPLE))
    if args.screenshot:
        _arrange_screenshot(app, window, args.screenshot, opening)
    window.show()
    from docdedup_gui.stop_signals import StopOnSignals

    # Ctrl-C, SIGTERM: closed as by its button. Heard before any work starts, so a signal
    # that comes while the first file opens (its helper processes running) closes it too.
    window.stop_on_signals = StopOnSignals(app, window)
    if not args.screenshot:  # a person is there: the start page, and errors in dialogs
        from docdedup_gui.desktop.file_open import OpenRequests
        from docdedup_gui.desktop.start_page import install_start_page

        install_exception_dialog(app)
        window.start_switch = install_start_page(window, show=not (args.result or args.file))
        window.open_requests = OpenRequests(app, window.opening.offer)  # macOS Finder's Open With
    if args.result:
        from docdedup_gui.result_window import open_result

        open_result(window, args.result)
    elif args.screenshot:
        window.open_file(opening)
    elif args.file:  # a person is there: another schema is offered a mapping, a folder asked its language
        window.opening.offer(opening)
    status = app.exec()
    return status or outcome["status"]


if __name__ == "__main__":
    sys.exit(main())
