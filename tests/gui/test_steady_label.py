"""The label of headings that change with every selection: the whole text shows, wrapped."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from docdedup_gui.widgets.steady_label import SteadyLabel


def test_a_long_text_wraps_onto_the_lines_it_needs_and_a_short_one_gives_them_back(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    label = SteadyLabel("Groups close to doc-1:")
    QVBoxLayout(holder).addWidget(label)
    holder.resize(220, 200)
    holder.show()
    one_line = label.height()
    long_text = "Groups close to a-representative-with-a-long-name and more words (double-click to compare):"
    label.setText(long_text)
    needed = label.fontMetrics().boundingRect(QRect(0, 0, label.width(), 10_000),
                                              int(Qt.TextFlag.TextWordWrap), long_text)
    assert label.text() == long_text
    assert label.accessibleName() == long_text  # a screen reader reads it, as a QLabel's
    assert label.height() >= needed.height() > one_line  # every line shows
    label.setText("Groups close to doc-2:")
    assert label.height() == one_line
    image = label.grab().toImage()
    assert any(image.pixelColor(x, y) != image.pixelColor(0, 0)  # the text is drawn
               for x in range(0, image.width(), 2) for y in range(image.height()))
