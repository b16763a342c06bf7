"""Everything the inspector shows about one loaded file, as plain Python.

The GUI and the CLI both build an :class:`Inspection` (load, then group) and read
from it; Qt models only adapt it to views.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import attrgetter

from .contract_spans import CanonicalLayout, layout_of
from .grouped_file import load_and_group
from .grouping import Digest, Group, form_groups, zero_digest
from .input.limits import CORPUS_LIMITS, Limits
from .input.loader import LoadedFile
from .perf import GIL_SLICE, sha256_hex_holding_gil
from .progress import Progress
from .records import Record

__all__ = ["Inspection", "inspect_file", "inspect_loaded"]

_SLICE = GIL_SLICE  # a module attribute, so a test can make slices tiny


@dataclass
class Inspection:
    """A loaded file, its exact groups and look-ups between records and groups."""

    loaded: LoadedFile
    limits: Limits
    simulate_collisions: bool
    groups: list[Group]
    group_of_record: list[int]  # record index -> group index
    index_of_doc_id: dict[str, int] = field(repr=False)

    @property
    def records(self) -> list[Record]:
        return self.loaded.records

    @property
    def problems(self):
        return self.loaded.problems

    def record(self, doc_id: str) -> Record:
        """The record with this doc_id (KeyError names it when unknown)."""
        return self.records[self.index_of_doc_id[doc_id]]

    def group_index_of(self, doc_id: str) -> int:
        return self.group_of_record[self.index_of_doc_id[doc_id]]

    def representative(self, group_index: int) -> int:
        """The record that stands for a group wherever one record is wanted: its first member."""
        return self.groups[group_index].members[0]

    def records_of_rows(self, rows: Iterable[tuple[int, int | None]]) -> list[int]:
        """The records of tree rows ``(group, record)``, each once, in order; a group row
        (record None) stands for its representative."""
        records = (self.representative(group) if record is None else record for group, record in rows)
        return list(dict.fromkeys(records))

    def layout(self, record_index: int) -> CanonicalLayout:
        """Canonical bytes of one record with the byte span of every character."""
        record = self.records[record_index]
        return layout_of(record.language, record.title, record.body)


def inspect_loaded(
    loaded: LoadedFile,
    *,
    limits: Limits = CORPUS_LIMITS,
    simulate_collisions: bool = False,
    progress: Progress | None = None,
    digest: Digest = sha256_hex_holding_gil,
) -> Inspection:
    """Group the valid records of ``loaded`` (ignoring invalid ones, which stay in problems).

    ``digest`` is the GUI's by default: it keeps the GIL, so a worker thread does
    not starve the GUI thread (see :mod:`core.perf.hashing`).
    """
    chosen = zero_digest if simulate_collisions else digest
    groups = form_groups(loaded.records, digest=chosen, progress=progress)
    return _inspection(loaded, groups, limits, simulate_collisions)


def _inspection(loaded: LoadedFile, groups: list[Group], limits: Limits,
                simulate_collisions: bool) -> Inspection:
    group_of_record = [0] * len(loaded.records)
    for group_index, group in enumerate(groups):
        for member in group.members:
            group_of_record[member] = group_index
    records, index_of_doc_id = loaded.records, {}
    for start in range(0, len(records), _SLICE):  # one C call a slice: a GUI thread keeps painting
        stop = min(start + _SLICE, len(records))
        index_of_doc_id.update(zip(map(attrgetter("doc_id"), records[start:stop]), range(start, stop),
                                   strict=True))
    return Inspection(loaded, limits, simulate_collisions, groups, group_of_record, index_of_doc_id)


def inspect_file(
    path: str,
    *,
    limits: Limits = CORPUS_LIMITS,
    simulate_collisions: bool = False,
    progress: Progress | None = None,
    digest: Digest = sha256_hex_holding_gil,
) -> Inspection:
    """Load ``path`` and group it (:func:`core.grouped_file.load_and_group`: the one pass,
    else the thorough way, every problem located); progress runs 0..1000 over both phases.
    """
    chosen = zero_digest if simulate_collisions else digest
    loaded, groups = load_and_group(path, limits=limits, digest=chosen, progress=progress)
    return _inspection(loaded, groups, limits, simulate_collisions)
