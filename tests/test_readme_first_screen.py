"""The README's first screen says which files the product opens: a person deciding whether
it reads their corpus should not have to scroll or open another document."""

from __future__ import annotations

from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
FIRST_SCREEN = 40  # lines a terminal or a repository page shows before scrolling


def test_the_first_screen_names_every_kind_of_input():
    first = " ".join(README.read_text(encoding="utf-8").splitlines()[:FIRST_SCREEN])
    for said in ("JSON array", "JSON Lines", "one line", "pretty-printed", "CRLF", "BOM", "gzip", "bzip2",
                 "xz", "zstd", "first bytes", "Parquet", "[parquet]", "other field names", "--field",
                 "--set language=", "folder of text files", "--text-files", "dropped on the window"):
        assert said in first, said
