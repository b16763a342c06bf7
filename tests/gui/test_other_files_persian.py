"""The sentences for files of another kind (core.input.other_files) and for JSON Lines ended by
a carriage return alone, as the Persian window shows them."""

from __future__ import annotations

from core.input.other_files import SENTENCES
from docdedup_gui.problems.problem_text import problem_message

CR_ALONE = ("unexpected text after the record; JSON Lines holds one record a line, and lines end with LF or "
            "CRLF: here a record ends with a carriage return alone (CR, U+000D)")


def test_each_is_shown_in_persian(persian):
    for sentence in (*SENTENCES, CR_ALONE):
        shown = problem_message(sentence)
        assert shown != sentence and "this file" not in shown and "archive" not in shown
        assert any("\u0600" <= c <= "\u06ff" for c in shown)
