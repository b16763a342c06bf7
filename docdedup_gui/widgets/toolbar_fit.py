"""A toolbar that keeps every button in view: text beside each icon while they all fit;
when they do not, the longest texts give way first (those buttons show their icon alone,
their text in the tooltip and in the menus), until the row fits.

At 200 % on a 1440x900 projector the main toolbar's seven buttons, text beside icon,
need ~1,900 px: Qt hid the last ones (Compare, Verify) behind its » button, where a
class does not see them. Text under the icons still needs ~1,540 px in English, and
icons alone everywhere are a guessing game; two long toggles ("Show invisible
characters", "Simulate digest collisions") as icons leave ~1,230 px, every other word
on screen. Widths are measured on a button that is never shown, so the toolbar is laid
out once per change, not once per button tried.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QToolBar, QToolButton

__all__ = ["ToolBarFit", "fit_toolbar"]

_WITH_TEXT = Qt.ToolButtonStyle.ToolButtonTextBesideIcon
_ICON_ONLY = Qt.ToolButtonStyle.ToolButtonIconOnly
_REFIT_ON = (QEvent.Type.Resize, QEvent.Type.FontChange, QEvent.Type.LanguageChange,
             QEvent.Type.ActionAdded, QEvent.Type.ActionChanged, QEvent.Type.ActionRemoved)


class ToolBarFit(QObject):
    """Shows ``toolbar``'s buttons with their text, but for the longest ones when all do not fit."""

    def __init__(self, toolbar: QToolBar) -> None:
        super().__init__(toolbar)
        self._toolbar = toolbar
        self._probe = QToolButton()  # measures a button in a style; never shown
        self._probe.setAutoRaise(True)
        self._soon = QTimer(self, singleShot=True, interval=0)
        self._soon.timeout.connect(self.fit)
        toolbar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _REFIT_ON:
            self._soon.start()
        return False

    def _width(self, action, style: Qt.ToolButtonStyle) -> int:
        probe = self._probe
        probe.setToolButtonStyle(style)
        probe.setText(action.iconText())
        probe.setIcon(action.icon())
        return probe.sizeHint().width()

    def _buttons(self) -> list:
        """(action, its button) of each button shown."""
        toolbar = self._toolbar
        return [(action, toolbar.widgetForAction(action)) for action in toolbar.actions()
                if action.isVisible() and not action.isSeparator() and toolbar.widgetForAction(action)]

    def icons_only(self) -> list:
        """The actions whose buttons show their icon alone now."""
        return [action for action, button in self._buttons() if button.toolButtonStyle() == _ICON_ONLY]

    def fit(self) -> None:
        toolbar = self._toolbar
        if not toolbar.isVisible() or toolbar.orientation() != Qt.Orientation.Horizontal:
            return
        buttons = self._buttons()
        self._probe.setFont(toolbar.font())
        self._probe.setIconSize(toolbar.iconSize())
        # Margins, separators and spacing: whatever the buttons' styles.
        around = toolbar.sizeHint().width() - sum(button.sizeHint().width() for _action, button in buttons)
        wide = {action: self._width(action, _WITH_TEXT) for action, _button in buttons}
        narrow = {action: self._width(action, _ICON_ONLY) for action, _button in buttons}
        icons = set()
        for action in sorted(wide, key=lambda each: narrow[each] - wide[each]):  # the longest text first
            needed = around + sum(narrow[each] if each in icons else wide[each] for each in wide)
            if needed <= toolbar.width():
                break
            icons.add(action)
        for action, button in buttons:
            style = _ICON_ONLY if action in icons else _WITH_TEXT
            if button.toolButtonStyle() != style:
                button.setToolButtonStyle(style)


def fit_toolbar(toolbar: QToolBar) -> ToolBarFit:
    """Keep ``toolbar``'s buttons in view (see :class:`ToolBarFit`)."""
    return ToolBarFit(toolbar)
