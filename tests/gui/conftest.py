"""Fixtures the window's tests share."""

from __future__ import annotations

import gc

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings

from docdedup_gui.main_window import MainWindow


@pytest.fixture(autouse=True)
def widgets_destroyed_between_tests(qapp):
    """This test's widgets are destroyed when it ends, not at a random moment of a later test.

    pytest-qt closes them and calls ``deleteLater``, which outside a running event loop
    waits for the next one (a later test's ``waitSignal``). Meanwhile their Python wrappers
    could be collected as cyclic garbage: a collection in the middle of a later test then
    deleted a whole window, its event filters running on cleared wrappers ("'PageRoom'
    object has no attribute '_pane'") and a hex view's paint crashed the process
    (SIGSEGV, 1 run in a few). Torn down last (autouse, set up first): after every
    other fixture of the test.
    """
    yield
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


@pytest.fixture(autouse=True)
def private_settings(tmp_path_factory):
    """Every test's window settings (recent files, geometry, limits) go to its own empty INI folder.

    Never the user's file, and never one an earlier test wrote: a window restores
    its limits and layout from there. Outside ``tmp_path``, which tests list.
    """
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path_factory.mktemp("settings")))
    yield
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path_factory.mktemp("unused")))


@pytest.fixture
def pane(qtbot):
    """A shown detail pane, 900x700."""
    from docdedup_gui.detail.detail_pane import DetailPane

    widget = DetailPane()
    qtbot.addWidget(widget)
    widget.resize(900, 700)
    widget.show()
    return widget


@pytest.fixture
def window(qtbot):
    """A shown main window, closed with the test."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture(params=["en", "fa"])
def language(request, qapp):
    """English, then Persian: the test runs once in each interface language."""
    from docdedup_gui.i18n import install_translator

    install_translator(qapp, language=request.param)
    yield request.param
    install_translator(qapp, language="en")


@pytest.fixture
def persian(qapp):
    """The Persian translation (right to left, Persian digits) for one test, English afterwards."""
    from docdedup_gui.i18n import install_translator

    assert install_translator(qapp, language="fa") is not None
    yield
    install_translator(qapp, language="en")  # no English file: removes the Persian one, and RTL with it


@pytest.fixture
def english(qapp):
    """The English interface, with its plural forms installed (tests otherwise run untranslated)."""
    from docdedup_gui.i18n import install_translator

    install_translator(qapp, language="en")
    yield


@pytest.fixture
def playground(qtbot):
    """A shown playground of records A and B (tests/helpers.py), its analysis loaded and settled."""
    from core.playground import Playground
    from core.playground.verdict import classes_ready
    from core.records import Record
    from docdedup_gui.playground import PlaygroundWindow
    from tests.helpers import RECORD_A, RECORD_B

    window = PlaygroundWindow(Playground.of_records([Record(**RECORD_A), Record(**RECORD_B)]))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(classes_ready, timeout=30_000)  # the window loads the analysis in a job
    qtbot.waitUntil(lambda: window._task is None)
    return window
