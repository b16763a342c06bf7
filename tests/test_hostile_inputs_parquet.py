"""Parquet files as other programs write them: dictionary (pandas category) columns, large
strings, one row per row group, extra and reordered columns read as the same records;
and files that cannot be records (two columns of one name, a row group that cannot be
decoded, a cut footer, a file that only starts like Parquet) said, never a traceback."""

from __future__ import annotations

import json
import re

import pytest

from core.input.loader import load_records
from tests.helpers import run_cli

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")

FIELDS = ("doc_id", "source_ref", "language", "title", "body")
COMMANDS = {
    "group": ["group", "{file}", "--format", "json"],
    "chars": ["chars", "{file}", "--format", "json"],
    "neighbours": ["neighbours", "{file}"],
    "similar": ["similar", "{file}", "d0"],
    "explain": ["explain", "{file}", "d0", "d5", "--format", "json"],
    "canonical": ["canonical", "{file}", "d7", "--format", "hex"],
    "review status": ["review", "status", "{file}", "--format", "json"],
    "review export": ["review", "export", "{file}", "--format", "csv"],
}
_PLACE = re.compile(r'"(line|column)": (\d+|null)')  # a Parquet file has no lines


def _records(count: int = 20) -> list[dict]:
    return [{"doc_id": f"d{i}", "source_ref": f"s{i}", "language": "en", "title": f"t{i % 5}",
             "body": f"body {i % 5}" + (" \N{RIGHT-TO-LEFT OVERRIDE}" if i == 7 else "")}
            for i in range(count)]


def _run(argv: list[str], path) -> tuple[int, str, str]:
    done = run_cli(*(str(path) if part == "{file}" else part for part in argv))
    return done.returncode, _PLACE.sub("-", done.stdout.replace(str(path), "F")), done.stderr


@pytest.fixture(scope="module")
def plain_outputs(tmp_path_factory):
    path = tmp_path_factory.mktemp("plain") / "corpus.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in _records()), encoding="utf-8")
    return {name: _run(argv, path)[:2] for name, argv in COMMANDS.items()}


def _columns(records, kind=None) -> dict:
    return {f: pyarrow.array([r[f] for r in records], kind) for f in FIELDS}


SAME_RECORDS = {
    "dictionary columns (pandas' categories)": lambda: pyarrow.table(
        {f: pyarrow.array([r[f] for r in _records()]).dictionary_encode() for f in FIELDS}),
    "large strings": lambda: pyarrow.table(_columns(_records(), pyarrow.large_string())),
    "extra and reordered columns": lambda: pyarrow.table(
        {"extra": list(range(20)), **dict(reversed(_columns(_records()).items()))}),
}


@pytest.mark.parametrize("case", SAME_RECORDS)
@pytest.mark.parametrize("row_group_size", [1, 7, 100])
def test_the_same_records_written_any_way_say_the_same(tmp_path, plain_outputs, case, row_group_size):
    path = tmp_path / "corpus.parquet"
    parquet.write_table(SAME_RECORDS[case](), path, row_group_size=row_group_size)
    for name, argv in COMMANDS.items():
        assert _run(argv, path)[:2] == plain_outputs[name], name


def test_two_columns_of_one_name_are_said_by_every_command(tmp_path):
    table = pyarrow.table(_columns(_records())).append_column("title", pyarrow.array(["x"] * 20))
    path = tmp_path / "two.parquet"
    parquet.write_table(table, path)
    [problem] = load_records(path).problems
    assert problem.message.startswith("the Parquet file has 2 columns named 'title'")
    for name, argv in COMMANDS.items():
        code, _, stderr = _run(argv, path)
        assert code != 0 and "Traceback" not in stderr, name
        assert f"{path}: file: the Parquet file has 2 columns named 'title'" in stderr, name


def test_a_row_group_that_cannot_be_decoded_is_named(tmp_path):
    path = tmp_path / "corrupt.parquet"
    parquet.write_table(pyarrow.table(_columns(_records())), path, row_group_size=10)
    data = bytearray(path.read_bytes())
    second = parquet.ParquetFile(path).metadata.row_group(1).column(4)  # the body of row group 2
    start = second.dictionary_page_offset or second.data_page_offset
    data[start + 20:start + 60] = bytes(40)
    path.write_bytes(bytes(data))
    loaded = load_records(path)
    [problem] = loaded.problems
    assert problem.message.startswith("the Parquet file cannot be read on (row group 2 of 2)")
    assert len(loaded.records) == 10  # row group 1's
    code, _, stderr = _run(COMMANDS["group"], path)
    assert code != 0 and "Traceback" not in stderr and "(row group 2 of 2)" in stderr


@pytest.mark.parametrize("case", ["cut footer", "only PAR1", "PAR1 then JSON Lines", "zero rows"])
def test_a_file_that_is_no_parquet_records_is_said(tmp_path, case):
    path = tmp_path / "bad.parquet"
    parquet.write_table(pyarrow.table(_columns(_records())), path)
    whole = path.read_bytes()
    data = {"cut footer": whole[:-9], "only PAR1": b"PAR1",
            "PAR1 then JSON Lines": b"PAR1" + b"".join(json.dumps(r).encode() + b"\n" for r in _records())}
    if case == "zero rows":
        parquet.write_table(pyarrow.table(_columns([], pyarrow.string())), path)
    else:
        path.write_bytes(data[case])
    before = path.read_bytes()
    for name, argv in COMMANDS.items():
        code, _, stderr = _run(argv, path)
        assert code != 0 and "Traceback" not in stderr, name
        assert stderr.startswith(f"{path}: "), name
    assert path.read_bytes() == before


@pytest.mark.parametrize("field", ["doc_id", "source_ref", "language"])
def test_an_id_or_language_that_is_not_utf8_is_located_by_every_command(tmp_path, field):
    columns = _columns(_records())
    values = [r[field].encode() for r in _records()]
    values[4] = b"x\xe6y"  # Arrow does not check a string column's bytes
    columns[field] = pyarrow.array(values, pyarrow.binary()).view(pyarrow.string())
    path = tmp_path / "bytes.parquet"
    parquet.write_table(pyarrow.table(columns), path)
    said = (f"{path}: encoding: the {field} of record 5 is not UTF-8 (byte 0xE6 at byte 1) "
            f"(row group 1, row 5, column {field})")
    for name, argv in COMMANDS.items():
        code, _, stderr = _run(argv, path)
        assert code != 0 and "Traceback" not in stderr, name
        assert said in stderr, name


def test_a_column_name_that_is_not_utf8_is_said(tmp_path):
    path = tmp_path / "name.parquet"
    parquet.write_table(pyarrow.table(_columns(_records())), path)
    data = path.read_bytes()
    footer = len(data) - 8 - int.from_bytes(data[-8:-4], "little")
    at = data.index(b"source_ref", footer)  # the name in the file's schema, after the data
    path.write_bytes(data[:at] + b"\xecource_ref" + data[at + len(b"source_ref"):])
    [problem] = load_records(path).problems
    assert problem.code == "file" and problem.message.startswith("the Parquet file cannot be read")
    code, _, stderr = _run(COMMANDS["group"], path)
    assert code != 0 and "Traceback" not in stderr
    assert f"{path}: file: the Parquet file cannot be read" in stderr
