"""``python -m docdedup_gui.playground.screenshot OUT.png``: a picture of the playground.

Offscreen, 1440x900, in the interface's language (``DOCDEDUP_LANG=fa`` for Persian):
the seed's records A and B, a zero width non-joiner typed into B before ``V`` (the
verdict turns near-identical, its bytes lit in B's hex view). ``scripts/screenshots``
runs it for docs/.
"""

from __future__ import annotations

import os
import sys

SIZE = (1440, 900)
SETTLE_MS = 300


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m docdedup_gui.playground.screenshot OUT.png", file=sys.stderr)
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
    from core.limits import SEED_LIMITS
    from core.loader import load_records
    from core.playground import Playground
    from resources import resource_path

    from .window import PlaygroundWindow

    records = load_records(resource_path("examples", "seed_records.json"), limits=SEED_LIMITS).records
    window = PlaygroundWindow(Playground.of_records(list(records[:2])))
    window.resize(*SIZE)
    window.show()
    body = window.editor(1).bodyEdit
    cursor = body.textCursor()
    cursor.setPosition(window.presenter.drafts[1].body.index(" V"))  # after the word before V
    body.setTextCursor(cursor)
    body.setFocus()
    window.palette_panel.insert("ZWNJ")
    window.palette_panel.filterEdit.setText("yeh")

    def grab() -> None:
        app.exit(0 if window.grab().save(args[0]) else 1)

    QTimer.singleShot(SETTLE_MS, grab)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
