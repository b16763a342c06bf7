"""The Dask engine on a real cluster of 2 worker processes: the local engine's answer, always."""

from __future__ import annotations

import json
import os
import signal
from pathlib import Path

import distributed
import pytest

from core.cli import main
from core.engines.dask_engine import QUIET_SCHEDULER, group_on_dask
from core.engines.local import group_locally
from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
from resources import resource_path
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, run_cli, write_json
from tests.sharding import corpus_records, write_shards

pytestmark = pytest.mark.dask


@pytest.fixture(scope="module")
def client():
    import dask

    # A loaded CI machine (or eight people on two cores) starts processes slowly.
    with dask.config.set({"distributed.comm.timeouts.connect": "120s"}):
        cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                           dashboard_address=None, scheduler_kwargs=QUIET_SCHEDULER)
        with cluster, distributed.Client(cluster) as connected:
            yield connected


def _groups(grouping) -> list:
    return [group for groups in grouping.ranges for group in groups]


def _both(client, shards, *, limits=CORPUS_LIMITS, simulate_collisions=False):
    paths = [str(p) for p in shards]
    local = group_locally(paths, limits=limits, simulate_collisions=simulate_collisions)
    dask = group_on_dask(paths, client=client, limits=limits, simulate_collisions=simulate_collisions,
                         skip_invalid=True)
    return local, dask


@pytest.fixture(scope="module")
def corpus_shards(tmp_path_factory):
    return write_shards(tmp_path_factory.mktemp("c3000"), corpus_records(3000))


def test_3000_records_in_7_uneven_shards_group_as_locally(client, corpus_shards):
    local, dask = _both(client, corpus_shards)
    assert dask.problems == local.problems == []
    expected = _groups(local)
    assert _groups(dask) == expected
    assert dask.records == local.records == 3000
    assert sum(len(g.members) > 1 for g in expected) > 100


def test_the_cli_on_a_running_cluster_writes_the_local_bytes(client, corpus_shards, tmp_path):
    address = client.scheduler.address
    assert main(["group", *map(str, corpus_shards), "-o", str(tmp_path / "local.json")]) == 0
    assert main(["group", *map(str, corpus_shards), "--engine", "dask", "--scheduler", address,
                 "-o", str(tmp_path / "dask.json")]) == 0
    assert (tmp_path / "dask.json").read_bytes() == (tmp_path / "local.json").read_bytes()


def test_seed_example_and_collisions_simulated(client, tmp_path):
    shards = [write_json(tmp_path / "c.jsonl", [RECORD_C], lines=True),
              write_json(tmp_path / "ba.jsonl", [RECORD_B, RECORD_A], lines=True)]
    for simulate in (False, True):
        local, dask = _both(client, shards, limits=SEED_LIMITS, simulate_collisions=simulate)
        groups = _groups(dask)
        assert groups == _groups(local)
        assert [[m.doc_id for m in g.members] for g in groups] == [["A", "B"], ["C"]]
        assert {g.candidate_digest for g in groups} == ({"0" * 64} if simulate else {
            "ccc7ab9029274f98953a87f389d0562af696c08eba476c76691abcf087c7c187",
            "22ed458d4896c336eb41e817568693cb84e4e16e5ff774b4036cea444d6861d8"})


def test_unicode_traps_split_in_shards(client, tmp_path):
    traps = json.loads(Path(resource_path("examples/unicode_traps.json")).read_text(encoding="utf-8"))
    shards = write_shards(tmp_path, traps, (0.3, 0.3, 0.4))
    for simulate in (False, True):
        local, dask = _both(client, shards, simulate_collisions=simulate)
        expected = _groups(local)
        assert _groups(dask) == expected
        assert len(expected) == len({json.dumps([t["language"], t["title"], t["body"]]) for t in traps})


def test_bad_records_give_the_loaders_problems_and_are_skipped(client, tmp_path):
    good = write_json(tmp_path / "good.jsonl", [RECORD_A, RECORD_C], lines=True)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        json.dumps(RECORD_B, ensure_ascii=False) + "\n"
        + '{"doc_id": "X", "source_ref": "R", "language": "fa", "title": "", "body": "b"}\n'
        + "{not json\n" + json.dumps(dict(RECORD_B, doc_id="C")) + "\n",
        encoding="utf-8",
    )
    local, dask = _both(client, [good, bad])
    assert [str(p) for p in dask.problems] == [str(p) for p in local.problems]
    assert [(p.code, p.path, p.line) for p in dask.problems] == [
        ("title", str(bad), 2), ("json", str(bad), 3), ("duplicate_doc_id", str(bad), 4)]
    assert [[m.doc_id for m in g.members] for g in _groups(dask)] == [["A", "B"], ["C"]]


def test_problems_stop_the_run_without_output(client, tmp_path):
    shard = tmp_path / "bad.jsonl"
    shard.write_text('{"doc_id": "A"}\n', encoding="utf-8")
    out = tmp_path / "out.json"
    status = main(["group", str(shard), "--engine", "dask", "--scheduler", client.scheduler.address,
                   "-o", str(out)])
    assert status == 1 and not out.exists()


def test_a_worker_killed_mid_run_still_gives_the_answer_or_a_clean_failure(client, corpus_shards, tmp_path,
                                                                          monkeypatch):
    from core.engines import dask_engine

    expected = tmp_path / "expected.jsonl"
    out = tmp_path / "out.jsonl"
    assert main(["group", *map(str, corpus_shards), "--format", "jsonl", "-o", str(expected)]) == 0
    shots: list[int] = []
    boundaries = dask_engine._boundaries

    def kill_a_worker_holding_shards(*args, **kwargs):
        # Called once every shard is loaded and held on the workers, before the shuffle:
        # losing one of them now loses work Dask must redo. No race with the run's speed.
        holder = next(address for address, keys in client.has_what().items() if keys)
        victim = client.run(os.getpid, workers=[holder])[holder]
        os.kill(victim, signal.SIGKILL)
        shots.append(victim)
        return boundaries(*args, **kwargs)

    monkeypatch.setattr(dask_engine, "_boundaries", kill_a_worker_holding_shards)
    status = main(["group", *map(str, corpus_shards), "--engine", "dask", "--scheduler",
                   client.scheduler.address, "--format", "jsonl", "-o", str(out)])
    assert len(shots) == 1  # a worker died while the run was going on
    assert status in (0, 1)
    if status == 0:
        assert out.read_bytes() == expected.read_bytes()
    else:
        assert not out.exists()
    written = ["expected.jsonl", *(["out.jsonl"] if status == 0 else [])]
    assert sorted(p.name for p in tmp_path.iterdir()) == written  # no temporary file left behind
    client.wait_for_workers(2, timeout=120)  # the nanny restarts the killed worker (slowly under load)


def test_a_scheduler_and_two_dask_worker_processes_on_localhost(corpus_shards, tmp_path):
    """The documented way to run a cluster: ``dask scheduler`` + ``dask worker``, then the CLI."""
    script = Path(__file__).resolve().parents[1] / "scripts" / "dask-localhost-demo"
    result = run_cli_script(script, corpus_shards, tmp_path)
    assert result.returncode == 0, result.stderr
    local = run_cli("group", *corpus_shards, "--format", "jsonl", "-o", tmp_path / "local.jsonl")
    assert local.returncode == 0
    assert (tmp_path / "groups.jsonl").read_bytes() == (tmp_path / "local.jsonl").read_bytes()


def run_cli_script(script: Path, shards, tmp_path: Path):
    import subprocess
    import sys

    return subprocess.run([sys.executable, str(script), "--output", str(tmp_path / "groups.jsonl"),
                           *map(str, shards)], capture_output=True, text=True, check=False, timeout=300)


def test_relative_shard_paths_work_and_are_kept_as_given(client, tmp_path, monkeypatch):
    write_json(tmp_path / "a.jsonl", [RECORD_A, RECORD_C], lines=True)
    write_json(tmp_path / "b.jsonl", [RECORD_B, dict(RECORD_B, doc_id="C")], lines=True)
    monkeypatch.chdir(tmp_path)  # the workers were started elsewhere
    local = group_locally(["a.jsonl", "b.jsonl"], limits=CORPUS_LIMITS)
    dask = group_on_dask(["a.jsonl", "b.jsonl"], client=client, limits=CORPUS_LIMITS, skip_invalid=True)
    assert [str(p) for p in dask.problems] == [str(p) for p in local.problems] == [
        "b.jsonl:2:12: duplicate_doc_id: doc_id 'C' is already used by record 2 at line 2 of a.jsonl "
        "(record 2, doc_id C, field doc_id)"]
    groups = _groups(dask)
    assert groups == _groups(local)
    assert [m.shard for g in groups for m in g.members] == ["a.jsonl", "b.jsonl", "a.jsonl"]
