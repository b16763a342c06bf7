"""Properties of the decisions log: replay gives the last line per subject; merge is commutative."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from core.review import (
    CONFLICT,
    SCHEMA,
    ClusterSubject,
    DecisionLine,
    GroupSubject,
    InputFile,
    ReviewState,
    encode_line,
    merge_decisions,
    read_decisions,
    subject_key,
)
from core.review.decision_lines import ClusterGroup

INPUT = InputFile("corpus.json", 10, "f" * 64)
GROUPS = [GroupSubject(f"{n:064x}", 80 + n, ("a" + str(n), "b" + str(n), "c" + str(n))) for n in range(3)]
CLUSTERS = [ClusterSubject((ClusterGroup("1" * 64, ("x",)), ClusterGroup("2" * 64, ("y", "z")))),
            ClusterSubject((ClusterGroup("3" * 64, ("p",)), ClusterGroup("4" * 64, ("q",))))]


@st.composite
def decision_lines(draw, reviewer: str = "ann", start: int = 0):
    """A sequence of decisions and withdrawals about a few subjects, ``at`` increasing."""
    steps = draw(st.lists(st.tuples(st.integers(0, 4), st.integers(0, 3), st.integers(0, 2),
                                    st.integers(0, 40)), max_size=30))
    lines, at = [], start
    for subject_number, choice, keeper_number, gap in steps:
        at += gap
        stamp = f"2026-12-01T00:{at // 60:02d}:{at % 60:02d}.000Z"
        if subject_number < len(GROUPS):
            subject = GROUPS[subject_number]
            decision = ("keep", "keep", "keep-all", "withdraw")[choice]
            keeper = subject.members[keeper_number] if decision == "keep" else None
            lines.append(DecisionLine(SCHEMA, stamp, reviewer, "doc-content-v1", INPUT, subject, decision,
                                      keeper=keeper))
        else:
            subject = CLUSTERS[subject_number - len(GROUPS)]
            decision = ("same-normalize-upstream", "distinct", "unsure", "withdraw")[choice]
            classes = ("line-ending",) if decision == "same-normalize-upstream" else None
            lines.append(DecisionLine(SCHEMA, stamp, reviewer, "doc-content-v1", INPUT, subject, decision,
                                      classes=classes))
    return lines


def last_per_subject(lines):
    """The model: walk the lines, a withdrawal forgets the subject."""
    model = {}
    for line in lines:
        if line.decision == "withdraw":
            model.pop(subject_key(line.subject), None)
        else:
            model[subject_key(line.subject)] = line
    return model


@given(decision_lines())
def test_state_is_the_last_decision_per_subject(lines):
    assert ReviewState(lines).current == last_per_subject(lines)


@given(decision_lines())
def test_the_file_round_trips_the_state(lines):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "d.jsonl"
        path.write_bytes(b"".join(encode_line(line) for line in lines))
        read = read_decisions(path)
    assert read.problems == []
    assert read.lines == lines
    assert ReviewState(read.lines).current == last_per_subject(lines)


@st.composite
def two_editors(draw):
    """Two files that may share a first part (one editor copied the other's file)."""
    shared = draw(decision_lines(reviewer="ann"))
    ours = draw(decision_lines(reviewer="ann", start=3000))
    theirs = draw(decision_lines(reviewer="bob", start=3000))
    return shared + ours, shared + theirs


def without_conflict_order(result):
    return [line if line.decision != CONFLICT else (line.subject, frozenset(line.conflict))
            for line in result.lines]


@given(two_editors())
def test_merge_is_commutative_apart_from_conflict_order(files):
    ours, theirs = files
    one = merge_decisions(ours, theirs, reviewer="lead", at="2026-12-02T00:00:00.000Z")
    other = merge_decisions(theirs, ours, reviewer="lead", at="2026-12-02T00:00:00.000Z")
    assert without_conflict_order(one) == without_conflict_order(other)


@given(two_editors())
def test_merge_keeps_every_line_and_flags_exactly_the_disagreements(files):
    ours, theirs = files
    result = merge_decisions(ours, theirs, reviewer="lead", at="2026-12-02T00:00:00.000Z")
    merged = {encode_line(line) for line in result.lines}
    assert {encode_line(line) for line in ours + theirs} <= merged
    ours_last, theirs_last = last_line(ours), last_line(theirs)
    disputed = {key for key in ours_last.keys() & theirs_last.keys()
                if not ours_last[key].same_verdict(theirs_last[key])
                and ours_last[key] not in theirs and theirs_last[key] not in ours}
    assert {subject_key(line.subject) for line in result.conflicts} == disputed
    state = ReviewState(result.lines)
    for key in disputed:
        assert state.current[key].decision == CONFLICT  # until someone decides again
        assert {side.reviewer for side in state.current[key].conflict} == {"ann", "bob"}


@st.composite
def one_file_any_clock(draw):
    """One editor's file whose ``at`` may repeat or step back (a clock set back, a fast undo)."""
    return draw(st.permutations(draw(decision_lines())))


@given(one_file_any_clock())
def test_merging_a_file_with_itself_or_nothing_keeps_its_order_and_state(lines):
    for other in ([], lines, lines[: len(lines) // 2]):
        for result in (merge_decisions(lines, other, reviewer="lead", at="2026-12-02T00:00:00.000Z"),
                       merge_decisions(other, lines, reviewer="lead", at="2026-12-02T00:00:00.000Z")):
            assert result.lines == lines and result.conflicts == []


def test_a_change_of_mind_in_the_same_millisecond_survives_a_merge():
    subject = GROUPS[0]
    first = DecisionLine(SCHEMA, "2026-12-01T00:00:00.000Z", "ann", "doc-content-v1", INPUT, subject,
                         "keep-all")
    then = DecisionLine(SCHEMA, first.at, "ann", "doc-content-v1", INPUT, subject, "keep",
                        keeper=subject.members[1])
    assert encode_line(then) < encode_line(first)  # sorting by (at, bytes) put "keep" first
    merged = merge_decisions([first, then], [], reviewer="lead", at="2026-12-02T00:00:00.000Z")
    assert merged.lines == [first, then]
    assert ReviewState(merged.lines).current[subject_key(subject)] == then


def last_line(lines):
    return {subject_key(line.subject): line for line in lines}
