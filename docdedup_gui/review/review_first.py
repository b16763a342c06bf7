"""Finding the first undecided subject as review mode starts (or the clusters arrive), in turns.

At a million records the first undecided subject may lie past 400,000 decided rows: it is
looked for :data:`FIRST_SEARCH_ROWS` shown rows a turn (~3-8 ms), then shown in a turn of
its own. Meanwhile the mode is ``starting`` and keys wait for it.

A search can be overtaken by a newer one (the clusters arrive while the first runs: one of
them may come first in tree order). Only the newest ends ``starting``, once its subject is
shown; an older one stops where it is, so no key goes to a subject before the search that
counts has found it. A search that finds nothing while the review's clusters are being
counted in waits for them: one of them is the first undecided subject.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

__all__ = ["FIRST_SEARCH_ROWS", "FirstUndecided"]

FIRST_SEARCH_ROWS = 100_000
ARRIVING_POLL_MS = 50  # nothing undecided yet, the clusters on their way: look again this much later


class FirstUndecided:
    """The search of ``mode`` (a :class:`~docdedup_gui.review.review_mode.ReviewMode`)."""

    def __init__(self, mode) -> None:
        self.mode = mode
        self._search = 0  # the newest search; an older one's turns do nothing
        self.pending = False  # a search has not shown its subject yet: ``starting`` stays on

    def start(self) -> None:
        """Look for the first undecided subject shown (again), from the first row."""
        self._search += 1
        search = self._search
        self.pending = True
        self.mode.starting = True
        QTimer.singleShot(0, self.mode.window, lambda: self._step(search))

    def cancel(self) -> None:
        """Review mode is left: a search under way stops."""
        self._search += 1
        self.pending = False

    def _step(self, search: int, start: int = 0, arrangement=None) -> None:
        """One turn of the search: :data:`FIRST_SEARCH_ROWS` rows, then the next turn or the subject."""
        if search != self._search:
            return
        mode = self.mode
        shown, walk = mode.window.session.arrangement, mode.desk.walk
        if not mode.active or mode.desk.current is not None or shown is None or walk is None:
            self._done()
            return
        if arrangement is not shown:  # the first turn, or the tree was arranged again meanwhile
            start = 0
        item, rest = walk.first_undecided_in(shown.rows, start, FIRST_SEARCH_ROWS,
                                             position_of=shown.position_of)
        if rest is not None:
            QTimer.singleShot(0, mode.window, lambda: self._step(search, rest, shown))
            return
        if item is None:
            if self._clusters_arriving():
                # Every group is decided and the clusters are being counted in (another decisions
                # file chosen, say): one of them is the first undecided subject. Keys wait for it,
                # rather than hear "nothing to decide here" a moment before it is shown.
                QTimer.singleShot(ARRIVING_POLL_MS, mode.window, lambda: self._step(search))
                return
            mode.panel.show_card(None)
            self._done()
            return
        mode.desk.set_current(item)
        # Found before the clusters came: they may put an undecided one first (searched again then).
        mode.controller.picked_first = not mode.desk.review.subjects.clusters_known
        QTimer.singleShot(0, mode.window, lambda: self._show(item, search))

    def _clusters_arriving(self) -> bool:
        """The review's clusters are being counted in now (their arrival starts a new search)."""
        mode = self.mode
        return not mode.desk.review.subjects.clusters_known and mode.window.runner.is_running("clusters")

    def _show(self, item, search: int) -> None:
        if search != self._search:
            return
        mode = self.mode
        self.pending = False
        if mode.active and mode.desk.current == item:
            mode.show(item)  # starting ends as it is shown (moved): a cluster's pair comes later
        else:
            mode.starting = False

    def _done(self) -> None:
        self.pending = False
        self.mode.starting = False
