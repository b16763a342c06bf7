"""Where the census says a character first stands (FILE:LINE:COL of its record's ``{``):
exact on every shape a corpus arrives in, on the fast path, in several byte ranges and on
the thorough path, and found counting each byte of the file once."""

from __future__ import annotations

import pytest

import core.census.run as census_run
import core.input.positions as positions
from core.census.run import census_files
from core.input.limits import CORPUS_LIMITS
from tests.shape_files import SHAPES, write_shape

PRIVATE_USE = 0xE000


def _records(count: int) -> list[dict]:
    """Each record holds a character of its own (a private-use one), some Persian around it."""
    return [{"doc_id": f"d{i}", "source_ref": f"s{i}", "language": "en", "title": f"t{i}",
             "body": f"\N{ARABIC LETTER FARSI YEH} x{i} {chr(PRIVATE_USE + i)} \N{ARABIC LETTER KEHEH}"}
            for i in range(count)]


def _brace_of(path, doc_id: str) -> tuple[int, int]:
    """(line, column) of the ``{`` of the record ``doc_id``, counted from the text as an editor shows it."""
    text = path.read_bytes().decode("utf-8").removeprefix("\N{ZERO WIDTH NO-BREAK SPACE}")
    at = text.index(f'"doc_id": "{doc_id}"')
    brace = text.rindex("{", 0, at)
    line_start = text.rfind("\n", 0, brace) + 1
    return text.count("\n", 0, brace) + 1, brace - line_start + 1


def _places(result) -> dict[str, tuple]:
    return {row.first.doc_id: (row.first.path, row.first.record, row.first.line, row.first.column)
            for row in result.tally.rows()}


def _expected(path, count: int) -> dict[str, tuple]:
    return {f"d{i}": (str(path), i + 1, *_brace_of(path, f"d{i}")) for i in range(count)}


@pytest.mark.parametrize("shape", SHAPES)
def test_every_first_occurrence_is_located_exactly_on_every_shape(tmp_path, shape):
    path = write_shape(tmp_path, shape, _records(60))
    result = census_files([str(path)], limits=CORPUS_LIMITS, jobs=1)
    assert result.problems == [] and result.total_records == 60
    assert _places(result) == _expected(path, 60)


@pytest.mark.parametrize("shape", SHAPES)
def test_byte_ranges_read_apart_locate_as_one_range_does(tmp_path, monkeypatch, shape):
    path = write_shape(tmp_path, shape, _records(400))
    monkeypatch.setattr(census_run, "MIN_RANGE_BYTES", 1024)
    ranges = []
    split = census_run.split
    monkeypatch.setattr(census_run, "split", lambda *a: ranges.append(split(*a)) or ranges[-1])
    result = census_files([str(path)], limits=CORPUS_LIMITS, jobs=2)
    assert len(ranges[0]) == 2  # a second range, read in a child, whose places are shifted here
    assert _places(result) == _expected(path, 400)


@pytest.mark.parametrize("shape", SHAPES)
def test_small_batches_locate_as_one_batch_does(tmp_path, monkeypatch, shape):
    path = write_shape(tmp_path, shape, _records(300))
    batches = census_run.batches
    monkeypatch.setattr(census_run, "batches", lambda *a, **k: batches(*a, **k, size=700))
    result = census_files([str(path)], limits=CORPUS_LIMITS, jobs=1)
    assert _places(result) == _expected(path, 300)


@pytest.mark.parametrize("shape", SHAPES)
def test_the_thorough_path_locates_as_the_fast_path_does(tmp_path, shape):
    records = _records(50)
    records.append(dict(records[0]))  # a repeated doc_id: the thorough path reads the file
    path = write_shape(tmp_path, shape, records)
    result = census_files([str(path)], limits=CORPUS_LIMITS, jobs=1)
    assert [p.code for p in result.problems] == ["duplicate_doc_id"]
    assert _places(result) == _expected(path, 50)


@pytest.mark.parametrize("shape", ["one-line", "jsonl"])
def test_locating_counts_each_byte_once_however_many_first_occurrences(tmp_path, monkeypatch, shape):
    # 2,000 first occurrences: reading back to the line's start for each (the whole file, on
    # one line) or counting from the batch's start would count each byte hundreds of times.
    path = write_shape(tmp_path, shape, _records(2000))
    counted = []
    characters = positions.characters
    monkeypatch.setattr(positions, "characters", lambda data, start, stop: counted.append(stop - start)
                        or characters(data, start, stop))
    result = census_files([str(path)], limits=CORPUS_LIMITS, jobs=1)
    assert len(result.tally.rows()) >= 2000
    assert sum(counted) <= path.stat().st_size



@pytest.mark.parametrize("shape", ["one-line", "jsonl"])
def test_the_census_grows_with_the_file_not_with_its_square(tmp_path, shape):
    # Before: each first occurrence read back to its line's start (on one line, the whole
    # file) or counted lines from its batch's start: 4x the records took 10-16x the time.
    import time

    def seconds(count: int) -> float:
        path = write_shape(tmp_path, shape, _records(count))
        runs = []
        for _ in range(3):
            started = time.perf_counter()
            census_files([str(path)], limits=CORPUS_LIMITS, jobs=1)
            runs.append(time.perf_counter() - started)
        return min(runs)

    assert seconds(8000) < 7 * seconds(2000)


def test_shards_are_counted_by_the_fast_path_as_the_thorough_path_counts_them(tmp_path, monkeypatch):
    records = _records(90)
    first = write_shape(tmp_path, "one-line", records[:40])
    second = write_shape(tmp_path, "crlf", records[40:])
    thorough = census_run._thorough([str(first), str(second)], CORPUS_LIMITS, None)
    loaded = []
    monkeypatch.setattr(census_run, "load_shard", lambda *a: loaded.append(a))  # never called
    fast = census_files([str(first), str(second)], limits=CORPUS_LIMITS, jobs=1)
    assert loaded == [] and fast.problems == [] and fast.total_records == thorough.total_records == 90
    assert _places(fast) == _places(thorough)
    assert _places(fast)["d45"] == (str(second), 6, 6, 1)


def test_a_doc_id_in_two_shards_is_still_said(tmp_path):
    records = _records(20)
    first = write_shape(tmp_path, "jsonl", records[:12])
    second = write_shape(tmp_path, "one-line", [*records[12:], records[3]])
    result = census_files([str(first), str(second)], limits=CORPUS_LIMITS, jobs=1)
    assert [(p.code, p.path) for p in result.problems] == [("duplicate_doc_id", str(second))]


@pytest.mark.parametrize(("char", "kind"), [
    ("\U000F0000", "private-use"), ("\N{MATHEMATICAL BOLD CAPITAL A}", "compatibility"),
    ("\N{TAG LATIN CAPITAL LETTER A}", "tag"), ("\N{VARIATION SELECTOR-17}", "variation-selector"),
    ("\U0001FFFE", "noncharacter"), ("\U00050000", "unassigned"),
    ("\N{MUSICAL SYMBOL HALF NOTE}", "not-nfc"), ("\N{GRINNING FACE}", None),
])
def test_a_character_beyond_the_bmp_gets_its_kind_folding_only_what_decides_it(char, kind):
    # Each fold is run only when the precedence of kinds asks for it (a census of 80,000
    # distinct private-use characters spent 44% of its time running all eight for each).
    from core.census.characters import kind_of

    assert kind_of(char) == kind
