"""The playground's File menu: open and save class files, export the records as a picture.

A class file is a records file (:mod:`core.playground.records_file`): Open class file...
opens one in a new playground (:mod:`.class_file`), Save records as... writes the records
there, and Export as picture... writes the verdicts and the records as they are shown
(PNG or SVG, at the window's zoom: :mod:`docdedup_gui.slides`).
"""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog

from ..actions import make_action
from ..i18n import translate
from ..slides import export_action
from .class_file import choose_class_file

__all__ = ["add_file_menu", "choose_save"]


def add_file_menu(window) -> None:
    """File in ``window``'s menu bar; its actions are kept as ``open_action``, ``save_action``
    and ``export_action``. Call it once the central widget (what is exported) is set."""
    menu = window.menuBar().addMenu(translate("Playground", "&File"))
    window.open_action = make_action(window, translate("Playground", "&Open class file..."), "open",
                                     QKeySequence.StandardKey.Open, lambda: choose_class_file(window))
    window.save_action = make_action(window, translate("Playground", "&Save records as..."), "export",
                                     QKeySequence.StandardKey.SaveAs, lambda: choose_save(window))
    window.export_action = export_action(window.centralWidget(), inputs=lambda: window.presenter.inputs,
                                         say=lambda sentence, _refused: window.messageLabel.setText(sentence))
    menu.addActions([window.open_action, window.save_action, window.export_action])
    menu.addSeparator()
    close = QKeySequence.StandardKey.Close
    menu.addAction(make_action(window, translate("Playground", "&Close"), None, close, window.close))


def choose_save(window) -> None:
    """File > Save records as...: a name from a dialog, then :meth:`PlaygroundWindow.save_to`."""
    path, _chosen = QFileDialog.getSaveFileName(
        window, translate("Playground", "Save records as"), "class.json",
        translate("Playground", "Records (*.json)"))
    if path:
        window.save_to(path)
