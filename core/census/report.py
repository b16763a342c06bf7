"""A census as ``docdedup chars`` writes it: JSON, CSV or text for a person.

JSON: ``{"contract", "records", "characters": [...]}``, every doc_id of each row. CSV:
one row per character, its doc_ids space separated (ids hold no spaces). Text: one
paragraph per character, the first few doc_ids and how many more.
"""

from __future__ import annotations

import csv
import io

import msgspec

from ..charnames import unicodedata
from ..contract import CONTRACT
from ..display.invisibles import plain_visible
from ..errors import shown_name
from ..input.compressed import HEAD as COMPRESSED_HEAD
from ..input.compressed import compression_of, note_for
from ..input.field_mapping import mapping_line
from ..output.gate import signature_kind
from ..output.spreadsheet import safe_row, with_mapping_column
from . import FORMATS
from .tally import Row

__all__ = ["CENSUS_REPORT", "FORMATS", "TEXT_DOC_IDS", "encode_census", "row_as_dict", "shown_alone"]

TEXT_DOC_IDS = 5  # doc_ids a text row names before "and N more"
# What ``-o`` may replace: a census written before, in any of the three formats.
CENSUS_REPORT = signature_kind(
    "a character report", rb'\A\s*\{\s*"contract"\s*:\s*"[^"]*"\s*,\s*"records"\s*:',
    rb"\Acode_point,name,kind,", rb"\A[0-9,]+ records?: ")
CSV_HEADER = ("code_point", "name", "kind", "records", "occurrences", "first_path", "first_line",
              "first_column", "first_record", "first_doc_id", "first_field", "first_offset", "doc_ids")


def row_as_dict(row: Row) -> dict:
    first = row.first
    path = None if first.path is None else shown_name(first.path)
    return {
        "code_point": row.label, "name": row.name, "kind": row.kind, "records": row.records,
        "occurrences": row.occurrences, "doc_ids": list(row.doc_ids),
        "first": {"path": path, "line": first.line, "column": first.column, "record": first.record,
                  "doc_id": first.doc_id, "field": first.field, "offset": first.offset},
    }


def encode_census(rows: list[Row], *, records: int, format: str, mapping: dict | None = None) -> bytes:
    """The bytes ``docdedup chars`` writes for ``rows`` of a census of ``records`` records;
    ``mapping``: the field names the corpus was read with (said in the JSON header, in a last
    column of the CSV and on the text's second line)."""
    if format == "json":
        said = {} if mapping is None else {"mapping": mapping}
        document = {"contract": CONTRACT, "records": records, **said,
                    "characters": [row_as_dict(r) for r in rows]}
        return msgspec.json.format(msgspec.json.encode(document), indent=2) + b"\n"
    if format == "csv":
        return with_mapping_column(_csv(rows), mapping)
    text = _text(rows, records)
    if mapping is not None:  # after the first line, which tells a character report (CENSUS_REPORT)
        first, rest = text.split("\n", 1)
        text = f"{first}\n{mapping_line(mapping)}\n{rest}"
    return text.encode()


def _csv(rows: list[Row]) -> bytes:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for row in rows:
        first = row.first
        writer.writerow(safe_row((
            row.label, row.name, row.kind, row.records, row.occurrences,
            "" if first.path is None else shown_name(first.path), _blank(first.line),
            _blank(first.column), _blank(first.record), first.doc_id, first.field, first.offset,
            " ".join(row.doc_ids))))
    return out.getvalue().encode()


def shown_alone(char: str) -> str:
    """The character as a sentence can show it: invisible ones by their label (``⟨RLO⟩``),
    a combining mark on a dotted circle (U+25CC), as Unicode charts show it."""
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me"):
        return "\N{DOTTED CIRCLE}" + char
    return plain_visible(char)


def _blank(value) -> str:
    return "" if value is None else str(value)


def _compression_notes(rows: list[Row]) -> dict[str, str]:
    """For each file a first place is in that is compressed, what its line:column refer to
    (the loader's own note: a position in the decompressed text, not in the file's bytes)."""
    notes = {}
    for path in {row.first.path for row in rows if row.first.line is not None and row.first.path}:
        try:
            with open(path, "rb") as file:
                kind = compression_of(file.read(COMPRESSED_HEAD))
        except OSError:  # standard input, or a file gone since: nothing more to say
            continue
        if kind is not None:
            notes[path] = " " + note_for(kind)
    return notes


def _text(rows: list[Row], records: int) -> str:
    plural = lambda n, word: f"{n:,} {word}{'' if n == 1 else 's'}"  # noqa: E731
    if not rows:
        return f"{plural(records, 'record')}: no character to report\n"
    lines = [f"{plural(records, 'record')}: {plural(len(rows), 'character')} to report"]
    notes = _compression_notes(rows)
    for row in rows:
        first = row.first
        shown = shown_alone(chr(row.code_point))
        lines.append(f"{row.label} {row.name} [{shown}]  {row.kind}: "
                     f"{plural(row.records, 'record')}, {plural(row.occurrences, 'occurrence')}")
        record = "" if first.record is None else f"record {first.record}, "
        lines.append(f"  first at {first.where()}: {record}doc_id {first.doc_id}, "
                     f"{first.field} code point {first.offset}{notes.get(first.path, '')}")
        named = ", ".join(row.doc_ids[:TEXT_DOC_IDS])
        more = len(row.doc_ids) - TEXT_DOC_IDS
        lines.append(f"  doc_ids: {named}" + (f" and {more:,} more" if more > 0 else ""))
    return "\n".join(lines) + "\n"
