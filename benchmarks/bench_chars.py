"""``docdedup chars`` (the character census, issue 18) against ``docdedup group``.

Usage::

    python benchmarks/bench_chars.py [--records 100000] [--rounds 3]
    flock /work/notes/bench.lock python benchmarks/bench_chars.py --records 100000 --rounds 5

Both commands read the same corpus (generated once, cached in ``benchmarks/data/``),
each a fresh process timed from before its fork to ``wait4``, alternating A B A B so a
burst of load from elsewhere meets both alike. Peak memory is the summed PSS of each
process tree (``--jobs`` workers included), sampled every 20 ms, as ``bench_group.py``
measures it. Targets: per round, the census at most 1.5x the time of ``group`` and at
most the memory of ``group``. Every round's ratios are printed, worst and best.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from bench_group import DATA, Contestant, docdedup_argv, ensure_corpus, paired_ratios, run_once  # noqa: E402

TIME_TARGET = 1.5  # census time / group time, at most, every round
MEMORY_TARGET = 1.0  # census peak memory / group peak memory, at most, every round


def _ratios(census: Contestant, group: Contestant) -> tuple[list[float], list[float]]:
    times = paired_ratios(census, group)
    memory = [c / g for c, g in zip(census.tree_peak, group.tree_peak, strict=True)]
    return times, memory


def _line(name: str, ratios: list[float], target: float) -> str:
    worst, best = max(ratios), min(ratios)
    return (f"{name} per round: {', '.join(f'{r:.2f}' for r in ratios)} (best {best:.2f}x, worst "
            f"{worst:.2f}x, median {statistics.median(ratios):.2f}x); target <= {target}x: "
            f"{'MET' if worst <= target else 'NOT MET'}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    corpus = ensure_corpus(args.records, args.seed)
    docdedup = docdedup_argv()
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-chars-") as folder:
        group_out, chars_out = Path(folder) / "groups.json", Path(folder) / "chars.json"
        group = Contestant("docdedup group", [*docdedup, "group", str(corpus), "-o", str(group_out)],
                           group_out)
        census = Contestant("docdedup chars", [*docdedup, "chars", str(corpus), "--format", "json",
                                               "-o", str(chars_out)], chars_out)
        for number in range(1, args.rounds + 1):
            print(f"round {number}/{args.rounds}", flush=True)
            run_once(group)
            run_once(census)
        rows = json.loads(chars_out.read_text(encoding="utf-8"))["characters"]
    times, memory = _ratios(census, group)
    print(f"\n{args.records:,} records, {args.rounds} rounds; the census reports {len(rows)} characters")
    print(_line("chars / group time", times, TIME_TARGET))
    print(_line("chars / group peak memory", memory, MEMORY_TARGET))
    return 0


if __name__ == "__main__":
    sys.exit(main())
