"""Explanations made ahead of time: the session's prepared pairs and review mode's next pair.

A pair prepared (explained in a worker before it is compared) is shown with its
differences in one call of the listener's ``compared`` pair: the records, then at once
their explanation, with no explaining left to do. A comparison of a pair being prepared
waits for that worker instead of explaining it a second time.
"""

from __future__ import annotations

import pytest

from core.jobs import Job
from core.prepared_pairs import PreparedPairs
from core.session import InspectorSession, SessionListener
from resources import resource_path
from tests.test_session import Heard, HeldRunner

TRAPS = resource_path("examples", "unicode_traps.json")


def test_the_pairs_kept_are_the_newest_of_one_generation():
    pairs = PreparedPairs(kept=2)
    pairs.keep(1, (0, 1), "first")
    pairs.keep(1, (2, 3), "second")
    assert pairs.get(1, (0, 1)) == "first"  # asked for: now the newest
    pairs.keep(1, (4, 5), "third")
    assert pairs.get(1, (2, 3)) is None  # the oldest went
    assert pairs.get(1, (0, 1)) == "first" and pairs.get(1, (4, 5)) == "third"
    pairs.preparing = (6, 7)
    assert pairs.get(2, (0, 1)) is None  # another file, or the same regrouped: nothing of the old
    assert pairs.preparing is None


class Counted:
    """Counts the explanations made (``core.differences.explain``)."""

    def __init__(self, monkeypatch) -> None:
        import core.differences

        self.calls = 0
        real = core.differences.explain

        def explain(*args, **kwargs):
            self.calls += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(core.differences, "explain", explain)


def open_all(session: InspectorSession, runner: HeldRunner) -> None:
    """Open the traps and let every job of the opening end (the review's reading too)."""
    session.open(TRAPS)
    while runner.jobs:
        runner.run_next()


@pytest.fixture
def opened():
    heard, runner = Heard(), HeldRunner()
    session = InspectorSession(runner, heard)
    open_all(session, runner)
    return session, heard, runner


def pair_of(session: InspectorSession) -> tuple[int, int]:
    return session.record_of("crlf-a"), session.record_of("crlf-b")


def test_a_prepared_pair_is_shown_with_its_differences_at_once(opened, monkeypatch):
    session, _heard, runner = opened
    session.prepare_comparison(*pair_of(session))
    [job] = runner.jobs
    assert job.kind == "prepare"
    runner.run_next()
    counted = Counted(monkeypatch)
    shown = []

    class Shown(SessionListener):
        def compared(self) -> None:
            shown.append(session.comparison.explanation)

    session.listener = Shown()
    session.compare(*pair_of(session), quick=0.008)
    assert shown[0] is None and shown[1].classes == ("line-ending",)  # the records, then the differences
    assert runner.jobs == [] and counted.calls == 0  # nothing left to explain, here or in a worker


def test_a_comparison_of_the_pair_being_prepared_waits_for_its_worker(opened, monkeypatch):
    session, heard, runner = opened
    session.prepare_comparison(*pair_of(session))
    session.compare(*pair_of(session))
    assert [job.kind for job in runner.jobs] == ["prepare"]  # no second explanation of the same pair
    assert session.comparison.explanation is None
    runner.run_next()
    assert session.comparison.explanation.classes == ("line-ending",)
    assert heard.names()[-2:] == ["compared", "compared"]


def test_a_prepared_pair_that_fails_is_explained_again_by_its_comparison(opened):
    session, heard, runner = opened
    session.prepare_comparison(*pair_of(session))
    session.compare(*pair_of(session))
    prepare = runner.jobs.pop()
    prepare.fail("the worker stopped")  # quiet: the comparison explains it itself, and says why if it fails
    assert "failed" not in heard.names()
    [compare] = runner.jobs
    assert compare.kind == "compare"
    runner.run_next()
    assert session.comparison.explanation.classes == ("line-ending",)


def test_preparing_another_pair_never_supersedes_the_one_the_comparison_waits_for(opened):
    session, _heard, runner = opened
    session.prepare_comparison(*pair_of(session))
    session.compare(*pair_of(session))
    session.prepare_comparison(session.record_of("nfc-a"), session.record_of("nfc-b"))
    assert len(runner.jobs) == 1  # the waited-for worker goes on; the next pair is prepared later


def test_a_pair_compared_lately_is_shown_again_without_explaining(opened, monkeypatch):
    session, _heard, runner = opened
    session.compare(*pair_of(session))
    runner.run_next()
    session.compare(session.record_of("nfc-a"), session.record_of("nfc-b"))
    runner.run_next()
    counted = Counted(monkeypatch)
    session.compare(*pair_of(session))  # back (undo, or the previous subject)
    assert session.comparison.explanation.classes == ("line-ending",) and counted.calls == 0


def test_a_new_file_forgets_the_prepared_pairs(opened):
    session, _heard, runner = opened
    session.prepare_comparison(*pair_of(session))
    runner.run_next()
    open_all(session, runner)
    session.compare(*pair_of(session))
    assert [job.kind for job in runner.jobs] == ["compare"]


def test_a_prepared_job_of_an_older_file_is_dropped(opened):
    session, _heard, runner = opened
    session.prepare_comparison(*pair_of(session))
    old: Job = runner.jobs.pop()
    open_all(session, runner)
    old.finish(old.work(None))  # the worker finished after the new file opened
    assert session.prepared.get(session.generation, pair_of(session)) is None


def test_a_quick_pair_is_prepared_in_place_and_a_long_one_by_a_worker(opened, monkeypatch):
    import core.differences.quick as quick

    session, _heard, runner = opened
    session.prepare_comparison(*pair_of(session), quick=0.5)
    assert runner.jobs == []  # explained here: no worker's Python beside the window's
    assert session.prepared.get(session.generation, pair_of(session)).classes == ("line-ending",)
    monkeypatch.setattr(quick, "QUICK_CODE_POINTS", 0)  # as a pair too long to explain in a turn
    other = (session.record_of("nfc-a"), session.record_of("nfc-b"))
    session.prepare_comparison(*other, quick=0.5)
    assert [job.kind for job in runner.jobs] == ["prepare"]
