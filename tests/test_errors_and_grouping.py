"""The core API beyond the seed's checks: located errors, snapshots, progress, collisions."""

from __future__ import annotations

import pytest

import core
from core import CORPUS_LIMITS, SEED_LIMITS, Cancelled, ContractError, Problem, Record
from core.contract_spans import layout_of
from tests.helpers import DIGEST_A, DIGEST_C, RECORD_A, RECORD_B, RECORD_C


def test_error_str_is_the_seed_code_and_problem_says_where():
    with pytest.raises(ContractError) as caught:
        core.group_documents([RECORD_A, dict(RECORD_B, title="")])
    error = caught.value
    assert str(error) == "title"
    assert error.problem.record == 2
    assert error.problem.doc_id == "B"
    assert error.problem.field == "title"
    assert str(error.problem) == (
        "title: title must have 1 to 4,096 characters; it has 0 (record 2, doc_id B, field title)"
    )


def test_problem_formats_like_a_compiler():
    problem = Problem("identity", "doc_id must be ...", record=3, doc_id=None, field="doc_id",
                      path="in.json", line=7, column=12)
    assert str(problem) == "in.json:7:12: identity: doc_id must be ... (record 3, field doc_id)"


def test_duplicate_doc_id_names_both_records():
    with pytest.raises(ContractError, match="duplicate_doc_id") as caught:
        core.group_documents([RECORD_A, RECORD_B, dict(RECORD_C, doc_id="A")])
    assert "records 1 and 3" in caught.value.message


def test_lone_surrogate_is_located():
    with pytest.raises(ContractError) as caught:
        core.canonical_content(dict(RECORD_A, body="ab\ud800"))
    assert str(caught.value) == "unicode"
    assert caught.value.problem.field == "body"
    assert "U+D800 at character 3" in caught.value.message


def test_reference_digests():
    assert core.sha256_hex(core.canonical_content(RECORD_A)) == DIGEST_A
    assert core.sha256_hex(core.canonical_content(RECORD_C)) == DIGEST_C
    assert len(core.canonical_content(RECORD_A)) == 83


def test_profiles_give_the_same_bytes():
    assert core.canonical_content(RECORD_A, limits=SEED_LIMITS) == core.canonical_content(
        RECORD_A, limits=CORPUS_LIMITS
    )


def test_forced_collisions_with_many_groups_stay_exact():
    records = [Record(f"d{i:04d}", "r", "en", "t", f"body {i % 50}") for i in range(1000)]
    groups = core.form_groups(records, digest=lambda payload: "0" * 64)
    assert len(groups) == 50
    assert all(g.candidate_digest == "0" * 64 for g in groups)
    assert sorted(sum((g.members for g in groups), ())) == list(range(1000))
    for group in groups:
        assert len({records[i].body for i in group.members}) == 1


def test_progress_reaches_the_end_and_can_cancel():
    records = [Record(f"d{i:05d}", "r", "en", "t", "b") for i in range(10_000)]
    seen = []
    core.form_groups(records, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1][0] == seen[-1][1]
    with pytest.raises(Cancelled):
        core.form_groups(records, progress=lambda done, total: False)


def test_layout_maps_characters_to_their_bytes():
    layout = layout_of("fa", 'a"b', "\N{ARABIC LETTER FARSI YEH}\n")
    start, end = layout.byte_span("body", 0, 1)
    assert layout.content[start:end] == "\N{ARABIC LETTER FARSI YEH}".encode()
    start, end = layout.byte_span("body", 1, 2)
    assert layout.content[start:end] == b"\\n"
    assert layout.content[slice(*layout.field_span("title"))] == b'a\\"b'
    assert layout.char_at(start + 1) == ("body", 1)
    assert layout.char_at(0) is None

