"""core.seed_checks: the seed's 18 checks as the GUI's "Verify the contract" runs them."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import core
from core import CORPUS_LIMITS, SEED_LIMITS, run_seed_checks
from core.seed_checks import BOUND_CHECKS, CHECK_NAMES

SEED_REFERENCE = Path(__file__).parent / "seed_reference"


@pytest.fixture
def seed_program(monkeypatch):
    monkeypatch.syspath_prepend(str(SEED_REFERENCE))
    return importlib.import_module("exact_document_dedup")


def test_all_eighteen_pass_under_the_seed_limits():
    results = run_seed_checks(limits=SEED_LIMITS)
    assert len(results) == 18
    assert [result.name for result in results if not result.passed] == []
    assert all(result.detail == "" for result in results)


def test_names_and_order_are_the_seed_programs(seed_program):
    seed_names = list(seed_program.run_example()["checks"])
    assert list(CHECK_NAMES) == seed_names
    assert [result.name for result in run_seed_checks()] == seed_names


def test_every_summary_is_one_english_sentence():
    for result in run_seed_checks():
        assert result.summary.endswith("."), result.name
        assert result.summary.count(". ") == 0, result.name


def test_under_corpus_only_the_bound_checks_fail():
    failed = {result.name for result in run_seed_checks(limits=CORPUS_LIMITS) if not result.passed}
    assert failed == set(BOUND_CHECKS)


def test_a_check_that_raises_is_reported_failed_with_the_reason(monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("grouping is broken")

    monkeypatch.setattr(core.seed_checks, "group_documents", broken)
    results = {result.name: result for result in run_seed_checks()}
    grouped = results["input_record_order_does_not_change_representatives_or_groups"]
    assert not grouped.passed
    assert grouped.detail == "raised RuntimeError: grouping is broken"
    # Checks that never group are untouched.
    assert results["fixed_order_content_bytes_equal_independent_literal_utf8_oracle"].passed


def test_a_wrong_answer_is_reported_failed(monkeypatch):
    monkeypatch.setattr(core.seed_checks, "sha256_hex", lambda payload: "0" * 64)
    results = {result.name: result for result in run_seed_checks()}
    assert not results["sha256_function_matches_independent_published_abc_known_answer"].passed
    assert results["sha256_function_matches_independent_published_abc_known_answer"].detail == ""


def test_exported_from_core():
    assert {"run_seed_checks", "CheckResult"} <= set(core.__all__)


def test_every_check_lists_the_values_it_compared():
    from core.seed_checks import run_seed_checks

    results = {result.name: result for result in run_seed_checks()}
    assert all(result.evidence for result in results.values())
    hand = results["fixed_order_content_bytes_equal_independent_literal_utf8_oracle"].evidence
    assert hand[0].startswith("written by hand: 83 bytes, 5b 22 64") and "the core: 83 bytes" in hand[-1]
    forced = results["forced_candidate_hash_collision_still_compares_full_content_bytes"].evidence
    assert forced == ("group [A, B, C(body='\N{ARABIC LETTER WAW}\N{ARABIC LETTER LAM}"
                      "\N{ARABIC LETTER TEH}\N{ARABIC LETTER ALEF}\N{ARABIC LETTER JEH} "
                      "\N{ARABIC LETTER BEH}\N{ARABIC LETTER REH}\N{ARABIC LETTER HAH}"
                      "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER BEH} mV \N{ARABIC LETTER ALEF}"
                      "\N{ARABIC LETTER SEEN}\N{ARABIC LETTER TEH}.')]: "
                      f"{{A, B}} {'0' * 64}; {{C}} {'0' * 64}",)
    ids = results["duplicate_ids_invalid_identity_and_record_container_are_rejected"].evidence
    assert "group [A, A]: refused, duplicate_doc_id" in ids and "group ['']: refused, identity" in ids


def test_evidence_lines_read_in_english_exactly_as_before():
    """Each evidence line is a template with values; its English text is the line the
    command line and the tests have always read, for every template."""
    from core.seed_checks import run_seed_checks
    from core.seed_evidence import EVIDENCE_TEMPLATES

    results = {result.name: result for result in run_seed_checks()}
    whole = ("5b 22 64 6f 63 2d 63 6f 6e 74 65 6e 74 2d 76 31 22 2c 22 66 61 22 2c 22 "
             "d8 b1 d8 a7 d9 87 d9 86 d9 85 d8 a7 db 8c 20 d8 ad d8 b3 da af d8 b1 22 2c 22 "
             "d9 88 d9 84 d8 aa d8 a7 da 98 20 d8 a8 d8 b1 d8 ad d8 b3 d8 a8 20 56 20 "
             "d8 a7 d8 b3 d8 aa 2e 22 5d")  # all 83, the Persian ones too
    assert results["fixed_order_content_bytes_equal_independent_literal_utf8_oracle"].evidence == (
        f"written by hand: 83 bytes, {whole}",
        "canonical bytes of [A]: 83 bytes, SHA-256 "
        "ccc7ab9029274f98953a87f389d0562af696c08eba476c76691abcf087c7c187",  # all 64 digits
        f"the core: 83 bytes, {whole}",
    )
    abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    assert results["sha256_function_matches_independent_published_abc_known_answer"].evidence == (
        f"sha256(b'abc') = {abc}", f"NIST's answer = {abc}")
    # The two bodies read apart: the code points and bytes that differ, and the combining
    # accent written as an escape where the records are named.
    assert results["unicode_canonical_equivalence_is_not_implicitly_normalized"].evidence[:4] == (
        "NFC body: U+0063 U+0061 U+0066 U+00E9, UTF-8 63 61 66 c3 a9",
        "NFD body: U+0063 U+0061 U+0066 U+0065 U+0301, UTF-8 63 61 66 65 cc 81",
        "they differ in U+00E9 (c3 a9) against U+0065 U+0301 (65 cc 81)",
        "group [A(body='caf\N{LATIN SMALL LETTER E WITH ACUTE}'), B(body='cafe\\u0301')]: "
        "{A} 3d05f5b9b90d0224103b35d25d16813161da52b178f7430566a24ebf6a4eee93; "
        "{B} 702fb66b4a03ea238bfc35dfcebd7002178ac729b3f6a3952cd33333f0337ca9")
    digests = results["digest_dependency_contract_rejects_nonhex_nonstring_wrong_length"].evidence
    assert digests[:3] == ("a digest function returning 'xxxxxxxxxxx\N{HORIZONTAL ELLIPSIS}':",
                           "group [A]: refused, digest_contract",
                           "a digest function returning 'aaaaaaaaaaa\N{HORIZONTAL ELLIPSIS}':")
    ids = results["duplicate_ids_invalid_identity_and_record_container_are_rejected"].evidence
    assert ids[2:4] == ("group 129 records: refused, records",
                        "group a list_iterator of records: refused, records")
    bounds = results["declared_title_body_and_language_bounds_are_explicit"].evidence
    assert bounds[1] == "canonical bytes of [A(title='')]: refused, title"

    def templates(lines):
        for line in lines:
            yield line.template
            yield from templates(value for _name, value in line.values if isinstance(value, type(line)))

    used = {template for result in results.values() for template in templates(result.lines)}
    assert used == set(EVIDENCE_TEMPLATES)  # every template met, none written outside the list
    assert all(line.text == text for result in results.values()
               for line, text in zip(result.lines, result.evidence, strict=True))
