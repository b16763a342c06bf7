"""The playground from the command line, and pictures of it.

``docdedup-gui --playground FILE [--pair A B] [--screenshot OUT]`` (:func:`run_playground`):
the playground alone on a class file's records; with ``--screenshot``, offscreen at
1440x900, a picture (PNG or SVG by the name's ending, through the output gate) once every
verdict is settled, then exit. A file or pair that cannot be opened is said on standard
error, located, and the exit status is 1.

``python -m docdedup_gui.playground.screenshot OUT.png [--stepper]`` (:func:`main`): the
pictures in docs/, in the interface's language (``DOCDEDUP_LANG=fa`` for Persian): the
seed's records A and B, a zero width non-joiner typed into B before ``V`` (the verdict
turns near-identical, its bytes lit in B's hex view); with ``--stepper``, the contract
stepper on A and C at the UTF-8 step. ``scripts/screenshots`` runs it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence

SIZE = (1440, 900)
SETTLE_MS = 300
SETTLE_LIMIT_MS = 30_000


def when_settled(window, then: Callable[[], None], failed: Callable[[str], None], waited_ms: int = 0) -> None:
    """``then()`` once ``window`` names every verdict, ``failed(sentence)`` when it does not in time.

    The verdict is named once the analysis is loaded (a job): a picture taken before shows
    "working out why" (the Persian one did, after a fixed wait)."""
    from PySide6.QtCore import QTimer

    if window._task is None and not window.presenter.pending():
        QTimer.singleShot(SETTLE_MS, then)
    elif waited_ms > SETTLE_LIMIT_MS:
        failed("the verdict was not settled in time")
    else:
        QTimer.singleShot(50, lambda: when_settled(window, then, failed, waited_ms + 50))


def run_playground(app, path: str, pair: Sequence[str] | None, out: str | None) -> int:
    """``--playground``: the playground on ``path`` (the ``pair``, else its first records), shown
    until closed, or pictured into ``out``; the exit status."""
    from core.output.atomic import OutputError
    from core.playground.records_file import ClassFileError

    from ..slides import picture_format, write_picture
    from .opening import open_class_file

    try:
        if out is not None:
            picture_format(out)  # a name that says no picture is refused before any work
        window = open_class_file(path, pair=pair)
    except (ClassFileError, OutputError) as error:
        print(f"docdedup-gui: {error}", file=sys.stderr)
        if out is None and isinstance(error, ClassFileError):
            return _told_in_a_dialog(app, error)
        return 1
    if out is None:
        from ..desktop.trouble import install_exception_dialog
        from ..stop_signals import StopOnSignals

        install_exception_dialog(app)
        window.stop_on_signals = StopOnSignals(app, window)
        window.show()
        return app.exec()
    window.resize(*SIZE)
    window.show()

    def picture() -> None:
        try:
            write_picture(window, out, inputs=[path])
        except OutputError as error:
            print(f"docdedup-gui: {error}", file=sys.stderr)
            app.exit(1)
            return
        app.exit(0)

    def not_settled(sentence: str) -> None:
        print(f"docdedup-gui: {sentence}", file=sys.stderr)
        app.exit(1)

    when_settled(window, picture, not_settled)
    return app.exec()


def _told_in_a_dialog(app, error) -> int:
    """A person who started the playground from a launcher has no terminal: the sentence in a
    dialog (in the interface's language), then exit status 1. Offscreen or from a terminal,
    standard error has said it."""
    if sys.stderr.isatty() or app.platformName() in ("offscreen", "minimal"):
        return 1
    from ..desktop.trouble import error_dialog
    from ..i18n import translate
    from .class_file import class_file_problem

    box = error_dialog(None, translate("Playground", "Open class file"), class_file_problem(error))
    box.finished.connect(lambda _result: app.exit(1))
    return app.exec() or 1


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    stepper = "--stepper" in args
    args = [arg for arg in args if arg != "--stepper"]
    if len(args) != 1:
        print("usage: python -m docdedup_gui.playground.screenshot OUT.png [--stepper]", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from docdedup_gui import resources
    from docdedup_gui.i18n import install_translator

    app = QApplication.instance() or QApplication([sys.argv[0]])
    install_translator(app)
    resources.load_fonts()
    app.setFont(resources.text_font(app.font().pointSizeF()))
    from core.input.limits import SEED_LIMITS
    from core.input.loader import load_records
    from core.playground import Playground
    from resources import resource_path

    from .window import PlaygroundWindow

    records = load_records(resource_path("examples", "seed_records.json"), limits=SEED_LIMITS).records
    if stepper:
        return _stepper_picture(app, [records[0], records[2]], args[0])
    window = PlaygroundWindow(Playground.of_records(list(records[:2])))
    window.resize(*SIZE)
    window.show()
    body = window.editor(1).bodyEdit
    cursor = body.textCursor()
    before_v = window.presenter.drafts[1].body.index(" V")  # after the word before V
    cursor.setPosition(body.text_map().to_qt(before_v))
    body.setTextCursor(cursor)
    body.setFocus()
    window.palette_panel.insert("ZWNJ")
    window.palette_panel.filterEdit.setText("yeh")

    def not_settled(sentence: str) -> None:
        print(sentence, file=sys.stderr)
        app.exit(1)

    when_settled(window, lambda: app.exit(0 if window.grab().save(args[0]) else 1), not_settled)
    return app.exec()


def _stepper_picture(app, records, out: str) -> int:
    """The stepper on A and C (V against mV), at the UTF-8 bytes step, collisions simulated."""
    from PySide6.QtCore import QTimer

    from .stepper import StepperWindow

    window = StepperWindow(records)
    window.resize(1200, 760)
    window.collisionsBox.setChecked(True)
    window.go(int(os.environ.get("STEP", "3")))
    window.show()
    QTimer.singleShot(SETTLE_MS, lambda: app.exit(0 if window.grab().save(out) else 1))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
