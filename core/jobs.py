"""Work handed to a runner: computed somewhere, finished where the caller lives.

A :class:`Job` splits a long operation in two. ``work(progress)`` computes a result
from data that no longer changes (a loaded inspection, a group table), so it may run
in any thread; ``finish(result)`` stores the result in its owner, so it runs in the
owner's thread. A :class:`Runner` decides where ``work`` runs: :class:`InlineRunner`
runs it at once in the calling thread (the CLI, the tests), the GUI runs it in a
worker thread and calls ``finish`` back in the GUI thread.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import ContractError
from .progress import Cancelled, Progress

__all__ = ["OUT_OF_MEMORY", "WITHOUT_WORDS", "InlineRunner", "Job", "Runner", "error_message", "error_words",
           "is_said", "named_error"]

# What a job that ran out of memory says: MemoryError has no words of its own (its str() is
# empty). Its result is never stored, and outputs are written whole or not at all.
OUT_OF_MEMORY = ("there was not enough memory to finish the work; nothing was changed: close other programs, "
                 "or open a smaller file, and try again")
# An error whose str() is empty ("AssertionError: AssertionError" before): its class name, for a report.
WITHOUT_WORDS = "the work stopped on {name}, an error that gives no description; nothing was changed"


def is_said(error: BaseException) -> bool:
    """Is ``error`` the input's or the machine's, already a sentence (no traceback needed)?

    An OSError or ValueError (every error class of this package's input paths is one),
    any exception class of this package (``AnalysisFailed`` ...), or a MemoryError (the
    machine's, said as :data:`OUT_OF_MEMORY`): their messages are written for a person.
    Anything else is a bug.
    """
    return (isinstance(error, OSError | ValueError | MemoryError)
            or type(error).__module__.partition(".")[0] == "core")


def error_words(error: BaseException) -> str:
    """What ``error`` itself says, stripped ("" when nothing, or when its ``__str__`` fails)."""
    try:
        return str(error).strip()
    except Exception:  # a broken __str__: the failure must still be told
        return ""


def named_error(error: BaseException) -> str:
    """``AssertionError: the cache is torn``, or ``AssertionError`` alone: never "Name: " and nothing."""
    words = error_words(error)
    return f"{type(error).__name__}: {words}" if words else type(error).__name__


def error_message(error: BaseException) -> str:
    """A sentence for a person: what failed and where, never an empty string.

    An error with no words of its own is never shown as its bare class name: a MemoryError
    says :data:`OUT_OF_MEMORY`, any other says :data:`WITHOUT_WORDS` (its class name kept).
    A bug's error (not :func:`is_said`) is named: ``KeyError: 'title'``.
    """
    if isinstance(error, ContractError):
        return str(error.problem)  # str(error) is only the seed's code
    if isinstance(error, MemoryError):  # numpy's subclass has words, but none a person can act on
        return OUT_OF_MEMORY
    if not error_words(error):
        return WITHOUT_WORDS.format(name=type(error).__name__)
    if is_said(error):
        return str(error)
    # A KeyError or TypeError is a bug's (the sentences raised as one are this package's own
    # classes, such as UnknownDocId): KeyError('title') alone would read "'title'".
    return named_error(error)


def _nothing(*_args: Any) -> None:
    return None


@dataclass(frozen=True)
class Job:
    """``work(progress)`` then ``finish(result)``; or ``fail(message)``, or ``cancelled()``.

    ``kind`` names what the job does (``"open"``, ``"arrange"``, ...): a runner runs
    at most one job of a kind at a time, and a new one supersedes the old.
    """

    kind: str
    work: Callable[[Progress | None], Any]
    finish: Callable[[Any], None]
    fail: Callable[[str], None] = _nothing
    cancelled: Callable[[], None] = _nothing


class Runner(Protocol):
    """Runs jobs; where ``work`` runs is the runner's business, ``finish`` comes back to its caller."""

    def run(self, job: Job) -> None: ...


class InlineRunner:
    """Runs each job to its end before :meth:`run` returns (the CLI's and the tests' runner).

    ``progress`` is None: nothing can cancel inline work.
    """

    def run(self, job: Job) -> None:
        try:
            result = job.work(None)
        except Cancelled:
            job.cancelled()
        except Exception as error:  # the same path as in the GUI: a message, never a traceback
            job.fail(error_message(error))
        else:
            job.finish(result)
