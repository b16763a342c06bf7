"""The window opened with no file, as a person who never opens a terminal meets it: the start
page offers the bundled examples and the recent files; a click, a drop or "Open with" opens a
file; a file that cannot be read is said in a dialog; About says where the files are kept."""

from __future__ import annotations

import os
import subprocess
import sys
import unicodedata
import warnings
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent, QFileOpenEvent
from PySide6.QtWidgets import QApplication, QGroupBox, QLabel, QMessageBox, QPushButton

from docdedup_gui.desktop import places as places_module
from docdedup_gui.desktop.file_open import OpenRequests
from docdedup_gui.desktop.places import places, start_log
from docdedup_gui.desktop.start_page import install_start_page
from docdedup_gui.desktop.trouble import install_exception_dialog
from docdedup_gui.dialogs.about_dialog import AboutDialog
from docdedup_gui.persistence import remember_recent
from resources import EXAMPLES
from tests.gui.test_main_window import TIMEOUT, open_and_wait

ROOT = Path(__file__).resolve().parents[2]


def _titles(switch) -> list[tuple[str, bool]]:
    return [(button.text(), button.isEnabled()) for button in switch.page.buttons()]


def test_with_no_file_the_start_page_offers_the_examples_then_the_recent_files(window, tmp_path):
    kept = tmp_path / "corpus.jsonl"
    kept.write_text("", encoding="utf-8")
    remember_recent(str(tmp_path / "moved away.json"))
    remember_recent(str(kept))
    switch = install_start_page(window, show=True)
    assert switch.showing_start()
    assert _titles(switch) == [("seed_records.json", True), ("unicode_traps.json", True),
                               ("hidden_characters.json", True), ("corpus.jsonl", True),
                               ("moved away.json", False)]  # newest first; a missing one cannot be clicked
    gone = switch.page.buttons()[-1]
    assert "moved or deleted" in gone.description() and str(tmp_path) in gone.description()
    assert gone.accessibleDescription() == gone.description()
    assert window.focusWidget() is switch.page.buttons()[0]  # Enter opens the seed example


def test_a_click_on_an_example_opens_it_and_shows_the_panes(qtbot, window):
    switch = install_start_page(window, show=True)
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        qtbot.mouseClick(switch.page.buttons()[0], Qt.MouseButton.LeftButton)
    assert not switch.showing_start()
    assert Path(window.session.inspection.loaded.path) == EXAMPLES / "seed_records.json"
    assert window.group_tree.isVisible()


def test_a_file_dropped_on_the_start_page_opens(qtbot, window):
    switch = install_start_page(window, show=True)
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(EXAMPLES / "unicode_traps.json"))])
    page = switch.page
    with warnings.catch_warnings():  # PySide has no QPointF constructor for it (see test_main_window)
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(page.rect().center(), Qt.DropAction.CopyAction, data,
                                Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(page, enter)  # the page takes no drops itself: Qt hands them to the window
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(page.rect().center()), Qt.DropAction.CopyAction, data,
                      Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        QApplication.sendEvent(page, drop)
    assert Path(window.session.inspection.loaded.path).name == "unicode_traps.json"
    assert not switch.showing_start()


def test_a_file_the_system_asks_to_open_opens(qtbot, window, qapp):
    """macOS's Finder sends Open With as an event to the application, not as an argument."""
    switch = install_start_page(window, show=True)
    requests = OpenRequests(qapp, window.open_file)
    try:
        with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
            QApplication.sendEvent(qapp, QFileOpenEvent(str(EXAMPLES / "hidden_characters.json")))
    finally:
        qapp.removeEventFilter(requests)
    assert Path(window.session.inspection.loaded.path).name == "hidden_characters.json"
    assert not switch.showing_start()


def test_a_first_file_that_cannot_be_read_brings_the_start_page_and_a_dialog(qtbot, window, tmp_path):
    switch = install_start_page(window, show=False)  # as when a file was given ("Open with")
    assert not switch.showing_start()
    missing = tmp_path / "not there.jsonl"
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT):
        window.open_file(missing)
    assert switch.showing_start()
    box = switch.last_dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.windowTitle() == "Cannot open the file"
    assert str(missing) in box.text()
    box.close()


def test_a_failure_while_a_file_is_open_stays_in_the_message_bar(qtbot, window, tmp_path):
    switch = install_start_page(window, show=True)
    open_and_wait(qtbot, window, EXAMPLES / "seed_records.json", analysis=False)
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT):
        window.open_file(tmp_path / "missing.json")
    assert not switch.showing_start() and not hasattr(switch, "last_dialog")
    assert "missing.json" in window.message_bar.text()


@pytest.fixture
def private_log(tmp_path, monkeypatch):
    """The log under this test's own $XDG_STATE_HOME, its handler removed afterwards."""
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    logger = places_module.log()
    before = list(logger.handlers)
    path = start_log()
    yield path
    for handler in logger.handlers[:]:
        if handler not in before:
            handler.close()
            logger.removeHandler(handler)


def test_an_unexpected_error_is_a_dialog_naming_the_log_which_holds_the_traceback(qapp, private_log,
                                                                                     monkeypatch):
    monkeypatch.setattr(sys, "excepthook", lambda *_exc: None)  # Python's report on stderr: not here
    install_exception_dialog(qapp)
    for _repeat in range(3):  # as an error in a paint event repeats: one dialog, three tracebacks logged
        try:
            raise ValueError("the sort key was None")
        except ValueError as error:
            sys.excepthook(type(error), error, error.__traceback__)
    boxes = [widget for widget in qapp.topLevelWidgets()
             if isinstance(widget, QMessageBox) and widget.isVisible()]
    assert len(boxes) == 1
    assert "ValueError: the sort key was None" in boxes[0].text() and str(private_log) in boxes[0].text()
    boxes[0].close()
    for handler in places_module.log().handlers:
        handler.flush()
    logged = private_log.read_text(encoding="utf-8")
    assert logged.count("Traceback") == 3 and "the sort key was None" in logged
    assert private_log.is_relative_to(Path(os.environ["XDG_STATE_HOME"]))


def test_about_names_the_version_the_unicode_version_the_contract_and_where_files_are(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.findChild(QLabel, "aboutText").text()
    kept = places()
    assert kept.settings.name.endswith(".ini") and str(kept.settings) in text
    assert str(kept.log) in text and kept.log.is_relative_to(Path(os.environ["XDG_STATE_HOME"]))
    assert str(EXAMPLES) in text
    assert "0.1.0" in text and "doc-content-v1" in text and "Unicode 18" in text


# The application itself, started as the launcher starts it: a subprocess whose event loop is
# looked at once the window is up (QApplication.exec replaced by a look and a return).
_LOOK = """
import sys
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox
from docdedup_gui.main_window import MainWindow

def look(_app=None):
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    if len(sys.argv) > 1:
        loop = QEventLoop()
        window.load_failed.connect(loop.quit)
        window.loaded.connect(loop.quit)
        QTimer.singleShot(20000, loop.quit)
        loop.exec()
    switch = window.start_switch
    boxes = [w.text() for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]
    print("start page" if switch.showing_start() else "panes", window.session.inspection is not None, boxes)
    window.close()
    return 0

QApplication.exec = look
from docdedup_gui.app import main
sys.exit(main(sys.argv[1:]))
"""


def _launch(tmp_path, *arguments: str) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_STATE_HOME": str(tmp_path / "state")}
    result = subprocess.run([sys.executable, "-c", _LOOK, *arguments], capture_output=True, text=True,
                            env=env, cwd=ROOT, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip()


def test_started_with_no_file_the_window_shows_the_start_page_and_opens_nothing(tmp_path):
    assert _launch(tmp_path) == "start page False []"


def test_opened_with_a_file_that_cannot_be_read_the_person_gets_a_dialog(tmp_path):
    gone = tmp_path / "deleted since.jsonl"  # "Open with" on a file removed meanwhile
    said = _launch(tmp_path, str(gone))
    assert said.startswith("start page False [") and "deleted since.jsonl" in said
    log = tmp_path / "state" / "DocDedup" / "DocDedup Inspector" / "docdedup-gui.log"
    assert "could not open" in log.read_text(encoding="utf-8")


def test_opened_with_a_good_file_the_window_shows_it(tmp_path):
    assert _launch(tmp_path, str(EXAMPLES / "seed_records.json")) == "panes True []"


def _persian(text: str) -> bool:
    return any(unicodedata.name(character, "").startswith("ARABIC LETTER") for character in text)


def test_the_start_page_and_about_speak_persian(qtbot, window, persian, tmp_path):
    remember_recent(str(tmp_path / "gone.jsonl"))
    switch = install_start_page(window, show=True)
    page = switch.page
    texts = [box.title() for box in page.findChildren(QGroupBox)]
    texts += [button.description() for button in page.buttons()]
    texts.append(page.findChild(QPushButton, "startOpen").text())
    assert len(texts) == 7 and all(_persian(text) for text in texts), texts
    gone = page.buttons()[-1].description()  # the folder reads left to right inside the sentence
    assert f"\N{LEFT-TO-RIGHT ISOLATE}{tmp_path}\N{POP DIRECTIONAL ISOLATE}" in gone
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.findChild(QLabel, "aboutText").text()
    assert f"\N{LEFT-TO-RIGHT ISOLATE}{places().log}\N{POP DIRECTIONAL ISOLATE}" in text
