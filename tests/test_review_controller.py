"""The decision pipeline without Qt: keys on the subject shown, queueing, undo, asking first, marks."""

from __future__ import annotations

import pytest

from core import find_neighbours, form_groups, load_records
from core.display.group_table import Arrangement
from core.review import GROUP, ReviewDesk, read_decisions
from core.review.controller import END_OF_REVIEW, NOT_SHOWN, NOTHING_SHOWN, ReviewController
from core.review.marks import member_mark, row_marks
from tests.review_helpers import write_corpus


class FakeView:
    """A view that records what it is asked and writes when told to (``flush``)."""

    def __init__(self, rows: list[int], group_count: int) -> None:
        self.arrangement = Arrangement(rows, group_count)
        self.said: list[tuple[str, bool]] = []
        self.writes: list[tuple] = []
        self.questions: list[tuple] = []
        self.shown_items: list = []
        self.saved_lines: list = []
        self.later_calls: list = []
        self.controller: ReviewController | None = None

    def shown(self):
        return self.arrangement

    def write(self, review, lines, token):
        self.writes.append((review, lines, token))

    def flush(self) -> None:
        """The writer thread's part, then its report, in order."""
        while self.writes:
            review, lines, token = self.writes.pop(0)
            review.write(lines)
            self.controller.written(lines, token)
            while self.later_calls:
                self.later_calls.pop(0)()

    def show(self, item):
        self.shown_items.append(item)

    def say(self, message, *, error):
        self.said.append((message, error))

    def clear_message(self):
        self.said.append(("", False))

    def confirm(self, question, yes, no):
        self.questions.append((question, yes, no))

    def later(self, call):
        self.later_calls.append(call)

    def saved(self, lines, *, bulk_done):
        self.saved_lines.append(list(lines))


def inline(_kind, work, finish):
    finish(work(None))


@pytest.fixture
def reviewing(tmp_path):
    """``reviewing(reviewer=...)``: a controller in review mode over the helpers' corpus, with its view."""
    corpus = write_corpus(tmp_path)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    clusters = find_neighbours(loaded.records, groups)
    made = []

    def make(reviewer: str = "ann"):
        desk = ReviewDesk(inline)
        desk.reviewer = reviewer
        desk.open_for(str(corpus), loaded.records, groups, write=True)
        desk.set_clusters(clusters)
        view = FakeView(list(range(len(groups))), len(groups))
        controller = view.controller = ReviewController(desk, view)
        controller.active = True
        controller.next_undecided()
        made.append(desk)
        return controller, view

    yield make
    for desk in made:
        desk.close()


def decisions(controller) -> list[str]:
    return [line.decision for line in read_decisions(controller.desk.review.path).lines]


def test_keys_wait_for_the_write_on_its_way_and_apply_in_order(reviewing):
    controller, view = reviewing()
    assert controller.desk.current.kind == GROUP
    controller.press("keep", member=1)
    controller.press("accept")  # pressed while the first is being written: waits
    assert len(view.writes) == 1 and controller.busy
    view.flush()
    assert decisions(controller) == ["keep", "same-normalize-upstream"]
    assert controller.last.decision == "same-normalize-upstream"
    assert controller.desk.current is None and view.shown_items[-1] is None  # the end of the review


def test_at_the_end_of_the_review_a_key_does_nothing_and_says_why(reviewing):
    controller, view = reviewing()
    for _ in range(2):
        controller.press("accept")
        view.flush()
    controller.press("distinct")
    assert view.writes == [] and decisions(controller) == ["keep", "same-normalize-upstream"]
    assert view.said[-1] == (END_OF_REVIEW, False)


def test_a_filter_that_hides_the_subject_or_shows_nothing_stops_the_keys(reviewing):
    controller, view = reviewing()
    current = controller.desk.current
    view.arrangement = Arrangement([row for row in view.arrangement.rows if row != current.group],
                                   len(view.arrangement.rows))
    controller.press("keep-all")
    assert view.writes == [] and view.said[-1] == (NOT_SHOWN, False)
    view.arrangement = Arrangement([], len(view.arrangement.rows))
    controller.next_undecided()
    controller.press("keep-all")
    assert view.writes == [] and view.said[-1] == (NOTHING_SHOWN, False)


def after_ann(reviewing, decision: str = "keep-all"):
    """Ann decides the first subject and closes the file; then Bob opens it (his controller, his view)."""
    controller, view = reviewing("ann")
    controller.press(decision)
    view.flush()
    controller.desk.close()
    return reviewing("bob")


def test_changing_another_reviewers_decision_asks_first(reviewing):
    bob, bob_view = after_ann(reviewing)
    group = next(index for index, key in enumerate(bob.desk.review.subjects.group_key) if key is not None)
    bob.select_row(group)
    bob.press("keep", member=0)
    [(question, yes, _no)] = bob_view.questions
    assert question.startswith("ann decided keep-all at ") and question.endswith("Replace it with keep?")
    bob.press("accept")  # waits for the answer
    assert bob_view.writes == []
    yes()
    bob_view.flush()
    assert decisions(bob) == ["keep-all", "keep", "same-normalize-upstream"]
    bob.select_row(group)
    bob.press("keep-all")  # bob's own decision now: changed without a question
    bob_view.flush()
    assert len(bob_view.questions) == 1 and decisions(bob)[-1] == "keep-all"


def test_cancelling_the_question_writes_nothing(reviewing):
    bob, bob_view = after_ann(reviewing)
    group = next(index for index, key in enumerate(bob.desk.review.subjects.group_key) if key is not None)
    bob.select_row(group)
    bob.press("keep", member=2)
    [(_question, _yes, no)] = bob_view.questions
    no()
    assert bob_view.writes == [] and decisions(bob) == ["keep-all"]


def test_undo_shows_the_subject_again_and_says_when_there_is_nothing_to_undo(reviewing):
    controller, view = reviewing()
    controller.press("undo")
    assert view.said[-1][0] == "nothing to undo: no decision was made yet"
    first = controller.desk.current
    controller.press("keep", member=2)
    view.flush()
    assert controller.desk.current != first
    controller.press("undo")
    view.flush()
    assert controller.desk.current == first and view.shown_items[-1] == first
    assert decisions(controller) == ["keep", "withdraw"]
    controller.desk.close()
    again, again_view = reviewing()
    again.press("undo")  # a new window: what was undone before stays undone
    assert again_view.said[-1][0].startswith("nothing to undo")


def test_a_failed_write_is_said_and_the_keys_after_it_are_dropped(reviewing):
    controller, view = reviewing()
    controller.press("keep", member=0)
    controller.press("accept")
    view.writes.clear()
    controller.write_failed("disk full")
    assert view.said[-1] == ("The decision was NOT saved: disk full", True)
    assert not controller.busy and view.writes == []


def test_moving_round_the_end_is_said(reviewing):
    controller, view = reviewing()
    cluster_row = next(item for group in view.arrangement.rows
                       for item in controller.desk.walk.items_at(group) if item.kind == "cluster").group
    controller.select_row(cluster_row)
    moved = controller.next_undecided()
    assert moved is not None and view.said[-1][0].startswith("wrapped round: back to the first")


def test_the_marks_of_a_row_name_both_its_group_and_its_cluster(tmp_path):
    records = [
        {"doc_id": "a1", "source_ref": "r", "language": "en", "title": "T", "body": "x\ny"},
        {"doc_id": "a2", "source_ref": "r", "language": "en", "title": "T", "body": "x\ny"},
        {"doc_id": "b1", "source_ref": "r", "language": "en", "title": "T", "body": "x\r\ny"},
    ]
    corpus = write_corpus(tmp_path, records)
    loaded = load_records(str(corpus))
    groups = form_groups(loaded.records)
    desk = ReviewDesk(inline)
    desk.open_for(str(corpus), loaded.records, groups, write=True)
    rows = list(range(len(groups)))
    desk.move(rows)
    desk.decide("keep", member=1)  # the group decided before its cluster is known: it still counts
    desk.set_clusters(find_neighbours(loaded.records, groups))
    desk.move(rows)
    desk.decide("distinct")
    group = desk.walk.review.subjects.clusters[0].groups[0]
    assert row_marks(desk.walk, group) == ("keep", "distinct")
    assert [member_mark(desk.walk, group, position) for position in range(2)] == ["dropped", "keeper"]
    desk.close()


def test_a_key_pressed_while_the_first_subject_is_being_found_waits_for_it(reviewing):
    controller, view = reviewing()
    controller.searching = True  # the view looks for the first undecided subject, in turns
    controller.press("keep-all")
    assert view.writes == [] and view.said == []  # neither refused nor sent to a subject not shown
    controller.searching = False
    controller.resume()
    view.flush()
    assert decisions(controller) == ["keep-all"]


def test_the_upcoming_subject_is_the_one_a_decision_moves_to_and_nothing_moves(reviewing):
    controller, view = reviewing()
    first = controller.desk.current
    upcoming = controller.upcoming()
    assert upcoming is not None and upcoming != first
    assert controller.desk.current == first and view.said == []  # a look ahead: nothing moved, nothing said
    controller.press("accept")
    view.flush()
    assert controller.desk.current == upcoming
    controller.press("accept")
    view.flush()
    assert controller.desk.current is None and controller.upcoming() is None  # the end: nothing to prepare
