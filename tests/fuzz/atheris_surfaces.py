"""Coverage-guided fuzzing of the decisions reader and of results with atheris, for ``make fuzz``.

Not a pytest module: ``python -m tests.fuzz.atheris_surfaces [libFuzzer options]``. The
first byte of an input chooses what the rest is: ``r`` a result (beside the seeds' good
shard), ``s`` a shard (under the seeds' good result), anything else a decisions file (read
in chunks of 1 to 64 bytes, from the second byte). The checks are those of ``surfaces.py``.
The seeds (``tests/fuzz/seeds``: every case the issue names) start the corpus, kept in
``build/fuzz/surfaces``; a failing input is saved by libFuzzer and replayed with
``python -m tests.fuzz.atheris_surfaces FILE``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import atheris

with atheris.instrument_imports():
    from core.output import result_reader as result_source
    from core.review import journal

from tests.fuzz.surfaces import RESULT_SEEDS, check_decisions, check_result, seed_files

ROOT = Path(__file__).resolve().parents[2]
WORK = ROOT / "build" / "fuzz" / "surfaces"
GOOD_RESULT = (RESULT_SEEDS / "good.result.jsonl").read_bytes()
GOOD_SHARD = (RESULT_SEEDS / "shard.jsonl").read_bytes()
assert result_source and journal  # instrumented above


def one_input(data: bytes) -> None:
    kind, rest = data[:1], data[1:]
    if kind in (b"r", b"s"):
        (WORK / "shard.jsonl").write_bytes(rest if kind == b"s" else GOOD_SHARD)
        (WORK / "g.result.jsonl").write_bytes(rest if kind == b"r" else GOOD_RESULT)
        check_result(WORK / "g.result.jsonl")
        return
    path = WORK / "d.decisions.jsonl"
    path.write_bytes(rest)
    check_decisions(path, 1 + (data[0] % 64 if data else 0))


def seeds() -> Path:
    """The seed files, each prefixed with the byte that chooses its kind."""
    folder = seed_files(WORK / "seeds-raw")
    prefixed = WORK / "seeds"
    prefixed.mkdir(parents=True, exist_ok=True)
    for seed in folder.iterdir():
        kind = b"d"
        if seed.name.startswith("results-"):
            kind = b"r" if ".result." in seed.name else b"s"
        (prefixed / seed.name).write_bytes(kind + seed.read_bytes())
    return prefixed


def main() -> None:
    corpus = WORK / "corpus"
    corpus.mkdir(parents=True, exist_ok=True)
    arguments = [sys.argv[0], *sys.argv[1:], str(corpus), str(seeds())]
    atheris.Setup(arguments, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
