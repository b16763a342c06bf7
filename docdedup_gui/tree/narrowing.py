"""The Characters pane's row narrows the group tree to the records that hold its character.

A record then selected opens with the cursor on the character's first occurrence, and
the first groups shown are opened, so the tree lists the records holding it.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["CharacterNarrowing"]

OPENED_WHEN_NARROWED = 20  # groups opened once the tree shows a new character's groups


class CharacterNarrowing:
    """Which doc_ids the tree is narrowed to (None: all), and opening the groups it shows."""

    def __init__(self, tree, detail, arrange: Callable[[], None]) -> None:
        self._tree, self._detail, self._arrange = tree, detail, arrange
        self.doc_ids: frozenset[str] | None = None
        self._open_when_arranged = False

    def narrow(self, doc_ids: frozenset, character: str, _kind: str) -> None:
        """Show only the groups whose records hold ``character`` (all of them when ``doc_ids`` is empty)."""
        # A new character: its first groups are opened once they are shown (a group's
        # members share its content: each one holds it).
        self._open_when_arranged = bool(doc_ids) and doc_ids != self.doc_ids
        self.doc_ids = doc_ids or None
        self._detail.focus_character = character or None
        self._arrange()

    def open_shown_groups(self) -> None:
        if not self._open_when_arranged:
            return
        self._open_when_arranged = False
        model = self._tree.model()
        for row in range(min(model.rowCount(), OPENED_WHEN_NARROWED)):
            self._tree.expand(model.index(row, 0))
