"""A job that fails with an error of no words (MemoryError, a bare ``raise AssertionError``)
is said in the window as a sentence, in English and in Persian: never "MemoryError: MemoryError".

And a problem whose value is itself a sentence reads well in Persian: the value ends the
sentence, with no "is" (است) left dangling after it.
"""

from __future__ import annotations

import re

import pytest

import core.differences
import core.session
from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from core.input.validation import record_problems
from core.review.recognise import not_decisions_file
from docdedup_gui.problems.problem_text import problem_message
from resources import resource_path

TRAPS = resource_path("examples", "unicode_traps.json")
TIMEOUT = 20_000  # ms; generous for a loaded machine, never a sleep
LRI = "\N{LEFT-TO-RIGHT ISOLATE}"
PDI = "\N{POP DIRECTIONAL ISOLATE}"
ZWNJ = "\N{ZERO WIDTH NON-JOINER}"
IS = "\N{ARABIC LETTER ALEF}\N{ARABIC LETTER SEEN}\N{ARABIC LETTER TEH}"  # است, "is"

OUT_OF_MEMORY = ("there was not enough memory to finish the work; nothing was changed: close other programs, "
                 "or open a smaller file, and try again")
OUT_OF_MEMORY_FA = (f"حافظهٔ کافی برای به پایان بردن کار نبود؛ چیزی تغییر نکرد: برنامه{ZWNJ}های دیگر را "
                    f"ببندید، یا پرونده{ZWNJ}ای کوچک{ZWNJ}تر باز کنید، و دوباره بکوشید")
ANALYSIS_FAILED_FA = f"یافتن گروه{ZWNJ}های تقریباً یکسان ناموفق بود: "


def _raising(error: BaseException):
    def raise_it(*_args, **_kwargs):
        raise error
    return raise_it


def _open_without_memory(qtbot, window, monkeypatch) -> str:
    monkeypatch.setattr(core.session, "inspect_file", _raising(MemoryError()))
    with qtbot.waitSignal(window.load_failed, timeout=TIMEOUT) as failed:
        window.open_file(TRAPS)
    assert failed.args == [OUT_OF_MEMORY]
    assert window.runner.busy_labels() == []
    return window.message_bar.text()


def _analyse_with(qtbot, window, monkeypatch, error: BaseException) -> str:
    monkeypatch.setattr(core.differences, "find_neighbours", _raising(error))
    with qtbot.waitSignals([window.loaded, window.analysis_finished], timeout=TIMEOUT):
        window.open_file(TRAPS)
    return window.message_bar.text()


def test_a_file_too_big_for_memory_is_said_with_what_to_do(qtbot, window, monkeypatch):
    text = _open_without_memory(qtbot, window, monkeypatch)
    assert text.startswith("Could not open ") and text.endswith(f": {OUT_OF_MEMORY}")
    assert "MemoryError" not in text


def test_a_file_too_big_for_memory_is_said_in_persian(qtbot, persian, window, monkeypatch):
    text = _open_without_memory(qtbot, window, monkeypatch)
    assert text == f"باز کردن {LRI}{TRAPS}{PDI} ممکن نشد: {OUT_OF_MEMORY_FA}"


def test_an_analysis_out_of_memory_is_said_and_the_groups_stay(qtbot, window, monkeypatch, persian):
    text = _analyse_with(qtbot, window, monkeypatch, MemoryError())
    assert text == ANALYSIS_FAILED_FA + OUT_OF_MEMORY_FA
    assert window.session.inspection is not None  # the file itself stays open


def test_an_error_without_words_keeps_its_class_name_for_a_report(qtbot, window, monkeypatch, capfd):
    text = _analyse_with(qtbot, window, monkeypatch, AssertionError())
    assert text == ("Finding near-identical groups failed: the work stopped on AssertionError, an error that "
                    "gives no description; nothing was changed")
    assert "AssertionError" in capfd.readouterr().err  # a bug: its traceback, for the report


def test_an_error_without_words_is_said_in_persian(qtbot, window, monkeypatch, persian, capfd):
    text = _analyse_with(qtbot, window, monkeypatch, NotImplementedError())
    assert text == (f"{ANALYSIS_FAILED_FA}کار با خطای {LRI}NotImplementedError{PDI} بی هیچ توضیحی متوقف شد؛ "
                    "چیزی تغییر نکرد")
    capfd.readouterr()  # its traceback, said on stderr


def test_a_playground_job_out_of_memory_is_said_in_persian(qtbot, persian, monkeypatch):
    from core.playground import Playground
    from core.records import Record
    from docdedup_gui.playground import detached
    from docdedup_gui.playground import window as playground_window
    from tests.helpers import RECORD_A, RECORD_B

    monkeypatch.setattr(playground_window, "classes_ready", lambda: False)  # it warms up again
    monkeypatch.setattr(playground_window, "warm_up", _raising(MemoryError()))
    records = [Record(**RECORD_A), Record(**RECORD_B)]
    window = playground_window.PlaygroundWindow(Playground.of_records(records))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.messageLabel.text() == OUT_OF_MEMORY_FA, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: not detached._RUNNING, timeout=TIMEOUT)  # its later jobs end with the test


# A value that is a sentence of its own: "null, not a string: ...; give it a value", a quoted one.
NOT_A_STRING = {"doc_id": "A", "source_ref": "r", "language": "fa", "title": None, "body": "b"}
SENTENCE_AS_LANGUAGE = {**NOT_A_STRING, "title": "t", "language": "this is a whole sentence, not a tag"}
CLOSING = f"['\N{RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK}{PDI}]"
NOT_A_STRING_FA = f"null (تهی)، نه یک رشته: چیزی به جای آن گذاشته نمی{ZWNJ}شود؛ مقداری به آن بدهید"


@pytest.mark.parametrize(("record", "limits", "value"), [
    (NOT_A_STRING, SEED_LIMITS, NOT_A_STRING_FA), (NOT_A_STRING, CORPUS_LIMITS, NOT_A_STRING_FA),
    # Quoted as the file holds it: left to right in an isolate, its quotes with it.
    (SENTENCE_AS_LANGUAGE, SEED_LIMITS, f"{LRI}'this is a whole sentence, not a tag'{PDI}"),
    (SENTENCE_AS_LANGUAGE, CORPUS_LIMITS, f"{LRI}'this is a whole sentence, not a tag'{PDI}"),
    ("a whole sentence.", SEED_LIMITS, f"{LRI}'a whole sentence.'{PDI}")])
def test_a_value_that_is_a_sentence_ends_the_persian_problem(persian, record, limits, value):
    [problem] = record_problems(record, limits)
    shown = problem_message(problem.message)
    assert shown.endswith(f"\N{ARABIC SEMICOLON} مقدار آن: {value}"), shown  # "its value: ..."
    assert not re.search(f"{CLOSING}\\s*{IS}", shown)  # no "is" after a closing quote or isolate


def test_a_sentence_given_for_a_value_reads_in_persian(persian):
    shown = problem_message("title must be a string of 1 to 80 characters; got null, not a string: "
                            "nothing is filled in; give it a value")
    assert shown == (f"{LRI}title{PDI} باید رشته{ZWNJ}ای از ۱ تا ۸۰ نویسه باشد؛ مقدار آن: null (تهی)، "
                     f"نه یک رشته: چیزی به جای آن گذاشته نمی{ZWNJ}شود؛ مقداری به آن بدهید")


def test_a_schema_that_is_a_sentence_ends_the_persian_problem(persian):
    said = not_decisions_file(b'{"schema": "a list of my favourite records, kept by hand"}', True)
    assert said == "its schema is 'a list of my favourite records, kept by hand', not 'docdedup-decisions-v1'"
    assert problem_message(said) == (f"طرح{ZWNJ}واره{ZWNJ}اش 'docdedup-decisions-v1' نیست، بلکه "
                                     f"{LRI}'a list of my favourite records, kept by hand'{PDI}")


def test_a_paint_failing_without_words_names_its_error_alone(qtbot, monkeypatch):
    from docdedup_gui.review import review_panel
    from docdedup_gui.widgets.safe_paint import paint_problem

    panel = review_panel.ReviewPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 400)
    monkeypatch.setattr(review_panel._ProgressStrip, "_paint_strip", _raising(AssertionError()))
    panel.progress_bar.grab()
    assert paint_problem(panel.progress_bar) == "Could not draw the review progress: AssertionError"


def test_a_key_error_in_the_work_is_named_as_a_bug(qtbot, window, monkeypatch, capfd):
    text = _analyse_with(qtbot, window, monkeypatch, KeyError("title"))
    assert text == "Finding near-identical groups failed: KeyError: 'title'"  # was "...failed: 'title'"
    said = capfd.readouterr().err  # a line saying what failed, then the traceback, for the report
    assert said.index("a job stopped on an error in the program, KeyError: 'title'") < said.index("Traceback")


def test_a_sentence_raised_as_a_key_error_is_said_as_it_is(qtbot, window, monkeypatch, capfd):
    text = _analyse_with(qtbot, window, monkeypatch, core.differences.UnknownDocId("A-7"))
    assert text == "Finding near-identical groups failed: no record has doc_id 'A-7'"
    assert "Traceback" not in capfd.readouterr().err  # the input's, not a bug
