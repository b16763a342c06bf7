"""Explanations made ahead of time, for the pairs a person is about to compare.

Review mode knows which pair comes next: a decision moves to the next undecided
subject, and a near-identical cluster shows its first two groups. Explaining that pair
in a worker while the editor still reads the current one means that, once the key is
pressed, the pair and its differences are shown in one turn of the event loop: no
explaining on the GUI thread, and one repaint of the comparison instead of two (the
records, then their highlighted differences a turn later).

The pairs compared lately are kept as well: undo, or going back a subject, shows a
pair that was just explained.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

__all__ = ["KEPT_PAIRS", "PreparedPairs"]

KEPT_PAIRS = 8  # explanations kept: the next subject's, and the last few compared


class PreparedPairs:
    """Explanations of record pairs of one loaded corpus, the most recent :data:`KEPT_PAIRS`.

    A pair is ``(record_a, record_b)``, record indices of the inspection of ``generation``;
    a new generation (another file, the same file regrouped) forgets every pair.
    """

    def __init__(self, kept: int = KEPT_PAIRS) -> None:
        self._kept = kept
        self._generation = -1
        self._explanations: OrderedDict[tuple[int, int], Any] = OrderedDict()
        self.preparing: tuple[int, int] | None = None  # the pair a worker explains now

    def get(self, generation: int, pair: tuple[int, int]) -> Any | None:
        """The explanation of ``pair``, if it is kept for ``generation``."""
        self._forget_unless(generation)
        explanation = self._explanations.get(pair)
        if explanation is not None:
            self._explanations.move_to_end(pair)
        return explanation

    def keep(self, generation: int, pair: tuple[int, int], explanation: Any) -> None:
        self._forget_unless(generation)
        self._explanations[pair] = explanation
        self._explanations.move_to_end(pair)
        while len(self._explanations) > self._kept:
            self._explanations.popitem(last=False)

    def _forget_unless(self, generation: int) -> None:
        if generation != self._generation:
            self._generation = generation
            self._explanations.clear()
            self.preparing = None
