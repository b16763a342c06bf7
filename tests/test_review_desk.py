"""The review side of a session, driven headless: open, resume, decide by action, undo, stale."""

from __future__ import annotations

import pytest

from core import find_neighbours, form_groups, load_records
from core.review import (
    GROUP,
    READING_AGAIN,
    ReviewDesk,
    ReviewReadOnly,
    ReviewState,
    SourceRefMatches,
    decisions_path_for,
    read_decisions,
    review_status,
)
from tests.review_helpers import open_review, write_corpus

__all__ = ["open_review"]  # the fixture


def inline(_kind, work, finish):
    finish(work(None))


@pytest.fixture
def desk():
    made = ReviewDesk(inline)
    made.reviewer = "ann"
    yield made
    made.close()


def open_corpus(desk, corpus, *, write=None):
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk.open_for(str(corpus), loaded.records, groups, write=write)
    desk.set_clusters(find_neighbours(loaded.records, groups))
    return list(range(len(groups)))


def test_without_a_decisions_file_the_review_is_read_only_until_review_mode(tmp_path, desk):
    corpus = write_corpus(tmp_path)
    rows = open_corpus(desk, corpus)
    assert desk.review.read_only and not decisions_path_for(corpus).exists()
    desk.move(rows)
    with pytest.raises(ReviewReadOnly):
        desk.lines_for("accept")
    assert desk.start_writing()
    assert decisions_path_for(corpus).exists()
    assert desk.review.input_file.name == "corpus.json"
    assert desk.review.input_file.size == corpus.stat().st_size


def test_a_review_by_actions_then_resumed_at_the_first_undecided(tmp_path, desk):
    corpus = write_corpus(tmp_path)
    rows = open_corpus(desk, corpus, write=True)
    first = desk.move(rows)
    assert first.kind == GROUP
    desk.keeper_rules = (SourceRefMatches("^mirror/"),)
    [line] = desk.decide("accept", note="the mirror is canonical")
    assert (line.decision, line.keeper, line.note) == ("keep", "D", "the mirror is canonical")
    cluster = desk.move(rows)
    [line] = desk.decide("accept")
    assert (line.decision, line.classes) == ("same-normalize-upstream", ("line-ending",))
    assert desk.move(rows) is None  # everything is decided
    desk.decide("undo")
    assert desk.review.status().clusters_decided == 0
    desk.close()
    again = ReviewDesk(inline)
    rows = open_corpus(again, corpus)
    assert not again.review.read_only  # its file exists: the review resumes
    assert again.move(rows) == cluster
    assert again.review.status().groups_decided == 1
    again.close()


def test_actions_that_do_not_fit_the_subject_say_why(tmp_path, desk):
    rows = open_corpus(desk, write_corpus(tmp_path), write=True)
    desk.move(rows)  # the group
    with pytest.raises(ValueError, match="decision about near-identical clusters"):
        desk.lines_for("same-normalize-upstream")
    with pytest.raises(ValueError, match="has 3 members; choose 1 to 3"):
        desk.lines_for("keep", member=5)
    with pytest.raises(ValueError, match="decide first"):
        desk.lines_for("note", note="why")
    desk.decide("keep", member=1)
    [line] = desk.decide("note", note="B is the original")
    assert (line.decision, line.keeper, line.note) == ("keep", "B", "B is the original")


def test_another_decisions_file_can_be_chosen(tmp_path, desk):
    corpus = write_corpus(tmp_path)
    elsewhere = tmp_path / "mine.jsonl"
    desk.choose_path(elsewhere)
    rows = open_corpus(desk, corpus, write=True)
    desk.move(rows)
    desk.decide("keep-all")
    assert [line.decision for line in read_decisions(elsewhere).lines] == ["keep-all"]
    assert not decisions_path_for(corpus).exists()


def test_clusters_arriving_before_the_review_wait_for_it(tmp_path):
    held = []
    desk = ReviewDesk(lambda kind, work, finish: held.append((kind, work, finish)))
    corpus = write_corpus(tmp_path)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    desk.set_clusters(find_neighbours(loaded.records, groups))  # the analysis finished first
    assert desk.review is None
    kind, work, finish = held.pop(0)
    assert kind == "review"
    finish(work(None))
    assert not desk.review.subjects.clusters_known  # they join in a job of their own
    run_held(held, "clusters")
    assert desk.review.subjects.clusters_known and desk.review.subjects.cluster_count == 1
    assert desk.review.status().clusters == 1
    desk.close()


def held_desk(tmp_path, reviewer="ann"):
    """A desk whose jobs wait in a list, its corpus's review open (clusters not in yet)."""
    held = []
    desk = ReviewDesk(lambda kind, work, finish: held.append((kind, work, finish)))
    desk.reviewer = reviewer
    corpus = write_corpus(tmp_path)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    run_held(held, "review")
    run_held(held, "identify")
    return desk, held, find_neighbours(loaded.records, groups), list(range(len(groups)))


def run_held(held, kind):
    index = next(i for i, job in enumerate(held) if job[0] == kind)
    _kind, work, finish = held.pop(index)
    finish(work(None))


def counted_afresh(review):
    return review_status(review.subjects, ReviewState(read_decisions(review.path).lines))


@pytest.mark.parametrize("when", ["before the job", "during the job"])
def test_decisions_made_while_the_clusters_are_counted_in_a_job_still_count(tmp_path, when):
    desk, held, clusters, rows = held_desk(tmp_path)
    review = desk.review
    group = desk.move(rows)
    assert group.kind == GROUP
    if when == "before the job":
        desk.decide("accept")
    desk.set_clusters(clusters)
    _kind, work, finish = held.pop()
    prepared = work(None)  # the worker's part, on the decisions as they were when the job began
    if when == "during the job":
        desk.decide("accept")
        desk.move(rows)
        desk.decide("keep-all")
        desk.decide("undo")
    assert not review.subjects.clusters_known
    finish(prepared)
    status = review.status()
    assert status == counted_afresh(review) and status.clusters == 1 and status.groups_decided == 1
    # The walk's flags: the cluster is the one subject left, found from the first row.
    desk.set_current(None)
    cluster = desk.move(rows)
    assert cluster is not None and cluster.kind == "cluster"
    desk.decide("distinct")
    assert desk.move(rows) is None
    assert review.status() == counted_afresh(review)
    desk.close()


def test_clusters_counted_in_a_job_while_the_file_is_read_again(tmp_path):
    desk, held, clusters, rows = held_desk(tmp_path)
    review = desk.review
    desk.move(rows)
    desk.set_clusters(clusters)
    _kind, work, finish = held.pop()
    prepared = work(None)
    desk.decide("accept")
    review.reread()  # start_writing after a read-only opening reads the file again
    finish(prepared)
    assert review.status() == counted_afresh(review) and review.status().clusters == 1
    assert desk.move(rows).kind == "cluster"
    desk.close()


def test_clusters_of_an_older_analysis_are_not_installed(tmp_path):
    desk, held, clusters, _rows = held_desk(tmp_path)
    desk.set_clusters(clusters)
    older = held.pop()
    desk.set_clusters(clusters[:0])
    newer = held.pop()
    older[2](older[1](None))
    assert not desk.review.subjects.clusters_known
    newer[2](newer[1](None))
    assert desk.review.subjects.clusters_known and desk.review.status().clusters == 0
    assert desk.review.watchers == [desk.walk._changed]  # no job listens any longer
    desk.close()


def test_entering_review_mode_reads_the_file_again_in_a_job(tmp_path, open_review):
    """The file may have grown while another window held it; it is read in a job, keys wait."""
    held = []
    desk = ReviewDesk(lambda kind, work, finish: held.append((kind, work, finish)))
    desk.reviewer = "ann"
    corpus = write_corpus(tmp_path)
    other = open_review(corpus, reviewer="bob")  # another window records meanwhile
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk.open_for(str(corpus), loaded.records, groups)
    run_held(held, "review")
    desk.set_clusters(find_neighbours(loaded.records, groups))
    run_held(held, "clusters")
    assert desk.review.read_only and not desk.start_writing()  # bob holds the file
    other.decide(other.subjects.cluster_subject(0), "distinct")
    other.close()
    rows = list(range(len(groups)))
    first = desk.move(rows)
    assert desk.start_writing()
    assert desk.review.read_only_reason == READING_AGAIN
    with pytest.raises(ReviewReadOnly):
        desk.lines_for("accept")
    assert desk.review.cluster_line(0) is None  # not read yet
    run_held(held, "review")
    review = desk.review
    assert not review.read_only and review.cluster_line(0).decision == "distinct"
    assert review.status() == counted_afresh(review) and review.status().clusters_decided == 1
    assert first.kind == GROUP and desk.move(rows) is None  # the cluster is decided now
    run_held(held, "identify")
    desk.decide("accept")
    assert [line.reviewer for line in read_decisions(review.path).lines] == ["bob", "ann"]
    desk.close()


def test_groups_and_clusters_decide_alike_and_a_cluster_keeps_one_of_its_groups(tmp_path, desk):
    rows = open_corpus(desk, write_corpus(tmp_path), write=True)
    desk.move(rows)  # the group A, B, D
    decided = desk.decide("distinct") + desk.decide("unsure")
    assert [line.decision for line in decided] == ["distinct", "unsure"]
    cluster = desk.move(rows)
    assert cluster.kind == "cluster"
    [line] = desk.decide("keep", member=1)  # the second group: crlf-b
    assert (line.decision, line.keeper, line.classes) == ("keep", "crlf-b", ("line-ending",))
    [line] = desk.decide("accept")  # same document, normalize upstream, keeping the suggested group
    assert (line.decision, line.keeper) == ("same-normalize-upstream", "crlf-a")
    desk.keeper_rules = (SourceRefMatches("Ref6"),)
    assert desk.decide("accept")[0].keeper == "crlf-b"
    with pytest.raises(ValueError, match="this cluster has 2 groups; choose 1 to 2"):
        desk.lines_for("keep", member=2)
    with pytest.raises(ValueError, match="keep-all is a decision about exact groups"):
        desk.lines_for("keep-all")
    assert [line.decision for line in read_decisions(desk.review.path).lines] == [
        "distinct", "unsure", "keep", "same-normalize-upstream", "same-normalize-upstream"]
