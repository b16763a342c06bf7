"""The decisions file's integrity, without Qt: what is one, its odd lines, and the file held for writing."""

from __future__ import annotations

import errno
import json
import os
import threading

import pytest

from core.review import (
    DecisionsFileLost,
    LockHeld,
    ReviewReadOnly,
    decisions_path_for,
    open_for_appending,
    read_decisions,
)
from core.review.journal import check_decisions_file
from core.review.lock import holder_of, lock_is_held, locked_for_replacing
from tests.review_helpers import duplicate_group, open_review, write_corpus

__all__ = ["open_review"]  # the fixture


@pytest.fixture
def corpus(tmp_path):
    return write_corpus(tmp_path)


def two_lines(corpus, open_review) -> list[bytes]:
    """Two decision lines as this program writes them (a group kept, a cluster distinct)."""
    review = open_review(corpus)
    review.decide(review.subjects.group_subject(duplicate_group(review)), "keep", keeper="B")
    review.decide(review.subjects.cluster_subject(0), "distinct")
    review.close()
    path = decisions_path_for(corpus)
    lines = path.read_bytes().splitlines(keepends=True)
    path.unlink()
    return lines


def long_first_line_corpus(tmp_path):
    body = "word " * 300_000  # a 1.5 MB first line: longer than any prefix once judged
    path = tmp_path / "c.jsonl"
    records = [{"doc_id": "A", "source_ref": "r1", "language": "en", "title": "T", "body": body},
               {"doc_id": "B", "source_ref": "r2", "language": "en", "title": "T", "body": "short"}]
    path.write_bytes(b"".join(json.dumps(record).encode() + b"\n" for record in records))
    return path


@pytest.mark.parametrize("how", ["the corpus itself", "a link beside it"])
def test_a_corpus_with_a_long_first_line_is_never_a_decisions_file(tmp_path, open_review, how):
    corpus = long_first_line_corpus(tmp_path)
    decisions = corpus if how == "the corpus itself" else decisions_path_for(corpus)
    if how == "a link beside it":
        decisions.symlink_to(corpus.name)
    before = corpus.read_bytes()
    read = read_decisions(decisions)
    assert read.lines == [] and read.refused is not None
    assert 'has no "schema": "docdedup-decisions-v1" (a file of records?) (line 1)' in read.refused
    assert check_decisions_file(decisions) == read.refused
    review = open_review(corpus, decisions=decisions)
    assert review.read_only and review.read_only_reason == read.refused
    with pytest.raises(ReviewReadOnly):
        review.decide(review.subjects.group_subject(0), "keep-all")
    assert not review.start_writing()
    assert corpus.read_bytes() == before


def test_a_byte_order_mark_is_said_and_skipped_and_every_line_counts(tmp_path, corpus, open_review):
    lines = two_lines(corpus, open_review)
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + b"".join(lines))
    read = read_decisions(path)
    assert read.refused is None and [line.decision for line in read.lines] == ["keep", "distinct"]
    [problem] = read.problems
    assert (problem.code, problem.line) == ("byte-order-mark", 1)
    assert "byte order mark" in problem.message and "every line is read" in problem.message
    review = open_review(corpus, decisions=path)
    assert not review.read_only
    review.decide(review.subjects.cluster_subject(0), "unsure")
    assert [line.decision for line in read_decisions(path).lines] == ["keep", "distinct", "unsure"]


def test_carriage_return_line_ends_are_lines_said_once(tmp_path, corpus, open_review):
    lines = two_lines(corpus, open_review)
    path = tmp_path / "mac.jsonl"
    path.write_bytes(b"".join(line.replace(b"\n", b"\r") for line in lines))
    read = read_decisions(path)
    assert [line.decision for line in read.lines] == ["keep", "distinct"]
    assert [(problem.code, problem.line) for problem in read.problems] == [("line-ends", 1)]
    assert "carriage return" in read.problems[0].message
    review = open_review(corpus, decisions=path)
    review.decide(review.subjects.cluster_subject(0), "unsure")  # appended on a line of its own
    again = read_decisions(path)
    assert [line.decision for line in again.lines] == ["keep", "distinct", "unsure"]
    assert not again.torn


@pytest.mark.parametrize(("old", "new"), [
    (b'"decision":"distinct"', b'"decision":"distinct","decision":"unsure"'),
    (b'"kind":"cluster"', b'"kind":"cluster","kind":"cluster"'),
], ids=["decision twice", "a nested key twice"])
def test_a_key_given_twice_is_refused_with_its_line(tmp_path, corpus, open_review, old, new):
    lines = two_lines(corpus, open_review)
    path = tmp_path / "twice.jsonl"
    assert old in lines[1]
    path.write_bytes(lines[0] + lines[1].replace(old, new))
    read = read_decisions(path)
    assert [line.decision for line in read.lines] == ["keep"]
    [problem] = read.problems
    assert (problem.code, problem.line) == ("decision-line", 2)
    key = old.split(b'"')[1].decode()
    assert f"the key {key!r} is given twice in one object" in problem.message


def test_a_line_with_spaces_and_no_duplicate_still_counts(tmp_path, corpus, open_review):
    lines = two_lines(corpus, open_review)
    path = tmp_path / "spaced.jsonl"
    spaced = json.dumps(json.loads(lines[1]), indent=None, separators=(", ", ": ")).encode() + b"\n"
    path.write_bytes(lines[0] + spaced)
    read = read_decisions(path)
    assert [line.decision for line in read.lines] == ["keep", "distinct"] and read.problems == []


def test_a_line_of_another_contract_is_reported_not_counted(tmp_path, corpus, open_review):
    lines = two_lines(corpus, open_review)
    path = tmp_path / "other.jsonl"
    other_contract = lines[1].replace(b'"contract":"doc-content-v1"', b'"contract":"doc-content-v9"')
    path.write_bytes(lines[0] + other_contract)
    read = read_decisions(path)
    assert [line.decision for line in read.lines] == ["keep"]
    [problem] = read.problems
    assert (problem.code, problem.line) == ("decision-line", 2)
    assert "decided under the contract 'doc-content-v9', not 'doc-content-v1'" in problem.message


@pytest.mark.parametrize("where", ["second line", "first line"])
def test_a_line_nested_200000_deep_is_a_located_problem(tmp_path, corpus, open_review, where):
    lines = two_lines(corpus, open_review)
    deep = b'{"schema":"docdedup-decisions-v1","x":' + b"[" * 200_000 + b"]" * 200_000 + b"}\n"
    path = tmp_path / "deep.jsonl"
    path.write_bytes(lines[0] + deep if where == "second line" else deep + lines[0])
    read = read_decisions(path)
    assert read.refused is None and [line.decision for line in read.lines] == ["keep"]
    [problem] = read.problems
    assert problem.line == (2 if where == "second line" else 1)
    assert "nested deeper than any decision line" in problem.message
    review = open_review(corpus, decisions=path)  # the review opens all the same
    assert not review.read_only and review.group_line(duplicate_group(review)).keeper == "B"


def special_files(tmp_path):
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    folder = tmp_path / "folder.jsonl"
    folder.mkdir()
    return [("/dev/zero", "a character device"), ("/dev/full", "a character device"),
            (str(fifo), "a named pipe (FIFO)"), (str(folder), "a directory")]


def test_devices_pipes_and_folders_are_refused_before_reading(tmp_path, corpus, open_review):
    for path, kind in special_files(tmp_path):
        done = threading.Event()
        results = {}

        def attempt(path=path, results=results, done=done):
            results["read"] = read_decisions(path)
            results["check"] = check_decisions_file(path)
            results["review"] = open_review(corpus, decisions=path)
            done.set()

        worker = threading.Thread(target=attempt, daemon=True)
        worker.start()
        assert done.wait(20), f"{path} hangs"
        read = results["read"]
        assert read.lines == [] and read.refused is not None and f"it is {kind}" in read.refused
        assert "a decisions file is a regular file" in read.refused
        assert results["check"] == read.refused
        review = results["review"]
        assert review.read_only and f"it is {kind}" in review.read_only_reason
        with pytest.raises(OSError, match="a decisions file is a regular file"):
            open_for_appending(path)


def test_a_read_only_folder_is_said_as_such(tmp_path, corpus, open_review, monkeypatch):
    from core.review import recognise

    real_open = os.open

    def read_only(path, flags, mode=0o777):
        if flags & os.O_CREAT:
            raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))
        return real_open(path, flags, mode)

    monkeypatch.setattr(recognise.os, "open", read_only)
    review = open_review(corpus)
    assert review.read_only
    folder = decisions_path_for(corpus).parent
    assert f"the folder {folder} is read-only here (a read-only file system)" in review.read_only_reason
    assert review.read_only_reason.endswith("choose another decisions file")


# The file held for writing ----------------------------------------------------------------


def test_a_deleted_file_is_never_written_to_again(corpus, open_review):
    review = open_review(corpus)
    review.decide(review.subjects.cluster_subject(0), "distinct")
    path = decisions_path_for(corpus)
    path.unlink()
    assert review.lost() == f"{path} was deleted"
    with pytest.raises(DecisionsFileLost, match="was deleted since this window opened it"):
        review.decide(review.subjects.cluster_subject(0), "unsure")
    assert not path.exists()
    assert review.cluster_line(0).decision == "distinct"  # the refused decision is not applied


def test_a_replaced_file_is_left_as_the_replacement_wrote_it(tmp_path, corpus, open_review):
    review = open_review(corpus)
    review.decide(review.subjects.cluster_subject(0), "distinct")
    path = decisions_path_for(corpus)
    other = tmp_path / "merged.jsonl"
    other.write_bytes(path.read_bytes())
    os.replace(other, path)  # what `review merge -o` did before it took the lock
    replaced = path.read_bytes()
    with pytest.raises(DecisionsFileLost, match="was replaced by another file"):
        review.decide(review.subjects.cluster_subject(0), "unsure")
    assert path.read_bytes() == replaced


def test_a_truncated_file_is_not_written_but_one_grown_by_another_is(corpus, open_review):
    review = open_review(corpus)
    review.decide(review.subjects.cluster_subject(0), "distinct")
    path = decisions_path_for(corpus)
    saved = path.read_bytes()
    with open(path, "ab") as other:  # a program that ignores the lock adds a line: the file grew
        other.write(saved)
    review.decide(review.subjects.cluster_subject(0), "unsure")
    assert len(read_decisions(path).lines) == 3
    os.truncate(path, 10)
    with pytest.raises(DecisionsFileLost, match=r"was cut short \(from [\d,]+ to 10 bytes\)"):
        review.decide(review.subjects.cluster_subject(0), "distinct")
    assert path.stat().st_size == 10


def test_the_lock_names_its_holder_and_is_taken_to_replace_the_file(corpus, open_review):
    review = open_review(corpus)
    review.decide(review.subjects.cluster_subject(0), "distinct")  # an empty new file is removed on close
    path = decisions_path_for(corpus)
    assert lock_is_held(path)
    assert holder_of(path) == f"another window or process (a window of this program, process {os.getpid()})"
    held_by = r"decisions are being recorded in it by another window or process \(a window of this program"
    with pytest.raises(LockHeld, match=r"refusing to replace .*: " + held_by):
        with locked_for_replacing(path):
            pass
    review.close()
    assert not lock_is_held(path)
    with locked_for_replacing(path):
        with pytest.raises(LockHeld):  # held while it is replaced: no window opens it meanwhile
            open_for_appending(path)


def test_reading_many_lines_holds_about_twice_the_file_not_five_times(tmp_path):
    import tracemalloc

    from core.contract import CONTRACT
    from core.review import SCHEMA, DecisionLine, GroupSubject, InputFile, encode_line

    input_file = InputFile("corpus.jsonl", 1_650_000_000, "ab" * 32)
    path = tmp_path / "many.jsonl"
    with open(path, "wb") as out:
        for number in range(10_000):
            members = (f"doc-{number:08x}a", f"doc-{number:08x}b")
            subject = GroupSubject(f"{number:064x}", 1200 + number % 3000, members)
            at = f"2026-12-01T00:00:{number % 60:02d}.000Z"
            keeper = members[1]
            line = DecisionLine(SCHEMA, at, "ann", CONTRACT, input_file, subject, "keep", keeper=keeper)
            out.write(encode_line(line))
    tracemalloc.start()
    try:
        read = read_decisions(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(read.lines) == 10_000 and read.problems == []
    assert read.lines[0].input is read.lines[-1].input  # one copy of what every line repeats
    # Twice the file, and a slice being split and decoded (1 MiB, a few copies); the reader before: 4.7x.
    assert peak < 2.2 * path.stat().st_size + 4 * (1 << 20), peak / path.stat().st_size


def test_a_shard_of_the_result_reviewed_is_never_its_decisions_file(tmp_path, corpus):
    from core.grouping import ZERO_DIGEST, Member
    from core.output.result_records import Expected, ShardRecords
    from core.review import Review
    from core.review.paths import input_paths
    from tests.review_helpers import INPUT, subjects_of

    shard = tmp_path / "shard-1.jsonl"
    shard.write_bytes(b"")  # empty: by its first line alone it could be a new decisions file
    before = shard.read_bytes()

    other = tmp_path / "shard-2.jsonl"
    members = [Member("A", "r1", str(shard), 1, 0), Member("B", "r2", str(shard), 2, 9),
               Member("C", "r3", str(other), 1, 0)]
    records = ShardRecords(members, [Expected(0, ZERO_DIGEST)] * len(members))  # a result's records
    inputs = input_paths(tmp_path / "result.jsonl", records)
    assert inputs == [str(tmp_path / "result.jsonl"), str(shard), str(other)]
    link = tmp_path / "result.jsonl.decisions.jsonl"
    link.symlink_to(shard)
    guarded = Review.open(subjects_of(corpus), link, reviewer="ann", input_file=INPUT, inputs=inputs)
    assert guarded.read_only
    assert guarded.read_only_reason == (f"result.jsonl.decisions.jsonl leads to the shard {shard}: decisions "
                                        "are never written into an input; choose another decisions file")
    guarded.close()
    assert shard.read_bytes() == before


@pytest.mark.parametrize("where", ["first line", "a later line"])
def test_a_line_longer_than_any_decision_line_is_bounded_and_said(tmp_path, corpus, open_review, monkeypatch,
                                                                  where):
    from core.review import journal, recognise

    monkeypatch.setattr(recognise, "LONGEST_LINE", 3 << 20)
    monkeypatch.setattr(journal, "LONGEST_LINE", 3 << 20)
    lines = two_lines(corpus, open_review)
    long = b'{"schema":"docdedup-decisions-v1","note":"' + b"x" * (5 << 20) + b'"}\n'
    path = tmp_path / "long.jsonl"
    path.write_bytes(long + lines[0] if where == "first line" else lines[0] + long + lines[1])
    read = read_decisions(path)
    if where == "first line":
        assert read.lines == []
        assert "its first line is longer than 3 MiB, which no decision line is" in read.refused
        return
    assert [line.decision for line in read.lines] == ["keep", "distinct"]  # the line after it still counts
    [problem] = read.problems
    assert (problem.line, problem.message) == (2, "not a decision line: it is longer than 3 MiB, which no "
                                                  "decision line is")


def test_a_first_line_not_an_object_is_judged_without_reading_it_all(tmp_path, monkeypatch):
    from core.review import recognise

    path = tmp_path / "records.json"
    path.write_bytes(b"[" + b'{"doc_id": "A"},' * 2_000_000 + b"{}]")  # 32 MB on one line
    read_at = []
    real_pread = os.pread

    def counted(fd, size, offset):
        read_at.append(offset)
        return real_pread(fd, size, offset)

    monkeypatch.setattr(recognise.os, "pread", counted)
    read = read_decisions(path)
    assert "it starts with a JSON array" in read.refused
    assert read_at == [0]  # its first slice said enough


def test_following_a_file_reads_only_what_it_gained(tmp_path, corpus, open_review, monkeypatch):
    from core.review import follow
    from core.review.follow import DecisionsTail

    writer = open_review(corpus)
    group = writer.subjects.group_subject(duplicate_group(writer))
    writer.decide(group, "keep", keeper="B")
    path = decisions_path_for(corpus)
    reader = open_review(corpus, reviewer="bob", write=False)
    tail = DecisionsTail(path)

    def follow_once():
        read, state, status = tail.read_again(reader)
        assert (state.current, status) == (reader.read_again()[1].current, reader.read_again()[2])
        reader.install((read, state, status))
        return read

    follow_once()  # the whole file, the first time
    read_from = []
    real_pread = os.pread

    def counted(fd, size, offset):
        read_from.append(offset)
        return real_pread(fd, size, offset)

    size = path.stat().st_size
    writer.decide(writer.subjects.cluster_subject(0), "distinct")
    monkeypatch.setattr(follow.os, "pread", counted)  # os.pread: the tail's reads only from here on
    follow_once()
    assert read_from[0] == size  # on from where it stopped
    assert reader.cluster_line(0).decision == "distinct"
    assert reader.group_line(duplicate_group(reader)).keeper == "B"
    monkeypatch.undo()
    with open(path, "ab") as half:  # the other window is writing a line: not read until it ends
        half.write(b'{"schema":"docdedup-decisions-v1"')
    follow_once()
    assert reader.problems == []
    writer.close()
    replaced = tmp_path / "replaced.jsonl"
    replaced.write_bytes(path.read_bytes().splitlines(keepends=True)[0])
    os.replace(replaced, path)  # replaced: read again from its start
    read_from.clear()
    monkeypatch.setattr(follow.os, "pread", counted)
    follow_once()
    assert read_from[0] == 0 and reader.cluster_line(0) is None
