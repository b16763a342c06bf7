"""The recent files reach the settings file on disk, written beside the window's thread."""

from __future__ import annotations

from pathlib import Path

import pytest

from docdedup_gui import persistence
from docdedup_gui.main_window import MainWindow
from resources import resource_path

SEED = resource_path("examples", "seed_records.json")
TIMEOUT = 20_000  # ms

pytestmark = pytest.mark.usefixtures("private_settings")


def test_an_opened_file_is_in_the_settings_file_for_the_next_run(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    with qtbot.waitSignal(window.loaded, timeout=TIMEOUT):
        window.open_file(str(SEED))
    assert window.recent_files()[0] == str(SEED.resolve())  # at once, written or not
    ini = Path(persistence.settings().fileName())
    # What a window started later reads: the INI file itself, once the writer is done.
    qtbot.waitUntil(lambda: ini.exists() and str(SEED.resolve()) in ini.read_text(encoding="utf-8"),
                    timeout=TIMEOUT)


def test_the_newest_recent_files_win_when_writes_overlap(qtbot):
    names = ("seed_records.json", "unicode_traps.json")
    paths = [str(Path(resource_path("examples", name)).resolve()) for name in names]
    for path in paths * 3:  # six writes asked at once: the file ends with the last order
        persistence.remember_recent(path)
    assert persistence.recent_files()[:2] == paths[::-1]
    ini = Path(persistence.settings().fileName())

    def written() -> list[str]:
        text = ini.read_text(encoding="utf-8") if ini.exists() else ""
        line = next((line for line in text.splitlines() if line.startswith("recentFiles=")), "=")
        return [item.strip() for item in line.split("=", 1)[1].split(",")]

    qtbot.waitUntil(lambda: written()[:2] == paths[::-1], timeout=TIMEOUT)
