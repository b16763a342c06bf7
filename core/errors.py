"""Problems found in input, and the exception that carries one.

The seed reports a failure as ``ValueError(code)``; callers compare ``str(error)``
with the code. ``ContractError`` keeps that promise and adds what a person needs
to find and fix the problem: where it is and a sentence about it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace

__all__ = ["ContractError", "Problem", "shown_name"]


# Characters that would break a FILE:LINE:COL line or reorder it on a terminal: controls
# (a newline splits the line) and the bidi controls (they reorder what follows).
_UNSHOWN = {code: f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"
            for code in (*range(0x20), *range(0x7F, 0xA0), 0x061C, 0x200E, 0x200F,
                         *range(0x202A, 0x202F), *range(0x2066, 0x206A))}
_UNSHOWN.update({ord("\n"): "\\n", ord("\r"): "\\r", ord("\t"): "\\t"})


def shown_name(path) -> str:
    """A file name as every message and report shows it: one line of UTF-8 text.

    A name that is not UTF-8 (``os.fsdecode`` keeps its bytes as lone surrogates, which no
    UTF-8 writer takes) shows each such byte as ``\\xNN``: ``r\\xe9sum\\xe9.jsonl``; a newline,
    a tab or a bidi control in a name is shown as its escape, so ``FILE:LINE:COL`` stays one
    line in its order. Any other name is shown as it is.
    """
    text = path if isinstance(path, str) else os.fsdecode(path)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
    return text.translate(_UNSHOWN)


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with the input.

    ``code`` is one of the seed's codes (``fields``, ``identity``, ``language``,
    ``title``, ``body``, ``unicode``, ``records``, ``duplicate_doc_id``,
    ``digest_contract``) or a loader code (``json``, ``encoding``, ...).
    ``record`` is the 1-based number of the record in the input; ``line`` and
    ``column`` are 1-based positions in ``path`` when the input came from a file.
    """

    code: str
    message: str
    record: int | None = None
    doc_id: str | None = None
    field: str | None = None
    path: str | None = None
    line: int | None = None
    column: int | None = None
    offset: int | None = None  # byte offset in the file, for showing the raw text

    def located(self, **where) -> Problem:
        """A copy with location details (``path``, ``line``, ``record``, ...) filled in."""
        return replace(self, **where)

    def where(self) -> str:
        """``FILE:LINE:COLUMN`` (as much of it as is known), or ``""``."""
        parts = [str(p) for p in (self.path, self.line, self.column) if p is not None]
        if self.path is not None:
            parts[0] = shown_name(self.path)
        return ":".join(parts)

    def details(self) -> str:
        """``record N, doc_id X, field F`` (as much as is known), or ``""``."""
        parts = []
        if self.record is not None:
            parts.append(f"record {self.record}")
        if self.doc_id is not None:
            parts.append(f"doc_id {self.doc_id}")
        if self.field is not None:
            parts.append(f"field {self.field}")
        return ", ".join(parts)

    def __str__(self) -> str:
        """Compiler style: ``FILE:LINE:COLUMN: code: sentence (record N, doc_id X, field F)``."""
        text = f"{self.code}: {self.message}"
        if where := self.where():
            text = f"{where}: {text}"
        if details := self.details():
            text = f"{text} ({details})"
        return text


class ContractError(ValueError):
    """Input that breaks doc-content-v1 or its limits.

    ``str(error)`` is exactly the seed's code, so code written against the seed
    (``str(error) == "identity"``) keeps working; ``error.problem`` says the rest.
    """

    def __init__(self, problem: Problem) -> None:
        super().__init__(problem.code)
        self.problem = problem

    @property
    def code(self) -> str:
        return self.problem.code

    @property
    def message(self) -> str:
        return self.problem.message

    def __str__(self) -> str:
        return self.problem.code

    @classmethod
    def of(cls, code: str, message: str, **where) -> ContractError:
        return cls(Problem(code, message, **where))
