"""Writing and removing the desktop files under the user's data directory, and telling the
desktop's caches about them.

Only files named for :data:`~core.desktop.entry_files.APP_ID` under ``$XDG_DATA_HOME``
(``~/.local/share`` when unset) are ever written or removed: nothing system-wide, nothing
in ``~/.config``. A file already holding the same bytes is left alone, so installing
twice changes nothing; removing what is not there is not an error.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..output.atomic import OutputError, write_atomically
from .entry_files import APP_ID, ICON_SIZES, desktop_file, mime_package

__all__ = ["DesktopEntryError", "Outcome", "data_home", "install", "planned_paths", "uninstall"]

_TOOL_SECONDS = 60  # update-mime-database on a slow disk; it never waits for input


class DesktopEntryError(Exception):
    """A desktop file could not be written or removed; the message names it and why."""


@dataclass
class Outcome:
    """What one install or uninstall did, for the person who asked."""

    changed: list[Path] = field(default_factory=list)  # written, or removed
    unchanged: list[Path] = field(default_factory=list)  # already as asked
    notes: list[str] = field(default_factory=list)  # a cache not refreshed, and what follows


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset or not absolute (as the
    XDG Base Directory Specification says a relative one is ignored)."""
    environ = os.environ if environ is None else environ
    given = environ.get("XDG_DATA_HOME", "")
    if given and os.path.isabs(given):
        return Path(given)
    return Path(environ.get("HOME") or Path.home()) / ".local" / "share"


def _icon_path(home: Path, size: int | None) -> Path:
    if size is None:
        return home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    return home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def planned_paths(home: Path) -> list[Path]:
    """Every file an install writes under ``home``: the launcher, the MIME package, the icons."""
    return [home / "applications" / f"{APP_ID}.desktop", home / "mime" / "packages" / f"{APP_ID}.xml",
            _icon_path(home, None), *(_icon_path(home, size) for size in ICON_SIZES)]


def install(home: Path, *, command: Sequence[str], icon_svg: bytes,
            render_png: Callable[[int], bytes]) -> Outcome:
    """Write the launcher starting ``command``, the MIME package and the icon (the SVG, and
    ``render_png(size)`` at each of :data:`ICON_SIZES`), then refresh the desktop's caches."""
    launcher, package, scalable, *pngs = planned_paths(home)
    wanted = {launcher: desktop_file(command).encode("utf-8"), package: mime_package().encode("utf-8"),
              scalable: icon_svg}
    wanted.update({path: render_png(size) for path, size in zip(pngs, ICON_SIZES, strict=True)})
    outcome = Outcome()
    for path, data in wanted.items():
        if path.is_file() and path.read_bytes() == data:
            outcome.unchanged.append(path)
            continue
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(path, data)
        except (OSError, OutputError) as error:
            reason = getattr(error, "strerror", None) or error
            raise DesktopEntryError(f"cannot write {path}: {reason}") from None
        outcome.changed.append(path)
    _refresh_caches(home, outcome)
    return outcome


def uninstall(home: Path) -> Outcome:
    """Remove every file :func:`install` writes (those that are there), then refresh the caches."""
    outcome = Outcome()
    for path in planned_paths(home):
        try:
            path.unlink()
        except FileNotFoundError:
            outcome.unchanged.append(path)
            continue
        except OSError as error:
            raise DesktopEntryError(f"cannot remove {path}: {error.strerror or error}") from None
        outcome.changed.append(path)
    if outcome.changed:
        _refresh_caches(home, outcome)
    return outcome


def _refresh_caches(home: Path, outcome: Outcome) -> None:
    """Rebuild the user's MIME database and the launcher's type cache, where the tools exist."""
    steps = (("update-mime-database", home / "mime", "shared-mime-info"),
             ("update-desktop-database", home / "applications", "desktop-file-utils"))
    for tool, directory, package in steps:
        if not directory.is_dir():
            continue
        found = shutil.which(tool)
        if found is None:
            outcome.notes.append(f"{tool} was not found (it comes with {package}): the file types are "
                                 "known to the desktop only once it is installed and run")
            continue
        try:
            result = subprocess.run([found, str(directory)], capture_output=True, text=True,
                                    timeout=_TOOL_SECONDS, stdin=subprocess.DEVNULL)
        except (OSError, subprocess.TimeoutExpired) as error:
            outcome.notes.append(f"{tool} {directory} did not finish: {error}")
            continue
        if result.returncode != 0:
            said = result.stderr.strip().splitlines()
            outcome.notes.append(f"{tool} {directory} failed (exit status {result.returncode})"
                                 + (f": {said[-1]}" if said else ""))
