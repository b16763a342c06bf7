"""The playground's class files: records read to open, and written for the class.

The file is a records file (a JSON array of records, as ``docdedup group`` reads). It is
written atomically and never onto a file the window has open (the corpus, a result's
shards, or a symbolic or hard link to one of them), nor over an existing file that is not
a records file (:func:`core.output.gate.check_target`). Any file ``docdedup group``
reads opens (a JSON array, JSON Lines, Parquet); a file of more records opens on a pair
of them, or on its first :data:`OPENED_AT_MOST`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass

from ..errors import Problem, shown_name
from ..input.limits import CORPUS_LIMITS
from ..input.loader import load_records
from ..output.atomic import write_atomically
from ..output.gate import signature_kind
from ..records import FIELDS, Record

__all__ = ["OPENED_AT_MOST", "RECORDS_FILE", "ClassFile", "ClassFileError", "read_class_file",
           "write_records"]

RECORDS_FILE = signature_kind("a records file", rb"\A\s*\[\s*(\{|\])")
"""A JSON array of records (or an empty one): what the playground's Save writes and replaces."""

OPENED_AT_MOST = 8  # records side by side, as many as the window opens from a selection
_NAMED_AT_MOST = 10  # doc_ids a "no such record" sentence lists


@dataclass(frozen=True)
class ClassFile:
    """What :func:`read_class_file` opens: ``records`` of the ``total`` valid ones in ``path``."""

    path: str
    records: list[Record]
    total: int

    @property
    def whole(self) -> bool:
        """Every record of the file is opened: saving them back onto it loses none."""
        return len(self.records) == self.total


class ClassFileError(ValueError):
    """A class file that cannot be opened; ``str()`` is the located sentence.

    ``problem``: the loader's located problem that stops it, if that is why; ``missing``: a
    doc_id the pair names and the file does not have (``known``: some of those it has).
    """

    def __init__(self, message: str, *, problem: Problem | None = None, path: str = "",
                 missing: str | None = None, known: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.problem, self.path, self.missing, self.known = problem, path, missing, tuple(known)


def read_class_file(path: str | os.PathLike, *, pair: Sequence[str] | None = None) -> ClassFile:
    """The records of ``path`` to open in the playground: the two ``pair`` names (by doc_id),
    else all of them (at most :data:`OPENED_AT_MOST`, the first ones).

    Raises :class:`ClassFileError` with a located sentence when the file cannot be read, holds
    no record, has a record that is not valid (without ``pair``: the class would silently miss
    it), or has no record with a doc_id of ``pair``. The file is only read.
    """
    name = os.fspath(path)
    loaded = load_records(name, limits=CORPUS_LIMITS)
    by_id = {record.doc_id: record for record in loaded.records}
    if pair is not None:
        for doc_id in pair:
            if doc_id not in by_id:
                raise _missing(name, doc_id, loaded.problems, list(by_id))
        return ClassFile(name, [by_id[doc_id] for doc_id in pair], len(loaded.records))
    if loaded.problems:
        problem = loaded.problems[0]
        more = len(loaded.problems) - 1
        also = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        raise ClassFileError(f"{problem}{also}", problem=problem, path=name)
    if not loaded.records:
        raise ClassFileError(f"{shown_name(name)}: holds no valid record; the playground needs at least one",
                             path=name)
    return ClassFile(name, list(loaded.records[:OPENED_AT_MOST]), len(loaded.records))


def _missing(path: str, doc_id: str, problems: Sequence[Problem], known: list[str]) -> ClassFileError:
    """Why ``doc_id`` cannot be opened: its own problem when the loader located one, else its absence."""
    for problem in problems:
        if problem.doc_id == doc_id or (problem.record is None and not known):
            return ClassFileError(str(problem), problem=problem, path=path)
    listed = ", ".join(repr(each) for each in known[:_NAMED_AT_MOST])
    if len(known) > _NAMED_AT_MOST:
        listed += ", ..."
    has = f"; its doc_ids are {listed}" if known else "; it holds no valid record"
    return ClassFileError(f"{shown_name(path)}: no record with doc_id {doc_id!r}{has}", path=path,
                          missing=doc_id, known=known[:_NAMED_AT_MOST])


def write_records(path: str | os.PathLike, drafts: Sequence, *,
                  inputs: Sequence[str | os.PathLike] = ()) -> None:
    """``drafts`` (anything with the record's fields) as a records file at ``path``.

    Raises :class:`~core.output.gate.OutputError` with a sentence when ``path`` is (or leads
    to) one of ``inputs`` or an existing file of another kind, or cannot be written.
    """
    records = [{name: getattr(draft, name) for name in FIELDS} for draft in drafts]
    text = json.dumps(records, ensure_ascii=False, indent=1) + "\n"
    write_atomically(path, text.encode("utf-8"), protect=[os.fspath(given) for given in inputs],
                     kind=RECORDS_FILE)
