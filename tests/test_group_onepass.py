"""The one-pass group path: the thorough path's bytes exactly, or a doubt, never a third thing."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from core.grouping import form_groups
from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from core.input.loader import LoadedFile, load_records
from core.inspection import inspect_file, inspect_loaded, zero_digest
from core.onepass import group_file, ranges
from core.onepass.loaded import load_in_one_pass
from core.output.atomic import encode_groups
from core.perf import sha256_hex_holding_gil
from core.progress import Cancelled
from resources import resource_path
from tests.helpers import RECORD_A, RECORD_B, RECORD_C

EXAMPLES = [resource_path("examples", "seed_records.json"), resource_path("examples", "unicode_traps.json")]
# What json.dumps escapes, what it writes as itself although JSON allows an escape
# ('/', U+2028, DEL), non-BMP and Persian.
TRAPS = '"\\/\b\f\n\r\t\x00\x01\x1f\x7f\u2028\u2029\N{ARABIC LETTER FARSI YEH}\U0001F600 a'
TEXT = st.text(st.sampled_from(TRAPS), min_size=1, max_size=12)
# Text that looks like a record boundary may make the path doubt, never err.
BOUNDARY_TEXT = st.text(st.sampled_from('}{,"\n a'), min_size=1, max_size=12)


def thorough(path, limits=CORPUS_LIMITS, format="json", digest=None) -> bytes:
    loaded = load_records(path, limits=limits)
    assert loaded.problems == []
    groups = form_groups(loaded.records, **({} if digest is None else {"digest": digest}))
    return encode_groups(groups, loaded.records, limits=limits, format=format)


def written(tmp_path, name: str, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("format", ["json", "csv"])
def test_examples_give_the_thorough_bytes(path, format):
    assert group_file(str(path), limits=CORPUS_LIMITS, format=format) == thorough(path, format=format)


def test_seed_profile_and_simulated_collisions(tmp_path):
    path = EXAMPLES[0]
    assert group_file(str(path), limits=SEED_LIMITS) == thorough(path, limits=SEED_LIMITS)
    assert (group_file(str(path), limits=CORPUS_LIMITS, digest=zero_digest)
            == thorough(path, digest=zero_digest))


@pytest.mark.parametrize("batch", [4 << 20, 64])
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(titles=st.lists(TEXT, min_size=1, max_size=8), bodies=st.lists(TEXT, min_size=1, max_size=8),
       ascii_only=st.booleans(), lines=st.booleans())
def test_raw_joined_bytes_equal_the_contract(tmp_path, monkeypatch, batch, titles, bodies, ascii_only,
                                             lines):
    monkeypatch.setattr(ranges, "BATCH", batch)
    # Records written by json.dumps: with ensure_ascii=False they need no re-escaping,
    # so the raw path must take them; with \u escapes the text path must.
    records = [
        {"doc_id": f"d{i}", "source_ref": "s", "language": "fa", "title": titles[i % len(titles)],
         "body": bodies[i % len(bodies)]}
        for i in range(len(titles) * 2)
    ]
    if lines:
        data = "".join(json.dumps(r, ensure_ascii=ascii_only) + "\n" for r in records)
    else:
        data = json.dumps(records, ensure_ascii=ascii_only, indent=1)
    path = written(tmp_path, "r.jsonl" if lines else "r.json", data.encode())
    assert group_file(str(path), limits=CORPUS_LIMITS) == thorough(path)


@pytest.mark.parametrize("batch", [4 << 20, 64])
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(texts=st.lists(BOUNDARY_TEXT, min_size=2, max_size=8), lines=st.booleans())
def test_boundaries_inside_strings_are_never_cut_wrongly(tmp_path, monkeypatch, batch, texts, lines):
    monkeypatch.setattr(ranges, "BATCH", batch)
    records = [dict(RECORD_A, doc_id=f"d{i}", title=text, body=texts[-1 - i]) for i, text in enumerate(texts)]
    if lines:
        data = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    else:
        data = json.dumps(records, ensure_ascii=False)
    path = written(tmp_path, "r.jsonl" if lines else "r.json", data.encode())
    assert group_file(str(path), limits=CORPUS_LIMITS) in (None, thorough(path))


def test_an_escaped_slash_is_rewritten_as_json_dumps_does(tmp_path):
    data = b'[{"doc_id": "A", "source_ref": "s", "language": "en", "title": "a\\/b", "body": "b"}]'
    path = written(tmp_path, "slash.json", data)
    found = group_file(str(path), limits=CORPUS_LIMITS)
    assert found == thorough(path)
    assert b'"canonical_utf8_length": 33' in found  # ["doc-content-v1","en","a/b","b"]


def test_key_names_as_values_and_boundaries_inside_strings(tmp_path):
    records = [dict(RECORD_A, title="title", body='x"},{"doc_id": "Z"'), RECORD_B, RECORD_C]
    path = written(tmp_path, "r.json", json.dumps(records, ensure_ascii=False).encode())
    found = group_file(str(path), limits=CORPUS_LIMITS)
    assert found in (None, thorough(path))


def test_seed_bounds_count_characters_not_bytes(tmp_path):
    # 80 Persian letters are 160 bytes: still a valid seed title; 81 are not.
    title = "\N{ARABIC LETTER FARSI YEH}" * 80
    path = written(tmp_path, "r.json", json.dumps([dict(RECORD_A, title=title)], ensure_ascii=False).encode())
    assert group_file(str(path), limits=SEED_LIMITS) == thorough(path, limits=SEED_LIMITS)
    path = written(tmp_path, "long.json",
                   json.dumps([dict(RECORD_A, title=title + "x")], ensure_ascii=False).encode())
    assert group_file(str(path), limits=SEED_LIMITS) is None


DOUBTS = {
    "duplicate key": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", '
                     b'"title": "u", "body": "b"}]',
    "escaped key": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "\\u0074itle": "t", "body": "b"}]',
    "number title": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": 5, "body": "b"}]',
    "empty body": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", "body": ""}]',
    "invalid UTF-8": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "\xff", "body": "b"}]',
    "encoded surrogate": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "\xed\xa0\x80", '
                         b'"body": "b"}]',
    "lone surrogate escape": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "\\ud800", '
                             b'"body": "b"}]',
    "bad language": b'[{"doc_id": "A", "source_ref": "s", "language": "f a", "title": "t", "body": "b"}]',
    "repeated doc_id": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", "body": "b"},'
                       b'{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", "body": "c"}]',
    "empty array": b"[]",
    "trailing text": b'[{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", "body": "b"}] x',
    "blank line": b'{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", "body": "b"}\n\n'
                  b'{"doc_id": "B", "source_ref": "s", "language": "fa", "title": "t", "body": "b"}\n',
    "two on a line": b'{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", "body": "b"}'
                     b'{"doc_id": "B", "source_ref": "s", "language": "fa", "title": "t", "body": "b"}\n',
    "two on a line, and a blank one": b'{"doc_id": "A", "source_ref": "s", "language": "fa", "title": "t", '
                                      b'"body": "b"} {"doc_id": "B", "source_ref": "s", "language": "fa", '
                                      b'"title": "t", "body": "b"}\n \t\n',
    "UTF-16": '[{"doc_id": "A"}]'.encode("utf-16"),
}


@pytest.mark.parametrize("case", list(DOUBTS))
def test_anything_unsure_is_left_to_the_thorough_path(tmp_path, case):
    path = written(tmp_path, "doubt.json", DOUBTS[case])
    assert group_file(str(path), limits=CORPUS_LIMITS) is None


@pytest.mark.parametrize("text", ["\\frac{a}{b}", "f(){ } { }", '{"x": 1}{"y": 2}', "}\t{"])
def test_json_lines_whose_texts_hold_braces_side_by_side_take_the_one_pass(tmp_path, text):
    # A }{ inside a string is no second record on the line (LaTeX, code, JSON quoted in a text)
    records = [{"doc_id": f"d{i}", "source_ref": "s", "language": "en", "title": text,
                "body": f"{text} {i % 3}"} for i in range(9)]
    path = written(tmp_path, "braces.jsonl", "".join(json.dumps(r) + "\n" for r in records).encode())
    assert group_file(str(path), limits=CORPUS_LIMITS) == thorough(path)
    loaded, _groups = load_in_one_pass(str(path), limits=CORPUS_LIMITS, digest=sha256_hex_holding_gil)
    assert loaded.records == load_records(path, limits=CORPUS_LIMITS).records


def test_a_missing_file_is_a_doubt(tmp_path):
    assert group_file(str(tmp_path / "nope.json"), limits=CORPUS_LIMITS) is None


# --- the GUI's load: the same pass, with the records -------------------------------------


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_load_in_one_pass_gives_the_thorough_records_and_groups(path):
    loaded, groups = load_in_one_pass(str(path), limits=CORPUS_LIMITS, digest=sha256_hex_holding_gil)
    expected = load_records(path, limits=CORPUS_LIMITS)
    assert loaded == LoadedFile(str(path), expected.format, expected.size, expected.records, [],
                                expected.total_records)
    assert groups == form_groups(expected.records)


def test_load_in_one_pass_with_escapes_and_collisions(tmp_path, monkeypatch):
    monkeypatch.setattr(ranges, "BATCH", 64)
    records = [dict(RECORD_A, title="a\\/b \u00e9 \"q\""), RECORD_B, RECORD_C]
    path = written(tmp_path, "r.json", json.dumps(records).encode())  # \u escapes: the text path
    loaded, groups = load_in_one_pass(str(path), limits=CORPUS_LIMITS, digest=zero_digest)
    expected = load_records(path)
    assert loaded.records == expected.records
    assert groups == form_groups(expected.records, digest=zero_digest)


def test_load_in_one_pass_doubts_and_cancels(tmp_path):
    path = written(tmp_path, "doubt.json", DOUBTS["repeated doc_id"])
    assert load_in_one_pass(str(path), limits=CORPUS_LIMITS) is None
    with pytest.raises(Cancelled):
        load_in_one_pass(str(EXAMPLES[0]), limits=CORPUS_LIMITS, progress=lambda done, total: False)


# --- the GUI's load with a helper process making the digests --------------------------------


@pytest.fixture
def helper_always(monkeypatch):
    from core.onepass import loaded

    monkeypatch.setattr(loaded, "HELPER_MIN_BYTES", 0)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_a_helper_process_gives_the_same_records_and_groups(path, helper_always, monkeypatch):
    from core import inspection
    from core.onepass import loaded as loaded_module

    monkeypatch.setattr(ranges, "BATCH", 512)  # many batches, each checked against the helper's
    monkeypatch.setattr(loaded_module, "_SLICE", 3)  # dicts built a few records at a time
    monkeypatch.setattr(inspection, "_SLICE", 3)
    assert inspect_file(str(path)).index_of_doc_id == {r.doc_id: i for i, r in enumerate(
        load_records(path).records)}
    loaded, groups = load_in_one_pass(str(path), limits=CORPUS_LIMITS, digest=sha256_hex_holding_gil)
    expected = load_records(path, limits=CORPUS_LIMITS)
    assert loaded.records == expected.records
    assert groups == form_groups(expected.records)


def test_the_helper_groups_escapes_jsonl_and_same_digest_contents(tmp_path, helper_always, monkeypatch):
    from core.onepass import loaded

    records = [dict(RECORD_A, title="a\\/b \u00e9 \"q\""), RECORD_B, RECORD_C,
               dict(RECORD_B, doc_id="b-2", title="other")]
    path = written(tmp_path, "r.jsonl", "\n".join(json.dumps(r) for r in records).encode())
    expected = load_records(path)
    loaded_file, groups = load_in_one_pass(str(path), limits=CORPUS_LIMITS)
    assert loaded_file.records == expected.records and groups == form_groups(expected.records)
    # Every digest the same: the contents still decide (as form_groups does with zero_digest).
    helper = loaded.DigestHelper
    class Zeroed(helper):
        def result(self, waiting=None):
            digests = super().result(waiting)
            digests.keys = bytes(len(digests.keys))
            return digests
    monkeypatch.setattr(loaded, "DigestHelper", Zeroed)
    _file, zeroed = load_in_one_pass(str(path), limits=CORPUS_LIMITS)
    by_members = lambda groups: sorted(g.members for g in groups)  # noqa: E731
    assert by_members(zeroed) == by_members(form_groups(expected.records, digest=zero_digest))


def test_the_helper_runs_this_package_whatever_the_working_directory_holds(tmp_path, helper_always,
                                                                           monkeypatch):
    (tmp_path / "core").mkdir()
    (tmp_path / "core" / "__init__.py").write_text("raise ImportError('another core')\n")
    monkeypatch.chdir(tmp_path)  # python -c puts the working directory first on sys.path
    _file, groups = load_in_one_pass(str(EXAMPLES[0]), limits=CORPUS_LIMITS)
    assert groups == form_groups(load_records(EXAMPLES[0]).records)


def test_a_helper_that_saw_other_batches_or_doubted_sends_the_load_the_thorough_way(helper_always,
                                                                                   monkeypatch):
    from core.onepass import loaded
    from core.onepass.scan import Doubt

    class OtherFile(loaded.DigestHelper):
        def result(self, waiting=None):
            digests = super().result(waiting)
            digests.batches[-1] = (digests.batches[-1][0], digests.batches[-1][1] + 1)  # changed meanwhile
            return digests

    monkeypatch.setattr(loaded, "DigestHelper", OtherFile)
    assert load_in_one_pass(str(EXAMPLES[0]), limits=CORPUS_LIMITS) is None

    class Doubting(loaded.DigestHelper):
        def result(self, waiting=None):
            raise Doubt

    class GaveUp(loaded.DigestHelper):
        def gave_up(self):
            return True

        def result(self, waiting=None):
            raise AssertionError("the text of a file the helper gave up on is not read to its end")

    monkeypatch.setattr(loaded, "DigestHelper", GaveUp)
    assert load_in_one_pass(str(EXAMPLES[0]), limits=CORPUS_LIMITS) is None

    monkeypatch.setattr(loaded, "DigestHelper", Doubting)
    assert load_in_one_pass(str(EXAMPLES[0]), limits=CORPUS_LIMITS) is None
    inspection = inspect_file(str(EXAMPLES[0]))  # and the window still opens it, the thorough way
    assert inspection.groups == form_groups(load_records(EXAMPLES[0]).records)


def test_the_helper_doubts_cancels_and_can_be_missing(tmp_path, helper_always, monkeypatch):
    from core.onepass import loaded

    path = written(tmp_path, "doubt.json", DOUBTS["repeated doc_id"])
    assert load_in_one_pass(str(path), limits=CORPUS_LIMITS) is None
    path = written(tmp_path, "bad.json", DOUBTS["number title"])
    assert load_in_one_pass(str(path), limits=CORPUS_LIMITS) is None
    with pytest.raises(Cancelled):
        load_in_one_pass(str(EXAMPLES[0]), limits=CORPUS_LIMITS, progress=lambda done, total: False)

    def cannot_start(*args):
        raise OSError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(loaded, "DigestHelper", cannot_start)
    _file, groups = load_in_one_pass(str(EXAMPLES[0]), limits=CORPUS_LIMITS)
    assert groups == form_groups(load_records(EXAMPLES[0]).records)


def test_the_inspection_of_a_file_is_the_same_either_way(tmp_path):
    one_pass = inspect_file(str(EXAMPLES[1]))
    thorough_way = inspect_loaded(load_records(EXAMPLES[1]))
    assert (one_pass.records, one_pass.groups, one_pass.group_of_record) == (
        thorough_way.records, thorough_way.groups, thorough_way.group_of_record)


def test_without_room_for_processes_one_process_does_it(monkeypatch):
    from core.onepass import exchange, run

    def no_room(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(run, "MIN_RANGE_BYTES", 1)
    monkeypatch.setattr(exchange, "group_in_processes", no_room)
    path = EXAMPLES[1]
    assert group_file(str(path), limits=CORPUS_LIMITS, jobs=3) == thorough(path)
