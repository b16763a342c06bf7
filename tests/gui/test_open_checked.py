"""Before a file opens, its first record's keys are read in a worker (a bzip2 file's first block,
a long first record: never on the window's thread), and a mapping remembered for the file is
checked against it: a file rewritten since is asked again, or opened as it is once it has the
five fields itself, and the message line says why, in English and in Persian."""

from __future__ import annotations

import bz2
import json

from PySide6.QtWidgets import QFileDialog

from core.input.field_mapping import MappedFile
from docdedup_gui import persistence
from tests.gui.test_main_window import TIMEOUT, top_texts
from tests.gui.test_open_mapping import _asked, _map, _pipeline, _plain, _seeded, _title
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, write_json


def _choose(window, monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_args: (str(path), "")))
    window.commands.open.trigger()


def _rewritten(corpus, rename: dict[str, str]) -> None:
    """The pipeline file written again with some keys renamed (as a newer pipeline writes it)."""
    records = [json.loads(line) for line in corpus.read_text(encoding="utf-8").splitlines()]
    records = [{rename.get(key, key): value for key, value in record.items()} for record in records]
    write_json(corpus, records, lines=True)


def test_a_bzip2_file_is_read_in_a_worker_then_offered_and_opened_mapped(
    qtbot, window, monkeypatch, tmp_path
):
    plain = _pipeline(tmp_path)
    corpus = tmp_path / "pipeline.jsonl.bz2"
    corpus.write_bytes(bz2.compress(plain.read_bytes()))
    _choose(window, monkeypatch, corpus)
    # Back from File > Open at once: the first block is decompressed in a worker, nothing asked yet.
    assert window.runner.is_running("offer") and window.opening.dialog is None
    dialog = _asked(qtbot, window)
    assert "id, url, title, text" in _plain(dialog.intro.text())
    assert _seeded(dialog)["body"] == ("key", "text")
    _map(qtbot, window)
    assert top_texts(window) == ["A", "C"] and _title(window).startswith("pipeline.jsonl.bz2 (mapped: ")


def test_f5_on_a_file_rewritten_with_other_keys_asks_again_seeded_from_the_old_choice(
    qtbot, window, monkeypatch, tmp_path
):
    corpus = _pipeline(tmp_path)
    _choose(window, monkeypatch, corpus)
    _map(qtbot, window)
    _rewritten(corpus, {"text": "content"})
    window.commands.reload.trigger()  # F5
    dialog = _asked(qtbot, window)
    notice = _plain(window.message_bar.text())
    assert notice == (
        "pipeline.jsonl changed: its first record no longer has the key text that its mapping "
        "reads. Choose the field names again."
    )
    # The keys still there keep what was chosen; the language given stays given; body is offered anew.
    assert _seeded(dialog) == {
        "doc_id": ("key", "id"),
        "source_ref": ("key", "url"),
        "language": ("value", "fa"),
        "title": ("key", "title"),
        "body": ("key", "content"),
    }
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        dialog.map_button.click()
    assert top_texts(window) == ["A", "C"] and "--field body=content" in _title(window)
    remembered = persistence.remembered_reading(str(corpus))
    assert isinstance(remembered, MappedFile) and remembered.mapping.source("body") == "content"


def test_a_file_now_in_the_five_fields_reopens_as_it_is_and_says_so(qtbot, window, monkeypatch, tmp_path):
    corpus = _pipeline(tmp_path)
    _choose(window, monkeypatch, corpus)
    _map(qtbot, window)
    write_json(corpus, [RECORD_A, RECORD_B, RECORD_C], lines=True)  # rewritten in the product's own fields
    recent = window.recent_files()[0]
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.open_file(recent)  # Open Recent
    assert window.opening.dialog is None and not isinstance(window.session.path, MappedFile)
    assert "(mapped" not in window.windowTitle() and top_texts(window) == ["A", "C"]
    assert _plain(window.message_bar.text()) == (
        "pipeline.jsonl now has the five fields itself: opened as it is, without the mapping it was read "
        "with before (--field doc_id=id --field source_ref=url --field body=text --set language=fa)."
    )
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.open_file(recent)  # the mapping was let go: nothing more to say
    assert not window.message_bar.isVisible() and persistence.remembered_reading(recent) == recent


def test_the_start_page_asks_again_for_a_file_that_lost_a_mapped_key(qtbot, window, monkeypatch, tmp_path):
    from docdedup_gui.desktop.start_page import StartPage

    corpus = _pipeline(tmp_path)
    _choose(window, monkeypatch, corpus)
    _map(qtbot, window)
    _rewritten(corpus, {"id": "uuid"})
    page = StartPage(window)
    page.chosen.connect(window.open_file)
    (button,) = [b for b in page.buttons() if b.text() == "pipeline.jsonl"]
    button.click()
    dialog = _asked(qtbot, window)
    assert _seeded(dialog)["doc_id"] == ("key", "uuid")  # a usual key of the record as it is now
    assert "no longer has the key id" in _plain(window.message_bar.text())
    dialog.reject()  # the file shown before stays shown, as it was read
    assert isinstance(window.session.path, MappedFile) and top_texts(window) == ["A", "C"]


def test_a_mapping_that_still_fits_reopens_without_a_word(qtbot, window, monkeypatch, tmp_path):
    corpus = _pipeline(tmp_path)
    _choose(window, monkeypatch, corpus)
    _map(qtbot, window)
    _rewritten(corpus, {})  # written again, the same keys
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.commands.reload.trigger()
    assert window.opening.dialog is None and not window.message_bar.isVisible()
    assert isinstance(window.session.path, MappedFile)


def test_in_persian_the_window_says_why_it_asks_again_or_opens_as_it_is(
    qtbot, window, monkeypatch, tmp_path, persian
):
    from tests.gui.test_persian_new_sentences import persian_only

    corpus = _pipeline(tmp_path)
    _choose(window, monkeypatch, corpus)
    _map(qtbot, window)
    _rewritten(corpus, {"text": "content"})
    window.commands.reload.trigger()
    dialog = _asked(qtbot, window)
    assert persian_only(window.message_bar.text()), window.message_bar.text()
    dialog.reject()
    write_json(corpus, [RECORD_A, RECORD_B, RECORD_C], lines=True)
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.reload()
    assert persian_only(window.message_bar.text()), window.message_bar.text()
