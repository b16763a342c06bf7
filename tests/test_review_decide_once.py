"""Each text is decided once: the exact groups inside a near-identical cluster are not subjects
of their own, on a corpus merged from three editions of Hafez (real text from PyPI packages)."""

from __future__ import annotations

import msgspec

from core import find_neighbours, form_groups
from core.records import Record
from core.review import ReviewDesk, ReviewState, Subjects, export_rows, review_status
from core.review.export import EXPORT_COLUMNS
from tests.realtext.sources import poem_records

POEMS = 495


def three_editions() -> list[Record]:
    """The opening couplet of each ghazal as two packages print it, and a reprint of the first
    edition, byte for byte (another doc_id and source): 1,485 records, 495 poems."""
    records = list(poem_records())
    first = [r for r in records if r["doc_id"].startswith("hafez-kb-") and r["doc_id"].endswith("-01")]
    other = [r for r in records if r["doc_id"].startswith("hafez-rf-")]
    reprint = [dict(r, doc_id=r["doc_id"].replace("-kb-", "-reprint-"),
                    source_ref=r["source_ref"] + "&reprint") for r in first]
    return [Record(**r) for r in first + other + reprint]


def subjects_per_poem() -> tuple[Subjects, int, int]:
    records = three_editions()
    groups = form_groups(records)
    subjects = Subjects(records, groups)
    subjects.set_clusters(find_neighbours(records, groups))
    before = len(subjects.group_of_key) + subjects.cluster_count  # every group and every cluster
    after = review_status(subjects, ReviewState()).undecided
    return subjects, before, after


def test_a_poem_in_three_editions_is_one_subject_not_two():
    subjects, before, after = subjects_per_poem()
    assert len(subjects.records) == 3 * POEMS
    print(f"subjects: {before} before, {after} after, for {POEMS} poems")  # the figures quoted
    assert before > 1.8 * POEMS  # a group of the two identical editions, then its cluster
    assert after == POEMS  # was 901: 495 groups and 406 clusters
    grouped_inside = sum(1 for group in subjects.group_of_key.values() if group in subjects.cluster_of_group)
    assert grouped_inside == before - after
    assert subjects.group_count == len(subjects.group_of_key) - grouped_inside


def test_deciding_a_cluster_decides_its_exact_groups_and_its_keeper_is_chosen_among_all_records(tmp_path):
    subjects, _, _ = subjects_per_poem()
    records, groups = subjects.records, subjects.groups

    def inline(_kind, work, finish):
        finish(work(lambda *_: None))

    corpus = tmp_path / "hafez.jsonl"
    corpus.write_bytes(b"".join(msgspec.json.encode(msgspec.structs.asdict(r)) + b"\n" for r in records))
    desk = ReviewDesk(inline)
    desk.open_for(str(corpus), records, groups, write=True)
    desk.set_clusters(subjects.clusters, subjects.cluster_key)
    rows = list(range(len(groups)))
    first = desk.move(rows)
    assert first.kind == "cluster"  # no exact group inside it is offered first
    desk.decide("accept")
    cluster = subjects.clusters[first.index]
    every = sorted(records[m].doc_id for g in cluster.groups for m in groups[g].members)
    [line] = desk.review.state.current.values()
    assert line.keeper == every[0]  # chosen among all its records (smallest doc_id, no rule)
    exported = {row[0]: dict(zip(EXPORT_COLUMNS, row, strict=True))
                for row in export_rows(desk.review.subjects, desk.review.state)}
    assert {exported[doc_id]["action"] for doc_id in every} == {"keep", "drop"}
    assert all(exported[doc_id]["keeper"] == every[0] for doc_id in every)
    following = desk.move(rows)
    assert following.kind == "cluster" and following != first  # the group inside is decided too
    assert desk.review.status().undecided == review_status(subjects, ReviewState()).undecided - 1
    desk.close()
