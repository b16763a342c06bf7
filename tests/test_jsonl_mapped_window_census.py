"""The window's load and ``docdedup chars`` on JSON read through other field names (``--field``,
``--set``), in one pass: a pipeline's records with keys of their own (``metadata``, ``added``)
give the records, groups, problems and census rows of the thorough path, on every shape the
one pass takes (JSON Lines, CRLF, a BOM, escapes, one-line and indented arrays, gzip, bzip2),
the digests made by a helper process or here; whatever the loader's mapped reading would not
take whole is left to the thorough path. (``group``: tests/test_jsonl_mapped_onepass.py.)"""

from __future__ import annotations

import bz2
import gzip
import json

import pytest

from core.census import run as census_run
from core.census.run import census_files
from core.grouped_file import load_and_group
from core.grouping import zero_digest
from core.input.field_mapping import FieldMapping, MappedFile
from core.input.limits import LIMITS_BY_NAME
from core.onepass import group_file, ranges, run
from core.onepass import loaded as loaded_module
from core.onepass.loaded import load_in_one_pass
from core.onepass.scan import Doubt
from tests.helpers import thorough_report

CORPUS = LIMITS_BY_NAME["corpus"]
HUB = (("doc_id", "id"), ("source_ref", "url"), ("body", "text"))
# Bodies with characters the census reports (a ZWNJ in English, a RIGHT-TO-LEFT OVERRIDE, a
# Cyrillic а in a Latin word, an Arabic yeh in Persian), escapes, and copies of one another.
TEXTS = ['a "quoted" word\u200cjoined', "back\\slash \u202eevil", "two\nlines раper", "crlf\r\nline",
         "سلام دنیاي", "plain", "plain", "escaped \u00e9 and \u2028", "tab\there {\"x\": [1]}"]
MAPPINGS = {
    "keys": FieldMapping(HUB),
    "set": FieldMapping((("doc_id", "id"), ("source_ref", "id"), ("body", "text")),
                        (("language", "fa"), ("title", "a \"title\"\\"))),
    "one key twice": FieldMapping((("doc_id", "id"), ("source_ref", "url"), ("title", "text"),
                                   ("body", "text"))),
}
SHAPES = ["lines", "crlf", "bom", "ascii-lines", "array", "one-line-array", "gzip", "bzip2"]


@pytest.fixture(autouse=True)
def small_batches(monkeypatch):
    monkeypatch.setattr(ranges, "BATCH", 2048)  # many batches, each checked against the helper's
    monkeypatch.setattr(census_run, "MIN_RANGE_BYTES", 1)  # with jobs > 1, several ranges


def _pipeline_records(count=90, *, listed=()):
    """Records as a pipeline writes them: the mapped keys, others beside them (objects and
    arrays among them, holding keys of the same names and braces inside strings); ``listed``,
    a list of objects (a chat's turns)."""
    return [{"id": f"doc-{i:03}", "text": TEXTS[i % len(TEXTS)], "added": "2024-01-01",
             "url": f"https://example.org/{i}?q=ی", "language": ("fa", "en")[i % 2], "title": f"t{i % 5}",
             "metadata": {"url": "elsewhere", "id": i, "text": None, "nested": {"a": "{[} ]", "b": [1, {}]}},
             "turns": list(listed)} for i in range(count)]


def _write(path, records, shape) -> str:
    if shape in ("array", "one-line-array"):
        text = json.dumps(records, ensure_ascii=False, indent=2 if shape == "array" else None)
    else:
        end = "\r\n" if shape == "crlf" else "\n"
        text = "".join(json.dumps(r, ensure_ascii=shape == "ascii-lines") + end for r in records)
    data = ("\ufeff" if shape == "bom" else "").encode() + text.encode()
    path.write_bytes({"gzip": gzip.compress, "bzip2": bz2.compress}.get(shape, bytes)(data))
    return str(path)


def _mapped(tmp_path, mapping, shape="lines", records=None) -> MappedFile:
    shard = _write(tmp_path / "shard.jsonl", _pipeline_records() if records is None else records, shape)
    return MappedFile(shard, MAPPINGS[mapping] if isinstance(mapping, str) else mapping)


# --- the window's load --------------------------------------------------------------------------


@pytest.mark.parametrize("helper", [True, False], ids=["helper", "alone"])
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("mapping", MAPPINGS)
def test_the_window_loads_a_mapped_file_in_one_pass_as_the_loader_reads_it(tmp_path, monkeypatch, shape,
                                                                           mapping, helper):
    """The same records, groups and name either way (a helper making the digests, or not; bzip2
    is hashed here, as decompressing it twice costs more than hashing)."""
    monkeypatch.setattr(loaded_module, "HELPER_MIN_BYTES", 0 if helper else 1 << 40)
    path = _mapped(tmp_path, mapping, shape)
    assert load_in_one_pass(path, limits=CORPUS) is not None  # not left to the thorough path
    fast = load_and_group(path, limits=CORPUS)
    assert fast == load_and_group(path, limits=CORPUS, one_pass=False)
    loaded, groups = fast
    assert len(loaded.records) == 90 and not loaded.problems
    assert any(len(group.members) > 1 for group in groups)
    assert type(loaded.path) is str  # named as the loader names a mapped file's records


def test_the_collision_experiment_on_a_mapped_file_groups_as_the_thorough_path(tmp_path):
    """Another digest (every record's the same) is made here, from the mapped records' bytes."""
    path = _mapped(tmp_path, "set", "array")
    assert load_in_one_pass(path, limits=CORPUS, digest=zero_digest) is not None
    assert (load_and_group(path, limits=CORPUS, digest=zero_digest)
            == load_and_group(path, limits=CORPUS, digest=zero_digest, one_pass=False))


def _changed(index, **change):
    records = _pipeline_records()
    records[index] = {**records[index], **change}
    return records


def _key_twice(tmp_path, shape):
    """A record whose text is written twice (msgspec keeps the last: the thorough pass says it)."""
    lines = [json.dumps(r, ensure_ascii=False) for r in _pipeline_records()]
    lines[5] = lines[5][:-1] + ', "text": "again"}'
    path = tmp_path / "shard.jsonl"
    text = "\n".join(lines) + "\n" if shape == "lines" else "[" + ",\n".join(lines) + "]"
    path.write_text(text, encoding="utf-8")
    return MappedFile(str(path), FieldMapping(HUB))


def _escaped_key(tmp_path, shape):
    """A record whose ``text`` key is written with an escape (``"\\u0074ext"``): its name is
    not counted where it is written, so the reading cannot tell it was read once."""
    lines = [json.dumps(r, ensure_ascii=False) for r in _pipeline_records()]
    lines[7] = lines[7].replace('"text"', '"\\u0074ext"', 1)
    path = tmp_path / "shard.jsonl"
    text = "\n".join(lines) + "\n" if shape == "lines" else "[" + ",\n".join(lines) + "]"
    path.write_text(text, encoding="utf-8")
    return MappedFile(str(path), FieldMapping(HUB))


def _lone_surrogate(path):
    """The one ``@`` of the file written as ``\\ud800``, a lone surrogate: no UTF-8 for it."""
    with open(path, "rb") as file:
        data = file.read()
    with open(path, "wb") as file:
        file.write(data.replace(b"@", b"\\ud800"))
    return path


DOUBTS = {
    "a number where the body is read": lambda tmp, shape: _mapped(tmp, "keys", shape, _changed(7, text=12)),
    "a key missing": lambda tmp, shape: _mapped(tmp, "keys", shape, [
        {k: v for k, v in r.items() if k != "url" or r["id"] != "doc-011"} for r in _pipeline_records()]),
    "a key written twice": _key_twice,
    "a key written with an escape": _escaped_key,
    "an empty body": lambda tmp, shape: _mapped(tmp, "keys", shape, _changed(40, text="")),
    "a repeated doc_id": lambda tmp, shape: _mapped(tmp, "keys", shape, _changed(30, id="doc-001")),
    "a lone surrogate": lambda tmp, shape: _lone_surrogate(
        _mapped(tmp, "keys", shape, _changed(3, text="a @ b"))),
    "a language the contract refuses": lambda tmp, shape: _mapped(
        tmp, FieldMapping(HUB, (("language", "not a tag!"),)), shape),
    "a key JSON writes in two ways": lambda tmp, shape: _mapped(
        tmp, FieldMapping((("doc_id", 'i"d'), ("source_ref", "url"), ("body", "text"))), shape),
}


@pytest.mark.parametrize("shape", ["lines", "array"])
@pytest.mark.parametrize("doubt", DOUBTS)
def test_what_the_mapped_reading_would_not_take_is_loaded_the_thorough_way(tmp_path, monkeypatch,
                                                                           doubt, shape):
    """Each doubt: the one pass steps aside (with the helper making digests meanwhile), and the
    window shows what the thorough load finds, every problem located."""
    monkeypatch.setattr(loaded_module, "HELPER_MIN_BYTES", 0)
    path = DOUBTS[doubt](tmp_path, shape)
    assert load_in_one_pass(path, limits=CORPUS) is None
    loaded, groups = load_and_group(path, limits=CORPUS)
    assert (loaded, groups) == load_and_group(path, limits=CORPUS, one_pass=False)
    assert loaded.problems or doubt == "a key written with an escape"  # read the same by both: no problem


@pytest.mark.parametrize("shape", ["ascii-lines", "one-line-array", "gzip"])
@pytest.mark.parametrize("mapping", MAPPINGS)
def test_group_joins_the_canonical_bytes_of_a_mapped_file_as_the_thorough_path_makes_them(
        tmp_path, monkeypatch, shape, mapping):
    """``group`` on the same files: its report byte for byte (a set title written with a quote
    and a backslash, one key read for two fields, a file of escapes made from the text)."""
    monkeypatch.setattr(run, "MIN_RANGE_BYTES", 1)
    path = _mapped(tmp_path, mapping, shape)
    fast = group_file(path, limits=CORPUS, jobs=2)
    assert fast is not None and fast == thorough_report(path, CORPUS, "json")


# --- the census -----------------------------------------------------------------------------------


@pytest.mark.parametrize("jobs", [1, 2])
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("mapping", MAPPINGS)
def test_the_census_of_a_mapped_file_takes_the_one_pass_with_the_thorough_rows(tmp_path, shape, mapping,
                                                                               jobs):
    """The rows (counts, records, and where each character first stands: line and column of its
    record's ``{``, past objects nested in the records of an array) of the thorough census."""
    path = _mapped(tmp_path, mapping, shape)
    fast = census_run._fast_files([path], CORPUS, jobs, None)  # no doubt: it would raise
    thorough = census_run._thorough([path], CORPUS, None)
    assert fast.total_records == thorough.total_records == 90
    assert fast.tally.rows() and fast.tally.rows() == thorough.tally.rows()
    assert all(row.first.line is not None for row in fast.tally.rows())
    assert _said(census_files([path], limits=CORPUS, jobs=jobs)) == _said(thorough)


def test_the_census_of_mapped_shards_takes_the_one_pass_and_numbers_them_in_order(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    records = _pipeline_records()
    first = _mapped(tmp_path / "a", "keys", "array", records[:50])
    second = _mapped(tmp_path / "b", "keys", "gzip", records[50:])
    fast = census_run._fast_files([first, second], CORPUS, 2, None)
    assert fast.tally.rows() == census_run._thorough([first, second], CORPUS, None).tally.rows()


@pytest.mark.parametrize("shape", ["lines", "array"])
@pytest.mark.parametrize("doubt", DOUBTS)
def test_what_the_mapped_reading_would_not_take_is_censused_the_thorough_way(tmp_path, doubt, shape):
    path = DOUBTS[doubt](tmp_path, shape)
    with pytest.raises(Doubt):
        census_run._fast_files([path], CORPUS, 2, None)
    assert _said(census_files([path], limits=CORPUS, jobs=2)) == _said(
        census_run._thorough([path], CORPUS, None))


def _said(result):
    """What a census tells: its rows, its problems and how many records it saw."""
    return result.tally.rows(), result.problems, result.total_records


@pytest.mark.parametrize("shape", ["array", "one-line-array", "lines"])
def test_records_holding_lists_of_objects_load_and_count_as_the_thorough_path_says(tmp_path, shape):
    """A record holding ``[{...}, {...}]`` writes a '},{' inside itself: an array may then be cut
    inside a record (a doubt, read the thorough way), and the thorough census walks the objects to
    locate each record; either way the window and the census say what the thorough path says,
    every character's first place located."""
    records = _pipeline_records(listed=[{"from": "human", "value": "}, {"}, {"from": "gpt", "value": "x"}])
    path = _mapped(tmp_path, "keys", shape, records)
    assert load_and_group(path, limits=CORPUS) == load_and_group(path, limits=CORPUS, one_pass=False)
    thorough = census_run._thorough([path], CORPUS, None)
    assert _said(census_files([path], limits=CORPUS, jobs=2)) == _said(thorough)
    assert all(row.first.line is not None for row in thorough.tally.rows())


def test_a_problem_in_an_array_of_records_holding_lists_of_objects_is_located_at_its_record(tmp_path):
    """The thorough load places each record of such an array where its ``{`` stands (a '},{'
    inside a record is not taken for the end of one): a repeated doc_id names both lines."""
    records = _pipeline_records(30, listed=[{"from": "human", "value": "x"}, {"from": "gpt"}])
    records[20]["id"] = "doc-003"
    text = json.dumps(records, ensure_ascii=False, indent=2)
    starts = [number for number, line in enumerate(text.split("\n"), start=1) if line == "  {"]
    path = _mapped(tmp_path, "keys", "array", records)
    loaded, _groups = load_and_group(path, limits=CORPUS)
    [repeated] = [problem for problem in loaded.problems if problem.code == "duplicate_doc_id"]
    assert (repeated.record, repeated.line, repeated.column) == (21, starts[20], 3)
    assert f"record 4 at line {starts[3]}" in repeated.message
