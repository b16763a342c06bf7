"""Which copy of a text writes it most carefully, read with the folds of the difference classes.

The classes ``explain`` names between two records say what one writes and the other leaves
out. The same folds, applied to one text, say how much of each it writes: a fold that takes
something away (ZWNJ, hamza, harakat) finds what was kept; a fold that maps a letter (Arabic
yeh and kaf to Persian ی and ک) or a run of spaces finds what was written carelessly. The
criteria, in the order they rank copies (as dupeGuru's "Re-prioritize" ranks its own):
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..records import Record

__all__ = ["CRITERIA", "careful_key", "deciding_criterion"]

# (difference class, what a careful copy does, +1: more of what the fold finds is better, -1: less)
CRITERIA: tuple[tuple[str, str, int], ...] = (
    ("zwnj", "keeps ZWNJ", 1),
    ("hamza", "writes hamza", 1),
    ("persian-yeh", "writes Persian \N{ARABIC LETTER FARSI YEH}", -1),
    ("persian-kaf", "writes Persian \N{ARABIC LETTER KEHEH}", -1),
    ("arabic-diacritic", "keeps harakat", 1),
    ("space-run", "has no stray spaces", -1),
    ("edge-whitespace", "has no stray spaces at line ends", -1),
)


# The zwnj fold also takes away a space after a letter that does not join to the left (a
# space or nothing there looks alike): a copy with more such spaces keeps no more ZWNJs.
_NOT_SPACE_ONLY = frozenset({"zwnj"})


def _not_space(text: str) -> int:
    return sum(1 for character in text if not character.isspace())


def _amount(text: str, fold: Callable[[str], str], *, spaces: bool = True) -> int:
    """How much of ``text`` the fold changes: characters taken away (white space among them
    unless not ``spaces``), or letters mapped."""
    folded = fold(text)
    if folded == text:
        return 0
    if len(folded) != len(text):
        return abs(len(text) - len(folded)) if spaces else abs(_not_space(text) - _not_space(folded))
    return sum(1 for mine, theirs in zip(text, folded, strict=True) if mine != theirs)


def careful_key(record: Record) -> tuple[int, ...]:
    """The record's score per criterion, in rank order: larger is more careful."""
    from ..differences.classes import fold_of  # the Unicode tables load only when a rule reads text

    text = record.title + "\n" + record.body
    return tuple(sign * _amount(text, fold_of(name), spaces=name not in _NOT_SPACE_ONLY)
                 for name, _what, sign in CRITERIA)


def deciding_criterion(kept: Sequence[tuple[int, ...]], others: Sequence[tuple[int, ...]]) -> str | None:
    """What the kept copies do that the others do not: the first criterion that tells them apart
    (None when none does)."""
    if not kept or not others:
        return None
    best = kept[0]
    for position, (_name, what, _sign) in enumerate(CRITERIA):
        if any(other[:position + 1] < best[:position + 1] for other in others):
            return what
    return None
