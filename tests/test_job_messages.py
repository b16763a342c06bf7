"""A job's error becomes a sentence a person can read, never a bare class name."""

from __future__ import annotations

import pytest

from core.jobs import InlineRunner, Job, error_message, named_error

OUT_OF_MEMORY = ("there was not enough memory to finish the work; nothing was changed: close other programs, "
                 "or open a smaller file, and try again")


def _failure_of(error: BaseException) -> list[str]:
    """What an inline job that raises ``error`` tells its caller (the CLI's path, as the window's)."""
    told: list[str] = []

    def work(_progress):
        raise error

    InlineRunner().run(Job("open", work, told.append, told.append))
    return told


@pytest.mark.parametrize("error", [MemoryError(), MemoryError("Unable to allocate 3.5 GiB for an array")])
def test_running_out_of_memory_says_what_ran_out_and_what_to_do(error):
    assert _failure_of(error) == [OUT_OF_MEMORY]


class Quiet(Exception):
    """An error of the program's with no words, as ``raise Quiet`` makes it."""


class Unprintable(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no words")


@pytest.mark.parametrize(("error", "name"), [
    (AssertionError(), "AssertionError"),  # was "AssertionError: AssertionError"
    (NotImplementedError(), "NotImplementedError"),
    (RuntimeError("  \n"), "RuntimeError"),  # was "RuntimeError:   " with nothing after it
    (KeyError(), "KeyError"),
    (OSError(), "OSError"),
    (Quiet(), "Quiet"),
    (Unprintable(), "Unprintable"),  # its __str__ fails: the failure is still told
])
def test_an_error_without_words_is_a_sentence_keeping_its_class_name(error, name):
    assert _failure_of(error) == [
        f"the work stopped on {name}, an error that gives no description; nothing was changed"]


def test_errors_with_words_are_said_as_before():
    assert error_message(RuntimeError("the cache is torn")) == "RuntimeError: the cache is torn"
    said = "the file is UTF-16; save it as UTF-8"
    assert error_message(ValueError(said)) == said
    assert error_message(OSError(28, "No space left on device")) == "[Errno 28] No space left on device"


@pytest.mark.parametrize(("error", "said"), [
    (KeyError("title"), "KeyError: 'title'"),  # was "'title'", which tells a person nothing
    (TypeError("unhashable type: 'list'"), "TypeError: unhashable type: 'list'"),
])
def test_a_key_or_type_error_is_a_bug_and_keeps_its_class_name(error, said):
    assert _failure_of(error) == [said]


def test_a_sentence_raised_as_a_key_error_stays_a_sentence():
    from core.differences import UnknownDocId

    assert _failure_of(UnknownDocId("A-7")) == ["no record has doc_id 'A-7'"]


def test_a_class_name_is_never_followed_by_a_colon_and_nothing():
    assert named_error(AssertionError()) == "AssertionError"
    assert named_error(RuntimeError(" \n")) == "RuntimeError"
    assert named_error(Unprintable()) == "Unprintable"
    assert named_error(RuntimeError("the cache is torn\n")) == "RuntimeError: the cache is torn"


def test_a_seed_check_that_raises_a_bare_error_says_its_name_alone(monkeypatch):
    import core.seed_checks

    monkeypatch.setattr(core.seed_checks, "group_documents", _raising(AssertionError()))
    results = {result.name: result for result in core.seed_checks.run_seed_checks()}
    grouped = results["input_record_order_does_not_change_representatives_or_groups"]
    assert not grouped.passed and grouped.detail == "raised AssertionError"  # was "raised AssertionError: "


def _raising(error: BaseException):
    def raise_it(*_args, **_kwargs):
        raise error
    return raise_it
