"""The launcher, icon and "Open with" a person gets from ``docdedup-gui --install-desktop-entry``:
the files validate with the freedesktop.org tools, the desktop's own query names the inspector
for JSON Lines, nothing is written outside the user's data folder, and installing or removing
twice changes nothing the second time."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from core.desktop import (
    APP_ID,
    ICON_SIZES,
    data_home,
    desktop_file,
    example_items,
    install,
    mime_package,
    planned_paths,
    recent_items,
    uninstall,
)

SVG = b'<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>'


def _png(size: int) -> bytes:
    return b"\x89PNG fake icon at %d" % size  # the window draws real ones; here only the bytes travel


def _tool(name: str) -> str:
    found = shutil.which(name)
    assert found, f"{name} is missing: scripts/install-system-deps installs it"
    return found


def _desktop_env(home: Path) -> dict[str, str]:
    """A session with no desktop environment of its own (xdg-mime's generic lookup), whose
    data folders are ``home``'s and the system's."""
    return {"PATH": os.environ["PATH"], "HOME": str(home), "XDG_DATA_HOME": str(home / ".local" / "share"),
            "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_DIRS": "/usr/share"}


def _query_default(home: Path, mime: str) -> str:
    result = subprocess.run([_tool("xdg-mime"), "query", "default", mime], capture_output=True, text=True,
                            env=_desktop_env(home), timeout=60, check=False)
    return result.stdout.strip()


def _validate(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([_tool("desktop-file-validate"), str(path)], capture_output=True, text=True,
                          timeout=60, check=False)


@pytest.mark.parametrize("command", [
    ["/home/ana/.local/bin/docdedup-gui"],
    ["/home/ana/My Apps/docdedup-gui"],  # a space: the argument is quoted
    ["/opt/$odd \"name\" 100%/docdedup-gui", "-m", "docdedup_gui.app"],  # $, quotes and % escaped
])
def test_the_launcher_validates_and_starts_the_command_it_was_given(tmp_path, command):
    launcher = tmp_path / f"{APP_ID}.desktop"
    launcher.write_text(desktop_file(command), encoding="utf-8")
    result = _validate(launcher)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    exec_line = next(line for line in launcher.read_text(encoding="utf-8").splitlines()
                     if line.startswith("Exec="))
    assert exec_line.endswith(" %f")  # the file a person opened with it is passed on


def test_a_path_with_a_space_is_one_quoted_argument():
    assert desktop_file(["/a b/docdedup-gui"]).count('Exec="/a b/docdedup-gui" %f') == 1
    assert 'Exec="/x/\\\\$y/docdedup-gui" %f' in desktop_file(["/x/$y/docdedup-gui"])  # \$ written as \\$
    assert "Exec=/x/100%%/docdedup-gui %f" in desktop_file(["/x/100%/docdedup-gui"])


def test_install_registers_json_lines_and_the_compressed_forms_for_the_inspector(tmp_path):
    _tool("update-mime-database")
    _tool("update-desktop-database")
    home = tmp_path / "home"
    share = home / ".local" / "share"
    outcome = install(share, command=["/usr/bin/docdedup-gui"], icon_svg=SVG, render_png=_png)
    assert not outcome.notes, outcome.notes
    assert sorted(outcome.changed) == sorted(planned_paths(share))
    assert _validate(share / "applications" / f"{APP_ID}.desktop").returncode == 0
    for mime in ("application/x-ndjson", "application/json", "application/x-gzip-compressed-json",
                 "application/x-zstd-compressed-json"):
        assert _query_default(home, mime) == f"{APP_ID}.desktop", mime
    globs = (share / "mime" / "globs2").read_text(encoding="utf-8")  # the database took the package
    for line in ("application/x-ndjson:*.jsonl", "application/x-ndjson:*.ndjson",
                 "application/x-gzip-compressed-json:*.jsonl.gz",
                 "application/x-zstd-compressed-json:*.jsonl.zst",
                 "application/x-bzip-compressed-json:*.json.bz2",
                 "application/x-xz-compressed-json:*.ndjson.xz"):
        assert line in globs
    for size in ICON_SIZES:
        icon = share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert icon.read_bytes() == _png(size)
    written = {path for path in home.rglob("*") if path.is_file()}
    assert all(path.is_relative_to(share) for path in written)  # nothing in ~/.config, nothing elsewhere


def test_installing_and_removing_twice_changes_nothing_the_second_time(tmp_path):
    home = tmp_path / "home"
    share = home / ".local" / "share"
    install(share, command=["/usr/bin/docdedup-gui"], icon_svg=SVG, render_png=_png)
    launcher = share / "applications" / f"{APP_ID}.desktop"
    first_time = launcher.stat().st_mtime_ns
    again = install(share, command=["/usr/bin/docdedup-gui"], icon_svg=SVG, render_png=_png)
    assert again.changed == [] and sorted(again.unchanged) == sorted(planned_paths(share))
    assert launcher.stat().st_mtime_ns == first_time
    moved = install(share, command=["/opt/docdedup/docdedup-gui"], icon_svg=SVG, render_png=_png)
    assert moved.changed == [launcher]  # a new place for the program: only the launcher changes
    removed = uninstall(share)
    assert sorted(removed.changed) == sorted(planned_paths(share))
    assert not any(path.exists() for path in planned_paths(share))
    assert _query_default(home, "application/x-ndjson") == ""
    assert (share / "mime" / "globs2").exists() and "x-ndjson" not in (share / "mime" / "globs2").read_text()
    twice = uninstall(share)
    assert twice.changed == [] and not twice.notes


def test_the_mime_package_leaves_the_systems_json_alone():
    package = mime_package()
    assert 'type="application/x-ndjson"' in package and 'type="application/json"' not in package
    assert "MimeType=application/json;application/x-ndjson;" in desktop_file(["/x"])


def test_the_data_folder_is_xdg_data_home_or_the_default():
    assert data_home({"XDG_DATA_HOME": "/d/share", "HOME": "/h"}) == Path("/d/share")
    assert data_home({"XDG_DATA_HOME": "relative/share", "HOME": "/h"}) == Path("/h/.local/share")
    assert data_home({"HOME": "/h"}) == Path("/h/.local/share")


def test_a_folder_that_cannot_be_written_is_named(tmp_path):
    share = tmp_path / "share"
    share.mkdir()
    (share / "applications").write_text("a file where a folder should be", encoding="utf-8")
    from core.desktop import DesktopEntryError

    with pytest.raises(DesktopEntryError, match=r"cannot write .*applications"):
        install(share, command=["/x"], icon_svg=SVG, render_png=_png)


def test_the_start_page_offers_the_seed_first_then_the_other_examples_by_name(tmp_path):
    for name in ("unicode_traps.json", "aaa_new.json", "seed_records.json", "hidden_characters.json",
                 "notes.txt"):
        (tmp_path / name).write_text("[]", encoding="utf-8")
    assert [item.key for item in example_items(tmp_path)] == [
        "seed_records", "unicode_traps", "hidden_characters", "aaa_new"]


def test_recent_files_are_offered_once_newest_first_and_marked_when_gone(tmp_path):
    here = tmp_path / "here.jsonl"
    here.write_text("", encoding="utf-8")
    paths = [str(here), str(tmp_path / "gone.json"), str(here), str(tmp_path),
             *(f"/x/{n}.json" for n in range(9))]
    items = recent_items(paths, limit=4)
    assert [(item.title, item.present) for item in items] == [
        ("here.jsonl", True), ("gone.json", False), (tmp_path.name, False), ("0.json", False)]
    assert items[0].where == str(tmp_path)  # a folder cannot be opened from the start page...
    read_as_text = recent_items(paths, limit=4, folders=[str(tmp_path)])  # ...unless read as text files
    assert [item.present for item in read_as_text] == [True, False, True, False]
