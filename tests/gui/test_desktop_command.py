"""``docdedup-gui --install-desktop-entry`` as a person runs it once after ``pipx install``,
and what the window says when Qt itself cannot start (no terminal to read)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

from core.desktop import APP_ID, ICON_SIZES
from docdedup_gui.desktop.trouble import display_plugin_problem, platform_plugin_problem, tell_without_qt

ROOT = Path(__file__).resolve().parents[2]


def _gui(home: Path, *arguments: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "share"),
           "XDG_CONFIG_HOME": str(home / "config")}
    env.pop("QT_QPA_PLATFORM", None)  # the command needs no display: it draws the icon offscreen
    env.pop("DISPLAY", None)
    return subprocess.run([sys.executable, "-m", "docdedup_gui.app", *arguments], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=120, stdin=subprocess.DEVNULL)


def test_install_writes_a_valid_launcher_of_this_program_and_the_icon_at_every_size(tmp_path):
    result = _gui(tmp_path, "--install-desktop-entry")
    assert result.returncode == 0, result.stderr
    launcher = tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    assert f"written: {launcher}" in result.stdout
    validated = subprocess.run(["desktop-file-validate", str(launcher)], capture_output=True, text=True)
    assert validated.returncode == 0 and not validated.stdout, validated.stdout
    lines = launcher.read_text(encoding="utf-8").splitlines()
    exec_line = next(line for line in lines if line.startswith("Exec="))
    program = exec_line.removeprefix("Exec=").removesuffix(" %f").split(" ")[0]
    assert Path(program).is_absolute() and os.access(program, os.X_OK)  # found without the session's PATH
    icons = tmp_path / "share" / "icons" / "hicolor"
    for size in ICON_SIZES:
        image = QImage(str(icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255  # drawn, not an empty square
    again = _gui(tmp_path, "--install-desktop-entry")
    assert again.returncode == 0 and "nothing to do: the desktop entry is already installed" in again.stdout


def test_uninstall_removes_it_and_says_so_when_there_is_nothing(tmp_path):
    assert _gui(tmp_path, "--install-desktop-entry").returncode == 0
    removed = _gui(tmp_path, "--uninstall-desktop-entry")
    assert removed.returncode == 0 and "removed:" in removed.stdout
    assert not list((tmp_path / "share").rglob(f"{APP_ID}*"))
    twice = _gui(tmp_path, "--uninstall-desktop-entry")
    assert twice.returncode == 0 and "nothing to do: no desktop entry was installed" in twice.stdout


def test_install_and_uninstall_together_is_a_usage_error(tmp_path):
    result = _gui(tmp_path, "--install-desktop-entry", "--uninstall-desktop-entry")
    assert result.returncode == 2 and "not allowed with" in result.stderr


def test_a_display_plugin_that_does_not_load_is_named_with_its_reason(tmp_path):
    broken = tmp_path / "libqxcb.so"
    broken.write_bytes(b"not a shared library")
    said = platform_plugin_problem(broken)
    assert said is not None and "libqxcb.so does not load" in said and str(broken) in said
    assert display_plugin_problem("xcb", {"DISPLAY": ":0"}) is None  # this machine's plugin loads
    assert display_plugin_problem("offscreen", {}) is None


def test_without_a_terminal_a_problem_is_shown_by_the_desktops_dialog_tool(tmp_path, capsys):
    said = tmp_path / "said.txt"
    zenity = tmp_path / "bin" / "zenity"
    zenity.parent.mkdir()
    zenity.write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > {said}\n', encoding="utf-8")
    zenity.chmod(0o755)
    environ = {"DISPLAY": ":0", "PATH": str(zenity.parent)}
    assert tell_without_qt("the window cannot open: a library is missing", environ)
    assert said.read_text(encoding="utf-8").splitlines() == [
        "--error", "--no-markup", "--text", "the window cannot open: a library is missing"]
    assert "a library is missing" in capsys.readouterr().err  # and on standard error, as before
    assert not tell_without_qt("no screen at all", {"PATH": str(zenity.parent)})
