"""Characters an editor must be told about, in the window (issue 18): the filter finds a
bidi override however it is typed, and the record's fields come with the banner."""

from __future__ import annotations

from PySide6.QtCore import Qt

from docdedup_gui.characters.characters_view import COLUMNS
from tests.gui.test_main_window import TIMEOUT, child_texts, open_and_wait, top_texts
from tests.helpers import write_json

RLO = "\N{RIGHT-TO-LEFT OVERRIDE}"
TRAPS = [
    {"doc_id": "pay", "source_ref": "mail", "language": "en", "title": "Payment",
     "body": f"Pay to account {RLO}1234-5678"},
    {"doc_id": "plain", "source_ref": "mail", "language": "en", "title": "Payment", "body": "Pay to account"},
    {"doc_id": "joiner", "source_ref": "mail", "language": "en", "title": "Joiner",
     "body": "a\N{ZERO WIDTH JOINER}b"},
]


def test_typing_u_202e_finds_the_override_and_its_banner(qtbot, window, tmp_path):
    path = write_json(tmp_path / "traps.json", TRAPS)
    open_and_wait(qtbot, window, path)
    window.filter_edit.setFocus()
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        qtbot.keyClicks(window.filter_edit, "U+202E")
    assert top_texts(window) == ["pay"]
    tree = window.group_tree
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        tree.setCurrentIndex(tree.model().index(0, 0))
    banner = window.detail_pane.bidiBanner
    assert banner.isVisible()
    assert "displayed order differs from the stored order" in banner.text()
    assert "U+202E RIGHT-TO-LEFT OVERRIDE" in banner.text()
    qtbot.mouseClick(banner.logicalButton, Qt.MouseButton.LeftButton)
    assert banner.logicalView.isVisible()
    assert "\N{MATHEMATICAL LEFT ANGLE BRACKET}RLO\N{MATHEMATICAL RIGHT ANGLE BRACKET}1234-5678" in (
        banner.logicalView.toPlainText())


def test_the_filter_takes_escapes_and_names(qtbot, window, tmp_path):
    path = write_json(tmp_path / "traps.json", TRAPS)
    open_and_wait(qtbot, window, path)
    for typed, expected in (("u+202e", ["pay"]), ("\\u202e", ["pay"]),
                            ("zero width joiner", ["joiner"]), ("", ["joiner", "pay", "plain"])):
        with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
            window.filter_edit.setText(typed)
        assert top_texts(window) == expected, typed


def test_a_record_without_such_characters_has_no_banner(qtbot, window, tmp_path):
    path = write_json(tmp_path / "traps.json", TRAPS)
    open_and_wait(qtbot, window, path)
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        assert window.select_record("plain")
    assert not window.detail_pane.bidiBanner.isVisible()
    assert child_texts(window, 2) == ["plain"]


def test_compare_says_when_a_side_is_reordered(qtbot, window, tmp_path):
    path = write_json(tmp_path / "traps.json", TRAPS)
    open_and_wait(qtbot, window, path)
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        window.compare("pay", "plain")
    banner = window.compare_view.bidiBanner
    assert not banner.isHidden()
    assert "In A, the displayed order differs from the stored order" in banner.text()


def test_every_marker_kind_has_its_colour():
    from core.display.marker_kinds import MARKER_KINDS
    from docdedup_gui.widgets.field_markers import MARKER_COLOURS

    assert set(MARKER_COLOURS) == set(MARKER_KINDS)
    assert MARKER_COLOURS["bidi-control"] != MARKER_COLOURS["space-variant"]  # never mistaken for a space


YEH_RECORD = {"doc_id": "yeh", "source_ref": "s", "language": "fa", "title": "t",
              "body": "\N{ARABIC LETTER AIN}\N{ARABIC LETTER LAM}\N{ARABIC LETTER YEH} "
                      "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER FARSI YEH}\N{ZERO WIDTH NON-JOINER}"
                      "\N{ARABIC LETTER SHEEN}\N{ARABIC LETTER WAW}\N{ARABIC LETTER DAL}"}


def test_a_reported_character_is_marked_where_it_stands_with_invisibles_off(qtbot, window, tmp_path):
    path = write_json(tmp_path / "yeh.json", [YEH_RECORD, *TRAPS])
    with qtbot.waitSignal(window.census_finished, timeout=TIMEOUT):
        open_and_wait(qtbot, window, path)
    assert not window.commands.invisibles.isChecked()
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        assert window.select_record("yeh")
    body = window.detail_pane.bodyView
    qtbot.waitUntil(lambda: any(p.marker.kind == "persian-yeh" for p in body.painted_markers()),
                    timeout=TIMEOUT)
    [marked] = [p for p in body.painted_markers() if p.marker.kind == "persian-yeh"]
    assert marked.marker.index == 2 and "U+064A ARABIC LETTER YEH" in marked.marker.tooltip
    assert all(p.marker.index != 5 for p in body.painted_markers())  # the ZWNJ of a Persian word is normal
    with qtbot.waitSignal(window.compare_view.explained, timeout=TIMEOUT):
        window.compare("pay", "yeh")
    compare = window.compare_view
    for side, kind in ((compare.sideA, "bidi-control"), (compare.sideB, "persian-yeh")):
        assert [m.kind for m in side.views["body"].reported()] == [kind]


def test_the_characters_pane_narrows_the_tree_and_the_cursor_finds_the_character(qtbot, window, tmp_path):
    path = write_json(tmp_path / "traps.json", [YEH_RECORD, *TRAPS])
    with qtbot.waitSignal(window.census_finished, timeout=TIMEOUT):
        open_and_wait(qtbot, window, path)
    from core.display.group_table import COLUMN

    assert top_texts(window, COLUMN["chars"]) == ["Inv", "BiDi", "", "Yeh"]  # badges; the tooltip names them
    tip = window.group_tree.model().index(1, COLUMN["chars"]).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("BiDi  bidi-control: bidi override")
    panel = window.characters_panel
    kinds = [panel.model.row_at(row).kind for row in range(panel.model.rowCount())]
    assert kinds == ["bidi-control", "default-ignorable", "persian-yeh"]
    panel.kindFilter.setCurrentIndex(panel.kindFilter.findData("persian-yeh"))
    assert panel.model.rowCount() == 1
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        panel.choose(0)
    assert top_texts(window) == ["yeh"]
    with qtbot.waitSignal(window.selection_shown, timeout=TIMEOUT):
        assert window.select_record("yeh")
    body = window.detail_pane.bodyView
    assert body.selected_field_range() == (2, 3)  # the Arabic yeh, selected
    assert window.detail_pane.charInspector.values()["name"] == "ARABIC LETTER YEH"  # the Character tab
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        qtbot.mouseClick(panel.showAll, Qt.MouseButton.LeftButton)
    assert len(top_texts(window)) == 4


def test_the_pane_sorts_by_any_column(qtbot, window, tmp_path):
    path = write_json(tmp_path / "traps.json", [YEH_RECORD, *TRAPS])
    with qtbot.waitSignal(window.census_finished, timeout=TIMEOUT):
        open_and_wait(qtbot, window, path)
    panel = window.characters_panel
    panel.view.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # code point
    codes = [panel.model.row_at(row).label for row in range(panel.model.rowCount())]
    assert codes == ["U+064A", "U+200D", "U+202E"]
    panel.view.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    assert panel.model.row_at(0).label == "U+202E"


def test_the_detail_pane_never_builds_the_census_tables_itself(pane):
    from core.census.finder import built_finder
    from tests.helpers import RECORD_A, inspection_of

    assert built_finder("el") is None  # no test counts Greek records
    pane.show_record(inspection_of(dict(RECORD_A, language="el", body=f"x{RLO}y")), 0)
    assert built_finder("el") is None  # ~0.1 s of tables: the census' worker builds them, not the GUI thread
    assert pane.bodyView.reported() == []
    assert pane.bidiBanner.isVisibleTo(pane)  # the banner needs no tables


def test_the_pane_lists_the_records_holding_a_character_and_where_the_first_stands(qtbot, window, tmp_path):
    copy = {**TRAPS[0], "doc_id": "pay-copy", "source_ref": "fax"}
    path = write_json(tmp_path / "traps.json", [*TRAPS, copy])
    with qtbot.waitSignal(window.census_finished, timeout=TIMEOUT):
        open_and_wait(qtbot, window, path)
    panel = window.characters_panel
    [override] = [row for row in range(panel.model.rowCount()) if panel.model.row_at(row).label == "U+202E"]
    first = panel.model.index(override, COLUMNS.index("first"))
    dot, lri, pdi = "\N{MIDDLE DOT}", "\N{LEFT-TO-RIGHT ISOLATE}", "\N{POP DIRECTIONAL ISOLATE}"
    assert first.data() == f"{lri}traps.json:2:2 {dot} pay {dot} body @15{pdi}"
    assert f"{path}:2:2" in first.data(Qt.ItemDataRole.ToolTipRole)  # the whole path, as docdedup chars says
    with qtbot.waitSignal(window.groups_arranged, timeout=TIMEOUT):
        panel.choose(override)
    # A group's members hold the same content (the contract): its records are those the
    # census counted, every one of them and no other.
    held = sorted(panel.model.row_at(override).doc_ids)
    tree = window.group_tree
    assert tree.isExpanded(tree.model().index(0, 0))  # opened: its rows are the records
    listed = [doc_id for row, _ in enumerate(top_texts(window)) for doc_id in child_texts(window, row)]
    assert sorted(listed) == held == ["pay", "pay-copy"]
    from core.display.group_table import COLUMN

    assert child_texts(window, 0, COLUMN["chars"]) == ["BiDi", "BiDi"]  # each record says what it holds
    assert "U+202E RIGHT-TO-LEFT OVERRIDE\N{POP DIRECTIONAL ISOLATE}: 2 record" in panel.summary.text()
