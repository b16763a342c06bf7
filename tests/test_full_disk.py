"""A full disk (ENOSPC, simulated) is a sentence, and never costs or invents a decision or a file."""

from __future__ import annotations

import errno
import os

import pytest

from core.output import OutputError, write_atomically
from core.review import decisions_path_for, read_decisions
from tests.review_helpers import duplicate_group, open_review, write_corpus

__all__ = ["open_review"]  # the fixture

FULL = OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def test_a_decision_refused_by_a_full_disk_is_not_written_with_the_next_one(tmp_path, open_review,
                                                                            monkeypatch):
    from core.review import journal

    corpus = write_corpus(tmp_path)
    review = open_review(corpus)
    group = review.subjects.group_subject(duplicate_group(review))
    real_write = os.write

    def full(descriptor, data):
        raise FULL

    monkeypatch.setattr(journal.os, "write", full)
    with pytest.raises(OSError) as refused:
        review.decide(group, "keep", keeper="B")
    assert refused.value.errno == errno.ENOSPC
    monkeypatch.setattr(journal.os, "write", real_write)  # space again
    review.decide(review.subjects.cluster_subject(0), "distinct")
    review.close()  # nothing left in a buffer to fail on
    lines = read_decisions(decisions_path_for(corpus)).lines
    assert [line.decision for line in lines] == ["distinct"]  # the refused "keep" never reached the file


def test_a_write_cut_short_by_a_full_disk_leaves_a_torn_line_the_next_decision_steps_over(
        tmp_path, open_review, monkeypatch):
    from core.review import journal

    corpus = write_corpus(tmp_path)
    review = open_review(corpus)
    real_write = os.write
    calls = []

    def half_then_full(descriptor, data):
        calls.append(len(data))
        if len(calls) == 1:
            return real_write(descriptor, bytes(data[: len(data) // 2]))
        raise FULL

    monkeypatch.setattr(journal.os, "write", half_then_full)
    with pytest.raises(OSError):
        review.decide(review.subjects.cluster_subject(0), "distinct")
    monkeypatch.setattr(journal.os, "write", real_write)
    review.decide(review.subjects.cluster_subject(0), "unsure")
    review.close()
    read = read_decisions(decisions_path_for(corpus))
    assert [line.decision for line in read.lines] == ["unsure"]
    assert [(problem.code, problem.line) for problem in read.problems] == [("decision-line", 1)]


def test_an_output_refused_by_a_full_disk_is_a_sentence_and_leaves_nothing(tmp_path, monkeypatch):
    from core import output

    def full(_descriptor):
        raise FULL

    monkeypatch.setattr(output.os, "fsync", full)
    target = tmp_path / "groups.json"
    with pytest.raises(OutputError) as refused:
        write_atomically(target, b"[]")
    assert str(refused.value) == f"cannot write {target}: No space left on device"
    assert list(tmp_path.iterdir()) == []  # no temporary file left behind, no half output
