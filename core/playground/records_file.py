"""Writing the playground's records for the class, through the one output gate.

The file is a records file (a JSON array of records, as ``docdedup group`` reads). It is
written atomically and never onto a file the window has open (the corpus, a result's
shards, or a symbolic or hard link to one of them), nor over an existing file that is not
a records file (:func:`core.output.gate.check_target`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence

from ..output.atomic import write_atomically
from ..output.gate import signature_kind
from ..records import FIELDS

__all__ = ["RECORDS_FILE", "write_records"]

RECORDS_FILE = signature_kind("a records file", rb"\A\s*\[\s*(\{|\])")
"""A JSON array of records (or an empty one): what the playground's Save writes and replaces."""


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
