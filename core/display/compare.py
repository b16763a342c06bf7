"""What the compare view shows: the rows of the differences list and what to highlight.

Input is the :class:`~core.differences.explanation.Explanation` :func:`core.explain`
returns. Nothing here recomputes the analysis: it only arranges it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..differences.bounds import MOST_ALIGNED
from .hexdump import ByteRange

if TYPE_CHECKING:  # the analysis loads Unicode tables; this module only arranges its results
    from ..differences.explanation import Difference, Explanation
    from ..differences.sentences import Phrase
from .invisibles import visible_text

__all__ = ["COARSE_TEMPLATE", "COLUMNS", "SUMMARY_TEMPLATES", "DifferenceRow", "byte_highlights",
           "difference_rows", "field_spans", "summary"]

# Column keys of the differences list; the GUI translates the headings.
COLUMNS = ("classes", "field", "a", "b", "sentence")
_NONE = "\u2014"  # an em dash where a side has no code points (an insertion)
# The summary line's English; docdedup_gui.compare.compare_view lists the same texts for
# pyside6-lupdate (a test keeps the two equal).
SUMMARY_TEMPLATES = (
    "Identical content: both records are in the same group.",
    "{differences}: {classes}",
    "near-identical: equal once these differences are ignored",
    "texts this long are compared coarsely: a change over {limit} code points is one difference",
)
_IDENTICAL, _COUNTED, _NEAR_IDENTICAL, COARSE_TEMPLATE = SUMMARY_TEMPLATES
_NEAR_SEPARATOR = " \u00b7 "


@dataclass(frozen=True, slots=True)
class DifferenceRow:
    """One difference, ready to be listed and to be highlighted on both sides."""

    number: int
    classes: tuple[str, ...]
    field: str
    a_range: tuple[int, int]
    b_range: tuple[int, int]
    a_bytes: tuple[int, int]
    b_bytes: tuple[int, int]
    a_code_points: tuple[str, ...]
    b_code_points: tuple[str, ...]
    a_text: str
    b_text: str
    sentence: str
    phrase: Phrase  # the sentence in translatable parts (core.differences.sentences.render)

    def cell(self, column: str) -> str:
        """The display text of one column (see :data:`COLUMNS`)."""
        if column == "classes":
            return ", ".join(self.classes)
        if column == "field":
            return self.field
        if column in ("a", "b"):
            return ", ".join(getattr(self, f"{column}_code_points")) or _NONE
        return self.sentence

    def tooltip(self) -> str:
        """Both sides with invisibles shown, for a hover over the row."""
        return f"A: \u2068{visible_text(self.a_text)}\u2069\nB: \u2068{visible_text(self.b_text)}\u2069"

    def side_range(self, side: str) -> tuple[int, int]:
        return self.a_range if side == "a" else self.b_range

    def side_bytes(self, side: str) -> tuple[int, int]:
        return self.a_bytes if side == "a" else self.b_bytes


def _row(number: int, difference: Difference) -> DifferenceRow:
    return DifferenceRow(
        number=number, classes=difference.classes, field=difference.field,
        a_range=difference.a_range, b_range=difference.b_range,
        a_bytes=difference.a_bytes, b_bytes=difference.b_bytes,
        a_code_points=difference.a_code_points, b_code_points=difference.b_code_points,
        a_text=difference.a_text, b_text=difference.b_text,
        sentence=difference.sentence, phrase=difference.phrase,
    )


def difference_rows(explanation: Explanation) -> list[DifferenceRow]:
    """One row per difference, in the order the analysis found them."""
    return [_row(number, difference) for number, difference in enumerate(explanation.differences)]


def _english_count(count: int) -> str:
    return f"{count} difference" if count == 1 else f"{count} differences"


def summary(explanation: Explanation, *, template: Callable[[str], str] = str,
            count_text: Callable[[int], str] = _english_count,
            class_list: Callable[[Sequence[str]], str] = ", ".join,
            number: Callable[[int], str] = "{:,}".format) -> str:
    """The line above the list: identical content, or how many differences of which classes,
    and whether a changed stretch was too long to be located further (compared coarsely).

    In English as given; the window words it in its language by passing ``template`` (each
    of :data:`SUMMARY_TEMPLATES` translated), ``count_text`` ("3 differences"),
    ``class_list`` (the classes' titles) and ``number`` (digits in its locale).
    """
    differences = explanation.differences
    if explanation.same_group or not differences:
        return template(_IDENTICAL)
    text = template(_COUNTED).format(differences=count_text(len(differences)),
                                     classes=class_list(explanation.classes))
    if explanation.near_identical:
        text += _NEAR_SEPARATOR + template(_NEAR_IDENTICAL)
    if any(difference.coarse for difference in differences):
        text += _NEAR_SEPARATOR + template(COARSE_TEMPLATE).format(limit=number(MOST_ALIGNED))
    return text


def _split_boundary(start: int, end: int, title_length: int, field: str) -> tuple[int, int] | None:
    """The part of a ``title+body`` range (counted over title + body) inside ``field``."""
    if field == "title":
        first, last = start, min(end, title_length)
    else:
        first, last = max(start - title_length, 0), end - title_length
    return (first, last) if first < last else None


def field_spans(rows: Sequence[DifferenceRow], side: str, field: str,
                *, title_length: int | None = None) -> list[tuple[int, int, int]]:
    """``(start, end, row number)`` code point ranges of ``field`` on ``side`` (``a``/``b``).

    A ``field-boundary`` difference (field ``title+body``) counts over title + body;
    ``title_length`` (that side's title) cuts it into its title and body parts;
    without it such rows are left out.
    """
    spans = []
    for row in rows:
        if row.field == field:
            spans.append((*row.side_range(side), row.number))
        elif row.field == "title+body" and field in ("title", "body") and title_length is not None:
            part = _split_boundary(*row.side_range(side), title_length, field)
            if part is not None:
                spans.append((*part, row.number))
    return spans


def byte_highlights(rows: Sequence[DifferenceRow], side: str, current: int | None = None) -> list[ByteRange]:
    """Byte ranges of every difference on ``side``; the ``current`` row's last, as ``current``."""
    ranges = [ByteRange(*row.side_bytes(side), "difference") for row in rows if row.number != current]
    ranges += [ByteRange(*row.side_bytes(side), "current") for row in rows if row.number == current]
    return ranges
