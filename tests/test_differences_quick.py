"""An explanation made at once when that is quick (core.differences.quick), and a session's use of it.

No test here depends on the machine's speed: the allowances are a minute (always enough for
the traps' short records) or nothing (never enough for a pair with differences).
"""

from __future__ import annotations

import sys

from core import load_records
from core.differences import explain
from core.differences.quick import QUICK_CODE_POINTS, explain_quickly
from core.jobs import Job
from core.records import Record
from core.session import InspectorSession, SessionListener
from resources import resource_path

TRAPS = resource_path("examples", "unicode_traps.json")
MINUTE = 60.0


def _traps() -> dict[str, Record]:
    return {record.doc_id: record for record in load_records(TRAPS).records}


def test_a_short_pair_is_explained_as_explain_explains_it():
    records = _traps()
    a, b = records["crlf-a"], records["crlf-b"]
    assert explain_quickly(a, b, MINUTE) == explain(a, b)


def test_no_time_allowed_gives_up_on_a_pair_with_differences():
    records = _traps()
    assert explain(records["crlf-a"], records["crlf-b"]).differences
    assert explain_quickly(records["crlf-a"], records["crlf-b"], 0.0) is None


def test_long_records_are_left_to_a_worker():
    long = Record("long", "x", "en", "t", "b" * QUICK_CODE_POINTS)
    assert explain_quickly(long, long, MINUTE) is None


def test_nothing_is_loaded_here_for_it(monkeypatch):
    records = _traps()
    monkeypatch.delitem(sys.modules, "core.differences.explanation")
    assert explain_quickly(records["crlf-a"], records["crlf-b"], MINUTE) is None


def test_a_failure_is_left_to_the_worker_to_report():
    lone = Record("lone", "x", "en", "t", "\ud800")  # a lone surrogate: ContractError in explain
    assert explain_quickly(lone, _traps()["crlf-a"], MINUTE) is None


class _Listener(SessionListener):
    def __init__(self) -> None:
        self.heard: list[object] = []
        self.steps: list = []

    def compared(self) -> None:
        self.heard.append(self.session.comparison.explanation)

    def later(self, step) -> None:  # a window's next turn: here, when the test says
        self.steps.append(step)


class _Jobs:
    def __init__(self) -> None:
        self.kinds: list[str] = []

    def run(self, job: Job) -> None:
        self.kinds.append(job.kind)
        if job.kind == "open":
            job.finish(job.work(None))


def _session() -> tuple[InspectorSession, _Listener, _Jobs]:
    listener, jobs = _Listener(), _Jobs()
    session = InspectorSession(jobs, listener)
    listener.session = session
    session.open(TRAPS)
    listener.steps.clear()  # the review's opening step
    return session, listener, jobs


def test_a_quick_comparison_is_explained_in_a_later_step_without_a_worker():
    explain(*list(_traps().values())[:2])  # the explanation module is loaded, as after a first comparison
    session, listener, jobs = _session()
    session.compare(session.record_of("crlf-a"), session.record_of("crlf-b"), quick=MINUTE)
    assert listener.heard == [None] and len(listener.steps) == 1  # the pair first
    listener.steps.pop()()
    assert listener.heard[-1].classes == ("line-ending",)
    assert "compare" not in jobs.kinds


def test_a_comparison_that_is_not_quick_goes_to_a_worker(monkeypatch):
    import core.differences.quick

    monkeypatch.setattr(core.differences.quick, "explain_quickly", lambda *_args: None)  # it gave up
    session, listener, jobs = _session()
    session.compare(session.record_of("crlf-a"), session.record_of("crlf-b"), quick=MINUTE)
    listener.steps.pop()()
    assert jobs.kinds[-1] == "compare" and listener.heard == [None]


def test_a_newer_comparison_drops_the_older_quick_step():
    session, listener, jobs = _session()
    session.compare(session.record_of("crlf-a"), session.record_of("crlf-b"), quick=MINUTE)
    older = listener.steps.pop()
    session.compare(session.record_of("crlf-b"), session.record_of("crlf-a"))
    older()
    assert listener.heard == [None, None] and jobs.kinds[-1] == "compare"
