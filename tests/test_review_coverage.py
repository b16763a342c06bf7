"""One rule for what a decision covers: every record gets one action a pipeline can trust."""

from __future__ import annotations

import itertools

import msgspec
import pytest

from core.review import ReviewState, export_rows, read_decisions
from core.review.coverage import ACTIONS, resolve
from core.review.export import EXPORT_COLUMNS
from tests.review_helpers import open_review, subjects_of, write_corpus
from tests.test_review_export import CLUSTER, cluster_of, group_at

__all__ = ["open_review"]  # the fixture


def rows_of(corpus) -> dict[str, dict]:
    subjects = subjects_of(corpus)
    state = ReviewState(read_decisions(f"{corpus}.decisions.jsonl").lines)
    return {row[0]: dict(zip(EXPORT_COLUMNS, row, strict=True)) for row in export_rows(subjects, state)}


def assert_trustworthy(rows: dict[str, dict]) -> None:
    """A drop names a record that is kept; a record of the cluster is never kept by nobody's word."""
    for doc_id, row in rows.items():
        assert row["action"] in ACTIONS
        if row["action"] == "drop":
            assert rows[row["keeper"]]["action"] == "keep", (doc_id, row, rows[row["keeper"]])
        if row["action"] == "keep":
            assert row["subject"] in ("group", "cluster"), (doc_id, row)  # every record here has a copy
        if row["action"] == "conflict":
            assert row["reason"], (doc_id, row)


@pytest.fixture
def corpus(tmp_path):
    return write_corpus(tmp_path, CLUSTER)


def test_a_group_kept_then_its_cluster_marked_unsure_never_drops_towards_an_undecided_record(
        corpus, open_review):
    review = open_review(corpus)
    subject, _ = cluster_of(review)
    review.decide(group_at(review, "a1"), "keep", keeper="a2")
    review.decide(subject, "unsure")
    review.close()
    rows = rows_of(corpus)
    assert (rows["a1"]["action"], rows["a1"]["keeper"]) == ("drop", "a2")
    assert (rows["a2"]["action"], rows["a2"]["keeper"]) == ("keep", "a2")  # was "undecided"
    assert {rows[doc_id]["action"] for doc_id in ("b1", "b2", "c")} == {"undecided"}
    assert_trustworthy(rows)


def test_a_keeper_that_is_not_one_of_its_records_makes_a_conflict_with_its_reason(corpus, open_review):
    review = open_review(corpus)
    subject, _ = cluster_of(review)
    # Such a line is skipped when a file is read; the rule holds whoever hands it the state.
    lines = review.lines_for([(subject, "keep", "nobody", None, None)])
    subjects = subjects_of(corpus)
    state = ReviewState(lines)
    rows = {row[0]: dict(zip(EXPORT_COLUMNS, row, strict=True)) for row in export_rows(subjects, state)}
    assert {row["action"] for row in rows.values()} == {"conflict"}
    assert rows["c"]["reason"] == "its keeper nobody is not one of the cluster's records"


def test_a_merge_conflict_names_both_sides_as_its_reason(corpus, open_review):
    from core.review import merge_decisions

    review = open_review(corpus, reviewer="ann")
    subject, _ = cluster_of(review)
    review.decide(subject, "keep", keeper="c")
    review.close()
    ours = read_decisions(review.path).lines
    theirs = [msgspec.structs.replace(ours[0], reviewer="bob", keeper="b1", at=ours[0].at[:-1] + "1Z")]
    merged = merge_decisions(ours, theirs, reviewer="lead", at="2030-01-01T00:00:00.000Z")
    subjects = subjects_of(corpus)
    verdicts = resolve(subjects, ReviewState(merged.lines)).cluster(0)
    reasons = {verdict.reason for listed in verdicts.values() for verdict in listed}
    assert reasons == {"reviewers disagree: ann said keep c; bob said keep b1"}


GROUP_A = [None, ("keep", "a1"), ("keep", "a2"), ("keep-all", None), ("unsure", None), ("distinct", None)]
GROUP_B = [None, ("keep", "b2"), ("unsure", None)]
ON_CLUSTER = [None, ("keep", "a1"), ("keep", "b2"), ("same-normalize-upstream", "c"), ("distinct", None),
              ("unsure", None), ("keep", "gone")]


@pytest.mark.parametrize("cluster_decision", ON_CLUSTER)
def test_every_mix_of_group_and_cluster_decisions_gives_actions_a_pipeline_can_trust(
        corpus, open_review, cluster_decision):
    for number, (on_a, on_b) in enumerate(itertools.product(GROUP_A, GROUP_B)):
        decisions = corpus.with_name(f"d{number}.jsonl")
        review = open_review(corpus, decisions=decisions)
        subject, _ = cluster_of(review)
        for on, first in ((on_a, "a1"), (on_b, "b1"), (cluster_decision, None)):
            if on is not None:
                target = group_at(review, first) if first is not None else subject
                review.decide(target, on[0], keeper=on[1])
        review.close()
        subjects = subjects_of(corpus)
        state = ReviewState(read_decisions(decisions).lines)
        rows = {row[0]: dict(zip(EXPORT_COLUMNS, row, strict=True)) for row in export_rows(subjects, state)}
        assert_trustworthy(rows)
        counts = resolve(subjects, state).counts()
        assert sum(counts.values()) == len(rows) == 5
        assert counts == {action: sum(row["action"] == action for row in rows.values()) for action in ACTIONS}
        if cluster_decision is None and on_a is None and on_b is None:
            assert counts["unreviewed"] == 5
