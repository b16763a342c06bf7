"""How much memory reading a decisions file takes, against the size of the file.

A decisions file of ``--lines`` lines (default 1,000,000: keep decisions about groups of
two or three members, and cluster decisions, as a long review writes them) is read in a
fresh process per measurement, and the growth of its peak resident memory is divided by
the file's size. In the same run, alternating:

- ``bytes``: the file read into memory whole (``Path.read_bytes``): 1x by definition, the yardstick;
- ``before``: the reader as it was (``--before COMMIT``, default ``fc134c4``: the whole file
  in memory and every line split off it before decoding);
- ``now``: :func:`core.review.read_decisions`.

Every round is printed (with the seconds each read took), then the worst and the best of
each, and the time of ``now`` over ``before`` per round.

    .venv/bin/python benchmarks/bench_decisions_memory.py --lines 1000000 --rounds 3
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DATA = ROOT / "benchmarks" / "data"

# One measurement, in a child: RSS before, then the reader, then the peak; the lines stay held
# until the peak is read, as a review holds them.
CHILD = r"""
import importlib.util, json, resource, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[3])
import core.review  # the package and its modules, before the baseline is taken
kind, path = sys.argv[1], Path(sys.argv[2])
def rss_kb():
    for row in open("/proc/self/status"):
        if row.startswith("VmRSS:"):
            return int(row.split()[1])
base = rss_kb()
started = time.perf_counter()
if kind == "bytes":
    held = path.read_bytes()
    count = held.count(b"\n")
elif kind == "before":
    spec = importlib.util.spec_from_file_location("core.review.journal_before", sys.argv[4])
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    held = module.read_decisions(path)
    count = len(held.lines)
else:
    held = core.review.read_decisions(path)
    count = len(held.lines)
seconds = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"base_kb": base, "peak_kb": peak, "held_kb": rss_kb(), "count": count, "seconds": seconds}))
"""


def make_file(lines: int) -> Path:
    """A deterministic decisions file of ``lines`` lines, cached in benchmarks/data."""
    DATA.mkdir(parents=True, exist_ok=True)
    path = DATA / f"bench-{lines}.decisions.jsonl"
    if path.exists():
        return path
    from core.contract import CONTRACT
    from core.review import SCHEMA, ClusterSubject, DecisionLine, GroupSubject, InputFile, encode_line
    from core.review.decision_lines import ClusterGroup

    print(f"writing {lines:,} decision lines into {path} ...", flush=True)
    input_file = InputFile("corpus.jsonl", 1_650_000_000, "ab" * 32)
    with open(path, "wb") as out:
        for number in range(lines):
            digest = hashlib.sha256(number.to_bytes(8, "big")).hexdigest()
            members = tuple(f"doc-{number:08x}{suffix}" for suffix in "abc"[: 2 + number % 2])
            at = f"2026-12-01T{number // 3_600_000 % 24:02d}:{number // 60_000 % 60:02d}:" \
                 f"{number // 1000 % 60:02d}.{number % 1000:03d}Z"
            if number % 5 == 4:
                first, second = ClusterGroup(digest, members[:1]), ClusterGroup(digest[::-1], members[1:])
                cluster = ClusterSubject((first, second))
                line = DecisionLine(SCHEMA, at, "ann", CONTRACT, input_file, cluster, "distinct")
            else:
                subject = GroupSubject(digest, 1200 + number % 3000, members)
                line = DecisionLine(SCHEMA, at, "ann", CONTRACT, input_file, subject, "keep",
                                    keeper=members[-1])
            out.write(encode_line(line))
    return path


def before_source(commit: str) -> Path:
    source = subprocess.run(["git", "show", f"{commit}:core/review/journal.py"], cwd=ROOT, check=True,
                            capture_output=True).stdout
    handle = tempfile.NamedTemporaryFile("wb", suffix=".py", delete=False)
    handle.write(source)
    handle.close()
    return Path(handle.name)


def measure(kind: str, path: Path, before: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, kind, str(path), str(ROOT), str(before)], check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lines", "--records", type=int, default=1_000_000,
                        help="decision lines (run_all.py's --records: one line per record)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--before", default="fc134c4", help="the commit whose reader is the 'before'")
    args = parser.parse_args()
    path = make_file(args.lines)
    size_kb = path.stat().st_size / 1024
    before = before_source(args.before)
    print(f"file: {path.name}, {path.stat().st_size / 1e6:,.1f} MB, {args.lines:,} lines; "
          f"{resource.getpagesize()} B pages")
    ratios: dict[str, list[tuple[float, float, float]]] = {"bytes": [], "before": [], "now": []}
    for number in range(1, args.rounds + 1):
        for kind in ratios:
            result = measure(kind, path, before)
            peak = (result["peak_kb"] - result["base_kb"]) / size_kb
            held = (result["held_kb"] - result["base_kb"]) / size_kb
            ratios[kind].append((peak, held, result["seconds"]))
            print(f"round {number} {kind:>6}: peak +{peak:.2f}x the file, held after +{held:.2f}x "
                  f"({result['count']:,} lines), {result['seconds']:.2f} s", flush=True)
    before.unlink()
    for kind, values in ratios.items():
        peaks = [peak for peak, _, _ in values]
        print(f"{kind:>6}: peak worst {max(peaks):.2f}x, best {min(peaks):.2f}x of the file")
    pairs = zip(ratios["before"], ratios["now"], strict=True)
    times = [now / before for (_, _, before), (_, _, now) in pairs]
    print(f"time now / before, per round: {', '.join(f'{t:.2f}' for t in times)} "
          f"(worst {max(times):.2f}, best {min(times):.2f})")


if __name__ == "__main__":
    main()
