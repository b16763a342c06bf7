"""Coverage-guided fuzzing of ``load_records`` with atheris (libFuzzer), for ``make fuzz``.

Not a pytest module: ``python -m tests.fuzz.atheris_loader [libFuzzer options]``. Each
input is written to a file and loaded under the corpus or the seed profile (the first
byte chooses); the only allowed outcomes are those of ``test_loader_bytes``: records
valid under the profile, or problems placed at FILE:LINE:COLUMN in human sentences.
Every few inputs the file is also read in tiny batches, which must give the same
verdict. The malformed catalogue and the bundled examples seed the corpus, which is
kept in ``build/fuzz/corpus``. A failing input is saved by libFuzzer
(``-artifact_prefix``) and the run stops; ``python -m tests.fuzz.atheris_loader FILE``
replays it.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path
from unittest import mock

import atheris

with atheris.instrument_imports():
    from core.input import loader
    from core.input.limits import CORPUS_LIMITS, SEED_LIMITS
    from core.input.loader import load_records

from tests.fuzz.test_loader_bytes import check_outcome
from tests.test_loader_malformed import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
# The corpus libFuzzer grows is kept between runs (build/ is not in git), so a run
# goes on from what the previous ones found.
WORK = ROOT / "build" / "fuzz"
RAN = [0]  # inputs so far (libFuzzer prints the total as "Done N runs in S second(s)")


def one_input(data: bytes) -> None:
    RAN[0] += 1
    limits = SEED_LIMITS if data[:1] in (b"s", b"S") else CORPUS_LIMITS
    path = WORK / ("input.jsonl" if data[1:2] == b"\n" else "input.json")
    path.write_bytes(data)
    loaded = load_records(path, limits=limits)
    check_outcome(loaded, data, str(path), limits)
    if RAN[0] % 16 == 0:  # the same verdict in batches of a few bytes
        with mock.patch.object(loader, "_BATCH", 7 + (data[-1] % 64 if data else 0)):
            small = load_records(path, limits=limits)
        assert [str(p) for p in small.problems] == [str(p) for p in loaded.problems]
        assert small.records == loaded.records


def seed_corpus() -> Path:
    folder = WORK / "seeds"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for number, (data, _) in enumerate(CATALOGUE.values()):
        (folder / f"catalogue-{number}").write_bytes(data[:200_000])
    for example in (ROOT / "resources" / "examples").glob("*.json*"):
        (folder / example.name).write_bytes(example.read_bytes())
    return folder


def main() -> None:
    corpus = WORK / "corpus"
    corpus.mkdir(parents=True, exist_ok=True)
    arguments = [sys.argv[0], *sys.argv[1:], str(corpus), str(seed_corpus())]
    atheris.Setup(arguments, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
