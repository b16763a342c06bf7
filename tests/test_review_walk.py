"""Walking a review in shown order, and the tree's decision-state filter, without Qt."""

from __future__ import annotations

from core.review import CLUSTER, GROUP, ReviewItem, ReviewWalk
from resources import resource_path
from tests.review_helpers import duplicate_group, open_review, write_corpus

__all__ = ["open_review"]  # the fixture

TRAPS = resource_path("examples", "unicode_traps.json")


def test_the_unicode_traps_are_ten_clusters_walked_in_row_order(tmp_path, open_review):
    corpus = tmp_path / "traps.json"
    corpus.write_bytes(TRAPS.read_bytes())
    review = open_review(corpus)
    walk = ReviewWalk(review)
    rows = list(range(len(review.subjects.groups)))
    seen, item = [], walk.first_undecided(rows)
    while item is not None:
        assert item.kind == CLUSTER
        seen.append(item.index)
        review.decide(walk.subject(item), "distinct")
        item = walk.next_undecided(rows, item)
    assert sorted(seen) == list(range(10))
    assert [review.subjects.groups[walk.review.subjects.clusters[i].groups[0]].representative
            for i in seen] == sorted(review.subjects.groups[c.groups[0]].representative
                                     for c in review.subjects.clusters)
    assert review.status().sentence() == "0 of 0 groups and 10 of 10 clusters decided, 0 stale, 0 conflicts"


def test_next_and_previous_wrap_and_skip_decided(tmp_path, open_review):
    review = open_review(write_corpus(tmp_path))
    walk = ReviewWalk(review)
    rows = list(range(len(review.subjects.groups)))
    group = ReviewItem(GROUP, duplicate_group(review), duplicate_group(review))
    cluster_row = review.subjects.clusters[0].groups[0]
    cluster = ReviewItem(CLUSTER, 0, cluster_row)
    assert walk.first_undecided(rows) == group  # A's group comes before the crlf rows
    assert walk.next_undecided(rows, group) == cluster
    assert walk.next_undecided(rows, cluster) == group  # wraps
    assert walk.next_undecided(rows, group, backwards=True) == cluster
    review.decide(walk.subject(cluster), "unsure")
    assert walk.next_undecided(rows, group) is None  # only itself is left
    assert walk.next_undecided(list(reversed(rows)), None) == group
    positions = {g: p for p, g in enumerate(rows)}
    assert walk.next_undecided(rows, cluster, position_of=positions.get) == group


def test_the_tree_filter_by_decision_state(tmp_path, open_review):
    review = open_review(write_corpus(tmp_path))
    walk = ReviewWalk(review)
    group = duplicate_group(review)
    cluster_row = review.subjects.clusters[0].groups[0]
    rows = range(len(review.subjects.groups))

    def shown(state_filter):
        return [row for row in rows if walk.group_matches(row, state_filter)]

    assert shown("undecided") == sorted([group, cluster_row])
    review.decide(walk.subject(ReviewItem(GROUP, group, group)), "keep-all")
    assert shown("undecided") == [cluster_row]
    assert shown("decided") == [group]
    assert shown("keep-all") == [group]
    assert shown("keep") == []
    assert shown("stale") == []
    assert shown("conflicts") == []
