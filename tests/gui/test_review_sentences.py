"""What a reviewer reads in review mode is in the interface's language: why decisions are
read-only, what is wrong with a decisions file (and where), why a key does not apply."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt

from core.review import ReviewDesk, ReviewReadOnly, SourceRefMatches, load_presets, read_decisions
from docdedup_gui.problems.problem_text import isolated_location, problem_message
from resources import resource_path
from tests.gui.test_review_mode import window_with_decisions
from tests.review_helpers import duplicate_group, open_review, write_corpus
from tests.test_review_core import NOT_DECISIONS

__all__ = ["open_review"]  # the fixture

TIMEOUT = 20_000  # ms; never a sleep
# English words of the review's sentences; none may be left in a Persian one (file names,
# field names, JSON and identifiers such as docdedup-decisions-v1 are kept as written).
ENGLISH = re.compile(r"\b(the|is|not|a|an|of|line|file|decision|decisions|choose|another|read|window|"
                     r"group|groups|cluster|clusters|members|skipped|keeper|field|missing|should|byte|"
                     r"binary|text|array|object|valid|cut|short|opened|closed|no|open|selected|first|"
                     r"keep|all|same|distinct|unsure|upstream|rule|undo|older|smallest|largest)\b")


def _is_persian(text: str) -> bool:
    return any("\N{ARABIC LETTER ALEF}" <= char <= "\N{ARABIC LETTER FARSI YEH}" for char in text)


def _english_left(text: str) -> list[str]:
    outside_quotes = re.sub(r"'[^']*'|\"[^\"]*\"|\N{LEFT-TO-RIGHT ISOLATE}[^\N{POP DIRECTIONAL ISOLATE}]*"
                            r"\N{POP DIRECTIONAL ISOLATE}", "", text)
    return ENGLISH.findall(outside_quotes)


def review_sentences(tmp_path, open_review) -> list[str]:
    """Every sentence the review's core writes for a person, made by the core itself."""
    corpus = write_corpus(tmp_path)
    said: list[str] = []
    first = open_review(corpus)
    said.append(open_review(corpus, reviewer="bob").read_only_reason)  # another window holds the file
    said.append(open_review(corpus, write=False).read_only_reason)  # opened for reading
    subject = first.subjects.group_subject(duplicate_group(first))
    first.decide(subject, "keep", keeper="A")
    first.close()
    said.append(first.read_only_reason)  # closed
    for name, data, _line, _reason in NOT_DECISIONS:
        path = tmp_path / name
        path.write_bytes(data)
        read = read_decisions(path)
        said += [read.refused, read.problems[0].message]
    good = json.loads(first.path.read_bytes())
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text("\n".join([
        json.dumps(good),
        json.dumps(dict(good, keeper="Z")),
        json.dumps(dict(good, decision="same-normalize-upstream")),
        json.dumps({key: value for key, value in good.items() if key != "at"}),
        json.dumps(dict(good, at=12)),
        json.dumps(good)[:-1] + "}}",
        json.dumps(dict(good, decision="maybe")),
        json.dumps(good)[:40],
    ]), encoding="utf-8")
    said += [problem.message for problem in read_decisions(damaged).problems]
    desk = ReviewDesk(lambda _kind, work, finish: finish(work(None)))
    said.append(_refused(desk.lines_for, "accept"))  # no file is open
    desk.choose_path(tmp_path / "desk.jsonl")
    desk.open_for(str(corpus), first.subjects.records, first.subjects.groups, write=False)
    desk.set_clusters(first.subjects.clusters)
    said.append(_refused(desk.lines_for, "accept"))  # nothing selected
    rows = list(range(len(first.subjects.groups)))
    group = desk.move(rows)
    said += [_refused(desk.lines_for, "keep", member=7), _refused(desk.lines_for, "same-normalize-upstream"),
             _refused(desk.lines_for, "note")]
    desk.set_current(next(item for item in desk.walk.items_at(desk.walk.review.subjects.clusters[0].groups[0])
                          if item.kind == "cluster"))
    said.append(_refused(desk.lines_for, "keep-all"))
    assert group is not None
    said.append(_refused(SourceRefMatches("mirror/(").narrow, []))  # a keeper rule's bad pattern
    presets = tmp_path / "presets.json"
    presets.write_bytes(b'[{"name": "x", "rules": [{"rule": "nope"}]}]')
    said.append(_refused(load_presets, presets))
    desk.close()
    return said


def _refused(call, *args, **options) -> str:
    try:
        call(*args, **options)
    except (ValueError, ReviewReadOnly) as error:  # KeeperRuleError is a ValueError
        return str(error)
    raise AssertionError(f"{args} was not refused")


def test_the_review_sentences_are_made_as_expected(tmp_path, open_review, english):
    said = review_sentences(tmp_path, open_review)
    assert len(said) == 32 and len(set(said)) == 32, said
    assert {"opened for reading", "closed", "no file is open", "no group or cluster is selected for review",
            "this group has 3 members; choose 1 to 3", "a note needs some text",
            "same-normalize-upstream is a decision about near-identical clusters, not exact groups",
            "keep-all is a decision about exact groups, not near-identical clusters"} <= set(said), said


def test_every_review_sentence_is_persian_in_the_persian_interface(tmp_path, open_review, persian):
    for sentence in review_sentences(tmp_path, open_review):
        shown = problem_message(sentence)
        assert shown != sentence and _is_persian(shown), sentence
        if sentence.startswith("source_ref pattern"):  # Python's words for the pattern stay English
            shown = shown.rsplit(": ", 1)[0]
        assert not _english_left(shown), (sentence, shown, _english_left(shown))


def test_review_mode_refusing_a_binary_decisions_file_speaks_persian(qtbot, persian, private_settings,
                                                                     tmp_path):
    traps = tmp_path / "traps.json"
    traps.write_bytes(resource_path("examples", "unicode_traps.json").read_bytes())
    binary = tmp_path / "clip.mp4"
    binary.write_bytes(b"\x00\x00\x00\x18ftypmp42")
    window = window_with_decisions(qtbot, traps, binary)
    mode = window.review_mode
    problem = mode.desk.review.problems[0]
    assert window.message_bar.text() == f"{isolated_location(problem)}: {problem_message(problem.message)}"
    for text in (window.message_bar.text(), mode.panel.read_only_label.text()):
        assert _is_persian(text) and not _english_left(text), text
    assert "\N{LEFT-TO-RIGHT ISOLATE}clip.mp4\N{POP DIRECTIONAL ISOLATE}" in mode.panel.read_only_label.text()
    qtbot.keyClick(window.group_tree, Qt.Key.Key_A)
    assert binary.read_bytes() == b"\x00\x00\x00\x18ftypmp42"


def test_a_key_that_does_not_apply_is_said_in_persian(qtbot, persian, private_settings, tmp_path):
    traps = tmp_path / "traps.json"
    traps.write_bytes(resource_path("examples", "unicode_traps.json").read_bytes())
    window = window_with_decisions(qtbot, traps, tmp_path / "decisions.jsonl")
    qtbot.waitUntil(lambda: window.review_mode.desk.current is not None, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: window.review_mode.desk.review.input_file is not None
                    and not window.review_mode.starting, timeout=TIMEOUT)
    qtbot.keyClick(window.group_tree, Qt.Key.Key_K)  # keep all: a group's decision; a cluster is current
    qtbot.waitUntil(lambda: window.message_bar.text() != "", timeout=TIMEOUT)  # a key may wait its turn
    text = window.message_bar.text()
    assert _is_persian(text) and not _english_left(text), text  # "keep all" by its Persian name too


@pytest.mark.parametrize("sentence", ["the input file is still being identified; try again in a moment",
                                      "no group or cluster is selected for review"])
def test_phrases_a_reviewer_meets_are_translated(persian, sentence):
    assert _is_persian(problem_message(sentence))


def test_what_a_key_says_when_it_does_nothing_is_persian(tmp_path, persian):
    from core.review import controller
    from tests.test_review_controller import FakeView

    sentences = [controller.END_OF_REVIEW, controller.NOTHING_SHOWN, controller.SINGLE_RECORD,
                 controller.NOT_SHOWN]
    view = FakeView([], 0)
    desk = ReviewDesk(lambda _kind, work, finish: finish(work(None)))
    made = controller.ReviewController(desk, view)
    made.compare(0)  # no cluster is current
    made.write_failed("disk full")
    sentences += [said for said, _error in view.said]
    sentences += ["nothing to undo: no decision was made yet",
                  "wrapped round: back to the first undecided subject shown (row 1 of 1,438)",
                  "ann decided keep-all at 2026-12-01T10:00:00.000Z. Replace it with keep?",
                  "Accept the suggested keeper of the 12 undecided groups shown?",
                  "this cluster has 12 groups; choose 1 to 9",
                  "keep-all is a decision about exact groups, not near-identical clusters",
                  "same-normalize-upstream is a decision about near-identical clusters, not exact groups",
                  "the older decision was about a group; decide this one anew",
                  "the older decision was about a cluster; decide this one anew",
                  "nothing to undo: every decision in the file was taken back already; "
                  "to change one, select its row and decide again",
                  "skipped: a keeper rule is about the review as a whole, not a group or a cluster",
                  "skipped: a keeper rule line names no rule",
                  "skipped: decision 'keep' is about a group or a cluster, not the review as a whole"]
    for sentence in sentences:
        shown = problem_message(sentence)
        assert shown != sentence and _is_persian(shown), sentence
        assert not _english_left(shown), (sentence, shown)
    wrapped = problem_message(sentences[sentences.index(
        "wrapped round: back to the first undecided subject shown (row 1 of 1,438)")])
    assert "\N{EXTENDED ARABIC-INDIC DIGIT ONE}\N{ARABIC THOUSANDS SEPARATOR}" in wrapped


def test_in_persian_decision_names_are_translated_and_doc_ids_read_and_cut_left_to_right(
        qtbot, persian, private_settings, tmp_path):
    from PySide6.QtWidgets import QStyleOptionViewItem

    from tests.gui.test_review_mode import press

    traps = tmp_path / "traps.json"
    traps.write_bytes(resource_path("examples", "unicode_traps.json").read_bytes())
    window = window_with_decisions(qtbot, traps, tmp_path / "decisions.jsonl")
    mode = window.review_mode
    qtbot.waitUntil(lambda: mode.desk.current is not None and mode.desk.review.input_file is not None,
                    timeout=TIMEOUT)
    press(qtbot, window, Qt.Key.Key_X)
    assert "\N{LEFT-TO-RIGHT ISOLATE}boundary-a\N{POP DIRECTIONAL ISOLATE}" in mode.panel.last_label.text()
    assert _is_persian(mode.panel.last_label.text()) and "distinct" not in mode.panel.last_label.text()
    qtbot.waitUntil(lambda: mode.panel.history.model().rowCount() == 1, timeout=TIMEOUT)
    assert _is_persian(mode.panel.history.model().index(0, 1).data())
    tree = window.group_tree
    assert tree.isRightToLeft()
    option = QStyleOptionViewItem()
    tree.itemDelegateForColumn(0).initStyleOption(option, window.model.index(0, 0))
    assert option.direction == Qt.LayoutDirection.LeftToRight  # "en-…" cut at its end, as it reads
    assert _is_persian(mode.menu.title()) and mode.menu.title().endswith("(&R)")  # its mnemonic, as File's
