"""The window's menus and toolbar, built from its commands.

The window creates the actions (it knows which slot each one triggers) and hands them
over as one :class:`Commands`; this module only decides where they appear, so the menu
layout reads top to bottom in one place, and it reaches nothing else of the window.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar

from docdedup_gui import resources
from docdedup_gui.i18n import MENU_TEXTS, translate
from docdedup_gui.widgets.toolbar_fit import fit_toolbar

__all__ = ["Commands", "add_menus", "add_toolbar", "make_action", "make_profile_actions", "menu_text",
           "without_mnemonic"]


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


@dataclass(frozen=True)
class Commands:
    """The window's actions, one per command a person gives from a menu, the toolbar or a key.

    ``duplicates``, ``invisibles`` and ``simulate`` are checkable; ``profiles`` holds one
    checkable action per limits profile (see :func:`make_profile_actions`).
    """

    open: QAction
    reload: QAction
    export: QAction
    quit: QAction
    duplicates: QAction
    invisibles: QAction
    simulate: QAction
    compare: QAction
    filter: QAction
    contract: QAction
    verify: QAction
    playground: QAction
    about: QAction
    profiles: Mapping[str, QAction]


def add_menus(bar: QMenuBar, commands: Commands, zoom: Sequence[QAction]) -> QMenu:
    """File, View and Help in the menu ``bar``, with the ``zoom`` actions last in View;
    returns the (empty) Open Recent menu."""
    file_menu = bar.addMenu(menu_text("file"))
    file_menu.addAction(commands.open)
    recent_menu = file_menu.addMenu(menu_text("open_recent"))
    file_menu.addActions([commands.reload, commands.export])
    file_menu.addSeparator()
    file_menu.addAction(commands.quit)
    view_menu = bar.addMenu(menu_text("view"))
    view_menu.addActions([commands.filter, commands.duplicates, commands.invisibles, commands.compare])
    profile_menu = view_menu.addMenu(menu_text("limits_profile"))
    profile_menu.addActions(list(commands.profiles.values()))
    view_menu.addAction(commands.simulate)
    view_menu.addSeparator()
    view_menu.addActions(list(zoom))
    help_menu = bar.addMenu(menu_text("help"))
    help_menu.addActions([commands.contract, commands.verify, commands.playground, commands.about])
    return recent_menu


def add_toolbar(window: QMainWindow, commands: Commands) -> None:
    """The common commands in a toolbar of ``window``, with their text beside the icon
    (icons alone are a guessing game: only the longest, and only when all do not fit)."""
    toolbar = window.addToolBar(translate("MainWindow", "Main"))
    toolbar.setObjectName("mainToolBar")  # saveState() needs a name to restore it
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
    toolbar.addActions([commands.open, commands.reload, commands.export])
    toolbar.addSeparator()
    toolbar.addActions([commands.invisibles, commands.simulate, commands.compare])
    toolbar.addSeparator()
    toolbar.addAction(commands.verify)
    fit_toolbar(toolbar)  # at a high zoom the longest texts give way rather than hide buttons
