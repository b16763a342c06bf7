"""Keeper-rule patterns come from a decisions file another editor wrote: an invalid one is
refused with its line, a backtracking one is searched with a time bound, never a frozen window."""

from __future__ import annotations

import time

from core.records import Record
from core.review import KeeperPreset, SourceRefMatches, read_decisions
from core.review.card import card_of
from core.review.journal import encode_line
from core.review.keepers import KeeperRuleError, suggest_keeper
from tests import test_review_controller as controller_tests
from tests.helpers import run_cli
from tests.review_helpers import write_corpus

reviewing = controller_tests.reviewing  # the fixture: a controller in review mode and its view

BACKTRACKING = "^(a|aa)+$"


def rule_line(controller, pattern: str) -> bytes:
    preset = KeeperPreset("from the other editor", (SourceRefMatches(pattern),))
    [line] = controller.desk.review.lines_for([(controller.desk.walk.subject(controller.desk.current),
                                                "unsure")])
    from core.review.decision_lines import KEEPER_RULE, ReviewSubject

    [rule] = controller.desk.review.lines_for([(ReviewSubject(), KEEPER_RULE)], rule=preset)
    return encode_line(line) + encode_line(rule)


def test_an_invalid_pattern_in_a_decisions_file_is_refused_with_its_line(reviewing, tmp_path):
    controller, _view = reviewing()
    path = controller.desk.review.path
    data = rule_line(controller, "(")
    controller.desk.close()
    path.write_bytes(data)
    read = read_decisions(path)
    assert [line.decision for line in read.lines] == ["unsure"]  # the rule line is left out, said
    [problem] = read.problems
    assert problem.line == 2 and problem.path == str(path)
    assert problem.message == ("skipped: source_ref pattern '(' is not a valid regular expression: "
                               "missing ) at position 1")
    corpus = write_corpus(tmp_path)
    result = run_cli("review", "status", corpus)
    assert result.returncode == 0 and "Traceback" not in result.stderr
    assert f"{path}:2: " in result.stderr and "not a valid regular expression" in result.stderr


def test_a_backtracking_pattern_is_bounded_and_said_never_a_freeze():
    members = [Record(f"d{n}", "a" * 36 + "!", "en", "T", "b") for n in range(3)]
    started = time.perf_counter()
    try:
        suggest_keeper(members, (SourceRefMatches(BACKTRACKING),))
    except KeeperRuleError as error:
        said = str(error)
    else:
        said = None
    elapsed = time.perf_counter() - started
    assert said is not None and "takes too long to search" in said
    assert elapsed < 1.0  # was over 15 s for one key press


def test_a_window_whose_rule_cannot_suggest_says_why_on_the_card_and_when_a_is_pressed(reviewing):
    controller, view = reviewing()
    desk = controller.desk
    desk.choose_rule(KeeperPreset("broken", (SourceRefMatches("a{2,1}"),)))
    card = card_of(desk)
    assert card is not None and card.rule_problem.startswith("source_ref pattern 'a{2,1}' is not a valid")
    assert not any(member.suggested for member in card.members)
    writes = len(view.writes)
    controller.press("accept")
    assert len(view.writes) == writes  # nothing written, and the reason is said
    assert view.said[-1][0].startswith("source_ref pattern 'a{2,1}' is not a valid regular expression")
