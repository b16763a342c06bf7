"""``docdedup group`` against the seed's algorithm and the floor, alternating, in one run.

Usage::

    python benchmarks/bench_group.py [--records 100000] [--rounds 3] [--seed 0]

Generates the corpus once (cached in ``benchmarks/data/``, which git ignores), then runs
the three contestants in turn, A B C A B C ..., each a fresh process timed from its start
to its exit (so interpreter start, reading, grouping and writing the output all count).
Alternating matters on a shared machine: a burst of load from elsewhere hits every
contestant of a round alike, and the same-round ratios cancel it out.

Peak memory is each child's own ``ru_maxrss`` from ``os.wait4``, not a delta of
``RUSAGE_CHILDREN``, which only ever reports the largest child so far.

Targets (issue 2, on 100,000 records): docdedup at least 1.5x faster than the seed's
algorithm, and a peak RSS of at most 3x the file size. Other sizes are reported only.
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
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

import msgspec

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
RESULTS = HERE / "results"
sys.path.insert(0, str(HERE))

import corpus  # noqa: E402  (a sibling script, found through the line above)

SPEED_TARGET = 1.5  # baseline time / docdedup time, at least
MEMORY_TARGET = 3.0  # docdedup peak RSS / file size, at most
TARGET_RECORDS = 100_000  # the size the targets are stated for


@dataclass
class Contestant:
    """One command to time; ``output`` is where it writes, when it writes anything."""

    name: str
    argv: list[str]
    output: Path | None = None
    seconds: list[float] = field(default_factory=list)
    cpu_seconds: list[float] = field(default_factory=list)
    peak_kib: list[int] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.seconds)

    @property
    def cpu_median(self) -> float:
        return statistics.median(self.cpu_seconds)

    @property
    def peak_bytes(self) -> int:
        return max(self.peak_kib) * 1024  # Linux reports ru_maxrss in KiB


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


def contestants(path: Path, workdir: Path, command: str | None) -> list[Contestant]:
    """A: the product, B: the seed's algorithm, C: the floor."""
    ours, seeds = workdir / "docdedup.json", workdir / "baseline.json"
    return [
        Contestant("docdedup group", [*docdedup_argv(command), "group", str(path), "--output", str(ours)],
                   ours),
        Contestant("seed baseline", [sys.executable, str(HERE / "seed_baseline.py"), str(path),
                                     str(seeds)], seeds),
        Contestant("floor", [sys.executable, str(HERE / "floor.py"), str(path)]),
    ]


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
    stderr = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
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
          f"peak {usage.ru_maxrss / 1024:8.0f} MiB", flush=True)


def groups_fingerprint(path: Path) -> tuple[int, str]:
    """(number of groups, SHA-256 of the groups re-encoded compactly) of a report file.

    The two reports differ in formatting and in their ``limits`` field (the baseline
    applies the seed's bounds); the groups themselves must be identical.
    """
    with open(path, "rb") as file:
        groups = msgspec.json.decode(file.read())["groups"]
    return len(groups), hashlib.sha256(msgspec.json.encode(groups)).hexdigest()


def check_agreement(ours: Contestant, seeds: Contestant, expected: int) -> str:
    """Fail loudly when docdedup's groups are not exactly the seed algorithm's."""
    count, mine = groups_fingerprint(ours.output)
    base_count, theirs = groups_fingerprint(seeds.output)
    if mine != theirs:
        raise SystemExit(f"docdedup's groups differ from the seed baseline's "
                         f"({count:,} vs {base_count:,} groups): the benchmark is void")
    if count != expected:
        raise SystemExit(f"{count:,} groups, but the corpus plants {expected:,}")
    return f"groups identical to the seed baseline's ({count:,} groups, as planted)"


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
    ours, seeds, floor = players
    size = path.stat().st_size
    enforced = records == TARGET_RECORDS
    print(f"\n{records:,} records, {size / 1e6:,.1f} MB ({size:,} bytes), "
          f"{len(ours.seconds)} rounds; {agreement}")
    print(f"{'':<16}{'median s':>10}{'min s':>9}{'max s':>9}{'cpu s':>8}"
          f"{'peak RSS MiB':>14}{'RSS/file':>10}")
    for player in players:
        print(f"{player.name:<16}{player.median:>10.2f}{min(player.seconds):>9.2f}"
              f"{max(player.seconds):>9.2f}{player.cpu_median:>8.2f}"
              f"{player.peak_bytes / 2**20:>14,.0f}{player.peak_bytes / size:>10.2f}")
    rounds = paired_ratios(seeds, ours)
    speedup = statistics.median(rounds)
    cpu_speedup = statistics.median(paired_ratios(seeds, ours, cpu=True))
    over_floor = statistics.median(paired_ratios(ours, floor))
    memory = ours.peak_bytes / size
    print(f"\nbaseline/docdedup: {speedup:.2f}x (median of same-round ratios "
          f"{', '.join(f'{r:.2f}' for r in rounds)}; ratio of medians "
          f"{seeds.median / ours.median:.2f}x), target >= {SPEED_TARGET}x: "
          f"{verdict(speedup >= SPEED_TARGET, enforced)}")
    # CPU time barely moves with other people's load, wall time does: when the two
    # disagree, the machine was busy and the run deserves repeating.
    print(f"  in CPU time:     {cpu_speedup:.2f}x (wall time is the target; CPU time is the "
          f"load-insensitive cross-check)")
    print(f"docdedup/floor:    {over_floor:.2f}x (ratio of medians "
          f"{ours.median / floor.median:.2f}x; in CPU time "
          f"{statistics.median(paired_ratios(ours, floor, cpu=True)):.2f}x)")
    print(f"docdedup peak RSS: {memory:.2f}x the file size, target <= {MEMORY_TARGET}x: "
          f"{verdict(memory <= MEMORY_TARGET, enforced)}")
    return {
        "records": records, "file_bytes": size, "rounds": len(ours.seconds),
        "agreement": agreement, "speedup_vs_baseline": speedup,
        "speedup_vs_baseline_cpu": cpu_speedup,
        "docdedup_over_floor": over_floor, "docdedup_rss_over_file": memory,
        "targets_enforced": enforced,
        "contestants": [dict(asdict(p), argv=p.argv, output=None) for p in players],
    }


def environment() -> dict:
    return {"python": platform.python_version(), "cpus": os.cpu_count(),
            "load_average": os.getloadavg(), "when": time.strftime("%Y-%m-%d %H:%M:%S")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, default=TARGET_RECORDS)
    parser.add_argument("--rounds", type=int, default=3, help="rounds of A B C (default 3)")
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
        players = contestants(path, Path(workdir), args.docdedup)
        agreement = ""
        for number in range(1, args.rounds + 1):
            print(f"round {number}/{args.rounds}", flush=True)
            for player in players:
                run_once(player)
            if number == 1:
                agreement = check_agreement(players[0], players[1], expected_groups(path))
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
