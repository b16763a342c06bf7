"""A writer killed mid-write loses no decision it reported saved; the torn line is reported."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from core.review import decisions_path_for, read_decisions
from tests.review_helpers import write_corpus

ROOT = Path(__file__).resolve().parents[1]

# The child records decisions about the same cluster forever, saying "saved N" only
# after each append returned (flushed and fsynced), as the window does. With
# TEAR=1 it writes half a line by hand after the third and waits to be killed.
CHILD = textwrap.dedent("""
    import os, sys, time
    from pathlib import Path
    from core.review import Review, decisions_path_for, encode_line
    from tests.review_helpers import INPUT, subjects_of
    corpus = Path(sys.argv[1])
    review = Review.open(subjects_of(corpus), decisions_path_for(corpus), reviewer="ann", input_file=INPUT)
    subject = review.subjects.cluster_subject(0)
    number = 0
    while True:
        number += 1
        line = review.decide(subject, ("distinct", "unsure")[number % 2], note=f"decision {number}")
        print(f"saved {number}", flush=True)
        if os.environ.get("TEAR") and number == 3:
            half = encode_line(line)[:40]
            os.write(review._handle.fileno(), half)
            print("torn", flush=True)
            time.sleep(60)
""")


def run_child(corpus: Path, *, until: str, tear: bool) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TEAR="1" if tear else "")
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(corpus)], stdout=subprocess.PIPE, text=True,
                             env=env, cwd=ROOT)
    said = []
    try:
        for output in child.stdout:
            said.append(output.strip())
            if said[-1] == until:
                child.send_signal(signal.SIGKILL)
                break
    finally:
        child.kill()
        child.wait()
        child.stdout.close()
    assert said and said[-1] == until, said
    return said


def test_a_kill_mid_line_keeps_every_saved_decision_and_reports_the_torn_one(tmp_path):
    corpus = write_corpus(tmp_path)
    run_child(corpus, until="torn", tear=True)
    read = read_decisions(decisions_path_for(corpus))
    assert [line.note for line in read.lines] == ["decision 1", "decision 2", "decision 3"]
    assert [(problem.code, problem.line) for problem in read.problems] == [("torn-line", 4)]


def test_a_kill_at_any_moment_keeps_every_decision_reported_saved(tmp_path):
    corpus = write_corpus(tmp_path)
    said = run_child(corpus, until="saved 40", tear=False)
    read = read_decisions(decisions_path_for(corpus))
    saved = [f"decision {n}" for n in range(1, 41)]
    assert [line.note for line in read.lines][:40] == saved, said
    assert all(problem.code == "torn-line" for problem in read.problems)
