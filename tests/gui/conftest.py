"""Fixtures the window's tests share."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from docdedup_gui.main_window import MainWindow


@pytest.fixture
def private_settings(tmp_path):
    """Recent files and geometry go to a temporary INI file, never the user's."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    yield
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "unused"))


@pytest.fixture
def window(qtbot):
    """A shown main window, closed with the test."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window
