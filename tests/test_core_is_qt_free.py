"""The core never imports Qt: the CLI and the tests run it without a GUI toolkit."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_REPORT_QT_MODULES = """
import sys
qt = sorted(name for name in sys.modules if name.split(".")[0] in ("PySide6", "shiboken6"))
print("QT:" + ",".join(qt))
"""


def run_python(code: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )


def qt_modules_loaded(result: subprocess.CompletedProcess) -> list[str]:
    assert result.returncode == 0, result.stderr
    line = next(line for line in result.stdout.splitlines() if line.startswith("QT:"))
    return [name for name in line[3:].split(",") if name]


def test_importing_every_core_module_loads_no_qt():
    # Every module, found by walking the package: a new module is checked without being listed.
    code = (
        "import importlib, pkgutil, core\n"
        "names = [m.name for m in pkgutil.walk_packages(core.__path__, 'core.')\n"
        "         if not m.name.endswith('__main__')]\n"
        "assert len(names) > 20, names\n"
        "for name in names:\n"
        "    importlib.import_module(name)\n"
        "core.run_seed_checks()\n"
    ) + _REPORT_QT_MODULES
    assert qt_modules_loaded(run_python(code)) == []


def test_cli_help_loads_no_qt():
    code = (
        "import contextlib, io\n"
        "import core.cli\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    try:\n"
        "        core.cli.main(['--help'])\n"
        "    except SystemExit:\n"
        "        pass\n"
    ) + _REPORT_QT_MODULES
    assert qt_modules_loaded(run_python(code)) == []


def test_python_m_core_cli_help_runs():
    result = subprocess.run(
        [sys.executable, "-m", "core.cli", "--help"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "usage" in result.stdout.lower()
