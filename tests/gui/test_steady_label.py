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


def test_a_label_slot_lays_out_the_panel_only_when_its_label_takes_other_lines(qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from docdedup_gui.widgets.steady_label import LabelSlot
    from tests.gui.events_seen import EventsSeen

    panel = QWidget()
    qtbot.addWidget(panel)
    layout = QVBoxLayout(panel)
    label = QLabel("12 of 8,250 clusters decided")
    label.setWordWrap(True)
    slot = LabelSlot(label)
    layout.addWidget(slot)
    layout.addStretch(1)
    panel.resize(300, 400)
    panel.show()
    QCoreApplication.processEvents()

    requests = EventsSeen(QEvent.Type.LayoutRequest)
    panel.installEventFilter(requests)
    one_line = slot.height()
    label.setText("13 of 8,250 clusters decided")  # as many lines: the panel is not laid out again
    QCoreApplication.processEvents()
    assert requests.count == 0 and slot.height() == one_line and label.height() == one_line
    label.setText("a much longer text that takes more than one line in a panel this narrow " * 3)
    # More lines: the slot grows, and the panel is laid out for it.
    qtbot.waitUntil(lambda: requests.count >= 1 and label.height() == slot.height() > one_line)
    label.setVisible(False)
    qtbot.waitUntil(lambda: slot.height() == 0)  # a hidden label takes no room


def test_a_label_slot_given_its_text_while_hidden_shows_it_once_shown(qtbot):
    from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

    from docdedup_gui.widgets.steady_label import LabelSlot

    panel = QWidget()
    qtbot.addWidget(panel)
    layout = QVBoxLayout(panel)
    label = QLabel()
    label.setWordWrap(True)
    layout.addWidget(LabelSlot(label))
    layout.addStretch(1)
    panel.resize(300, 400)
    label.setText("0 of 0 groups and 3 of 10 clusters decided")  # as review mode fills its dock, hidden
    panel.show()
    qtbot.waitUntil(lambda: label.height() > 0 and label.height() == label.parentWidget().height())


def test_a_growing_label_grows_with_room_to_spare_and_never_shrinks_until_emptied(qtbot):
    from docdedup_gui.widgets.steady_label import GrowingLabel

    label = GrowingLabel()
    qtbot.addWidget(label)
    label.setText("9 of 8,250 clusters decided")
    grown = label.minimumWidth()
    assert grown > label.sizeHint().width()  # room for longer counts: the window is not laid out again
    label.setText("10 of 8,250 clusters decided")
    label.setText("1 of 8,250")
    assert label.minimumWidth() == grown
    label.setText("")
    assert label.minimumWidth() == 0
