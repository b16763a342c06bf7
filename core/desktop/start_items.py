"""What the start page offers when the window opens with no file: the bundled examples and
the recent files, each with what a person needs to choose it.

The window draws the items (and translates the examples' descriptions by ``key``); what is
offered, in which order, and whether a recent file is still there is decided here.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

__all__ = ["EXAMPLE_ORDER", "StartItem", "example_items", "recent_items"]

EXAMPLE_ORDER = ("seed_records", "unicode_traps", "hidden_characters")
"""The bundled examples, the one to begin with first; an example not named here follows, by name."""


@dataclass(frozen=True)
class StartItem:
    """One choice: ``title`` as shown, ``path`` to open, ``where`` (its folder), whether it is
    there (a recent file may have been moved or deleted), and ``key`` (an example's stem)."""

    title: str
    path: Path
    where: str
    present: bool
    key: str = ""


def example_items(folder: Path) -> list[StartItem]:
    """The examples in ``folder`` (``resources/examples``): every ``*.json``, in :data:`EXAMPLE_ORDER`."""
    found = sorted(folder.glob("*.json"))

    def order(path: Path) -> tuple[int, str]:
        known = path.stem in EXAMPLE_ORDER
        return (EXAMPLE_ORDER.index(path.stem) if known else len(EXAMPLE_ORDER), path.name)

    return [StartItem(path.name, path, str(path.parent), True, key=path.stem)
            for path in sorted(found, key=order)]


def recent_items(paths: Iterable[str], *, limit: int = 8, folders: Iterable[str] = ()) -> list[StartItem]:
    """The recent files, newest first, at most ``limit``, each marked present or gone (a file,
    or one of ``folders``, those read before as text files: another folder or a missing path
    cannot be opened from here)."""
    items, readable = [], set(folders)
    for text in list(dict.fromkeys(paths))[:limit]:
        path = Path(text)
        present = os.path.isfile(path) or (text in readable and os.path.isdir(path))
        items.append(StartItem(path.name or text, path, str(path.parent), present))
    return items
