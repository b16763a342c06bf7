"""``docdedup-gui --playground FILE [--pair A B] [--screenshot OUT]`` as a teacher runs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from tests.helpers import RECORD_A, RECORD_B, RECORD_C


def _gui(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "docdedup_gui.app", *arguments], capture_output=True,
                          text=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "class.json"
    path.write_text(json.dumps([RECORD_A, RECORD_B, RECORD_C], ensure_ascii=False), encoding="utf-8")
    return path


def test_a_screenshot_of_the_playground_on_a_file_and_pair(corpus, tmp_path, qapp):
    out = tmp_path / "pair.png"
    result = _gui("--playground", str(corpus), "--pair", "A", "C", "--screenshot", str(out))
    assert result.returncode == 0, result.stderr
    picture = QImage(str(out))
    assert (picture.width(), picture.height()) == (1440, 900)
    drawing = tmp_path / "pair.svg"
    assert _gui("--playground", str(corpus), "--pair", "A", "C", "--screenshot", str(drawing)).returncode == 0
    text = "".join(ET.parse(drawing).getroot().itertext())
    assert "different content: content-edit" in text and "2 of the 3 records of" in text


@pytest.mark.parametrize(("arguments", "said"), [
    (["--pair", "A", "Z"], "{corpus}: no record with doc_id 'Z'; its doc_ids are 'A', 'B', 'C'"),
    (["--pair", "A", "B", "--screenshot", "{corpus}"],
     "cannot tell which picture to write from the name {corpus}; end it in .png or .svg"),
])
def test_a_bad_pair_or_picture_name_is_said_and_fails(corpus, tmp_path, arguments, said):
    arguments = [argument.format(corpus=corpus) for argument in arguments]
    if "--screenshot" not in arguments:
        arguments += ["--screenshot", str(tmp_path / "never.png")]
    result = _gui("--playground", str(corpus), *arguments)
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == f"docdedup-gui: {said.format(corpus=corpus)}"
    assert "Traceback" not in result.stderr and not (tmp_path / "never.png").exists()


def test_a_bad_file_is_located_and_fails(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('[{"doc_id": "A",', encoding="utf-8")
    result = _gui("--playground", str(bad), "--screenshot", str(tmp_path / "never.png"))
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert f"docdedup-gui: {bad}:1:17: json: expected a key in double quotes (record 1)" in result.stderr
    assert not (tmp_path / "never.png").exists()


@pytest.mark.parametrize(("arguments", "said"), [
    (["--pair", "A", "B"], "--pair names two records of the --playground file"),
    (["--playground", "x.json", "other.json"], "--playground opens the playground alone; FILE is"),
    (["--playground", "x.json", "--compare", "A", "B"], "--compare is for the main window"),
])
def test_options_that_do_not_go_together_are_a_usage_error(arguments, said):
    result = _gui(*arguments)
    assert result.returncode == 2 and said in result.stderr and "Traceback" not in result.stderr


def test_help_names_the_playground_options():
    result = _gui("--help")
    assert "--playground CLASS.json" in result.stdout and "--pair DOC_ID_A DOC_ID_B" in result.stdout
