"""The shapes a corpus arrives in, written from the same records (for tests that every
shape gives the same output): JSON Lines, a JSON array on one line (``json.dump``'s
default), a pretty-printed array (indent 2), JSON Lines with CRLF, and both with a BOM."""

from __future__ import annotations

import json
from pathlib import Path

__all__ = ["SHAPES", "write_shape"]

_BOM = "\N{ZERO WIDTH NO-BREAK SPACE}"


def _lines(records, end: str = "\n") -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + end for r in records)


SHAPES = {
    "jsonl": lambda records: _lines(records),
    "one-line": lambda records: json.dumps(records, ensure_ascii=False),
    "indent-2": lambda records: json.dumps(records, ensure_ascii=False, indent=2),
    "crlf": lambda records: _lines(records, "\r\n"),
    "bom-jsonl": lambda records: _BOM + _lines(records),
    "bom-one-line": lambda records: _BOM + json.dumps(records, ensure_ascii=False),
}


def write_shape(folder: Path, shape: str, records) -> Path:
    """``records`` written as ``shape`` into ``folder`` (UTF-8, line ends as the shape says)."""
    path = folder / f"{shape}.{'jsonl' if shape in ('jsonl', 'crlf', 'bom-jsonl') else 'json'}"
    path.write_bytes(SHAPES[shape](records).encode("utf-8"))
    return path
