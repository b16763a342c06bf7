"""``docdedup neighbours`` vs ``docdedup group`` on the same file, plus two query timings.

Usage::

    python benchmarks/bench_neighbours.py [--records 100000] [--rounds 3] [--seed 0] [--judging]
        [--commands-only]

The corpus comes from ``benchmarks/corpus.py`` (cached in ``benchmarks/data/``). The two
commands run alternately, group neighbours group neighbours ..., each a fresh process
timed from start to exit, and the ratio of the medians is printed (target: at
most 3x); ``--judging`` adds, in each round, ``neighbours`` judging its shared keys in one
process and in two whatever the load (it judges them in two only while a core is
free). Then, in this process: explaining two 1 MB bodies (alignment alone and the
whole ``explain``), folding every group (``fold_fully``, the reference fold on a sample
for comparison), and building a ``SimilarityIndex`` over every group of the corpus and
querying it.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

from corpus import write_corpus  # noqa: E402  (a sibling script, not a package)

from core import SimilarityIndex, explain, form_groups  # noqa: E402
from core.differences.align import align  # noqa: E402
from core.differences.classes import fold_fully_reference  # noqa: E402
from core.differences.lens import fold_fully  # noqa: E402
from core.input.loader import load_records  # noqa: E402
from core.perf import collection_paused  # noqa: E402


def corpus_file(records: int, seed: int) -> Path:
    path = HERE / "data" / f"corpus-{records}-seed{seed}.json"
    if not path.exists():
        path.parent.mkdir(exist_ok=True)
        write_corpus(path, records, seed=seed)
    return path


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


# `neighbours` with its shared keys judged in one process (the threshold out of reach), or
# in two (from the threshold the command uses) (``--judging``).
_JUDGED_IN = ("import sys; from core.differences import neighbours; "
              "neighbours._MIN_BUCKETS_TO_FORK = {least}; from core.cli import main; sys.exit(main())")
_VARIANTS = {"neighbours-one": _JUDGED_IN.format(least=10**12), "neighbours-two": _JUDGED_IN.format(least=2)}


def timed_command(command: str, path: Path) -> tuple[float, float]:
    """Wall time from start to exit, and the CPU time of the process and its helpers (on a
    machine others load, the CPU time keeps still where the wall time does not)."""
    cpu, started = _children_cpu(), time.perf_counter()
    if command in _VARIANTS:
        argv = [sys.executable, "-c", _VARIANTS[command], "neighbours", str(path)]
    else:
        argv = [sys.executable, "-m", "core.cli", command, str(path)]
    subprocess.run(argv, cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - started, _children_cpu() - cpu


def _load() -> str:
    return "/".join(f"{value:.2f}" for value in os.getloadavg())


def compare_commands(path: Path, rounds: int, judging: bool = False) -> float:
    names = ["group", "neighbours", *(_VARIANTS if judging else ())]
    times: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}
    loads = []
    for _ in range(rounds):
        loads.append(_load())
        for command in times:
            wall, used = timed_command(command, path)
            times[command].append(wall)
            cpu[command].append(used)
    medians = {command: statistics.median(values) for command, values in times.items()}
    ratio = medians["neighbours"] / medians["group"]
    # Same-round ratios too: a burst of load from elsewhere hits one round's two runs alike.
    rounds = [after / before for before, after in zip(times["group"], times["neighbours"], strict=True)]
    print(f"group      median {medians['group']:.2f} s  {times['group']}")
    print(f"neighbours median {medians['neighbours']:.2f} s  {times['neighbours']}")
    print(f"ratio neighbours/group {ratio:.2f} (target <= 3); per round "
          f"{', '.join(f'{value:.2f}' for value in rounds)}: worst {max(rounds):.2f}, best {min(rounds):.2f}")
    used = [after / before for before, after in zip(cpu["group"], cpu["neighbours"], strict=True)]
    print(f"CPU time neighbours/group per round {', '.join(f'{value:.2f}' for value in used)} "
          f"(group {', '.join(f'{value:.2f}' for value in cpu['group'])} s; neighbours "
          f"{', '.join(f'{value:.2f}' for value in cpu['neighbours'])} s)")
    for name in names[2:]:
        walls = [after / before for before, after in zip(times["group"], times[name], strict=True)]
        used = [after / before for before, after in zip(cpu["group"], cpu[name], strict=True)]
        print(f"{name}/group per round, wall {', '.join(f'{value:.2f}' for value in walls)} (worst "
              f"{max(walls):.2f}, best {min(walls):.2f}); CPU {', '.join(f'{value:.2f}' for value in used)}")
    print(f"load average (1/5/15 min) at the start of each round: {', '.join(loads)}")
    return ratio


def megabyte_bodies() -> tuple[dict, dict]:
    line = "ولتاژ برحسب V است. The sensor reads café.\n"
    a = line * (1_000_000 // len(line.encode("utf-8")))
    middle = len(a) // 2
    b = a[:middle].replace("V است", "mV است", 1).replace("\n", "\r\n", 5) + a[middle:].replace(
        "V است", "mV است", 1)
    record = {"doc_id": "A", "source_ref": "r", "language": "fa", "title": "t", "body": a}
    return record, {**record, "doc_id": "B", "body": b}


def time_alignment() -> None:
    a, b = megabyte_bodies()
    started = time.perf_counter()
    hunks = align(a["body"], b["body"])
    aligned = time.perf_counter() - started
    started = time.perf_counter()
    explain(a, b)
    print(f"1 MB bodies: align {aligned * 1000:.0f} ms ({len(hunks)} hunks), "
          f"whole explain {time.perf_counter() - started:.2f} s")


def time_folding(records, groups) -> None:
    heads = [records[group.members[0]] for group in groups]
    sample = heads[::20]
    started = time.perf_counter()
    for record in sample:
        fold_fully_reference(record.title), fold_fully_reference(record.body)
    reference = (time.perf_counter() - started) / len(sample)
    started = time.perf_counter()
    for record in heads:
        fold_fully(record.title), fold_fully(record.body)
    fast = (time.perf_counter() - started) / len(heads)
    print(f"fold per group: fold_fully {fast * 1e3:.3f} ms ({fast * len(heads):.1f} s for "
          f"{len(heads):,} groups), reference fold {reference * 1e3:.3f} ms (sample of {len(sample):,})")


def time_similar(records, groups) -> None:
    started = time.perf_counter()
    index = SimilarityIndex(records, groups)
    built = time.perf_counter() - started
    for group in (0, len(groups) // 2):
        started, cpu = time.perf_counter(), time.process_time()
        matches = index.query(group)
        print(f"similar on {len(groups):,} groups: index {built:.2f} s, query of group {group:,} "
              f"{(time.perf_counter() - started) * 1000:.0f} ms ({(time.process_time() - cpu) * 1000:.0f} ms "
              f"CPU; {len(matches)} matches; load {_load()})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--judging", action="store_true",
                        help="also neighbours judging in one process and in two")
    parser.add_argument("--commands-only", action="store_true", help="only the commands' rounds")
    args = parser.parse_args()
    path = corpus_file(args.records, args.seed)
    compare_commands(path, args.rounds, args.judging)
    if args.commands_only:
        return 0
    time_alignment()
    with collection_paused():  # as the CLI's and the GUI's entry points do
        records = load_records(path).records
        groups = form_groups(records)
        time_folding(records, groups)
        time_similar(records, groups)
    return 0


if __name__ == "__main__":
    sys.exit(main())
