"""The census for the window: the rows of ``docdedup chars`` and, per group, the kinds its
records hold (the tree's Characters column).

A file the window loaded is counted again from the file (:func:`census_of_file`), in a
child process when it is large (:mod:`.apart`), so each first occurrence has its file,
line and column as on the command line. Records read some other way (a result's shards)
are counted as they are (:func:`census_of_loaded`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import attrgetter

from ..input.limits import Limits
from ..progress import Progress, report
from .apart import census_rows_apart, counted
from .finder import finder_for
from .kinds import KIND_NAMES
from .run import census_files
from .tally import Place, Row, Tally

__all__ = ["SORT_KEYS", "LoadedCensus", "census_of_file", "census_of_loaded", "sort_orders"]

_SLICE = 4096  # records between progress reports (and chances to cancel)
_LANGUAGE_SLICE = 50_000  # records whose languages one C-level call collects (~2 ms of GIL)


_KIND_ORDER = {name: i for i, name in enumerate(KIND_NAMES)}
# What the Characters pane sorts each column by.
SORT_KEYS = {
    "character": lambda row: row.code_point, "code_point": lambda row: row.code_point,
    "name": lambda row: row.name, "kind": lambda row: (_KIND_ORDER[row.kind], -row.records),
    "records": lambda row: row.records, "occurrences": lambda row: row.occurrences,
    "first": lambda row: (row.first.line or 0, row.first.column or 0, row.first.doc_id,
                          row.first.field, row.first.offset),
}


def sort_orders(rows: Sequence[Row]) -> dict[tuple[str, bool], tuple[int, ...]]:
    """For each column and direction (descending or not), the rows' indices in that order, as
    a stable sort gives it: made with the census, off the window's thread, so a click on a
    header of 80,000 rows only picks an order (sorting them there took 0.1-0.5 s)."""
    orders = {}
    for column, key in SORT_KEYS.items():
        keys = list(map(key, rows))
        for descending in (False, True):
            orders[column, descending] = tuple(sorted(range(len(rows)), key=keys.__getitem__,
                                                      reverse=descending))
    return orders


@dataclass(frozen=True)
class LoadedCensus:
    """``rows`` as ``docdedup chars`` lists them; ``group_kinds[g]`` the kinds group ``g`` holds;
    ``record_indices[i]`` the loaded records holding ``rows[i]``'s character; ``orders`` the
    rows sorted by each column (:func:`sort_orders`)."""

    rows: list[Row]
    group_kinds: dict[int, tuple[str, ...]]
    records: int
    record_indices: tuple[frozenset[int], ...] = ()
    orders: dict[tuple[str, bool], tuple[int, ...]] = field(default_factory=dict)


def census_of_file(path: str, records: Sequence, group_of_record: Sequence[int],
                   index_of_doc_id: dict[str, int], *, limits: Limits, apart: bool,
                   progress: Progress | None = None) -> LoadedCensus:
    """The census of ``path`` (the file ``records`` were loaded from, under ``limits``),
    counted in a child process with ``apart``; its rows mapped onto the loaded groups."""
    if apart:
        rows, total = census_rows_apart(path, limits=limits, progress=progress)
    else:
        rows, total = counted(census_files([path], limits=limits, progress=progress))
    build_finders(records)
    return _mapped(rows, total, group_of_record, index_of_doc_id)


def build_finders(records: Sequence) -> None:
    """Build the tables of every language ``records`` hold, so a field shown is marked at
    once (:func:`.marks.reported_markers` never builds them on a GUI thread)."""
    languages: set[str] = set()
    language_of = attrgetter("language")
    for start in range(0, len(records), _LANGUAGE_SLICE):
        languages.update(map(language_of, records[start:start + _LANGUAGE_SLICE]))
    for language in languages:
        finder_for(language)


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
    return _mapped(tally.rows(), total, group_of_record, index_of_doc_id)


def _mapped(rows: list[Row], total: int, group_of_record: Sequence[int],
            index_of_doc_id: dict[str, int]) -> LoadedCensus:
    """The census with each row's records found among those loaded (a doc_id the loaded
    records lack, the file having changed since, is left out)."""
    order = {name: i for i, name in enumerate(KIND_NAMES)}
    held: dict[int, set[str]] = {}
    indices = []
    for row in rows:
        found = frozenset(index for index in map(index_of_doc_id.get, row.doc_ids) if index is not None)
        indices.append(found)
        for index in found:
            held.setdefault(group_of_record[index], set()).add(row.kind)
    group_kinds = {group: tuple(sorted(kinds, key=order.__getitem__)) for group, kinds in held.items()}
    return LoadedCensus(rows, group_kinds, total, tuple(indices), sort_orders(rows))
