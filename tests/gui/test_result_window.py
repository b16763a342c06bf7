"""Opening a result plus its shards in the window: the duplicate groups, records read on demand."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt

from core.display.group_table import COLUMN
from docdedup_gui.result_window import open_result
from docdedup_gui.tree.group_tree_model import UNREAD_ROLE
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

TIMEOUT = 20_000
_TITLE = COLUMN["title"]


pytestmark = pytest.mark.usefixtures("private_settings")  # tests/gui/conftest.py


def test_the_tree_shows_the_duplicate_groups_of_the_result(qtbot, window, tmp_path):
    first = write_json(tmp_path / "a.jsonl", [RECORD_C, RECORD_A], lines=True)
    second = write_json(tmp_path / "b.jsonl", [RECORD_B], lines=True)
    assert run_cli("group", first, second, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        open_result(window, tmp_path / "g.jsonl")
    model = window.group_tree.model()
    assert model.rowCount() == 1  # C is alone: a result window shows duplicates only
    parent = model.index(0, 0)
    window.group_tree.expand(parent)  # its members are made when it is expanded
    assert [model.index(i, 0, parent).data() for i in range(model.rowCount(parent))] == ["A", "B"]
    assert window.select_record("B")
    assert window.session.inspection.record("B").source_ref == RECORD_B["source_ref"]
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.reload()  # reads the result again, not as a file of records
    assert window.group_tree.model().rowCount() == 1 and not window.session.inspection.problems


def test_open_result_is_in_the_file_menu(window):
    file_menu = window.menuBar().actions()[0].menu()
    texts = [action.text() for action in file_menu.actions()]
    assert texts.index(window.open_result_action.text()) == texts.index(window.commands.open.text()) + 1


def test_a_broken_result_is_a_message_not_a_crash(qtbot, window, tmp_path):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    assert run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    shard.write_text("", encoding="utf-8")
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT) as failed:
        open_result(window, tmp_path / "g.jsonl")
    assert failed.args[0] == (f"{shard}:1: no longer holds the record 'A'; the shard changed since "
                              "the result was written, group it again")
    assert window.message_bar.isVisible()


@pytest.mark.parametrize("device", ["/dev/zero", "FIFO"])
def test_a_device_or_fifo_in_place_of_a_shard_is_a_sentence_not_a_hang(qtbot, window, tmp_path, device):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    assert run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    shard.unlink()
    if device == "FIFO":
        os.mkfifo(shard)
        what = "a named pipe (FIFO)"
    else:
        shard.symlink_to(device)
        what = "a character device (such as /dev/zero or a terminal)"
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT) as failed:
        open_result(window, tmp_path / "g.jsonl")
    assert failed.args[0] == (f"{shard}:1: cannot read the record of 'A' again: not a regular file: "
                              f"it is {what}; give a regular file")
    assert "MemoryError" not in window.message_bar.text() and "memory" not in window.message_bar.text()
    window.close()  # nothing left waiting on the FIFO: the window closes
    assert not window.isVisible()


def _rewrite_b(shard) -> None:
    """B's body reversed in place: the same length, other bytes, its offset unchanged."""
    lines = shard.read_bytes().split(b"\n")
    edited = json.dumps(dict(RECORD_B, body=RECORD_B["body"][::-1]), ensure_ascii=False).encode()
    assert len(edited) == len(lines[1])
    lines[1] = edited
    shard.write_bytes(b"\n".join(lines))


def _open_a_and_b(qtbot, window, tmp_path):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    assert run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        open_result(window, tmp_path / "g.jsonl")
    return shard


def _press(qtbot, tree, *keys) -> None:
    tree.setFocus()
    for key in keys:
        qtbot.keyClick(tree, key)


def test_a_member_rewritten_after_opening_is_shown_as_changed_never_as_a_member(qtbot, window, tmp_path):
    shard = _open_a_and_b(qtbot, window, tmp_path)
    _rewrite_b(shard)  # while the result is open
    tree, model = window.group_tree, window.group_tree.model()
    tree.setCurrentIndex(model.index(0, 0))
    _press(qtbot, tree, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Down)  # open the group, go to B
    group = model.index(0, 0)
    a, b = model.index(0, _TITLE, group), model.index(1, _TITLE, group)
    said = (f"{shard}:2: the record 'B' changed since the result was written (its canonical bytes differ); "
            "group it again")
    assert model.index(1, 0, group).data() == "B"
    assert b.data() == "Changed since the result was written"  # never B's old title, never an empty one
    shown = (f"\N{LEFT-TO-RIGHT ISOLATE}{shard}:2\N{POP DIRECTIONAL ISOLATE}: the record "
             "\N{LEFT-TO-RIGHT ISOLATE}'B'\N{POP DIRECTIONAL ISOLATE} changed since the result was written "
             "(its canonical bytes differ); group it again")  # paths and ids left to right, as translated
    assert b.data(UNREAD_ROLE) == said and b.data(Qt.ItemDataRole.ToolTipRole) == shown
    assert b.data(Qt.ItemDataRole.DecorationRole) is not None  # a warning mark
    assert a.data(UNREAD_ROLE) is None and a.data() == RECORD_A["title"]  # the representative reads as it is
    assert model.index(0, _TITLE).data(UNREAD_ROLE) == said  # the group says one of its members changed
    assert tree.currentIndex().siblingAtColumn(0).data() == "B"
    pane = window.detail_pane
    qtbot.waitUntil(lambda: pane.headerLabel.text().startswith("Record B"), timeout=TIMEOUT)  # next turn
    assert pane.headerLabel.text().endswith("\nCannot be shown: " + shown)
    assert pane.titleView.field_text() == "" and pane.bodyView.field_text() == "" and pane.digest() == ""


def test_a_shard_emptied_after_opening_is_said_in_the_tree_the_pane_and_the_review(qtbot, window, tmp_path,
                                                                                   monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))  # the reviewer's name: not the user's
    shard = _open_a_and_b(qtbot, window, tmp_path)
    shard.write_bytes(b"")  # while the result is open
    tree, model = window.group_tree, window.group_tree.model()
    tree.setCurrentIndex(model.index(0, 0))
    _press(qtbot, tree, Qt.Key.Key_Right)  # its members are read now
    group = model.index(0, 0)
    for row, doc_id in enumerate("AB"):
        title = model.index(row, _TITLE, group)
        assert title.data() == "Changed since the result was written"
        assert f"no longer holds the record {doc_id!r}" in title.data(UNREAD_ROLE)
    review_keys = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(tree, Qt.Key.Key_R, review_keys)  # Review > review mode
    mode = window.review_mode
    qtbot.waitUntil(lambda: mode.desk.review is not None and mode.desk.review.input_file is not None
                    and not mode.starting, timeout=TIMEOUT)
    with qtbot.waitSignal(mode.recorded, timeout=TIMEOUT):
        qtbot.keyClick(tree, Qt.Key.Key_A)  # a decision: the group's marks are read again
    assert model.index(0, 0).data(Qt.ItemDataRole.DecorationRole) is not None  # its decision's mark
    assert "no longer holds the record 'A'" in model.index(0, _TITLE).data(UNREAD_ROLE)
    pane = window.detail_pane
    member_b = model.index(1, 0, model.index(0, 0))
    qtbot.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, pos=tree.visualRect(member_b).center())
    qtbot.waitUntil(lambda: "\nCannot be shown: " in pane.headerLabel.text(), timeout=TIMEOUT)
    assert "no longer holds the record \N{LEFT-TO-RIGHT ISOLATE}'B'" in pane.headerLabel.text()


def test_a_member_edited_while_shown_is_marked_at_once(qtbot, window, tmp_path):
    """Its row was made and it is selected, then its shard is saved with another body: the tree and the
    pane say so without a click (the window watches the result's shards)."""
    shard = _open_a_and_b(qtbot, window, tmp_path)
    assert window.shard_watch.watched() == [str(shard)]
    tree, model = window.group_tree, window.group_tree.model()
    tree.setCurrentIndex(model.index(0, 0))
    _press(qtbot, tree, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Down)  # B, as it was
    b = model.index(1, _TITLE, model.index(0, 0))
    pane = window.detail_pane
    qtbot.waitUntil(lambda: pane.headerLabel.text().startswith("Record B"), timeout=TIMEOUT)
    assert b.data() == RECORD_B["title"] and pane.bodyView.field_text() == RECORD_B["body"]
    _rewrite_b(shard)
    qtbot.waitUntil(lambda: b.data() == "Changed since the result was written", timeout=TIMEOUT)
    assert "the record 'B' changed since the result was written" in b.data(UNREAD_ROLE)
    qtbot.waitUntil(lambda: "\nCannot be shown: " in pane.headerLabel.text(), timeout=TIMEOUT)
    assert pane.bodyView.field_text() == ""
