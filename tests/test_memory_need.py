"""The size guard counts records too: a file of many small records needs far more than 2.5 times
its size (1M records of ~98 bytes: 1.82 GB for 98 MB), and is refused when it cannot fit.

This computer's memory is made small for the test; the same number of bytes in few long
records fits, in many short ones it does not, and the refusal says why in numbers.
"""

from __future__ import annotations

import json

import pytest

from core.cli import main
from core.input import memory_need
from core.input.limits import CORPUS_LIMITS
from core.input.loader import load_records

MEMORY = 40_000_000  # bytes this "computer" has


@pytest.fixture
def small_computer(monkeypatch):
    monkeypatch.setattr(memory_need, "_physical_memory", lambda: MEMORY)


def _write(path, count: int, body: int):
    with open(path, "w", encoding="utf-8") as stream:
        for n in range(count):
            stream.write(json.dumps({"doc_id": f"d{n}", "source_ref": f"r{n}", "language": "en", "title": "t",
                                     "body": f"{n} " + "b" * body}) + "\n")
    return path


def test_many_small_records_are_refused_with_the_numbers(tmp_path, small_computer, capsys):
    corpus = _write(tmp_path / "small.jsonl", 30_000, 10)  # 3.1 MB: 30,000 records
    loaded = load_records(str(corpus), limits=CORPUS_LIMITS)
    assert not loaded.records and len(loaded.problems) == 1
    message = loaded.problems[0].message
    assert message.startswith("the input holds about 30,000 records in 3.1 MB; reading takes about 2.5 times")
    assert "plus 1,600 bytes per record" in message and "this computer has 40.0 MB" in message
    assert main(["group", str(corpus)]) == 1  # the one pass doubts, the thorough path says why
    assert "the input holds about 30,000 records" in capsys.readouterr().err


def test_the_same_bytes_in_long_records_fit(tmp_path, small_computer):
    corpus = _write(tmp_path / "long.jsonl", 300, 8_600)  # 2.6 MB: 300 records
    loaded = load_records(str(corpus), limits=CORPUS_LIMITS)
    assert len(loaded.records) == 300 and not loaded.problems


def test_a_file_that_fits_whatever_its_records_is_not_counted(tmp_path, monkeypatch):
    corpus = _write(tmp_path / "tiny.jsonl", 10, 10)
    monkeypatch.setattr(memory_need, "_records_at_most", lambda fd, size: pytest.fail("counted"))
    with open(corpus, "rb") as stream:
        assert memory_need.memory_refusal(stream.fileno(), corpus.stat().st_size) is None
