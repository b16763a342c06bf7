"""Similar groups: the seed's C (mV) comes up as A's neighbour with a content edit."""

import json
from pathlib import Path

import pytest

from core import Record, SimilarityIndex, UnknownDocId, find_similar, form_groups
from core.differences.bounds import TooLong

SEED = Path(__file__).resolve().parents[1] / "resources" / "examples" / "seed_records.json"


def seed_records():
    return [Record(**record) for record in json.loads(SEED.read_text(encoding="utf-8"))]


def test_seed_c_is_similar_to_a_with_a_content_edit():
    records = seed_records()
    found = find_similar(records, form_groups(records), "A")
    assert [entry["representative"] for entry in found] == ["C"]
    assert found[0]["classes"] == ["content-edit"] and found[0]["near_identical"] is False
    assert 0.9 <= found[0]["score"] < 1


def test_member_doc_id_finds_its_group():
    records = seed_records()
    assert find_similar(records, form_groups(records), "B")[0]["representative"] == "C"


def test_threshold_and_top():
    records = [Record(f"D{i}", "r", "en", "title", "x" * 50 + "y" * i) for i in range(8)]
    groups = form_groups(records)
    index = SimilarityIndex(records, groups)
    matches = index.query(0, top=3, min_score=0.9)
    assert [m.group for m in matches] == [1, 2, 3]
    assert all(m.score >= 0.9 for m in index.query(0, top=10, min_score=0.9))
    assert index.query(0, min_score=0.999) == []


def test_invisible_differences_do_not_lower_the_score():
    records = [Record("A", "r", "fa", "t", "a\nb"), Record("B", "r", "fa", "t", "a\r\nb")]
    [match] = SimilarityIndex(records, form_groups(records)).query(0)
    assert match.score == 1.0


def test_unknown_doc_id():
    records = seed_records()
    with pytest.raises(UnknownDocId, match="nope"):
        find_similar(records, form_groups(records), "nope")


def test_groups_longer_than_the_cap_are_left_out_and_cannot_be_queried():
    long_body = "x" * 300
    records = [Record("A", "r", "en", "t", long_body), Record("B", "r", "en", "t", long_body + "y"),
               Record("C", "r", "en", "t", "x" * 50), Record("D", "r", "en", "t", "x" * 51)]
    groups = form_groups(records)
    index = SimilarityIndex(records, groups, max_length=100)
    assert index.skipped == 2
    assert [m.group for m in index.query(2)] == [3]
    with pytest.raises(TooLong, match=r"'A' has 301 code points; similar takes texts of up to 100"):
        find_similar(records, groups, "A", max_length=100)
    assert [e["representative"] for e in find_similar(records, groups, "A", max_length=None)] == ["B"]


def test_building_and_querying_report_progress_and_stop_when_asked():
    from core.progress import Cancelled

    records = [Record(f"D{i}", "r", "en", f"t{i:04}", "x" * 50) for i in range(4500)]
    groups = form_groups(records)
    heard = []
    index = SimilarityIndex(records, groups, progress=lambda done, total: heard.append((done, total)))
    assert heard == [(0, 4500), (2000, 4500), (4000, 4500), (4500, 4500)]
    heard.clear()
    matches = index.query(0, min_score=0.5, progress=lambda done, total: heard.append((done, total)))
    assert len(matches) == 10
    assert heard == [(0, 4500), (2000, 4500), (4000, 4500), (4500, 4500)]
    with pytest.raises(Cancelled):
        SimilarityIndex(records, groups, progress=lambda done, total: False)
    with pytest.raises(Cancelled):
        index.query(0, min_score=0.5, progress=lambda done, total: False)
