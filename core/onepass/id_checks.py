"""A batch's ids checked at once: valid under the profile's rules, and written in JSON as
they are (so the report can be written as text)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..input.limits import Limits
from ..output.report_writer import plain_ids

__all__ = ["ids_ok"]


def ids_ok(limits: Limits, doc_ids: list[str], source_refs: list[str]) -> bool:
    """Whether every doc_id and source_ref of a batch is valid and plain."""
    if not (limits.all_valid("doc_id", doc_ids) and plain_ids("\n".join(doc_ids))):
        return False
    joined = "\n".join(source_refs)
    if not plain_ids(joined):
        return False
    refused = _refused_ascii(limits)
    if refused is not None and source_refs and joined.isascii():
        # The rule is a class of refused characters and a length: on ASCII text one search
        # for the class's ASCII members is the rule (the line breaks are the joins: one fewer
        # than the values, so none is inside a value).
        return (joined.count("\n") == len(source_refs) - 1 and refused.search(joined) is None
                and _none_empty(joined) and max(map(len, source_refs), default=0) <= limits.max_ref)
    return limits.all_valid("source_ref", source_refs)


def _none_empty(joined: str) -> bool:
    return joined != "" and joined[0] != "\n" and joined[-1] != "\n" and "\n\n" not in joined


@lru_cache(maxsize=8)
def _refused_ascii(limits: Limits) -> re.Pattern[str] | None:
    """The ASCII characters but the line break that the source_ref rule refuses, as one class
    (asked of the rule itself), or None when the rule is not such a class."""
    if limits.ref_refuses is None or limits.max_ref is None:
        return None
    refused = [chr(code) for code in range(128) if code != 10 and limits.refused_at(chr(code)) is not None]
    return re.compile("[" + "".join(map(re.escape, refused)) + "]")
