"""CSV cells a spreadsheet would run are written as text (OWASP's rule for CSV injection).

A spreadsheet opening a CSV treats a cell that starts with ``=``, ``+``, ``-`` or ``@`` (or a
tab or carriage return before one) as a formula: a doc_id or source_ref of
``=HYPERLINK("http://...")`` becomes a live link, worse on some programs. Such a cell gets a
single quote in front, which the spreadsheet shows and no formula parser follows; so does a cell
that starts with a single quote itself (a doc_id may), so ``'=x`` and ``=x`` stay two cells and
every cell reads back exactly by dropping one leading quote when it has one. Only text
taken from the input or from people (ids, source references, paths, notes, reviewers) passes
through here; counts and positions are numbers and stay numbers.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable

__all__ = ["FORMULA_STARTS", "MAPPING_COLUMN", "QUOTED_STARTS", "safe_cell", "safe_row",
           "with_mapping_column"]

FORMULA_STARTS = frozenset("=+-@\t\r")
QUOTED_STARTS = FORMULA_STARTS | {"'"}  # the first characters of a cell written with a quote in front
MAPPING_COLUMN = "mapping"


def safe_cell(text: str) -> str:
    """``text`` as a spreadsheet reads it as text: a ``'`` in front when it would start a formula
    (or starts with ``'``: one leading quote dropped is then always the text)."""
    return "'" + text if text[:1] in QUOTED_STARTS else text


def safe_row(row: Iterable) -> list:
    """Every text cell of ``row`` through :func:`safe_cell`; other values (numbers, None) as they are."""
    return [("'" + cell if cell[:1] in QUOTED_STARTS else cell) if cell.__class__ is str else cell
            for cell in row]


def with_mapping_column(data: bytes, mapping: dict | None, *, header: bool = True) -> bytes:
    """A CSV output (its header row first, if ``header``) with a last column saying, on every
    row, the field names its corpus was read with (``mapping``, as the JSON outputs say it);
    ``data`` as it is when ``mapping`` is None.

    A CSV has no header of its own to say it in, and a row copied elsewhere keeps its column:
    nobody takes a mapped record for the file's own.
    """
    if mapping is None:
        return data
    cell = json.dumps(mapping, ensure_ascii=False, separators=(", ", ": "))  # starts with "{": no formula
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    rows = csv.reader(io.StringIO(data.decode("utf-8"), newline=""))
    if header:
        names = next(rows, None)
        if names is None:
            return data
        writer.writerow([*names, MAPPING_COLUMN])
    writer.writerows([*row, cell] for row in rows)
    return out.getvalue().encode("utf-8")
