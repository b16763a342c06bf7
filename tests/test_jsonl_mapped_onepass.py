"""``docdedup group`` on JSON read through other field names (``--field``, ``--set``), in one
pass: a pipeline's records with keys of their own (``metadata``, ``added``) give the thorough
path's report byte for byte, mapping named, in one process or several, as JSON Lines, an
array or gzip; whatever the loader's mapped reading would not take whole is left to it."""

from __future__ import annotations

import gzip
import json

import pytest

from core.input.field_mapping import FieldMapping, MappedFile
from core.input.limits import LIMITS_BY_NAME
from core.onepass import group_file, run
from tests.helpers import thorough_report

CORPUS = LIMITS_BY_NAME["corpus"]
TEXTS = ['a "quoted" word', "back\\slash", "two\nlines", "crlf\r\nline", "سلام دنیا", "plain", "plain",
         "escaped \u00e9 and \u2028"]
HUB = (("doc_id", "id"), ("source_ref", "url"), ("body", "text"))



@pytest.fixture(autouse=True)
def small_ranges(monkeypatch):
    monkeypatch.setattr(run, "MIN_RANGE_BYTES", 1)


def _pipeline_records(count=80):
    """Records as a pipeline writes them: the mapped keys, others beside them, and a nested
    object holding keys of the same names (which must not count as the record's own)."""
    return [{"id": f"doc-{i:03}", "text": TEXTS[i % len(TEXTS)], "added": "2024-01-01",
             "url": f"https://example.org/{i}?q=ی", "metadata": {"url": "elsewhere", "id": i, "text": None},
             "language": ("fa", "en")[i % 2], "title": f"t{i % 5}"} for i in range(count)]


def _write(path, records, shape):
    if shape == "array":
        text = json.dumps(records, ensure_ascii=False, indent=1)
    else:
        text = "".join(json.dumps(r, ensure_ascii=shape == "ascii-lines") + "\n" for r in records)
    data = text.encode()
    path.write_bytes(gzip.compress(data) if shape == "gzip" else data)
    return str(path)


@pytest.mark.parametrize("shape", ["lines", "ascii-lines", "array", "gzip"])
@pytest.mark.parametrize("jobs", [1, 2, 3])
@pytest.mark.parametrize("format", ["json", "csv"])
@pytest.mark.parametrize(("fields", "values"), [
    (HUB, ()),
    ((("doc_id", "id"), ("source_ref", "id"), ("body", "text")), (("language", "fa"), ("title", "a title"))),
])
def test_a_mapped_file_gives_the_thorough_bytes(tmp_path, shape, jobs, format, fields, values):
    shard = _write(tmp_path / "shard.jsonl", _pipeline_records(), shape)
    path = MappedFile(shard, FieldMapping(fields, values))
    fast = group_file(path, limits=CORPUS, jobs=jobs, format=format)
    assert fast is not None
    assert fast == thorough_report(path, CORPUS, format)
    assert b"mapping" in fast


def _changed(index, **change):
    records = _pipeline_records()
    records[index] = {**records[index], **change}
    return records


@pytest.mark.parametrize(("records", "mapping"), [
    (_changed(7, text=12), FieldMapping(HUB)),  # a number where the body is read
    ([{k: v for k, v in r.items() if k != "url"} for r in _pipeline_records()], FieldMapping(HUB)),  # no url
    (_changed(3, id='say "hi"'), FieldMapping(HUB)),  # an id written with escapes in the report
    (_pipeline_records(), FieldMapping(HUB, (("language", "not a tag!"),))),  # a value the contract refuses
    (_pipeline_records(), FieldMapping((("doc_id", 'i"d'), ("source_ref", "url"), ("body", "text")))),
])
def test_what_the_mapped_reading_would_not_take_is_left_to_the_thorough_path(tmp_path, records, mapping):
    path = MappedFile(_write(tmp_path / "shard.jsonl", records, "lines"), mapping)
    assert group_file(path, limits=CORPUS, jobs=2) is None


def test_a_key_written_twice_in_a_record_is_left_to_the_thorough_path(tmp_path):
    lines = [json.dumps(r, ensure_ascii=False) for r in _pipeline_records()]
    lines[5] = lines[5][:-1] + ', "text": "again"}'  # msgspec keeps the last: the thorough pass says it
    path = tmp_path / "shard.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert group_file(MappedFile(str(path), FieldMapping(HUB)), limits=CORPUS, jobs=2) is None
