"""What the core says of a record read from a pipeline's file, for :mod:`.problem_text`.

The core ends a problem's sentence with notes on how and where its record was read: ``(read
with --field body=text ...)``, ``(line and column in the gzip-decompressed text)``, ``(row
group 1, row 4, column 'url')``, ``(the record's keys: 'text', 'title')``, ``(its columns:
...)``. :func:`split_notes` takes them off, so the sentence before them matches its template
(a note never ends up inside a translated part) and each note is translated apart. The
templates here are the sentences about a mapped record: a key it lacks, a value that is not a
string, a Parquet column that cannot be read as a field.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["NOTE_PARTS", "NOTE_TEMPLATES", "split_notes"]

# (pattern at the end of a sentence, its template), each template's parts named as its groups.
_NOTES = (
    (re.compile(r" \(read with (?P<mapping>--(?:field|set) .+)\)$", re.DOTALL),
     QT_TRANSLATE_NOOP("ProblemText", "(read with {mapping})")),
    (re.compile(r" \(line and column in the (?P<format>\w+)-decompressed text\)$"),
     QT_TRANSLATE_NOOP("ProblemText", "(line and column in the {format}-decompressed text)")),
    (re.compile(r" \(row group (?P<group>[0-9,]+), row (?P<row>[0-9,]+), column (?P<column>.+)\)$",
                re.DOTALL),
     QT_TRANSLATE_NOOP("ProblemText", "(row group {group}, row {row}, column {column})")),
    (re.compile(r" \(row group (?P<group>[0-9,]+), row (?P<row>[0-9,]+)\)$"),
     QT_TRANSLATE_NOOP("ProblemText", "(row group {group}, row {row})")),
    (re.compile(r" \(the record's keys: (?P<keys>.+)\)$", re.DOTALL),
     QT_TRANSLATE_NOOP("ProblemText", "(the record's keys: {keys})")),
    (re.compile(r" \(the record has no keys\)$"),
     QT_TRANSLATE_NOOP("ProblemText", "(the record has no keys)")),
    (re.compile(r" \(its columns: (?P<names>.+)\)$", re.DOTALL),
     QT_TRANSLATE_NOOP("ProblemText", "(its columns: {names})")),
)

# Parts written as the file or the command line has them: left to right in an isolate.
NOTE_PARTS = frozenset({"mapping", "column", "keys", "names", "key", "outer", "written", "named", "given"})

NOTE_TEMPLATES = (
    QT_TRANSLATE_NOOP("ProblemText",
                      "{value}, not a string: nothing is converted; write the string {written}"),
    QT_TRANSLATE_NOOP("ProblemText", "{value}, not a string: nothing is filled in; give it a value"),
    QT_TRANSLATE_NOOP("ProblemText", "{value}, not a string: nothing is converted"),
    QT_TRANSLATE_NOOP("ProblemText", "{value}, not a string"),
    QT_TRANSLATE_NOOP("ProblemText", "{shown} ({count} characters)"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "no key {key} in the record, which {mapping} reads {field} from: only top-level "
                      "keys can be named, a key inside {outer} is not looked up"),
    QT_TRANSLATE_NOOP("ProblemText", "no key {key} in the record, which {mapping} reads {field} from"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "no key {key} in the record: {mapping} does not map {field}, so it is read from "
                      "the key {named}; name its key with --field {given}=KEY or --set {written}=VALUE"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "no key {key} in the record: {mapping} does not map {field}, so it is read from "
                      "the key {named}; name its key with --field {given}=KEY"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the Parquet column {column} (read as {field}) holds {kind}, not strings: {given} "
                      "is text, and nothing is converted; write the column as strings (Arrow type "
                      "string), or map the field to a column of strings"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the Parquet column {column} holds {kind}, not strings: {given} is text, and "
                      "nothing is converted; write the column as strings (Arrow type string), or map "
                      "the field to a column of strings"),
    QT_TRANSLATE_NOOP("ProblemText", "the Parquet file has no column {names}, named by {mapping}"),
    QT_TRANSLATE_NOOP("ProblemText",
                      "the Parquet file has no column {names}; a record needs doc_id, source_ref, "
                      "language, title, body"),
)


def split_notes(message: str) -> tuple[str, list[tuple[str, dict[str, str]]]]:
    """``message`` without its notes, and each note (its template and parts) in the order written."""
    notes: list[tuple[str, dict[str, str]]] = []
    while True:
        # The note that ends the sentence is the one that starts last (a mapping may hold ')').
        found = [(match, template) for pattern, template in _NOTES if (match := pattern.search(message))]
        if not found:
            return message, notes
        match, template = max(found, key=lambda pair: pair[0].start())
        notes.insert(0, (template, match.groupdict()))
        message = message[:match.start()]
