"""A small corpus with one exact group and one near-identical cluster, and its review."""

from __future__ import annotations

from pathlib import Path

import pytest

from core import find_neighbours, form_groups, load_records
from core.review import InputFile, Review, Subjects, decisions_path_for
from tests.helpers import RECORD_A, RECORD_B, RECORD_C, write_json

RECORD_D = dict(RECORD_A, doc_id="D", source_ref="mirror/Ref4")
CRLF_A = {"doc_id": "crlf-a", "source_ref": "Ref5", "language": "en", "title": "Notice",
          "body": "first line\nsecond line"}
CRLF_B = dict(CRLF_A, doc_id="crlf-b", source_ref="Ref6", body="first line\r\nsecond line")
RECORDS = [RECORD_A, RECORD_B, RECORD_C, RECORD_D, CRLF_A, CRLF_B]
INPUT = InputFile("corpus.json", 1, "0" * 64)


def write_corpus(folder: Path, records=RECORDS) -> Path:
    return write_json(folder / "corpus.json", records)


def subjects_of(path: Path, *, clusters: bool = True) -> Subjects:
    loaded = load_records(str(path))
    groups = form_groups(loaded.records)
    subjects = Subjects(loaded.records, groups)
    if clusters:
        subjects.set_clusters(find_neighbours(loaded.records, groups))
    return subjects


@pytest.fixture
def open_review():
    """``open_review(corpus, reviewer=..., write=..., decisions=...)``; every review is closed afterwards."""
    opened: list[Review] = []

    def open_one(path: Path, *, reviewer: str = "ann", write: bool = True, decisions: Path | None = None):
        review = Review.open(subjects_of(path), decisions or decisions_path_for(path), reviewer=reviewer,
                             input_file=INPUT, write=write)
        opened.append(review)
        return review

    yield open_one
    for review in opened:
        review.close()


def duplicate_group(review: Review) -> int:
    """The index of the corpus's one exact group with more than one member (A, B, D)."""
    return next(index for index, key in enumerate(review.subjects.group_key) if key is not None)
