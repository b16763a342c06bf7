"""``docdedup group`` on a compressed file in one pass: its text streamed once (the next block
decompressed in a thread meanwhile) gives the thorough path's report byte for byte; a
stream that breaks, at any block, is left to the thorough path, which locates the break."""

from __future__ import annotations

import threading

import pytest

from core.input.limits import LIMITS_BY_NAME
from core.onepass import group_file, ranges
from core.onepass.ahead import read_ahead
from tests.helpers import thorough_report
from tests.test_compressed_input import COMPRESS, _text, _written

CORPUS = LIMITS_BY_NAME["corpus"]



@pytest.mark.parametrize("kind", COMPRESS)
@pytest.mark.parametrize("format", ["json", "csv"])
def test_the_one_pass_gives_the_thorough_bytes(tmp_path, monkeypatch, kind, format):
    monkeypatch.setattr(ranges, "BATCH", 4096)  # many blocks, read ahead of their use
    path = str(_written(tmp_path, kind, _text(3000)))
    fast = group_file(path, limits=CORPUS, jobs=2, format=format)
    assert fast is not None
    assert fast == thorough_report(path, CORPUS, format)
    plain = tmp_path / "plain.jsonl"
    plain.write_bytes(_text(3000))
    assert fast == group_file(str(plain), limits=CORPUS, jobs=1, format=format)


@pytest.mark.parametrize("kind", COMPRESS)
def test_a_broken_stream_is_left_to_the_thorough_path(tmp_path, monkeypatch, kind):
    monkeypatch.setattr(ranges, "BATCH", 4096)
    packed = COMPRESS[kind](_text(12000))
    path = tmp_path / f"cut.jsonl.{kind}"
    path.write_bytes(packed[:len(packed) * 9 // 10])
    assert group_file(str(path), limits=CORPUS, jobs=2) is None
    assert not [thread for thread in threading.enumerate() if thread.name == "read-ahead"]


def test_read_ahead_hands_every_block_in_order_and_raises_where_they_are_used():
    blocks = iter([b"a", b"bc", b"d", b""])
    assert list(read_ahead(lambda: next(blocks))) == [b"a", b"bc", b"d"]

    def broken():
        raise OSError("the stream breaks")

    with pytest.raises(OSError, match="the stream breaks"):
        list(read_ahead(broken))


def test_read_ahead_stopped_early_stops_its_thread():
    reads = []

    def endless() -> bytes:
        reads.append(1)
        return b"block"

    ahead = read_ahead(endless)
    assert next(ahead) == b"block"
    ahead.close()
    assert not [thread for thread in threading.enumerate() if thread.name == "read-ahead"]
    assert len(reads) <= 5  # the thread read at most a few blocks ahead, then stopped
