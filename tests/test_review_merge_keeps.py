"""``review merge`` keeps every line: unknown fields, lines under another schema, an unknown
decision, a key given twice; each line that does not count here is kept in its place and said."""

from __future__ import annotations

import json

from core.review import read_decisions
from tests.helpers import run_cli
from tests.review_helpers import open_review, write_corpus
from tests.test_review_cli import decide_some

__all__ = ["open_review"]  # the fixture


def test_a_merge_keeps_every_line_byte_for_byte_and_says_which_do_not_count(tmp_path, open_review):
    corpus = write_corpus(tmp_path)
    ann, bob = tmp_path / "ann.jsonl", tmp_path / "bob.jsonl"
    decide_some(corpus, open_review, reviewer="ann", decisions=ann)
    decide_some(corpus, open_review, reviewer="bob", cluster="unsure", decisions=bob)
    good = ann.read_bytes().splitlines()
    first = json.loads(good[0])
    commented = json.dumps(first | {"comment": "checked against the print"}, ensure_ascii=False).encode()
    other_schema = json.dumps(first | {"schema": "docdedup-decisions-v9", "at": "2026-01-01T00:00:00.001Z"})
    unknown_decision = json.dumps(first | {"decision": "archive", "at": "2026-01-01T00:00:00.002Z"})
    twice = json.dumps(first | {"at": "2026-01-01T00:00:00.003Z"})[:-1] + ', "reviewer": "eve"}'
    written = [commented, *good, other_schema.encode(), unknown_decision.encode(), twice.encode(),
               b"not json at all"]
    ann.write_bytes(b"\n".join(written) + b"\n" + b'{"schema": "docdedup-deci')  # and a torn last line
    merged = tmp_path / "merged.jsonl"
    result = run_cli("review", "merge", ann, bob, "-o", merged, "--reviewer", "lead")
    assert result.returncode == 0, result.stderr
    out = merged.read_bytes().splitlines()
    for line in written:
        assert line in out, line  # every complete line is there, as it was written
    assert commented in out  # its unknown field with it (it was dropped)
    assert sum(line.startswith(b"not json") for line in out) == 1
    assert b'{"schema": "docdedup-deci' not in out  # a crash's fragment: left out, and said
    said = result.stderr
    for number in (4, 5, 6, 7):
        assert f"{ann}:{number}: kept-as-is: kept as it is, not counted here:" in said, said
    assert "the last line is cut short" in said
    assert f"merged {len(out) - 1:,} lines, 1 conflicts" in said
    read = read_decisions(merged)  # the merged file reads as before, the odd lines said again
    assert [line.decision for line in read.lines][-1] == "conflict"
    assert len(read.problems) == 4
