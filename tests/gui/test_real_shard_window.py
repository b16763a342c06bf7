"""A real dolma shard (.jsonl.gz, tests/data/real_shards) opened in the window: the Open dialog
offers its own keys, the mapping a dolma user chooses opens it, and the window shows the groups
``docdedup group`` gives for the same file and mapping (URL ids with ? = ; too); a shard with a
refused id says where."""

from __future__ import annotations

import gzip
import json
import shutil

import pytest
from PySide6.QtWidgets import QFileDialog, QTreeView

from tests.gui.test_main_window import TIMEOUT, top_texts
from tests.helpers import run_cli
from tests.real_shards import SHARDS, rows

EVERYTHING = lambda window: [window.loaded, window.analysis_finished, window.census_finished]  # noqa: E731
# A dolma shard has no url: its id is the page's URL, read as doc_id and source_ref both, as the
# dialog seeds it and a dolma user writes it on the command line.
DOLMA_OPTIONS = ["--field", "doc_id=id", "--field", "source_ref=id", "--field", "body=text",
                 "--set", "language=en", "--set", "title=untitled"]


def _open_mapped(qtbot, window, monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_args: (str(path), "")))
    window.commands.open.trigger()
    qtbot.waitUntil(lambda: window.opening.dialog is not None and window.opening.dialog.isVisible(),
                    timeout=TIMEOUT)  # the first record's keys are read in a worker
    dialog = window.opening.dialog
    keys = [dialog.rows["doc_id"].keys.itemText(i) for i in range(dialog.rows["doc_id"].keys.count())]
    assert {"added", "created", "id", "metadata", "source", "text"} <= set(keys)  # the shard's own keys
    seeded = {field: dialog.rows[field].keys.currentText() for field in ("doc_id", "source_ref", "body")}
    assert seeded == {"doc_id": "id", "source_ref": "id", "body": "text"}  # not dolma's "source"
    for field, value in (("language", "en"), ("title", "untitled")):
        row = dialog.rows[field]
        row.keys.setCurrentIndex(row.keys.count() - 1)  # one value for every record
        row.value.setText(value)
    with qtbot.waitSignals(EVERYTHING(window), timeout=TIMEOUT):
        dialog.map_button.click()


@pytest.mark.parametrize("name", ["dolma_cc_en_head-0091.jsonl.gz", "dolma_cc_en_head-0174.jsonl.gz"])
def test_a_real_dolma_shard_opens_mapped_with_the_groups_of_the_command_line(qtbot, window, monkeypatch,
                                                                            tmp_path, name):
    shard = tmp_path / name
    shutil.copyfile(SHARDS / name, shard)
    _open_mapped(qtbot, window, monkeypatch, shard)
    assert not window.message_bar.isVisible(), window.message_bar.text()
    grouped = run_cli("group", shard, *DOLMA_OPTIONS)
    assert grouped.returncode == 0, grouped.stderr
    assert top_texts(window) == [g["representative"] for g in json.loads(grouped.stdout)["groups"]]
    assert "(mapped: " in window.windowTitle()


def test_a_real_dolma_shard_with_refused_ids_says_where_in_the_window(qtbot, window, monkeypatch, tmp_path):
    records = rows(SHARDS / "dolma_cc_en_head-0174.jsonl.gz")
    for record in records[3:5]:  # URLs made IRIs: a letter outside ASCII in the id
        record["id"] = record["id"].replace("http://", "http://fa.wikipedia.org/wiki/\u062d\u0627\u0641\u0638/")
    shard = tmp_path / "cc_en_head-0174.jsonl.gz"
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    shard.write_bytes(gzip.compress(text.encode()))
    _open_mapped(qtbot, window, monkeypatch, shard)
    said = run_cli("group", shard, *DOLMA_OPTIONS, "--problems-format", "json")
    problems = json.loads(said.stderr.splitlines()[0])["problems"]
    assert len(problems) == 2 and all("(character " in p["message"] for p in problems)
    model = window.findChild(QTreeView, "problemsView").model()
    shown = [model.index(row, 0).data().strip("\N{LEFT-TO-RIGHT ISOLATE}\N{POP DIRECTIONAL ISOLATE}")
             for row in range(model.rowCount())]
    assert shown == [f"{shard}:{p['line']}:{p['column']}" for p in problems]
    assert [str(p) for p in window.session.inspection.problems] and all(
        "(character " in p.message for p in window.session.inspection.problems)
