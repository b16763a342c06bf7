"""The playground's records and, after every keystroke, what the contract makes of them.

:class:`Playground` holds two or more drafts (language, title, body). An edit
recomputes that draft's canonical bytes, length and SHA-256 (well under a millisecond
for 10,000 characters; the fields it leaves as they were are not escaped again, and the
SHA-256 of a record over :data:`.sizes.DIGESTED_AT_ONCE` bytes is a job's) and the quick
verdict of each pair (:func:`.verdict.quick_verdict`);
a pair whose difference is too wide for a keystroke is ``pending`` until a job settles
it (:meth:`Playground.pending`, :meth:`Playground.settle`). The window only shows it.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, replace
from itertools import combinations

from ..contract import escaped_field, sha256_hex
from ..contract_spans import CanonicalLayout, layout_of, layout_of_escaped
from ..display.canonical import CanonicalJsonText
from ..errors import ContractError
from ..input.limits import CORPUS_LIMITS
from ..input.validation import record_problems
from ..output.atomic import OutputError
from ..records import CONTENT_FIELDS, FIELDS, Record
from .records_file import write_records
from .sizes import CANONICAL_SHOWN, DIGESTED_AT_ONCE
from .verdict import Verdict, quick_verdict

__all__ = ["MIN_DRAFTS", "SOURCE_REF", "Draft", "DraftAnalysis", "Playground"]

MIN_DRAFTS = 2
SOURCE_REF = "playground"
_PAIR_KEY = tuple[tuple[str, str, str], tuple[str, str, str]]


@dataclass(frozen=True, slots=True)
class Draft:
    """One record as the teacher edits it."""

    doc_id: str
    language: str
    title: str
    body: str
    source_ref: str = SOURCE_REF

    def record(self) -> Record:
        return Record(self.doc_id, self.source_ref, self.language, self.title, self.body)

    def content(self) -> tuple[str, str, str]:
        return self.language, self.title, self.body


@dataclass(frozen=True, slots=True, eq=False)  # compared by identity: one per edit
class DraftAnalysis:
    """What a draft's canonical bytes are; ``layout`` is None when a field has no UTF-8 (a lone surrogate)."""

    layout: CanonicalLayout | None
    digest: str  # "" while ``digest_later``
    problems: tuple[str, ...]  # why the draft is not a valid record yet (corpus limits)
    digest_later: bool = False  # a long record's SHA-256 is worked out by a job

    @property
    def length(self) -> int:
        return len(self.layout.content) if self.layout is not None else 0

    @property
    def canonical(self) -> CanonicalJsonText | None:
        """The canonical JSON as shown, made when asked: a keystroke whose JSON tab is
        hidden does not pay for it."""
        if self.layout is None:
            return None
        fields = self.layout.fields
        return CanonicalJsonText(fields["language"].value, fields["title"].value, fields["body"].value,
                                 limit=CANONICAL_SHOWN)


def analyse(draft: Draft, previous: DraftAnalysis | None = None) -> DraftAnalysis:
    """The draft's canonical bytes, digest and problems. A field whose text is the very one
    ``previous`` analysed keeps its escaped bytes (a long field read only is not encoded again
    at each key typed elsewhere); the SHA-256 of more than :data:`.sizes.DIGESTED_AT_ONCE`
    canonical bytes is left to a job (``digest_later``, then :meth:`Playground.digest_found`)."""
    problems = tuple(problem.message for problem in record_problems(
        {name: getattr(draft, name) for name in FIELDS}, CORPUS_LIMITS))
    values = draft.content()
    try:
        layout = layout_of_escaped(values, _escaped(values, previous))
    except UnicodeEncodeError:
        try:
            layout = layout_of(*values)
        except ContractError as error:
            return DraftAnalysis(None, "", (*problems, str(error.problem.message)))
    if len(layout.content) > DIGESTED_AT_ONCE:
        return DraftAnalysis(layout, "", problems, digest_later=True)
    return DraftAnalysis(layout, sha256_hex(layout.content), problems)


def _escaped(values: tuple[str, str, str], previous: DraftAnalysis | None) -> tuple:
    """Each field's escaped bytes: a view of ``previous``'s canonical bytes where the field is
    the same text object (no copy), else escaped anew (UnicodeEncodeError: a lone surrogate)."""
    before = previous.layout if previous is not None else None
    pieces = []
    for name, value in zip(CONTENT_FIELDS, values, strict=True):
        kept = before.fields[name] if before is not None else None
        if kept is not None and kept.value is value:
            pieces.append(memoryview(before.content)[kept.start:kept.end])
        else:
            pieces.append(escaped_field(value))
    return tuple(pieces)


class Playground:
    """Editable drafts and their analysis; Qt-free, one call per keystroke."""

    def __init__(self, drafts: list[Draft], inputs: Sequence[str] = ()) -> None:
        """``inputs``: the files the window has open, which Save never writes onto."""
        if len(drafts) < MIN_DRAFTS:
            raise ValueError(f"a playground holds at least {MIN_DRAFTS} records, not {len(drafts)}")
        self.drafts = list(drafts)
        self.inputs = tuple(inputs)
        self.analyses = [analyse(draft) for draft in self.drafts]
        self._settled: dict[_PAIR_KEY, Verdict] = {}  # verdicts worked out by a job, by content
        self._last: dict[tuple[int, int], tuple[_PAIR_KEY, Verdict]] = {}  # each pair's last verdict

    @classmethod
    def of_records(cls, records: list[Record], inputs: Sequence[str] = ()) -> Playground:
        """A playground on these records (one record is paired with a copy of itself to edit);
        ``inputs``: the files they were read from, which Save never writes onto."""
        drafts = [Draft(r.doc_id, r.language, r.title, r.body, r.source_ref) for r in records]
        if len(drafts) == 1:
            drafts.append(replace(drafts[0], doc_id=_free_id(drafts[0].doc_id, drafts)))
        return cls(drafts, inputs)

    # -- editing ------------------------------------------------------------------

    def edit(self, index: int, **fields: str) -> DraftAnalysis:
        """Change ``language``, ``title`` and/or ``body`` of draft ``index``; its new analysis."""
        unknown = set(fields) - {"language", "title", "body"}
        if unknown:
            raise ValueError(f"a draft's editable fields are language, title and body, not {sorted(unknown)}")
        self.drafts[index] = replace(self.drafts[index], **fields)
        self.analyses[index] = analyse(self.drafts[index], self.analyses[index])
        return self.analyses[index]

    def digests_later(self) -> list[DraftAnalysis]:
        """The analyses whose SHA-256 a job is to work out (:meth:`digest_found`)."""
        return [analysis for analysis in self.analyses if analysis.digest_later]

    def digest_found(self, analysis: DraftAnalysis, digest: str) -> int | None:
        """Keep ``digest`` for ``analysis``; the draft's index, or None when it was edited meanwhile."""
        for index, current in enumerate(self.analyses):
            if current is analysis:
                self.analyses[index] = replace(analysis, digest=digest, digest_later=False)
                return index
        return None

    def add(self, draft: Draft | None = None) -> int:
        """Add ``draft`` (default: a copy of the last one under a new doc_id); its index."""
        copied = self.analyses[-1] if draft is None else None  # the same texts: their bytes kept
        draft = draft or replace(self.drafts[-1], doc_id=_free_id(self.drafts[-1].doc_id, self.drafts),
                                 source_ref=SOURCE_REF)
        self.drafts.append(draft)
        self.analyses.append(analyse(draft, copied))
        return len(self.drafts) - 1

    def remove(self, index: int) -> None:
        if len(self.drafts) <= MIN_DRAFTS:
            raise ValueError(f"a playground keeps at least {MIN_DRAFTS} records")
        del self.drafts[index], self.analyses[index]
        self._last.clear()  # the pairs are numbered anew

    # -- verdicts -----------------------------------------------------------------

    def pairs(self) -> list[tuple[int, int]]:
        return list(combinations(range(len(self.drafts)), 2))

    def verdict(self, first: int, second: int) -> Verdict:
        """The verdict on drafts ``first`` and ``second`` now (``pending``: a job must settle it)."""
        a, b = self.drafts[first], self.drafts[second]
        if self.analyses[first].layout is None or self.analyses[second].layout is None:
            return Verdict("different", ("unicode",))
        key = (a.content(), b.content())
        last = self._last.get((first, second))
        if last is not None and last[0] == key:  # the other pairs of a keystroke: unchanged
            return last[1]
        known = self._settled.get(key)
        same = self.analyses[first].layout.content == self.analyses[second].layout.content
        found = known if known is not None else quick_verdict(a.record(), b.record(), same_bytes=same)
        self._last[(first, second)] = (key, found)
        return found

    def forget_verdicts(self) -> None:
        """Decide every pair's verdict again on the next ask (the classes have become ready)."""
        self._last.clear()

    def pending(self) -> list[tuple[Record, Record]]:
        """The pairs a job must settle (:func:`.verdict.verdict` of each, then :meth:`settle`)."""
        return [(self.drafts[i].record(), self.drafts[j].record())
                for i, j in self.pairs() if self.verdict(i, j).kind == "pending"]

    def settle(self, a: Record, b: Record, verdict: Verdict) -> None:
        """Keep a job's verdict on these contents (it still holds if they are typed again)."""
        if len(self._settled) > 64:
            self._settled.clear()
        self._settled[((a.language, a.title, a.body), (b.language, b.title, b.body))] = verdict
        self._last.clear()  # a pending pair's verdict is the settled one now

    def group_of(self, index: int) -> list[str]:
        """The doc_ids of the drafts whose canonical bytes equal draft ``index``'s (itself included)."""
        layout = self.analyses[index].layout
        return [draft.doc_id for draft, analysis in zip(self.drafts, self.analyses, strict=True)
                if layout is not None and analysis.layout is not None
                and analysis.layout.content == layout.content]

    # -- saving -------------------------------------------------------------------

    def save(self, path: str | os.PathLike) -> None:
        """Write the drafts as a records file (a JSON array) to ``path``, atomically.

        Raises :class:`~core.output.atomic.OutputError` naming the record and its problem when a
        draft is not a valid record yet, or saying why ``path`` is refused (one of :attr:`inputs`
        or a link to it, an existing file that is not a records file: :mod:`.records_file`).
        """
        for number, analysis in enumerate(self.analyses, start=1):
            if analysis.problems:
                raise OutputError(f"record {number} ({self.drafts[number - 1].doc_id}) is not valid yet: "
                                  f"{analysis.problems[0]}")
        write_records(path, self.drafts, inputs=self.inputs)


def _free_id(base: str, drafts: list[Draft]) -> str:
    """``base`` with the first suffix no draft uses: ``A`` -> ``A-2``."""
    taken = {draft.doc_id for draft in drafts}
    stem = base.rsplit("-", 1)[0] if base.rsplit("-", 1)[-1].isdigit() else base
    number = 2
    while f"{stem}-{number}" in taken:
        number += 1
    return f"{stem}-{number}"
