"""The status bar: what is loaded (counts, profile, contract) and what is running.

While a task runs, its name, a progress bar and Cancel sit on the left; the counts
are permanent widgets on the right, so they never jump when progress appears. A bar too
narrow for every count (a projector's zoom) drops the least needed ones, last first, and
every count's label then carries all of them as its tooltip: none is cut in the middle.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QStatusBar, QToolButton, QWidget

from docdedup_gui import resources
from docdedup_gui.i18n import translate

__all__ = ["StatusPanel"]

PROGRESS_STEPS = 1000  # the workers report at most every 1/1000
PROGRESS_REFRESH_MS = 100  # the bar moves at most this often: QProgressBar.setValue repaints at once
SHOW_BUSY_AFTER_MS = 200  # a job shorter than this (an explain, a filter) never shows the bar


class StatusPanel(QObject):
    """The status bar: counts of the loaded file, and progress with Cancel while busy."""

    cancel_requested = Signal()
    _FIELDS = ("file", "records", "groups", "duplicates", "clusters", "problems", "profile", "contract")
    # When the bar is too narrow for all (a projector's zoom), these go first, in this order.
    _DROPPED_FIRST = ("contract", "profile", "clusters", "duplicates", "file", "problems", "groups",
                      "records")

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
        self._bar = bar
        self._dropped: set[str] = set()
        self._path = ""
        self._fitting = QTimer(self, singleShot=True, interval=0)  # once the bar's other widgets are in
        self._fitting.timeout.connect(self._fit)
        bar.installEventFilter(self)
        self._pending: tuple[str, int] | None = None
        self._refresh = QTimer(self, singleShot=True, interval=PROGRESS_REFRESH_MS)
        self._refresh.timeout.connect(self._apply_progress)
        self._show_busy = QTimer(self, singleShot=True, interval=SHOW_BUSY_AFTER_MS)
        self._show_busy.timeout.connect(lambda: self._set_busy_visible(True))
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
        """Show progress and Cancel for the task ``label`` (if it lasts); hide them when None."""
        if label is None:
            self._show_busy.stop()
            self._refresh.stop()
            self._pending = None
            self._set_busy_visible(False)
            return
        self.task_label.setText(label + "…")
        if not self.progress.isVisible():
            # Reset before showing: QProgressBar.setValue repaints at once when visible,
            # and that repaint would drag every pending repaint of the window (a freshly
            # loaded tree, the hex dump) into this call, one long stall instead of two short.
            self.progress.setValue(0)
            if not self._show_busy.isActive():
                self._show_busy.start()

    def _set_busy_visible(self, visible: bool) -> None:
        for widget in (self.task_label, self.progress, self.cancel_button):
            widget.setVisible(visible)
        self._fitting.start()  # the room the counts have just changed

    def show_progress(self, label: str, done: int, total: int) -> None:
        """Note how far ``label`` is; the bar follows at most every :data:`PROGRESS_REFRESH_MS`."""
        self._pending = (label, (PROGRESS_STEPS * done) // total if total > 0 else 0)
        if not self._refresh.isActive():
            self._refresh.start()

    def _apply_progress(self) -> None:
        if self._pending is None:
            return
        label, value = self._pending
        text = label + "…"
        if self.task_label.text() != text:
            self.task_label.setText(text)
        if value // 10 != self.progress.value() // 10:  # whole per cent: each move repaints the bar
            self.progress.setValue(value)

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
        self._path = str(path or "")
        self._fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._bar and event.type() in (QEvent.Type.Resize, QEvent.Type.FontChange,
                                                     QEvent.Type.LayoutRequest):
            self._fitting.start()
        return False

    def _fit(self) -> None:
        """Show as many counts as the bar has room for, dropping :attr:`_DROPPED_FIRST` in turn."""
        bar = self._bar
        spacing = bar.layout().spacing() if bar.layout() is not None else 6
        mine = set(self.labels.values())
        # What the bar's other widgets need at least: a label that elides (review mode's state
        # line) gives way to the counts, so its whole text is not room taken from them.
        others = sum(max(widget.minimumSizeHint().width(), widget.minimumWidth()) + spacing
                     for widget in bar.findChildren(QWidget)
                     if widget.parent() is bar and widget.isVisibleTo(bar) and widget not in mine
                     and not widget.isWindow())
        room = bar.width() - others - 24  # the size grip and the bar's margins
        shown = [name for name in self._FIELDS if self.labels[name].text()]
        dropped = set()
        widths = {name: self.labels[name].sizeHint().width() + spacing for name in shown}
        for name in self._DROPPED_FIRST[:-1]:  # the record count stays, however narrow the bar
            if sum(width for kept, width in widths.items() if kept not in dropped) <= room:
                break
            dropped.add(name)
        for name in self._FIELDS:
            self.labels[name].setVisible(name not in dropped)
        whole = "\n".join(self.labels[name].text() for name in self._FIELDS if self.labels[name].text())
        for name in self._FIELDS:
            self.labels[name].setToolTip(whole if dropped else (self._path if name == "file" else ""))
        self._dropped = dropped

    @staticmethod
    def _groups_text(groups: str, shown: str | None) -> str:
        if shown is None:
            return translate("MainWindow", "Groups: {n}").format(n=groups)
        return translate("MainWindow", "Groups: {n} ({shown} shown)").format(n=groups, shown=shown)
