"""Every widget a person reaches has a name and a description a screen reader can say,
in the interface's language, never an internal identifier such as ``groupTree``."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QTabBar, QWidget

from docdedup_gui.dialogs.about_dialog import AboutDialog
from docdedup_gui.dialogs.contract_page import ContractPage
from docdedup_gui.dialogs.verify_dialog import VerifyDialog
from docdedup_gui.main_window import MainWindow

IDENTIFIER = re.compile(r"^[a-z]+(?:[A-Z_][A-Za-z]*)+$")  # groupTree, problemRawText, charInspector_name


pytestmark = pytest.mark.usefixtures("private_settings")  # persian: tests/gui/conftest.py


def reachable(root: QWidget) -> list[QWidget]:
    """Widgets that take keyboard focus, except the ones Qt adds and names itself (tab scrollers,
    a combo box's popup list, which lives in a window of its own)."""
    widgets = [root, *root.findChildren(QWidget)]
    return [widget for widget in widgets
            if widget.focusPolicy() != Qt.FocusPolicy.NoFocus and widget.window() is root
            and not isinstance(widget, QTabBar) and not isinstance(widget.parentWidget(), QTabBar)]


def spoken_name(widget: QWidget) -> str:
    """What a screen reader says: the accessible name, else a button's own text."""
    if widget.accessibleName():
        return widget.accessibleName()
    if isinstance(widget, QAbstractButton):
        return widget.text().replace("&", "")
    return ""


def unnamed(root: QWidget) -> list[str]:
    return [f"{type(widget).__name__} {widget.objectName()!r}" for widget in reachable(root)
            if not spoken_name(widget) or IDENTIFIER.match(spoken_name(widget))
            or spoken_name(widget) == widget.objectName()]


def _is_persian(text: str) -> bool:
    return any("\N{ARABIC LETTER HAMZA}" <= char <= "\N{ARABIC LETTER FARSI YEH}" for char in text)


def test_every_widget_of_the_window_has_a_spoken_name(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert len(reachable(window)) > 20
    assert unnamed(window) == []
    assert window.group_tree.accessibleName() == "Groups"
    assert window.group_tree.accessibleDescription()
    assert window.problems_panel.raw.accessibleName() == "Text of the file"


def test_the_main_views_also_have_a_description(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    views = (window.group_tree, window.filter_edit, window.problems_panel.view, window.problems_panel.raw,
             window.neighbours_panel.view, window.compare_view.differencesList, window.detail_pane.hexView,
             window.detail_pane.bodyView)
    for view in views:
        assert view.accessibleDescription(), view.objectName()


def test_character_values_are_named_by_their_heading(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    label = window.findChild(QWidget, "charInspector_code_point")
    assert label.accessibleName() == "Code point"


def test_names_are_in_persian_in_the_persian_interface(qtbot, persian):
    window = MainWindow()
    qtbot.addWidget(window)
    assert unnamed(window) == []
    technical = {"UTF-8"}  # the same in every language
    names = [widget.accessibleName() for widget in reachable(window)
             if widget.accessibleName() and widget.accessibleName() not in technical]
    assert names and all(_is_persian(name) for name in names), [n for n in names if not _is_persian(n)]


@pytest.mark.parametrize("dialog_type", [AboutDialog, ContractPage, VerifyDialog])
def test_dialogs_name_their_widgets(qtbot, dialog_type):
    dialog = dialog_type()
    qtbot.addWidget(dialog)
    assert unnamed(dialog) == []
