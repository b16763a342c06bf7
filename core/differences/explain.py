"""Why two records are (not) duplicates: every differing hunk, named and located.

The result is plain JSON-ready data; the CLI prints it and the GUI renders it.
"""

from __future__ import annotations

from typing import Any

from ..charnames import code_point_label
from ..contract import CONTRACT, sha256_hex
from ..layout import CanonicalLayout, layout_of
from ..records import FIELDS, Record
from .align import align
from .bounds import EXPLAIN_MAX_CODE_POINTS, check_length
from .classify import CONTENT_EDIT, classify_hunks
from .folds import folds_make_equal
from .sentences import CLASS_TITLES, sentence
from .visible import visible

__all__ = ["MAX_CODE_POINTS", "as_record", "explain", "records_equal_under"]

MAX_CODE_POINTS = 256  # per side of one difference; a longer edit ends with a "… more" entry


def as_record(record: Record | dict[str, Any]) -> Record:
    """``record`` as a :class:`Record` (dicts need the five fields)."""
    if isinstance(record, Record):
        return record
    return Record(*(record[name] for name in FIELDS))


def _code_points(text: str) -> list[str]:
    labels = [code_point_label(char) for char in text[:MAX_CODE_POINTS]]
    if len(text) > MAX_CODE_POINTS:
        labels.append(f"… and {len(text) - MAX_CODE_POINTS:,} more code points")
    return labels


def _side(record: Record, layout: CanonicalLayout) -> dict[str, Any]:
    return {
        "doc_id": record.doc_id,
        "source_ref": record.source_ref,
        "candidate_digest": sha256_hex(layout.content),
        "canonical_utf8_length": len(layout.content),
    }


def _difference(field: str, classes, spans, layouts, texts) -> dict[str, Any]:
    """One difference; ``spans`` are (field, start, end) per side, in that side's field."""
    (fa, a0, a1), (fb, b0, b1) = spans
    a_text, b_text = texts[0][a0:a1], texts[1][b0:b1]
    return {
        "field": field,
        "classes": list(classes),
        "a_range": [a0, a1],
        "b_range": [b0, b1],
        "a_bytes": list(layouts[0].byte_span(fa, a0, a1)),
        "b_bytes": list(layouts[1].byte_span(fb, b0, b1)),
        "a_text": a_text,
        "b_text": b_text,
        "a_code_points": _code_points(a_text),
        "b_code_points": _code_points(b_text),
        "sentence": sentence(classes, a_text, b_text),
    }


def _language(a: Record, b: Record, layouts) -> dict[str, Any]:
    spans = (("language", 0, len(a.language)), ("language", 0, len(b.language)))
    return _difference("language", ("language-tag",), spans, layouts, (a.language, b.language))


def _field_boundary(a: Record, b: Record, layouts) -> dict[str, Any]:
    """Titles and bodies differ but their concatenations are equal: the moved text, once."""
    short, long = sorted((len(a.title), len(b.title)))
    a_spans = ("title", short, long) if len(a.title) == long else ("body", 0, long - short)
    b_spans = ("title", short, long) if len(b.title) == long else ("body", 0, long - short)
    entry = _difference("title+body", ("field-boundary",), (a_spans, b_spans), layouts,
                        (getattr(a, a_spans[0]), getattr(b, b_spans[0])))
    # Ranges of this field-level difference count code points in title + body.
    entry["a_range"] = entry["b_range"] = [short, long]
    where = ("A's title and B's body" if len(a.title) == long else "A's body and B's title")
    entry["sentence"] = f"{CLASS_TITLES['field-boundary']}: “{visible(entry['a_text'])}” is in {where}"
    return entry


def _field_differences(field: str, a: Record, b: Record, layouts) -> list[dict[str, Any]]:
    a_text, b_text = getattr(a, field), getattr(b, field)
    hunks = align(a_text, b_text)
    found = []
    for hunk, classes in zip(hunks, classify_hunks(a_text, b_text, hunks), strict=True):
        spans = ((field, hunk.a_start, hunk.a_end), (field, hunk.b_start, hunk.b_end))
        found.append(_difference(field, classes, spans, layouts, (a_text, b_text)))
    return found


def _differences(a: Record, b: Record, layouts) -> list[dict[str, Any]]:
    found = [_language(a, b, layouts)] if a.language != b.language else []
    if a.title != b.title and a.body != b.body and a.title + a.body == b.title + b.body:
        return [*found, _field_boundary(a, b, layouts)]
    return found + _field_differences("title", a, b, layouts) + _field_differences("body", a, b, layouts)


def _union(differences: list[dict[str, Any]]) -> list[str]:
    return list(dict.fromkeys(name for entry in differences for name in entry["classes"]))


def explain(record_a: Record | dict[str, Any], record_b: Record | dict[str, Any], *,
            max_length: int | None = EXPLAIN_MAX_CODE_POINTS) -> dict[str, Any]:
    """Explain why two records are or are not exact duplicates under doc-content-v1.

    Returns ``{"contract", "a", "b", "same_group", "differences", "classes",
    "near_identical"}``: ``a``/``b`` give doc_id, source_ref, candidate_digest and
    canonical_utf8_length; ``differences`` lists each differing hunk in field order
    (language, title, body) and text order with its classes, code point ranges, byte
    offsets in the canonical bytes, texts, code point labels and a sentence;
    ``classes`` is their ordered union; ``near_identical`` is true when no difference is
    ``content-edit``. Raises :class:`~core.ContractError` for a lone surrogate, and
    :class:`~.bounds.TooLong` when a title or body is longer than ``max_length`` code
    points (None: no cap; see :data:`~.bounds.EXPLAIN_MAX_CODE_POINTS`).
    """
    a, b = as_record(record_a), as_record(record_b)
    for record in (a, b):
        for field in ("title", "body"):
            check_length("explain", f"the {field} of {record.doc_id!r}", getattr(record, field), max_length)
    layouts = (layout_of(a.language, a.title, a.body), layout_of(b.language, b.title, b.body))
    same = layouts[0].content == layouts[1].content
    differences = [] if same else _differences(a, b, layouts)
    classes = _union(differences)
    return {
        "contract": CONTRACT,
        "a": _side(a, layouts[0]),
        "b": _side(b, layouts[1]),
        "same_group": same,
        "differences": differences,
        "classes": classes,
        "near_identical": CONTENT_EDIT not in classes,
    }


def records_equal_under(record_a, record_b, classes) -> bool:
    """True when the folds of ``classes`` make the two records' content equal.

    `language-tag` ignores the language; `field-boundary` compares title + body as one text.
    """
    a, b = as_record(record_a), as_record(record_b)
    if a.language != b.language and "language-tag" not in classes:
        return False
    if "field-boundary" in classes:
        return folds_make_equal(a.title + a.body, b.title + b.body, classes)
    return all(folds_make_equal(getattr(a, f), getattr(b, f), classes) for f in ("title", "body"))
