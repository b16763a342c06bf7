"""The decisions file's guard from the command line: inputs never decisions, held files never replaced."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from core.review import decisions_path_for, read_decisions
from tests.helpers import run_cli
from tests.review_helpers import open_review, write_corpus
from tests.test_decisions_file import long_first_line_corpus, special_files
from tests.test_review_cli import decide_some

__all__ = ["open_review"]  # the fixture

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def docdedup(*args) -> subprocess.CompletedProcess:
    """``run_cli`` with a time limit: a device or a pipe must be refused, never read until it ends."""
    return subprocess.run([sys.executable, "-m", "core.cli", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, check=False)


def test_the_corpus_as_its_own_decisions_file_is_refused(tmp_path):
    corpus = long_first_line_corpus(tmp_path)
    before = corpus.read_bytes()
    result = run_cli("review", "status", corpus, "--groups-only", "--decisions", corpus)
    assert result.returncode == 1 and result.stdout == ""
    assert ("docdedup: c.jsonl is the corpus: decisions are never written into an input; "
            "choose another decisions file") in result.stderr
    decisions_path_for(corpus).symlink_to(corpus.name)  # the default name, a link to the corpus
    result = run_cli("review", "export", corpus, "--format", "csv")
    assert result.returncode == 1 and result.stdout == ""
    assert "c.jsonl.decisions.jsonl leads to the corpus: decisions are never" in result.stderr
    assert corpus.read_bytes() == before


def test_a_copy_of_a_corpus_with_a_long_first_line_fails_located(tmp_path):
    corpus = long_first_line_corpus(tmp_path)
    copy = tmp_path / "copy.jsonl"
    copy.write_bytes(corpus.read_bytes())
    result = run_cli("review", "status", corpus, "--groups-only", "--decisions", copy)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert (f"{copy}:1: not-decisions-file: not a decisions file: the line has no \"schema\": "
            "\"docdedup-decisions-v1\" (a file of records?)") in result.stderr
    assert "line 2" not in result.stderr


def test_devices_pipes_and_folders_as_decisions_exit_1_at_once(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    good = tmp_path / "good.jsonl"
    decide_some(corpus, open_review, decisions=good)
    for path, kind in special_files(tmp_path):
        result = docdedup("review", "status", corpus, "--groups-only", "--decisions", path)
        assert result.returncode == 1, (path, result.stderr)
        assert f"it is {kind}" in result.stderr and "a decisions file is a regular file" in result.stderr
        assert "Traceback" not in result.stderr and "MemoryError" not in result.stderr
        merged = tmp_path / "merged.jsonl"
        result = docdedup("review", "merge", path, good, "-o", merged)
        assert result.returncode == 1 and f"it is {kind}" in result.stderr, (path, result.stderr)
        assert not merged.exists()  # never only the other file's lines


@pytest.mark.parametrize("command", ["merge", "group", "export"])
def test_an_output_onto_a_decisions_file_a_window_holds_is_refused_naming_the_holder(
        tmp_path, open_review, command):
    corpus = write_corpus(tmp_path)
    ann, bob = tmp_path / "ann.jsonl", tmp_path / "bob.jsonl"
    decide_some(corpus, open_review, reviewer="ann", decisions=ann)
    decide_some(corpus, open_review, reviewer="bob", cluster="unsure", decisions=bob)
    live = tmp_path / "live.jsonl"
    window = open_review(corpus, decisions=live)  # recording, as a window does
    window.decide(window.subjects.cluster_subject(0), "distinct")
    before = live.read_bytes()
    argv = {"merge": ("review", "merge", ann, bob, "-o", live),
            "group": ("group", corpus, "-o", live),
            "export": ("review", "export", corpus, "--decisions", ann, "--format", "csv", "-o", live),
            }[command]
    result = run_cli(*argv)
    assert result.returncode == 1, result.stderr
    if command == "merge":  # a decisions file onto a decisions file: the holder is named
        assert (f"refusing to replace {live}: decisions are being recorded in it by another window or "
                f"process (process {os.getpid()}, ") in result.stderr
    else:  # a report onto a decisions file: refused for what the file is, whoever holds it
        what = "a group report" if command == "group" else "a review export"
        assert f"refusing to replace {live}: it is not {what} (" in result.stderr
        assert "another window" not in result.stderr
    assert live.read_bytes() == before
    window.decide(window.subjects.cluster_subject(0), "unsure")  # still the file on disk
    assert [line.decision for line in read_decisions(live).lines] == ["distinct", "unsure"]
    window.close()
    # once the window lets go, a merge is written; a report never replaces decisions
    assert run_cli(*argv).returncode == (0 if command == "merge" else 1)


def test_a_merge_of_a_merge_keeps_every_original_side(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    files = {name: tmp_path / f"{name}.jsonl" for name in ("ann", "bob", "cat")}
    for (name, path), cluster in zip(files.items(), ("distinct", "unsure", "same-normalize-upstream"),
                                     strict=True):
        decide_some(corpus, open_review, reviewer=name, decisions=path, cluster=cluster)
    first, second = tmp_path / "ab.jsonl", tmp_path / "abc.jsonl"
    assert run_cli("review", "merge", files["ann"], files["bob"], "-o", first).returncode == 0
    result = run_cli("review", "merge", first, files["cat"], "-o", second)
    assert result.returncode == 0, result.stderr
    conflict = read_decisions(second).lines[-1]
    assert conflict.decision == "conflict"
    assert sorted((side.reviewer, side.decision) for side in conflict.conflict) == [
        ("ann", "distinct"), ("bob", "unsure"), ("cat", "same-normalize-upstream")]
    assert "said conflict" not in result.stderr
    again = tmp_path / "again.jsonl"  # the merge merged once more with one of its own sides
    assert run_cli("review", "merge", second, files["bob"], "-o", again).returncode == 0
    assert read_decisions(again).lines[-1] == conflict


def test_odd_lines_are_located_sentences_from_the_command_line(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    decisions = decisions_path_for(corpus)
    decide_some(corpus, open_review)
    first, second = decisions.read_bytes().splitlines(keepends=True)
    twice = second.replace(b'"decision":"distinct"', b'"decision":"distinct","decision":"unsure"')
    decisions.write_bytes(b"\xef\xbb\xbf" + first.replace(b"\n", b"\r") + twice)
    result = run_cli("review", "status", corpus, "--groups-only", "--format", "json")
    assert result.returncode == 0, result.stderr
    assert f"{decisions}:1: byte-order-mark: the file starts with a UTF-8 byte order mark" in result.stderr
    assert f"{decisions}:1: line-ends: lines end with a carriage return alone" in result.stderr
    assert (f"{decisions}:2: decision-line: not a decision line: the key 'decision' is given twice in one "
            "object") in result.stderr
    assert json.loads(result.stdout)["groups_decided"] == 1
