"""``docdedup group`` on a sharded corpus: the local engine against Dask with 1 and 2 workers.

Usage::

    python benchmarks/bench_dask.py [--records 1000000] [--shards 16] [--rounds 1]

Writes the corpus of ``benchmarks/corpus.py`` (same records as
``corpus-RECORDS-seed0.json``) as ``--shards`` JSON Lines shards of uneven sizes
under ``benchmarks/data/shards-RECORDS-seed0-SHARDS/`` once, then runs in turn,
round after round: the local engine, Dask with a 1-worker local cluster, Dask with
a 2-worker local cluster. Each is a fresh ``docdedup group DIR --format jsonl``
process timed from start to exit. Peak memory is sampled every 50 ms over the
whole process tree (client, nanny and worker processes), so the figure per worker
is each worker process's own peak RSS. Every contestant's output must be the same
bytes, or the run fails.

On a shared machine, run it under ``flock`` so two benchmarks never run at once.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import psutil

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
sys.path.insert(0, str(HERE))

from corpus import iter_corpus  # noqa: E402

CONTESTANTS = {
    "local": [],
    "dask-1": ["--engine", "dask", "--workers", "1"],
    "dask-2": ["--engine", "dask", "--workers", "2"],
}


def shard_folder(records: int, shards: int) -> Path:
    return DATA / f"shards-{records}-seed0-{shards}"


def write_shards(records: int, shards: int) -> Path:
    """The corpus in ``shards`` JSON Lines files of uneven sizes (written once, then kept)."""
    folder = shard_folder(records, shards)
    done = folder / ".complete"
    if done.exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    # Uneven on purpose: shard i gets a weight of 1 + (i % 3) / 2, so sizes differ up to 2x.
    weights = [1 + (i % 3) / 2 for i in range(shards)]
    cuts, total = [], sum(weights)
    running = 0.0
    for weight in weights:
        running += weight
        cuts.append(round(records * running / total))
    encode = json.JSONEncoder(ensure_ascii=False).encode
    corpus = iter_corpus(records, seed=0)
    start = 0
    for index, cut in enumerate(cuts):
        with open(folder / f"shard-{index:02d}.jsonl", "w", encoding="utf-8", newline="\n") as out:
            for _ in range(cut - start):
                record, _planted = next(corpus)
                out.write(encode(record) + "\n")
        start = cut
    done.touch()
    return folder


class TreePeak:
    """Peak RSS of a process and of each of its descendants, sampled in a thread."""

    def __init__(self, pid: int) -> None:
        self.root = psutil.Process(pid)
        self.peaks: dict[int, tuple[str, int]] = {}
        self.running = True
        self.thread = threading.Thread(target=self._sample, daemon=True)
        self.thread.start()

    def _sample(self) -> None:
        while self.running:
            try:
                processes = [self.root, *self.root.children(recursive=True)]
            except psutil.NoSuchProcess:
                return
            for process in processes:
                try:
                    rss = process.memory_info().rss
                    name = " ".join(process.cmdline())
                except psutil.Error:
                    continue
                old = self.peaks.get(process.pid, ("", 0))[1]
                self.peaks[process.pid] = (name, max(old, rss))
            time.sleep(0.05)

    def stop(self) -> dict[int, tuple[str, int]]:
        self.running = False
        self.thread.join()
        return self.peaks


def run_one(name: str, folder: Path, out: Path) -> dict:
    command = [sys.executable, "-m", "core.cli", "group", str(folder), "--format", "jsonl",
               "-o", str(out), *CONTESTANTS[name]]
    started = time.perf_counter()
    child = subprocess.Popen(command, cwd=HERE.parent, stderr=subprocess.PIPE, text=True)
    peaks = TreePeak(child.pid)
    _, errors = child.communicate()
    seconds = time.perf_counter() - started
    tree = peaks.stop()
    if child.returncode != 0:
        raise SystemExit(f"{name} failed ({child.returncode}):\n{errors}")
    client = tree.get(child.pid, ("", 0))[1]
    workers = sorted((rss for pid, (cmd, rss) in tree.items() if pid != child.pid and _is_worker(cmd)),
                     reverse=True)
    digest = hashlib.sha256(out.read_bytes()).hexdigest()
    return {"name": name, "seconds": seconds, "client_mb": client / 1e6,
            "worker_mb": [w / 1e6 for w in workers], "output_sha256": digest}


def _is_worker(command: str) -> bool:
    # A LocalCluster keeps its scheduler and nannies in the client process; each worker
    # is a multiprocessing spawn (the resource tracker is not).
    return "spawn_main" in command


def task_profile(folder: Path, workers: int) -> None:
    """One run in this process on a local cluster: seconds per kind of task, bytes moved between workers."""
    from collections import defaultdict

    from distributed import get_task_stream

    sys.path.insert(0, str(HERE.parent))
    from core.engines.dask_engine import connect, group_on_dask
    from core.input.limits import CORPUS_LIMITS

    client = connect(None, workers)
    try:
        started = time.perf_counter()
        with get_task_stream(client=client) as stream:
            grouping = group_on_dask(sorted(str(p) for p in folder.glob("*.jsonl")), client=client,
                                     limits=CORPUS_LIMITS)
            groups = sum(len(part) for part in grouping.ranges)
        seconds = time.perf_counter() - started
        moved = client.run(lambda dask_worker: sum(e.get("total", 0)
                                                   for e in dask_worker.transfer_incoming_log))
    finally:
        cluster = client.cluster
        client.close()
        cluster.close()
    spent: dict[tuple[str, str], float] = defaultdict(float)
    for task in stream.data:
        key = task["key"][0] if isinstance(task["key"], tuple) else task["key"]
        for step in task["startstops"]:
            spent[(key.rsplit("-", 1)[0], step["action"])] += step["stop"] - step["start"]
    print(f"task profile, {workers} worker(s): {seconds:.1f} s, {groups:,} groups, "
          f"{sum(moved.values()) / 1e6:,.1f} MB moved between workers")
    for (name, action), total in sorted(spent.items(), key=lambda item: -item[1]):
        if total >= 0.05:
            print(f"  {name:18s} {action:9s} {total:8.2f} s")


_OPEN_SCRIPT = """
import resource, sys, time
started = time.perf_counter()
if sys.argv[1] == "result":
    from core.output.result_reader import inspect_result
    inspection = inspect_result(sys.argv[2])
else:
    from core.inspection import inspect_file
    inspection = inspect_file(sys.argv[2])
seconds = time.perf_counter() - started
groups = sum(1 for group in inspection.groups if len(group.members) > 1)
print(seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024, groups)
"""


def open_for_review(folder: Path, whole: Path) -> None:
    """What the window's worker does: open the result of the shards vs load the whole corpus."""
    with tempfile.TemporaryDirectory() as scratch:
        result = Path(scratch) / "groups.jsonl"
        subprocess.run([sys.executable, "-m", "core.cli", "group", str(folder), "--format", "jsonl",
                        "-o", str(result)], cwd=HERE.parent, check=True)
        print(f"result {result.stat().st_size / 1e6:,.1f} MB")
        for kind, path in (("result", result), ("corpus", whole)):
            done = subprocess.run([sys.executable, "-c", _OPEN_SCRIPT, kind, str(path)], cwd=HERE.parent,
                                  capture_output=True, text=True, check=True)
            seconds, peak, groups = done.stdout.split()
            print(f"open {kind:6s} {float(seconds):7.1f} s  peak {int(peak) / 1e6:,.0f} MB  "
                  f"{int(groups):,} duplicate groups", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--shards", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--prepare-only", action="store_true", help="write the shards and stop")
    parser.add_argument("--open-for-review", action="store_true",
                        help="instead: open the result (records read from the shards) vs load the corpus")
    parser.add_argument("--task-profile", type=int, metavar="WORKERS",
                        help="instead: one in-process run on WORKERS workers, seconds per task kind")
    args = parser.parse_args(argv)
    folder = write_shards(args.records, args.shards)
    size = sum(p.stat().st_size for p in folder.glob("*.jsonl"))
    print(f"{args.records:,} records in {args.shards} shards, {size / 1e6:,.1f} MB, {folder}")
    if args.prepare_only:
        return 0
    if args.open_for_review:
        open_for_review(folder, DATA / f"corpus-{args.records}-seed0.json")
        return 0
    if args.task_profile:
        task_profile(folder, args.task_profile)
        return 0
    results: dict[str, list[dict]] = {name: [] for name in CONTESTANTS}
    with tempfile.TemporaryDirectory() as scratch:
        for round_number in range(1, args.rounds + 1):
            for name in CONTESTANTS:
                result = run_one(name, folder, Path(scratch) / f"{name}.jsonl")
                results[name].append(result)
                workers = ", ".join(f"{mb:,.0f}" for mb in result["worker_mb"]) or "-"
                print(f"round {round_number} {name:7s} {result['seconds']:8.1f} s  client "
                      f"{result['client_mb']:,.0f} MB  other processes (peak MB) {workers}", flush=True)
            outputs = {results[name][-1]["output_sha256"] for name in CONTESTANTS}
            if len(outputs) != 1:
                raise SystemExit(f"round {round_number}: the engines wrote different outputs")
            local = results["local"][-1]["seconds"]
            one = results["dask-1"][-1]["seconds"]
            two = results["dask-2"][-1]["seconds"]
            print(f"round {round_number}: dask-1 / local {one / local:.2f}x, "
                  f"dask-2 / local {two / local:.2f}x, "
                  f"speed-up from the 2nd worker {one / two:.2f}x (outputs identical)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
