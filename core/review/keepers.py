"""Keeper rules: which member of a group to suggest keeping. They suggest, never decide.

A preset is an ordered list of rules, as in dupeGuru's "Re-prioritize": each rule
narrows the members the previous ones left, and a rule that would leave none is
passed over. What remains first (doc_id order) is the suggestion; with no rules
that is the group's representative, the smallest doc_id.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path

import msgspec

from ..input.decode_sentences import decode_sentence
from ..input.input_source import open_regular, read_at_most
from ..output.atomic import OutputError, write_atomically
from ..records import Record
from .settings import config_dir

__all__ = [
    "BUILT_IN_RULES",
    "LARGEST_DOC_ID",
    "SMALLEST_DOC_ID",
    "KeeperPreset",
    "KeeperRuleError",
    "LargestDocId",
    "SmallestDocId",
    "SourceRefMatches",
    "load_presets",
    "presets_path",
    "save_presets",
    "suggest_keeper",
]


_MOST_PRESETS = 16 << 20  # thousands of presets; a larger file is no presets file


class KeeperRuleError(ValueError):
    """A rule or presets file that cannot be used; the message says which and why."""


class SourceRefMatches(msgspec.Struct, frozen=True, tag="source-ref-matches", tag_field="rule"):
    """Prefer members whose ``source_ref`` matches ``pattern`` (a Python regular expression, searched)."""

    pattern: str

    def narrow(self, members: list[Record]) -> list[Record]:
        try:
            compiled = re.compile(self.pattern)
        except re.error as error:
            raise KeeperRuleError(f"source_ref pattern {self.pattern!r} is not a valid regular expression: "
                                  f"{error}") from None
        return [record for record in members if compiled.search(record.source_ref)]


class SmallestDocId(msgspec.Struct, frozen=True, tag="smallest-doc-id", tag_field="rule"):
    """Prefer the member with the smallest doc_id."""

    def narrow(self, members: list[Record]) -> list[Record]:
        return [min(members, key=lambda record: record.doc_id)]


class LargestDocId(msgspec.Struct, frozen=True, tag="largest-doc-id", tag_field="rule"):
    """Prefer the member with the largest doc_id."""

    def narrow(self, members: list[Record]) -> list[Record]:
        return [max(members, key=lambda record: record.doc_id)]


KeeperRule = SourceRefMatches | SmallestDocId | LargestDocId


class KeeperPreset(msgspec.Struct, frozen=True):
    """A named, ordered list of keeper rules."""

    name: str
    rules: tuple[KeeperRule, ...] = ()


SMALLEST_DOC_ID = "smallest doc_id"  # the suggestion without rules: the representative
LARGEST_DOC_ID = "largest doc_id"
# The two rules every window offers, whatever presets are saved; the first is in force until
# a decisions file names another.
BUILT_IN_RULES = (KeeperPreset(SMALLEST_DOC_ID, ()), KeeperPreset(LARGEST_DOC_ID, (LargestDocId(),)))


def suggest_keeper(members: Sequence[Record], rules: Sequence[KeeperRule] = ()) -> str:
    """The doc_id the rules suggest keeping among ``members`` (a group's records in doc_id order)."""
    left = list(members)
    for rule in rules:
        narrowed = rule.narrow(left)
        if narrowed:
            left = narrowed
    return left[0].doc_id


def presets_path() -> Path:
    return config_dir() / "keeper-presets.json"


def load_presets(path: str | os.PathLike | None = None) -> list[KeeperPreset]:
    """The saved presets (none when the file does not exist yet)."""
    path = Path(path) if path is not None else presets_path()
    try:
        with open_regular(path, most=_MOST_PRESETS) as stream:
            data = read_at_most(stream, _MOST_PRESETS, name=str(path))
        return msgspec.json.decode(data, type=list[KeeperPreset])
    except FileNotFoundError:
        return []
    except OSError as error:
        raise KeeperRuleError(f"{path}: cannot read the keeper presets: {error.strerror or error}") from None
    except msgspec.DecodeError as error:  # a ValidationError is one too
        raise KeeperRuleError(f"{path}: cannot read the keeper presets: {decode_sentence(error)}") from None


def save_presets(presets: Sequence[KeeperPreset], path: str | os.PathLike | None = None) -> None:
    """Save ``presets`` atomically (a crash leaves the old file or the new one)."""
    path = Path(path) if path is not None else presets_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        write_atomically(path, msgspec.json.format(msgspec.json.encode(list(presets)), indent=2) + b"\n")
    except OutputError as error:
        raise KeeperRuleError(str(error)) from None
