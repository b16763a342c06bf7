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

from dataclasses import dataclass

from ..contract import canonical_bytes
from ..display.ranges import common_prefix
from ..records import Record

__all__ = ["CONTEXT", "QUICK_SPAN", "Verdict", "quick_verdict", "verdict"]

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


def local_window(a: str, b: str, context: int = CONTEXT) -> tuple[str, str]:
    """``a`` and ``b`` cut to where they differ, with ``context`` code points of each side kept.

    A cut never lands inside a CRLF, so a line ending is seen whole.
    """
    if a == b:
        return a, b
    prefix = common_prefix(a, b)
    suffix = _common_suffix(a, b, prefix)
    start = max(prefix - context, 0)
    if 0 < start and a[start - 1:start + 1] == "\r\n":
        start -= 1
    tail = max(suffix - context, 0)
    if 0 < tail and a[len(a) - tail - 1:len(a) - tail + 1] == "\r\n":
        tail -= 1
    return a[start:len(a) - tail], b[start:len(b) - tail]


def _differing_size(a: str, b: str) -> int:
    if a == b:
        return 0
    prefix = common_prefix(a, b)
    suffix = _common_suffix(a, b, prefix)
    return len(a) + len(b) - 2 * (prefix + suffix)


def _classes(a: Record, b: Record) -> tuple[str, ...]:
    from ..differences._pair_classes import pair_classes

    return pair_classes(a, b)


def _as_verdict(classes: tuple[str, ...]) -> Verdict:
    return Verdict("near" if CONTENT_EDIT not in classes else "different", classes)


def quick_verdict(a: Record, b: Record) -> Verdict:
    """The verdict now: exact for a local edit, ``pending`` when the difference is too wide."""
    if canonical_bytes(a.language, a.title, a.body) == canonical_bytes(b.language, b.title, b.body):
        return Verdict("same")
    if a.title != b.title and a.body != b.body and a.title + a.body == b.title + b.body:
        return _as_verdict(_classes(a, b))  # field-boundary: decided by whole fields, no alignment
    if _differing_size(a.title, b.title) + _differing_size(a.body, b.body) > QUICK_SPAN:
        return Verdict("pending")
    title_a, title_b = local_window(a.title, b.title)
    body_a, body_b = local_window(a.body, b.body)
    cut_a = Record(a.doc_id, a.source_ref, a.language, title_a, body_a)
    cut_b = Record(b.doc_id, b.source_ref, b.language, title_b, body_b)
    return _as_verdict(_classes(cut_a, cut_b))


def verdict(a: Record, b: Record) -> Verdict:
    """The verdict on the whole records, however long (what a job computes)."""
    if canonical_bytes(a.language, a.title, a.body) == canonical_bytes(b.language, b.title, b.body):
        return Verdict("same")
    return _as_verdict(_classes(a, b))
