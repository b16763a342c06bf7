"""No module of the core or the window grows past 400 lines: a module that would is split into
modules with one job each (docs/architecture.md lists them per package)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("core", "docdedup_gui")
MOST_LINES = 400


def module_lines() -> dict[str, int]:
    """Every module of the packages, by its path from the project's root, with its line count."""
    return {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
            for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))}


def test_every_module_is_counted():
    counted = module_lines()
    assert {"core/session.py", "core/input/loader.py", "docdedup_gui/main_window.py"} <= counted.keys()
    assert all(lines > 0 for name, lines in counted.items() if not name.endswith("__init__.py"))


def test_no_module_is_longer_than_400_lines():
    longer = {name: lines for name, lines in module_lines().items() if lines > MOST_LINES}
    assert not longer, (f"modules past {MOST_LINES} lines (split each into modules with one job): "
                        + ", ".join(f"{name} ({lines})" for name, lines in sorted(longer.items())))
