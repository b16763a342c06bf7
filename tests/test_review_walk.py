"""Walking a review in shown order, and the tree's decision-state filter, without Qt."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from core.review import CLUSTER, GROUP, ReviewItem, ReviewWalk
from core.review import walk as walk_module
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


def naive_next(walk, rows, current, backwards):
    """The reference: every item row by row round the table, as a person would look."""
    order = [item for group in rows for item in walk.items_at(group)]
    if backwards:
        order.reverse()
    if current in order:
        start = order.index(current) + 1
        order = order[start:] + order[:start - 1]
    return next((item for item in order if not walk.is_decided(item)), None)


def many_subjects():
    """Twelve exact groups with two members and six near-identical pairs, plus single records."""
    from core import Record, find_neighbours, form_groups
    from core.review import Subjects

    records = []
    for number in range(12):
        body = f"document {number}"
        records += [Record(f"d{number}a", "s", "en", "t", body), Record(f"d{number}b", "s", "en", "t", body)]
    for number in range(6):
        records += [Record(f"n{number}a", "s", "en", "t", f"near {number}\nline"),
                    Record(f"n{number}b", "s", "en", "t", f"near {number}\r\nline")]
    records += [Record(f"single{number}", "s", "en", "t", f"alone {number}") for number in range(8)]
    groups = form_groups(records)
    subjects = Subjects(records, groups)
    subjects.set_clusters(find_neighbours(records, groups))
    return subjects


SUBJECTS = many_subjects()


@given(st.data())
def test_walking_finds_what_looking_at_every_row_finds(data):
    from core.review import SCHEMA, DecisionLine, InputFile, Review, review_status

    review = Review(SUBJECTS, Path("unused.jsonl"), reviewer="ann", input_file=InputFile("c", 1, "0" * 64))
    walk = ReviewWalk(review)
    rows = data.draw(st.permutations(range(len(SUBJECTS.groups))))
    items = [item for group in rows for item in walk.items_at(group)]
    decided = data.draw(st.lists(st.sampled_from(items), unique=True))
    review.status()  # counted now, then kept up to date by each commit
    stamp = "2026-12-01T00:00:00.000Z"
    review.commit([DecisionLine(SCHEMA, stamp, "ann", "doc-content-v1", review.input_file, walk.subject(item),
                                "keep-all" if item.kind == GROUP else "distinct")
                   for item in decided])
    withdrawn = data.draw(st.lists(st.sampled_from(decided), unique=True)) if decided else []
    review.commit([DecisionLine(SCHEMA, stamp, "ann", "doc-content-v1", review.input_file, walk.subject(item),
                                "withdraw") for item in withdrawn])
    assert review.status() == review_status(SUBJECTS, review.state)  # kept equals counted afresh
    for group in range(len(SUBJECTS.groups)):  # each row's flag, kept by the commits, as its items say
        assert walk.pending[group] == any(not walk.is_decided(item) for item in walk.items_at(group))
    current = data.draw(st.none() | st.sampled_from(items))
    backwards = data.draw(st.booleans())
    expected = naive_next(walk, rows, current, backwards)
    if current is None and backwards:
        expected = naive_next(walk, list(reversed(rows)), None, False)
    slice_rows, walk_module._SLICE = walk_module._SLICE, data.draw(st.sampled_from([1, 3, 4096]))
    try:  # slices of one and three rows take the paths a million rows take
        assert walk.next_undecided(rows, current, backwards=backwards) == expected
    finally:
        walk_module._SLICE = slice_rows
    # With the arrangement's positions: few pending rows are placed, not scanned for; some
    # rows may be filtered out (no position).
    shown = rows[:data.draw(st.integers(1, len(rows)))]
    positions = {group: position for position, group in enumerate(shown)}
    shown_items = [item for group in shown for item in walk.items_at(group)]
    current = data.draw(st.none() | st.sampled_from(shown_items)) if shown_items else None
    expected = naive_next(walk, shown, current, backwards)
    if current is None and backwards:
        expected = naive_next(walk, list(reversed(shown)), None, False)
    few, walk_module.FEW_PENDING = walk_module.FEW_PENDING, data.draw(st.sampled_from([0, 2, 10_000]))
    try:
        assert walk.next_undecided(shown, current, backwards=backwards, position_of=positions.get) == expected
        # The first undecided, a few rows at a time (a window's turns), is the same one.
        count, start, steps = data.draw(st.integers(1, 5)), 0, 0
        while True:
            found, start = walk.first_undecided_in(shown, start, count, position_of=positions.get)
            steps += 1
            if start is None:
                break
        assert found == naive_next(walk, shown, None, False) and steps <= len(shown) // count + 1
    finally:
        walk_module.FEW_PENDING = few
