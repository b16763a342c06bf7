"""What a review writes, as the output gate knows it: a decisions file and a review export.

A decisions file is recognised by its first line (:func:`~core.review.recognise.not_decisions_file`,
the same judgement a review makes before it appends), and is never created where a symbolic link
to a missing file points: such a link may lead anywhere (``/etc/...``).
"""

from __future__ import annotations

from ..output.gate import OutputKind, signature_kind
from .recognise import first_line, not_decisions_file

__all__ = ["DECISIONS_FILE", "REVIEW_EXPORT"]


def _not_decisions(fd: int) -> str | None:
    _number, line, complete = first_line(fd)
    return not_decisions_file(line, complete)


DECISIONS_FILE = OutputKind("a decisions file", _not_decisions, through_missing_link=False)
REVIEW_EXPORT = signature_kind("a review export", rb"\Adoc_id,source_ref,", rb'\A\{"doc_id":')
