"""Moving around a review: back to the decided subjects, a stale mark in the tree, and R offered
only where it can decide the same again."""

from __future__ import annotations

import msgspec

from core import find_neighbours, form_groups, load_records
from core.review import ReviewDesk
from core.review.card import card_of
from core.review.marks import row_marks
from tests import test_review_controller as controller_tests
from tests.review_helpers import write_corpus

reviewing = controller_tests.reviewing  # the fixture: a controller in review mode and its view


def inline(_kind, work, finish):
    finish(work(lambda *_: None))


def test_a_key_goes_back_through_the_decided_subjects(reviewing):
    controller, view = reviewing()
    first = controller.desk.current
    controller.press("distinct")
    view.flush()
    second = controller.desk.current
    controller.press("unsure")
    view.flush()
    assert controller.back_to_decided() == second  # not only undecided ones: these are decided
    assert controller.back_to_decided() == first
    assert controller.back_to_decided() is None and view.said[-1][0] == "no earlier decision to go back to"


def reopened_after_an_edit(tmp_path, decide):
    """The helpers' corpus decided by ``decide(desk)``, then D edited and the corpus opened again."""
    corpus = write_corpus(tmp_path)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk = ReviewDesk(inline)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    desk.set_clusters(find_neighbours(loaded.records, groups))
    group = next(index for index, key in enumerate(desk.review.subjects.group_key) if key is not None)
    desk.set_current(desk.item_at_group(group))
    decide(desk)
    desk.close()
    records = msgspec.json.decode(corpus.read_bytes())
    for record in records:
        if record["doc_id"] == "D":
            record["body"] += " (edited)"
    write_corpus(tmp_path, records)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    desk.set_clusters(find_neighbours(loaded.records, groups))
    group = next(index for index, key in enumerate(desk.review.subjects.group_key) if key is not None)
    desk.set_current(desk.item_at_group(group))
    return desk, group


def test_a_row_whose_records_an_older_decision_named_is_marked_stale(tmp_path):
    desk, group = reopened_after_an_edit(tmp_path, lambda desk: desk.decide("keep-all"))
    assert row_marks(desk.walk, group) == ("stale",)  # was: no mark at all
    assert card_of(desk).again_refused is None  # keep-all can be decided again: R offered
    desk.close()


def test_decide_the_same_again_is_not_offered_when_the_record_kept_is_gone(tmp_path):
    desk, _group = reopened_after_an_edit(tmp_path, lambda desk: desk.decide("keep", member=2))  # keeps D
    card = card_of(desk)
    assert card.stale is not None and card.stale.keeper == "D"
    assert card.again_refused == "the record kept then, D, is no longer here; choose again"
    desk.close()


def test_g_switches_between_a_group_inside_a_cluster_and_its_cluster(tmp_path):
    from core.review.controller import ReviewController
    from tests.test_review_export import CLUSTER

    corpus = write_corpus(tmp_path, CLUSTER)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk = ReviewDesk(inline)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    desk.set_clusters(find_neighbours(loaded.records, groups))
    view = controller_tests.FakeView(list(range(len(groups))), len(groups))
    controller = view.controller = ReviewController(desk, view)
    controller.active = True
    cluster = controller.next_undecided()
    assert cluster.kind == "cluster"  # the exact groups a1, a2 and b1, b2 are decided with it
    b_row = next(group for group in desk.review.subjects.clusters[0].groups
                 if desk.review.subjects.records[groups[group].members[0]].doc_id == "b1")
    controller.select_row(b_row)
    group = controller.switch_subject()
    assert (group.kind, group.index) == ("group", b_row)  # which copy of b1, b2 stays, first
    controller.press("keep", member=1)
    view.flush()
    assert desk.review.group_line(b_row).keeper == "b2"
    assert desk.current == cluster  # on to the cluster, still undecided
    assert controller.switch_subject().kind == "group"
    assert controller.switch_subject() == cluster  # and back
    desk.close()
