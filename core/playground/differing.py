"""Which characters and bytes of two playground drafts differ, in time for a keystroke.

The same hunks :func:`core.explain` lists (and the Compare view marks), found the way the
quick verdict finds its classes (:mod:`.verdict`): each field cut to the part that differs,
with :data:`.verdict.CONTEXT` code points around it, aligned there
(:func:`core.differences._pair_classes.field_hunks`, exactly ``align``), the hunks moved
back to the whole field. A field whose differing part is wider than
:data:`.verdict.QUICK_SPAN` code points, or any field before the analysis is loaded, is
one coarse difference: the part between what the two texts share at each end.

Each :class:`DraftDifference` has the attributes :func:`core.display.compare.field_spans`
and :func:`core.display.compare.byte_highlights` read, so the playground marks its boxes
and hex dumps with the Compare view's own rules.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..contract_spans import CanonicalLayout
from .verdict import QUICK_SPAN, classes_ready, cut_bounds, differing_part

__all__ = ["DraftDifference", "draft_differences"]


@dataclass(frozen=True, slots=True)
class DraftDifference:
    """One differing hunk of two drafts: ``field`` (``language``, ``title``, ``body`` or
    ``title+body``, a moved boundary counted over title + body), code point ranges of each
    side's field, byte ranges of each side's canonical bytes; ``coarse``: not aligned further."""

    number: int
    field: str
    a_range: tuple[int, int]
    b_range: tuple[int, int]
    a_bytes: tuple[int, int]
    b_bytes: tuple[int, int]
    coarse: bool = False

    def side_range(self, side: str) -> tuple[int, int]:
        return self.a_range if side == "a" else self.b_range

    def side_bytes(self, side: str) -> tuple[int, int]:
        return self.a_bytes if side == "a" else self.b_bytes


def _hunks(a: str, b: str) -> list[tuple[int, int, int, int, bool]]:
    """``(a_start, a_end, b_start, b_end, coarse)`` of two different texts, in text order."""
    prefix, suffix = differing_part(a, b)
    differing = len(a) + len(b) - 2 * (prefix + suffix)
    if differing > QUICK_SPAN or not classes_ready():
        return [(prefix, len(a) - suffix, prefix, len(b) - suffix, True)]
    from ..differences._pair_classes import field_hunks  # loaded by the verdict's warm-up already

    start, tail = cut_bounds(a, prefix, suffix)
    return [(start + hunk.a_start, start + hunk.a_end, start + hunk.b_start, start + hunk.b_end, hunk.coarse)
            for hunk in field_hunks(a[start:len(a) - tail], b[start:len(b) - tail])]


def _moved_boundary(a, b) -> list[DraftDifference] | None:
    """The one difference of a moved title/body boundary, as :func:`core.explain` finds it."""
    if not classes_ready():
        return None
    from ..differences.explanation import explain  # no alignment for a moved boundary

    found = explain(a.record(), b.record(), max_length=None).differences
    return [DraftDifference(0, each.field, each.a_range, each.b_range, each.a_bytes, each.b_bytes)
            for each in found if each.field == "title+body"]


def draft_differences(a, b, layout_a: CanonicalLayout,
                      layout_b: CanonicalLayout) -> tuple[DraftDifference, ...]:
    """Every differing hunk of drafts ``a`` and ``b`` (:class:`.presenter.Draft`), whose canonical
    layouts are ``layout_a`` and ``layout_b``; numbered in field and text order. Empty when
    their content is the same."""
    found: list[tuple] = []
    if a.language != b.language:
        found.append(("language", 0, len(a.language), 0, len(b.language), False))
    moved = None
    if a.title != b.title and a.body != b.body and a.title + a.body == b.title + b.body:
        moved = _moved_boundary(a, b)
    if moved is not None:
        return tuple(_numbered(found, layout_a, layout_b)
                     + [replace(each, number=len(found) + at) for at, each in enumerate(moved)])
    for field in ("title", "body"):
        text_a, text_b = getattr(a, field), getattr(b, field)
        if text_a != text_b:
            found += [(field, *hunk) for hunk in _hunks(text_a, text_b)]
    return tuple(_numbered(found, layout_a, layout_b))


def _numbered(found: list[tuple], layout_a: CanonicalLayout,
              layout_b: CanonicalLayout) -> list[DraftDifference]:
    return [DraftDifference(number, field, (a0, a1), (b0, b1), layout_a.byte_span(field, a0, a1),
                            layout_b.byte_span(field, b0, b1), coarse)
            for number, (field, a0, a1, b0, b1, coarse) in enumerate(found)]
