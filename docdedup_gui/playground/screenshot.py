"""``python -m docdedup_gui.playground.screenshot OUT.png [--stepper]``: a picture of the playground.

Offscreen, 1440x900, in the interface's language (``DOCDEDUP_LANG=fa`` for Persian):
the seed's records A and B, a zero width non-joiner typed into B before ``V`` (the
verdict turns near-identical, its bytes lit in B's hex view); with ``--stepper``, the
contract stepper on A and C at the UTF-8 step. ``scripts/screenshots``
runs it for docs/.
"""

from __future__ import annotations

import os
import sys

SIZE = (1440, 900)
SETTLE_MS = 300
SETTLE_LIMIT_MS = 30_000


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    stepper = "--stepper" in args
    args = [arg for arg in args if arg != "--stepper"]
    if len(args) != 1:
        print("usage: python -m docdedup_gui.playground.screenshot OUT.png [--stepper]", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
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

    def grab() -> None:
        app.exit(0 if window.grab().save(args[0]) else 1)

    def when_settled(waited_ms: int = 0) -> None:
        # The verdict is named once the analysis is loaded (a job): a picture taken before
        # shows "working out why" (the Persian one did, after a fixed wait).
        if window._task is None and not window.presenter.pending():
            QTimer.singleShot(SETTLE_MS, grab)
        elif waited_ms > SETTLE_LIMIT_MS:
            print("the verdict was not settled in time", file=sys.stderr)
            app.exit(1)
        else:
            QTimer.singleShot(50, lambda: when_settled(waited_ms + 50))

    when_settled()
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
