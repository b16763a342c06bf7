"""The main window as a person uses it: open, read the tree, filter, select, compare, export."""

from __future__ import annotations

import json
import warnings

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QToolBar, QTreeView

from core.cli import main as cli_main
from core.display.group_table import COLUMN
from docdedup_gui.main_window import MainWindow
from resources import resource_path
from tests.helpers import started_processes, write_json

SEED = resource_path("examples", "seed_records.json")
TRAPS = resource_path("examples", "unicode_traps.json")
TIMEOUT = 20_000  # ms; generous for a loaded CI machine, never a sleep


pytestmark = pytest.mark.usefixtures("private_settings")  # recent files and geometry: a temporary file


def open_and_wait(qtbot, window: MainWindow, path, *, analysis: bool = True) -> None:
    signals = [window.loaded, window.analysis_finished] if analysis else [window.loaded]
    with qtbot.waitSignals(signals, timeout=TIMEOUT):
        window.open_file(path)


def top_texts(window: MainWindow, column: int = 0) -> list[str]:
    model = window.group_tree.model()
    return [model.index(row, column).data() for row in range(model.rowCount())]


def child_texts(window: MainWindow, row: int, column: int = 0) -> list[str]:
    model = window.group_tree.model()
    parent = model.index(row, 0)
    if model.canFetchMore(parent):  # as the tree does when the row is expanded
        model.fetchMore(parent)
    return [model.index(child, column, parent).data() for child in range(model.rowCount(parent))]


def status(window: MainWindow, name: str) -> str:
    return window.status_panel.labels[name].text()


def test_named_views_are_findable(window):
    for name in ("groupTree", "neighboursView", "problemsView", "hexView", "digestField", "differencesList"):
        assert window.findChild(object, name) is not None, name
    tree = window.findChild(QTreeView, "groupTree")
    assert tree.accessibleName() == "Groups"  # what a screen reader says; the object name is for scripts


def test_opening_the_seed_shows_its_groups(qtbot, window):
    open_and_wait(qtbot, window, SEED)
    assert top_texts(window) == ["A", "C"]
    assert child_texts(window, 0) == ["A", "B"]
    assert child_texts(window, 0, COLUMN["source_ref"]) == ["Ref1", "Ref2"]
    assert top_texts(window, COLUMN["members"]) == ["2", "1"]
    assert top_texts(window, COLUMN["bytes"]) == ["83", "84"]
    assert top_texts(window, COLUMN["digest"]) == ["ccc7ab902927…", "22ed458d4896…"]
    assert status(window, "file") == "seed_records.json"
    assert status(window, "records") == "Records: 3"
    assert status(window, "groups") == "Groups: 2"
    assert status(window, "duplicates") == "Duplicate groups: 1"
    assert status(window, "clusters") == "Near-identical clusters: 0"
    assert status(window, "problems") == "Problems: 0"
    assert status(window, "profile") == "Limits: corpus"
    assert status(window, "contract") == "doc-content-v1"


def test_selecting_a_record_shows_it_in_the_detail_pane(qtbot, window):
    open_and_wait(qtbot, window, SEED)
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        assert window.select_record("C")
    digest = window.findChild(object, "digestField").text()
    assert digest.startswith("22ed458d4896c336eb41e817568693cb84e4e16e5ff774b4036cea444d6861d8")
    assert "84" in digest
    assert window.findChild(object, "hexView").toPlainText().startswith("00000000  5b 22 64 6f 63")
    assert window.group_tree.currentIndex().data() == "C"
    assert not window.select_record("nobody")


def test_filter_box_finds_by_source_ref_digest_and_text(qtbot, window):
    open_and_wait(qtbot, window, SEED)
    for text, expected in (("ref3", ["C"]), ("ccc7ab", ["A"]), ("mV", ["C"]), ("", ["A", "C"])):
        with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
            window.filter_edit.setText(text)
        assert top_texts(window) == expected, text
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        qtbot.keyClicks(window.filter_edit, "Ref2")
    assert top_texts(window) == ["A"]
    assert status(window, "groups") == "Groups: 2 (1 shown)"


def test_ctrl_f_focuses_the_filter(qtbot, window):
    open_and_wait(qtbot, window, SEED)
    window.commands.filter.trigger()
    assert window.filter_edit.hasFocus() or QApplication.focusWidget() is window.filter_edit


def test_sorting_by_members_and_duplicates_only(qtbot, window, tmp_path):
    def record(doc_id: str, body: str) -> dict:
        return {"doc_id": doc_id, "source_ref": "src", "language": "en", "title": "t", "body": body}

    path = write_json(tmp_path / "sizes.json", [
        record("a1", "one"), record("b1", "three"), record("b2", "three"), record("b3", "three"),
        record("c1", "two"), record("c2", "two"), record("d1", "alone"),
    ])
    open_and_wait(qtbot, window, path)
    assert top_texts(window) == ["a1", "b1", "c1", "d1"]
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        window.group_tree.sortByColumn(COLUMN["members"], Qt.SortOrder.DescendingOrder)
    assert top_texts(window) == ["b1", "c1", "a1", "d1"]  # ties stay in representative order
    assert top_texts(window, COLUMN["members"]) == ["3", "2", "1", "1"]
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        window.commands.duplicates.trigger()
    assert top_texts(window) == ["b1", "c1"]
    assert status(window, "groups") == "Groups: 4 (2 shown)"
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        window.commands.duplicates.trigger()
    assert len(top_texts(window)) == 4


def test_simulated_collisions_zero_every_digest_and_keep_the_groups(qtbot, window):
    open_and_wait(qtbot, window, SEED)
    before = [child_texts(window, row) for row in range(2)]
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.commands.simulate.trigger()
    assert top_texts(window, COLUMN["digest"]) == ["000000000000…"] * 2
    assert [child_texts(window, row) for row in range(2)] == before
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        window.select_record("B")
    assert window.findChild(object, "digestField").text().startswith("0" * 64)
    assert "64 zeros" in status(window, "contract")
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.commands.simulate.trigger()
    assert top_texts(window, COLUMN["digest"]) == ["ccc7ab902927…", "22ed458d4896…"]


def test_near_identical_groups_are_badged_listed_and_compared(qtbot, window):
    open_and_wait(qtbot, window, TRAPS)
    rows = top_texts(window)
    crlf = rows.index("crlf-a")
    assert top_texts(window, COLUMN["near"])[crlf] == "≈ 1"
    assert status(window, "clusters") != "Near-identical clusters: …"
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        window.select_record("crlf-a")
    view = window.findChild(QTreeView, "neighboursView")
    model = view.model()
    assert [model.index(row, 0).data() for row in range(model.rowCount())] == ["crlf-b"]
    assert model.index(0, 2).data() == "differs by: line-ending"
    window.bottom_tabs.setCurrentWidget(window.neighbours_panel)
    position = view.visualRect(model.index(0, 0)).center()
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):  # a double-click, as a person
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)
        qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=position)
    differences = window.findChild(object, "differencesList")
    assert differences.model().rowCount() >= 1
    assert window.compare_view.isVisible() and not window.detail_pane.isVisible()


def test_compare_two_records_by_doc_id(qtbot, window):
    open_and_wait(qtbot, window, SEED)
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        window.compare("A", "C")
    assert not window.status_panel.progress.isVisible()  # a short job never flashes the bar
    differences = window.findChild(object, "differencesList").model()
    texts = " ".join(str(differences.index(row, column).data())
                     for row in range(differences.rowCount()) for column in range(differences.columnCount()))
    assert "body" in texts


def test_show_invisible_characters_reaches_the_detail_pane(qtbot, window):
    open_and_wait(qtbot, window, TRAPS)
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        window.select_record("crlf-b")
    window.commands.invisibles.trigger()
    assert all(view.show_invisibles() for view in window.detail_pane.field_views().values())
    window.commands.invisibles.trigger()
    assert not any(view.show_invisibles() for view in window.detail_pane.field_views().values())


def test_a_malformed_file_lists_located_problems(qtbot, window, tmp_path):
    records = json.loads(SEED.read_text(encoding="utf-8"))
    records[1]["language"] = "not a tag!"
    path = write_json(tmp_path / "broken.json", records)
    open_and_wait(qtbot, window, path)
    assert status(window, "problems") == "Problems: 1"
    assert status(window, "records") == "Records: 2"
    model = window.findChild(QTreeView, "problemsView").model()
    assert model.rowCount() == 1
    where, code = model.index(0, 0).data(), model.index(0, 1).data()
    where = where.strip("\N{LEFT-TO-RIGHT ISOLATE}\N{POP DIRECTIONAL ISOLATE}")  # a path reads left to right
    assert where.startswith(f"{path}:") and where.count(":") >= 2
    assert code == "language"
    assert window.bottom_tabs.currentWidget() is window.problems_panel
    window.findChild(QTreeView, "problemsView").setCurrentIndex(model.index(0, 0))
    raw = window.problems_panel.raw.toPlainText()
    assert "not a tag!" in raw and "\N{BLACK UP-POINTING TRIANGLE}" in raw


def test_broken_json_is_a_problem_with_a_position(qtbot, window, tmp_path):
    path = tmp_path / "syntax.json"
    path.write_text('[{"doc_id": "A", "source_ref": "R", "language": "en", "title": "t", "body": "b"},\n'
                    ' {"doc_id": "B" "source_ref": "R"}]\n', encoding="utf-8")
    open_and_wait(qtbot, window, path)
    assert status(window, "problems") != "Problems: 0"
    model = window.findChild(QTreeView, "problemsView").model()
    assert model.index(0, 0).data().startswith(f"\N{LEFT-TO-RIGHT ISOLATE}{path}:2:")
    message = window.message_bar.text()
    assert "rest of the file was not read" in message and "line 2" in message and "syntax.json" in message


def test_a_missing_file_fails_visibly(qtbot, window, tmp_path):
    missing = tmp_path / "nowhere.json"
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT) as blocker:
        window.open_file(missing)
    assert blocker.args[0]
    assert str(missing) in window.message_bar.text()
    assert window.message_bar.isVisible()


def test_cancelling_a_big_load_keeps_the_window_usable(qtbot, window, monkeypatch):
    import core.session
    from core.progress import report

    open_and_wait(qtbot, window, SEED)

    def endless_load(_path, *, progress=None, **_options):
        # A load that only Cancel ends: a real file could finish first on a fast machine
        # (or before the button shows, 200 ms in), and the test would wait for ever.
        done = 0
        while True:
            report(progress, done // 1000 % 1000, 1000)
            done += 1

    monkeypatch.setattr(core.session, "inspect_file", endless_load)
    with qtbot.waitSignal(window.progressed, timeout=TIMEOUT):
        window.open_file(TRAPS)
    qtbot.waitUntil(window.status_panel.cancel_button.isVisible, timeout=TIMEOUT)  # a long job shows it
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT) as blocker:
        window.status_panel.cancel_button.click()
    assert blocker.args == ["cancelled"]
    assert "cancelled" in window.message_bar.text()
    assert top_texts(window) == ["A", "C"]  # the previous file is still shown
    assert not window.status_panel.cancel_button.isVisible()


def test_the_analysis_in_a_child_process_badges_the_same_groups(qtbot, window, monkeypatch):
    import core.session_analyses

    monkeypatch.setattr(core.session_analyses, "APART_MIN_GROUPS", 0)  # large corpora only, otherwise
    open_and_wait(qtbot, window, TRAPS)
    rows = top_texts(window)
    assert top_texts(window, COLUMN["near"])[rows.index("crlf-a")] == "≈ 1"


def test_closing_the_window_ends_the_analysis_process(qtbot, window, monkeypatch):
    import sys

    import core.session_analyses
    from core.differences import neighbours_process

    monkeypatch.setattr(core.session_analyses, "APART_MIN_GROUPS", 0)
    # A child that never answers: only Cancel (here: closing the window) ends it.
    monkeypatch.setattr(neighbours_process, "helper_command",
                        lambda *_: [sys.executable, "-c", "import time; time.sleep(60)"])
    started = started_processes(monkeypatch, neighbours_process.subprocess)
    open_and_wait(qtbot, window, TRAPS, analysis=False)
    qtbot.waitUntil(lambda: bool(started), timeout=TIMEOUT)
    window.close()
    assert started[0].poll() is not None


def test_a_step_asked_for_later_runs_in_a_later_turn(qtbot, window):
    ran = []
    window.view.later(lambda: ran.append("later"))
    assert ran == []
    qtbot.waitUntil(lambda: ran == ["later"], timeout=TIMEOUT)


def test_recent_files_remember_and_reopen(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, SEED)
    open_and_wait(qtbot, window, TRAPS)
    assert window.recent_files()[:2] == [str(TRAPS.resolve()), str(SEED.resolve())]
    window.recent_menu.aboutToShow.emit()
    actions = window.recent_menu.actions()
    assert [action.text() for action in actions[:2]] == [str(TRAPS.resolve()), str(SEED.resolve())]
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        actions[1].trigger()
    assert top_texts(window) == ["A", "C"]
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.recent_files()[0] == str(SEED.resolve())


def test_dropping_a_file_opens_it(qtbot, window):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(SEED))])
    with warnings.catch_warnings():
        # Qt 6.12 deprecates the QPoint constructor, yet PySide offers no QPointF one for
        # QDragEnterEvent (QDropEvent has it): the only way to build the event a drag sends.
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(window.rect().center(), Qt.DropAction.CopyAction, mime,
                                Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(window.rect().center()), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        QApplication.sendEvent(window, drop)
    assert top_texts(window) == ["A", "C"]


def test_export_writes_what_the_cli_writes(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, SEED)
    ours, theirs = tmp_path / "gui.json", tmp_path / "cli.json"
    with qtbot.waitSignal(window.exported, timeout=TIMEOUT):
        window.export_groups_to(ours)
    assert cli_main(["group", str(SEED), "-o", str(theirs)]) == 0
    assert ours.read_bytes() == theirs.read_bytes()
    csv_ours, csv_theirs = tmp_path / "gui.csv", tmp_path / "cli.csv"
    with qtbot.waitSignal(window.exported, timeout=TIMEOUT):
        window.export_groups_to(csv_ours)
    assert cli_main(["group", str(SEED), "--format", "csv", "-o", str(csv_theirs)]) == 0
    assert csv_ours.read_bytes() == csv_theirs.read_bytes()


def test_export_refuses_to_overwrite_the_input(qtbot, window, tmp_path):
    copy = write_json(tmp_path / "input.json", json.loads(SEED.read_text(encoding="utf-8")))
    before = copy.read_bytes()
    open_and_wait(qtbot, window, copy)
    window.export_groups_to(copy)
    qtbot.waitUntil(lambda: "refusing" in window.message_bar.text(), timeout=TIMEOUT)
    assert copy.read_bytes() == before


def test_seed_limits_reload_and_report_bounds(qtbot, window, tmp_path):
    records = json.loads(SEED.read_text(encoding="utf-8"))
    records[2]["language"] = "en-US"  # well-formed BCP 47, but the seed allows only fa and en
    path = write_json(tmp_path / "tags.json", records)
    open_and_wait(qtbot, window, path)
    assert status(window, "problems") == "Problems: 0"
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.commands.profiles["seed"].trigger()
    assert status(window, "profile") == "Limits: seed"
    assert status(window, "problems") == "Problems: 1"


def test_help_menu_opens_the_contract_the_checks_and_about(qtbot, window):
    titles = []
    for action in (window.commands.contract, window.commands.verify, window.commands.about):
        action.trigger()
        dialog = window.last_dialog
        assert dialog.isVisible()
        titles.append(dialog.windowTitle())
        dialog.close()
    assert all(titles) and len(set(titles)) == 3
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&File", "&View", "&Review", "&Help"]


def test_every_string_has_a_persian_translation():
    text = resource_path("translations", "docdedup_fa.ts").read_text(encoding="utf-8")
    assert text.count("<message") > 150
    assert 'type="unfinished"' not in text


def test_persian_window_is_right_to_left_and_translated(qtbot, persian):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, SEED)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    file_menu = window.menuBar().actions()[0].text()
    assert file_menu == ("\N{ARABIC LETTER PEH}\N{ARABIC LETTER REH}\N{ARABIC LETTER WAW}"
                         "\N{ARABIC LETTER NOON}\N{ARABIC LETTER DAL}\N{ARABIC LETTER HEH} (&F)")
    assert status(window, "records").endswith(": \N{EXTENDED ARABIC-INDIC DIGIT THREE}")  # the UI's digits
    assert "doc_id" in window.filter_edit.placeholderText()  # technical names stay as they are
    toolbar = window.findChild(QToolBar, "mainToolBar")
    open_button = toolbar.widgetForAction(window.commands.open)
    assert "(" not in open_button.text() and "&" not in open_button.text()  # the mnemonic is the menu's


def test_alt_f_and_f10_open_the_file_menu_even_from_the_filter(qtbot, window):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=TIMEOUT)
    window.filter_edit.setFocus()
    file_menu = window.menuBar().actions()[0].menu()
    for key, modifier in ((Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier),
                          (Qt.Key.Key_F10, Qt.KeyboardModifier.NoModifier)):
        qtbot.keyClick(window.filter_edit, key, modifier)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is file_menu, timeout=TIMEOUT)
        assert window.filter_edit.text() == ""  # the key opened the menu; it typed nothing
        qtbot.keyClick(file_menu, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None, timeout=TIMEOUT)
        window.filter_edit.setFocus()


def test_compare_selected_is_off_until_two_rows_are_selected(qtbot, window):
    assert not window.commands.compare.isEnabled()  # nothing loaded
    open_and_wait(qtbot, window, SEED)
    assert not window.commands.compare.isEnabled()
    tree, model = window.group_tree, window.group_tree.model()
    tree.setFocus()
    tree.setCurrentIndex(model.index(0, 0))
    qtbot.keyClick(tree.viewport(), Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    assert window.commands.compare.isEnabled()
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        qtbot.keyClick(tree, Qt.Key.Key_C,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.right_tabs.currentIndex() == 1


def test_a_click_in_the_tree_shows_the_group_and_keeps_it_through_a_sort(qtbot, window):
    open_and_wait(qtbot, window, SEED)
    tree, model = window.group_tree, window.group_tree.model()
    rect = tree.visualRect(model.index(1, 0))
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.detail_pane.headerLabel.text().endswith("representative C")
    header = tree.header()
    section = header.sectionViewportPosition(COLUMN["bytes"]) + header.sectionSize(COLUMN["bytes"]) // 2
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(section, 5))
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):  # a second click: descending
        qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(section, 5))
    assert top_texts(window) == ["C", "A"]
    assert tree.currentIndex().data() == "C"
    assert window.detail_pane.headerLabel.text().endswith("representative C")


def test_the_tree_shows_titles_and_remembers_its_columns(qtbot, window, tmp_path):
    open_and_wait(qtbot, window, SEED)
    model = window.group_tree.model()
    assert model.headerData(COLUMN["title"], Qt.Orientation.Horizontal) == "Title"
    assert model.index(0, COLUMN["title"]).data() == json.loads(SEED.read_text(encoding="utf-8"))[0]["title"]
    header = window.group_tree.header()
    assert header.sectionSize(COLUMN["digest"]) >= header.sectionSizeHint(COLUMN["digest"]) - 1  # fitted
    header.resizeSection(COLUMN["source_ref"], 222)
    header.moveSection(COLUMN["digest"], 0)
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        window.group_tree.sortByColumn(COLUMN["bytes"], Qt.SortOrder.DescendingOrder)
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    assert again.group_tree.header().sectionSize(COLUMN["source_ref"]) == 222
    assert again.group_tree.header().visualIndex(COLUMN["digest"]) == 0
    open_and_wait(qtbot, again, SEED)
    assert again.group_tree.header().sectionSize(COLUMN["source_ref"]) == 222  # not refitted
    assert top_texts(again) == ["C", "A"]  # by bytes, descending, as it was left


def test_persian_tree_counts_in_persian_digits(qtbot, persian):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    open_and_wait(qtbot, window, SEED)
    assert top_texts(window, COLUMN["members"]) == ["\N{EXTENDED ARABIC-INDIC DIGIT TWO}",
                                                   "\N{EXTENDED ARABIC-INDIC DIGIT ONE}"]
    assert top_texts(window, COLUMN["bytes"])[0] == ("\N{EXTENDED ARABIC-INDIC DIGIT EIGHT}"
                                                    "\N{EXTENDED ARABIC-INDIC DIGIT THREE}")
    assert top_texts(window)[0] == "A"  # doc_ids are data: as they are


def test_selecting_a_record_replaces_the_selection_whatever_modifier_was_last_held(qtbot, window):
    from PySide6.QtGui import QGuiApplication

    open_and_wait(qtbot, window, TRAPS)
    qtbot.keyClick(window.group_tree, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)  # leaves Ctrl "held"
    assert QGuiApplication.keyboardModifiers() == Qt.KeyboardModifier.ControlModifier
    window.select_record("yeh-a")
    selected = {index.data() for index in window.group_tree.selectionModel().selectedRows()}
    assert selected == {"yeh-a"}  # was {"boundary-a", "yeh-a"}: Ctrl made the view add the row


def open_many_groups(qtbot, window, tmp_path, count: int):
    """A file of ``count`` records, each its own group, open in ``window``: its tree model."""
    records = [{"doc_id": f"r{n:04}", "source_ref": "src", "language": "en", "title": "t", "body": f"b{n}"}
               for n in range(count)]
    open_and_wait(qtbot, window, write_json(tmp_path / "many.json", records))
    return window.group_tree.model()


def test_selecting_near_the_last_rows_made_makes_the_next_ones_in_a_later_turn(qtbot, window, tmp_path):
    from docdedup_gui.tree.group_tree_model import FETCH_BATCH

    model = open_many_groups(qtbot, window, tmp_path, 3 * FETCH_BATCH)
    made = model.rowCount()
    assert made < 3 * FETCH_BATCH  # a window of the groups, not all of them
    window.session.select(window.session.arrangement.rows[made - 5])  # as review mode walks down
    assert model.rowCount() == made  # not in the turn that selects (that turn only repaints a row)
    qtbot.waitUntil(lambda: model.rowCount() > made, timeout=TIMEOUT)
    assert top_texts(window)[made - 5] == f"r{made - 5:04}"


def test_a_jump_far_down_makes_one_window_of_rows_in_the_turn_that_selects(qtbot, window, tmp_path):
    from docdedup_gui.tree.group_tree_model import FETCH_BATCH

    model = open_many_groups(qtbot, window, tmp_path, 6 * FETCH_BATCH)
    window.session.select(window.session.arrangement.rows[5 * FETCH_BATCH])
    assert model.rows_before() > 0 and model.rowCount() <= FETCH_BATCH  # the view fetched nothing more
    assert window.group_tree.currentIndex().data() == f"r{5 * FETCH_BATCH:04}"
    qtbot.waitUntil(lambda: model.rowCount() > FETCH_BATCH, timeout=TIMEOUT)  # the rows after it, later
