"""The Open dialog on what pipelines write: a dolma shard (``id`` is the page's URL, no url)
mapped with one key for doc_id and source_ref, as ``--field doc_id=id --field source_ref=id``
maps it; a Parquet file's columns offered like a JSON file's keys, the mapping remembered for
F5 and Open Recent; and a problem's whole sentence readable however long it is."""

from __future__ import annotations

import json
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from core.input.field_mapping import FieldMapping, MappedFile
from docdedup_gui.main_window import MainWindow
from tests.gui.test_main_window import TIMEOUT, top_texts
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli
from tests.real_shards import SHARDS

EVERYTHING = lambda window: [window.loaded, window.analysis_finished, window.census_finished]  # noqa: E731
_ISOLATES = str.maketrans("", "", "\N{LEFT-TO-RIGHT ISOLATE}\N{POP DIRECTIONAL ISOLATE}")


def _choose(window, monkeypatch, path):
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_args: (str(path), "")))
    window.commands.open.trigger()  # the first record's keys (or the columns) are read in a worker


def _asked(qtbot, window):
    qtbot.waitUntil(lambda: window.opening.dialog is not None and window.opening.dialog.isVisible(),
                    timeout=TIMEOUT)
    return window.opening.dialog


def _give(dialog, field: str, value: str) -> None:
    row = dialog.rows[field]
    row.keys.setCurrentIndex(row.keys.count() - 1)  # one value for every record
    row.value.setText(value)


def _seeded(dialog) -> dict[str, str]:
    return {field: row.keys.currentText() for field, row in dialog.rows.items() if field not in ("language",
                                                                                                 "title")}


def test_a_dolma_shard_is_mapped_with_its_id_read_as_doc_id_and_source_ref(qtbot, window, monkeypatch,
                                                                         tmp_path):
    shard = tmp_path / "cc_en_head-0091.jsonl.gz"
    shutil.copyfile(SHARDS / "dolma_cc_en_head-0091.jsonl.gz", shard)
    _choose(window, monkeypatch, shard)
    dialog = _asked(qtbot, window)
    assert _seeded(dialog) == {"doc_id": "id", "source_ref": "id", "body": "text"}
    _give(dialog, "language", "en")
    _give(dialog, "title", "untitled")
    with qtbot.waitSignals(EVERYTHING(window), timeout=TIMEOUT):
        dialog.map_button.click()
    assert window.opening.dialog is None or not window.opening.dialog.isVisible()
    options = ["--field", "doc_id=id", "--field", "source_ref=id", "--field", "body=text",
               "--set", "language=en", "--set", "title=untitled"]
    grouped = run_cli("group", shard, *options)
    assert grouped.returncode == 0, grouped.stderr
    assert top_texts(window) == [g["representative"] for g in json.loads(grouped.stdout)["groups"]]
    title = window.windowTitle().translate(_ISOLATES)
    assert "(mapped: --field doc_id=id --field source_ref=id --field body=text" in title
    exported = tmp_path / "groups.json"
    with qtbot.waitSignal(window.exported, timeout=TIMEOUT):
        window.export_groups_to(exported)
    said = json.loads(grouped.stdout)["mapping"]
    assert json.loads(exported.read_text(encoding="utf-8"))["mapping"] == said
    assert said["fields"] == {"doc_id": "id", "source_ref": "id", "body": "text"}


def _pipeline_parquet(path):
    """The seed's records as a pipeline writes them to Parquet: id, url, text (and a count)."""
    import pyarrow
    import pyarrow.parquet as parquet

    records = (RECORD_A, RECORD_B, RECORD_C)
    parquet.write_table(pyarrow.table({"id": [r["doc_id"] for r in records],
                                       "url": [r["source_ref"] for r in records],
                                       "text": [r["body"] for r in records],
                                       "words": [len(r["body"].split()) for r in records]}), path)
    return path


def test_a_parquet_file_is_offered_its_columns_and_opens_mapped_again_on_f5_and_open_recent(
        qtbot, window, monkeypatch, tmp_path):
    pytest.importorskip("pyarrow")
    corpus = _pipeline_parquet(tmp_path / "pipeline.parquet")
    _choose(window, monkeypatch, corpus)
    dialog = _asked(qtbot, window)
    intro = dialog.intro.text().translate(_ISOLATES)
    assert intro.startswith("The Parquet file pipeline.parquet has the columns id, url, text, words")
    assert _seeded(dialog) == {"doc_id": "id", "source_ref": "url", "body": "text"}
    _give(dialog, "language", "fa")
    _give(dialog, "title", "untitled")
    with qtbot.waitSignals(EVERYTHING(window), timeout=TIMEOUT):
        dialog.map_button.click()
    assert not window.message_bar.isVisible(), window.message_bar.text()
    grouped = run_cli("group", corpus, "--field", "doc_id=id", "--field", "source_ref=url", "--field",
                      "body=text", "--set", "language=fa", "--set", "title=untitled")
    groups = [g["representative"] for g in json.loads(grouped.stdout)["groups"]]
    assert top_texts(window) == groups and groups
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.commands.reload.trigger()  # F5: the columns read again, the mapping still fits
    assert isinstance(window.session.path, MappedFile) and top_texts(window) == groups
    assert window.opening.dialog is None or not window.opening.dialog.isVisible()
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    with qtbot.waitSignal(again.loaded, timeout=TIMEOUT):
        again.open_file(again.recent_files()[0])  # Open Recent: nothing asked
    assert again.opening.dialog is None and top_texts(again) == groups
    assert "(mapped: --field doc_id=id --field source_ref=url" in again.windowTitle().translate(_ISOLATES)


def test_a_parquet_file_whose_columns_changed_is_asked_again(qtbot, window, monkeypatch, tmp_path):
    pytest.importorskip("pyarrow")
    import pyarrow
    import pyarrow.parquet as parquet

    corpus = _pipeline_parquet(tmp_path / "pipeline.parquet")
    _choose(window, monkeypatch, corpus)
    dialog = _asked(qtbot, window)
    _give(dialog, "language", "fa")
    _give(dialog, "title", "untitled")
    with qtbot.waitSignals(EVERYTHING(window), timeout=TIMEOUT):
        dialog.map_button.click()
    parquet.write_table(pyarrow.table({"id": ["a"], "link": ["u"], "text": ["x"]}), corpus)
    window.commands.reload.trigger()
    dialog = _asked(qtbot, window)  # its url column is gone: chosen again, not read through it
    said = window.message_bar.text().translate(_ISOLATES)
    assert said == "pipeline.parquet changed: it no longer has the column url that its mapping reads. " \
                   "Choose the field names again."
    keys = dialog.rows["doc_id"].keys
    assert [keys.itemText(i) for i in range(keys.count())] == ["id", "link", "text"]
    assert dialog.rows["body"].keys.currentText() == "text"


def _refused_source_shown(qtbot, window, tmp_path):
    """A pipeline's file whose url has a space in it, mapped: the refusal listed, the first selected."""
    window.resize(1440, 900)  # the window's first size
    records = [{"id": "a", "url": "https://example.org/archive/2019/10/some page", "text": "x"},
               {"id": "b", "url": "https://example.org/b", "text": "y"}]
    corpus = tmp_path / "pipeline.jsonl"
    corpus.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    mapping = FieldMapping((("doc_id", "id"), ("source_ref", "url"), ("body", "text")),
                           (("language", "en"), ("title", "untitled")))
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.session.open(MappedFile(str(corpus), mapping))
    panel = window.problems_panel
    window.bottom_tabs.setCurrentWidget(panel)
    assert panel.model.rowCount() >= 1 and not panel.sentence.isVisible()
    panel.view.setCurrentIndex(panel.model.index(0, 0))
    qtbot.waitUntil(panel.sentence.isVisible, timeout=TIMEOUT)
    return panel


def _wholly_shown(label) -> bool:
    """Every line of ``label`` inside it, and it inside its panel's width."""
    inside = label.width() <= label.parentWidget().width()
    return inside and label.height() >= label.heightForWidth(label.width())


@pytest.mark.parametrize("language", ["en", "fa"])
def test_a_long_problem_sentence_is_read_whole_under_the_list(qtbot, window, language, request, tmp_path):
    if language == "fa":
        request.getfixturevalue("persian")
    panel = _refused_source_shown(qtbot, window, tmp_path)
    cell = panel.model.index(0, 2)
    shown = panel.sentence.text()
    assert shown == cell.data()  # the row's Problem cell, whole
    column = panel.view.header().sectionSize(2)
    assert panel.view.fontMetrics().horizontalAdvance(shown) > column  # the row cuts it at this size
    assert "U+0020" in shown and shown.rstrip(")").endswith("source_ref")  # the character named, to the end
    qtbot.waitUntil(lambda: _wholly_shown(panel.sentence), timeout=TIMEOUT)  # once the layout has run
    side = Qt.AlignmentFlag.AlignRight if language == "fa" else Qt.AlignmentFlag.AlignLeft
    assert panel.sentence.alignment() & side
    if language == "fa":
        assert "\N{EXTENDED ARABIC-INDIC DIGIT FOUR}\N{EXTENDED ARABIC-INDIC DIGIT ONE}" in shown  # 41
    else:
        assert "(character 41 is U+0020 SPACE)" in shown.translate(_ISOLATES)
    panel.view.setCurrentIndex(panel.model.index(-1, 0))
    assert not panel.sentence.isVisible()  # nothing selected: no sentence left over
