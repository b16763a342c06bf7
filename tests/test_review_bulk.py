"""Bulk decisions on a filtered set: chosen by class, source and state, previewed, written as
ordinary lines in one step, and taken back whole by one undo."""

from __future__ import annotations

from core.review import read_decisions
from core.review.bulk import BulkChoice
from tests import test_review_controller as controller_tests

reviewing = controller_tests.reviewing  # the fixture: a controller in review mode and its view


def test_only_the_clusters_differing_by_the_chosen_classes_are_decided_in_one_step(reviewing):
    controller, view = reviewing()
    desk = controller.desk
    controller.bulk_decide(BulkChoice(classes=frozenset({"edge-whitespace"}), groups=False))
    assert view.said[-1] == ("no undecided subject shown is chosen", False)  # its cluster: line ends
    controller.bulk_decide(BulkChoice(classes=frozenset({"line-ending", "edge-whitespace"})))
    [(question, yes, _no)] = view.questions
    assert question.startswith("Decide 2 subjects shown (1 clusters, 1 groups) by the keeper rule smallest "
                               "doc_id: ")
    yes()
    view.flush()
    lines = read_decisions(desk.review.path).lines
    assert sorted(line.decision for line in lines) == ["keep", "same-normalize-upstream"]
    assert len({line.step for line in lines}) == 1 and lines[0].step  # one step, ordinary lines otherwise
    assert desk.review.status().undecided == 0
    controller.press("undo")  # the whole step
    view.flush()
    assert desk.review.status().undecided == 2
    after = read_decisions(desk.review.path).lines
    assert [line.decision for line in after[2:]] == ["withdraw", "withdraw"]
    assert all(line.undo for line in after[2:])
    assert desk.review.undo_step is None


def test_a_source_pattern_narrows_the_subjects_and_an_invalid_one_is_said(reviewing):
    controller, view = reviewing()
    controller.bulk_decide(BulkChoice(source="^mirror/"))  # D, of the exact group A, B, D
    [(question, yes, _no)] = view.questions
    assert "(0 clusters, 1 groups)" in question and question.endswith(": A?")
    yes()
    view.flush()
    [line] = read_decisions(controller.desk.review.path).lines
    assert line.decision == "keep" and line.keeper == "A"  # the rule's keeper (smallest doc_id)
    controller.bulk_decide(BulkChoice(source="("))
    assert view.said[-1][0].startswith("source_ref pattern '(' is not a valid regular expression")


def test_the_undo_steps_of_a_bulk_decision_come_back_after_reopening(reviewing):
    controller, view = reviewing()
    controller.bulk_decide(BulkChoice())
    view.questions[-1][1]()
    view.flush()
    desk = controller.desk
    corpus, subjects = desk._corpus, desk.review.subjects
    desk.close()
    desk.open_for(corpus, subjects.records, subjects.groups, write=True)
    desk.set_clusters(subjects.clusters, subjects.cluster_key)
    step = desk.review.undo_step
    assert len(step.parts) == 2  # one step, read back from the file
    lines = desk.review.undo_lines()
    assert len(lines) == 2 and {line.step for line in lines} == {step.step}
