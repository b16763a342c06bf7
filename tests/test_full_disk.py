"""A full disk (ENOSPC, simulated) is a sentence, and never costs or invents a decision or a file."""

from __future__ import annotations

import errno
import os

import pytest

from core.output.atomic import OutputError, write_atomically
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


@pytest.mark.parametrize("take_back", ["works", "refused too"])
def test_a_write_cut_short_by_a_full_disk_is_taken_back_or_stepped_over(tmp_path, open_review, monkeypatch,
                                                                        take_back):
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

    def refused(descriptor, size):
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(journal.os, "write", half_then_full)
    if take_back == "refused too":
        monkeypatch.setattr(journal.os, "ftruncate", refused)
    with pytest.raises(OSError):
        review.decide(review.subjects.cluster_subject(0), "distinct")
    path = decisions_path_for(corpus)
    assert path.read_bytes() == b"" if take_back == "works" else path.read_bytes()
    monkeypatch.undo()
    review.decide(review.subjects.cluster_subject(0), "unsure")
    review.close()
    read = read_decisions(path)
    assert [line.decision for line in read.lines] == ["unsure"]
    expected = [] if take_back == "works" else [("decision-line", 1)]  # the half line, stepped over
    assert [(problem.code, problem.line) for problem in read.problems] == expected


def test_a_failed_fsync_takes_the_lines_back(tmp_path, open_review, monkeypatch):
    from core.review import journal

    corpus = write_corpus(tmp_path)
    review = open_review(corpus)
    review.decide(review.subjects.cluster_subject(0), "distinct")
    path = decisions_path_for(corpus)
    before = path.read_bytes()

    def io_error(descriptor):
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(journal.os, "fsync", io_error)
    with pytest.raises(OSError):
        review.decide(review.subjects.cluster_subject(0), "unsure")
    assert path.read_bytes() == before  # never half on disk: all of a decision or nothing
    assert review.cluster_line(0).decision == "distinct"


def test_an_output_refused_by_a_full_disk_is_a_sentence_and_leaves_nothing(tmp_path, monkeypatch):
    from core.output import atomic as output

    def full(_descriptor):
        raise FULL

    monkeypatch.setattr(output.os, "fsync", full)
    target = tmp_path / "groups.json"
    with pytest.raises(OutputError) as refused:
        write_atomically(target, b"[]")
    assert str(refused.value) == f"cannot write {target}: No space left on device"
    assert list(tmp_path.iterdir()) == []  # no temporary file left behind, no half output
