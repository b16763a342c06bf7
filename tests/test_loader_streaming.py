"""The streamed fast path: many small batches give exactly what one big read gives."""

from __future__ import annotations

import json

import pytest

import core.input.loader
from core import load_records


@pytest.fixture
def small_batches(monkeypatch):
    monkeypatch.setattr(core.input.loader, "_BATCH", 1024)


def records(count: int, body: str = "\N{ARABIC LETTER FARSI YEH} text") -> list[dict]:
    return [
        {"doc_id": f"d{i:04d}", "source_ref": f"r{i}", "language": "fa", "title": f"t{i % 7}",
         "body": f"{body} {i % 11}"}
        for i in range(count)
    ]


def as_dicts(loaded) -> list[dict]:
    return [record.as_dict() for record in loaded.records]


@pytest.mark.parametrize("lines", [False, True])
def test_many_batches_load_every_record(tmp_path, small_batches, lines):
    expected = records(400)
    path = tmp_path / ("in.jsonl" if lines else "in.json")
    if lines:
        path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\r\n" for r in expected).rstrip())
    else:
        path.write_text(json.dumps(expected, ensure_ascii=False, indent=2))
    loaded = load_records(path)
    assert loaded.problems == []
    assert loaded.format == ("jsonl" if lines else "json")
    assert as_dicts(loaded) == expected


def test_a_boundary_lookalike_inside_a_string_is_not_a_cut(tmp_path, small_batches):
    expected = records(300, body="a}, {b")
    path = tmp_path / "in.json"
    path.write_text(json.dumps(expected, ensure_ascii=False))
    loaded = load_records(path)
    assert loaded.problems == []
    assert as_dicts(loaded) == expected


def test_a_repeated_doc_id_in_a_later_batch_is_located(tmp_path, small_batches):
    data = records(300)
    data[250]["doc_id"] = "d0003"
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in data))
    loaded = load_records(path)
    assert [str(p) for p in loaded.problems] == [
        f"{path}:251:12: duplicate_doc_id: doc_id 'd0003' is already used by record 4 at line 4 "
        "(record 251, doc_id d0003, field doc_id)"
    ]
    assert len(loaded.records) == 299


def test_blank_lines_between_batches_are_ignored(tmp_path, small_batches):
    expected = records(200)
    path = tmp_path / "in.jsonl"
    path.write_text("\n\n".join(json.dumps(r) for r in expected) + "\n\n")
    loaded = load_records(path)
    assert loaded.problems == []
    assert as_dicts(loaded) == expected
