"""The census itself: per reported character, how many records and occurrences, which
records, and where the first one stands.

A :class:`Tally` takes records one at a time (the common record, with nothing to
report, costs one C-level scan of each content field) and can absorb another tally
made from a later part of the corpus, so byte ranges of a file can be counted in
separate processes and joined in file order.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..charnames import char_name
from ..errors import shown_name
from .finder import finder_for, findings
from .kinds import KIND_NAMES

__all__ = ["CONTENT_TEXT_FIELDS", "Place", "Row", "Tally"]

CONTENT_TEXT_FIELDS = ("title", "body")  # language is a tag: nothing in it is reported


@dataclass(frozen=True, slots=True)
class Place:
    """Where a character stands: the record (file, line, column of its ``{``), field, offset."""

    path: str
    record: int | None  # 1-based, in its file (None: records of a pipe are not numbered)
    doc_id: str
    field: str
    offset: int  # code points into the field
    line: int | None = None
    column: int | None = None

    def where(self) -> str:
        """``FILE:LINE:COL`` (as much as is known)."""
        path = None if self.path is None else shown_name(self.path)
        return ":".join(str(part) for part in (path, self.line, self.column) if part is not None)


@dataclass(frozen=True, slots=True)
class Row:
    """One reported code point of one kind, over the whole corpus."""

    code_point: int
    kind: str
    records: int
    occurrences: int
    doc_ids: tuple[str, ...]
    first: Place

    @property
    def label(self) -> str:
        return f"U+{self.code_point:04X}"

    @property
    def name(self) -> str:
        return char_name(chr(self.code_point))


# key (code point, kind) -> [records, occurrences, doc_ids, first place]
_Entry = list


class Tally:
    """Counts as records come; ``locate(record_number, field, offset) -> Place`` is asked
    only for a character's first occurrence."""

    def __init__(self) -> None:
        self.records = 0
        self.entries: dict[tuple[int, str], _Entry] = {}

    def add_many(self, records, first_number: int, locate: Callable[[int, str, str, int], Place]) -> None:
        """Count ``records`` (numbered from ``first_number`` in their file)."""
        self.add_numbered(enumerate(records, start=first_number), locate)

    def add_numbered(self, numbered, locate: Callable[[int, str, str, int], Place]) -> None:
        """Count each record of ``numbered``, pairs (its number in its file, the record)."""
        finders: dict[str, object] = {}
        count = 0
        for number, record in numbered:
            count += 1
            finder = finders.get(record.language)
            if finder is None:
                finder = finders[record.language] = finder_for(record.language)
            search = finder.pattern.search
            if search(record.title) is None and search(record.body) is None:
                continue
            self._count(record, finder, number, locate)
        self.records += count

    def _count(self, record, finder, number: int, locate) -> None:
        seen: set[tuple[int, str]] = set()
        entries = self.entries
        for field in CONTENT_TEXT_FIELDS:
            for offset, char, kind in findings(getattr(record, field), finder):
                key = (ord(char), kind)
                entry = entries.get(key)
                if entry is None:
                    entry = entries[key] = [0, 0, [], locate(number, record.doc_id, field, offset)]
                entry[1] += 1
                if key not in seen:
                    seen.add(key)
                    entry[0] += 1
                    entry[2].append(record.doc_id)

    def absorb(self, later: Tally) -> None:
        """Add the counts of ``later``, a tally of records after these."""
        self.records += later.records
        for key, (records, occurrences, doc_ids, first) in later.entries.items():
            entry = self.entries.get(key)
            if entry is None:
                self.entries[key] = [records, occurrences, list(doc_ids), first]
            else:
                entry[0] += records
                entry[1] += occurrences
                entry[2].extend(doc_ids)

    def rows(self, kinds: frozenset[str] | None = None) -> list[Row]:
        """The rows, most telling kind first, then most records, then code point."""
        order = {name: i for i, name in enumerate(KIND_NAMES)}
        rows = [Row(cp, kind, e[0], e[1], tuple(e[2]), e[3]) for (cp, kind), e in self.entries.items()
                if kinds is None or kind in kinds]
        rows.sort(key=lambda row: (order[row.kind], -row.records, row.code_point))
        return rows
