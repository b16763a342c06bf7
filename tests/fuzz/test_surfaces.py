"""Decisions files and results, generated from the seeds of every known case and mutated.

The checks are in ``surfaces.py`` (shared with the atheris target ``atheris_surfaces``).
"""

from __future__ import annotations

import shutil

from hypothesis import event, given
from hypothesis import strategies as st

from tests.fuzz.settings import count, fuzz_settings
from tests.fuzz.surfaces import DECISION_SEEDS, RESULT_SEEDS, check_decisions, check_result

DECISION_FILES = sorted(DECISION_SEEDS.glob("*.jsonl"))
GOOD_LINES = (DECISION_SEEDS / "good.jsonl").read_bytes().splitlines(keepends=True)
PIECES = [b"\xef\xbb\xbf", b"\r", b"\r\n", b"\n", b"[" * 40, b"]", b'"decision":"drop",', b"NaN", b"9" * 400,
          b'"contract":"doc-content-v9"', b"{", b"}", b"\x00", b"\xff", b'"', b"\\u0000"]


@st.composite
def decisions_bytes(draw) -> bytes:
    """A seed file or good lines, then a few splices: known pieces or random bytes put anywhere."""
    if draw(st.booleans()):
        data = draw(st.sampled_from(DECISION_FILES)).read_bytes()
    else:
        data = b"".join(draw(st.lists(st.sampled_from(GOOD_LINES), max_size=6)))
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(data)))
        cut = draw(st.integers(0, 8))
        piece = draw(st.one_of(st.sampled_from(PIECES), st.binary(max_size=6)))
        data = data[:at] + piece + data[at + cut:]
    return data


@fuzz_settings(examples=30)
@given(data=decisions_bytes(), chunk=st.integers(1, 64))
def test_any_decisions_file_reads_as_lines_and_located_problems(tmp_path_factory, data, chunk):
    count("surfaces: decisions file")
    path = tmp_path_factory.mktemp("decisions") / "d.decisions.jsonl"
    path.write_bytes(data)
    kept = check_decisions(path, chunk)
    event(f"lines kept: {min(kept, 3)}")


RESULT_FILES = sorted(RESULT_SEEDS.glob("*.result.json*"))
SHARD_FILES = sorted(RESULT_SEEDS.glob("*.jsonl"))
SHARD_FILES = [path for path in SHARD_FILES if not path.name.endswith(".result.jsonl")]


@st.composite
def result_case(draw) -> tuple[bytes, bytes]:
    """(result bytes, shard bytes): one of the two a seed, the other as well or mutated."""
    result = draw(st.sampled_from(RESULT_FILES)).read_bytes()
    shard = draw(st.sampled_from(SHARD_FILES)).read_bytes()
    for _ in range(draw(st.integers(0, 3))):
        which = draw(st.booleans())
        data = result if which else shard
        at = draw(st.integers(0, len(data)))
        piece = draw(st.one_of(st.binary(max_size=4), st.sampled_from([b"\n", b'"', b"5", b"NaN", b"}"])))
        data = data[:at] + piece + data[at + draw(st.integers(0, len(piece))):]  # often the same length
        result, shard = (data, shard) if which else (result, data)
    return result, shard


@fuzz_settings(examples=30)
@given(case=result_case())
def test_any_result_opens_verified_or_is_refused_with_a_sentence(tmp_path_factory, case):
    count("surfaces: result and its shard")
    folder = tmp_path_factory.mktemp("result")
    result, shard = case
    (folder / "shard.jsonl").write_bytes(shard)
    (folder / "g.result.jsonl").write_bytes(result)
    event(check_result(folder / "g.result.jsonl"))
    shutil.rmtree(folder)
