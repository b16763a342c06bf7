"""Every sentence about the decisions file's integrity reads in Persian in the Persian interface."""

from __future__ import annotations

import os

from core.output.atomic import OutputError, write_atomically
from core.review import decisions_path_for, read_decisions
from core.review.journal import check_decisions_file
from core.review.lock import holder_of, lost_sentence
from core.review.paths import input_refusal
from docdedup_gui.problems.problem_text import problem_message
from tests.gui.test_review_sentences import _english_left, _is_persian
from tests.review_helpers import duplicate_group, open_review, write_corpus

__all__ = ["open_review"]  # the fixture


def integrity_sentences(tmp_path, open_review) -> list[str]:
    """The sentences the core writes about the decisions file, made by the core itself."""
    corpus = write_corpus(tmp_path)
    said = []
    first = open_review(corpus)
    first.decide(first.subjects.group_subject(duplicate_group(first)), "keep", keeper="A")
    first.decide(first.subjects.cluster_subject(0), "distinct")
    path = decisions_path_for(corpus)
    said.append(open_review(corpus, reviewer="bob").read_only_reason)  # held, and by whom
    said.append(holder_of(tmp_path / "nothing.jsonl"))
    try:
        write_atomically(path, b"", protect=[])
    except OutputError as refused:
        said.append(str(refused))
    good = path.read_bytes()
    lines = good.splitlines(keepends=True)
    odd = tmp_path / "odd.jsonl"
    odd.write_bytes(b"\xef\xbb\xbf" + lines[0].replace(b"\n", b"\r")
                    + lines[1].replace(b'"decision":"distinct"', b'"decision":"distinct","decision":"unsure"')
                    + lines[1].replace(b"doc-content-v1", b"doc-content-v9")
                    + b'{"schema":"docdedup-decisions-v1","x":' + b"[" * 5000 + b"]" * 5000 + b"}\n")
    said += [problem.message for problem in read_decisions(odd).problems]
    folder = tmp_path / "folder.jsonl"
    folder.mkdir()
    said += [check_decisions_file(folder), check_decisions_file("/dev/zero")]
    said += [input_refusal(corpus, [corpus]), input_refusal(path, [corpus, path]),
             input_refusal(corpus, [corpus, path])]  # a result, with its shards
    link = tmp_path / "link.jsonl"
    link.symlink_to(corpus)
    said.append(input_refusal(link, [corpus]))
    for why in (first._handle.lost() or f"{path} was deleted", f"{path} was replaced by another file",
                f"{path} was cut short (from 1,024 to 10 bytes)"):
        said.append(lost_sentence(why))
    os.truncate(path, 0)
    said.append(first.lost())
    said.append(f"cannot open {path} for writing (the folder {tmp_path} is read-only here (a read-only file "
                "system)); choose another decisions file")  # as open_for_appending words it
    first.close()
    return [sentence for sentence in said if sentence]


def test_the_integrity_sentences_are_made(tmp_path, open_review, english):
    said = integrity_sentences(tmp_path, open_review)
    assert len(said) == 19, said


def test_every_integrity_sentence_is_persian(tmp_path, open_review, persian):
    for sentence in integrity_sentences(tmp_path, open_review):
        shown = problem_message(sentence)
        assert shown != sentence and _is_persian(shown), sentence
        assert not _english_left(shown), (sentence, shown, _english_left(shown))
