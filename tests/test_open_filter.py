"""The window's File > Open filter: every record file it reads, compressed too, and Parquet
only when it can be read here."""

from __future__ import annotations

from core.input.shards import open_filter


def test_the_filter_lists_plain_and_compressed_records():
    text = open_filter("Records", "All files", parquet=False)
    records, every = text.split(";;")
    assert every == "All files (*)"
    globs = records.removeprefix("Records (").removesuffix(")").split(" ")
    for plain in ("*.json", "*.jsonl", "*.ndjson"):
        assert plain in globs
        for packed in (".gz", ".bz2", ".xz", ".zst"):
            assert plain + packed in globs
    assert "*.parquet" not in globs


def test_parquet_is_offered_only_when_it_can_be_read():
    assert "*.parquet)" in open_filter("Records", "All files", parquet=True).split(";;")[0]
    assert "*.parquet" not in open_filter("Records", "All files", parquet=False)


def test_without_pyarrow_parquet_is_not_offered(monkeypatch):
    import importlib.util

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *rest: None if name.startswith("pyarrow") else real(name, *rest))
    assert "*.parquet" not in open_filter("Records", "All files")
