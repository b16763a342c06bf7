"""``docdedup-gui``'s command line: --version, Qt's own options, the display check, --screenshot errors."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import unicodedata2

from core import CONTRACT, __version__
from docdedup_gui.command_line import (
    NO_DISPLAY,
    build_parser,
    display_problem,
    qt_platform,
    split_qt_arguments,
    version_text,
)


def _gui(*arguments: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "docdedup_gui.app", *arguments], capture_output=True,
                          text=True, timeout=120, env=env or {**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def test_version_prints_the_version_and_contract_and_needs_no_display():
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = _gui("--version", env=env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == version_text() == (
        f"docdedup-gui {__version__} ({CONTRACT}; Unicode {unicodedata2.unidata_version})")


def test_qt_options_go_to_qt_and_the_rest_to_argparse():
    qt, ours = split_qt_arguments(["data.json", "-platform", "offscreen", "--select", "A",
                                   "-style=Fusion", "-reverse"])
    assert qt == ["-platform", "offscreen", "-style=Fusion", "-reverse"]
    assert ours == ["data.json", "--select", "A"]
    assert build_parser().parse_args(ours).select == "A"
    assert qt_platform(qt, {"QT_QPA_PLATFORM": "xcb"}) == "offscreen"
    assert qt_platform([], {"QT_QPA_PLATFORM": "xcb"}) == "xcb"


@pytest.mark.parametrize(("platform", "environ", "needs"), [
    ("", {}, True),
    ("xcb", {}, True),
    ("wayland;xcb", {}, True),
    ("", {"DISPLAY": ":0"}, False),
    ("", {"WAYLAND_DISPLAY": "wayland-0"}, False),
    ("offscreen", {}, False),
    ("minimal", {}, False),
])
def test_a_missing_display_is_named_before_qt_starts(platform, environ, needs):
    assert (display_problem(platform, environ, "linux") == NO_DISPLAY) is needs


def test_without_a_display_the_gui_says_so_and_how_to_run_offscreen():
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = _gui(env=env)
    assert result.returncode == 1
    assert "no display found" in result.stderr and "QT_QPA_PLATFORM=offscreen" in result.stderr
    assert "xcb" not in result.stderr  # Qt's own message never appears: Qt was not started


def test_screenshot_with_an_unknown_select_id_fails_clearly(tmp_path):
    out = tmp_path / "shot.png"
    result = _gui("--screenshot", str(out), "--select", "NO-SUCH-ID", "-style", "Fusion")
    assert result.returncode == 1
    assert "no record with doc_id 'NO-SUCH-ID'" in result.stderr
    assert not out.exists()


def test_screenshot_with_an_unknown_compare_id_fails_and_a_known_pair_succeeds(tmp_path):
    failed = _gui("--screenshot", str(tmp_path / "bad.png"), "--compare", "A", "ZZ")
    assert failed.returncode == 1 and "'ZZ'" in failed.stderr
    good = _gui("--screenshot", str(tmp_path / "good.png"), "--compare", "A", "C", "-platform", "offscreen")
    assert good.returncode == 0, good.stderr
    assert (tmp_path / "good.png").stat().st_size > 0
