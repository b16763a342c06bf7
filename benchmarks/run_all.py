"""Run every ``benchmarks/bench_*.py`` in turn and print all their results (``make bench``).

Usage::

    python benchmarks/run_all.py [--records N] [--only NAME ...]

Each benchmark is its own process, so one's memory never inflates another's figures, and
one that fails does not hide the others. Every ``bench_*.py`` accepts ``--records N``;
it is passed on only when given here, so each benchmark keeps its own default otherwise.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def discover(only: list[str] | None) -> list[Path]:
    """``bench_*.py`` beside this file, by name; ``bench_group.py`` first, it is the anchor."""
    scripts = sorted(HERE.glob("bench_*.py"), key=lambda p: (p.name != "bench_group.py", p.name))
    if only:
        scripts = [p for p in scripts if p.stem in only or p.name in only]
    return scripts


def run(script: Path, extra: list[str]) -> tuple[int, float, str]:
    """Run one benchmark, echoing its output live; (exit status, seconds, output)."""
    print(f"\n=== {script.name} {' '.join(extra)}".rstrip(), flush=True)
    started = time.perf_counter()
    child = subprocess.Popen([sys.executable, str(script), *extra], cwd=HERE.parent,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    for line in child.stdout:
        print(line, end="", flush=True)
        lines.append(line)
    status = child.wait()
    return status, time.perf_counter() - started, "".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--records", type=int, help="passed on to every benchmark")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="e.g. bench_group")
    args = parser.parse_args(argv)
    extra = [] if args.records is None else ["--records", str(args.records)]
    scripts = discover(args.only)
    if not scripts:
        print("no benchmarks found", file=sys.stderr)
        return 1
    outcomes = [(script, *run(script, extra)) for script in scripts]
    print("\n=== all results")
    for script, status, seconds, output in outcomes:
        state = "ok" if status == 0 else f"FAILED (exit status {status})"
        print(f"\n--- {script.name}: {state}, {seconds:.0f} s")
        print(_summary(output))
    return 0 if all(status == 0 for _, status, _, _ in outcomes) else 1


def _summary(output: str) -> str:
    """The tail of a benchmark's output from its table on (its progress lines left out)."""
    blocks = output.rstrip().split("\n\n")
    return "\n\n".join(blocks[1:]) if len(blocks) > 1 else blocks[0]


if __name__ == "__main__":
    sys.exit(main())
