"""The wheel carries the bundled examples and fonts, and an installed copy finds them."""

from __future__ import annotations

import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _not_shipped(directory: str, names: list[str]) -> set[str]:
    skipped = {".venv", ".git", "build", "__pycache__", ".pytest_cache", ".ruff_cache", ".hypothesis"}
    if Path(directory) == ROOT:
        skipped.add("benchmarks")  # its generated corpora are hundreds of MB
    return {name for name in names if name in skipped or name.endswith(".egg-info")}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    # Build from a copy: setuptools leaves build/ behind, and a stale one would
    # put deleted modules into later wheels.
    source = tmp_path_factory.mktemp("source") / "project"
    shutil.copytree(ROOT, source, ignore=_not_shipped)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
        check=True, capture_output=True,
    )
    return next(out.glob("docdedup_inspector-*.whl"))


def test_wheel_contains_resources(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "resources/examples/seed_records.json" in names
    assert any(name.startswith("resources/fonts/") and name.endswith(".ttf") for name in names)
    assert "core/contract.py" in names and "docdedup_gui/__init__.py" in names
    assert "core/differences/data/confusables.txt" in names
    assert not any(name.startswith("tests/") for name in names)


def test_installed_wheel_finds_the_bundled_example(wheel, tmp_path):
    env_dir = tmp_path / "fresh"
    venv.create(env_dir, with_pip=False)
    python = env_dir / "bin" / "python"
    site = next((env_dir / "lib").glob("python3*/site-packages"))
    with zipfile.ZipFile(wheel) as archive:  # what pip does for a pure wheel, minus dependencies
        archive.extractall(site)
    script = (
        "import json, resources; p = resources.resource_path('examples', 'seed_records.json');"
        "print(p); print(len(json.loads(p.read_text(encoding='utf-8'))))"
    )
    result = subprocess.run([str(python), "-I", "-c", script], capture_output=True, text=True,
                            check=True, cwd=tmp_path)
    where, count = result.stdout.split()
    assert where.startswith(str(site))
    assert count == "3"


def test_wheel_metadata_names_the_licence_as_spdx_and_ships_it(wheel):
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        metadata = archive.read(next(name for name in names if name.endswith(".dist-info/METADATA")))
    lines = metadata.decode("utf-8").splitlines()
    assert "License-Expression: MIT" in lines
    assert "License-File: LICENSE" in lines
    assert not any(line.startswith("Classifier: License ::") for line in lines)  # SPDX replaces them
    assert any(name.endswith(".dist-info/licenses/LICENSE") for name in names)
    assert any(line.startswith("Author: ") for line in lines)


def test_the_wheel_gives_both_commands_as_pipx_installs_them(wheel):
    """``pipx install .`` links the wheel's scripts: the command line, and the window as a GUI script."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        listed = next(name for name in names if name.endswith(".dist-info/entry_points.txt"))
        entry_points = archive.read(listed)
    sections: dict[str, list[str]] = {}
    for line in entry_points.decode("utf-8").splitlines():
        if line.startswith("["):
            current = sections.setdefault(line.strip("[]"), [])
        elif line.strip():
            current.append(line.replace(" ", ""))
    assert sections == {"console_scripts": ["docdedup=core.cli:run"],
                        "gui_scripts": ["docdedup-gui=docdedup_gui.app:main"]}
    assert "core/desktop/entry_files.py" in names and "docdedup_gui/desktop/start_page.py" in names
    assert not any(name.startswith("packaging/") for name in names)  # the build's files stay in the source
