"""The hex view's cursor and selection, Qt-free: clicks, drags and keys in bytes.

A click selects one byte and a drag extends from where it began; the arrow, page and
Home/End keys move the cursor (Shift extends the selection from its anchor, Ctrl+Home
and Ctrl+End go to the first and last byte). Right and Left step over a whole selection
first: a click in a field selects a character's every byte, and the next key leaves it.
The view translates its events into these calls and paints what :attr:`selection` says.
"""

from __future__ import annotations

__all__ = ["KEYS", "HexCursor"]

KEYS = ("right", "left", "down", "up", "page_down", "page_up", "home", "end")


class HexCursor:
    """Where the cursor is in ``length`` bytes and which bytes ``[start, end)`` are selected."""

    def __init__(self, length: int = 0) -> None:
        self.length = length
        self.anchor: int | None = None  # where a drag or a Shift+key selection began
        self.cursor: int | None = None  # the byte the keys move from
        self.selection: tuple[int, int] | None = None

    def reset(self, length: int) -> None:
        self.__init__(length)

    def set_selection(self, start: int, end: int) -> None:
        """Select ``[start, end)`` from outside (a character chosen in a field); the cursor
        moves into it unless it is there already."""
        self.selection = (start, end) if start < end else None
        if self.selection is not None and (self.cursor is None or not start <= self.cursor < end):
            self.cursor = start

    def _select(self, first: int, last: int) -> tuple[int, int]:
        self.selection = (min(first, last), max(first, last) + 1)
        self.cursor = last
        return self.selection

    # -- the mouse -------------------------------------------------------------------

    def press(self, offset: int | None) -> tuple[int, int] | None:
        """A click on byte ``offset`` (None: beside the bytes); the new selection, if any."""
        self.anchor = offset
        return None if offset is None else self._select(offset, offset)

    def drag(self, offset: int | None) -> tuple[int, int] | None:
        """The pointer over ``offset`` with the button held: the selection from the anchor."""
        if self.anchor is None or offset is None:
            return None
        return self._select(self.anchor, offset)

    def release(self) -> None:
        self.anchor = None

    def select_all(self) -> tuple[int, int] | None:
        return self._select(0, self.length - 1) if self.length else None

    # -- the keys --------------------------------------------------------------------

    def target(self, key: str, *, width: int, page_rows: int, whole: bool = False) -> int | None:
        """The byte ``key`` (one of :data:`KEYS`) moves to, within the bytes; None for no bytes."""
        if not self.length:
            return None
        cursor = self.cursor if self.cursor is not None else -1
        steps_over = self.selection is not None and self.anchor is None
        if key == "right":
            moved = self.selection[1] if steps_over else cursor + 1
        elif key == "left":
            moved = self.selection[0] - 1 if steps_over else cursor - 1
        elif key in ("down", "up", "page_down", "page_up"):
            size = width if key in ("down", "up") else width * page_rows
            moved = max(cursor, 0) + (size if key in ("down", "page_down") else -size)
        elif key == "home":
            moved = 0 if whole else max(cursor, 0) // width * width
        elif key == "end":
            moved = self.length - 1 if whole else max(cursor, 0) // width * width + width - 1
        else:
            raise ValueError(f"not a cursor key: {key!r} (one of {', '.join(KEYS)})")
        return min(max(moved, 0), self.length - 1)

    def key(self, key: str, *, width: int, page_rows: int, extend: bool = False,
            whole: bool = False) -> tuple[int, int] | None:
        """Press ``key`` (Shift: ``extend``, Ctrl: ``whole``); the new selection, its cursor
        at :attr:`cursor`."""
        target = self.target(key, width=width, page_rows=page_rows, whole=whole)
        if target is None:
            return None
        if not extend:
            self.anchor = None
            return self._select(target, target)
        if self.anchor is None:
            self.anchor = self.cursor if self.cursor is not None else target
        return self._select(self.anchor, target)
