"""The keeper rule as a line of the decisions file, and undo that goes on after reopening (no Qt)."""

from __future__ import annotations

from core.review import KeeperPreset, LargestDocId, merge_decisions, read_decisions
from core.review.card import card_of
from core.review.decision_lines import KEEPER_RULE, WITHDRAW
from core.review.journal import encode_line
from core.review.keepers import BUILT_IN_RULES
from tests import test_review_controller as controller_tests

reviewing = controller_tests.reviewing  # the fixture: a controller in review mode and its view
decisions = controller_tests.decisions

LARGEST = KeeperPreset("largest doc_id", (LargestDocId(),))


def lines_of(controller):
    return read_decisions(controller.desk.review.path).lines


def group_row(controller) -> int:
    keys = controller.desk.review.subjects.group_key
    return next(index for index, key in enumerate(keys) if key is not None)


# The keeper rule -------------------------------------------------------------------------


def test_a_rule_chosen_in_review_mode_is_a_line_of_its_own_and_the_next_open_suggests_by_it(reviewing):
    controller, view = reviewing()
    controller.select_row(group_row(controller))
    assert card_of(controller.desk).rule == "smallest doc_id"
    controller.choose_rule(LARGEST)
    view.flush()
    [line] = lines_of(controller)
    assert line.decision == KEEPER_RULE and line.rule == LARGEST and line.reviewer == "ann"
    assert controller.desk.current.kind == "group"  # a rule moves to no other subject
    card = card_of(controller.desk)
    assert card.rule == "largest doc_id" and [m.doc_id for m in card.members if m.suggested] == ["D"]
    assert controller.last is None  # the "last decision" line names decisions only
    controller.desk.close()

    again, _view = reviewing("bob")  # the next open, or a second editor
    assert again.desk.keeper_rule_name == "largest doc_id" and again.desk.keeper_rules == LARGEST.rules
    again.select_row(group_row(again))
    assert [m.doc_id for m in card_of(again.desk).members if m.suggested] == ["D"]


def test_a_rule_chosen_outside_review_mode_is_written_with_the_next_decision(reviewing):
    controller, view = reviewing()
    controller.active = False  # review mode off: entering it writes nothing, choosing a rule neither
    controller.choose_rule(LARGEST)
    assert view.writes == [] and lines_of(controller) == []
    controller.active = True
    controller.select_row(group_row(controller))
    controller.press("accept")
    view.flush()
    rule, decision = lines_of(controller)
    assert (rule.decision, rule.rule) == (KEEPER_RULE, LARGEST)
    assert (decision.decision, decision.keeper) == ("keep", "D")  # kept by the rule said before it
    assert controller.desk.rule_unsaved is None and controller.last == decision
    controller.press("undo")  # takes back the decision; the rule stays in force
    view.flush()
    assert decisions(controller)[-1] == WITHDRAW and controller.desk.keeper_rule_name == "largest doc_id"


def test_accepting_the_suggestions_shown_says_the_rule_they_came_from_first(reviewing):
    controller, view = reviewing()
    controller.active = False
    controller.choose_rule(LARGEST)  # outside review mode: not in the file yet
    controller.active = True
    controller.accept_shown()
    [(question, yes, _no)] = view.questions
    assert question == "Accept the suggested keeper of the 1 undecided groups shown?"
    yes()
    view.flush()
    rule, kept = lines_of(controller)
    assert (rule.decision, rule.rule, kept.decision, kept.keeper) == (KEEPER_RULE, LARGEST, "keep", "D")
    assert controller.desk.rule_unsaved is None


def test_choosing_the_rule_the_file_names_writes_nothing(reviewing):
    controller, view = reviewing()
    controller.choose_rule(BUILT_IN_RULES[0])  # the representative: what a file without a rule line says
    assert view.writes == [] and controller.desk.rule_unsaved is None


def test_a_window_following_the_file_takes_up_the_other_editors_rule(reviewing):
    controller, view = reviewing("ann")
    follower = controller.desk.__class__(controller.desk.run)
    follower.open_for(controller.desk._corpus, controller.desk.review.subjects.records,
                      controller.desk.review.subjects.groups, write=False)
    controller.choose_rule(LARGEST)
    view.flush()
    assert follower.keeper_rule_name == "smallest doc_id"
    follower.install_read(follower.read_again_work()())
    assert follower.keeper_rule_name == "largest doc_id" and follower.keeper_rules == LARGEST.rules
    follower.close()


def test_merging_two_files_keeps_the_later_rule_and_calls_no_conflict(reviewing):
    controller, view = reviewing("ann")
    controller.choose_rule(LARGEST)
    view.flush()
    ours = lines_of(controller)
    controller.choose_rule(KeeperPreset("source_ref ~ ^mirror/", ()))
    view.flush()
    theirs = lines_of(controller)[1:]
    merged = merge_decisions(ours, theirs, reviewer="carl", at="2099-01-01T00:00:00.000Z")
    assert merged.conflicts == [] and [line.rule.name for line in merged.lines] == [
        "largest doc_id", "source_ref ~ ^mirror/"]


def test_a_rule_line_about_a_group_or_naming_no_rule_is_skipped_and_said(reviewing):
    controller, view = reviewing()
    controller.choose_rule(LARGEST)
    view.flush()
    [rule] = lines_of(controller)
    path = controller.desk.review.path
    controller.desk.close()
    named = b',"rule":{"name":"largest doc_id","rules":[{"rule":"largest-doc-id"}]}'
    no_rule = encode_line(rule).replace(named, b"")
    assert no_rule != encode_line(rule)
    about_a_group = encode_line(rule).replace(b'{"kind":"review"}',
                                              b'{"kind":"group","digest":"00","length":1,"members":["A"]}')
    path.write_bytes(encode_line(rule) + no_rule + about_a_group)
    read = read_decisions(path)
    assert len(read.lines) == 1
    assert [(problem.line, problem.message) for problem in read.problems] == [
        (2, "skipped: a keeper rule line names no rule"),
        (3, "skipped: a keeper rule is about the review as a whole, not a group or a cluster")]


# Undo after reopening --------------------------------------------------------------------


def test_undo_after_reopening_takes_back_the_files_last_decisions_one_by_one(reviewing):
    controller, view = reviewing()
    controller.press("keep", member=2)  # the group: keep D
    view.flush()
    controller.press("distinct")  # the cluster
    view.flush()
    controller.desk.close()

    again, again_view = reviewing()
    assert again.desk.review.can_undo
    again.press("undo")
    again_view.flush()
    assert decisions(again) == ["keep", "distinct", WITHDRAW]
    assert lines_of(again)[-1].undo and again.desk.current.kind == "cluster"  # shown again
    again.press("undo")
    again_view.flush()
    assert decisions(again) == ["keep", "distinct", WITHDRAW, WITHDRAW]
    assert again.desk.review.state.current == {}
    again.press("undo")
    assert again_view.writes == [] and again_view.said[-1][0] == "nothing to undo: no decision was made yet"


def test_what_was_undone_before_closing_is_not_undone_again(reviewing):
    controller, view = reviewing()
    controller.press("keep", member=0)  # keep A
    view.flush()
    controller.select_row(group_row(controller))
    controller.press("keep-all")  # then keep all
    view.flush()
    controller.press("undo")  # back to keep A
    view.flush()
    controller.desk.close()

    again, again_view = reviewing()
    again.press("undo")  # takes back "keep A", not the undo written before
    again_view.flush()
    assert decisions(again) == ["keep", "keep-all", "keep", WITHDRAW]
    assert again.desk.review.state.current == {}


def test_undo_restores_the_decision_before_it_whole(reviewing):
    controller, view = reviewing()
    controller.press("keep", member=1)
    view.flush()
    controller.select_row(group_row(controller))
    controller.press("note", note="checked by hand")
    view.flush()
    controller.press("keep-all")
    view.flush()
    controller.desk.close()

    again, again_view = reviewing()
    again.press("undo")
    again_view.flush()
    restored = lines_of(again)[-1]
    assert (restored.decision, restored.keeper, restored.undo) == ("keep", "B", True)
    assert again.desk.review.state.note(again.desk.walk.key(again.desk.current)) == "checked by hand"


def test_undo_after_reopening_asks_before_taking_back_another_reviewers_decision(reviewing):
    bob, bob_view = controller_tests.after_ann(reviewing)
    bob.press("undo")
    [(question, yes, _no)] = bob_view.questions
    assert question.startswith("ann decided keep-all at ") and question.endswith("Replace it with withdraw?")
    yes()
    bob_view.flush()
    assert decisions(bob) == ["keep-all", WITHDRAW]


def test_an_unmarked_withdraw_line_of_an_older_file_is_read_as_the_undo_it_was(reviewing):
    import msgspec

    controller, view = reviewing()
    controller.press("keep", member=0)  # keep A
    view.flush()
    controller.press("undo")  # withdrawn
    view.flush()
    path = controller.desk.review.path
    controller.desk.close()
    lines = read_decisions(path).lines
    assert lines[-1].decision == WITHDRAW and lines[-1].undo
    # As a file written before undo lines were marked has it: the same lines, no mark.
    old = [msgspec.structs.replace(line, undo=False) for line in lines]
    path.write_bytes(b"".join(encode_line(line) for line in old))

    again, again_view = reviewing()
    assert not again.desk.review.can_undo  # the keep was taken back already: nothing left to undo
    again.press("undo")
    assert again_view.writes == [] and again_view.said[-1][0] == "nothing to undo: no decision was made yet"
