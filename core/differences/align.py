"""Align two texts on grapheme clusters and return the differing hunks.

Clusters (``regex`` ``\\X``) keep ``é`` vs ``e`` + U+0301 and CR LF as single units.
Long texts are aligned line by line first, then on clusters inside changed lines.
Each distinct unit becomes an int so rapidfuzz's C implementation aligns the
sequences; a hint of a small distance lets it use a banded algorithm, so two 1 MB
texts that differ in a few places align in a fraction of a second.

A hunk is then made minimal: code points equal on both sides at its start or end are
left out of it (ZWNJ joins the letter before it in one cluster, yet ی + ZWNJ vs ی is
"ZWNJ inserted", not "ی changed"), except the LF of a CR LF.

Near-identical texts mostly differ in one place. What they share at their start and at
their end (:func:`common_ends`) is left out before they are cut into clusters, with the
same hunks as a whole alignment (see :func:`exact_after_trimming`): the neighbour finder
(:mod:`._pair_classes`) trims the same way, so ``explain`` and it see the same hunks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import accumulate

import regex
from rapidfuzz.distance import Levenshtein

from .bounds import MOST_ALIGNED

__all__ = ["HINT_CAP", "MAX_CLUSTER_EDITS", "MOST_ALIGNED", "SHORT_TEXT", "Hunk", "align", "around_breaks",
           "changed_blocks", "common_ends", "common_prefix", "common_suffix", "exact_after_trimming",
           "graphemes", "holds_break", "minimal"]

_CLUSTER = regex.compile(r"\X")
# Above this many cluster edits the texts are aligned line by line first: a banded
# alignment of two unrelated 1 MB texts would take tens of seconds.
MAX_CLUSTER_EDITS = 4096
SHORT_TEXT = 20_000  # code points: shorter texts are aligned on clusters straight away
# rapidfuzz's score_hint for cluster alignment: min(len(a), len(b), HINT_CAP) or None.
HINT_CAP = 64


@dataclass(frozen=True, slots=True)
class Hunk:
    """Code points ``[a_start, a_end)`` of A differ from ``[b_start, b_end)`` of B.

    ``coarse``: a changed stretch longer than :data:`MOST_ALIGNED` code points, never cut
    into clusters, so what differs inside it is not located (equal hunks either way).
    """

    a_start: int
    a_end: int
    b_start: int
    b_end: int
    coarse: bool = field(default=False, compare=False)


def minimal(a: str, b: str, hunk: Hunk) -> Hunk:
    """``hunk`` without the code points both sides share at its start and its end."""
    a0, a1, b0, b1 = hunk.a_start, hunk.a_end, hunk.b_start, hunk.b_end
    while a0 < a1 and b0 < b1 and a[a0] == b[b0] and not _splits_crlf(a, b, a0 + 1, b0 + 1):
        a0, b0 = a0 + 1, b0 + 1
    while a1 > a0 and b1 > b0 and a[a1 - 1] == b[b1 - 1] and not _splits_crlf(a, b, a1 - 1, b1 - 1):
        a1, b1 = a1 - 1, b1 - 1
    if (a0, a1, b0, b1) == (hunk.a_start, hunk.a_end, hunk.b_start, hunk.b_end) or (a0 == a1 and b0 == b1):
        return hunk  # (equal text split into different clusters by its context: left whole)
    return Hunk(a0, a1, b0, b1, hunk.coarse)


def _splits_crlf(a: str, b: str, at_a: int, at_b: int) -> bool:
    # A CR LF stays whole on either side: "CRLF vs LF", not "CR inserted".
    return any(0 < at < len(text) and text[at - 1] == "\r" and text[at] == "\n"
               for text, at in ((a, at_a), (b, at_b)))


def graphemes(text: str) -> list[str]:
    """The extended grapheme clusters of ``text`` (UAX #29)."""
    return _CLUSTER.findall(text)


def _ids(a: list[str], b: list[str]) -> tuple[list[int], list[int]]:
    table: dict[str, int] = {}
    return [table.setdefault(g, len(table)) for g in a], [table.setdefault(g, len(table)) for g in b]


def _offsets(units: list[str]) -> list[int]:
    return list(accumulate(map(len, units), initial=0))


def changed_blocks(a: list, b: list, hint: int | None = None) -> list[tuple[int, int, int, int]]:
    """Maximal runs of non-equal opcodes between sequences ``a`` and ``b``, as unit index
    ranges ``(a0, a1, b0, b1)``; ``hint`` is rapidfuzz's score_hint (a likely distance)."""
    blocks: list[list[int]] = []
    for tag, a0, a1, b0, b1 in Levenshtein.opcodes(a, b, score_hint=hint).as_list():
        if tag == "equal":
            continue
        if blocks and blocks[-1][1] == a0 and blocks[-1][3] == b0:
            blocks[-1][1], blocks[-1][3] = a1, b1
        else:
            blocks.append([a0, a1, b0, b1])
    return [tuple(block) for block in blocks]


def _hunks(ga: list[str], gb: list[str], ids: tuple[list[int], list[int]], base_a: int, base_b: int):
    oa, ob = _offsets(ga), _offsets(gb)
    blocks = changed_blocks(*ids, hint=min(len(ga), len(gb), HINT_CAP) or None)
    return [Hunk(base_a + oa[a0], base_a + oa[a1], base_b + ob[b0], base_b + ob[b1])
            for a0, a1, b0, b1 in blocks]


def _too_different(ids: tuple[list[int], list[int]]) -> bool:
    ia, ib = ids
    if min(len(ia), len(ib)) <= 2 * MAX_CLUSTER_EDITS:
        return False
    return Levenshtein.distance(ia, ib, score_cutoff=MAX_CLUSTER_EDITS) > MAX_CLUSTER_EDITS


# Two characters with a grapheme cluster boundary between them in any text, whatever stands
# before or after them (UAX #29): neither is one a neighbour joins (Extend, ZWJ,
# SpacingMark), holds on to (Prepend, CR, Hangul jamo and syllables) or counts (Regional
# Indicator). The rules that look further back (emoji ZWJ sequences, Indic conjuncts,
# regional indicator pairs) need a joining character or an indicator on both sides of
# such a boundary, so the clusters of the text after it are those of that text alone.
_FREE_PAIR = regex.compile(r"[\p{GCB=Other}\p{GCB=Control}\n]{2}")  # compiled in ~1 ms
_BOUNDARY_SEARCH = 32  # characters to look back for such a boundary before giving up


def _free_boundary(text: str, at: int, free_pair) -> bool:
    return at == 0 or at == len(text) or free_pair(text, at - 1) is not None


def common_prefix(a: str, b: str, limit: int) -> int:
    """How many code points, at most ``limit``, ``a`` and ``b`` share at their start (C-speed slices)."""
    low, high = 0, limit  # a[:low] == b[:low]; a[:high + 1] != b[:high + 1] or high == limit
    while low < high:
        middle = (low + high + 1) // 2
        if a[low:middle] == b[low:middle]:  # only the part not known to be equal is copied
            low = middle
        else:
            high = middle - 1
    return low


def common_suffix(a: str, b: str, limit: int) -> int:
    """How many code points, at most ``limit``, ``a`` and ``b`` share at their end."""
    low, high, end_a, end_b = 0, limit, len(a), len(b)
    while low < high:
        middle = (low + high + 1) // 2
        if a[end_a - middle : end_a - low] == b[end_b - middle : end_b - low]:
            low = middle
        else:
            high = middle - 1
    return low


def common_ends(a: str, b: str) -> tuple[int, int]:
    """``(head, tail)``: ``a[:head] == b[:head]`` and ``a[len(a) - tail:] == b[len(b) - tail:]``,
    both cut where every text has a cluster boundary (so those parts are the same clusters
    in both texts, and the rest of each text is cut into the clusters it has in the whole).

    The tail is taken from what follows the longest shared start, as rapidfuzz takes it
    (a repeated character deleted is deleted at the same place); then each end goes back
    to the nearest such boundary (none within a few characters: nothing is left out).
    """
    shared = common_prefix(a, b, min(len(a), len(b)))
    tail = common_suffix(a, b, min(len(a), len(b)) - shared)
    free_pair = _FREE_PAIR.match
    head = 0
    for at in range(shared, max(shared - _BOUNDARY_SEARCH, 0), -1):
        # Before the first difference both texts hold the same two characters: one test.
        if _free_boundary(a, at, free_pair) and (at < shared or _free_boundary(b, at, free_pair)):
            head = at
            break
    for size in range(tail, max(tail - _BOUNDARY_SEARCH, 0), -1):
        if _free_boundary(a, len(a) - size, free_pair) and (
                size < tail or _free_boundary(b, len(b) - size, free_pair)):
            return head, size
    return head, 0


# rapidfuzz leaves out what the two sequences share at their start and end, then aligns the
# rest: with at most 64 units of the first left (one machine word), by Hyyrö's bit-parallel
# algorithm over the whole of it, which neither the lengths of what was left out nor
# score_hint can change. So when the first text's trimmed units are at most this many, the
# trimmed alignment is the whole one, shifted; above it, a band that depends on them might
# break a tie differently, and the whole texts are aligned.
_EXACT_UNITS = 64


def exact_after_trimming(units_a: int) -> bool:
    """Whether aligning what :func:`common_ends` leaves of the texts, ``units_a`` clusters of
    the first, gives exactly the hunks of aligning the whole texts."""
    return units_a <= _EXACT_UNITS


def _short_hunks(a: str, b: str) -> list[Hunk]:
    # Within this length the texts are never too different to align (see _too_different).
    if min(len(a), len(b)) <= 2 * MAX_CLUSTER_EDITS:
        head, tail = common_ends(a, b)
        if head or tail:
            ga = graphemes(a[head : len(a) - tail])
            if exact_after_trimming(len(ga)):
                gb = graphemes(b[head : len(b) - tail])
                return _hunks(ga, gb, _ids(ga, gb), head, head)
    return _block_hunks(a, b, 0, 0)


def _block_hunks(a: str, b: str, base_a: int, base_b: int) -> list[Hunk]:
    if max(len(a), len(b)) > MOST_ALIGNED:  # cut into clusters, it would take seconds and gigabytes
        head, tail = common_ends(a, b)
        a, b, base_a, base_b = a[head:len(a) - tail], b[head:len(b) - tail], base_a + head, base_b + head
        if max(len(a), len(b)) > MOST_ALIGNED:
            return [Hunk(base_a, base_a + len(a), base_b, base_b + len(b), coarse=True)]
    ga, gb = graphemes(a), graphemes(b)
    ids = _ids(ga, gb)
    if _too_different(ids):
        return [Hunk(base_a, base_a + len(a), base_b, base_b + len(b))]
    return _hunks(ga, gb, ids, base_a, base_b)


def _line_hunks(a: str, b: str) -> list[Hunk]:
    # Lines first: unchanged lines are never segmented, so a few edits in two long
    # texts cost one pass of line hashing plus the changed lines.
    la, lb = a.splitlines(keepends=True), b.splitlines(keepends=True)
    oa, ob = _offsets(la), _offsets(lb)
    hunks: list[Hunk] = []
    for a0, a1, b0, b1 in changed_blocks(*_ids(la, lb), hint=64):
        hunks += _block_hunks(a[oa[a0]:oa[a1]], b[ob[b0]:ob[b1]], oa[a0], ob[b0])
    return hunks


def align(a: str, b: str) -> list[Hunk]:
    """The differing hunks of ``a`` and ``b`` in text order (empty when equal).

    A hunk starts and ends on grapheme cluster boundaries of both texts (line
    boundaries are cluster boundaries too), less what both sides share at its ends
    (:func:`minimal`).
    """
    if a == b:
        return []
    hunks = _short_hunks(a, b) if max(len(a), len(b)) <= SHORT_TEXT else _line_hunks(a, b)
    return around_breaks(a, b, [minimal(a, b, hunk) for hunk in hunks])


# White space moved across a line break ("one two \nthree" vs "one two\n three") aligns as
# a break inserted and a break deleted; the break is the same on both sides, so each line
# edge is a hunk of its own around it. A run of hunks is re-cut when everything from its
# first hunk to its last is white space on both sides and holds a line break.
_WHITE_SPACE = "".join(regex.findall(r"\p{White_Space}", "".join(map(chr, range(0x3001)))))
_BREAK = regex.compile("\r\n|[\n\r\x85\u2028\u2029]")
_BREAK_CHARS = "\r\n\x85\u2028\u2029"


def _blank(text: str, start: int, end: int) -> bool:
    return not text[start:end].strip(_WHITE_SPACE)


def _recut(a: str, b: str, first: Hunk, last: Hunk) -> list[Hunk]:
    """The white space ``[first, last]`` covers, one hunk per line edge around breaks found on
    both sides; one hunk when the two sides hold different numbers of breaks."""
    a0, a1, b0, b1 = first.a_start, last.a_end, first.b_start, last.b_end
    coarse = first.coarse or last.coarse
    breaks_a, breaks_b = list(_BREAK.finditer(a, a0, a1)), list(_BREAK.finditer(b, b0, b1))
    if len(breaks_a) != len(breaks_b):
        return [minimal(a, b, Hunk(a0, a1, b0, b1, coarse))]
    cuts_a = [a0, *(end for match in breaks_a for end in match.span()), a1]
    cuts_b = [b0, *(end for match in breaks_b for end in match.span()), b1]
    pieces: list[Hunk] = []
    joined = False  # whether the last piece reaches the cut before this one (a break that differs)
    for at in range(len(cuts_a) - 1):
        hunk = Hunk(cuts_a[at], cuts_a[at + 1], cuts_b[at], cuts_b[at + 1], coarse)
        if a[hunk.a_start:hunk.a_end] == b[hunk.b_start:hunk.b_end]:
            joined = False
        elif joined:  # CRLF vs LF with white space beside it: one hunk, not three
            last = pieces.pop()
            pieces.append(Hunk(last.a_start, hunk.a_end, last.b_start, hunk.b_end, coarse))
        else:
            pieces.append(hunk)
            joined = True
    return [minimal(a, b, hunk) for hunk in pieces]


def holds_break(text: str) -> bool:
    """Whether ``text`` holds a line break (LF, CR, NEL, LS or PS)."""
    return any(char in text for char in _BREAK_CHARS)


def _worth_recutting(a_text: str, b_text: str, alone: bool) -> bool:
    """Whether white space spanning a line break can be cut otherwise: a run of hunks always;
    one hunk alone only when both sides hold a break and something beside it (CRLF vs LF, or
    a blank line added, stays as it is)."""
    if not (holds_break(a_text) or holds_break(b_text)):
        return False
    if not alone:
        return True
    return (holds_break(a_text) and holds_break(b_text)
            and bool(a_text.strip(_BREAK_CHARS) or b_text.strip(_BREAK_CHARS)))


def around_breaks(a: str, b: str, hunks: list[Hunk]) -> list[Hunk]:
    """``hunks`` with every run of white space hunks that spans a line break re-cut at the
    breaks both sides share (see :func:`_recut`); any other hunk as it is."""
    # Inline, the first character first: every pair's hunks pass here, long edits among them.
    space = _WHITE_SPACE
    blank = [(hunk.a_start == hunk.a_end or a[hunk.a_start] in space)
             and (hunk.b_start == hunk.b_end or b[hunk.b_start] in space)
             and not (a[hunk.a_start:hunk.a_end] + b[hunk.b_start:hunk.b_end]).strip(space) for hunk in hunks]
    if not any(blank):
        return hunks
    found: list[Hunk] = []
    at = 0
    while at < len(hunks):
        if not blank[at]:
            found.append(hunks[at])
            at += 1
            continue
        end = at  # the equal text between two hunks is the same on both sides: A's tells
        while end + 1 < len(hunks) and blank[end + 1] and _blank(a, hunks[end].a_end, hunks[end + 1].a_start):
            end += 1
        first, last = hunks[at], hunks[end]
        if _worth_recutting(a[first.a_start:last.a_end], b[first.b_start:last.b_end], alone=end == at):
            found += _recut(a, b, first, last)
        else:
            found += hunks[at:end + 1]
        at = end + 1
    return found
