"""The contract beyond the seed's 18 checks: the corpus profile's bounds, the seed program
itself run against the core, and property tests.

The 18 checks live once, in ``core/seed_checks.py`` (the window's "Verify the contract"),
tested under both profiles in ``tests/test_seed_checks.py``. Their independent oracle is
the seed program: its own ``run_example()`` runs here with the core's functions swapped in.
"""

from __future__ import annotations

import functools
import importlib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core import CORPUS_LIMITS, SEED_LIMITS, canonical_bytes, canonical_content, group_documents
from tests.helpers import RECORD_A

SEED_REFERENCE = Path(__file__).parent / "seed_reference"
TITLE, BODY_V = RECORD_A["title"], RECORD_A["body"]
ZEROS = "0" * 64


@pytest.fixture
def a() -> dict:
    return dict(RECORD_A)


def error_code(call) -> str | None:
    """The seed's code of the ValueError ``call`` raises, or None when it succeeds."""
    try:
        call()
    except ValueError as error:
        return str(error)
    return None


def member_ids(groups: list[dict]) -> list[list[str]]:
    return [[member["doc_id"] for member in group["members"]] for group in groups]


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


@pytest.mark.parametrize("doc_id", ["A" * 2048, "1bad", "doc.2024/07:a@b+c-d_e", "0", "-a", "<urn:uuid:1-2>",
                                    "http://e.org/a?b=c;d#e", 'q"\\\'|,'])
def test_corpus_accepts_ids_of_up_to_2048_visible_ascii_characters(a, doc_id):
    assert corpus_code(dict(a, doc_id=doc_id, source_ref=doc_id)) is None


@pytest.mark.parametrize(
    "doc_id",
    ["A" * 2049, "", "a b", "a\N{ZERO WIDTH NON-JOINER}b", "a\N{RIGHT-TO-LEFT MARK}",
     "\N{CYRILLIC SMALL LETTER A}", "a\x7f", "a\t", "a\n"],
    ids=["2049", "empty", "space", "zwnj", "rlm", "cyrillic-a", "delete", "tab", "newline"],
)
def test_corpus_rejects_bad_ids(a, doc_id):
    assert corpus_code(dict(a, doc_id=doc_id)) == "identity"


@pytest.mark.parametrize(
    "source_ref",
    ["A" * 2049, "", "a b", "a\N{ZERO WIDTH NON-JOINER}b", "a\N{RIGHT-TO-LEFT MARK}", "a\n"],
    ids=["2049", "empty", "space", "zwnj", "rlm", "newline"],
)
def test_corpus_rejects_bad_source_refs(a, source_ref):
    assert corpus_code(dict(a, source_ref=source_ref)) == "identity"


@pytest.mark.parametrize("source_ref", ["A" * 2048, "-a", "https://example.org/a?b=c&d=%20#e~f"])
def test_corpus_accepts_source_refs_as_people_write_them(a, source_ref):
    assert corpus_code(dict(a, source_ref=source_ref)) is None


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
