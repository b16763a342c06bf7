"""The inspector's session without any window: what a person does, as plain calls.

The GUI runs these same jobs in worker threads; here :class:`InlineRunner` runs them
at once, or :class:`HeldRunner` keeps them until the test lets them run, to play out
a slow job finishing after the data changed.
"""

from __future__ import annotations

import json

import pytest

from core.display.group_table import COLUMN, TableQuery
from core.input.limits import SEED_LIMITS
from core.jobs import Job
from core.session import InspectorSession, Selection, SessionListener
from resources import resource_path

SEED = resource_path("examples", "seed_records.json")
TRAPS = resource_path("examples", "unicode_traps.json")


class Heard(SessionListener):
    """Every event, in order, as ``(name, *arguments)``."""

    def __init__(self) -> None:
        self.events: list[tuple] = []

    def __getattribute__(self, name: str):
        if name in ("opened", "arranged", "selected", "analysed", "compared", "similar_found", "exported",
                    "failed", "cancelled"):
            return lambda *args, **kwargs: self.events.append((name, *args, *kwargs.values()))
        return super().__getattribute__(name)

    def names(self) -> list[str]:
        return [event[0] for event in self.events]


class HeldRunner:
    """Keeps jobs until :meth:`run_next` (a worker that has not finished yet)."""

    def __init__(self) -> None:
        self.jobs: list[Job] = []

    def run(self, job: Job) -> None:
        self.jobs.append(job)

    def run_next(self, which: int = 0) -> None:
        job = self.jobs.pop(which)
        job.finish(job.work(None))


@pytest.fixture
def heard() -> Heard:
    return Heard()


@pytest.fixture
def session(heard) -> InspectorSession:
    return InspectorSession(listener=heard)


def representatives(session: InspectorSession) -> list[str]:
    return [session.table.groups[group].representative for group in session.arrangement.rows]


def selected_representative(session: InspectorSession) -> str:
    return session.inspection.groups[session.selection.group].representative


def test_opening_shows_the_groups_and_selects_the_first(session, heard):
    session.open(SEED)
    assert representatives(session) == ["A", "C"]
    assert session.path == str(SEED)
    assert session.selection == Selection(0)
    assert heard.events == [("opened", True)]
    assert not session.analysed


def test_a_filter_keeps_the_selection_while_its_group_is_shown(session):
    session.open(SEED)
    assert session.select_doc_id("C")
    session.arrange(TableQuery(text="ref3"))
    assert representatives(session) == ["C"]
    assert selected_representative(session) == "C"
    session.arrange(TableQuery(text="Ref1"))  # C is filtered out: the first group shown is selected
    assert representatives(session) == ["A"]
    assert selected_representative(session) == "A"
    session.arrange(TableQuery(text="nothing like this"))
    assert session.selection is None


def test_a_sort_keeps_the_selected_record(session, heard):
    session.open(SEED)
    assert session.select_doc_id("B")
    session.arrange(TableQuery(sort_column=COLUMN["bytes"], descending=True))
    assert representatives(session) == ["C", "A"]
    assert session.selection == Selection(0, session.record_of("B"))
    assert heard.names()[-1] == "arranged"


def test_selecting_unknown_or_filtered_out_records_says_no(session):
    session.open(SEED)
    session.arrange(TableQuery(duplicates_only=True))
    assert not session.select_doc_id("nobody")
    assert not session.select_doc_id("C")  # a single-member group, hidden
    assert session.select_doc_id("B")


def test_selecting_the_same_row_again_is_not_news(session, heard):
    session.open(SEED)
    session.select(1)
    session.select(1)
    assert heard.names().count("selected") == 1


def test_a_slow_filter_finishing_after_a_new_file_opened_is_dropped(heard):
    runner = HeldRunner()
    session = InspectorSession(runner, heard)
    session.open(SEED)
    runner.run_next()
    runner.run_next()  # the seed's review decisions, read after it opened
    session.arrange(TableQuery(text="crlf"))  # held: still running on the seed's table
    session.open(TRAPS)
    runner.run_next(1)  # the new file is in first, arranged by the same query
    assert representatives(session) == ["crlf-a", "crlf-b"]
    runner.run_next()  # the seed's filter ends now: it matches nothing there, and is dropped
    assert representatives(session) == ["crlf-a", "crlf-b"]
    assert "arranged" not in heard.names()


def test_a_file_that_cannot_be_read_keeps_the_one_shown(session, heard, tmp_path):
    session.open(SEED)
    missing = tmp_path / "nowhere.json"
    session.open(missing)
    kind, message = heard.events[-1][1:]
    assert (heard.events[-1][0], kind) == ("failed", "open")
    assert "cannot be read" in message  # the window says which file
    assert session.path == str(SEED) and representatives(session) == ["A", "C"]


def test_regrouping_with_simulated_collisions_keeps_the_selected_group(session):
    session.open(SEED)
    session.select_doc_id("C")
    session.set_simulate_collisions(True)
    assert selected_representative(session) == "C"
    assert {group.candidate_digest for group in session.inspection.groups} == {"0" * 64}
    assert session.generation == 2


def test_other_limits_reload_the_file(session, tmp_path):
    records = json.loads(SEED.read_text(encoding="utf-8"))
    records[2]["language"] = "en-US"  # well-formed BCP 47, but the seed allows only fa and en
    path = tmp_path / "tags.json"
    path.write_text(json.dumps(records), encoding="utf-8")
    session.open(path)
    assert session.inspection.problems == []
    session.set_limits(SEED_LIMITS)
    assert [problem.code for problem in session.inspection.problems] == ["language"]


def test_analysis_finds_the_near_identical_groups(session, heard):
    session.open(TRAPS)
    session.analyse()
    assert session.analysed and heard.names()[-1] == "analysed"
    crlf = session.inspection.group_index_of("crlf-a")
    near = [session.table.groups[other].representative for other, _ in session.table.near.of(crlf)]
    assert near == ["crlf-b"]


def test_compare_selects_the_left_record_and_explains(session, heard):
    session.open(TRAPS)
    session.compare(session.record_of("crlf-a"), session.record_of("crlf-b"))
    assert session.selection.record == session.record_of("crlf-a")
    assert session.comparison.explanation.classes == ("line-ending",)
    assert heard.names()[-3:] == ["selected", "compared", "compared"]  # records first, then the differences


def test_find_similar_keeps_its_index_for_the_next_question(session, heard):
    session.open(TRAPS)
    group = session.inspection.group_index_of("edit-a")
    session.find_similar(group)
    name, asked, matches = heard.events[-1]
    assert (name, asked) == ("similar_found", group)
    assert session.inspection.group_index_of("edit-b") in [match.group for match in matches]
    index = session._similarity_index
    session.find_similar(group)
    assert session._similarity_index is index


def test_export_writes_the_groups(session, heard, tmp_path):
    session.open(SEED)
    out = tmp_path / "groups.json"
    session.export(out)
    assert heard.events[-1] == ("exported", str(out))
    groups = json.loads(out.read_text(encoding="utf-8"))["groups"]
    assert [[member["doc_id"] for member in group["members"]] for group in groups] == [["A", "B"], ["C"]]



def inline_and_apart(monkeypatch, step) -> list[InspectorSession]:
    """Two sessions on the traps, working in this process and in a child (any size of corpus),
    each having opened the file and then done ``step(session)``."""
    import core.session_analyses

    monkeypatch.setattr(core.session_analyses, "APART_MIN_GROUPS", 0)
    sessions = [InspectorSession(analysis_apart=apart) for apart in (False, True)]
    for session in sessions:
        session.open(TRAPS)
        step(session)
    return sessions


def test_the_analysis_apart_finds_what_the_inline_one_does(monkeypatch):
    sessions = inline_and_apart(monkeypatch, InspectorSession.analyse)
    assert all(session.analysed for session in sessions)
    inline, apart = (session.table.near for session in sessions)
    assert apart.cluster_count == inline.cluster_count > 0
    assert [apart.of(group) for group in range(len(sessions[0].inspection.groups))] == [
        inline.of(group) for group in range(len(sessions[0].inspection.groups))]


def test_the_census_apart_counts_what_the_inline_one_does_and_where(monkeypatch):
    sessions = inline_and_apart(monkeypatch, InspectorSession.take_census)
    inline, apart = (session.census for session in sessions)
    assert apart.rows == inline.rows and apart.rows  # first places, with line and column, alike
    assert all(row.first.line is not None and row.first.column is not None for row in apart.rows)
    assert apart.group_kinds == inline.group_kinds and apart.record_indices == inline.record_indices


def test_a_file_gone_since_it_was_loaded_is_counted_as_loaded(tmp_path):
    corpus = tmp_path / "traps.json"
    corpus.write_bytes(TRAPS.read_bytes())
    session = InspectorSession()
    session.open(corpus)
    corpus.unlink()
    session.take_census()
    assert session.census.rows and all(row.first.line is None for row in session.census.rows)


def test_the_review_state_is_part_of_the_query_and_queries_compare_by_value(tmp_path, heard):
    corpus = tmp_path / "seed.json"
    corpus.write_bytes(SEED.read_bytes())  # its decisions file is written beside it
    session = InspectorSession(listener=heard)
    session.open(corpus)
    assert TableQuery(review_state="undecided") == TableQuery(review_state="undecided")
    session.update_query(review_state="decided")
    assert representatives(session) == []  # nothing is decided yet
    session.update_query(review_state="undecided")
    assert representatives(session) == ["A"]  # the one duplicate group; C is no review subject
    arranged = heard.names().count("arranged")
    session.update_query(review_state="undecided")  # the same query asks for the same rows
    assert heard.names().count("arranged") == arranged
    session.update_query(text="Ref1", sort_column=COLUMN["bytes"])
    assert session.query == TableQuery(text="Ref1", sort_column=COLUMN["bytes"], review_state="undecided")
    session.update_query(review_state=None)
    assert session.query == TableQuery(text="Ref1", sort_column=COLUMN["bytes"])
