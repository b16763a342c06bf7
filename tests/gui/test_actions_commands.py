"""The menus and the toolbar are laid out from a :class:`Commands` and the zoom actions
alone: here plain actions on a bare main window, no inspector behind them."""

from __future__ import annotations

from dataclasses import fields

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QToolBar

from docdedup_gui.actions import Commands, add_menus, add_toolbar, make_profile_actions

pytestmark = pytest.mark.usefixtures("private_settings")


@pytest.fixture
def built(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    chosen: list[str] = []
    named = {field.name: QAction(field.name, window) for field in fields(Commands)
             if field.name != "profiles"}
    commands = Commands(**named, profiles=make_profile_actions(window, ["seed", "corpus"], "corpus",
                                                               chosen.append))
    zoom = [QAction(name, window) for name in ("zoom in", "zoom out")]
    recent = add_menus(window.menuBar(), commands, zoom)
    add_toolbar(window, commands)
    return window, commands, recent, chosen


def menu_texts(menu) -> list[str]:
    """Each entry's text, a submenu by its title, a separator as "|"."""
    return ["|" if action.isSeparator() else action.text() for action in menu.actions()]


def test_every_command_has_its_place_in_file_view_and_help(built):
    window, _commands, recent, _chosen = built
    file_menu, view_menu, help_menu = (action.menu() for action in window.menuBar().actions())
    assert menu_texts(file_menu) == ["open", recent.title(), "reload", "export", "|", "quit"]
    assert recent.isEmpty()  # filled as it opens
    profiles = view_menu.actions()[4].menu()
    assert menu_texts(view_menu) == ["filter", "duplicates", "invisibles", "compare", profiles.title(),
                                     "simulate", "|", "zoom in", "zoom out"]
    assert menu_texts(profiles) == ["seed", "corpus"]
    assert menu_texts(help_menu) == ["contract", "verify", "playground", "about"]


def test_the_toolbar_holds_the_common_commands(built):
    window, *_rest = built
    [toolbar] = window.findChildren(QToolBar)
    assert toolbar.objectName() == "mainToolBar"  # saved and restored by this name
    assert menu_texts(toolbar) == ["open", "reload", "export", "|", "invisibles", "simulate", "compare", "|",
                                   "verify"]


def test_one_profile_is_checked_and_choosing_another_says_its_name(built):
    _window, commands, _recent, chosen = built
    assert commands.profiles["corpus"].isChecked()
    commands.profiles["seed"].trigger()
    assert chosen == ["seed"]
    assert [name for name, action in commands.profiles.items() if action.isChecked()] == ["seed"]
