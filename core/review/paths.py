"""A decisions file is never an input: not the corpus, not a result, not one of its shards.

A review appends to its decisions file; were that file (or a link to it) the corpus
the review reads, the corpus would gain a line it can no longer load. Names are
compared by the file they lead to (device and inode), so a symlink or another
spelling of the same path is caught too.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

__all__ = ["input_paths", "input_refusal", "same_file"]


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """Do ``a`` and ``b`` lead to one file (through links), or to one name when either is missing?"""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return os.path.realpath(a) == os.path.realpath(b)


def input_paths(corpus: str | os.PathLike, records: Sequence = ()) -> list[str]:
    """The files a review reads: the corpus (or result) and, for a result, each shard once."""
    shards: dict[str, None] = {}
    for member in getattr(records, "members", ()):  # a result's records name their shard
        shard = getattr(member, "shard", None)
        if isinstance(shard, str):
            shards[shard] = None
    return [str(corpus), *shards]


def input_refusal(path: str | os.PathLike, inputs: Iterable[str | os.PathLike]) -> str | None:
    """Why ``path`` cannot be a decisions file because it is one of ``inputs``, or None."""
    inputs = list(inputs)
    for number, given in enumerate(inputs):
        if same_file(path, given):
            reviewed = "the corpus" if len(inputs) == 1 else "the result"  # a result names its shards
            what = reviewed if number == 0 else f"the shard {given}"
            verb = "is" if Path(path) == Path(given) else "leads to"
            return (f"{Path(path).name} {verb} {what}: decisions are never written into an input; "
                    "choose another decisions file")
    return None
