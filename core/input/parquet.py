"""Parquet corpora (the optional extra ``docdedup-inspector[parquet]``: pyarrow).

A Parquet file is told by its first bytes (``PAR1``), whatever its name. Only the five
columns of a record are read, a row group at a time, in batches; each row is checked as
a record of a JSON file is (:func:`core.input.validation.record_problems`), and every
problem is located by file, row group, row and column: a Parquet file has no lines.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING, BinaryIO

from ..errors import Problem
from ..progress import Progress, report
from ..records import FIELDS, Record
from .limits import Limits
from .validation import record_problems

if TYPE_CHECKING:
    from .field_mapping import FieldMapping

__all__ = ["MAGIC", "is_parquet", "load_parquet", "parquet_readable"]

MAGIC = b"PAR1"
_BATCH_ROWS = 4096  # rows made Python objects in one call (it holds the GIL): a window paints between
# What a person can do about a column that does not hold strings.
_STRINGS_HINT = "write the column as strings (Arrow type string), or map the field to a column of strings"
_INSTALL = "reading one needs pyarrow: pip install 'docdedup-inspector[parquet]'"


def parquet_readable() -> bool:
    """Whether pyarrow is installed, so a Parquet file can be read here. Found, not imported:
    importing pyarrow takes far longer than a window may wait to show a dialog (90 ms). So
    ``pyarrow.parquet`` is looked for in pyarrow's folder: ``find_spec("pyarrow.parquet")``
    would import pyarrow to find it."""
    from importlib.machinery import PathFinder
    from importlib.util import find_spec

    try:
        found = find_spec("pyarrow")
        places = list(found.submodule_search_locations or ()) if found is not None else []
        return bool(places) and PathFinder.find_spec("parquet", places) is not None
    except (ImportError, ValueError):
        return False


def is_parquet(head: bytes) -> bool:
    """Whether a file starting with ``head`` is Parquet."""
    return head[:len(MAGIC)] == MAGIC


def load_parquet(name: str, source: BinaryIO | bytes, *, limits: Limits, progress: Progress | None = None,
                 mapping: FieldMapping | None = None) -> tuple[list[Record], list[Problem], int]:
    """(valid records, problems, rows) of the Parquet ``source`` (an open file or its bytes);
    never raises for bad content. With ``mapping``, each record field is read from the column
    it names (``--field body=text``) or given its one value (``--set language=en``)."""

    def refused(sentence: str) -> tuple[list[Record], list[Problem], int]:
        return [], [Problem("file", sentence, path=name)], 0

    try:
        import pyarrow as arrow
        import pyarrow.parquet as parquet
    except ImportError:
        return refused(f"the file is Parquet; {_INSTALL}")
    try:
        # Read in this thread: with Arrow's thread pools started, a process that ends through the
        # interpreter's exit aborted now and then ("terminate called without an active exception").
        # A column read through a buffer, a page at a time: without it Arrow reads a column's
        # whole chunk into memory (a row group of 1,000,000 rows: +568 MB, measured).
        opened = parquet.ParquetFile(arrow.BufferReader(source) if isinstance(source, bytes) else source,
                                     pre_buffer=False, buffer_size=1 << 20)
    except (OSError, arrow.ArrowException, UnicodeDecodeError) as error:  # a column's name not UTF-8
        return refused(f"the Parquet file cannot be read: {error}")
    given = {} if mapping is None else dict(mapping.values)
    read = {field: field if mapping is None else mapping.source(field)
            for field in FIELDS if field not in given}
    if sentence := _columns_problem(opened.schema_arrow, arrow, read, mapping):
        return refused(sentence)
    reading = _Rows(name, limits, read if mapping is not None else None)
    first_field = {column: field for field, column in reversed(read.items())}  # a column read as two
    wanted = list(first_field)  # fields is read (and a bad row in it said) once, as the first
    group = row = 0
    try:
        for group in range(opened.num_row_groups):
            row = 0
            reading.group_starts.append(reading.total + 1)
            batches = opened.iter_batches(batch_size=_BATCH_ROWS, row_groups=[group], columns=wanted,
                                          use_threads=False)
            for batch in batches:
                try:
                    by_column = {column: batch.column(column).to_pylist() for column in wanted}
                except UnicodeDecodeError:  # bytes not UTF-8 in a string column (Arrow does not check)
                    by_column = {column: _texts_or_none(batch.column(column), reading, first_field[column],
                                                        group + 1, row) for column in wanted}
                columns = [[given[field]] * batch.num_rows if field in given else by_column[read[field]]
                           for field in FIELDS]
                if reading.take_valid(columns):
                    row += batch.num_rows
                    continue
                for values in zip(*columns, strict=True):
                    row += 1
                    reading.take(dict(zip(FIELDS, values, strict=True)), group + 1, row)
            report(progress, group + 1, opened.num_row_groups)
    except (OSError, arrow.ArrowException) as error:
        where = f"row group {group + 1} of {opened.num_row_groups}"
        where += f", after its row {row}" if row else ""
        sentence = f"the Parquet file cannot be read on ({where}): {error}"
        reading.problems.append(Problem("file", sentence, path=name))
    return reading.records, reading.finish(), reading.total


def _texts_or_none(column, reading: _Rows, field: str, group: int, row: int) -> list:
    """The values of ``column``, a row that is not UTF-8 said (located) and read as None."""
    values = []
    for index in range(len(column)):
        try:
            values.append(column[index].as_py())
        except UnicodeDecodeError as error:
            number = reading.total + index + 1
            byte = error.object[error.start]
            column_name = field if reading.read is None else reading.read[field]
            sentence = (f"the {field} of record {number} is not UTF-8 (byte 0x{byte:02X} at byte "
                        f"{error.start}) (row group {group}, row {row + index + 1}, column {column_name})")
            problem = Problem("encoding", sentence, record=number, field=field, path=reading.name)
            reading.problems.append(problem)
            reading.broken.add(number)
            values.append(None)
    return values


def _columns_problem(schema, arrow, read: dict[str, str], mapping: FieldMapping | None) -> str | None:
    """Why the file's columns cannot be records (a column missing, or not strings), if they cannot.
    ``read``: the column each record field is read from (the mapping's, or the field's own name)."""
    names = list(schema.names)
    its_columns = f"(its columns: {', '.join(names) or 'none'})"
    missing = [field for field, column in read.items() if column not in names]
    if missing and mapping is None:
        return (f"the Parquet file has no column {', '.join(map(repr, missing))}; a record needs "
                f"{', '.join(FIELDS)} {its_columns}")
    if missing:
        which = ", ".join(f"{read[field]!r} ({field})" for field in missing)
        return f"the Parquet file has no column {which}, named by {mapping.describe()} {its_columns}"
    for field, column in read.items():
        if (count := names.count(column)) > 1:
            return (f"the Parquet file has {count} columns named {column!r}; which one holds the "
                    "record's field cannot be told: rename or drop the others")
        kind = schema.field(column).type
        if arrow.types.is_dictionary(kind):  # pandas' categories: strings stored once, indexed
            kind = kind.value_type
        if not (arrow.types.is_string(kind) or arrow.types.is_large_string(kind)
                or arrow.types.is_string_view(kind)):
            read_as = "" if column == field else f" (read as {field})"
            return (f"the Parquet column {column!r}{read_as} holds {schema.field(column).type}, not "
                    f"strings: {field} is text, and nothing is converted; {_STRINGS_HINT}")
    return None


class _Rows:
    """The rows read so far: the valid records, the problems, the doc_ids seen."""

    def __init__(self, name: str, limits: Limits, read: dict[str, str] | None = None) -> None:
        self.name = name
        self.limits = limits
        self.read = read  # mapped: the column each record field is read from (None: its own name)
        self.records: list[Record] = []
        self.problems: list[Problem] = []
        self.seen: dict[str, int] = {}
        self.total = 0
        self.broken: set[int] = set()  # records with bytes not UTF-8 (said already)
        self.group_starts: list[int] = []  # the number of each row group's first record

    def take_valid(self, columns: list[list]) -> bool:
        """Take a whole batch at once when every row of it is a valid record with a new doc_id
        (checked a column at a time, as the JSON fast path checks a batch); False: nothing taken."""
        ids, refs, languages, titles, bodies = columns
        limits = self.limits
        if not ids or any(None in column for column in columns):
            return False
        if not (limits.all_valid("doc_id", ids) and limits.all_valid("source_ref", refs)
                and all(map(limits.is_language, set(languages)))):
            return False
        for texts, most in ((titles, limits.max_title), (bodies, limits.max_body)):
            lengths = list(map(len, texts))
            if min(lengths) < 1 or max(lengths) > most:
                return False
        if len(set(ids)) != len(ids) or not self.seen.keys().isdisjoint(ids):
            return False
        first = self.total + 1
        self.total += len(ids)
        self.seen.update(zip(ids, range(first, self.total + 1), strict=True))
        self.records.extend(map(Record, ids, refs, languages, titles, bodies))
        return True

    def take(self, record: dict, group: int, row: int) -> None:
        self.total += 1
        number = self.total
        if number in self.broken:
            return
        found = record_problems(record, self.limits, number=number)
        if found:
            self.problems += [p.located(path=self.name, message=p.message + self._where(group, row, p.field))
                              for p in found]
            return
        doc_id = record["doc_id"]
        first = self.seen.setdefault(doc_id, number)
        if first != number:
            where = self._where(group, row, "doc_id")
            sentence = f"doc_id {doc_id!r} is already used by record {first}{self._place_of(first)}{where}"
            self.problems.append(Problem("duplicate_doc_id", sentence, record=number, doc_id=doc_id,
                                         field="doc_id", path=self.name))
            return
        self.records.append(Record(**record))

    def _place_of(self, number: int) -> str:
        """`` at row group G, row R`` of record ``number`` ("" when not known)."""
        at = bisect.bisect_right(self.group_starts, number) - 1
        if at < 0:
            return ""
        return f" at row group {at + 1}, row {number - self.group_starts[at] + 1}"

    def _where(self, group: int, row: int, field: str | None) -> str:
        """Row group and row, and for a mapped read the column the field was read from."""
        if self.read is None or field not in self.read:
            return f" (row group {group}, row {row})"
        return f" (row group {group}, row {row}, column {self.read[field]!r})"

    def finish(self) -> list[Problem]:
        most = self.limits.max_records
        if self.total == 0 and not self.problems:
            sentence = f"no records in the file; the {self.limits.name} profile accepts "
            self.problems.append(Problem("records", sentence + self.limits.records_rule, path=self.name))
        elif most is not None and self.total > most:
            sentence = (f"the file holds {self.total:,} records; the {self.limits.name} "
                        f"profile accepts {self.limits.records_rule}")
            self.problems.append(Problem("records", sentence, record=most + 1, path=self.name))
        return self.problems

