"""Opening a result plus its shards in the window: the duplicate groups, records read on demand."""

from __future__ import annotations

import os

import pytest

from docdedup_gui.result_window import open_result
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

TIMEOUT = 20_000


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
    assert texts.index(window.open_result_action.text()) == texts.index(window.open_action.text()) + 1


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
    assert "MemoryError" not in window.message_bar.text()
    window.close()  # nothing left waiting on the FIFO: the window closes
    assert not window.isVisible()
