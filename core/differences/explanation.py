"""Why two records are (not) duplicates: every differing hunk, named and located.

The result is an :class:`Explanation`, a typed msgspec Struct: the CLI encodes it as
JSON (same keys, same order) and the GUI reads its attributes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from ..charnames import code_point_label
from ..contract import CONTRACT, sha256_hex
from ..contract_spans import CanonicalLayout, layout_of
from ..progress import Progress, report
from ..records import FIELDS, Record
from .align import Hunk, align
from .bounds import EXPLAIN_MAX_CODE_POINTS, check_length
from .classes import folds_make_equal, is_persian, near_identical
from .classify import classify_texts, hunk_with_context
from .sentences import Phrase, moved_sentence, render, sentence

__all__ = ["MAX_CODE_POINTS", "Difference", "Explanation", "Side", "as_record", "explain",
           "records_equal_under"]

MAX_CODE_POINTS = 256  # per side of one difference; a longer edit ends with a "… more" entry


class Side(msgspec.Struct, frozen=True):
    """One of the two records: who it is and what its canonical bytes are."""

    doc_id: str
    source_ref: str
    candidate_digest: str
    canonical_utf8_length: int


class Difference(msgspec.Struct, frozen=True):
    """One differing hunk. ``field`` is ``language``, ``title``, ``body`` or ``title+body``
    (a moved boundary, whose ranges count code points of title + body); ranges are code
    points of the field, bytes are offsets in the canonical bytes; ``sentence`` is
    English, ``phrase`` the same sentence in translatable parts; ``coarse``: a changed
    stretch over :data:`~.align.MOST_ALIGNED` code points, one difference not located
    further (texts this long are compared coarsely)."""

    field: str
    classes: tuple[str, ...]
    a_range: tuple[int, int]
    b_range: tuple[int, int]
    a_bytes: tuple[int, int]
    b_bytes: tuple[int, int]
    a_text: str
    b_text: str
    a_code_points: tuple[str, ...]
    b_code_points: tuple[str, ...]
    sentence: str
    phrase: Phrase
    coarse: bool = False


class Explanation(msgspec.Struct, frozen=True):
    """What :func:`explain` finds: both sides, whether they group together, every
    difference in field order (language, title, body) and text order, the ordered union
    of their classes, and whether they are near-identical (:func:`.classes.near_identical`:
    no `content-edit`, no `confusable`)."""

    contract: str
    a: Side
    b: Side
    same_group: bool
    differences: tuple[Difference, ...]
    classes: tuple[str, ...]
    near_identical: bool


def as_record(record: Record | dict[str, Any]) -> Record:
    """``record`` as a :class:`Record` (dicts need the five fields)."""
    if isinstance(record, Record):
        return record
    return Record(*(record[name] for name in FIELDS))


def _code_points(text: str) -> tuple[str, ...]:
    labels = [code_point_label(char) for char in text[:MAX_CODE_POINTS]]
    if len(text) > MAX_CODE_POINTS:
        labels.append(f"… and {len(text) - MAX_CODE_POINTS:,} more code points")
    return tuple(labels)


def _side(record: Record, layout: CanonicalLayout) -> Side:
    return Side(record.doc_id, record.source_ref, sha256_hex(layout.content), len(layout.content))


def _difference(field: str, classes, spans, layouts, texts, phrase: Phrase | None = None,
                ranges: tuple[int, int] | None = None, coarse: bool = False) -> Difference:
    """One difference; ``spans`` are (field, start, end) per side, in that side's field."""
    (fa, a0, a1), (fb, b0, b1) = spans
    a_text, b_text = texts[0][a0:a1], texts[1][b0:b1]
    phrase = phrase or sentence(classes, a_text, b_text)
    return Difference(
        field=field, classes=tuple(classes),
        a_range=ranges or (a0, a1), b_range=ranges or (b0, b1),
        a_bytes=layouts[0].byte_span(fa, a0, a1), b_bytes=layouts[1].byte_span(fb, b0, b1),
        a_text=a_text, b_text=b_text,
        a_code_points=_code_points(a_text), b_code_points=_code_points(b_text),
        sentence=render(phrase), phrase=phrase, coarse=coarse,
    )


def _language(a: Record, b: Record, layouts) -> Difference:
    spans = (("language", 0, len(a.language)), ("language", 0, len(b.language)))
    return _difference("language", ("language-tag",), spans, layouts, (a.language, b.language))


def _field_boundary(a: Record, b: Record, layouts) -> Difference:
    """Titles and bodies differ but their concatenations are equal: the moved text, once."""
    short, long = sorted((len(a.title), len(b.title)))
    a_spans = ("title", short, long) if len(a.title) == long else ("body", 0, long - short)
    b_spans = ("title", short, long) if len(b.title) == long else ("body", 0, long - short)
    texts = (getattr(a, a_spans[0]), getattr(b, b_spans[0]))
    moved = texts[0][a_spans[1]:a_spans[2]]
    # Ranges of this field-level difference count code points in title + body.
    return _difference("title+body", ("field-boundary",), (a_spans, b_spans), layouts, texts,
                       phrase=moved_sentence(moved, to_a_title=len(a.title) == long), ranges=(short, long))


def _field_differences(field: str, a: Record, b: Record, layouts, hunks: list[Hunk],
                       tick: Callable[[], None]) -> list[Difference]:
    a_text, b_text = getattr(a, field), getattr(b, field)
    persian = is_persian(a.language) and is_persian(b.language)
    found = []
    for at, hunk in enumerate(hunks):
        previous = hunks[at - 1] if at else None
        following = hunks[at + 1] if at + 1 < len(hunks) else None
        classes = classify_texts(*hunk_with_context(a_text, b_text, hunk, previous, following), persian)
        spans = ((field, hunk.a_start, hunk.a_end), (field, hunk.b_start, hunk.b_end))
        found.append(_difference(field, classes, spans, layouts, (a_text, b_text), coarse=hunk.coarse))
        tick()
    return found


def _differences(a: Record, b: Record, layouts, progress: Progress | None) -> list[Difference]:
    found = [_language(a, b, layouts)] if a.language != b.language else []
    if a.title != b.title and a.body != b.body and a.title + a.body == b.title + b.body:
        return [*found, _field_boundary(a, b, layouts)]
    report(progress, 0, 1)
    title_hunks = align(a.title, b.title)
    report(progress, 0, 1)
    body_hunks = align(a.body, b.body)
    total, done = len(title_hunks) + len(body_hunks), [0]

    def tick() -> None:  # one hunk classified: a progress report and a cancel point
        done[0] += 1
        report(progress, done[0], total)

    report(progress, 0, total)
    return (found + _field_differences("title", a, b, layouts, title_hunks, tick)
            + _field_differences("body", a, b, layouts, body_hunks, tick))


def _union(differences: list[Difference]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(name for entry in differences for name in entry.classes))


def explain(record_a: Record | dict[str, Any], record_b: Record | dict[str, Any], *,
            max_length: int | None = EXPLAIN_MAX_CODE_POINTS,
            progress: Progress | None = None) -> Explanation:
    """Explain why two records are or are not exact duplicates under doc-content-v1.

    ``progress(done, total)`` hears about each hunk classified (and twice before, as
    the fields are aligned); returning False stops the work with
    :class:`~core.progress.Cancelled`. Raises :class:`~core.ContractError` for a lone
    surrogate, and :class:`~.bounds.TooLong` when a title or body is longer than
    ``max_length`` code points (None: no cap; see :data:`~.bounds.EXPLAIN_MAX_CODE_POINTS`).
    """
    a, b = as_record(record_a), as_record(record_b)
    for record in (a, b):
        for field in ("title", "body"):
            check_length("explain", f"the {field} of {record.doc_id!r}", getattr(record, field), max_length)
    layouts = (layout_of(a.language, a.title, a.body), layout_of(b.language, b.title, b.body))
    same = layouts[0].content == layouts[1].content
    differences = [] if same else _differences(a, b, layouts, progress)
    classes = _union(differences)
    return Explanation(CONTRACT, _side(a, layouts[0]), _side(b, layouts[1]), same, tuple(differences),
                       classes, near_identical(classes))


def records_equal_under(record_a, record_b, classes) -> bool:
    """True when the folds of ``classes`` make the two records' content equal.

    `language-tag` ignores the language; `field-boundary` compares title + body as one text.
    The folds apply to whole fields until nothing changes, since explain names each
    hunk's classes alone (`1 ␣ZWNJ` vs `1 ␣` is `zwnj`, and then the space is at the edge).
    """
    a, b = as_record(record_a), as_record(record_b)
    if a.language != b.language and "language-tag" not in classes:
        return False
    persian = is_persian(a.language) and is_persian(b.language)
    if "field-boundary" in classes:
        return folds_make_equal(a.title + a.body, b.title + b.body, classes, settle=True, persian=persian)
    return all(folds_make_equal(getattr(a, field), getattr(b, field), classes, settle=True, persian=persian)
               for field in ("title", "body"))
