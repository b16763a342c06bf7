"""The verdict on two records, in time for a keystroke.

Same canonical bytes: the same group. Otherwise the difference classes name why
(``explain``'s classes, computed by :func:`core.differences._pair_classes.pair_classes`):
near-identical when no class is a content edit, else different.

Aligning two 10,000-character bodies takes tens of milliseconds, but an edit in the
playground changes one place: the classes are those of the texts cut to the part that
differs, with :data:`CONTEXT` code points of the unchanged text around it (classifying
a hunk looks at its neighbourhood only, a few characters). A difference that spans
more than :data:`QUICK_SPAN` code points is left to a job (:func:`verdict`).
"""

from __future__ import annotations

import threading
from dataclasses import dataclass

from ..contract import canonical_bytes
from ..display.ranges import common_prefix
from ..records import Record

__all__ = ["CONTEXT", "QUICK_SPAN", "Verdict", "classes_ready", "cut_bounds", "differing_part",
           "quick_verdict", "verdict", "warm_up"]

CONTEXT = 64  # unchanged code points kept on each side of the differing part
QUICK_SPAN = 3_000  # differing code points (both records) classified at once; more: a job
CONTENT_EDIT = "content-edit"


@dataclass(frozen=True, slots=True)
class Verdict:
    """``same`` (one group), ``near`` (near-identical), ``different``, or ``pending`` (a job decides)."""

    kind: str
    classes: tuple[str, ...] = ()

    def sentence(self) -> str:
        if self.kind == "same":
            return "Same group: the canonical bytes are equal."
        if self.kind == "pending":
            return "Different bytes; the classes are being worked out."
        named = ", ".join(self.classes)
        if self.kind == "near":
            return f"Not duplicates; near-identical (no content edit); classes: {named}"
        return f"Not duplicates; different content; classes: {named}"


def _common_suffix(a: str, b: str, prefix: int) -> int:
    low, high = 0, min(len(a), len(b)) - prefix
    while low < high:
        middle = (low + high + 1) // 2
        if a[len(a) - middle:] == b[len(b) - middle:]:
            low = middle
        else:
            high = middle - 1
    return low


def differing_part(a: str, b: str) -> tuple[int, int]:
    """(common prefix, common suffix) of two different texts: between them is what differs."""
    prefix = common_prefix(a, b)
    return prefix, _common_suffix(a, b, prefix)


def local_window(a: str, b: str, context: int = CONTEXT) -> tuple[str, str]:
    """``a`` and ``b`` cut to where they differ, with ``context`` code points of each side kept.

    A cut never lands inside a CRLF, so a line ending is seen whole.
    """
    if a == b:
        return a, b
    return _cut(a, b, *differing_part(a, b), context)


def cut_bounds(a: str, prefix: int, suffix: int, context: int = CONTEXT) -> tuple[int, int]:
    """``(start, tail)``: code points left out before and after the part that differs, keeping
    ``context`` of them on each side; a cut never lands inside a CRLF."""
    start = max(prefix - context, 0)
    if 0 < start and a[start - 1:start + 1] == "\r\n":
        start -= 1
    tail = max(suffix - context, 0)
    if 0 < tail and a[len(a) - tail - 1:len(a) - tail + 1] == "\r\n":
        tail -= 1
    return start, tail


def _cut(a: str, b: str, prefix: int, suffix: int, context: int = CONTEXT) -> tuple[str, str]:
    start, tail = cut_bounds(a, prefix, suffix, context)
    return a[start:len(a) - tail], b[start:len(b) - tail]


def classes_ready() -> bool:
    """Whether the difference classes can be named at once: their first use imports the
    analysis and loads Unicode tables (most of a second), a job's work, never a keystroke's."""
    return _WARM.is_set()


def warm_up() -> None:
    """Name the classes of two small pairs, so every table is loaded (run it in a job): a
    near-identical one, and a content edit, which only the last fold, the confusables
    skeleton, tells from a near-identical pair (its table alone took 0.3 s at the first
    content edit typed)."""
    _classes(Record("a", "r", "fa", "\u064a a", "x\r\n\u200c1"), Record("b", "r", "fa", "\u06cc A", "x\n1"))
    _classes(Record("a", "r", "en", "t", "1 V"), Record("b", "r", "en", "t", "1 mV"))
    _WARM.set()


def _classes(a: Record, b: Record) -> tuple[str, ...]:
    from ..differences._pair_classes import pair_classes

    return pair_classes(a, b)


_WARM = threading.Event()  # set once the classes have been named once, in any thread


def _content(record: Record) -> tuple[str, str, str]:
    return record.language, record.title, record.body


def _as_verdict(classes: tuple[str, ...]) -> Verdict:
    return Verdict("near" if CONTENT_EDIT not in classes else "different", classes)


def quick_verdict(a: Record, b: Record, *, same_bytes: bool | None = None) -> Verdict:
    """The verdict now: exact for a local edit, ``pending`` when the difference is too wide or
    the classes are not loaded yet (a job settles it). ``same_bytes``: already known."""
    if same_bytes is None:
        same_bytes = canonical_bytes(*_content(a)) == canonical_bytes(*_content(b))
    if same_bytes:
        return Verdict("same")
    if not classes_ready():
        return Verdict("pending")
    if a.title != b.title and a.body != b.body and a.title + a.body == b.title + b.body:
        return _as_verdict(_classes(a, b))  # field-boundary: decided by whole fields, no alignment
    cuts = []
    for text_a, text_b in ((a.title, b.title), (a.body, b.body)):
        if text_a == text_b:
            cuts.append((text_a, text_b, 0))
            continue
        prefix, suffix = differing_part(text_a, text_b)
        differing = len(text_a) + len(text_b) - 2 * (prefix + suffix)
        cuts.append((*_cut(text_a, text_b, prefix, suffix), differing))
    if sum(size for _a, _b, size in cuts) > QUICK_SPAN:
        return Verdict("pending")
    (title_a, title_b, _), (body_a, body_b, _) = cuts
    cut_a = Record(a.doc_id, a.source_ref, a.language, title_a, body_a)
    cut_b = Record(b.doc_id, b.source_ref, b.language, title_b, body_b)
    return _as_verdict(_classes(cut_a, cut_b))


def verdict(a: Record, b: Record) -> Verdict:
    """The verdict on the whole records, however long (what a job computes)."""
    if canonical_bytes(a.language, a.title, a.body) == canonical_bytes(b.language, b.title, b.body):
        return Verdict("same")
    found = _as_verdict(_classes(a, b))
    _WARM.set()
    return found
