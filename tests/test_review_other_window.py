"""Deciding where another window decided: re-deciding a subject the other window decided asks
first, even under the same editor's name (item: keys never act where deciding is off)."""

from __future__ import annotations

from core.review.controller import ReviewController
from tests import test_review_controller as controller_tests

reviewing = controller_tests.reviewing  # the fixture: a controller in review mode and its view
FakeView = controller_tests.FakeView


def test_a_subject_the_other_window_decided_is_not_decided_again_without_asking(reviewing):
    first, first_view = reviewing("ann")
    desk = first.desk
    # A second window on the same file, the same editor: read-only while the first holds it.
    other = desk.__class__(desk.run)
    other.reviewer = "ann"
    subjects = desk.review.subjects
    other.open_for(desk._corpus, subjects.records, subjects.groups, write=True)
    other.set_clusters(subjects.clusters, subjects.cluster_key)
    assert other.review.read_only
    decided = desk.current
    first.press("distinct")
    first_view.flush()
    other.install_read(other.read_again_work()())  # it follows the file: the decision appears
    desk.close()  # the first window closes; the second records here now
    assert other.start_writing() and not other.review.read_only
    view = FakeView(list(range(len(subjects.groups))), len(subjects.groups))
    controller = view.controller = ReviewController(other, view)
    controller.active = True
    controller.select_row(decided.group)
    assert other.current == decided
    controller.press("unsure")
    [(question, _yes, no)] = view.questions  # was: written at once, over the other window's decision
    assert question.startswith("ann decided distinct at ") and question.endswith("Replace it with unsure?")
    no()
    view.flush()
    assert view.writes == []
    controller.press("distinct")  # the same verdict: nothing is replaced, nothing asked
    view.flush()
    assert len(view.questions) == 1
    other.close()


def test_a_decision_made_in_this_window_is_changed_without_a_question(reviewing):
    controller, view = reviewing("ann")
    item = controller.desk.current
    controller.press("distinct")
    view.flush()
    controller.select_row(item.group)
    controller.press("unsure")
    view.flush()
    assert view.questions == []
