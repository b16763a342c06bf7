"""How long ``explain`` and ``similar`` take on long texts, and that the caps bound them.

Before the caps, ``similar`` on 1 MB bodies took 30-117 s and ``explain`` of two 1 MB bodies
5.9 s, unasked. This prints, per round, the time of each case (worst and best), run on
this tree's ``core``:

- ``explain`` of two 1,000,000 code point bodies: close (50 edits), unrelated, and
  unrelated with one side cut into lines (the worst shapes for alignment);
- ``explain`` just over the cap (refused at once with a clear message);
- ``similar`` among 20 groups of 20,000 code points (the cap) that all score each
  other, and a ``similar`` query for a 1 MB group (refused at once).

    .venv/bin/python benchmarks/bench_long_texts.py [--rounds 3]

Figures are per round; compare rounds of one run only (the machine is shared).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core import Record, form_groups
from core.differences import explain, find_similar

try:  # an older checkout (copy this script into it) has no caps: measure it the same way
    from core.differences.bounds import EXPLAIN_MAX_CODE_POINTS, SIMILAR_MAX_CODE_POINTS, TooLong
except ImportError:
    EXPLAIN_MAX_CODE_POINTS, SIMILAR_MAX_CODE_POINTS = 1_000_000, 20_000

    class TooLong(Exception):  # never raised without the caps
        pass

WORDS = ["سلام", "دنیا", "ولتاژ", "hello", "world", "sensor", "کتاب", "123", "voltage"]


def text(rng: random.Random, length: int) -> str:
    words: list[str] = []
    size = 0
    while size < length:
        word = rng.choice(WORDS)
        words.append(word)
        size += len(word) + 1
    return " ".join(words)[:length]


def edited(rng: random.Random, original: str, edits: int) -> str:
    chars = list(original)
    for _ in range(edits):
        chars[rng.randrange(len(chars))] = "x"
    return "".join(chars)


def record(doc_id: str, body: str) -> Record:
    return Record(doc_id, "r", "fa", "t", body)


def timed(work) -> tuple[float, str]:
    started = time.perf_counter()
    try:
        work()
        outcome = "answered"
    except TooLong as error:
        outcome = f"refused: {str(error)[:60]}…"
    return time.perf_counter() - started, outcome


def cases(rng: random.Random):
    million = 1_000_000
    base = text(rng, million)
    other = text(rng, million)
    close = edited(rng, base, 50)
    yield "explain, 1M close (50 edits)", lambda: explain(record("A", base), record("B", close))
    yield "explain, 1M unrelated", lambda: explain(record("A", base), record("C", other))
    lines = other.replace(" ", "\n")
    yield "explain, 1M unrelated, lines", lambda: explain(record("A", base), record("D", lines))
    over = base + "x" * (EXPLAIN_MAX_CODE_POINTS + 1 - len(base))
    yield "explain, over the cap", lambda: explain(record("A", over), record("B", base))
    cap = SIMILAR_MAX_CODE_POINTS
    seed = text(rng, cap - 100)
    records = [record(f"S{i}", edited(rng, seed, 20 + i)) for i in range(20)]
    groups = form_groups(records)
    yield f"similar, 20 groups of {cap:,}", lambda: find_similar(records, groups, "S0", min_score=0.5)
    big = [record("A", base), record("B", edited(rng, base, 50)), record("C", other)]
    big_groups = form_groups(big)
    yield "similar, 1M group", lambda: find_similar(big, big_groups, "A")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--records", type=int, help="accepted like every bench_*.py (run_all.py); "
                        "the sizes here are the issue's, fixed")
    args = parser.parse_args()
    results: dict[str, list[float]] = {}
    outcomes: dict[str, str] = {}
    for round_number in range(1, args.rounds + 1):
        for name, work in cases(random.Random(round_number)):
            seconds, outcomes[name] = timed(work)
            results.setdefault(name, []).append(seconds)
            print(f"round {round_number}  {name:<34} {seconds:7.2f} s  {outcomes[name]}", flush=True)
    print("\ncase                               worst     best   outcome")
    for name, seconds in results.items():
        print(f"{name:<34} {max(seconds):6.2f} s {min(seconds):6.2f} s   {outcomes[name]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
