"""Data shipped with DocDedup Inspector: examples, fonts, icons, translations.

It is a package so the files travel inside the wheel; find them with
:func:`resource_path` rather than paths relative to the source tree.
"""

from pathlib import Path

__all__ = ["EXAMPLES", "resource_path"]

_ROOT = Path(__file__).resolve().parent
EXAMPLES = _ROOT / "examples"


def resource_path(*parts: str) -> Path:
    """The path of a shipped resource, e.g. ``resource_path("examples", "seed_records.json")``."""
    return _ROOT.joinpath(*parts)
