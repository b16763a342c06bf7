"""No output ever replaces a file that is not its own: one gate for every command and window save.

Each output (``group -o``, ``chars -o``, ``review export -o``, ``review merge -o``, the window's
*Export groups* and *Save decisions as*) is refused, with a sentence and the input left byte for
byte, when its target is an input or leads to one (a symbolic link, a hard link, a ``..`` path,
or ``-``: standard input redirected from that very file), or when it is an existing file of
another kind. A decisions file is never created where a link to a missing file points.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

import pytest

from core.cli import main
from core.input.limits import CORPUS_LIMITS
from core.output.atomic import OutputError, export_groups, write_atomically
from core.review import decisions_path_for
from core.review.kinds import DECISIONS_FILE
from core.review.lock import open_for_appending
from tests.review_helpers import open_review, write_corpus
from tests.test_review_cli import decide_some

__all__ = ["open_review"]  # the fixture

COMMANDS = {
    "group": lambda corpus, out: ["group", corpus, "-o", out],
    "group-jsonl": lambda corpus, out: ["group", corpus, "--format", "jsonl", "-o", out],
    "chars": lambda corpus, out: ["chars", corpus, "--format", "csv", "-o", out],
    "export": lambda corpus, out: ["review", "export", corpus, "--format", "csv", "-o", out],
}


def _spellings(tmp_path: Path, corpus: Path) -> dict[str, Path]:
    """Three other names for ``corpus``: a symbolic link, a hard link, a path through ``..``."""
    (tmp_path / "sub").mkdir(exist_ok=True)
    symlink, hardlink = tmp_path / "out-link.json", tmp_path / "out-hard.json"
    symlink.symlink_to(corpus)
    os.link(corpus, hardlink)
    return {"symlink": symlink, "hardlink": hardlink, "dotdot": tmp_path / "sub" / ".." / corpus.name}


def _run(argv, capsys) -> tuple[int, str, str]:
    status = main([str(part) for part in argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("spelling", ["symlink", "hardlink", "dotdot"])
def test_an_output_onto_the_corpus_by_any_name_is_refused(tmp_path, capsys, command, spelling):
    corpus = write_corpus(tmp_path)
    before = corpus.read_bytes()
    target = _spellings(tmp_path, corpus)[spelling]
    status, out, err = _run(COMMANDS[command](corpus, target), capsys)
    assert status == 1 and out == ""
    assert "refusing to write the output onto the input file" in err and "Traceback" not in err
    assert corpus.read_bytes() == before


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_standard_input_redirected_from_the_target_is_that_file(tmp_path, capsys, monkeypatch, command):
    """``docdedup group - -o victim.json < victim.json``: the corpus never becomes the report."""
    corpus = write_corpus(tmp_path)
    before = corpus.read_bytes()
    with open(corpus, "rb") as redirected:
        monkeypatch.setattr(sys, "stdin", wrapper := io.TextIOWrapper(redirected))
        status, out, err = _run(COMMANDS[command]("-", corpus), capsys)
        wrapper.detach()
    assert status == 1 and out == ""
    assert err == (f"docdedup: refusing to write the output onto the input file: {corpus} is the file "
                   "standard input (-) reads; give another output name\n")
    assert corpus.read_bytes() == before


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_standard_input_from_another_file_writes_the_output(tmp_path, capsys, monkeypatch, command):
    corpus = write_corpus(tmp_path)
    out_path = tmp_path / "out.txt"
    with open(corpus, "rb") as redirected:
        monkeypatch.setattr(sys, "stdin", wrapper := io.TextIOWrapper(redirected))
        status, _out, err = _run(COMMANDS[command]("-", out_path), capsys)
        wrapper.detach()
    assert (status, err) == (0, "")
    assert out_path.stat().st_size > 0


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_existing_file_of_another_kind_is_never_replaced(tmp_path, capsys, command):
    corpus = write_corpus(tmp_path)
    notes = tmp_path / "notes.txt"
    notes.write_bytes(b"my notes, not a report\n")
    status, out, err = _run(COMMANDS[command](corpus, notes), capsys)
    assert status == 1 and out == ""
    assert f"docdedup: refusing to replace {notes}: it is not a " in err
    assert "give a new name, or move that file away first" in err
    assert notes.read_bytes() == b"my notes, not a report\n"


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_earlier_output_of_the_same_kind_or_an_empty_file_is_replaced(tmp_path, capsys, command):
    corpus = write_corpus(tmp_path)
    target = tmp_path / "out"
    target.write_bytes(b"")
    assert _run(COMMANDS[command](corpus, target), capsys)[0] == 0
    first = target.read_bytes()
    assert first
    assert _run(COMMANDS[command](corpus, target), capsys)[:2] == (0, "")
    assert target.read_bytes() == first


def _two_decisions_files(tmp_path, open_review) -> tuple[Path, Path, Path]:
    corpus = write_corpus(tmp_path)
    ann, bob = tmp_path / "ann.jsonl", tmp_path / "bob.jsonl"
    decide_some(corpus, open_review, reviewer="ann", decisions=ann)
    decide_some(corpus, open_review, reviewer="bob", cluster="unsure", decisions=bob)
    return corpus, ann, bob


@pytest.mark.parametrize("spelling", ["symlink", "hardlink", "dotdot"])
def test_a_merge_onto_its_input_by_any_name_is_refused_before_a_word_of_it(tmp_path, capsys, open_review,
                                                                           spelling):
    _corpus, ann, bob = _two_decisions_files(tmp_path, open_review)
    before = ann.read_bytes()
    target = _spellings(tmp_path, ann)[spelling]
    status, out, err = _run(["review", "merge", ann, bob, "-o", target], capsys)
    assert status == 1 and out == ""
    assert err.startswith("docdedup: refusing to write the output onto the input file")
    assert "merged" not in err and "conflict" not in err  # nothing said as done
    assert ann.read_bytes() == before


@pytest.mark.parametrize("spelling", ["symlink", "hardlink", "dotdot"])
def test_a_merge_onto_the_corpus_by_any_name_is_refused(tmp_path, capsys, open_review, spelling):
    corpus, ann, bob = _two_decisions_files(tmp_path, open_review)
    before = corpus.read_bytes()
    target = _spellings(tmp_path, corpus)[spelling]
    status, _out, err = _run(["review", "merge", ann, bob, "-o", target], capsys)
    assert status == 1
    assert f"refusing to replace {target}: it is not a decisions file (" in err and "merged" not in err
    assert corpus.read_bytes() == before


def test_a_merge_never_creates_a_file_where_a_dangling_link_points(tmp_path, capsys, open_review):
    _corpus, ann, bob = _two_decisions_files(tmp_path, open_review)
    link, pointed = tmp_path / "merged.jsonl", tmp_path / "elsewhere" / "made.jsonl"
    pointed.parent.mkdir()
    link.symlink_to(pointed)
    status, _out, err = _run(["review", "merge", ann, bob, "-o", link], capsys)
    assert status == 1
    assert (f"refusing to write {link}: it is a symbolic link to {pointed}, which does not exist; "
            "a decisions file is never created where a link points") in err
    assert not pointed.exists() and list(pointed.parent.iterdir()) == []


def test_a_decisions_path_linking_to_a_missing_file_creates_nothing(tmp_path):
    link, pointed = tmp_path / "c.decisions.jsonl", tmp_path / "elsewhere.jsonl"
    link.symlink_to(pointed)
    with pytest.raises(OSError, match="which does not exist; nothing is created where a link points"):
        open_for_appending(link)
    assert not pointed.exists() and link.is_symlink()


def test_a_review_of_a_corpus_whose_decisions_path_dangles_writes_nowhere(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    pointed = tmp_path / "victim" / "created.jsonl"
    pointed.parent.mkdir()
    decisions_path_for(corpus).symlink_to(pointed)
    review = open_review(corpus)
    assert review.read_only_reason is not None and "symbolic link" in review.read_only_reason
    assert list(pointed.parent.iterdir()) == []


@pytest.mark.parametrize("spelling", ["symlink", "hardlink", "dotdot"])
def test_the_windows_export_never_replaces_the_corpus(tmp_path, spelling):
    from core.grouping import form_groups
    from core.input.loader import load_records

    corpus = write_corpus(tmp_path)
    before = corpus.read_bytes()
    records = load_records(str(corpus)).records
    target = _spellings(tmp_path, corpus)[spelling]
    with pytest.raises(OutputError, match="refusing to write the output onto the input file"):
        export_groups(target, form_groups(records), records, limits=CORPUS_LIMITS, inputs=[str(corpus)])
    assert corpus.read_bytes() == before
    decisions = tmp_path / "own.decisions.jsonl"
    decisions.write_bytes(b'{"schema":"docdedup-decisions-v1"}\n')
    with pytest.raises(OutputError, match="it is not a group report"):  # never "another window"
        export_groups(decisions, form_groups(records), records, limits=CORPUS_LIMITS, inputs=[str(corpus)])


@pytest.mark.parametrize("spelling", ["symlink", "hardlink", "dotdot"])
def test_the_windows_save_of_decisions_never_replaces_the_corpus(tmp_path, spelling):
    corpus = write_corpus(tmp_path)
    before = corpus.read_bytes()
    target = _spellings(tmp_path, corpus)[spelling]
    with pytest.raises(OutputError, match="refusing to write the output onto the input file"):
        write_atomically(target, b"{}\n", protect=[str(corpus)], kind=DECISIONS_FILE)
    other = tmp_path / "other.json"
    other.write_bytes(before)  # a copy of records: not the input, and not decisions either
    with pytest.raises(OutputError, match="it is not a decisions file"):
        write_atomically(other, b"{}\n", protect=[str(corpus)], kind=DECISIONS_FILE)
    assert corpus.read_bytes() == before and other.read_bytes() == before


@pytest.mark.parametrize("command", ["group", "chars"])
def test_an_output_onto_a_shard_of_a_folder_is_refused(tmp_path, capsys, command):
    folder = tmp_path / "shards"
    folder.mkdir()
    first = write_corpus(folder)
    second = folder / "more.json"
    second.write_bytes(first.read_bytes().replace(b'"A"', b'"Z"'))
    before = first.read_bytes(), second.read_bytes()
    link = tmp_path / "out.json"
    os.link(second, link)
    status, out, err = _run([command, folder, "-o", link], capsys)
    assert (status, out) == (1, "")
    assert err == (f"docdedup: refusing to write the output onto the input file {second} "
                   f"({link} leads to it); give another output name\n")
    assert (first.read_bytes(), second.read_bytes()) == before
