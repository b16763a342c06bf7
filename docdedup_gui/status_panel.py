"""The status bar: what is loaded (counts, profile, contract) and what is running.

While a task runs, its name, a progress bar and Cancel sit on the left; the counts
are permanent widgets on the right, so they never jump when progress appears.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QLocale, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QToolButton

from docdedup_gui import resources
from docdedup_gui.i18n import translate

__all__ = ["StatusPanel"]

PROGRESS_STEPS = 1000  # the workers report at most every 1/1000


class StatusPanel(QObject):
    """The status bar: counts of the loaded file, and progress with Cancel while busy."""

    cancel_requested = Signal()
    _FIELDS = ("file", "records", "groups", "duplicates", "clusters", "problems", "profile", "contract")

    def __init__(self, bar: QStatusBar, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.task_label = QLabel(bar)
        self.progress = QProgressBar(bar)
        self.progress.setObjectName("progressBar")
        self.progress.setMaximumWidth(180)
        self.progress.setRange(0, PROGRESS_STEPS)
        self.cancel_button = self._cancel_button(bar)
        for widget in (self.task_label, self.progress, self.cancel_button):
            bar.addWidget(widget)
        self.labels = {name: self._label(bar, name) for name in self._FIELDS}
        self.set_busy(None)

    def _cancel_button(self, bar: QStatusBar) -> QToolButton:
        button = QToolButton(bar)
        button.setObjectName("cancelButton")
        button.setText(translate("MainWindow", "Cancel"))
        button.setIcon(resources.icon("cancel"))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        button.clicked.connect(self.cancel_requested)
        return button

    @staticmethod
    def _label(bar: QStatusBar, name: str) -> QLabel:
        label = QLabel(bar)
        label.setObjectName(f"status_{name}")
        bar.addPermanentWidget(label)
        return label

    def set_busy(self, label: str | None) -> None:
        """Show progress and Cancel for the task ``label``; hide them when None."""
        if label is not None:
            self.task_label.setText(label + "…")
            # Reset before showing: QProgressBar.setValue repaints at once when visible,
            # and that repaint would drag every pending repaint of the window (a freshly
            # loaded tree, the hex dump) into this call, one long stall instead of two short.
            self.progress.setValue(0)
        for widget in (self.task_label, self.progress, self.cancel_button):
            widget.setVisible(label is not None)

    def show_progress(self, label: str, done: int, total: int) -> None:
        self.task_label.setText(label + "…")
        self.progress.setValue((PROGRESS_STEPS * done) // total if total > 0 else 0)

    def show_counts(self, *, path, records, groups, shown, duplicates, clusters, problems, profile,
                    contract, simulated) -> None:
        """Fill the permanent labels (``clusters`` None while the analysis runs)."""
        number = QLocale().toString  # digits and separators of the UI's language
        texts = {
            "file": Path(path).name if path else translate("MainWindow", "No file"),
            "records": translate("MainWindow", "Records: {n}").format(n=number(records)),
            "groups": self._groups_text(number(groups), number(shown) if shown != groups else None),
            "duplicates": translate("MainWindow", "Duplicate groups: {n}").format(n=number(duplicates)),
            "clusters": translate("MainWindow", "Near-identical clusters: {n}").format(
                n="…" if clusters is None else number(clusters)),
            "problems": translate("MainWindow", "Problems: {n}").format(n=number(problems)),
            "profile": translate("MainWindow", "Limits: {name}").format(name=profile),
            "contract": contract + (translate("MainWindow", " · digests: 64 zeros") if simulated else ""),
        }
        for name, text in texts.items():
            self.labels[name].setText(text)
        self.labels["file"].setToolTip(str(path or ""))

    @staticmethod
    def _groups_text(groups: str, shown: str | None) -> str:
        if shown is None:
            return translate("MainWindow", "Groups: {n}").format(n=groups)
        return translate("MainWindow", "Groups: {n} ({shown} shown)").format(n=groups, shown=shown)
