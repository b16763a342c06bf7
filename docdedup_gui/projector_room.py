"""At a projector's zoom the Detail and Compare pages come first: View > Neighbours and problems.

At 200 % on a 1440x900 projector the Neighbours and Problems tabs below the pages take a
quarter of the height at their smallest, and the Compare page (both texts, both byte
dumps, the differences) no longer fits above them: it scrolls, the bytes out of view.
When the page shown cannot fit, the tabs below close and a closable line above the panes
says how to open them again; when the page would fit beside them again (the zoom went
back down), they come back. A person who opens them while the page is short keeps them
open until the zoom changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu, QScrollArea, QSplitter, QTabWidget

from .i18n import translate

__all__ = ["BottomTabsRoom", "install_projector_room"]

class BottomTabsRoom(QObject):
    """Closes ``bottom`` while the page ``pages`` shows cannot fit above it; ``action`` toggles it."""

    def __init__(self, window: QMainWindow, pages: QTabWidget, bottom: QTabWidget) -> None:
        super().__init__(window)
        self._window, self._pages, self._bottom = window, pages, bottom
        self._closed_for_room = False
        self._kept_open = False  # opened by hand while the page was short: left open
        self.action = QAction(translate("MainWindow", "&Neighbours and problems"), window)
        self.action.setObjectName("bottomTabsAction")
        self.action.setCheckable(True)
        self.action.setChecked(True)
        self.action.toggled.connect(self._toggled)
        self._check_soon = QTimer(self, singleShot=True, interval=0)
        self._check_soon.timeout.connect(self.fit)
        pages.currentChanged.connect(lambda _index: self._check_soon.start())
        for index in range(pages.count()):
            pages.widget(index).installEventFilter(self)

    def zoomed(self) -> None:
        self._kept_open = False
        self._check_soon.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
            self._check_soon.start()
        return False

    def _need_and_room(self) -> tuple[int, int]:
        """The least height the current page asks, and the height it is shown in."""
        area = self._pages.currentWidget()
        if not isinstance(area, QScrollArea) or area.widget() is None:
            return 0, 1
        return area.widget().minimumSizeHint().height(), area.viewport().height()

    def fit(self) -> None:
        need, room = self._need_and_room()
        if self._bottom.isVisible() and need > room and not self._kept_open:
            self._closed_for_room = True
            self._set_shown(False)
            if self._window.message_bar.text():
                return  # a message already shown (an error, a file's warning) matters more
            self._window.message_bar.show_message(translate(
                "MainWindow", "Neighbours and Problems are closed to give the page room: "
                              "View > Neighbours and problems opens them."), error=False, offer=self.action)
        elif self._closed_for_room and not self._bottom.isVisible():
            splitter = self._bottom.parentWidget()
            handle = splitter.handleWidth() if isinstance(splitter, QSplitter) else 0
            if need <= room - self._bottom.minimumSizeHint().height() - handle:
                self._set_shown(True)

    def _set_shown(self, shown: bool) -> None:
        self._bottom.setVisible(shown)
        self.action.blockSignals(True)
        self.action.setChecked(shown)
        self.action.blockSignals(False)
        if shown:
            self._closed_for_room = False

    def _toggled(self, shown: bool) -> None:
        self._bottom.setVisible(shown)
        self._closed_for_room = False
        self._kept_open = shown


def install_projector_room(window, zoom) -> BottomTabsRoom:
    """*View > Neighbours and problems*, before the zoom's actions, and the room it keeps."""
    room = BottomTabsRoom(window, window.right_tabs, window.bottom_tabs)
    menus = [owner for owner in zoom.zoom_in_action.associatedObjects() if isinstance(owner, QMenu)]
    if menus:
        menus[0].insertAction(zoom.zoom_in_action, room.action)
        menus[0].insertSeparator(zoom.zoom_in_action)
    zoom.zoomed.connect(lambda _percent: room.zoomed())
    return room
