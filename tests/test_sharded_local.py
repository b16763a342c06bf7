"""``docdedup group`` on several shards with the local engine: same groups, located members."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from core.input.shards import ShardInputError, expand_inputs
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json
from tests.sharding import corpus_records, read_jsonl_result, unlocated, write_shards


@pytest.fixture(scope="module")
def corpus_3000(tmp_path_factory):
    folder = tmp_path_factory.mktemp("corpus")
    records = corpus_records(3000)
    whole = write_json(folder / "whole.jsonl", records, lines=True)
    return whole, write_shards(folder / "shards", records)


def test_shards_give_the_groups_of_the_whole_file(corpus_3000, tmp_path):
    whole, shards = corpus_3000
    single = run_cli("group", whole, "-o", tmp_path / "single.json")
    located = run_cli("group", *shards, "-o", tmp_path / "located.json")
    assert single.returncode == 0 and located.returncode == 0, located.stderr
    one = json.loads((tmp_path / "single.json").read_text(encoding="utf-8"))
    many = json.loads((tmp_path / "located.json").read_text(encoding="utf-8"))
    assert unlocated(many) == one["groups"]
    assert many["records"] == one["records"] == 3000
    assert many["shards"] == [str(p) for p in shards]
    assert sum(len(g["members"]) > 1 for g in many["groups"]) > 100  # the corpus plants copies


def test_each_member_says_its_shard_line_and_offset(corpus_3000, tmp_path):
    _, shards = corpus_3000
    assert run_cli("group", *shards, "--format", "jsonl", "-o", tmp_path / "g.jsonl").returncode == 0
    _, groups = read_jsonl_result(tmp_path / "g.jsonl")
    members = [m for g in groups for m in g["members"]]
    assert len(members) == 3000
    for member in members[::97]:
        raw = Path(member["shard"]).read_bytes()
        line = raw.split(b"\n")[member["line"] - 1]
        assert raw[member["offset"]:].startswith(line)
        assert json.loads(line)["doc_id"] == member["doc_id"]


def test_directory_and_glob_name_the_same_shards(corpus_3000):
    _, shards = corpus_3000
    folder = shards[0].parent
    assert expand_inputs([str(folder)]) == sorted(str(p) for p in shards)
    assert expand_inputs([str(folder / "part-*.jsonl")]) == sorted(str(p) for p in shards)
    with pytest.raises(ShardInputError, match="given twice"):
        expand_inputs([str(shards[0]), str(shards[0])])
    with pytest.raises(ShardInputError, match="no file matches"):
        expand_inputs([str(folder / "nothing-*.jsonl")])


def test_a_doc_id_in_two_shards_is_a_located_duplicate(tmp_path):
    first = write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_C], lines=True)
    second = write_json(tmp_path / "b.jsonl", [RECORD_B, dict(RECORD_B, doc_id="C")], lines=True)
    result = run_cli("group", first, second)
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.strip() == (
        f"{second}:2:12: duplicate_doc_id: doc_id 'C' is already used by record 2 at line 2 of {first} "
        "(record 2, doc_id C, field doc_id)"
    )
    skipped = run_cli("group", first, second, "--skip-invalid", "--format", "jsonl",
                      "-o", tmp_path / "g.jsonl")
    assert skipped.returncode == 0
    header, groups = read_jsonl_result(tmp_path / "g.jsonl")
    assert header["records"] == 3
    assert [[m["doc_id"] for m in g["members"]] for g in groups] == [["A", "B"], ["C"]]
    assert groups[1]["members"][0]["shard"] == str(first)


def test_bad_records_are_reported_per_shard_like_the_loader(tmp_path):
    good = write_json(tmp_path / "good.jsonl", [RECORD_A], lines=True)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(RECORD_B, ensure_ascii=False) + "\n" + '{"doc_id": "1bad"}\n', encoding="utf-8")
    alone = run_cli("group", bad)
    together = run_cli("group", good, bad)
    assert alone.returncode == together.returncode == 1
    assert together.stderr == alone.stderr and f"{bad}:2:" in alone.stderr


def test_jsonl_of_one_file_is_located_too(tmp_path):
    path = write_json(tmp_path / "seed.json", [RECORD_C, RECORD_B, RECORD_A])
    result = run_cli("group", path, "--format", "jsonl")
    header = json.loads(result.stdout.splitlines()[0])
    groups = [json.loads(line) for line in result.stdout.splitlines()[1:]]
    assert header == {"contract": "doc-content-v1", "limits": "corpus", "records": 3, "shards": [str(path)]}
    assert [(m["doc_id"], m["line"]) for m in groups[0]["members"]] == [("A", 16), ("B", 9)]


def test_a_failed_run_leaves_no_output(tmp_path):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A], lines=True)
    target = tmp_path / "out.json"
    assert run_cli("group", shard, "-o", target).returncode == 0  # an earlier report
    old = target.read_bytes()
    refused = run_cli("group", shard, tmp_path / "missing.jsonl", "-o", target)
    assert refused.returncode == 1 and "missing.jsonl: file:" in refused.stderr
    onto_input = run_cli("group", shard, shard.with_name("b.jsonl"), "-o", shard)
    assert onto_input.returncode == 1
    assert target.read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.jsonl", "out.json"]


def test_without_dask_the_engine_says_how_to_install_it(tmp_path):
    shard = write_json(tmp_path / "a.jsonl", [RECORD_A], lines=True)
    blocked = (
        "import sys; sys.modules['distributed'] = None; sys.modules['dask'] = None\n"
        "from core.cli import main\n"
        f"sys.exit(main(['group', {str(shard)!r}, '--engine', 'dask']))\n"
    )
    result = subprocess.run([sys.executable, "-c", blocked], capture_output=True, text=True, check=False)
    assert result.returncode == 2
    assert "pip install 'docdedup-inspector[dask]'" in result.stderr
    assert "Traceback" not in result.stderr
