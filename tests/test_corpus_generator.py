"""The benchmark corpus generator: deterministic, valid, and its planted pairs are true."""

from __future__ import annotations

import json

import pytest

import core
from core import CORPUS_LIMITS, SEED_LIMITS
from core.differences.classes import TEXT_CLASSES, fold_of
from tests.helpers import corpus_generator


@pytest.fixture(scope="module")
def corpus_module():
    return corpus_generator()


@pytest.fixture(scope="module")
def written(corpus_module, tmp_path_factory):
    out = tmp_path_factory.mktemp("corpus") / "c.json"
    corpus_module.write_corpus(out, 300, seed=3)
    sidecar = json.loads(out.with_name(out.name + ".planted.json").read_text(encoding="utf-8"))
    return out, json.loads(out.read_text(encoding="utf-8")), sidecar


def test_same_seed_same_bytes(corpus_module, tmp_path, written):
    out, _, _ = written
    again = tmp_path / "again.json"
    corpus_module.write_corpus(again, 300, seed=3)
    assert again.read_bytes() == out.read_bytes()
    other = tmp_path / "other.json"
    corpus_module.write_corpus(other, 300, seed=4)
    assert other.read_bytes() != out.read_bytes()


def test_every_record_is_valid_under_both_profiles(written):
    _, records, _ = written
    assert len({r["doc_id"] for r in records}) == len(records) == 300
    for record in records:
        assert core.canonical_content(record, limits=SEED_LIMITS) == core.canonical_content(
            record, limits=CORPUS_LIMITS
        )


def test_planted_pairs_differ_exactly_as_named(written):
    _, records, sidecar = written
    by_id = {r["doc_id"]: r for r in records}
    assert sum(sidecar["counts"].values()) == 300
    for pair in sidecar["pairs"]:
        a, b = by_id[pair["doc_id_a"]], by_id[pair["doc_id_b"]]
        same_bytes = core.canonical_content(a) == core.canonical_content(b)
        if pair["class"] == "exact-copy":
            assert same_bytes and a["source_ref"] != b["source_ref"]
            continue
        assert not same_bytes
        assert [f for f in ("language", "title", "body") if a[f] != b[f]] == [pair["field"]]
        if pair["class"] in TEXT_CLASSES:
            fold = fold_of(pair["class"])
            assert fold(a[pair["field"]]) == fold(b[pair["field"]]), pair


def test_exact_copies_are_the_only_duplicates(written):
    _, records, sidecar = written
    copies = sum(1 for pair in sidecar["pairs"] if pair["class"] == "exact-copy")
    assert len(core.group_documents(records)) == len(records) - copies
