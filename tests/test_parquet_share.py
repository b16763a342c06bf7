"""One process reads a Parquet file of fewer row groups than processes and hands batches to
the others through shared memory (core.onepass.parquet_share): each batch arrives as it was
read, a batch too large for a slot stays with the reader, and a reader that stops or ends
is a doubt for the others, never a wait without end."""

from __future__ import annotations

import threading

import pytest

from core.input.limits import LIMITS_BY_NAME
from core.onepass import group_file, parquet_rows, parquet_share, run
from core.onepass.parquet_share import RowShare
from core.onepass.scan import Doubt
from core.records import FIELDS

pyarrow = pytest.importorskip("pyarrow")
parquet = pytest.importorskip("pyarrow.parquet")

CORPUS = LIMITS_BY_NAME["corpus"]


def _columns(first: int, count: int) -> list:
    rows = range(first, first + count)
    return [pyarrow.array([f"d{i}" for i in rows]), pyarrow.array([f"s/{i}" for i in rows]),
            pyarrow.array(["fa"] * count), pyarrow.array([f"عنوان {i}" for i in rows]),
            pyarrow.array([f"متن\r\n{i} \N{ZERO WIDTH NON-JOINER}" for i in rows])]


def _hand_in_a_thread(share: RowShare, batches: list, kept: list, stop_with: Exception | None = None):
    """Process 0's part, in a thread: hand ``batches`` out, keep the rest; then stop with
    ``stop_with`` (a doubt of the reader's) when given."""

    def read():
        yield from batches
        if stop_with is not None:
            raise stop_with

    def reader():
        try:
            kept.extend(share.hand_out(read(), list(FIELDS)))
        except Doubt:
            pass

    thread = threading.Thread(target=reader)
    thread.start()
    return thread


def test_each_batch_arrives_where_it_is_sent_as_it_was_read():
    share = RowShare(1)
    batches = [_columns(first, 50) for first in range(0, 500, 50)]
    kept: list = []
    thread = _hand_in_a_thread(share, batches, kept)
    received = []
    for columns, free in share.received(0):
        received.append([column.to_pylist() for column in columns])
        free()
    thread.join()
    everything = received + [[column.to_pylist() for column in columns] for columns in kept]
    assert len(received) > 0
    assert sorted(everything) == sorted([[column.to_pylist() for column in columns] for columns in batches])


def test_a_batch_too_large_for_a_slot_stays_with_the_reader(monkeypatch):
    monkeypatch.setattr(parquet_share, "_SLOT_BYTES", 1 << 12)  # 4 kB: the IPC stream of a batch is larger
    share = RowShare(1)
    batches = [_columns(first, 200) for first in range(0, 600, 200)]
    kept: list = []
    thread = _hand_in_a_thread(share, batches, kept)
    assert list(share.received(0)) == []
    thread.join()
    assert [columns[0].to_pylist() for columns in kept] == [columns[0].to_pylist() for columns in batches]


def test_a_reader_that_stops_is_a_doubt_for_the_receiver():
    share = RowShare(1)
    thread = _hand_in_a_thread(share, [_columns(0, 10)], [], stop_with=Doubt())
    with pytest.raises(Doubt):
        for _batch, free in share.received(0):
            free()
    thread.join()


def test_a_reader_that_ends_without_a_word_is_a_doubt_for_the_receiver():
    share = RowShare(1)
    share.keep_for(1)  # this process receives; the reader's end of the pipe is closed
    with pytest.raises(Doubt):
        list(share.received(0))


@pytest.fixture
def one_row_group(tmp_path, monkeypatch):
    monkeypatch.setattr(parquet_rows, "_BATCH_ROWS", 5)
    monkeypatch.setattr(run, "MIN_RANGE_BYTES", 1)
    records = [{"doc_id": f"d{i:03}", "source_ref": f"s/{i}", "language": "fa", "title": "عنوان",
                "body": f"متن {i % 7}"} for i in range(200)]
    return records, tmp_path / "corpus.parquet"


@pytest.mark.parametrize("jobs", [2, 3])
def test_a_text_the_thorough_reader_judges_in_any_batch_is_a_doubt(one_row_group, jobs):
    records, path = one_row_group
    for row in (3, 101, 197):  # in the reader's batches or another process's, whichever
        records[row]["body"] = "a bell \x07 rings"
    parquet.write_table(pyarrow.Table.from_pylist(records), path)
    assert group_file(str(path), limits=CORPUS, jobs=jobs) is None


@pytest.mark.parametrize("jobs", [2, 3])
def test_one_row_group_shared_by_processes_groups_as_one(one_row_group, jobs):
    records, path = one_row_group
    parquet.write_table(pyarrow.Table.from_pylist(records), path)
    shared = group_file(str(path), limits=CORPUS, jobs=jobs)
    assert shared is not None and shared == group_file(str(path), limits=CORPUS, jobs=1)
