"""Name the cause of one differing hunk with the classes of UNICODE.md.

Try each class alone, in UNICODE.md order; the first whose fold makes the hunk equal
names it. Else apply the folds cumulatively in that order up to the first prefix that
makes it equal, and drop every class the result does not need. Else `content-edit`.
`space-run` and `edge-whitespace` see the hunk with its surroundings.
"""

from __future__ import annotations

from functools import cache

import regex

from .align import Hunk
from .classes import CONTENT_EDIT, TEXT_CLASSES, folds_make_equal
from .folds import LINE_SPACE

__all__ = ["classify_texts", "hunk_with_context"]

# `space-run` and `edge-whitespace` depend on what surrounds a hunk: the run of
# white space next to it (however long) and whether a line or the field ends there.
# Stands for "the field goes on here"; no fold changes it, so an edge of the context
# snippet never reads as the edge of a line or of the field.
_MORE = "\x00"
_PRECISE = tuple(name for name in TEXT_CLASSES if name != "confusable")
_NEAR = 16  # characters beside a hunk looked at before the rest of the equal text


@cache
def _marks() -> frozenset[str]:
    """The nonspacing marks of the BMP (a set: a window asks about each anchor it meets)."""
    return frozenset(regex.findall(r"\p{Mn}", "".join(map(chr, range(0x300, 0x10000)))))


def _window(text: str, start: int, end: int, low: int, high: int) -> tuple[int, int]:
    """The hunk ``[start, end)`` widened over the white space beside it plus one anchor
    character (a line break or a visible one) on each side, within ``[low, high)``.

    That is all of its line a class looks at. Each widening scans only the equal text
    between two hunks, so all hunks of a field cost one pass over it.
    """
    # A few characters first: the equal text between two hunks is mostly long, and its
    # white space next to the hunk short.
    near = max(start - _NEAR, low)
    kept = len(text[near:start].rstrip(LINE_SPACE))
    if not kept and near > low:
        near, kept = low, len(text[low:start].rstrip(LINE_SPACE))
    left = max(near + kept - 1, low)
    # The anchor is a whole letter: a mark on it brings the letter too (a space after وِ
    # depends on the و).
    marks = _marks()
    while left > low and text[left] in marks:
        left -= 1
    far = min(end + _NEAR, high)
    after = text[end:far]
    spaces = len(after) - len(after.lstrip(LINE_SPACE))
    if spaces == len(after) and far < high:
        after = text[end:high]
        spaces = len(after) - len(after.lstrip(LINE_SPACE))
    right = min(end + spaces + 1, high)
    while right < high and text[right - 1] in marks:
        right += 1  # a mark after the hunk: the letter after it tells whether a word ends there
    return left, right


def hunk_with_context(a: str, b: str, hunk: Hunk, previous: Hunk | None = None,
                      following: Hunk | None = None) -> tuple[str, str]:
    """The hunk's text on each side with the context the classes need.

    The context stays inside the equal text between ``previous`` and ``following``
    hunks, so it is the same on both sides. So are the marks of "the field goes on": a
    field goes on past the context when it does on either side (a BOM before the text on
    one side only must not make the other side's first line read as the field's start).
    """
    a_low, b_low = (previous.a_end, previous.b_end) if previous else (0, 0)
    a_high, b_high = (following.a_start, following.b_start) if following else (len(a), len(b))
    a_left, a_right = _window(a, hunk.a_start, hunk.a_end, a_low, a_high)
    b_left, b_right = _window(b, hunk.b_start, hunk.b_end, b_low, b_high)
    head = _MORE if a_left > 0 or b_left > 0 else ""
    tail = _MORE if a_right < len(a) or b_right < len(b) else ""
    return head + a[a_left:a_right] + tail, head + b[b_left:b_right] + tail


def _smallest_cumulative(a: str, b: str, classes: tuple[str, ...], persian: bool) -> tuple[str, ...] | None:
    # Folds applied in order are functions of the text, so a prefix that makes the
    # hunk equal leaves it equal under every longer prefix: when all of them fail, no
    # prefix can succeed, and a real edit costs one try instead of twenty.
    if not folds_make_equal(a, b, classes, persian=persian):
        return None
    for count in range(2, len(classes) + 1):
        if folds_make_equal(a, b, classes[:count], persian=persian):
            # Drop the latest classes first, so the set keeps the earliest explanation
            # (CRLF at a field's end is `line-ending`, not the final-newline rule).
            chosen = list(classes[:count])
            for name in reversed(classes[:count]):
                fewer = [other for other in chosen if other != name]
                if folds_make_equal(a, b, fewer, persian=persian):
                    chosen = fewer
            return tuple(chosen)
    return None


def _single(a: str, b: str, classes: tuple[str, ...], persian: bool) -> tuple[str, ...] | None:
    return next(((name,) for name in classes if folds_make_equal(a, b, (name,), persian=persian)), None)


def classify_texts(a: str, b: str, persian: bool = False) -> tuple[str, ...]:
    """Classes that make ``a`` equal ``b``: one class if one suffices, else a minimal set in order.

    `confusable` is the last resort: it is tried (alone, then with the others) only when
    no set of the precise classes explains the hunk, so ﻙ vs ک reads as
    `persian-kaf` + `compatibility`, not merely "looks like". ``persian``: both records
    are Persian (:func:`.classes.is_persian`), where ة vs ت is `heh-variant` too.
    """
    if a == b:
        return ()
    # The precise classes alone already failed when `confusable` is tried alone.
    return (_single(a, b, _PRECISE, persian) or _smallest_cumulative(a, b, _PRECISE, persian)
            or _single(a, b, ("confusable",), persian) or _smallest_cumulative(a, b, TEXT_CLASSES, persian)
            or (CONTENT_EDIT,))
