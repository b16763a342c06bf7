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
                      "{A, B} 000000000000\N{HORIZONTAL ELLIPSIS}; {C} 000000000000\N{HORIZONTAL ELLIPSIS}",)
    ids = results["duplicate_ids_invalid_identity_and_record_container_are_rejected"].evidence
    assert "group [A, A]: refused, duplicate_doc_id" in ids and "group ['']: refused, identity" in ids
