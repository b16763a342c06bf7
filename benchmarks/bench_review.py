"""The review's costs, each against a yardstick measured in the same run.

Usage::

    python benchmarks/bench_review.py --part export [--records 100000] [--rounds 3]
    flock /work/bench.lock python benchmarks/bench_review.py --part export --records 1000000 --rounds 1

``export``: ``docdedup review export`` (CSV, with a decisions file of 50,000 lines)
against ``docdedup group`` on the same corpus, alternating A B A B, each a fresh
process timed from before its fork to ``wait4``. Target (issue 7): at most 1.5x.

The decisions file is made once per corpus (``benchmarks/data/CORPUS.bench-50000.decisions.jsonl``):
lines about the corpus's duplicate groups, round after round until there are 50,000,
the way an editor who changes their mind leaves more lines than subjects.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from bench_group import (  # noqa: E402  (a sibling script, found through the line above)
    DATA,
    Contestant,
    docdedup_argv,
    ensure_corpus,
    paired_ratios,
    run_once,
)

EXPORT_TARGET = 1.5  # review export time / group time, at most
DECISIONS = 50_000


def decisions_for(corpus: Path, count: int = DECISIONS) -> Path:
    """The cached decisions file of ``corpus``: ``count`` lines about its duplicate groups."""
    path = corpus.with_name(f"{corpus.name}.bench-{count}.decisions.jsonl")
    if path.exists():
        return path
    from core import form_groups, load_records
    from core.review import InputFile, Review, Subjects

    print(f"decisions: writing {count:,} lines into {path} ...", flush=True)
    loaded = load_records(str(corpus))
    subjects = Subjects(loaded.records, form_groups(loaded.records))
    duplicates = [index for index, key in enumerate(subjects.group_key) if key is not None]
    partial = path.with_name(path.name + ".partial")
    partial.unlink(missing_ok=True)
    identity = InputFile(corpus.name, 0, "0" * 64)
    with Review.open(subjects, partial, reviewer="bench", input_file=identity) as review:
        review.decide_many(_decisions(subjects, duplicates, count))
    partial.replace(path)
    return path


def _decisions(subjects, duplicates: list[int], count: int):
    for number in range(count):
        index = duplicates[number % len(duplicates)]
        subject = subjects.group_subject(index)
        if number % 3 == 2:
            yield subject, "keep-all", None, None, None
        else:
            yield subject, "keep", subject.members[number % len(subject.members)], None, f"bench {number}"


def bench_export(records: int, rounds: int) -> int:
    corpus = ensure_corpus(records, 0)
    decisions = decisions_for(corpus)
    docdedup = docdedup_argv()
    with tempfile.TemporaryDirectory(dir=DATA, prefix="bench-review-") as folder:
        group_out, export_out = Path(folder) / "groups.json", Path(folder) / "actions.csv"
        group = Contestant("docdedup group", [*docdedup, "group", str(corpus), "-o", str(group_out)],
                           group_out)
        export = Contestant("review export", [*docdedup, "review", "export", str(corpus), "--decisions",
                                              str(decisions), "--format", "csv", "-o", str(export_out)],
                            export_out)
        for number in range(1, rounds + 1):
            print(f"round {number}/{rounds}", flush=True)
            run_once(group)
            run_once(export)
    ratios = paired_ratios(export, group)
    worst = max(ratios)
    print(f"\n{records:,} records, {DECISIONS:,} decision lines, {rounds} rounds")
    print(f"review export / group per round: {', '.join(f'{ratio:.2f}' for ratio in ratios)} "
          f"(best {min(ratios):.2f}x, worst {worst:.2f}x, median {statistics.median(ratios):.2f}x); "
          f"target <= {EXPORT_TARGET}x: {'MET' if worst <= EXPORT_TARGET else 'NOT MET'}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--part", choices=("export",), default="export", help="what to measure")
    parser.add_argument("--records", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    return bench_export(args.records, args.rounds)


if __name__ == "__main__":
    sys.exit(main())
