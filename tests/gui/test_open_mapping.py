"""Opening a file in another schema (``{"id", "url", "text"}``) offers a mapping seeded from its
first record's keys; the choice is remembered for that file (recent files, F5, File > Open),
the title says the records are mapped, and the window's export names the mapping. A folder
dropped on the window opens as a corpus of text files, its language asked once."""

from __future__ import annotations

import csv
import io
import json
import warnings

from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog

from core.input.field_mapping import MappedFile
from core.input.text_folder import TextFolder
from docdedup_gui.main_window import MainWindow
from tests.gui.test_main_window import TIMEOUT, top_texts
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, write_json

EVERYTHING = lambda window: [window.loaded, window.analysis_finished, window.census_finished]  # noqa: E731
HEADER = {"fields": {"doc_id": "id", "source_ref": "url", "body": "text"}, "set": {"language": "fa"}}


def _pipeline(tmp_path):
    """The seed's records as a pipeline keeps them: other names, no language."""
    records = [{"id": r["doc_id"], "url": r["source_ref"], "title": r["title"], "text": r["body"]}
               for r in (RECORD_A, RECORD_B, RECORD_C)]
    return write_json(tmp_path / "pipeline.jsonl", records, lines=True)


def _choose(window, monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_args: (str(path), "")))
    window.commands.open.trigger()


def _asked(qtbot, window):
    """The question shown once the first record is read (in a worker, off the window's thread)."""
    qtbot.waitUntil(lambda: window.opening.dialog is not None and window.opening.dialog.isVisible(),
                    timeout=TIMEOUT)
    return window.opening.dialog


def _map(qtbot, window, language: str = "fa") -> None:
    dialog = _asked(qtbot, window)
    dialog.rows["language"].value.setText(language)
    with qtbot.waitSignals(EVERYTHING(window), timeout=TIMEOUT):
        dialog.map_button.click()
    assert not window.message_bar.isVisible(), window.message_bar.text()


def _plain(text: str) -> str:
    """``text`` without the isolates that keep its paths, fields and tags left to right."""
    return text.replace("\N{LEFT-TO-RIGHT ISOLATE}", "").replace("\N{POP DIRECTIONAL ISOLATE}", "")


def _title(window) -> str:
    return _plain(window.windowTitle())


def _seeded(dialog) -> dict[str, tuple[str, str]]:
    return {field: (row.choice().how, row.choice().text) for field, row in dialog.rows.items()}


def test_a_file_in_another_schema_is_offered_a_mapping_seeded_from_its_keys(qtbot, window, monkeypatch,
                                                                           tmp_path):
    corpus = _pipeline(tmp_path)
    _choose(window, monkeypatch, corpus)
    dialog = _asked(qtbot, window)
    assert dialog is not None and dialog.isVisible()
    assert _seeded(dialog) == {"doc_id": ("key", "id"), "source_ref": ("key", "url"),
                               "language": ("value", ""), "title": ("key", "title"), "body": ("key", "text")}
    assert "id, url, title, text" in dialog.intro.text()
    assert not dialog.rows["doc_id"].value.isVisible() and dialog.rows["language"].value.isVisible()
    _map(qtbot, window)
    assert top_texts(window) == ["A", "C"]  # the seed's groups: the mapped records are the seed's
    title = _title(window)
    assert title.startswith("pipeline.jsonl (mapped: ")
    assert "--field doc_id=id --field source_ref=url --field body=text --set language=fa" in title
    exported = tmp_path / "groups.json"
    with qtbot.waitSignal(window.exported, timeout=TIMEOUT):
        window.export_groups_to(exported)
    assert json.loads(exported.read_text(encoding="utf-8"))["mapping"] == HEADER


def test_a_value_the_records_cannot_have_is_said_in_the_dialog_which_stays_open(qtbot, window, monkeypatch,
                                                                               tmp_path):
    _choose(window, monkeypatch, _pipeline(tmp_path))
    dialog = _asked(qtbot, window)
    dialog.map_button.click()  # no language given
    assert dialog.isVisible() and dialog.problem.isVisible()
    assert _plain(dialog.problem.text()).startswith("language must be a well-formed BCP 47 language tag")
    assert window.session.path is None  # nothing opened
    dialog.rows["title"].keys.setCurrentIndex(dialog.rows["title"].keys.count() - 1)  # one value...
    dialog.rows["language"].value.setText("fa")
    dialog.map_button.click()  # ...but none given
    assert dialog.isVisible() and _plain(dialog.problem.text()).startswith("title must have 1 to")
    assert window.session.path is None


def test_the_mapping_is_remembered_for_reload_recent_files_and_open(qtbot, window, monkeypatch, tmp_path):
    corpus = _pipeline(tmp_path)
    _choose(window, monkeypatch, corpus)
    _map(qtbot, window)
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.commands.reload.trigger()  # F5
    assert isinstance(window.session.path, MappedFile) and top_texts(window) == ["A", "C"]
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    recent = again.recent_files()[0]
    assert recent == str(corpus.resolve())
    with qtbot.waitSignal(again.loaded, timeout=TIMEOUT):
        again.open_file(recent)  # as Open Recent and the start page do: nothing asked
    assert again.opening.dialog is None
    assert again.session.path.mapping.as_header() == HEADER and "(mapped: " in again.windowTitle()
    with qtbot.waitSignal(again.loaded, timeout=TIMEOUT):
        _choose(again, monkeypatch, corpus)  # File > Open again: read as before
    assert again.opening.dialog is None and top_texts(again) == ["A", "C"]


def test_field_names_asks_again_seeded_with_the_mapping_in_use(qtbot, window, monkeypatch, tmp_path):
    _choose(window, monkeypatch, _pipeline(tmp_path))
    _map(qtbot, window)
    window.findChild(type(window.commands.open), "fieldNamesAction").trigger()
    dialog = _asked(qtbot, window)
    assert _seeded(dialog)["language"] == ("value", "fa")
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        dialog.as_is_button.click()  # the file's own records: every one lacks doc_id and more
    assert not isinstance(window.session.path, MappedFile)
    assert "(mapped" not in window.windowTitle()
    assert window.problems_panel.isVisibleTo(window) or window.session.inspection.problems
    assert window.session.inspection.problems[0].code == "fields"


def test_a_file_with_the_five_fields_is_opened_without_a_question(qtbot, window, monkeypatch, tmp_path):
    corpus = write_json(tmp_path / "own.json", [RECORD_A, RECORD_B])
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        _choose(window, monkeypatch, corpus)
    assert window.opening.dialog is None and window.windowTitle().startswith("own.json — ")
    broken = write_json(tmp_path / "broken.json", [{k: v for k, v in RECORD_A.items() if k != "language"}])
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        _choose(window, monkeypatch, broken)  # lacks a field, has no key of its own: its problems shown
    assert window.opening.dialog is None and window.session.inspection.problems


def _drop(window, path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    with warnings.catch_warnings():  # see tests/gui/test_main_window.py
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(window.rect().center(), Qt.DropAction.CopyAction, mime,
                                Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, enter)
    drop = QDropEvent(QPointF(window.rect().center()), Qt.DropAction.CopyAction, mime,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window, drop)


def _folder(tmp_path):
    folder = tmp_path / "licences"
    (folder / "b").mkdir(parents=True)
    (folder / "LICENSE").write_text("Use it freely.\n", encoding="utf-8")
    (folder / "b" / "LICENSE").write_text("Use it freely.\n", encoding="utf-8")
    (folder / "NOTICE").write_text("Keep this notice.\r\n", encoding="utf-8")
    return folder


def test_a_dropped_folder_opens_as_text_files_its_language_asked_once(qtbot, window, tmp_path):
    folder = _folder(tmp_path)
    _drop(window, folder)
    dialog = window.opening.dialog
    assert dialog is not None and dialog.language.text() == ""
    dialog.language.setText("en_US")  # an underscore: not a BCP 47 tag
    buttons = dialog.findChild(QDialogButtonBox)
    buttons.button(QDialogButtonBox.StandardButton.Open).click()
    assert dialog.isVisible() and _plain(dialog.problem.text()).startswith("language must be")
    dialog.language.setText("en")
    with qtbot.waitSignals(EVERYTHING(window), timeout=TIMEOUT):
        buttons.button(QDialogButtonBox.StandardButton.Open).click()
    assert not window.message_bar.isVisible(), window.message_bar.text()  # census, analysis: no failure
    assert window.session.path == TextFolder(str(folder), "en")
    assert window.session.path.language == "en"
    assert sorted(r.doc_id for r in window.session.inspection.records) == ["LICENSE", "NOTICE", "b/LICENSE"]
    assert top_texts(window) == ["LICENSE", "NOTICE"]
    assert _title(window).startswith("licences (text files, language en) — ")
    # Dropped again: its language is remembered, nothing is asked.
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        _drop(window, folder)
    assert window.opening.dialog is None
    # The start page offers it among the recent files, and opens it as text files again.
    from docdedup_gui.desktop.start_page import StartPage

    page = StartPage(window)
    (button,) = [b for b in page.buttons() if b.text() == "licences"]
    assert button.isEnabled()
    page.chosen.connect(window.open_file)
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        button.click()
    assert window.session.path.language == "en"


def test_file_open_folder_asks_the_language_and_export_refuses_the_folder(qtbot, window, monkeypatch,
                                                                          tmp_path):
    folder = _folder(tmp_path)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *_args: str(folder)))
    window.findChild(type(window.commands.open), "openFolderAction").trigger()
    dialog = window.opening.dialog
    dialog.language.setText("en")
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Open).click()
    window.export_groups_to(folder / "groups.json")
    qtbot.waitUntil(lambda: "which is an input" in window.message_bar.text(), timeout=TIMEOUT)
    assert not (folder / "groups.json").exists()
    window.export_groups_to(tmp_path / "groups.csv")  # beside the folder: written, and says how it was read
    qtbot.waitUntil(lambda: (tmp_path / "groups.csv").exists(), timeout=TIMEOUT)
    header, *rows = list(csv.reader(io.StringIO((tmp_path / "groups.csv").read_text(encoding="utf-8"))))
    said = {"text_files": {"doc_id": "relative path", "source_ref": "relative path", "title": "file name",
                           "body": "text (UTF-8)"}, "set": {"language": "en"}}
    assert header[-1] == "mapping" and rows and all(json.loads(row[-1]) == said for row in rows)


def test_decisions_on_mapped_records_say_the_mapping_and_a_folder_is_identified(qtbot, window, monkeypatch,
                                                                                tmp_path):
    import msgspec

    from tests.gui.test_review_mode_on_open import ready

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    corpus = _pipeline(tmp_path)
    _choose(window, monkeypatch, corpus)
    _map(qtbot, window)
    window.review_mode.set_active(True)  # Review mode, as Ctrl+Shift+R turns it on
    ready(qtbot, window)
    review = window.review_mode.desk.review
    assert review.input_file.mapping == HEADER and review.input_file.name == "pipeline.jsonl"
    line = review._line(review.subjects.group_subject(0), "distinct")  # what each decision line holds
    assert json.loads(msgspec.json.encode(line))["input"]["mapping"] == HEADER
    folder = _folder(tmp_path)
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(lambda *_args: str(folder)))
    window.findChild(type(window.commands.open), "openFolderAction").trigger()
    window.opening.dialog.language.setText("en")
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.opening.dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Open).click()
    qtbot.waitUntil(lambda: window.review_mode.desk.review is not None
                    and window.review_mode.desk.review.input_file is not None, timeout=TIMEOUT)
    identity = window.review_mode.desk.review.input_file
    assert (identity.name, identity.size) == ("licences", 15 + 15 + 19)
    assert identity.mapping == TextFolder(str(folder), "en").as_header()  # read as text files, in en
    assert identity.mapping["set"] == {"language": "en"} and "text_files" in identity.mapping
    assert not window.message_bar.isVisible(), window.message_bar.text()


def test_a_result_of_mapped_shards_says_its_records_are_mapped_in_the_title_export_and_decisions(
        qtbot, window, monkeypatch, tmp_path):
    """File > Open result reads the records through the mapping the result's header names: the
    title, the window's export and each decision line's input name it, as a file opened mapped."""
    import msgspec

    from docdedup_gui.result_window import open_result
    from tests.gui.test_review_mode_on_open import ready
    from tests.helpers import run_cli

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    corpus, result = _pipeline(tmp_path), tmp_path / "result.jsonl"
    mapping = ["--field", "doc_id=id", "--field", "source_ref=url", "--field", "body=text",
               "--set", "language=fa"]
    done = run_cli("group", corpus, "--format", "jsonl", "-o", result, *mapping)
    assert done.returncode == 0, done.stderr
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        open_result(window, result)
    assert not window.message_bar.isVisible(), window.message_bar.text()
    title = _title(window)
    said = "(mapped: --field doc_id=id --field source_ref=url --field body=text --set language=fa)"
    assert title.startswith(f"result.jsonl {said}"), title
    window.export_groups_to(tmp_path / "again.json")
    qtbot.waitUntil(lambda: (tmp_path / "again.json").exists(), timeout=TIMEOUT)
    assert json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))["mapping"] == HEADER
    window.review_mode.set_active(True)
    ready(qtbot, window)
    review = window.review_mode.desk.review
    qtbot.waitUntil(lambda: review.input_file is not None, timeout=TIMEOUT)
    assert review.input_file.mapping == HEADER and review.input_file.name == "result.jsonl"
    line = review._line(review.subjects.group_subject(0), "distinct")
    assert json.loads(msgspec.json.encode(line))["input"]["mapping"] == HEADER
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.reload()  # F5 reads the result again, still mapped
    assert _title(window) == title


def test_a_result_of_a_file_read_as_it_is_says_nothing_of_a_mapping(qtbot, window, tmp_path):
    from docdedup_gui.result_window import open_result
    from tests.helpers import run_cli

    corpus = write_json(tmp_path / "own.jsonl", [RECORD_A, RECORD_B, RECORD_C], lines=True)
    assert run_cli("group", corpus, "--format", "jsonl", "-o", tmp_path / "result.jsonl").returncode == 0
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        open_result(window, tmp_path / "result.jsonl")
    assert "(" not in _title(window) and not isinstance(window.session.path, MappedFile)


def test_in_persian_the_question_and_its_problems_are_persian(qtbot, window, monkeypatch, tmp_path, persian):
    from tests.gui.test_persian_new_sentences import persian_only

    _choose(window, monkeypatch, _pipeline(tmp_path))
    dialog = _asked(qtbot, window)
    assert persian_only(dialog.intro.text()) and persian_only(dialog.windowTitle())
    dialog.rows["title"].keys.setCurrentIndex(dialog.rows["title"].keys.count() - 1)  # a value, not given
    dialog.rows["language"].value.setText("fa")
    dialog.map_button.click()
    assert persian_only(dialog.problem.text()), dialog.problem.text()
    dialog.rows["title"].keys.setCurrentIndex(dialog.rows["title"].keys.findText("title"))
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        dialog.map_button.click()
    mapped = ("\N{ARABIC LETTER NOON}\N{ARABIC LETTER GAF}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER SHEEN}"
              "\N{ARABIC LETTER TEH}\N{ARABIC LETTER HEH}")
    assert mapped in window.windowTitle()  # the title says the records are mapped, in Persian


def test_cancelling_the_question_with_nothing_open_shows_the_start_page(qtbot, window, tmp_path):
    from docdedup_gui.desktop.start_page import install_start_page

    window.start_switch = install_start_page(window, show=False)  # as docdedup-gui FILE starts
    window.opening.offer(_pipeline(tmp_path))
    assert not window.start_switch.showing_start()
    _asked(qtbot, window).reject()
    assert window.start_switch.showing_start() and window.session.path is None


def test_the_questions_show_no_untranslated_word_in_persian(qtbot, window, monkeypatch, tmp_path, persian):
    from tests.gui.test_persian_everywhere import english

    corpus, folder = _pipeline(tmp_path), _folder(tmp_path)
    data = frozenset({"id", "url", "text", "title"})  # the file's own keys, shown as they are spelled
    _choose(window, monkeypatch, corpus)
    _asked(qtbot, window).map_button.click()  # its problem shown too
    found = english(window.opening.dialog, data=data, paths=[str(corpus), corpus.name])
    window.opening.dialog.reject()
    window.opening.ask_language(str(folder))
    window.opening.dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Open).click()
    found += english(window.opening.dialog, data=data, paths=[str(folder), folder.name])
    assert found == []
