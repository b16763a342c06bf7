"""What a closed window keeps for the next one: its splitters' positions, found by the names
their states are saved under (the window holds no attribute for them)."""

from __future__ import annotations

from PySide6.QtWidgets import QSplitter

from docdedup_gui.main_window import MainWindow
from docdedup_gui.persistence import SPLITTERS


def test_the_splitters_are_where_the_last_window_left_them(qtbot):
    first = MainWindow()
    qtbot.addWidget(first)
    first.resize(1200, 800)
    first.show()
    qtbot.waitExposed(first)
    main = first.findChild(QSplitter, "mainSplitter")
    main.setSizes([250, main.width() - 250 - main.handleWidth()])
    left_width = main.sizes()[0]
    saved = {name: first.findChild(QSplitter, name).saveState() for name in SPLITTERS}
    first.close()
    second = MainWindow()
    qtbot.addWidget(second)
    assert {name: second.findChild(QSplitter, name).saveState() for name in SPLITTERS} == saved
    second.show()
    qtbot.waitExposed(second)
    assert second.findChild(QSplitter, "mainSplitter").sizes()[0] == left_width
