"""The seed's 18 checks, one test each under the seed's names, against the core.

Ported independently of ``core/seed_checks.py`` so a mistake there cannot hide one in
the core. Every check runs under the ``seed`` limits; the checks that are not about the
seed's teaching bounds run again under ``corpus`` (one contract suite for every
profile). The corpus profile's own bounds, the seed program itself with the core's
functions swapped in, and property tests follow.
"""

from __future__ import annotations

import copy
import functools
import importlib
import json
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core import CORPUS_LIMITS, SEED_LIMITS, canonical_bytes, canonical_content, group_documents, sha256_hex

SEED_REFERENCE = Path(__file__).parent / "seed_reference"

BOTH_PROFILES = pytest.mark.parametrize("limits", [SEED_LIMITS, CORPUS_LIMITS], ids=["seed", "corpus"])

TITLE = (
    "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}\N{ARABIC LETTER NOON}"
    "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER FARSI YEH} "
    "\N{ARABIC LETTER HAH}\N{ARABIC LETTER SEEN}\N{ARABIC LETTER GAF}\N{ARABIC LETTER REH}"
)
MOTOR_TITLE = (
    "\N{ARABIC LETTER REH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER HEH}\N{ARABIC LETTER NOON}"
    "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER FARSI YEH} "
    "\N{ARABIC LETTER MEEM}\N{ARABIC LETTER WAW}\N{ARABIC LETTER TEH}\N{ARABIC LETTER WAW}"
    "\N{ARABIC LETTER REH}"
)
VOLTAGE = (
    "\N{ARABIC LETTER WAW}\N{ARABIC LETTER LAM}\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}"
    "\N{ARABIC LETTER JEH} \N{ARABIC LETTER BEH}\N{ARABIC LETTER REH}\N{ARABIC LETTER HAH}"
    "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER BEH}"
)
IS = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER SEEN}\N{ARABIC LETTER TEH}."
BODY_V = f"{VOLTAGE} V {IS}"
BODY_MV = f"{VOLTAGE} mV {IS}"
ALEF_LAM_FEH = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER LAM}\N{ARABIC LETTER FEH}"
HAND_BYTES = f'["doc-content-v1","fa","{TITLE}","{BODY_V}"]'.encode()
ZEROS = "0" * 64


@pytest.fixture
def a() -> dict:
    return {"doc_id": "A", "source_ref": "Ref1", "language": "fa", "title": TITLE, "body": BODY_V}


@pytest.fixture
def b(a) -> dict:
    return dict(a, doc_id="B", source_ref="Ref2")


@pytest.fixture
def c(a) -> dict:
    return dict(a, doc_id="C", source_ref="Ref3", body=BODY_MV)


def error_code(call) -> str | None:
    """The seed's code of the ValueError ``call`` raises, or None when it succeeds."""
    try:
        call()
    except ValueError as error:
        return str(error)
    return None


def member_ids(groups: list[dict]) -> list[list[str]]:
    return [[member["doc_id"] for member in group["members"]] for group in groups]


def group_count_with_b_changed(a: dict, limits, **changes) -> int:
    b = dict(a, doc_id="B", source_ref="Ref2", **changes)
    return len(group_documents([a, b], limits=limits))


# 1-14, 16, 18: not about bounds, so they hold under both profiles.


@BOTH_PROFILES
def test_fixed_order_content_bytes_equal_independent_literal_utf8_oracle(a, limits):
    assert canonical_content(a, limits=limits) == HAND_BYTES


def test_sha256_function_matches_independent_published_abc_known_answer():
    assert sha256_hex(b"abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert len(sha256_hex(HAND_BYTES)) == 64


@BOTH_PROFILES
def test_hand_groups_are_A_with_B_and_separate_C_without_deleting_inputs(a, b, c, limits):
    records = [a, b, c]
    before = copy.deepcopy(records)
    groups = group_documents(records, limits=limits)
    assert [g["representative"] for g in groups] == ["A", "C"]
    assert member_ids(groups) == [["A", "B"], ["C"]]
    assert records == before


@BOTH_PROFILES
def test_input_record_order_does_not_change_representatives_or_groups(a, b, c, limits):
    assert group_documents([c, b, a], limits=limits) == group_documents([a, b, c], limits=limits)


@BOTH_PROFILES
def test_different_ids_and_source_refs_preserved_in_same_content_group(a, b, c, limits):
    first = group_documents([a, b, c], limits=limits)[0]
    assert first["members"] == [{"doc_id": "A", "source_ref": "Ref1"}, {"doc_id": "B", "source_ref": "Ref2"}]


@BOTH_PROFILES
def test_changed_title_is_a_distinct_document_content(a, limits):
    assert group_count_with_b_changed(a, limits, title=MOTOR_TITLE) == 2


@BOTH_PROFILES
def test_changed_body_punctuation_or_unit_is_not_exact_duplicate(a, b, c, limits):
    assert group_count_with_b_changed(a, limits, body=BODY_V + "!") == 2
    assert len(group_documents([a, b, c], limits=limits)) == 2


@BOTH_PROFILES
def test_language_tag_participates_in_content_identity(a, limits):
    assert group_count_with_b_changed(a, limits, language="en") == 2


@BOTH_PROFILES
def test_line_ending_lf_and_crlf_are_preserved_and_distinct(a, b, limits):
    lf = dict(a, body=f"{ALEF_LAM_FEH}\n\N{ARABIC LETTER BEH}")
    crlf = dict(b, body=f"{ALEF_LAM_FEH}\r\n\N{ARABIC LETTER BEH}")
    assert len(group_documents([lf, crlf], limits=limits)) == 2
    assert canonical_content(lf, limits=limits) != canonical_content(crlf, limits=limits)


@BOTH_PROFILES
def test_unicode_canonical_equivalence_is_not_implicitly_normalized(a, b, limits):
    nfc = dict(a, body="caf\N{LATIN SMALL LETTER E WITH ACUTE}")
    nfd = dict(b, body="cafe\N{COMBINING ACUTE ACCENT}")
    assert unicodedata.normalize("NFC", nfc["body"]) == unicodedata.normalize("NFC", nfd["body"])
    assert len(group_documents([nfc, nfd], limits=limits)) == 2


@BOTH_PROFILES
@pytest.mark.parametrize(
    "changes",
    [
        {"body": BODY_V + " "},
        {"body": BODY_V.replace("V", "v")},
        {"title": TITLE.replace("\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER YEH}")},
    ],
    ids=["trailing-space", "lowercase-v", "arabic-yeh"],
)
def test_spaces_case_and_persian_arabic_letter_variants_remain_distinct(a, limits, changes):
    assert group_count_with_b_changed(a, limits, **changes) == 2


@BOTH_PROFILES
def test_length_delimited_json_tuple_avoids_naive_concatenation_ambiguity(a, b, limits):
    left = dict(a, title="ab", body="c")
    right = dict(b, title="a", body="bc")
    assert left["title"] + left["body"] == right["title"] + right["body"]
    assert len(group_documents([left, right], limits=limits)) == 2


@BOTH_PROFILES
def test_forced_candidate_hash_collision_still_compares_full_content_bytes(a, b, c, limits):
    forced = group_documents([a, b, c], lambda payload: ZEROS, limits=limits)
    assert [g["candidate_digest"] for g in forced] == [ZEROS, ZEROS]
    assert member_ids(forced) == [["A", "B"], ["C"]]


@BOTH_PROFILES
@pytest.mark.parametrize("returned", ["x" * 64, "a" * 63, None, True, "A" * 64])
def test_digest_dependency_contract_rejects_nonhex_nonstring_wrong_length(a, limits, returned):
    call = functools.partial(group_documents, [a], lambda data: returned, limits=limits)
    assert error_code(call) == "digest_contract"


def test_duplicate_ids_invalid_identity_and_record_container_are_rejected(a):
    def code(records):
        return error_code(lambda: group_documents(records, limits=SEED_LIMITS))

    assert code([a, a]) == "duplicate_doc_id"
    assert code([]) == "records"
    assert code([a] * 129) == "records"
    assert code(iter([a])) == "records"
    for bad in ("", 1, "1bad", "\N{ARABIC LETTER ALEF WITH MADDA ABOVE}", "A" * 33):
        assert code([dict(a, doc_id=bad)]) == "identity", bad


@BOTH_PROFILES
def test_schema_unknown_fields_nonstring_and_surrogate_are_rejected(a, limits):
    def code(records):
        return error_code(lambda: group_documents(records, limits=limits))

    assert code([dict(a, extra="x")]) == "fields"
    assert code([{"doc_id": "A"}]) == "fields"
    assert code([dict(a, body=True)]) == "body"
    assert code([dict(a, body="\ud800")]) == "unicode"


def test_declared_title_body_and_language_bounds_are_explicit(a):
    def code(**changes):
        return error_code(lambda: canonical_content(dict(a, **changes), limits=SEED_LIMITS))

    assert canonical_content(dict(a, title="t" * 80, body="b" * 4096), limits=SEED_LIMITS)
    assert [code(title=value) for value in ("", "t" * 81)] == ["title", "title"]
    assert [code(body=value) for value in ("", "b" * 4097)] == ["body", "body"]
    assert [code(language=value) for value in ("FA", "", None, 1)] == ["language"] * 4


@BOTH_PROFILES
def test_returned_provenance_snapshot_does_not_follow_caller_mutation(a, limits):
    mutable = dict(a)
    saved = group_documents([mutable], limits=limits)
    mutable["source_ref"] = "ChangedRef"
    assert saved[0]["members"] == [{"doc_id": "A", "source_ref": "Ref1"}]


# The corpus profile's bounds (the seed's bound checks are about the seed profile).


def corpus_code(record: dict) -> str | None:
    return error_code(lambda: canonical_content(record, limits=CORPUS_LIMITS))


def test_corpus_title_bound(a):
    assert corpus_code(dict(a, title="t" * 4096)) is None
    assert corpus_code(dict(a, title="t" * 4097)) == "title"
    assert corpus_code(dict(a, title="")) == "title"


def test_corpus_body_bound(a):
    assert corpus_code(dict(a, body="b" * 16_777_216)) is None
    assert corpus_code(dict(a, body="b" * 16_777_217)) == "body"


@pytest.mark.parametrize("doc_id", ["A" * 128, "1bad", "doc.2024/07:a@b+c-d_e", "0"])
def test_corpus_accepts_ids_up_to_128_characters(a, doc_id):
    assert corpus_code(dict(a, doc_id=doc_id, source_ref=doc_id)) is None


@pytest.mark.parametrize(
    "doc_id",
    ["A" * 129, "", "a b", "a\N{ZERO WIDTH NON-JOINER}b", "a\N{RIGHT-TO-LEFT MARK}", "-a", "a\n"],
    ids=["129", "empty", "space", "zwnj", "rlm", "leading-dash", "newline"],
)
def test_corpus_rejects_bad_ids(a, doc_id):
    assert corpus_code(dict(a, doc_id=doc_id)) == "identity"
    assert corpus_code(dict(a, source_ref=doc_id)) == "identity"


@pytest.mark.parametrize("language", ["fa", "en", "en-US", "zh-Hant", "FA"])
def test_corpus_accepts_well_formed_language_tags(a, language):
    assert corpus_code(dict(a, language=language)) is None


@pytest.mark.parametrize("language", ["FA-", "e", "en_US", "", "en-", "fa\n"])
def test_corpus_rejects_malformed_language_tags(a, language):
    assert corpus_code(dict(a, language=language)) == "language"


def test_corpus_accepts_more_than_128_records(a):
    records = [dict(a, doc_id=f"D{number}") for number in range(129)]
    groups = group_documents(records, limits=CORPUS_LIMITS)
    assert member_ids(groups) == [sorted(record["doc_id"] for record in records)]


# The seed program itself, with the core's functions in place of its own.


def test_seed_run_example_passes_with_core_functions(monkeypatch):
    monkeypatch.syspath_prepend(str(SEED_REFERENCE))
    seed = importlib.import_module("exact_document_dedup")
    # The seed looks its functions up as module globals at call time, so swapping
    # the attributes makes its own run_example() exercise the core.
    for name in ("canonical_content", "group_documents"):
        monkeypatch.setattr(seed, name, functools.partial(getattr(core, name), limits=SEED_LIMITS))
    monkeypatch.setattr(seed, "sha256_hex", core.sha256_hex)
    result = seed.run_example()
    assert len(result["checks"]) == 18
    assert all(value is True for value in result["checks"].values()), result["checks"]
    assert result["canonical_content_sha256"] == (
        "ccc7ab9029274f98953a87f389d0562af696c08eba476c76691abcf087c7c187"
    )


# Properties.

TEXT = st.text(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=40)
ANY_TEXT = st.text(st.characters(exclude_categories=("Cs",)), max_size=40)
LANGUAGES = st.sampled_from(["fa", "en", "en-US", "zh-Hant"])
# Small pools so that equal contents (and near misses) come up often.
ARABIC_YEH_TITLE = TITLE.replace("\N{ARABIC LETTER FARSI YEH}", "\N{ARABIC LETTER YEH}")
TITLES = st.sampled_from(["ab", "a", "T", "t", "T ", TITLE, ARABIC_YEH_TITLE])
BODIES = st.sampled_from([
    "c", "bc", "x\n", "x\r\n", BODY_V,
    "caf\N{LATIN SMALL LETTER E WITH ACUTE}", "cafe\N{COMBINING ACUTE ACCENT}",
])
CONTENTS = st.tuples(LANGUAGES, TITLES, BODIES)


@st.composite
def record_lists(draw) -> list[dict]:
    contents = draw(st.lists(CONTENTS, min_size=1, max_size=25))
    ids = draw(st.permutations([f"D{number:03d}" for number in range(len(contents))]))
    return [
        {"doc_id": doc_id, "source_ref": f"S{doc_id}", "language": language, "title": title, "body": body}
        for doc_id, (language, title, body) in zip(ids, contents, strict=True)
    ]


def compact_json(language: str, title: str, body: str) -> bytes:
    """The contract's definition, written with the standard library only."""
    text = json.dumps(["doc-content-v1", language, title, body], ensure_ascii=False, separators=(",", ":"))
    return text.encode()


@given(ANY_TEXT, ANY_TEXT, ANY_TEXT)
def test_canonical_bytes_are_the_compact_json_array(language, title, body):
    assert canonical_bytes(language, title, body) == compact_json(language, title, body)


@given(LANGUAGES, TEXT, TEXT)
def test_canonical_content_of_a_valid_record_is_the_compact_json_array(language, title, body):
    record = {"doc_id": "A", "source_ref": "R", "language": language, "title": title, "body": body}
    assert canonical_content(record, limits=CORPUS_LIMITS) == compact_json(language, title, body)


@given(record_lists())
def test_groups_partition_the_input(records):
    ids = [doc_id for group in member_ids(group_documents(records)) for doc_id in group]
    assert sorted(ids) == sorted(record["doc_id"] for record in records)


@given(record_lists())
def test_records_share_a_group_iff_language_title_and_body_are_equal(records):
    group_of = {
        doc_id: number for number, ids in enumerate(member_ids(group_documents(records))) for doc_id in ids
    }

    def content(record):
        return record["language"], record["title"], record["body"]

    for left in records:
        for right in records:
            same_group = group_of[left["doc_id"]] == group_of[right["doc_id"]]
            assert same_group == (content(left) == content(right))


@given(record_lists(), st.randoms(use_true_random=False))
def test_input_order_never_matters(records, random):
    shuffled = list(records)
    random.shuffle(shuffled)
    assert group_documents(shuffled) == group_documents(records)


@settings(max_examples=50)
@given(record_lists())
def test_forced_zero_digest_collisions_give_the_same_groups(records):
    honest = group_documents(records)
    forced = group_documents(records, lambda payload: ZEROS)
    assert member_ids(forced) == member_ids(honest)
    assert [g["representative"] for g in forced] == [g["representative"] for g in honest]
    assert all(group["candidate_digest"] == ZEROS for group in forced)
