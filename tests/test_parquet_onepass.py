"""``docdedup group`` on Parquet in one pass: the canonical bytes joined from Arrow's UTF-8
give the thorough path's report byte for byte, in one process or several (ranges of rows
cut between row groups, or one row group read by one process for all); anything the
thorough reader would judge is left to it."""

from __future__ import annotations

import json

import pytest

from core.input.limits import LIMITS_BY_NAME
from core.onepass import exchange, group_file, parquet_rows, run
from tests.helpers import run_cli, thorough_report

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")

CORPUS = LIMITS_BY_NAME["corpus"]
TEXTS = ['a "quoted" word', "back\\slash", "two\nlines", "crlf\r\nline", "tab\there", "سلام دنیا",
         "emoji \N{GRINNING FACE} and \N{ZERO WIDTH NON-JOINER}", "/ slash", "plain", "\u2028 line sep"]


def _records(count: int = 60) -> list[dict]:
    return [{"doc_id": f"d{i:03}", "source_ref": f"s/{i}", "language": ("fa", "en", "en-GB")[i % 3],
             "title": TEXTS[i % 7], "body": TEXTS[(i * 3) % len(TEXTS)] * (1 + i % 2)} for i in range(count)]


def _write(path, records, *, row_group_size=16, large=False):
    kind = pyarrow.large_string() if large else pyarrow.string()
    schema = pyarrow.schema([(name, kind) for name in ("doc_id", "source_ref", "language", "title", "body")])
    table = pyarrow.Table.from_pylist(records, schema=schema)
    parquet.write_table(table, path, row_group_size=row_group_size)
    return str(path)



@pytest.fixture
def small_ranges(monkeypatch):
    """Batches of 5 rows (a batch ends inside a row group) and a process for any file size."""
    monkeypatch.setattr(parquet_rows, "_BATCH_ROWS", 5)
    monkeypatch.setattr(run, "MIN_RANGE_BYTES", 1)


@pytest.mark.parametrize("format", ["json", "csv"])
@pytest.mark.parametrize("jobs", [1, 2, 3])
@pytest.mark.parametrize("large", [False, True])
def test_the_one_pass_gives_the_thorough_bytes(tmp_path, small_ranges, format, jobs, large):
    path = _write(tmp_path / "corpus.parquet", _records(), large=large)
    fast = group_file(path, limits=CORPUS, jobs=jobs, format=format)
    assert fast is not None
    assert fast == thorough_report(path, CORPUS, format)
    lines = tmp_path / "corpus.jsonl"
    lines.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in _records()), encoding="utf-8")
    assert fast == group_file(str(lines), limits=CORPUS, jobs=1, format=format)


def test_several_processes_do_share_the_rows(tmp_path, small_ranges, monkeypatch):
    path = _write(tmp_path / "corpus.parquet", _records())
    seen = []
    real = exchange.group_in_processes

    def watched(layout, ranges, *rest):
        seen.append(ranges)
        return real(layout, ranges, *rest)

    monkeypatch.setattr(exchange, "group_in_processes", watched)
    assert group_file(path, limits=CORPUS, jobs=3) == group_file(path, limits=CORPUS, jobs=1)
    assert seen == [[(0, 16), (16, 32), (32, 60)]]  # cut between row groups of 16 rows


def _with(change):
    records = _records()
    change(records)
    return records


DOUBTS = {
    "a null title": lambda r: r[33].update(title=None),
    "a control character": lambda r: r[40].update(body="bell \x07"),
    "a NUL": lambda r: r[2].update(title="nul \x00"),
    "a language not valid": lambda r: r[50].update(language="english language"),
    "an empty body": lambda r: r[17].update(body=""),
    "a doc_id not valid": lambda r: r[5].update(doc_id="has space"),
    "a doc_id in two row groups": lambda r: r[59].update(doc_id="d001"),
}


@pytest.mark.parametrize("case", DOUBTS)
@pytest.mark.parametrize("jobs", [1, 2])
def test_what_the_thorough_reader_judges_is_left_to_it(tmp_path, small_ranges, case, jobs):
    path = _write(tmp_path / "corpus.parquet", _with(DOUBTS[case]))
    assert group_file(path, limits=CORPUS, jobs=jobs) is None


def test_bounds_count_characters_not_bytes(tmp_path):
    seed = LIMITS_BY_NAME["seed"]
    most = "ب" * seed.max_body  # twice as many bytes as characters: still within the bound
    path = _write(tmp_path / "long.parquet", [dict(r, body=most) for r in _records(8)])
    assert group_file(path, limits=seed) == thorough_report(path, seed, "json")
    over = _write(tmp_path / "over.parquet", [dict(r, body=most + "ب") for r in _records(8)])
    assert group_file(over, limits=seed) is None


def test_bytes_not_utf8_are_left_to_the_thorough_path(tmp_path):
    broken = pyarrow.Array.from_buffers(pyarrow.string(), 1, [None, pyarrow.py_buffer(b"\0\0\0\0\3\0\0\0"),
                                                              pyarrow.py_buffer(b"a\xed\xa0")])
    columns = {name: pyarrow.array([value]) for name, value in _records(1)[0].items()}
    path = tmp_path / "broken.parquet"
    parquet.write_table(pyarrow.table(columns | {"body": broken}), path)
    assert group_file(str(path), limits=CORPUS) is None
    done = run_cli("group", str(path))
    assert "Traceback" not in done.stderr


def test_with_many_row_groups_the_ranges_are_cut_between_them(tmp_path, small_ranges, monkeypatch):
    path = _write(tmp_path / "corpus.parquet", _records(), row_group_size=4)  # 15 row groups
    seen = []
    real = exchange.group_in_processes

    def watched(layout, ranges, *rest):
        seen.append(ranges)
        return real(layout, ranges, *rest)

    monkeypatch.setattr(exchange, "group_in_processes", watched)
    assert group_file(path, limits=CORPUS, jobs=3) == thorough_report(path, CORPUS, "json")
    [ranges] = seen
    assert len(ranges) == 3 and all(start % 4 == 0 for start, _ in ranges) and ranges[-1][1] == 60


def test_one_row_group_is_read_by_the_first_process_for_all(tmp_path, small_ranges):
    path = _write(tmp_path / "corpus.parquet", _records(), row_group_size=100)
    layout = parquet_rows.parquet_layout(path)
    # a later range would decode the rows before it too: the others' ranges are empty
    assert parquet_rows.row_ranges(layout, 2)[1] == [(0, 60), (60, 60)]
    assert parquet_rows.row_ranges(layout, 3)[1] == [(0, 60), (60, 60), (60, 60)]
    assert parquet_rows.shares_rows(layout, parquet_rows.row_ranges(layout, 3)[1])


@pytest.mark.parametrize("format", ["json", "csv"])
@pytest.mark.parametrize("jobs", [2, 3])
def test_one_row_group_read_by_several_processes_gives_the_bytes_of_one(tmp_path, small_ranges, jobs, format):
    path = _write(tmp_path / "corpus.parquet", _records(), row_group_size=100)
    together = group_file(path, limits=CORPUS, jobs=jobs, format=format)
    assert together is not None
    assert together == group_file(path, limits=CORPUS, jobs=1, format=format)


@pytest.mark.parametrize(("start", "stop"), [(0, 60), (7, 60), (20, 37), (33, 34), (0, 16), (16, 48)])
def test_a_range_of_rows_inside_row_groups_is_read_exactly(tmp_path, small_ranges, start, stop):
    path = _write(tmp_path / "corpus.parquet", _records())
    layout = parquet_rows.parquet_layout(path)
    batches = list(parquet_rows.scan_rows(layout, start, stop, CORPUS))
    read = [doc_id for batch in batches for doc_id in batch.doc_ids]
    assert read == [f"d{i:03}" for i in range(start, stop)]
