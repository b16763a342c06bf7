"""A result's records are checked on every read: a shard changed after opening is never a member.

The result opens (every member checked once); then the shard is edited, truncated or
replaced while it is open. Each later read says so, with the same located sentence as
at opening, as an UnreadRecord in the record's place: nothing raises, nothing stale or
empty passes for the record.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from core.output.result_reader import inspect_result
from core.records import Record, UnreadRecord, unread_problem
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json
from tests.test_result_checked import _rewrite_line


def _opened(tmp_path: Path):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B, RECORD_C], lines=True)
    ran = run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl")
    assert ran.returncode == 0, ran.stderr
    inspection = inspect_result(str(tmp_path / "g.jsonl"))
    return inspection, shard


def _edited_b() -> str:
    """B with its body reversed: the same length, other bytes (what an edit in place leaves)."""
    return json.dumps(dict(RECORD_B, body=RECORD_B["body"][::-1]), ensure_ascii=False)


def test_a_member_rewritten_in_place_after_opening_is_read_as_changed(tmp_path):
    inspection, shard = _opened(tmp_path)
    records, a, b = inspection.records, inspection.index_of_doc_id["A"], inspection.index_of_doc_id["B"]
    assert records[b] == Record(**RECORD_B)  # as it was when the result opened
    _rewrite_line(shard, 2, _edited_b())
    changed = records[b]
    assert isinstance(changed, UnreadRecord)
    assert unread_problem(changed) == (f"{shard}:2: the record 'B' changed since the result was written "
                                       "(its canonical bytes differ); group it again")
    assert (changed.doc_id, changed.source_ref, changed.title, changed.body) == ("B", "Ref2", "", "")
    assert records[a] == Record(**RECORD_A) and unread_problem(records[a]) is None
    assert records.unread == {b: unread_problem(changed)}


def test_a_record_kept_from_an_earlier_read_is_not_served_once_its_shard_changes(tmp_path):
    inspection, shard = _opened(tmp_path)
    long_ago = time.time() - 3600
    os.utime(shard, (long_ago, long_ago))  # a shard written long before: its records are kept once read
    records, b = inspection.records, inspection.index_of_doc_id["B"]
    assert records[b] == Record(**RECORD_B)
    _rewrite_line(shard, 2, _edited_b())
    os.utime(shard, (long_ago, long_ago))  # even its times put back as they were
    assert "changed since the result was written" in unread_problem(records[b])


def test_a_shard_truncated_after_opening_makes_every_member_a_sentence(tmp_path):
    inspection, shard = _opened(tmp_path)
    shard.write_bytes(b"")
    problems = [unread_problem(record) for record in inspection.records]
    assert problems == [f"{shard}:1: no longer holds the record 'A'; the shard changed since the result was "
                        "written, group it again",
                        f"{shard}:2: no longer holds the record 'B'; the shard changed since the result was "
                        "written, group it again"]


def test_a_fifo_in_place_of_a_shard_after_opening_is_a_sentence_not_a_hang(tmp_path):
    inspection, shard = _opened(tmp_path)
    shard.unlink()
    os.mkfifo(shard)
    assert unread_problem(inspection.records[0]) == (
        f"{shard}:1: cannot read the record of 'A' again: not a regular file: it is a named pipe (FIFO); "
        "give a regular file")


def test_a_shard_put_back_as_it_was_reads_again(tmp_path):
    inspection, shard = _opened(tmp_path)
    original = shard.read_bytes()
    records, b = inspection.records, inspection.index_of_doc_id["B"]
    _rewrite_line(shard, 2, _edited_b())
    assert isinstance(records[b], UnreadRecord)
    shard.write_bytes(original)
    assert records[b] == Record(**RECORD_B) and records.unread == {}


def test_work_over_every_record_refuses_a_result_whose_shard_changed(tmp_path):
    """The near-identical analysis, the census and a similarity query over a changed result: each
    fails with the sentence instead of counting the changed record as empty text."""
    from core.session import InspectorSession
    from tests.test_session import Heard

    shard = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_B], lines=True)
    assert run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    heard = Heard()
    session = InspectorSession(listener=heard)
    session.open(tmp_path / "g.jsonl", reader=lambda path, progress: inspect_result(path, progress=progress))
    edited_a = json.dumps(dict(RECORD_A, body=RECORD_A["body"][::-1]), ensure_ascii=False)
    _rewrite_line(shard, 1, edited_a)  # the representative, which each of them reads
    heard.events.clear()
    session.analyse()
    session.take_census()
    session.find_similar(0)
    said = (f"{shard}:1: the record 'A' changed since the result was written (its canonical bytes differ); "
            "group it again")
    assert [event for event in heard.events if event[0] == "failed"] == [
        ("failed", "analysis", said), ("failed", "census", said), ("failed", "similar", said)]
    session.review.close()
