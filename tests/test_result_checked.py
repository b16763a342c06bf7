"""A result and the records it points at, checked as they are read: types, keys, repeats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.output.result_reader import ResultError, inspect_result
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json

CHANGED = "the shard changed since the result was written, group it again"


def _result(tmp_path: Path, records=(RECORD_A, RECORD_B, RECORD_C)) -> tuple[Path, Path]:
    shard = write_json(tmp_path / "a.jsonl", list(records), lines=True)
    ran = run_cli("group", shard, "--format", "jsonl", "-o", tmp_path / "g.jsonl")
    assert ran.returncode == 0, ran.stderr
    return tmp_path / "g.jsonl", shard


def _rewrite_line(shard: Path, number: int, text: str) -> None:
    """Line ``number`` (1-based) replaced by ``text`` of the same length, so offsets stay."""
    lines = shard.read_bytes().split(b"\n")
    old = lines[number - 1]
    new = text.encode()
    assert len(new) <= len(old)
    lines[number - 1] = new + b" " * (len(old) - len(new))
    shard.write_bytes(b"\n".join(lines))


@pytest.mark.parametrize(("title", "said"), [
    ("5", "title must be a string"),
    ("NaN", "is not JSON"),
    ("null", "title must be a string"),
])
def test_a_title_made_a_number_or_nan_is_a_sentence(tmp_path, title, said):
    result, shard = _result(tmp_path)
    edited = json.dumps(dict(RECORD_B, title="T"), ensure_ascii=False).replace('"T"', title)
    _rewrite_line(shard, 2, edited)
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    message = str(refused.value)
    assert message.startswith(f"{shard}:2: ")
    assert "AttributeError" not in message
    if said == "is not JSON":  # NaN is no JSON value: the record is not there any more
        assert message == f"{shard}:2: no longer holds the record 'B'; {CHANGED}"
    else:
        assert said in message and message.endswith(CHANGED)


def test_a_repeated_key_in_a_shard_record_is_a_sentence(tmp_path):
    result, shard = _result(tmp_path)
    repeated = '{"doc_id":"B","source_ref":"Ref2","language":"fa","title":"t","title":"u","body":"b"}'
    _rewrite_line(shard, 2, repeated)
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    assert str(refused.value) == f"{shard}:2: the record of 'B' has the key 'title' twice; {CHANGED}"


def test_a_group_line_given_twice_is_a_located_problem(tmp_path):
    result, _ = _result(tmp_path)
    lines = result.read_text(encoding="utf-8").splitlines()
    duplicate = next(n for n, line in enumerate(lines[1:], start=2) if '"B"' in line)
    result.write_text("\n".join([*lines, lines[duplicate - 1]]) + "\n", encoding="utf-8")
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    assert str(refused.value) == (f"{result}:{len(lines) + 1}: the group of 'A' is given again (first on "
                                  f"line {duplicate}); a result holds each group once")


def test_a_member_given_in_two_groups_is_a_located_problem(tmp_path):
    result, _ = _result(tmp_path)
    lines = result.read_text(encoding="utf-8").splitlines()
    group = json.loads(next(line for line in lines[1:] if '"B"' in line))
    group["representative"] = "Z"
    result.write_text("\n".join([*lines, json.dumps(group)]) + "\n", encoding="utf-8")
    with pytest.raises(ResultError, match=rf"{result}:{len(lines) + 1}: the member 'A' is given again "
                       r"\(first on line \d\); a result holds each record once"):
        inspect_result(str(result))


def test_a_member_repeated_inside_one_group_of_a_json_result(tmp_path):
    shards = [write_json(tmp_path / "a.jsonl", [RECORD_A], lines=True),
              write_json(tmp_path / "b.jsonl", [RECORD_B], lines=True)]
    assert run_cli("group", *shards, "-o", tmp_path / "g.json").returncode == 0
    report = json.loads((tmp_path / "g.json").read_text(encoding="utf-8"))
    report["groups"][0]["members"].append(report["groups"][0]["members"][0])
    (tmp_path / "g.json").write_text(json.dumps(report, indent=2), encoding="utf-8")
    with pytest.raises(ResultError) as refused:
        inspect_result(str(tmp_path / "g.json"))
    assert str(refused.value) == (f"{tmp_path / 'g.json'}: group 1: the member 'A' is given again (first on "
                                  "group 1); a result holds each record once")


def test_a_shard_record_nested_deeper_than_python_reads_is_a_sentence(tmp_path):
    """Found by atheris_surfaces: json's RecursionError came out of the result as a traceback."""
    result, shard = _result(tmp_path, records=(RECORD_A, RECORD_C, RECORD_B))
    lines = shard.read_bytes().split(b"\n")
    lines[2] = b"[" * 100_000 + b"]" * 100_000  # B's line, the last: it may grow
    shard.write_bytes(b"\n".join(lines))
    with pytest.raises(ResultError) as refused:
        inspect_result(str(result))
    assert str(refused.value) == f"{shard}:3: no longer holds the record 'B'; {CHANGED}"
