"""A class file read for the playground: whole, by pair, and every way it cannot be opened."""

from __future__ import annotations

import json

import pytest

from core.playground import Playground
from core.playground.records_file import OPENED_AT_MOST, ClassFileError, read_class_file
from core.records import Record
from tests.helpers import RECORD_A, RECORD_B, RECORD_C


def written(tmp_path, records, name="class.json"):
    path = tmp_path / name
    path.write_text(json.dumps(records, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_file_the_playground_saved_opens_whole(tmp_path):
    path = tmp_path / "class.json"
    Playground.of_records([Record(**RECORD_A), Record(**RECORD_C)]).save(path)
    opened = read_class_file(path)
    assert [record.doc_id for record in opened.records] == ["A", "C"]
    assert opened.records[1].body == RECORD_C["body"] and opened.whole


def test_a_pair_opens_those_two_records_in_that_order(tmp_path):
    opened = read_class_file(written(tmp_path, [RECORD_A, RECORD_B, RECORD_C]), pair=("C", "A"))
    assert [record.doc_id for record in opened.records] == ["C", "A"]
    assert not opened.whole and opened.total == 3


def test_a_long_file_opens_on_its_first_records(tmp_path):
    records = [dict(RECORD_A, doc_id=f"D{number}") for number in range(OPENED_AT_MOST + 3)]
    opened = read_class_file(written(tmp_path, records))
    assert [record.doc_id for record in opened.records] == [f"D{n}" for n in range(OPENED_AT_MOST)]
    assert not opened.whole


def test_an_unknown_doc_id_is_named_with_the_file_and_the_ones_it_has(tmp_path):
    path = written(tmp_path, [RECORD_A, RECORD_B])
    with pytest.raises(ClassFileError) as refused:
        read_class_file(path, pair=("A", "Z"))
    assert str(refused.value) == f"{path}: no record with doc_id 'Z'; its doc_ids are 'A', 'B'"
    assert (refused.value.missing, refused.value.known) == ("Z", ("A", "B"))


@pytest.mark.parametrize(("content", "where"), [
    ('[{"doc_id": "A"}]', ":1:2: fields:"),  # a record missing its fields
    ('[{"doc_id": "A",', ":1:17: json:"),  # cut short
    ("[]", ":1:1: records:"),  # no record at all
])
def test_a_bad_file_is_refused_with_a_located_sentence(tmp_path, content, where):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(ClassFileError) as refused:
        read_class_file(path)
    assert str(refused.value).startswith(f"{path}{where}")


def test_a_pair_naming_an_invalid_record_says_that_record_s_problem(tmp_path):
    path = written(tmp_path, [RECORD_A, dict(RECORD_B, language="")])
    with pytest.raises(ClassFileError) as refused:
        read_class_file(path, pair=("A", "B"))
    assert refused.value.problem is not None and refused.value.problem.doc_id == "B"
    assert str(refused.value).startswith(f"{path}:1:")


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(ClassFileError) as refused:
        read_class_file(tmp_path / "nowhere.json")
    assert str(refused.value).startswith(f"{tmp_path / 'nowhere.json'}: file:")
