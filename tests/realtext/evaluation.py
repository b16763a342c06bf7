"""The product on the real records, set against the yardstick of :mod:`.simple_fold`.

``python -m tests.realtext.evaluation`` prints the figures and every missed pair
(the test asserts on the same :class:`Evaluation`).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from itertools import combinations

from core import Record, form_groups
from core.differences import explain, find_neighbours

from .simple_fold import simple_keys
from .sources import real_records

__all__ = ["CorpusFigures", "Evaluation", "corpus_of", "evaluate"]

_BUCKET_CAP = 40  # explain every pair of a coarse bucket up to this size (the largest real one is far below)
_NOT_WORD = re.compile(r"[\W_]+")


@dataclass
class Evaluation:
    records: list[dict[str, str]]
    representatives: list[str]
    expected: set[tuple[str, str]]  # near-identical pairs by the simple fold
    cluster_of: dict[str, int]  # representative -> the product's cluster number
    explained_near: set[tuple[str, str]] = field(default_factory=set)  # explain says near-identical
    explained_pairs: int = 0

    def together(self, pair: tuple[str, str]) -> bool:
        a, b = pair
        return a in self.cluster_of and self.cluster_of.get(a) == self.cluster_of.get(b)

    @property
    def missed(self) -> list[tuple[str, str]]:
        return sorted(pair for pair in self.expected if not self.together(pair))

    @property
    def recall(self) -> float:
        return 1 - len(self.missed) / len(self.expected)

    @property
    def explained_apart(self) -> list[tuple[str, str]]:
        """Pairs that explain calls near-identical but the neighbours put in no common cluster."""
        return sorted(pair for pair in self.explained_near if not self.together(pair))

    @property
    def not_explained(self) -> list[tuple[str, str]]:
        """Pairs of the yardstick that ``explain`` itself does not call near-identical (a chain
        through a third record can put such a pair in one cluster and hide it)."""
        return sorted(self.expected - self.explained_near)

    def by_corpus(self) -> dict[str, CorpusFigures]:
        """The figures of each corpus (a pair counts for the corpus of its records)."""
        figures: dict[str, CorpusFigures] = {}
        for pair in self.expected:
            name = " / ".join(sorted({corpus_of(pair[0]), corpus_of(pair[1])}))
            entry = figures.setdefault(name, CorpusFigures(name))
            entry.pairs += 1
            entry.clustered += self.together(pair)
            entry.explained += pair in self.explained_near
        for doc_id in self.representatives:
            figures.setdefault(corpus_of(doc_id), CorpusFigures(corpus_of(doc_id)))
        return dict(sorted(figures.items()))


@dataclass
class CorpusFigures:
    """Of one corpus's yardstick pairs: how many, how many ``neighbours`` clusters (recall) and
    how many ``explain`` calls near-identical pair by pair."""

    name: str
    pairs: int = 0
    clustered: int = 0
    explained: int = 0

    @property
    def recall(self) -> float | None:
        return self.clustered / self.pairs if self.pairs else None

    @property
    def pair_by_pair(self) -> float | None:
        return self.explained / self.pairs if self.pairs else None

    def __str__(self) -> str:
        if not self.pairs:
            return f"{self.name}: no near-identical pairs by the yardstick"
        return (f"{self.name}: {self.pairs:,} pairs, recall {self.recall:.2%} "
                f"({self.clustered:,} clustered), pair by pair {self.pair_by_pair:.2%} "
                f"({self.explained:,} near-identical by explain)")


_CORPORA = {"hafez": "Hafez editions", "sw": "stopword lists", "lic": "licence files",
            "mo": "GTK translations"}


def corpus_of(doc_id: str) -> str:
    """The corpus a record belongs to, by the start of its doc_id."""
    return _CORPORA[doc_id.split("-", 1)[0]]


def _coarse(key: tuple[str, str]) -> str:
    """Looser than any class: a simple key without spaces, punctuation or marks at all."""
    marked = unicodedata.normalize("NFKD", "".join(key))
    return _NOT_WORD.sub("", "".join(char for char in marked if not unicodedata.combining(char)))


def _buckets(by_id: dict[str, dict[str, str]], representatives: list[str]):
    """(groups sharing a simple key, groups sharing a coarse key): lists of representatives."""
    simple, coarse = defaultdict(list), defaultdict(list)
    for doc_id in representatives:
        keys = simple_keys(by_id[doc_id])
        for key in keys:
            simple[key].append(doc_id)
        coarse[_coarse(keys[1])].append(doc_id)
    return simple.values(), coarse.values()


def _pairs(buckets, cap: int | None = None) -> set[tuple[str, str]]:
    """Every pair inside each bucket (of at most ``cap`` groups), each pair sorted."""
    return {tuple(sorted(pair)) for ids in buckets if cap is None or len(ids) <= cap
            for pair in combinations(sorted(set(ids)), 2)}


def evaluate(records: list[dict[str, str]] | None = None) -> Evaluation:
    records = real_records() if records is None else records
    by_id = {record["doc_id"]: record for record in records}
    valid = [Record(**record) for record in records]
    groups = form_groups(valid)
    representatives = [group.representative for group in groups]
    cluster_of = {}
    for number, cluster in enumerate(find_neighbours(valid, groups)):
        for index in cluster.groups:
            cluster_of[groups[index].representative] = number
    simple, coarse = _buckets(by_id, representatives)
    result = Evaluation(records, representatives, _pairs(simple), cluster_of)
    for pair in _pairs(coarse, _BUCKET_CAP) | result.expected:
        result.explained_pairs += 1
        if explain(by_id[pair[0]], by_id[pair[1]]).near_identical:
            result.explained_near.add(tuple(sorted(pair)))
    return result


def _kind(doc_id: str) -> str:
    """The source a record comes from: its doc_id up to the number."""
    return re.match(r"[a-z0-9]+-[a-z0-9]+(?:-(?:fa|ar))?", doc_id).group()


def _show(evaluation: Evaluation, pairs: list[tuple[str, str]], by_id, limit: int) -> None:
    for a, b in pairs[:limit]:
        verdict = explain(by_id[a], by_id[b])
        classes = ", ".join(verdict.classes) or "-"
        said = "near-identical" if verdict.near_identical else "not near"
        print(f"  {a} ~ {b}: explain {said} ({classes})")
        for difference in verdict.differences[:3]:
            print(f"      {difference.field}: {difference.a_text!r} vs {difference.b_text!r}: "
                  f"{', '.join(difference.classes)}")


def main() -> None:
    evaluation = evaluate()
    by_id = {record["doc_id"]: record for record in evaluation.records}
    size = sum(len(record["body"].encode()) + len(record["title"].encode()) for record in evaluation.records)
    print(f"records {len(evaluation.records):,} ({size:,} bytes of title+body), "
          f"exact groups {len(evaluation.representatives):,}")
    print(f"near-identical pairs by the simple fold: {len(evaluation.expected):,} "
          f"({dict(Counter(_kind(a) + ' / ' + _kind(b) for a, b in evaluation.expected))})")
    print(f"clustered by neighbours: {len(evaluation.expected) - len(evaluation.missed):,} "
          f"= recall {evaluation.recall:.2%}")
    missed_kinds = Counter(_kind(a) + " / " + _kind(b) for a, b in evaluation.missed)
    print(f"missed: {len(evaluation.missed):,} {dict(missed_kinds)}")
    print(f"pairs explained: {evaluation.explained_pairs:,}; near-identical by explain: "
          f"{len(evaluation.explained_near):,}; of them in no common cluster: "
          f"{len(evaluation.explained_apart):,}")
    for figures in evaluation.by_corpus().values():
        print(f"  {figures}")
    print("yardstick pairs explain does not call near-identical (first 20):")
    _show(evaluation, evaluation.not_explained, by_id, 20)
    print("missed pairs (first 40):")
    _show(evaluation, evaluation.missed, by_id, 40)
    print("explain near-identical, no common cluster (first 20):")
    _show(evaluation, evaluation.explained_apart, by_id, 20)


if __name__ == "__main__":
    main()
