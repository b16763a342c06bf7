"""load_records: round trips, batching, progress and the traps of the fast path."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.input import loader
from core.input.limits import CORPUS_LIMITS
from core.input.loader import LoadedFile, load_records
from core.progress import Cancelled
from core.records import Record

ID = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9._:/@+-]{0,20}", fullmatch=True)
TEXT = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=40)
RECORDS = st.lists(
    st.builds(Record, doc_id=ID, source_ref=ID, language=st.sampled_from(["fa", "en-US"]),
              title=TEXT, body=TEXT),
    min_size=1, max_size=20, unique_by=lambda r: r.doc_id,
)


def as_array(records, **dump) -> bytes:
    return json.dumps([r.as_dict() for r in records], **dump).encode("utf-8")


def as_lines(records, newline="\n") -> bytes:
    text = newline.join(json.dumps(r.as_dict(), ensure_ascii=False) for r in records)
    return text.encode("utf-8")


def written(tmp_path, name: str, data: bytes) -> str:
    path = tmp_path / name
    path.write_bytes(data)
    return str(path)


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(records=RECORDS, ascii_only=st.booleans(), indent=st.sampled_from([None, 2]))
def test_valid_arrays_load_back_equal(tmp_path, records, ascii_only, indent):
    data = as_array(records, ensure_ascii=ascii_only, indent=indent)
    loaded = load_records(written(tmp_path, "r.json", data))
    assert loaded.problems == []
    assert loaded.records == records
    assert (loaded.format, loaded.size, loaded.total_records) == ("json", len(data), len(records))


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(records=RECORDS, newline=st.sampled_from(["\n", "\r\n"]), final=st.booleans())
def test_valid_json_lines_load_back_equal(tmp_path, records, newline, final):
    data = as_lines(records, newline) + (newline.encode() if final else b"")
    loaded = load_records(written(tmp_path, "r.jsonl", data))
    assert loaded.problems == []
    assert loaded.records == records
    assert loaded.format == "jsonl"


def many(count: int, title: str = "t") -> list[Record]:
    return [Record(f"D{i}", "s", "fa", title, "\N{ARABIC LETTER FARSI YEH}" * 50)
            for i in range(count)]


@pytest.fixture
def small_batches(monkeypatch):
    """Batches of ~1 KB, so a few records already cross many batch boundaries."""
    monkeypatch.setattr(loader, "_BATCH", 1024)


@pytest.mark.parametrize("name", ["r.json", "r.jsonl"])
def test_many_batches_and_progress(tmp_path, small_batches, name):
    records = many(200)
    data = as_array(records) if name == "r.json" else as_lines(records)
    calls = []
    loaded = load_records(written(tmp_path, name, data), progress=lambda d, t: calls.append((d, t)))
    assert loaded.records == records and loaded.problems == []
    assert len(calls) > 10 and calls[-1] == (len(data), len(data))
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)


def test_progress_returning_false_cancels(tmp_path, small_batches):
    path = written(tmp_path, "r.json", as_array(many(100)))
    with pytest.raises(Cancelled):
        load_records(path, progress=lambda done, total: done < 5000)


def test_batch_cut_inside_a_string(tmp_path, small_batches):
    # A title that looks like a record boundary makes the cutter guess wrong.
    records = [*many(30, title='"}, {"'), Record("Z", "s", "en", "t", "}, {" * 2000)]
    loaded = load_records(written(tmp_path, "r.json", as_array(records)))
    assert loaded.problems == []
    assert [r.title for r in loaded.records] == [r.title for r in records]


@pytest.mark.parametrize("name", ["r.json", "r.jsonl"])
def test_duplicate_key_far_into_a_large_file_is_found(tmp_path, small_batches, name):
    records = many(100)
    data = as_array(records) if name == "r.json" else as_lines(records)
    data = data.replace(b'"doc_id": "D77", ', b'"doc_id": "D77", "doc_id": "X", ')
    loaded = load_records(written(tmp_path, name, data))
    assert [(p.code, p.record, p.field) for p in loaded.problems] == [("json", 78, "doc_id")]
    assert len(loaded.records) == 99


def test_duplicate_key_hidden_by_an_escape(tmp_path):
    data = as_array(many(2)).replace(b'"doc_id": "D1", ', b'"doc_id": "D1", "doc\\u005fid": "Q", ')
    data = data.replace(b'"doc_id": "D0"', b'"doc\\u005fid": "D0"')
    loaded = load_records(written(tmp_path, "r.json", data))
    assert [(p.code, p.record) for p in loaded.problems] == [("json", 2)]
    assert [r.doc_id for r in loaded.records] == ["D0"]


def test_repeated_doc_id_keeps_the_first(tmp_path, small_batches):
    records = [*many(50), Record("D3", "later", "en", "t", "b")]
    loaded = load_records(written(tmp_path, "r.jsonl", as_lines(records)))
    (problem,) = loaded.problems
    assert problem.message == "doc_id 'D3' is already used by record 4 at line 4"
    assert (problem.line, problem.record) == (51, 51)
    assert loaded.records == records[:50]


def test_records_are_plain_records_and_the_result_is_frozen(tmp_path):
    loaded = load_records(written(tmp_path, "r.json", as_array(many(2))))
    assert isinstance(loaded, LoadedFile)
    assert all(type(r) is Record for r in loaded.records)
    with pytest.raises(AttributeError):
        loaded.size = 0  # type: ignore[misc]


def test_seed_limits_reject_what_corpus_accepts(tmp_path):
    from core.input.limits import SEED_LIMITS

    data = as_lines([Record("a.b", "s", "en-US", "t" * 81, "b")])
    path = written(tmp_path, "r.jsonl", data)
    assert load_records(path, limits=CORPUS_LIMITS).problems == []
    codes = [p.code for p in load_records(path, limits=SEED_LIMITS).problems]
    assert codes == ["identity", "language", "title"]


def test_path_like_is_accepted(tmp_path):
    path = tmp_path / "r.json"
    path.write_bytes(as_array(many(1)))
    assert load_records(path).path == str(path)
