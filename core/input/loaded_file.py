"""What a load of one file of records found: :class:`LoadedFile`, the one answer every reader
(:func:`core.input.loader.load_records`, the one pass) gives."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..errors import Problem
from ..records import Record

__all__ = ["LoadedFile"]


@dataclass(frozen=True)
class LoadedFile:
    """What :func:`~.loader.load_records` found in one file."""

    path: str  # as given
    format: str  # "json" (an array of records), "jsonl", "parquet" or "text-files" (a folder)
    size: int  # bytes
    records: list[Record]  # the valid records, in file order
    problems: list[Problem] = field(default_factory=list)  # every problem, located
    total_records: int = 0  # records seen in the file, valid or not

    def cut_short_by(self) -> Problem | None:
        """The syntax error that broke a JSON array before its end, when the records after it
        were never read (the ones before it are kept); None otherwise."""
        syntax = [problem for problem in self.problems if problem.code == "json" and problem.record]
        if self.format != "json" or not syntax or self.total_records > syntax[0].record:
            return None  # nothing read after the error would have counted more records
        return syntax[0]

