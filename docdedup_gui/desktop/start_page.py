"""The start page: what the window offers when it opens with no file, or when the first file
it was asked to open could not be read.

The bundled examples and the recent files, each one click away, File > Open, and a word on
dropping a file on the window. The choices come from :mod:`core.desktop` (which examples, in
which order, which recent files are still there); this module draws them and switches
between the start page and the panes: the panes as soon as a file is open, the start page
(with a dialog saying why) when a file fails to open and nothing else is.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCommandLinkButton,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.desktop import StartItem, example_items, recent_items
from docdedup_gui import persistence
from docdedup_gui.desktop.places import log
from docdedup_gui.desktop.trouble import error_dialog
from docdedup_gui.i18n import left_to_right, translate
from docdedup_gui.resources import icon
from docdedup_gui.widgets.wrap_room import WrappedLabel
from resources import EXAMPLES

__all__ = ["StartPage", "StartSwitch", "install_start_page"]

PAGE_WIDTH = 640  # one readable column, centred in a wide window


def _example_description(key: str) -> str:
    descriptions = {
        "seed_records": translate("StartPage", "Three Persian records: two exact duplicates, and one that "
                                               "differs by a single letter. Begin here."),
        "unicode_traps": translate("StartPage", "Pairs that look identical but are not: line endings, "
                                                "Arabic and Persian yeh, NFC and NFD, invisible joiners."),
        "hidden_characters": translate("StartPage", "Characters an editor must be told about: a right-to-left"
                                                    " override, a zero width joiner, a soft hyphen."),
    }
    return descriptions.get(key, translate("StartPage", "A bundled example."))


class StartPage(QWidget):
    """The examples and recent files as buttons; ``chosen(path)`` when one is clicked,
    ``open_requested`` for File > Open."""

    chosen = Signal(str)
    open_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self.setAccessibleName(translate("StartPage", "Start page"))
        column = QWidget(self)
        column.setMaximumWidth(PAGE_WIDTH)
        self._layout = QVBoxLayout(column)
        self._layout.addLayout(self._heading())
        self.examples = self._group(translate("StartPage", "Examples"), "startExamples")
        self.recent = self._group(translate("StartPage", "Recent files"), "startRecent")
        self._layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        holder = QWidget(scroll)
        centred = QHBoxLayout(holder)  # the column as wide as it may be, the rest either side
        centred.addStretch(1)
        centred.addWidget(column, 100)
        centred.addStretch(1)
        scroll.setWidget(holder)
        QVBoxLayout(self).addWidget(scroll)
        self._fill(self.examples, example_items(EXAMPLES),
                   translate("StartPage", "No examples are installed."))
        self.refresh()

    def _heading(self) -> QVBoxLayout:
        heading = QVBoxLayout()
        title_row = QHBoxLayout()
        logo = QLabel(self)
        logo.setPixmap(icon("app").pixmap(48, 48))
        title = QLabel(f"<h1>{translate('StartPage', 'DocDedup Inspector')}</h1>", self)
        title_row.addWidget(logo)
        title_row.addWidget(title, 1)
        heading.addLayout(title_row)
        hint = WrappedLabel(translate(
            "StartPage", "Open a file of records (a JSON array or JSON Lines), drop one on this window, "
                         "or begin with an example."), self)
        heading.addWidget(hint)
        button = QPushButton(icon("open"), translate("StartPage", "Open a file..."), self)
        button.setObjectName("startOpen")
        button.clicked.connect(self.open_requested)
        heading.addWidget(button, 0, Qt.AlignmentFlag.AlignLeft)
        return heading

    def _group(self, title: str, name: str) -> QVBoxLayout:
        box = QGroupBox(title, self)
        box.setObjectName(name)
        self._layout.addWidget(box)
        return QVBoxLayout(box)

    def refresh(self) -> None:
        """Show the recent files as they are now (one may have been opened, moved or deleted)."""
        recent = persistence.recent_files()
        # A folder is opened from here when it was read as text files before (its language kept).
        folders = [path for path in recent if persistence.remembered_reading(path) is not path]
        self._fill(self.recent, recent_items(recent, limit=persistence.MAX_RECENT, folders=folders),
                   translate("StartPage", "No recent files yet: a file you open is listed here."))

    def _fill(self, layout: QVBoxLayout, items: list[StartItem], empty: str) -> None:
        while layout.count():
            widget = layout.takeAt(0).widget()
            if widget is not None:
                widget.hide()  # gone now, not at the next turn of the event loop
                widget.deleteLater()
        if not items:
            layout.addWidget(QLabel(empty, self))
        for item in items:
            layout.addWidget(self._button(item))

    def _button(self, item: StartItem) -> QCommandLinkButton:
        if item.key:
            description = _example_description(item.key)
        elif item.present:
            description = left_to_right(item.where)
        else:
            description = translate("StartPage", "Not found in {folder}: moved or deleted.").format(
                folder=left_to_right(item.where))
        button = QCommandLinkButton(item.title, description, self)
        button.setAccessibleDescription(description)  # a screen reader says what it opens
        button.setEnabled(item.present)
        button.setToolTip(str(item.path))
        button.clicked.connect(lambda _checked=False, path=str(item.path): self.chosen.emit(path))
        return button

    def buttons(self) -> list[QCommandLinkButton]:
        """The examples' and recent files' buttons, in the order shown."""
        shown = (layout.itemAt(index).widget() for layout in (self.examples, self.recent)
                 for index in range(layout.count()))
        return [widget for widget in shown if isinstance(widget, QCommandLinkButton)]


class StartSwitch:
    """Shows the start page or the panes of ``window`` (a stack in the central widget's place)."""

    def __init__(self, window, dialog: Callable[[QWidget, str, str], object] = error_dialog) -> None:
        self.window = window
        self.page = StartPage(window)
        self.panes = window.takeCentralWidget()
        self.stack = QStackedWidget(window)
        self.stack.setObjectName("startStack")
        self.stack.addWidget(self.panes)
        self.stack.addWidget(self.page)
        window.setCentralWidget(self.stack)
        self._dialog = dialog
        self.page.chosen.connect(window.open_file)
        self.page.open_requested.connect(window.commands.open.trigger)
        window.loaded.connect(self.show_panes)
        window.load_failed.connect(self._failed)

    def showing_start(self) -> bool:
        return self.stack.currentWidget() is self.page

    def show_start(self) -> None:
        self.page.refresh()
        self.stack.setCurrentWidget(self.page)
        self.page.buttons()[0].setFocus(Qt.FocusReason.OtherFocusReason)  # Enter opens the first example

    def show_panes(self) -> None:
        self.stack.setCurrentWidget(self.panes)

    def _failed(self, message: str) -> None:
        if message == translate("MainWindow", "cancelled"):
            return
        log().warning("could not open %s: %s", self.window.session.opening, message)
        if self.window.session.inspection is not None:
            return  # the open file stays; the message bar says what failed
        self.show_start()
        sentence = self.window.message_bar.label.text() or message
        self.last_dialog = self._dialog(self.window, translate("StartPage", "Cannot open the file"), sentence)


def install_start_page(window, *, show: bool) -> StartSwitch:
    """Put the start page in ``window``; shown now if ``show`` (no file was given)."""
    switch = StartSwitch(window)
    if show:
        switch.show_start()
    return switch
