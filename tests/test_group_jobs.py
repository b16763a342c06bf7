"""``docdedup group --jobs N``: the same bytes and the same problems for every N.

The processes are forked, so the runs happen in a fresh interpreter (never in the
test process, which may hold Qt's threads), with ranges and batches made tiny so
that even the seed example is cut into several ranges of several batches.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from core.grouping import form_groups
from core.input.limits import CORPUS_LIMITS
from core.input.loader import load_records
from core.output.atomic import encode_groups
from resources import resource_path
from tests.helpers import corpus_generator
from tests.test_loader_malformed import CATALOGUE

ROOT = Path(__file__).resolve().parents[1]
JOBS = (1, 2, 3)
# Runs the CLI once per --jobs value on each file; prints [exit status, stderr, output] per run.
SCRIPT = """
import contextlib, io, json, sys
from core.onepass import ranges, run
run.MIN_RANGE_BYTES = 1
ranges.BATCH = int(sys.argv[1])
from core.cli import main
results = {}
for path in sys.argv[3:]:
    runs = []
    for jobs in (1, 2, 3):
        out = sys.argv[2] + f".{jobs}"
        errors = io.StringIO()
        with contextlib.redirect_stderr(errors):
            status = main(["group", path, "--jobs", str(jobs), "--output", out, *EXTRA])
        try:
            with open(out, "rb") as file:
                output = file.read().decode()
        except FileNotFoundError:
            output = None
        runs.append([status, errors.getvalue(), output])
    results[path] = runs
print(json.dumps(results))
"""


def run_jobs(tmp_path, paths, *, batch: int, extra: tuple[str, ...] = ()) -> dict:
    script = SCRIPT.replace("*EXTRA", ", ".join(repr(e) for e in extra) or "")
    done = subprocess.run([sys.executable, "-c", script, str(batch), str(tmp_path / "out"), *map(str, paths)],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def thorough(path, format="json") -> bytes:
    loaded = load_records(path, limits=CORPUS_LIMITS)
    return encode_groups(form_groups(loaded.records), loaded.records, limits=CORPUS_LIMITS, format=format)


@pytest.fixture(scope="module")
def corpora(tmp_path_factory):
    folder = tmp_path_factory.mktemp("corpora")
    written = []
    for fmt in ("json", "jsonl"):
        path = folder / f"corpus-3000.{fmt}"
        corpus_generator().write_corpus(path, 3000, seed=7, fmt=fmt)
        written.append(path)
    return written


EXAMPLES = [resource_path("examples", "seed_records.json"), resource_path("examples", "unicode_traps.json")]


@pytest.mark.parametrize("format", ["json", "csv"])
def test_examples_are_identical_for_every_jobs(tmp_path, format):
    results = run_jobs(tmp_path, EXAMPLES, batch=64, extra=("--format", format))
    for path in EXAMPLES:
        expected = thorough(path, format).decode()
        assert results[str(path)] == [[0, "", expected]] * len(JOBS), path


def test_the_3000_record_corpus_is_identical_for_every_jobs(tmp_path, corpora):
    results = run_jobs(tmp_path, corpora, batch=256 << 10)
    for path in corpora:
        expected = thorough(path).decode()
        assert results[str(path)] == [[0, "", expected]] * len(JOBS), path


def test_simulated_collisions_are_identical_for_every_jobs(tmp_path, corpora):
    results = run_jobs(tmp_path, corpora[:1], batch=256 << 10, extra=("--simulate-collisions",))
    runs = results[str(corpora[0])]
    assert runs[0][0] == 0 and runs[0] == runs[1] == runs[2]
    assert '"candidate_digest": "' + "0" * 64 in runs[0][2]


def test_every_catalogue_file_gets_the_same_output_and_problems(tmp_path):
    paths = []
    for number, (data, _) in enumerate(CATALOGUE.values()):
        path = tmp_path / f"case-{number}.json"
        path.write_bytes(data)
        paths.append(path)
    results = run_jobs(tmp_path, paths, batch=64)
    for path, (case, (data, expected)) in zip(paths, CATALOGUE.items(), strict=True):
        runs = results[str(path)]
        assert runs[0] == runs[1] == runs[2], case
        status, stderr, output = runs[0]
        problems = [line.replace(str(path), "FILE") for line in stderr.splitlines()]
        assert problems[:len(expected)] == expected[:50], case
        if not expected:
            assert (status, output) == (0, thorough(path).decode()), case
        assert path.read_bytes() == data, case
