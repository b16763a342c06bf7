"""Keeper rules: which member of a group to suggest keeping. They suggest, never decide.

A preset is an ordered list of rules, as in dupeGuru's "Re-prioritize": each rule
narrows the members the previous ones left, and a rule that would leave none is
passed over. What remains first (doc_id order) is the suggestion; with no rules
that is the group's representative, the smallest doc_id.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import msgspec
import regex

from ..input.decode_sentences import decode_sentence
from ..input.input_source import open_regular, read_at_most
from ..output.atomic import OutputError, write_atomically
from ..records import Record
from .orthography import careful_key, deciding_criterion
from .settings import config_dir

__all__ = [
    "BUILT_IN_RULES",
    "CAREFUL_ORTHOGRAPHY",
    "LARGEST_DOC_ID",
    "LONGEST_TEXT",
    "SMALLEST_DOC_ID",
    "CarefulOrthography",
    "KeeperPreset",
    "KeeperRuleError",
    "LargestDocId",
    "LongestText",
    "SmallestDocId",
    "SourceRefMatches",
    "check_rules",
    "load_presets",
    "presets_path",
    "save_presets",
    "suggest_keeper",
    "suggest_with_reason",
]


_MOST_PRESETS = 16 << 20  # thousands of presets; a larger file is no presets file


class KeeperRuleError(ValueError):
    """A rule or presets file that cannot be used; the message says which and why."""


# A pattern comes from a decisions file another editor wrote: it is searched with a time bound
# (the ``regex`` module's timeout), so a pattern that backtracks without end (``^(a|aa)+$``) is
# said and passed over, never a frozen window.
MATCH_SECONDS = 0.01
LONGEST_PATTERN = 1000


class SourceRefMatches(msgspec.Struct, frozen=True, tag="source-ref-matches", tag_field="rule"):
    """Prefer members whose ``source_ref`` matches ``pattern`` (a Python regular expression, searched)."""

    pattern: str

    def compiled(self):
        """The pattern compiled, or :class:`KeeperRuleError` saying what is wrong and where in it."""
        if len(self.pattern) > LONGEST_PATTERN:
            raise KeeperRuleError(f"source_ref pattern of {len(self.pattern):,} characters is longer than "
                                  f"{LONGEST_PATTERN:,}; choose a shorter one")
        try:
            return regex.compile(self.pattern, regex.VERSION0)
        except (regex.error, ValueError, OverflowError, RecursionError) as error:
            where = f" at position {error.pos}" if getattr(error, "pos", None) is not None else ""
            message = getattr(error, "msg", None) or str(error)
            raise KeeperRuleError(f"source_ref pattern {self.pattern!r} is not a valid regular expression: "
                                  f"{message}{where}") from None

    def narrow(self, members: list[Record]) -> list[Record]:
        compiled = self.compiled()
        try:
            return [record for record in members if compiled.search(record.source_ref, timeout=MATCH_SECONDS)]
        except TimeoutError:
            raise KeeperRuleError(f"source_ref pattern {self.pattern!r} takes too long to search (over "
                                  f"{MATCH_SECONDS * 1000:.0f} ms on one source_ref); choose another keeper "
                                  "rule") from None


class SmallestDocId(msgspec.Struct, frozen=True, tag="smallest-doc-id", tag_field="rule"):
    """Prefer the member with the smallest doc_id."""

    def narrow(self, members: list[Record]) -> list[Record]:
        return [min(members, key=lambda record: record.doc_id)]


class LargestDocId(msgspec.Struct, frozen=True, tag="largest-doc-id", tag_field="rule"):
    """Prefer the member with the largest doc_id."""

    def narrow(self, members: list[Record]) -> list[Record]:
        return [max(members, key=lambda record: record.doc_id)]


class CarefulOrthography(msgspec.Struct, frozen=True, tag="careful-orthography", tag_field="rule"):
    """Prefer the members that write the text most carefully: ZWNJ kept, hamza written, Persian
    ی and ک, harakat kept, no stray spaces, ranked in that order (:mod:`.orthography`)."""

    def narrow(self, members: list[Record]) -> list[Record]:
        if len({(record.title, record.body) for record in members}) < 2:
            return members  # one text (an exact group): nothing to tell apart
        keys = [careful_key(record) for record in members]
        best = max(keys)
        return [record for record, key in zip(members, keys, strict=True) if key == best]

    def reason(self, kept: list[Record], others: list[Record]) -> str:
        return deciding_criterion([careful_key(record) for record in kept],
                                  [careful_key(record) for record in others]) or "most careful orthography"


class LongestText(msgspec.Struct, frozen=True, tag="longest-text", tag_field="rule"):
    """Prefer the members with the longest title and body (code points)."""

    def narrow(self, members: list[Record]) -> list[Record]:
        lengths = [len(record.title) + len(record.body) for record in members]
        longest = max(lengths)
        return [record for record, length in zip(members, lengths, strict=True) if length == longest]

    def reason(self, _kept: list[Record], _others: list[Record]) -> str:
        return "the longest text"


KeeperRule = SourceRefMatches | SmallestDocId | LargestDocId | CarefulOrthography | LongestText


class KeeperPreset(msgspec.Struct, frozen=True):
    """A named, ordered list of keeper rules."""

    name: str
    rules: tuple[KeeperRule, ...] = ()


SMALLEST_DOC_ID = "smallest doc_id"  # the suggestion without rules: the representative
LARGEST_DOC_ID = "largest doc_id"
CAREFUL_ORTHOGRAPHY = "most careful orthography"
TIE = "a tie: smallest doc_id"  # the reason when the rules in force saw no difference
LONGEST_TEXT = "longest text"
# The rules every window offers, whatever presets are saved; the first is in force until
# a decisions file names another.
BUILT_IN_RULES = (KeeperPreset(SMALLEST_DOC_ID, ()), KeeperPreset(LARGEST_DOC_ID, (LargestDocId(),)),
                  KeeperPreset(CAREFUL_ORTHOGRAPHY, (CarefulOrthography(),)),
                  KeeperPreset(LONGEST_TEXT, (LongestText(), CarefulOrthography())))


def check_rules(rules: Sequence[KeeperRule]) -> str | None:
    """Why ``rules`` cannot be used (a sentence), or None: every pattern compiles."""
    for rule in rules:
        if isinstance(rule, SourceRefMatches):
            try:
                rule.compiled()
            except KeeperRuleError as error:
                return str(error)
    return None


def suggest_keeper(members: Sequence[Record], rules: Sequence[KeeperRule] = ()) -> str:
    """The doc_id the rules suggest keeping among ``members`` (a group's records in doc_id order).

    Raises :class:`KeeperRuleError` when a rule's pattern is invalid or takes too long."""
    return suggest_with_reason(members, rules)[0]


def suggest_with_reason(members: Sequence[Record], rules: Sequence[KeeperRule] = ()) -> tuple[str, str]:
    """:func:`suggest_keeper` and why: what the first rule that told the members apart saw in the
    one suggested (``"smallest doc_id"`` when none did)."""
    left, reason = list(members), None
    for rule in rules:
        narrowed = rule.narrow(left)
        if narrowed:
            if reason is None and len(narrowed) < len(left):
                reason = _reason(rule, narrowed, [record for record in left if record not in narrowed])
            left = narrowed
    if reason is None:  # no rule told them apart: the order did
        reason = "the only one" if len(members) < 2 else TIE if rules else SMALLEST_DOC_ID
    return left[0].doc_id, reason


def _reason(rule: KeeperRule, kept: list[Record], others: list[Record]) -> str:
    if isinstance(rule, SourceRefMatches):
        return f"source_ref matches {rule.pattern!r}"
    if isinstance(rule, SmallestDocId):
        return SMALLEST_DOC_ID
    if isinstance(rule, LargestDocId):
        return LARGEST_DOC_ID
    return rule.reason(kept, others)


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
