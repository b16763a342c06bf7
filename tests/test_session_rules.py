"""Rules the window used to hold, now in the core: a group row stands for its representative,
and a JSON array cut short by a syntax error is said as such."""

from __future__ import annotations

import json

from core.input.loader import load_records
from core.session import InspectorSession, SessionListener
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, inspection_of, write_json


def test_a_group_row_stands_for_its_representative():
    inspection = inspection_of(RECORD_A, RECORD_B, RECORD_C)  # groups: (A, B), (C)
    group_ab, group_c = inspection.group_of_record[0], inspection.group_of_record[2]
    assert inspection.representative(group_ab) == 0
    rows = [(group_c, None), (group_ab, 1), (group_ab, None), (group_c, None)]
    assert inspection.records_of_rows(rows) == [2, 1, 0]  # each record once, in the rows' order


def test_comparing_two_groups_compares_their_representatives(tmp_path):
    compared = []

    class Listener(SessionListener):
        def compared(self) -> None:
            compared.append((session.comparison.record_a, session.comparison.record_b))

    session = InspectorSession(listener=Listener())
    session.compare_groups(0, 1)  # nothing open: nothing happens
    session.open(write_json(tmp_path / "abc.json", [RECORD_C, RECORD_A, RECORD_B]))
    inspection = session.inspection
    session.compare_groups(inspection.group_of_record[2], inspection.group_of_record[0])
    assert compared[0] == (1, 0)  # A (first member of A, B), then C


def _array(tmp_path, *texts: str):
    path = tmp_path / "cut.json"
    path.write_text("[\n" + ",\n".join(texts) + "\n]\n", encoding="utf-8")
    return load_records(path)


def test_an_array_broken_by_a_syntax_error_is_cut_short_there(tmp_path):
    loaded = _array(tmp_path, json.dumps(RECORD_A), json.dumps(RECORD_B), '{"doc_id": "C" oops')
    syntax = loaded.cut_short_by()
    assert syntax is not None and (syntax.record, syntax.line) == (3, 4)
    assert [record.doc_id for record in loaded.records] == ["A", "B"]


def test_records_that_are_only_invalid_do_not_cut_an_array_short(tmp_path):
    loaded = _array(tmp_path, json.dumps(RECORD_A), '{"doc_id": 5}', json.dumps(RECORD_B))
    assert loaded.problems and loaded.cut_short_by() is None
    lines = write_json(tmp_path / "lines.jsonl", [RECORD_A], lines=True)
    assert load_records(lines).cut_short_by() is None
