"""``python -m docdedup_gui.review.screenshot OUT.png``: a picture of review mode.

Offscreen, 1440x900, in the interface's language (``DOCDEDUP_LANG=fa`` for Persian): the
Unicode traps example (a copy in a temporary folder, so its decisions file is made there),
review mode entered by its key, three clusters decided by keys as an editor would (A: same
document, X: distinct, 2: keep the second group), and the fourth cluster on screen with its
comparison, the history of those decisions and the keys. ``scripts/screenshots`` runs it
for docs/.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from pathlib import Path

SIZE = (1440, 900)
SETTLE_MS = 400  # the last pair's repaint and the history's, before the grab
LIMIT_MS = 60_000  # a step that never comes ends the run with a message, not a hang


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m docdedup_gui.review.screenshot OUT.png", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="docdedup-review-shot-") as folder:
        from resources import resource_path

        corpus = Path(folder) / "unicode_traps.json"
        shutil.copyfile(resource_path("examples", "unicode_traps.json"), corpus)
        return _picture(str(corpus), os.path.abspath(args[0]))


def _picture(corpus: str, out: str) -> int:
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from docdedup_gui import resources
    from docdedup_gui.i18n import install_translator

    # No remembered column widths, window state or reviewer name in the picture.
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(Path(corpus).parent))
    app = QApplication.instance() or QApplication([sys.argv[0]])
    install_translator(app)
    resources.load_fonts()
    app.setFont(resources.text_font(app.font().pointSizeF()))
    from docdedup_gui.main_window import MainWindow

    window = MainWindow()
    window.resize(*SIZE)
    window.show()
    mode = window.review_mode
    mode.desk.reviewer = "ann"
    keys = [Qt.Key.Key_A, Qt.Key.Key_X, Qt.Key.Key_2]
    plain = Qt.KeyboardModifier.NoModifier

    def ready() -> bool:
        review = mode.desk.review
        return (review is not None and review.input_file is not None and review.subjects.clusters_known
                and not mode.starting and mode.desk.current is not None)

    def when(condition, then, waited_ms: int = 0) -> None:
        if condition():
            then()
        elif waited_ms > LIMIT_MS:
            print("review mode did not get ready in time", file=sys.stderr)
            app.exit(1)
        else:
            QTimer.singleShot(50, lambda: when(condition, then, waited_ms + 50))

    def enter() -> None:
        QTest.keyClick(window.group_tree, Qt.Key.Key_R,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        when(ready, press_next)

    def press_next() -> None:
        if not keys:
            when(lambda: window.session.comparison is not None and window.session.comparison.explanation
                 is not None, lambda: QTimer.singleShot(SETTLE_MS, grab))
            return
        QTest.keyClick(window.group_tree, keys.pop(0), plain)

    def grab() -> None:
        app.exit(0 if window.grab().save(out) else 1)

    mode.recorded.connect(lambda: QTimer.singleShot(SETTLE_MS, lambda: when(ready, press_next)))
    window.load_failed.connect(lambda message: (print(message, file=sys.stderr), app.exit(1)))
    window.analysis_finished.connect(lambda: when(lambda: mode.desk.review is not None, enter))
    window.open_file(corpus)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
