"""``docdedup group`` of this tree against an earlier revision of the code, paired, in one run.

Usage::

    python benchmarks/bench_group_paired.py [--revision fc134c4] [--records 100000]
        [--rounds 7] [--jobs default 1] [--bound 1.03]

The earlier revision is taken with ``git archive`` into a temporary folder. Each round
runs both, ``python -m core.cli group CORPUS --output OUT`` as a fresh process, in turn
(new then old in odd rounds, old then new in even ones, so neither always runs second on
a warm cache), and the same-round ratio new/old is kept for wall time and for CPU time
(the command and every process it starts). A burst of load from elsewhere hits both runs
of a round alike, and the ratio cancels it out.

Both trees run from compiled bytecode, each with a cache of its own
(``PYTHONPYCACHEPREFIX``), written by an untimed first run: an installed package is
compiled, and a machine with ``PYTHONDONTWRITEBYTECODE`` set would otherwise compile
every module from source on every run, which costs a larger tree more (~120 ms here)
without saying anything about grouping.

The default revision is the code before compressed input, Parquet, field mappings and
the output gate: the bound says they cost ``group`` on plain JSON nothing that shows
(median of the same-round ratios at most ``--bound``, wall and CPU alike).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from bench_group import DATA, ensure_corpus, groups_fingerprint  # noqa: E402

DEFAULT_REVISION = "fc134c4"
DEFAULT_BOUND = 1.03


@dataclass
class Side:
    """One tree of code, run as ``python -m core.cli`` from its own folder."""

    name: str
    tree: Path
    cache: Path
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)

    def environment(self) -> dict[str, str]:
        env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
        return {**env, "PYTHONPATH": str(self.tree), "PYTHONPYCACHEPREFIX": str(self.cache)}

    def run(self, corpus: Path, output: Path, extra: list[str]) -> tuple[float, float]:
        """Wall and CPU seconds of one ``group``, from the fork to the exit of the last process."""
        output.unlink(missing_ok=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.perf_counter()
        finished = subprocess.run(
            [sys.executable, "-m", "core.cli", "group", str(corpus), "--output", str(output), *extra],
            cwd=self.tree, env=self.environment(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        wall = time.perf_counter() - started
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if finished.returncode != 0:
            raise SystemExit(f"{self.name} failed ({finished.returncode}):\n"
                             f"{finished.stderr.decode(errors='replace')[-2000:]}")
        return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def unpack(revision: str, into: Path) -> Path:
    """The files of ``revision`` of this repository, written under ``into``."""
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", revision],
                             capture_output=True)
    if archive.returncode != 0:
        raise SystemExit(f"cannot take revision {revision!r}: {archive.stderr.decode(errors='replace')}")
    tree = into / "earlier"
    tree.mkdir()
    tar_path = into / "earlier.tar"
    tar_path.write_bytes(archive.stdout)
    with tarfile.open(tar_path) as tar:
        tar.extractall(tree, filter="data")
    tar_path.unlink()
    return tree


def pair(new: Side, old: Side, corpus: Path, work: Path, rounds: int, extra: list[str]) -> tuple[list, list]:
    """Same-round ratios new/old of wall and CPU time, after an untimed run of each."""
    outputs = {new.name: work / "new.json", old.name: work / "old.json"}
    for side in (new, old):
        side.run(corpus, outputs[side.name], extra)  # writes its bytecode cache
    if groups_fingerprint(outputs[new.name]) != groups_fingerprint(outputs[old.name]):
        raise SystemExit("the two revisions wrote different groups")
    walls, cpus = [], []
    for number in range(1, rounds + 1):
        order = (new, old) if number % 2 else (old, new)
        for side in order:
            wall, cpu = side.run(corpus, outputs[side.name], extra)
            side.wall.append(wall)
            side.cpu.append(cpu)
        walls.append(new.wall[-1] / old.wall[-1])
        cpus.append(new.cpu[-1] / old.cpu[-1])
        print(f"  round {number}: new {new.wall[-1]:.3f} s (cpu {new.cpu[-1]:.3f}), old {old.wall[-1]:.3f} s "
              f"(cpu {old.cpu[-1]:.3f}); wall {walls[-1]:.3f}x cpu {cpus[-1]:.3f}x, "
              f"load {os.getloadavg()[0]:.2f}", flush=True)
    return walls, cpus


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--revision", default=DEFAULT_REVISION, help=f"default {DEFAULT_REVISION}")
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=0, help="corpus seed (default 0)")
    parser.add_argument("--jobs", nargs="+", default=["default", "1"],
                        help="the --jobs settings to pair ('default': the command's own)")
    parser.add_argument("--bound", type=float, default=DEFAULT_BOUND,
                        help=f"median new/old at most this, wall and CPU (default {DEFAULT_BOUND})")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.records < 1:
        parser.error("--records and --rounds must be at least 1")
    corpus = ensure_corpus(args.records, args.seed)
    load_before = os.getloadavg()
    verdicts = []
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-paired-") as folder:
        work = Path(folder)
        old_tree = unpack(args.revision, work)
        for jobs in args.jobs:
            extra = [] if jobs == "default" else ["--jobs", jobs]
            print(f"--jobs {jobs}: this tree against {args.revision}, {args.records:,} records", flush=True)
            new = Side("this tree", ROOT, work / f"cache-new-{jobs}")
            old = Side(args.revision, old_tree, work / f"cache-old-{jobs}")
            walls, cpus = pair(new, old, corpus, work, args.rounds, extra)
            verdicts.append((jobs, walls, cpus))
    print()
    print(f"group, this tree / {args.revision}, {args.records:,} records, {args.rounds} rounds; "
          f"load {load_before[0]:.2f} before, {os.getloadavg()[0]:.2f} after")
    failed = False
    for jobs, walls, cpus in verdicts:
        for what, ratios in (("wall", walls), ("cpu", cpus)):
            median = statistics.median(ratios)
            ok = median <= args.bound
            failed |= not ok
            print(f"  --jobs {jobs:<7} {what:<4} median {median:.3f}x (best {min(ratios):.3f}x, worst "
                  f"{max(ratios):.3f}x), bound <= {args.bound}: {'PASS' if ok else 'FAIL'}")
            print(f"    rounds: {', '.join(f'{r:.3f}' for r in ratios)}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
