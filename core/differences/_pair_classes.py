"""The class list of ``explain(a, b)`` without the rest of ``explain``.

The neighbour finder needs only ``explain(a, b).classes`` for thousands of pairs.
:func:`pair_classes` computes exactly that list: no canonical bytes, byte offsets,
code point tables or sentences, and a cheaper route to the same hunks as
:func:`.align.align`:

- Most texts hold no character that takes part in the long-range rules of UAX #29
  (Hangul, Prepend, Regional_Indicator, Extended_Pictographic, Indic conjuncts, or
  anything beyond the BMP). Their grapheme clusters are then CR LF, or one character
  that is not a control followed by its Extend/ZWJ/SpacingMark run, or one character.
  One ``re`` scan finds the clusters longer than one code point, and each becomes one
  stand-in character (a surrogate code point, which no valid text holds), so a field
  is one string with one character per cluster.
- rapidfuzz aligns two such strings exactly as it aligns ``align``'s lists of cluster
  ids: both have the same cluster equalities and the same ``score_hint``.
- Any other text goes to :func:`.align.align` itself.
- What the two texts share at either end is left out first, exactly as ``align`` leaves
  it out (:func:`.align.common_ends`, :func:`.align.exact_after_trimming`): texts that
  differ in one place are cut into clusters only around it.

Uses only the public names of :mod:`.align`. Classifying a hunk depends only on its two
context snippets, so results are memoized.
``tests/test_differences_pair_classes.py`` checks all of it against ``explain``,
``align`` and UAX #29's own GraphemeBreakTest.txt.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from functools import cache, lru_cache
from typing import Any

import regex

from .align import (
    HINT_CAP,
    MAX_CLUSTER_EDITS,
    SHORT_TEXT,
    Hunk,
    align,
    around_breaks,
    changed_blocks,
    common_ends,
    exact_after_trimming,
    holds_break,
    minimal,
)
from .classes import is_persian
from .classify import classify_texts, hunk_with_context
from .explanation import as_record
from .folds import char_class

__all__ = ["field_hunks", "pair_classes", "simple_clusters"]

_STAND_INS = 0x800  # surrogate code points U+D800..U+DFFF


@cache
def _bmp() -> str:
    """Every BMP character but the surrogates (~10 ms to build: when the tables are)."""
    return "".join(chr(cp) for cp in range(0x10000) if not 0xD800 <= cp < 0xE000)


def _class_of(pattern: str) -> str:
    """An ``re`` class body (ranges) of the BMP characters matching the ``regex`` ``pattern``."""
    return char_class(regex.findall(pattern, _bmp()))[1:-1]


class _Tables:
    def __init__(self) -> None:
        special = _class_of(
            r"\p{GCB=Prepend}|\p{GCB=L}|\p{GCB=V}|\p{GCB=T}|\p{GCB=LV}|\p{GCB=LVT}"
            r"|\p{GCB=Regional_Indicator}|\p{Extended_Pictographic}|\p{InCB=Consonant}"
            r"|\p{InCB=Linker}")
        # Anything beyond the BMP and lone surrogates go to align() too.
        self.special = re.compile(rf"[{special}\ud800-\udfff\U00010000-\U0010ffff]")
        self.joining = re.compile("[" + _class_of(r"\p{GCB=Extend}|\p{GCB=ZWJ}|\p{GCB=SpacingMark}") + "]+")
        # Control, CR and LF: a cluster of their own (CR LF aside), never a base.
        self.control = frozenset(regex.findall(r"\p{GCB=Control}|\p{GCB=CR}|\p{GCB=LF}", _bmp()))


@cache
def _get_tables() -> _Tables:
    return _Tables()


def simple_clusters(text: str) -> list[tuple[int, int]] | None:
    """Spans of the clusters of ``text`` longer than one code point, in order.

    None when ``text`` holds a character this shortcut does not handle.
    """
    tables = _get_tables()
    if tables.special.search(text):
        return None
    spans = []
    for match in tables.joining.finditer(text):
        start, end = match.span()
        # A joining run belongs to the character before it (GB9, GB9a) unless that is
        # a control (GB4) or the text starts with the run. That character is in no
        # other cluster: runs are maximal, and CR LF ends with a control.
        if start > 0 and text[start - 1] not in tables.control:
            start -= 1
        if end - start > 1:
            spans.append((start, end))
    crlf = text.find("\r\n")
    if crlf == -1:
        return spans
    while crlf != -1:
        spans.append((crlf, crlf + 2))
        crlf = text.find("\r\n", crlf + 2)
    return sorted(spans)


class _Tokens:
    """A field with one character per cluster, and the way back to code point offsets."""

    __slots__ = ("_extra", "_marks", "text")

    def __init__(self, text: str, spans: list[tuple[int, int]], stand_ins: dict[str, str]) -> None:
        pieces, marks, extra_after, extra, last = [], [], [], 0, 0
        for start, end in spans:
            cluster = text[start:end]
            token = stand_ins.get(cluster)
            if token is None:
                if len(stand_ins) == _STAND_INS:
                    raise OverflowError("more distinct clusters than stand-ins")
                token = stand_ins[cluster] = chr(0xD800 + len(stand_ins))
            pieces.append(text[last:start])
            pieces.append(token)
            marks.append(start - extra)  # token index of this cluster
            extra += end - start - 1
            extra_after.append(extra)
            last = end
        pieces.append(text[last:])
        self.text = "".join(pieces)
        self._marks, self._extra = marks, extra_after

    def offset(self, token: int) -> int:
        """Code point offset of the boundary before token ``token``."""
        before = bisect_left(self._marks, token)
        return token + (self._extra[before - 1] if before else 0)


_TRIMMED_AT_MOST = 256  # code points of A left after trimming (the exact rule allows 64 clusters)


def field_hunks(a: str, b: str) -> list[Hunk]:
    """Exactly ``align(a, b)``."""
    if a == b:
        return []
    if max(len(a), len(b)) > SHORT_TEXT:
        return align(a, b)
    # What the texts share at either end is left out as align() leaves it out, with the
    # same rule for when that gives the whole alignment (near-identical texts mostly
    # differ in one place: cutting all of them into clusters cost most of a comparison).
    if min(len(a), len(b)) <= 2 * MAX_CLUSTER_EDITS:
        head, tail = common_ends(a, b)
        # A long rest (texts that differ all over) mostly has too many clusters for the
        # exact rule: cut it once, whole, rather than twice.
        if (head or tail) and len(a) - head - tail <= _TRIMMED_AT_MOST:
            hunks = _token_hunks(a, b, head, tail)
            if hunks is not None:
                return hunks
    hunks = _token_hunks(a, b, 0, 0)
    return align(a, b) if hunks is None else hunks


def _token_hunks(a: str, b: str, head: int, tail: int) -> list[Hunk] | None:
    """align(a, b) from one character per cluster of ``a[head:len(a) - tail]`` and of B's
    likewise; None when this shortcut does not apply."""
    middle_a, middle_b = a[head : len(a) - tail], b[head : len(b) - tail]
    spans_a, spans_b = simple_clusters(middle_a), simple_clusters(middle_b)
    if spans_a is None or spans_b is None:
        return None
    stand_ins: dict[str, str] = {}
    try:
        ta, tb = _Tokens(middle_a, spans_a, stand_ins), _Tokens(middle_b, spans_b, stand_ins)
    except OverflowError:
        return None
    if (head or tail) and not exact_after_trimming(len(ta.text)):
        return None
    if min(len(ta.text), len(tb.text)) > 2 * MAX_CLUSTER_EDITS:
        return None  # align() may call these texts too different to align
    hint = min(len(ta.text), len(tb.text), HINT_CAP) or None
    hunks = [minimal(a, b, Hunk(head + ta.offset(a0), head + ta.offset(a1),
                                head + tb.offset(b0), head + tb.offset(b1)))
             for a0, a1, b0, b1 in changed_blocks(ta.text, tb.text, hint=hint)]
    # Hunks lie within what the two texts do not share at their ends: no break there, no re-cut.
    return around_breaks(a, b, hunks) if holds_break(middle_a) or holds_break(middle_b) else hunks


_classify = lru_cache(maxsize=1 << 16)(classify_texts)


def _field_classes(a: str, b: str, persian: bool) -> list[str]:
    hunks = field_hunks(a, b)
    found: list[str] = []
    for at, hunk in enumerate(hunks):
        previous = hunks[at - 1] if at else None
        following = hunks[at + 1] if at + 1 < len(hunks) else None
        found.extend(_classify(*hunk_with_context(a, b, hunk, previous, following), persian))
    return found


def pair_classes(record_a: Any, record_b: Any) -> tuple[str, ...]:
    """Exactly ``explain(record_a, record_b).classes``, without the rest of ``explain``."""
    a, b = as_record(record_a), as_record(record_b)
    if (a.language, a.title, a.body) == (b.language, b.title, b.body):
        return ()  # same canonical bytes: same_group, no differences
    classes = ["language-tag"] if a.language != b.language else []
    if a.title != b.title and a.body != b.body and a.title + a.body == b.title + b.body:
        return (*classes, "field-boundary")
    persian = is_persian(a.language) and is_persian(b.language)
    return tuple(dict.fromkeys(classes + _field_classes(a.title, b.title, persian)
                               + _field_classes(a.body, b.body, persian)))
