"""What a reviewer sets once: their name and keeper presets, kept in the user's config folder."""

from __future__ import annotations

import getpass
import os
from pathlib import Path

__all__ = ["config_dir", "default_reviewer", "remember_reviewer", "remembered_reviewer"]

_REVIEWER_FILE = "reviewer"


def config_dir() -> Path:
    """``$XDG_CONFIG_HOME/docdedup`` (``~/.config/docdedup`` when unset)."""
    base = os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config"
    return Path(base) / "docdedup"


def default_reviewer() -> str:
    """The OS user, or ``"unknown"`` when the system cannot name one."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


def remembered_reviewer() -> str:
    """The name set once with :func:`remember_reviewer`, else the OS user."""
    try:
        name = (config_dir() / _REVIEWER_FILE).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        name = ""
    return name or default_reviewer()


def remember_reviewer(name: str) -> None:
    """Keep ``name`` for every later review (raises OSError if the config folder is not writable)."""
    folder = config_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / _REVIEWER_FILE).write_text(name.strip() + "\n", encoding="utf-8")
