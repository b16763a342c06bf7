"""The census of records already loaded (the window's): the rows of ``docdedup chars``
and, per group, the kinds its records hold (the tree's Characters column)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..progress import Progress, report
from .kinds import KIND_NAMES
from .tally import Place, Row, Tally

__all__ = ["LoadedCensus", "census_of_loaded"]

_SLICE = 4096  # records between progress reports (and chances to cancel)


@dataclass(frozen=True)
class LoadedCensus:
    """``rows`` as ``docdedup chars`` lists them; ``group_kinds[g]`` the kinds group ``g`` holds."""

    rows: list[Row]
    group_kinds: dict[int, tuple[str, ...]]
    records: int

    def kinds_text(self, group: int) -> str:
        """What the tree's Characters column says for ``group`` ("" when nothing)."""
        return ", ".join(self.group_kinds.get(group, ()))


def census_of_loaded(records: Sequence, group_of_record: Sequence[int], index_of_doc_id: dict[str, int], *,
                     path: str | None, progress: Progress | None = None) -> LoadedCensus:
    """The census of ``records`` (each in group ``group_of_record[i]``), checking for
    cancellation every few thousand records."""
    tally = Tally()

    def locate(number: int, doc_id: str, field: str, offset: int) -> Place:
        return Place(path or "", number + 1, doc_id, field, offset)

    total = len(records)
    for start in range(0, total, _SLICE):
        tally.add_numbered(enumerate(records[start:start + _SLICE], start=start), locate)
        report(progress, min(start + _SLICE, total), total)
    rows = tally.rows()
    order = {name: i for i, name in enumerate(KIND_NAMES)}
    held: dict[int, set[str]] = {}
    for row in rows:
        for doc_id in row.doc_ids:
            held.setdefault(group_of_record[index_of_doc_id[doc_id]], set()).add(row.kind)
    group_kinds = {group: tuple(sorted(kinds, key=order.__getitem__)) for group, kinds in held.items()}
    return LoadedCensus(rows, group_kinds, total)
