"""File > Open result on a result of a folder of text files (the window's own export of a folder,
or ``docdedup group --text-files DIR --set language=en -o out.json``): its duplicate groups, each
record read from its file, the title naming the folder's reading; a folder gone is a sentence."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog

from core.display.group_table import COLUMN
from core.input.text_folder import TextFolder
from tests.gui.test_main_window import TIMEOUT, top_texts
from tests.gui.test_open_mapping import _folder, _plain, _title
from tests.helpers import run_cli

pytestmark = pytest.mark.usefixtures("private_settings")  # tests/gui/conftest.py


def _open_result(window, monkeypatch, path) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_args: (str(path), "")))
    window.open_result_action.trigger()  # File > Open result...


def test_the_windows_export_of_a_folder_opens_as_a_result(qtbot, window, monkeypatch, tmp_path):
    folder = _folder(tmp_path)
    window.opening.ask_language(str(folder))
    window.opening.dialog.language.setText("en")
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.opening.dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Open).click()
    exported = tmp_path / "groups.json"
    with qtbot.waitSignal(window.exported, timeout=TIMEOUT):
        window.export_groups_to(exported)
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        _open_result(window, monkeypatch, exported)
    assert not window.message_bar.isVisible(), window.message_bar.text()
    assert _title(window).startswith("groups.json (text files, language en) — ")
    assert window.session.path == TextFolder(str(exported), "en")
    assert top_texts(window) == ["LICENSE"]  # the one duplicate group: LICENSE and b/LICENSE
    assert window.select_record("b/LICENSE")
    shown = window.session.inspection.record("b/LICENSE")
    assert (shown.title, shown.body, shown.language) == ("LICENSE", "Use it freely.\n", "en")
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.reload()  # F5: the result read again, through the folder
    assert _title(window).startswith("groups.json (text files, language en) — ")


def test_a_result_made_by_the_command_line_opens_and_a_folder_gone_is_said(
    qtbot, window, monkeypatch, tmp_path
):
    folder = _folder(tmp_path)
    result = tmp_path / "out.json"
    done = run_cli("group", "--text-files", folder, "--set", "language=en", "-o", result)
    assert done.returncode == 0, done.stderr
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        _open_result(window, monkeypatch, result)
    assert top_texts(window) == ["LICENSE"] and "(text files, language en)" in _title(window)
    folder.rename(tmp_path / "moved")
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT):
        window.reload()
    assert _plain(window.message_bar.text()) == (
        f"Could not open {result}: {folder}: the folder of text files is gone (moved, renamed or deleted); "
        "the result reads 'LICENSE' from it: put it back, or group the folder again"
    )


def test_in_persian_a_folder_gone_or_changed_is_said_in_persian(persian):
    from docdedup_gui.problems.problem_text import problem_message
    from tests.gui.test_persian_new_sentences import persian_only

    sentences = [
        "/data/docs: the folder of text files is gone (moved, renamed or deleted); the result reads "
        "'a/README.md' from it: put it back, or group the folder again",
        "/data/docs: the folder of text files is not a folder now; the result reads 'a/README.md' from it: "
        "put it back, or group the folder again",
        "/data/docs/a.txt: the file cannot be read: No such file or directory; the folder changed since the "
        "result was written, group it again",
        "/data/docs/a.txt: the record 'a.txt' changed since the result was written (its canonical bytes "
        "differ); group it again",
        "/data/out.json: a result of a folder of text files that does not name its one folder (its shards); "
        "group the folder again to review it",
    ]
    for sentence in sentences:
        shown = problem_message(sentence)
        assert persian_only(shown), shown
        assert "\N{LEFT-TO-RIGHT ISOLATE}/data/" in shown  # the path reads left to right


def test_a_text_file_edited_while_its_result_is_shown_is_marked_at_once(qtbot, window, monkeypatch, tmp_path):
    folder = _folder(tmp_path)
    result = tmp_path / "out.json"
    assert run_cli("group", "--text-files", folder, "--set", "language=en", "-o", result).returncode == 0
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        _open_result(window, monkeypatch, result)
    edited = folder / "b" / "LICENSE"
    assert str(edited) in window.shard_watch.watched()  # the members' files, not only their folder
    assert window.select_record("b/LICENSE")
    model = window.group_tree.model()
    title = model.index(1, COLUMN["title"], model.index(0, 0))
    assert title.data() == "LICENSE"
    edited.write_text("Use it freely, but not too much.\n", encoding="utf-8")
    qtbot.waitUntil(lambda: title.data() == "Changed since the result was written", timeout=TIMEOUT)
