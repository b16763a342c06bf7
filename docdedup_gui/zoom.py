"""View > Zoom in / out / reset (Ctrl++, Ctrl+=, Ctrl+-, Ctrl+0, Ctrl+wheel) for a whole window.

Every widget's font is scaled from the size it had before any zoom (kept per widget),
so zooming in and out never drifts; widgets that inherit their parent's font follow it.
The fonts item models hand out (FontRole) name a family, not a size: a view resolves
them against its own font, so they follow it. A table's rows keep the height they were
given when it was made unless told: they are scaled too, and so are the icons of
toolbars, buttons, tabs and item views (Verify's pass and fail marks, the toolbar's):
their pictures are drawn up to 64 px, so a projector's 200 % shows them sharp.
A window made later (the playground) is zoomed with :meth:`WindowZoom.attach`. The
level is remembered in the settings (:mod:`docdedup_gui.persistence`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence, QWheelEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QRadioButton,
    QStyle,
    QTabBar,
    QTableView,
    QToolBar,
    QWidget,
)
from shiboken6 import isValid

from core.display.zoom import DEFAULT_PERCENT, nearest_percent, scaled_point_size, zoom_step

from .i18n import translate
from .persistence import settings

__all__ = ["ZOOM_KEY", "WindowZoom"]

ZOOM_KEY = "zoomPercent"
_BASE_SIZE = "_zoomBasePointSize"  # a widget's dynamic property: its font size at 100 %
_APPLIED = "_zoomAppliedPercent"  # a window's: the level its fonts were last set to
_BASE_ROW = "_zoomBaseRowHeight"  # a table's vertical header's: its rows' height at 100 %
_BASE_ICON = "_zoomBaseIconSize"  # a widget's: its icons' size at 100 %
_SET_ICON = "_zoomIconSize"  # the size the zoom gave them last (another one set since is a new base)
_ICON_WIDGETS = (QToolBar, QAbstractButton, QTabBar, QAbstractItemView)


class WindowZoom(QObject):
    """The zoom of one or more top-level windows, and the actions that change it."""

    zoomed = Signal(int)  # the new percent

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._windows: list[QWidget] = []
        stored = settings().value(ZOOM_KEY, DEFAULT_PERCENT)
        try:
            self.percent = nearest_percent(float(stored))
        except (TypeError, ValueError):
            self.percent = DEFAULT_PERCENT
        self.zoom_in_action = self._action(translate("Zoom", "Zoom &in"), ("Ctrl++", "Ctrl+="), 1)
        self.zoom_out_action = self._action(translate("Zoom", "Zoom &out"), ("Ctrl+-",), -1)
        self.reset_action = self._action(translate("Zoom", "&Reset zoom"), ("Ctrl+0",), 0)
        self.attach(window)
        _wheel_filter().zooms.append(self)

    def _action(self, text: str, keys: tuple[str, ...], steps: int) -> QAction:
        action = QAction(text, self)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(lambda: self.set_percent(zoom_step(self.percent, steps) if steps
                                                          else DEFAULT_PERCENT))
        return action

    def actions(self) -> list[QAction]:
        return [self.zoom_in_action, self.zoom_out_action, self.reset_action]

    def attach(self, window: QWidget) -> None:
        """Zoom ``window`` with the others from now on (at the current level at once)."""
        self._windows = [known for known in self._windows if isValid(known)]
        self._windows.append(window)
        if self.percent != DEFAULT_PERCENT:
            _apply(window, self.percent)

    def set_percent(self, percent: int) -> None:
        percent = nearest_percent(percent)
        if percent == self.percent:
            return
        self.percent = percent
        # Windows closed since are dropped here, not from their ``destroyed`` signal: a Python
        # slot run while Qt tears a window down (or the application, at exit) is a crash risk.
        self._windows = [window for window in self._windows if isValid(window)]
        for window in self._windows:
            _apply(window, percent)
        settings().setValue(ZOOM_KEY, percent)
        self.zoomed.emit(percent)

    def wheel(self, watched: QWidget, event) -> bool:
        """Ctrl+wheel over one of this zoom's windows: a step in or out; True when it was."""
        if not any(watched.window() is window for window in self._windows):
            return False
        delta = event.angleDelta().y()
        if delta:
            self.set_percent(zoom_step(self.percent, 1 if delta > 0 else -1))
        return True  # never one field's own zoom: the whole window or nothing


class _WheelFilter(QObject):
    """One filter on the application for every zoom: a Python call per event is paid once,
    however many windows there are, and only a Ctrl+wheel goes further."""

    def __init__(self) -> None:
        super().__init__(QApplication.instance())
        self.zooms: list[WindowZoom] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # isinstance, not event.type(): the type is a Python enum made anew at every call, and
        # this runs for every event of the application (~250 a decision in review mode).
        if (not isinstance(event, QWheelEvent) or not self.zooms or not isinstance(watched, QWidget)
                or not event.modifiers() & Qt.KeyboardModifier.ControlModifier):
            return False
        self.zooms = [zoom for zoom in self.zooms if isValid(zoom)]  # zooms of closed windows go
        return any(zoom.wheel(watched, event) for zoom in self.zooms)


_FILTER: list[_WheelFilter] = []


def _wheel_filter() -> _WheelFilter:
    if not _FILTER:
        _FILTER.append(_WheelFilter())
        QApplication.instance().installEventFilter(_FILTER[0])
    return _FILTER[0]


def _apply(window: QWidget, percent: int) -> None:
    """Every font of ``window`` at ``percent`` of its size before any zoom.

    Each widget's size at 100 % is noted before any font changes: a font that names
    its family but not its size takes the size of its parent's, so once the parent
    grows it would be noted too large.
    """
    widgets = [widget for widget in [window, *window.findChildren(QWidget)]
               if widget is window or widget.testAttribute(Qt.WidgetAttribute.WA_SetFont)]
    previous = int(window.property(_APPLIED) or DEFAULT_PERCENT)
    for widget in widgets:  # the others inherit their parent's font, which is being scaled
        if widget.property(_BASE_SIZE) is None and widget.font().pointSizeF() > 0:
            widget.setProperty(_BASE_SIZE, _size_at_100(widget, previous))
    for widget in widgets:
        base = widget.property(_BASE_SIZE)
        if base is None:  # a font sized in pixels: left as it is
            continue
        font = widget.font()
        font.setPointSizeF(scaled_point_size(float(base), percent))
        widget.setFont(font)
    window.setProperty(_APPLIED, percent)
    for table in window.findChildren(QTableView):
        _scale_rows(table, percent)
    for widget in [window, *window.findChildren(QWidget)]:
        if isinstance(widget, (QCheckBox, QRadioButton)):
            _scale_indicator(widget, percent)
        elif isinstance(widget, _ICON_WIDGETS):
            _scale_icons(widget, percent)


def _size_at_100(widget: QWidget, previous: int) -> float:
    """``widget``'s font size at 100 %, noted the first time it has a font of its own: its size,
    unless the window was zoomed to ``previous`` and the widget's font is a copy of the one it
    inherited then (a label made bold after the zoom): that one's size at 100 %."""
    size = widget.font().pointSizeF()
    ancestor = widget.parentWidget()
    while ancestor is not None and ancestor.property(_BASE_SIZE) is None:
        ancestor = ancestor.parentWidget()
    if previous == DEFAULT_PERCENT or ancestor is None:
        return size
    inherited = float(ancestor.property(_BASE_SIZE))
    return inherited if abs(scaled_point_size(inherited, previous) - size) < 0.01 else size


def _scale_indicator(button: QAbstractButton, percent: int) -> None:
    """A check box's or radio button's box at ``percent`` (the style draws it at a fixed size);
    a button given a style sheet of its own keeps it."""
    ours = button.property(_SET_ICON)
    if button.styleSheet() and button.styleSheet() != ours:
        return
    if percent == DEFAULT_PERCENT:
        button.setStyleSheet("")
        button.setProperty(_SET_ICON, None)
        return
    kind = "QCheckBox" if isinstance(button, QCheckBox) else "QRadioButton"
    # The application's style, not the button's: once styled here, the button's says our size.
    side = round(QApplication.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth) * percent / 100)
    sheet = f"{kind}::indicator {{ width: {side}px; height: {side}px; }}"
    button.setStyleSheet(sheet)
    button.setProperty(_SET_ICON, sheet)


def _scale_icons(widget: QWidget, percent: int) -> None:
    """``widget``'s icons at ``percent`` of their size before any zoom (a button without an
    icon is left alone: its size hint would change for nothing)."""
    if isinstance(widget, QAbstractButton) and widget.icon().isNull():
        return
    size = widget.iconSize()
    if not size.isValid():  # an item view that never set one draws the style's small icons
        small = widget.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, widget)
        size = QSize(small, small)
    base, given = widget.property(_BASE_ICON), widget.property(_SET_ICON)
    if base is None or (given is not None and size != given):
        base = size
        widget.setProperty(_BASE_ICON, base)
    scaled = QSize(round(base.width() * percent / 100), round(base.height() * percent / 100))
    if scaled != widget.iconSize():
        widget.setIconSize(scaled)
    widget.setProperty(_SET_ICON, scaled)


def _scale_rows(table: QTableView, percent: int) -> None:
    """The table's default row height at ``percent`` of its height before any zoom (rows a
    table sized to their contents keep their own heights)."""
    header = table.verticalHeader()
    if header.property(_BASE_ROW) is None:
        header.setProperty(_BASE_ROW, header.defaultSectionSize())
    height = round(int(header.property(_BASE_ROW)) * percent / 100)
    header.setDefaultSectionSize(max(height, header.minimumSectionSize()))
