"""View > Zoom as a teacher uses it before a class: keys, the wheel, the menu; the whole
window grows, the hex view still never overprints, and the level is remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QFontMetricsF, QWheelEvent
from PySide6.QtWidgets import QApplication, QWidget

from core.display.hexdump import byte_cells
from docdedup_gui.main_window import MainWindow
from tests.helpers import RECORD_A, inspection_of


def press(qtbot, window, key, modifiers=Qt.KeyboardModifier.ControlModifier) -> None:
    qtbot.keyClick(window.group_tree, key, modifiers)


def sizes(window) -> dict[str, float]:
    pane = window.detail_pane
    return {"body": pane.bodyView.font().pointSizeF(), "hex": pane.hexView.font().pointSizeF(),
            "tree": window.group_tree.font().pointSizeF(), "window": window.font().pointSizeF()}


def test_ctrl_plus_minus_and_zero_zoom_the_whole_window(window, qtbot):
    before = sizes(window)
    press(qtbot, window, Qt.Key.Key_Plus)
    press(qtbot, window, Qt.Key.Key_Equal)
    assert window.zoom.percent == 125
    after = sizes(window)
    for name, size in before.items():
        assert after[name] == pytest.approx(size * 1.25), name
    press(qtbot, window, Qt.Key.Key_Minus)
    assert window.zoom.percent == 110
    press(qtbot, window, Qt.Key.Key_0)
    assert sizes(window) == before


def test_a_font_made_bold_after_a_zoom_comes_back_with_the_window(window, qtbot):
    from PySide6.QtWidgets import QLabel

    normal = window.font().pointSizeF()
    window.zoom.set_percent(200)
    label = QLabel("made after the zoom", window)  # as review mode's bold lines are
    bold = label.font()
    bold.setBold(True)
    label.setFont(bold)
    window.zoom.set_percent(100)
    assert label.font().pointSizeF() == pytest.approx(normal)  # it stayed at 200 % before
    window.zoom.set_percent(150)
    assert label.font().pointSizeF() == pytest.approx(window.font().pointSizeF())
    assert label.font().bold()


def test_ctrl_wheel_zooms_the_window_not_one_field(window, qtbot):
    body = window.detail_pane.bodyView.viewport()
    before = sizes(window)
    event = QWheelEvent(QPointF(5, 5), QPointF(body.mapToGlobal(QPoint(5, 5))), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(body, event)
    assert window.zoom.percent == 110
    assert sizes(window)["tree"] == pytest.approx(before["tree"] * 1.1)
    assert sizes(window)["body"] == pytest.approx(before["body"] * 1.1)


def test_the_zoom_is_in_the_view_menu(window):
    texts = [action.text() for action in window.menuBar().actions()[1].menu().actions()]
    assert {"Zoom &in", "Zoom &out", "&Reset zoom"} <= set(texts)


def test_the_level_is_remembered(window, qtbot):
    window.zoom.set_percent(150)
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.zoom.percent == 150
    assert again.detail_pane.hexView.font().pointSizeF() == pytest.approx(
        window.detail_pane.hexView.font().pointSizeF())


@pytest.mark.parametrize("percent", [50, 100, 150, 200, 300])
def test_hex_view_never_overprints_at_any_zoom(window, qtbot, percent):
    window.resize(1600, 1000)
    window.detail_pane.show_record(inspection_of(RECORD_A), 0)
    window.zoom.set_percent(percent)
    view = window.detail_pane.hexView
    view.resize(view.sizeHint().width(), view.height())  # room for 16 bytes a row at this size
    qtbot.waitUntil(lambda: view.bytes_per_row() == 16)
    geometry = view.geometry_of_rows()
    metrics = QFontMetricsF(view.font())
    digits = view.dump().row(0).hex  # the widest row's digits, as one text
    assert geometry.hex_x(0) + metrics.horizontalAdvance(digits) <= geometry.text_left + 0.01
    assert geometry.offset_x + metrics.horizontalAdvance("00000000") <= geometry.hex_box(0)[0] + 0.01
    for cell in set(byte_cells(view.dump().data, 0, len(view.dump().data))):
        # Wider characters are squeezed into their cell; the usual ones fit as they are.
        assert metrics.horizontalAdvance(cell) <= geometry.text_cell + 0.01 or len(cell) > 1, cell
    view.resize(view.sizeHint().width() - 40, view.height())
    qtbot.waitUntil(lambda: view.bytes_per_row() == 8)



def test_the_contract_page_and_the_playground_open_at_the_windows_zoom(window, qtbot):
    window.zoom.set_percent(200)
    window.commands.contract.trigger()
    text = window.last_dialog.findChild(QWidget, "contractText")
    assert text.font().pointSizeF() == pytest.approx(2 * text.property("_zoomBasePointSize"))
    playground = window.open_playground()
    qtbot.addWidget(playground)
    body = playground.editor(0).bodyEdit
    assert body.font().pointSizeF() == pytest.approx(24)  # 12 pt at 200 %
    stepper = playground.open_stepper()
    qtbot.addWidget(stepper)
    title = stepper.titleLabel  # larger than the text, and zoomed with it
    assert title.font().pointSizeF() == pytest.approx(2 * title.property("_zoomBasePointSize"))
    assert title.property("_zoomBasePointSize") == pytest.approx(1.5 * stepper.property("_zoomBasePointSize"))
    # Both records stay on screen at a projector's zoom (a whole digest line pushed one off).
    playground.resize(1440, 900)
    qtbot.waitUntil(lambda: playground.editor(1).isVisible())
    editor = playground.editor(1)
    qtbot.waitUntil(lambda: editor.mapTo(playground, editor.rect().topRight()).x()
                    <= playground.centralWidget().width())  # the palette closed for it
    window.zoom.set_percent(100)
    assert body.font().pointSizeF() == pytest.approx(12)


def painted_cells(view) -> list[tuple[float, int, int]]:
    """(point size, row height, the font's line height) of the first row's cells, as the
    view's delegate paints them (the model's FontRole font resolved against the view's)."""
    from PySide6.QtWidgets import QStyleOptionViewItem

    model = view.model()
    if model is None or not model.rowCount():
        return []
    cells = []
    for column in range(model.columnCount()):
        index = model.index(0, column)
        delegate = view.itemDelegateForIndex(index)
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        delegate.initStyleOption(option, index)
        cells.append((option.font.pointSizeF(), view.visualRect(index).height(), option.fontMetrics.height()))
    return cells


def test_every_item_view_zooms_its_cells_and_rows(window, qtbot, tmp_path):
    """The fonts models hand to their views (Verify's check names, the group tree's digests,
    the members table, the differences) grow with the window, and so do the rows holding them."""
    from PySide6.QtWidgets import QAbstractItemView

    from tests.helpers import RECORD_B, RECORD_C, write_json

    path = write_json(tmp_path / "seed.json", [RECORD_A, RECORD_B, RECORD_C])
    with qtbot.waitSignal(window.loaded, timeout=20_000):
        window.open_file(path)
    with qtbot.waitSignal(window.compare_view.explained, timeout=20_000):
        window.compare("A", "C")
    window.select_record("A")
    window.commands.verify.trigger()
    tops = [window, window.last_dialog]
    qtbot.waitExposed(window.last_dialog)  # its rows measured at the widths it is shown at

    def views():
        return {f"{top.objectName()}/{view.objectName()}": view for top in tops
                for view in top.findChildren(QAbstractItemView)
                if view.objectName() and view.model() is not None and view.model().rowCount()}

    at_100 = {name: painted_cells(view) for name, view in views().items()}
    assert {"/groupTree", "/differencesList", "/provenanceView", "verifyDialog/verifyList"} <= set(at_100)
    window.zoom.set_percent(300)
    for name, view in views().items():
        cells = zip(at_100[name], painted_cells(view), strict=True)
        for (size, _height, _line), (zoomed, row, line) in cells:
            assert zoomed == pytest.approx(3 * size), name
            assert row >= line, f"{name}: a {line} px line in a {row} px row"
    window.zoom.set_percent(100)
    assert {name: painted_cells(view) for name, view in views().items()} == at_100  # no drift
