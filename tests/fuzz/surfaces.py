"""What a decisions file and a result may do with any bytes: the checks both fuzzers share.

- **Decisions**: :func:`core.review.read_decisions` never raises; a file it refuses says why
  in one sentence; every problem names its line; every line it keeps encodes back to a line
  it would keep again; and the file read in chunks of a few bytes gives exactly the same
  lines and the same problems (the reader is fed 1 MiB at a time: a line cut anywhere must
  not matter).
- **Results**: :func:`core.output.result_reader.inspect_result` on any result bytes (with its shard
  in place) or on a good result whose shard holds any bytes either gives an inspection whose
  every record reads back as a record of its group's digest, or a :class:`ResultError`
  sentence; nothing else, ever.

``SEEDS`` holds a file of every case the issue names (a BOM, CR line ends, a key given
twice, another contract, nesting 200,000 deep, a corpus given as decisions; a group or a
member given twice, a shard record whose title became a number or NaN, a repeated key,
a body rewritten in place); :func:`seed_files` adds the two too large to keep in git.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from core.contract import canonical_bytes, sha256_hex
from core.grouping import ZERO_DIGEST
from core.output.result_reader import ResultError, inspect_result
from core.review import encode_line, read_decisions
from core.review.journal import LineReader

SEEDS = Path(__file__).resolve().parent / "seeds"
RESULT_SEEDS = SEEDS / "results"
DECISION_SEEDS = SEEDS / "decisions"


def check_decisions(path: Path, chunk: int) -> int:
    """The checks above on the decisions file at ``path``; the number of lines kept."""
    read = read_decisions(path)
    if read.refused is not None:
        assert read.refused.strip() and not read.lines
        return 0
    for problem in read.problems:
        assert problem.line is not None and problem.line >= 1, problem
        assert problem.message and "Traceback" not in problem.message
    again = LineReader(str(path))
    data = path.read_bytes()
    for start in range(0, len(data), chunk):
        again.feed(data[start:start + chunk])
    again.finish()
    assert again.read.lines == read.lines
    # The same problems, whatever the chunks; their order is not compared: read whole, the
    # reader says the CR-only line ends (found in the slice) before the problems of the
    # lines above (found line by line), read in small chunks after them.
    assert sorted(map(str, again.read.problems)) == sorted(map(str, read.problems))
    if read.lines:
        copy = path.with_name(path.name + ".again")
        copy.write_bytes(b"".join(encode_line(line) for line in read.lines))
        assert read_decisions(copy).lines == read.lines
        copy.unlink()
    return len(read.lines)


def check_result(path: Path) -> str:
    """The checks above on the result at ``path``: "opened", or "refused" with a sentence."""
    try:
        opened = inspect_result(str(path))
    except ResultError as error:
        assert str(error).strip() and "Traceback" not in str(error)
        return "refused"
    for group in opened.groups:
        for index in group.members:
            try:
                record = opened.records[index]
            except ResultError as error:  # read again later, the shard may have changed since
                assert str(error).strip()
                continue
            content = canonical_bytes(record.language, record.title, record.body)
            assert len(content) == group.canonical_utf8_length
            assert group.candidate_digest in (ZERO_DIGEST, sha256_hex(content))
    return "opened"


def seed_files(folder: Path) -> Path:
    """Every seed (decisions and results) copied into ``folder``, with the two large ones made."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for seed in sorted(SEEDS.rglob("*")):
        if seed.is_file():
            (folder / f"{seed.parent.name}-{seed.name}").write_bytes(seed.read_bytes())
    good = (DECISION_SEEDS / "good.jsonl").read_bytes().splitlines(keepends=True)
    deep = b'{"schema":"docdedup-decisions-v1","x":' + b"[" * 200_000 + b"]" * 200_000 + b"}\n"
    (folder / "decisions-deep-nesting.jsonl").write_bytes(good[0] + deep)
    corpus_line = (b'{"doc_id":"A","source_ref":"r","language":"en","title":"T","body":"'
                   + b"word " * 300_000 + b'"}\n')
    (folder / "decisions-long-first-line.jsonl").write_bytes(corpus_line + good[0])
    return folder
