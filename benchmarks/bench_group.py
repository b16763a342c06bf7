"""``docdedup group`` against the seed's algorithm and DuckDB, alternating, in one run.

Usage::

    python benchmarks/bench_group.py [--records 100000] [--rounds 3] [--seed 0] [--floor]

Generates the corpus once (cached in ``benchmarks/data/``, which git ignores), then runs
the contestants in turn, A B C D A B C D ..., each a fresh process timed from its start
to its exit (so interpreter start, reading, grouping and writing the output all count):

- A ``docdedup group`` with its default ``--jobs`` (the machine's cores);
- B ``docdedup group --jobs 1``;
- C the seed's algorithm (``seed_baseline.py``);
- D DuckDB's sha256-of-canonical-JSON GROUP BY query (``duckdb_sha256.py``, all cores);
- E (with ``--floor``) the floor: msgspec decode, canonical bytes, SHA-256, one core.

Alternating matters on a shared machine: a burst of load from elsewhere hits every
contestant of a round alike, and the same-round ratios cancel it out.

Peak memory is sampled every 20 ms over the whole process tree of a contestant (the
``--jobs`` workers included) as the sum of each process's proportional set size, so
pages a fork shares are counted once; ``ru_maxrss`` from ``os.wait4`` is kept as the
cross-check for one-process contestants.

Targets (2 cores, at 100,000 and 1,000,000 records): A at least as fast as D
and at least 2.5x faster than C; B at least 2x faster than C; A's peak memory at most
2.5x the file at 1,000,000.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import shlex
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import msgspec

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
RESULTS = HERE / "results"
sys.path.insert(0, str(HERE))

import corpus  # noqa: E402  (a sibling script, found through the line above)

SEED_OVER_DEFAULT = 2.5  # seed time / default-jobs time, at least
SEED_OVER_ONE_JOB = 2.0  # seed time / --jobs 1 time, at least
DUCKDB_OVER_DEFAULT = 1.0  # DuckDB time / default-jobs time, at least
MEMORY_TARGET = 2.5  # default-jobs peak memory / file size, at most (judged at 1M)
TARGET_SIZES = (100_000, 1_000_000)  # the sizes the targets are stated for
DEFAULT_RECORDS = 100_000


@dataclass
class Contestant:
    """One command to time; ``output`` is where it writes, when it writes anything."""

    name: str
    argv: list[str]
    output: Path | None = None
    seconds: list[float] = field(default_factory=list)
    cpu_seconds: list[float] = field(default_factory=list)
    peak_kib: list[int] = field(default_factory=list)  # ru_maxrss of the child itself
    tree_peak: list[int] = field(default_factory=list)  # bytes: summed PSS of the whole tree

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu_seconds)

    @property
    def peak_bytes(self) -> int:
        """The highest memory seen: the sampled tree, or the child's own maximum if higher."""
        return max(max(self.tree_peak, default=0), max(self.peak_kib) * 1024)  # ru_maxrss is KiB


# --- corpus ---------------------------------------------------------------------------------


def corpus_path(records: int, seed: int) -> Path:
    return DATA / f"corpus-{records}-seed{seed}.json"


def ensure_corpus(records: int, seed: int) -> Path:
    """The cached corpus, generated first when missing.

    Written under a temporary name and renamed at the end, so an interrupted generation
    is never mistaken for a finished corpus.
    """
    path = corpus_path(records, seed)
    sidecar = path.with_name(path.name + ".planted.json")
    if path.exists() and sidecar.exists():
        print(f"corpus: {path} (cached)")
        return path
    DATA.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".partial")
    print(f"corpus: generating {records:,} records into {path} ...", flush=True)
    stats = corpus.write_corpus(partial, records, seed=seed, name=path.name)
    partial.with_name(partial.name + ".planted.json").replace(sidecar)
    partial.replace(path)
    print(f"corpus: {stats.bytes / 1e6:,.1f} MB, mean body {stats.body_chars / records:,.0f} "
          f"characters / {stats.body_bytes / records:,.0f} UTF-8 bytes, "
          f"written in {stats.seconds:.1f} s")
    return path


def expected_groups(path: Path) -> int:
    """Groups the corpus must form: every record, less each planted exact copy."""
    with open(path.with_name(path.name + ".planted.json"), "rb") as file:
        counts = json.load(file)["counts"]
    return sum(counts.values()) - counts.get("exact-copy", 0)


# --- running ------------------------------------------------------------------------------


def docdedup_argv(command: str | None = None) -> list[str]:
    """``command`` when given, else the console script next to this interpreter.

    Falls back to ``-m core.cli`` (same code, one more module import) when the project
    is not installed in this environment.
    """
    if command:
        return shlex.split(command)
    script = Path(sys.executable).with_name("docdedup")
    if script.exists():
        return [str(script)]
    print(f"note: {script} not found; timing `{sys.executable} -m core.cli` instead")
    return [sys.executable, "-m", "core.cli"]


def contestants(path: Path, workdir: Path, command: str | None, floor: bool) -> list[Contestant]:
    """A: the product (default jobs), B: --jobs 1, C: the seed's algorithm, D: DuckDB, E: the floor."""
    docdedup = docdedup_argv(command)
    out = {name: workdir / f"{name}.json" for name in ("jobs", "one", "seed", "duckdb")}
    players = [
        Contestant("docdedup group", [*docdedup, "group", str(path), "--output", str(out["jobs"])],
                   out["jobs"]),
        Contestant("--jobs 1", [*docdedup, "group", str(path), "--jobs", "1", "--output", str(out["one"])],
                   out["one"]),
        Contestant("seed baseline", [sys.executable, str(HERE / "seed_baseline.py"), str(path),
                                     str(out["seed"])], out["seed"]),
        Contestant("duckdb sha256", [sys.executable, str(HERE / "duckdb_sha256.py"), str(path),
                                     str(out["duckdb"])], out["duckdb"]),
    ]
    if floor:
        players.append(Contestant("floor", [sys.executable, str(HERE / "floor.py"), str(path)]))
    return players


class TreeMemory:
    """Samples the summed proportional set size of a process and its descendants."""

    def __init__(self, pid: int) -> None:
        self.pid, self.peak = pid, 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._sample, daemon=True)
        self._thread.start()

    def _sample(self) -> None:
        while not self._stop.wait(0.02):
            self.peak = max(self.peak, sum(map(pss, _tree(self.pid))))

    def stop(self) -> int:
        self._stop.set()
        self._thread.join()
        return self.peak


def _tree(root: int) -> list[int]:
    """``root`` and every process descending from it."""
    children: dict[int, list[int]] = {}
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                with open(f"/proc/{entry.name}/stat", "rb") as stat:
                    parent = int(stat.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo += children.get(pid, [])
    return found


def pss(pid: int) -> int:
    """The proportional set size of process ``pid`` in bytes (0 once it is gone)."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as rollup:
            for line in rollup:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        pass
    return 0


def run_once(contestant: Contestant) -> None:
    """Run the command once; record its wall time and its own peak RSS.

    The clock starts before the fork and stops when ``wait4`` returns, so process
    start-up and the output's last byte are both inside the time.
    """
    if contestant.output is not None:
        contestant.output.unlink(missing_ok=True)
    started = time.perf_counter()
    child = subprocess.Popen(contestant.argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             cwd=HERE.parent)
    memory = TreeMemory(child.pid)
    stderr = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    contestant.tree_peak.append(memory.stop())
    child.returncode = os.waitstatus_to_exitcode(status)
    child.stderr.close()
    if child.returncode != 0:
        raise SystemExit(f"{contestant.name} failed with exit status {child.returncode}:\n"
                         f"  {' '.join(contestant.argv)}\n{stderr.decode(errors='replace')[-3000:]}")
    if contestant.output is not None and not contestant.output.exists():
        raise SystemExit(f"{contestant.name} exited 0 but wrote no {contestant.output}")
    cpu = usage.ru_utime + usage.ru_stime
    contestant.seconds.append(elapsed)
    contestant.cpu_seconds.append(cpu)
    contestant.peak_kib.append(usage.ru_maxrss)
    print(f"  {contestant.name:<15} {elapsed:8.2f} s  cpu {cpu:7.2f} s  "
          f"peak {contestant.tree_peak[-1] / 2**20:8.0f} MiB (tree PSS; own maxrss "
          f"{usage.ru_maxrss / 1024:.0f} MiB)", flush=True)


def groups_fingerprint(path: Path) -> tuple[int, str]:
    """(number of groups, SHA-256 of the groups re-encoded compactly) of an output file.

    The reports differ in formatting and in their ``limits`` field (the baseline
    applies the seed's bounds), and DuckDB writes the bare list; the groups
    themselves must be identical.
    """
    with open(path, "rb") as file:
        document = msgspec.json.decode(file.read())
    groups = document["groups"] if isinstance(document, dict) else document
    return len(groups), hashlib.sha256(msgspec.json.encode(groups)).hexdigest()


def check_agreement(players: list[Contestant], expected: int) -> str:
    """Fail loudly unless every contestant that writes groups wrote exactly the same ones."""
    ours, one = players[0].output.read_bytes(), players[1].output.read_bytes()
    if ours != one:
        raise SystemExit("docdedup's output with default jobs differs from --jobs 1: the benchmark is void")
    fingerprints = {p.name: groups_fingerprint(p.output) for p in players if p.output is not None}
    count, reference = fingerprints[players[0].name]
    for name, (other_count, other) in fingerprints.items():
        if other != reference:
            raise SystemExit(f"{name}'s groups differ from docdedup's ({other_count:,} vs {count:,} "
                             f"groups): the benchmark is void")
    if count != expected:
        raise SystemExit(f"{count:,} groups, but the corpus plants {expected:,}")
    return (f"groups identical across {', '.join(fingerprints)} ({count:,} groups, as planted); "
            f"default jobs and --jobs 1 byte-identical")


# --- report -------------------------------------------------------------------------------


def paired_ratios(numerator: Contestant, denominator: Contestant, *, cpu: bool = False
                  ) -> list[float]:
    """numerator/denominator within each round, where both met the same machine load."""
    if cpu:
        return [a / b for a, b in zip(numerator.cpu_seconds, denominator.cpu_seconds, strict=True)]
    return [a / b for a, b in zip(numerator.seconds, denominator.seconds, strict=True)]


def verdict(met: bool, enforced: bool) -> str:
    if not enforced:
        return "(report only)"
    return "MET" if met else "NOT MET"


def report(players: list[Contestant], path: Path, records: int, agreement: str) -> dict:
    """Print the table and the targets; return the figures for the results file."""
    ours, one, seeds, duck = players[:4]
    size = path.stat().st_size
    enforced = records in TARGET_SIZES
    print(f"\n{records:,} records, {size / 1e6:,.1f} MB ({size:,} bytes), "
          f"{len(ours.seconds)} rounds, {os.cpu_count()} cores; {agreement}")
    print(f"{'':<16}{'median s':>10}{'min s':>9}{'max s':>9}{'cpu s':>8}"
          f"{'peak MiB':>10}{'mem/file':>10}   rounds (s)")
    for player in players:
        print(f"{player.name:<16}{player.median:>10.2f}{min(player.seconds):>9.2f}"
              f"{max(player.seconds):>9.2f}{player.cpu_median:>8.2f}"
              f"{player.peak_bytes / 2**20:>10,.0f}{player.peak_bytes / size:>10.2f}   "
              f"{', '.join(f'{s:.2f}' for s in player.seconds)}")
    figures = {"records": records, "file_bytes": size, "rounds": len(ours.seconds),
               "agreement": agreement, "targets_enforced": enforced}
    print()
    for label, slow, fast, target in (
        ("seed/default jobs", seeds, ours, SEED_OVER_DEFAULT),
        ("seed/--jobs 1", seeds, one, SEED_OVER_ONE_JOB),
        ("duckdb/default jobs", duck, ours, DUCKDB_OVER_DEFAULT),
    ):
        rounds = paired_ratios(slow, fast)
        ratio = statistics.median(rounds)
        print(f"{label + ':':<21}{ratio:5.2f}x (same-round ratios "
              f"{', '.join(f'{r:.2f}' for r in rounds)}; worst {min(rounds):.2f}, best {max(rounds):.2f}; "
              f"ratio of medians {slow.median / fast.median:.2f}x), target >= {target}x: "
              f"{verdict(ratio >= target, enforced)}")
        figures[label] = {"median": ratio, "rounds": rounds}
    memory = ours.peak_bytes / size
    print(f"default jobs memory:  {memory:.2f}x the file (tree PSS), target <= {MEMORY_TARGET}x: "
          f"{verdict(memory <= MEMORY_TARGET, records == TARGET_SIZES[-1])}")
    figures["memory_over_file"] = memory
    figures["contestants"] = [dict(asdict(p), argv=p.argv, output=None) for p in players]
    return figures


def environment() -> dict:
    return {"python": platform.python_version(), "cpus": os.cpu_count(),
            "load_average": os.getloadavg(), "when": time.strftime("%Y-%m-%d %H:%M:%S")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=DEFAULT_RECORDS)
    parser.add_argument("--rounds", type=int, default=3, help="rounds of A B C D (default 3)")
    parser.add_argument("--floor", action="store_true", help="also time the floor (floor.py)")
    parser.add_argument("--seed", type=int, default=0, help="corpus seed (default 0)")
    parser.add_argument("--docdedup", metavar="COMMAND",
                        help="the docdedup command to time (default: the one in this venv)")
    parser.add_argument("--delete-corpus", action="store_true",
                        help="delete the corpus afterwards (a million records is 1.65 GB)")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.records < 1:
        parser.error("--records and --rounds must be at least 1")
    path = ensure_corpus(args.records, args.seed)
    before = environment()
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-group-") as workdir:
        players = contestants(path, Path(workdir), args.docdedup, args.floor)
        agreement = ""
        for number in range(1, args.rounds + 1):
            print(f"round {number}/{args.rounds}", flush=True)
            for player in players:
                run_once(player)
            if number == 1:
                agreement = check_agreement(players, expected_groups(path))
        figures = report(players, path, args.records, agreement)
    figures["environment"] = {"before": before, "after": environment()}
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / f"bench_group-{args.records}.json"
    out.write_text(json.dumps(figures, indent=2, default=str) + "\n", encoding="utf-8")
    print(f"\nload average before {before['load_average']}, after "
          f"{figures['environment']['after']['load_average']}; figures in {out}")
    if args.delete_corpus:
        for stale in (path, path.with_name(path.name + ".planted.json")):
            stale.unlink(missing_ok=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
