"""File > Open offers every record file the window reads, compressed ones too."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from core.input.shards import open_filter


def test_open_dialog_offers_compressed_records(window, monkeypatch):
    asked = []

    def chosen(parent, caption, directory, filter_text):
        asked.append(filter_text)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(chosen))
    window.commands.open.trigger()  # File > Open
    (filter_text,) = asked
    assert "*.jsonl.gz" in filter_text and "*.json.zst" in filter_text and "*.ndjson.xz" in filter_text
    assert filter_text == open_filter("Records", "All files")
