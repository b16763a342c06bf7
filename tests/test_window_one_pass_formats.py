"""The window's load of a compressed file in one pass: the records and groups the thorough path
gives, with the digests made by a helper process (gzip, zstd) or here (bzip2, xz: decompressing
twice would cost more than hashing); progress by compressed bytes; a broken stream, or a text
longer than the limits allow, left to the thorough path, which locates it. (Parquet's one pass:
tests/test_parquet_batches.py.)"""

from __future__ import annotations

import pytest

from core.grouping import form_groups
from core.input.limits import CORPUS_LIMITS
from core.input.loader import load_records
from core.inspection import inspect_file
from core.onepass import loaded as loaded_module
from core.onepass import ranges
from core.onepass.loaded import load_in_one_pass
from core.perf import sha256_hex_holding_gil
from tests.test_compressed_input import COMPRESS, _text, _written


@pytest.mark.parametrize("helper", [True, False], ids=["helper", "alone"])
@pytest.mark.parametrize("kind", COMPRESS)
def test_a_compressed_file_loads_in_one_pass_as_its_text(tmp_path, monkeypatch, kind, helper):
    monkeypatch.setattr(ranges, "BATCH", 4096)  # many blocks: the helper's batches checked against ours
    monkeypatch.setattr(loaded_module, "HELPER_MIN_BYTES", 0 if helper else 1 << 40)
    plain = tmp_path / "plain.jsonl"
    plain.write_bytes(_text(3000))
    path = _written(tmp_path, kind, _text(3000))
    told = []
    one_pass = load_in_one_pass(str(path), limits=CORPUS_LIMITS, digest=sha256_hex_holding_gil,
                                progress=lambda done, total: told.append((done, total)) or True)
    assert one_pass is not None
    loaded, groups = one_pass
    expected = load_records(str(plain), limits=CORPUS_LIMITS)
    assert loaded.records == expected.records
    assert groups == form_groups(expected.records)
    size = path.stat().st_size
    assert told[-1] == (size, size)  # by the file's compressed bytes, not its longer text
    assert all(done <= total == size for done, total in told)
    assert [done for done, _ in told] == sorted(done for done, _ in told)


@pytest.mark.parametrize("kind", COMPRESS)
def test_a_broken_stream_is_loaded_the_thorough_way_and_located(tmp_path, monkeypatch, kind):
    monkeypatch.setattr(ranges, "BATCH", 4096)
    monkeypatch.setattr(loaded_module, "HELPER_MIN_BYTES", 0)
    packed = COMPRESS[kind](_text(12000))
    path = tmp_path / f"cut.jsonl.{kind}"
    path.write_bytes(packed[:len(packed) * 9 // 10])
    assert load_in_one_pass(str(path), limits=CORPUS_LIMITS) is None
    inspection = inspect_file(str(path))  # the window's load: the records before the break, and where
    assert inspection.records
    assert any("decompressed" in problem.message for problem in inspection.problems)


def test_a_text_longer_than_the_limits_allow_is_left_to_the_thorough_path(tmp_path, monkeypatch):
    monkeypatch.setattr(loaded_module, "most_bytes", lambda limits: (10_000, "a bound"))
    path = _written(tmp_path, "gzip", _text(3000))  # ~300 kB of text, a few kB on disk
    assert load_in_one_pass(str(path), limits=CORPUS_LIMITS) is None

