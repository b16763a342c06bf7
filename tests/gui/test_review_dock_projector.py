"""The review dock at a projector's zoom (1440x900, View > Zoom at 200 %): every text whole.

A main window gives its pages all the width they ask and a dock what is left. In a window
opened at 200 % (the zoom is remembered) the Detail page asked nearly all of it, and review
mode's dock opened 68 px wide: a word or less a line, its sentences cut and scrolled sideways.
Each of its texts is checked whole across (the dock scrolls down: its keys take more than its
height), no line's end cut, in English and Persian; the page beside it still does not scroll
sideways, and the status bar cuts nothing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QDockWidget, QLabel

from docdedup_gui.persistence import settings
from docdedup_gui.zoom import ZOOM_KEY
from tests.gui.test_persian_lines_whole import drawn_past_contents
from tests.gui.test_projector_layout import PROJECTOR, ZOOM, layout_faults, projector_window


@pytest.fixture(params=["opened at 200 %", "zoomed to 200 %"])
def window(request, qtbot, language, tmp_path):
    """The main window at 1440x900 and 200 %, made at that zoom (the level a person left it at)
    or zoomed once its file is open; (a copy of) the traps example loaded, the Detail page shown."""
    if request.param == "opened at 200 %":
        settings().setValue(ZOOM_KEY, ZOOM)
    window = projector_window(qtbot, tmp_path)
    window.right_tabs.setCurrentIndex(0)  # the Detail page, which asks the most width
    return window


def _shown_labels(panel) -> list[QLabel]:
    return [label for label in panel.findChildren(QLabel) if label.isVisibleTo(panel) and label.text()]


def _each_as_tall_as_its_lines(panel) -> bool:
    return all(label.heightForWidth(label.width()) <= label.height() + 1 for label in _shown_labels(panel))


def test_review_mode_at_200_percent_shows_the_docks_texts_whole(window, qtbot):
    window.review_mode.actions.toggle.trigger()
    dock = window.findChild(QDockWidget, "reviewDock")
    area, panel = dock.widget(), window.review_mode.panel
    qtbot.waitUntil(lambda: dock.isVisible() and panel.progress_label.text() != "")
    qtbot.waitUntil(lambda: area.horizontalScrollBar().maximum() == 0, timeout=5_000)
    assert dock.width() >= 20 * panel.fontMetrics().averageCharWidth()  # a few words a line
    assert window.width() == PROJECTOR[0]  # the window not pushed past the projector's edge
    assert panel.fontMetrics().horizontalAdvance(dock.windowTitle()) < dock.width() // 2
    qtbot.waitUntil(lambda: _each_as_tall_as_its_lines(panel), timeout=5_000)  # laid out for its last texts
    labels = _shown_labels(panel)
    assert len(labels) >= 4  # progress, subject, keys, legend
    view = area.viewport()
    for label in labels:
        left = label.mapTo(view, QPoint(0, 0)).x()
        assert 0 <= left and left + label.width() <= view.width(), label.text()
        assert label.heightForWidth(label.width()) <= label.height() + 1, label.text()
        assert drawn_past_contents(label) == 0, label.text()
    bar = window.statusBar()

    def page_whole_across() -> bool:  # the page shown (a cluster's pair moves to Compare)
        return window.right_tabs.currentWidget().horizontalScrollBar().maximum() == 0

    qtbot.waitUntil(lambda: page_whole_across() and not layout_faults(bar), timeout=5_000)
