"""The window's menus and toolbar, built from its actions.

The window creates the actions (it knows which slot each one triggers); this module
only decides where they appear, so the menu layout reads top to bottom in one place.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from docdedup_gui import resources
from docdedup_gui.i18n import MENU_TEXTS, translate

__all__ = ["add_menus", "add_toolbar", "make_action", "make_profile_actions", "menu_text", "without_mnemonic"]


def menu_text(key: str) -> str:
    """A menu's text in the UI's language (the keys of :data:`MENU_TEXTS`)."""
    return translate("MainWindow", MENU_TEXTS[key])


_MNEMONIC_SUFFIX = re.compile(r"\s*\(&[^)]\)")  # "(&F)" after a word of a script without Latin letters


def without_mnemonic(text: str) -> str:
    """``text`` as a toolbar button shows it: "&Open..." -> "Open", "باز کردن... (&O)" -> "باز کردن"."""
    text = _MNEMONIC_SUFFIX.sub("", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.removesuffix("...")


def make_action(parent: QObject, text: str, icon: str | None = None, shortcut=None,
                slot: Callable | None = None, *, checkable: bool = False) -> QAction:
    """A ``QAction`` with an optional icon name, shortcut and slot for ``triggered``."""
    action = QAction(text, parent)
    action.setIconText(without_mnemonic(text))  # the toolbar shows no "(O)" and no "&"
    if icon is not None:
        action.setIcon(resources.icon(icon))
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    action.setCheckable(checkable)
    if slot is not None:
        action.triggered.connect(slot)
    return action


def make_profile_actions(parent: QObject, names: Iterable[str], current: str,
                         on_chosen: Callable[[str], None]) -> dict[str, QAction]:
    """One checkable action per limits profile; exactly one is checked at a time."""
    group = QActionGroup(parent)
    actions = {}
    for name in names:
        action = make_action(parent, name, checkable=True)
        action.setData(name)
        group.addAction(action)
        actions[name] = action
    actions[current].setChecked(True)
    group.triggered.connect(lambda action: on_chosen(action.data()))
    return actions


def add_menus(window: QMainWindow) -> QMenu:
    """File, View and Help in ``window``'s menu bar; returns the (empty) Open Recent menu."""
    bar = window.menuBar()
    file_menu = bar.addMenu(menu_text("file"))
    file_menu.addAction(window.open_action)
    recent_menu = file_menu.addMenu(menu_text("open_recent"))
    file_menu.addActions([window.reload_action, window.export_action])
    file_menu.addSeparator()
    file_menu.addAction(window.quit_action)
    view_menu = bar.addMenu(menu_text("view"))
    view_menu.addActions([window.filter_action, window.duplicates_action, window.invisibles_action,
                          window.compare_action])
    profile_menu = view_menu.addMenu(menu_text("limits_profile"))
    profile_menu.addActions(list(window.profile_actions.values()))
    view_menu.addAction(window.simulate_action)
    view_menu.addSeparator()
    view_menu.addActions(window.zoom.actions())
    help_menu = bar.addMenu(menu_text("help"))
    help_menu.addActions([window.contract_action, window.verify_action, window.playground_action,
                          window.about_action])
    return recent_menu


def add_toolbar(window: QMainWindow) -> None:
    """The common actions, with their text beside the icon (icons alone are a guessing game)."""
    toolbar = window.addToolBar(translate("MainWindow", "Main"))
    toolbar.setObjectName("mainToolBar")  # saveState() needs a name to restore it
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toolbar.addActions([window.open_action, window.reload_action, window.export_action])
    toolbar.addSeparator()
    toolbar.addActions([window.invisibles_action, window.simulate_action, window.compare_action])
    toolbar.addSeparator()
    toolbar.addAction(window.verify_action)
