"""A refused source_ref in the window: the sentence in the UI's language, the value up to
and including the refused character as the core wrote it, the character named left to right."""

from __future__ import annotations

import json

from core import load_records
from docdedup_gui.problems.problem_text import problem_message

VALUE = ("https://example.org/wiki/\N{ARABIC LETTER HAH}\N{ARABIC LETTER ALEF}?q=1"
         "\N{RIGHT-TO-LEFT OVERRIDE}gpj")
ISOLATES = str.maketrans("", "", "\N{LEFT-TO-RIGHT ISOLATE}\N{POP DIRECTIONAL ISOLATE}")


def _problem(tmp_path):
    record = {"doc_id": "A", "source_ref": VALUE, "language": "fa", "title": "t", "body": "b"}
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps(record) + "\n", encoding="utf-8")
    (problem,) = load_records(path).problems
    return problem


def test_a_refused_source_ref_is_said_in_persian_with_its_value(tmp_path, persian):
    problem = _problem(tmp_path)
    shown = problem_message(problem.message)
    assert shown != problem.message
    assert not {"must", "got", "character"} & set(shown.split()), shown  # no English left
    # the value as written, cut after the override, in a left-to-right isolate
    assert f"\N{LEFT-TO-RIGHT ISOLATE}{VALUE[:32] + '…'!r}\N{POP DIRECTIONAL ISOLATE}" in shown
    assert "\N{LEFT-TO-RIGHT ISOLATE}U+202E RIGHT-TO-LEFT OVERRIDE\N{POP DIRECTIONAL ISOLATE}" in shown
    assert "\N{EXTENDED ARABIC-INDIC DIGIT THREE}\N{EXTENDED ARABIC-INDIC DIGIT TWO}" in shown  # character 32


def test_a_refused_source_ref_reads_as_the_cli_writes_it_in_english(tmp_path, english):
    problem = _problem(tmp_path)
    assert problem_message(problem.message).translate(ISOLATES) == problem.message
    assert problem.message.endswith(f"got {VALUE[:32] + '…'!r} "
                                    "(character 32 is U+202E RIGHT-TO-LEFT OVERRIDE)")
