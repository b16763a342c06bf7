"""CSV cells a spreadsheet would run are written as text (OWASP's rule for CSV injection).

A spreadsheet opening a CSV treats a cell that starts with ``=``, ``+``, ``-`` or ``@`` (or a
tab or carriage return before one) as a formula: a doc_id or source_ref of
``=HYPERLINK("http://...")`` becomes a live link, worse on some programs. Such a cell gets a
single quote in front, which the spreadsheet shows and no formula parser follows. Only text
taken from the input or from people (ids, source references, paths, notes, reviewers) passes
through here; counts and positions are numbers and stay numbers.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["FORMULA_STARTS", "safe_cell", "safe_row"]

FORMULA_STARTS = frozenset("=+-@\t\r")


def safe_cell(text: str) -> str:
    """``text`` as a spreadsheet reads it as text: a ``'`` in front when it would start a formula."""
    return "'" + text if text[:1] in FORMULA_STARTS else text


def safe_row(row: Iterable) -> list:
    """Every text cell of ``row`` through :func:`safe_cell`; other values (numbers, None) as they are."""
    return [("'" + cell if cell[:1] in FORMULA_STARTS else cell) if cell.__class__ is str else cell
            for cell in row]
