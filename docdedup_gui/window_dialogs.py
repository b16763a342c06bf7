"""The window's own dialogs: File > Open, File > Export groups, and Help's three pages.

Each takes the window it belongs to and asks through it; the window only routes its
commands here.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from core.input.shards import open_filter
from docdedup_gui.i18n import translate

__all__ = ["choose_export", "choose_records", "open_help_dialog"]


def choose_records(window) -> None:
    """File > Open: any records file the window reads (compressed ones and Parquet too)."""
    path, _ = QFileDialog.getOpenFileName(
        window, translate("MainWindow", "Open records"), window.view.dialog_directory(),
        open_filter(translate("MainWindow", "Records"), translate("MainWindow", "All files")))
    if path:
        window.opening.offer(path)  # asks how to read a file in another schema


def choose_export(window) -> None:
    """File > Export groups: JSON or CSV, named by the person."""
    if window.session.inspection is None:
        return
    suggested = str(Path(window.view.dialog_directory()) / "groups.json")
    path, chosen = QFileDialog.getSaveFileName(
        window, translate("MainWindow", "Export groups"), suggested,
        translate("MainWindow", "JSON (*.json);;CSV (*.csv)"))
    if path:
        window.export_groups_to(path, format="csv" if "csv" in chosen.lower() else "json")


def open_help_dialog(window, which: str) -> None:
    """Help's contract page, Verify the contract or About, modeless, at the window's zoom."""
    # Imported when first shown: none of them is needed to open a file.
    if which == "contract":
        from docdedup_gui.dialogs.contract_page import ContractPage as Dialog
    elif which == "verify":
        from docdedup_gui.dialogs.verify_dialog import VerifyDialog as Dialog
    else:
        from docdedup_gui.dialogs.about_dialog import AboutDialog as Dialog
    dialog = Dialog(window)
    window.zoom.attach(dialog)  # the contract page and Verify read at the window's zoom
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()  # modeless: the window keeps working (and tests keep running)
    window.last_dialog = dialog
