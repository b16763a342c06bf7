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
