"""Helpers for the sharded-corpus tests: cutting records into shards, reading results back."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers import corpus_generator, write_json

# Seven shards of deliberately uneven sizes (fractions of the corpus).
UNEVEN = (0.02, 0.31, 0.07, 0.18, 0.004, 0.27, 0.146)


def corpus_records(count: int = 3000, seed: int = 0) -> list[dict]:
    return [record for record, _ in corpus_generator().iter_corpus(count, seed=seed)]


def write_shards(folder: Path, records: list[dict], fractions=UNEVEN, *, stem: str = "part") -> list[Path]:
    """``records`` cut in order into one JSON Lines shard per fraction (the last takes the rest)."""
    folder.mkdir(parents=True, exist_ok=True)
    paths, start = [], 0
    for index, fraction in enumerate(fractions):
        stop = len(records) if index == len(fractions) - 1 else start + max(1, round(len(records) * fraction))
        paths.append(write_json(folder / f"{stem}-{index}.jsonl", records[start:stop], lines=True))
        start = stop
    return paths


def unlocated(result: dict) -> list[dict]:
    """The groups of a located result without shard/line/offset: today's single-file shape."""
    return [dict(group, members=[{"doc_id": m["doc_id"], "source_ref": m["source_ref"]}
                                 for m in group["members"]])
            for group in result["groups"]]


def read_jsonl_result(path: Path) -> tuple[dict, list[dict]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
