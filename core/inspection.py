"""Everything the inspector shows about one loaded file, as plain Python.

The GUI and the CLI both build an :class:`Inspection` (load, then group) and read
from it; Qt models only adapt it to views.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .grouping import Group, form_groups
from .layout import CanonicalLayout, layout_of
from .limits import CORPUS_LIMITS, Limits
from .loader import LoadedFile, load_records
from .perf import sha256_hex_holding_gil
from .progress import Progress
from .records import Record

__all__ = ["ZERO_DIGEST", "Inspection", "inspect_file", "inspect_loaded", "zero_digest"]

ZERO_DIGEST = "0" * 64


def zero_digest(payload: bytes) -> str:
    """The seed's collision experiment: every record gets the same digest."""
    return ZERO_DIGEST


def _scaled(progress: Progress | None, start: int, span: int) -> Progress | None:
    """Map a phase's progress onto ``[start, start + span)`` of a 0..1000 scale."""
    if progress is None:
        return None
    return lambda done, total: progress(start + (span * done) // max(total, 1), 1000)


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
) -> Inspection:
    """Group the valid records of ``loaded`` (ignoring invalid ones, which stay in problems)."""
    digest = zero_digest if simulate_collisions else sha256_hex_holding_gil  # a GUI worker
    groups = form_groups(loaded.records, digest=digest, progress=progress)
    group_of_record = [0] * len(loaded.records)
    for group_index, group in enumerate(groups):
        for member in group.members:
            group_of_record[member] = group_index
    index_of_doc_id = {record.doc_id: index for index, record in enumerate(loaded.records)}
    return Inspection(loaded, limits, simulate_collisions, groups, group_of_record, index_of_doc_id)


def inspect_file(
    path: str,
    *,
    limits: Limits = CORPUS_LIMITS,
    simulate_collisions: bool = False,
    progress: Progress | None = None,
) -> Inspection:
    """Load ``path`` and group it; progress runs 0..1000 over both phases."""
    loaded = load_records(path, limits=limits, progress=_scaled(progress, 0, 700))
    return inspect_loaded(loaded, limits=limits, simulate_collisions=simulate_collisions,
                          progress=_scaled(progress, 700, 300))
