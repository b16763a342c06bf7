"""A class projected at 1440x900 with View > Zoom at 200 %: every window stays usable.

"200 %" is the product's own zoom (View > Zoom in, :mod:`docdedup_gui.zoom`): every font
of the window twice its size, shared by the main window, the playground and the stepper.
It is emulated here as a teacher sets it: the window resized to 1440x900 (offscreen, one
device pixel per pixel, as a projector of that size shows it) and the zoom set to 200.
``QT_SCALE_FACTOR`` would scale the whole process, not what the product's zoom does.

Each window, in English and in Persian (right to left), is checked for what a class
would see: nothing outside the window or out of its scroll area's view, no label cut
short without its whole text in a tooltip, each digest's 64 digits on at most two
lines, and the status bar's counts whole.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QScrollArea, QTabBar, QWidget

from docdedup_gui.main_window import MainWindow
from docdedup_gui.widgets.digest_text import DIGEST_DIGITS, DigestText, lines_at
from docdedup_gui.widgets.hex_view import HexDumpView
from resources import resource_path

TIMEOUT = 30_000
PROJECTOR = (1440, 900)
ZOOM = 200


@pytest.fixture
def projected(qtbot, language, tmp_path):
    """The main window at 1440x900 and 200 %, (a copy of) the traps example loaded, kaf-a
    selected and compared with kaf-b."""
    window = projector_window(qtbot, tmp_path)
    assert window.select_record("kaf-a")
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        window.compare("kaf-a", "kaf-b")
    return window


def projector_window(qtbot, tmp_path) -> MainWindow:
    """The main window at 1440x900, (a copy of) the traps example loaded, zoomed to 200 %. A
    copy: review mode writes its decisions beside it."""
    example = tmp_path / "unicode_traps.json"
    example.write_bytes(resource_path("examples", "unicode_traps.json").read_bytes())
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(*PROJECTOR)
    window.show()
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(example)
    window.zoom.set_percent(ZOOM)
    return window


def _visible_rect(widget: QWidget, top: QWidget) -> tuple[QRect, QRect]:
    """``widget``'s rectangle in ``top``'s coordinates, and the part of it its ancestors
    (scroll areas' viewports included) leave in view."""
    rect = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    seen = QRect(rect)
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        seen = seen.intersected(QRect(parent.mapTo(top, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect, seen.intersected(top.rect())


def _inside_scrolled_view(widget: QWidget, top: QWidget) -> bool:
    """A widget an item view or text box scrolls (its viewport's own children): not laid out."""
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if isinstance(parent, QAbstractScrollArea) and not isinstance(parent, QScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def layout_faults(top: QWidget) -> list[str]:
    """What a class would miss in ``top``: widgets out of view, labels cut, digests cut."""
    faults = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisibleTo(top) or widget.isWindow() or widget.width() <= 1 or widget.height() <= 1:
            continue
        if _inside_scrolled_view(widget, top):
            continue
        name = f"{type(widget).__name__} {widget.objectName() or ''}".strip()
        rect, seen = _visible_rect(widget, top)
        if seen.width() < rect.width() - 1 or seen.height() < rect.height() - 1:
            faults.append(f"{name}: {rect.width()}x{rect.height()} shown {seen.width()}x{seen.height()}")
        if isinstance(widget, QLabel) and widget.text() and widget.text() not in widget.toolTip():
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                cut = needed > widget.height() + 1
            else:
                cut = widget.minimumSizeHint().width() > widget.width() + 1
            if cut:
                faults.append(f"{name}: {widget.text()!r} cut at {widget.width()}x{widget.height()}")
        if isinstance(widget, QTabBar) and widget.count():
            needed = sum(widget.tabSizeHint(index).width() for index in range(widget.count()))
            if needed > widget.width() + 1:
                faults.append(f"{name}: tabs {needed} px in {widget.width()}")
        if isinstance(widget, DigestText):
            digest = widget.text().split(" ", 1)[0]
            if len(digest) == DIGEST_DIGITS and lines_at(digest, widget.font(), widget.viewport().width()
                                                         - 2 * widget.document().documentMargin()) > 2:
                faults.append(f"{name}: the digest takes more than two lines")
            if widget.height() < widget.shown_lines() * widget.fontMetrics().lineSpacing():
                faults.append(f"{name}: {widget.shown_lines()} lines in {widget.height()} px")
    return faults


def hex_rows(top: QWidget) -> dict[str, int]:
    return {view.objectName() or str(index): view.bytes_per_row()
            for index, view in enumerate(top.findChildren(HexDumpView)) if view.isVisibleTo(top)}


@pytest.mark.parametrize("page", ["Detail", "Compare"])
def test_the_main_window_at_200_percent_on_1440x900_hides_and_cuts_nothing(projected, qtbot, page):
    window = projected
    window.right_tabs.setCurrentIndex(0 if page == "Detail" else 1)
    # The tabs below close for the page, and a notice above the panes says how to open them
    # again: read, then dismissed (while it shows, it takes a line of the page's height).
    qtbot.waitUntil(lambda: not window.bottom_tabs.isVisible())
    assert not window.projector_room.action.isChecked()
    if window.message_bar.text():
        assert "View" in window.message_bar.text() or "\u0646\u0645\u0627" in window.message_bar.text()
        window.message_bar.hide()
    try:
        qtbot.waitUntil(lambda: not layout_faults(window), timeout=5_000)
    finally:
        assert layout_faults(window) == [], "\n".join(layout_faults(window))
    digest = window.detail_pane.digest()
    assert len(digest) == DIGEST_DIGITS and digest in window.detail_pane.digestField.text()
    counts = [label for label in window.status_panel.labels.values() if label.isVisibleTo(window)]
    assert counts  # the counts that fit are shown whole, all of them in each one's tooltip
    assert all(window.status_panel.labels["records"].text() in label.toolTip() or not label.toolTip()
               for label in counts)


def test_the_detail_pane_shows_eight_bytes_a_row_at_200_percent(projected):
    projected.right_tabs.setCurrentIndex(0)
    assert projected.detail_pane.hexView.bytes_per_row() >= 8


def test_the_playground_and_stepper_at_200_percent_on_1440x900_hide_and_cut_nothing(projected, qtbot):
    playground = projected.open_playground()
    qtbot.addWidget(playground)
    playground.resize(*PROJECTOR)
    playground.show()
    qtbot.waitExposed(playground)
    qtbot.waitUntil(lambda: not layout_faults(playground), timeout=5_000)
    assert len(playground.editors) == 2
    assert not playground.paletteDock.isVisible()  # closed for the records, and said so
    assert "View" in playground.messageLabel.text() or "\u0646\u0645\u0627" in playground.messageLabel.text()
    for editor in playground.editors:
        assert len(editor.digestLabel.text()) == DIGEST_DIGITS
        assert editor.digestLabel.shown_lines() <= 2
        right = editor.mapTo(playground, editor.rect().topRight()).x()
        left = editor.mapTo(playground, editor.rect().topLeft()).x()
        assert 0 <= left and right <= playground.centralWidget().width()
    stepper = playground.open_stepper()
    qtbot.addWidget(stepper)
    stepper.resize(*PROJECTOR)
    qtbot.waitExposed(stepper)
    qtbot.waitUntil(lambda: not layout_faults(stepper), timeout=5_000)


def test_two_records_side_by_side_show_eight_bytes_a_row_at_200_percent(projected, qtbot):
    projected.right_tabs.setCurrentIndex(1)
    playground = projected.open_playground()
    qtbot.addWidget(playground)
    playground.resize(*PROJECTOR)
    playground.show()
    qtbot.waitExposed(playground)
    rows = hex_rows(projected)
    rows.update({f"playground {key}": value for key, value in hex_rows(playground).items()})
    assert min(rows.values()) >= 8, rows


def test_icons_grow_with_the_zoom_and_come_back(window, qtbot):
    """The toolbar's icons and Verify's pass and fail marks are as large as the text beside them."""
    from PySide6.QtWidgets import QToolBar

    toolbar = window.findChild(QToolBar)
    window.commands.verify.trigger()
    checks = window.last_dialog.findChild(QWidget, "verifyList")
    before = {"toolbar": toolbar.iconSize(), "checks": checks.iconSize()}
    window.zoom.set_percent(ZOOM)
    checks = window.last_dialog.findChild(QWidget, "verifyList")
    assert toolbar.iconSize().height() == 2 * before["toolbar"].height()
    assert checks.iconSize().height() >= 2 * max(before["checks"].height(), 16)
    window.zoom.set_percent(100)
    assert toolbar.iconSize() == before["toolbar"]


def test_review_mode_at_200_percent_leaves_the_pages_most_of_the_width(projected, qtbot):
    """The review dock opens at no more than 30 % of the window: at 200 % its sentences took
    800 of 1440 px, and the Compare page scrolled sideways."""
    from PySide6.QtWidgets import QDockWidget

    projected.review_mode.actions.toggle.trigger()
    dock = projected.findChild(QDockWidget, "reviewDock")
    qtbot.waitUntil(dock.isVisible)
    assert dock.width() <= 0.3 * projected.width() + 24  # the panel's share, and the dock's frame
    assert projected.review_mode.panel.progress_label.text()  # the panel is filled, its labels wrap


def test_check_boxes_grow_with_the_zoom(projected, qtbot):
    """The stepper's "Simulate digest collisions" box is drawn as large as its text at 200 %."""
    from PySide6.QtWidgets import QCheckBox, QStyle, QStyleOptionButton

    playground = projected.open_playground()
    qtbot.addWidget(playground)
    stepper = playground.open_stepper()
    qtbot.addWidget(stepper)
    box = stepper.findChild(QCheckBox)
    option = QStyleOptionButton()
    box.initStyleOption(option)
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    plain = QCheckBox()
    assert indicator.height() >= 2 * plain.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorHeight) - 1
    projected.zoom.set_percent(100)
    assert not box.styleSheet()


def test_a_narrow_compare_page_at_200_percent_stacks_its_dumps_and_puts_them_back(projected, qtbot):
    """Too narrow for two dumps of 8 bytes a row side by side, even compact: one above the
    other (A on top); wide enough again: side by side."""
    projected.right_tabs.setCurrentIndex(1)
    view = projected.compare_view
    row, dump_a, dump_b = view.bytesRow, view.sideA.hexView, view.sideB.hexView
    qtbot.waitUntil(lambda: not row.stacked() and min(hex_rows(projected).values()) >= 8)
    projected.resize(1000, PROJECTOR[1])
    qtbot.waitUntil(row.stacked)
    qtbot.waitUntil(lambda: dump_a.bytes_per_row() >= 8 and dump_b.bytes_per_row() >= 8)
    assert dump_a.mapTo(row, dump_a.rect().bottomLeft()).y() < dump_b.mapTo(row, dump_b.rect().topLeft()).y()
    assert dump_a.horizontalScrollBar().maximum() == 0  # nothing cut off at the side
    projected.resize(*PROJECTOR)
    qtbot.waitUntil(lambda: not row.stacked())
    assert dump_a.bytes_per_row() >= 8 and dump_b.bytes_per_row() >= 8
    projected.zoom.set_percent(100)  # as before the zoom: full offsets and the text column
    qtbot.waitUntil(lambda: dump_a.row_form().text and dump_a.row_form().offset_digits == 8)


@pytest.mark.parametrize("where", ["compare", "playground"])
def test_compact_rows_select_copy_and_name_bytes_as_full_ones_do(projected, qtbot, where):
    """A click, Shift+Right and Ctrl+C work on compact rows; the tooltip names the character
    the text column would have shown, and a click where that column was selects nothing."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication

    projected.right_tabs.setCurrentIndex(1)
    if where == "compare":
        dump = projected.compare_view.sideA.hexView
    else:
        playground = projected.open_playground()
        qtbot.addWidget(playground)
        playground.resize(*PROJECTOR)
        playground.show()
        qtbot.waitExposed(playground)
        dump = playground.editors[0].hexView
    dump.show_rows()
    dump.scroll_to_byte(0)
    qtbot.waitUntil(lambda: dump.bytes_per_row() == 8 and dump.row_form().offset_digits == 4)
    start = dump.dump().layout.field_span("title")[0]  # a two-byte Persian letter
    assert dump.dump().data[start] >= 0xC0
    dump.scroll_to_byte(start)
    qtbot.mouseClick(dump.viewport(), Qt.MouseButton.LeftButton, pos=dump.point_of_byte(start))
    first = dump.selection()  # the byte, or (the playground) its whole character
    assert first[0] == start and first[1] in (start + 1, start + 2)
    qtbot.keyClick(dump, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    chosen = dump.selection()
    assert chosen[0] == start and chosen[1] > first[1]
    qtbot.keyClick(dump, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text() == dump.dump().data[chosen[0]:chosen[1]].hex(" ")
    assert "U+06" in dump.describe_byte(start)
    if not dump.row_form().text:
        geometry = dump.geometry_of_rows()
        beyond = dump.point_of_byte(start)
        beyond.setX(round(geometry.content_width) + 2)  # where the text column was: no byte
        assert dump.byte_at(beyond) is None


def test_review_mode_at_200_percent_keeps_the_compare_page_and_the_status_bar_whole(projected, qtbot):
    """Beside the review dock the Compare page does not scroll sideways (its dumps go one above
    the other), and the status bar's review state gives way, cut with its whole text in its
    tooltip, before the counts beside it leave the window."""
    from PySide6.QtWidgets import QStatusBar

    projected.right_tabs.setCurrentIndex(1)
    projected.review_mode.actions.toggle.trigger()
    qtbot.waitUntil(lambda: projected.review_mode.progress_label.text() != "")
    page = projected.right_tabs.currentWidget()
    qtbot.waitUntil(lambda: page.horizontalScrollBar().maximum() == 0)
    assert min(hex_rows(projected).values()) >= 8, hex_rows(projected)
    bar = projected.findChild(QStatusBar)
    qtbot.waitUntil(lambda: not layout_faults(bar), timeout=5_000)
    state = projected.review_mode.state_label
    assert state.text() in state.toolTip() or state.shown_text() == state.text()
    progress = projected.review_mode.progress_label
    assert progress.mapTo(projected, progress.rect().topRight()).x() <= projected.width()
    row = projected.compare_view.bytesRow
    qtbot.waitUntil(row.stacked)  # beside the dock, a half is too narrow for 8 bytes a row
    projected.zoom.set_percent(100)  # the same width: side by side again, as before the zoom
    qtbot.waitUntil(lambda: not row.stacked())
    assert min(hex_rows(projected).values()) >= 8


def test_the_toolbar_at_200_percent_shows_every_button_and_most_words(projected, qtbot):
    """No button behind Qt's » at 200 %: the longest texts give way to their icons (the text in
    the tooltip); at 100 % every button has its text again."""
    from PySide6.QtWidgets import QToolBar

    from docdedup_gui.widgets.toolbar_fit import ToolBarFit

    toolbar = projected.findChild(QToolBar, "mainToolBar")
    fit = toolbar.findChild(ToolBarFit)

    def all_in_view() -> bool:
        actions = [action for action in toolbar.actions() if not action.isSeparator()]
        buttons = [toolbar.widgetForAction(action) for action in actions]
        return all(button.isVisible() and button.geometry().right() <= toolbar.width() for button in buttons)

    qtbot.waitUntil(all_in_view)
    assert toolbar.sizeHint().width() <= toolbar.width()
    icons = fit.icons_only()
    assert len(icons) < len([action for action in toolbar.actions() if not action.isSeparator()]) / 2
    assert all(action.toolTip() for action in icons)
    projected.zoom.set_percent(100)
    qtbot.waitUntil(lambda: fit.icons_only() == [] and all_in_view())


def test_a_one_line_message_takes_one_line_of_height_at_every_zoom(qtbot, language, tmp_path):
    # The window's spare height goes to its pages: zoomed to 200 % while a message showed, the
    # message line took 142 px for its one line.
    window = projector_window(qtbot, tmp_path)
    bar = window.message_bar
    for zoom in (100, 200, 100):
        window.zoom.set_percent(zoom)
        bar.show_message("the file was not read", error=True)
        qtbot.waitUntil(lambda: bar.isVisible() and bar.label.width() > 0  # once laid out at the zoom
                        and bar.label.height() < 2 * bar.label.fontMetrics().lineSpacing()
                        and bar.height() <= bar.minimumSizeHint().height() + 2, timeout=2_000)
