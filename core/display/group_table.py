"""What the group tree shows, as plain Python: column texts, sort keys and the filter.

The Qt model in ``docdedup_gui.tree.group_tree_model`` only maps these rows to roles.
A table of a million groups stays cheap: texts are made per visible row on demand,
sort keys per column on first use, and :meth:`GroupTable.arrange` (filter, then
sort) takes a progress callback so the GUI can run it in a worker and cancel it.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..census.kinds import badges_text
from ..census.query import character_of
from ..grouping import Group
from ..perf import sorted_gently
from ..progress import Progress, report
from ..records import Record

__all__ = [
    "COLUMN",
    "GROUP_COLUMNS",
    "Arrangement",
    "GroupTable",
    "NearIdentical",
    "TableQuery",
    "short_digest",
]

# Column ids in display order. Group rows fill all of them, member rows doc_id, title and source_ref.
GROUP_COLUMNS = ("representative", "title", "source_ref", "members", "near", "chars", "bytes", "digest")
COLUMN = {name: number for number, name in enumerate(GROUP_COLUMNS)}
SHORT_DIGEST = 12
EXCERPT_CHARS = 200  # a tooltip's worth of a body: enough to recognise it, never a wall of text
MIN_DIGEST_PREFIX = 4
_PROGRESS_EVERY = 8192
_HEX = re.compile("[0-9a-f]+")


def short_digest(digest: str) -> str:
    """The first hex digits of a digest, enough to tell groups apart at a glance."""
    return digest[:SHORT_DIGEST] + "…"


@dataclass(frozen=True)
class TableQuery:
    """Which groups to show and in what order.

    ``text`` matches a group when a member's doc_id or source_ref contains it
    (ignoring case), the group's digest starts with it (4 or more hex digits), or a member's title
    or body contains it exactly (code point for code point, as the contract reads text), or
    holds the character it names (``U+202E``, ``\\u202e``, ``RIGHT-TO-LEFT OVERRIDE``).
    ``doc_ids``: only groups with a member among them (the records holding a character
    chosen in the Characters pane). ``review_state`` narrows to the groups in one state of
    the review (a name of :data:`core.review.STATE_FILTERS`: ``undecided``, ``stale``, a
    decision...); the session that owns the query knows the review and asks for it. Plain
    values only, so two queries are equal when they ask for the same rows.
    """

    text: str = ""
    duplicates_only: bool = False
    sort_column: int = 0
    descending: bool = False
    review_state: str | None = None
    doc_ids: frozenset[str] | None = None


class Arrangement:
    """The groups shown, in the order shown, and where each group stands among them.

    ``rows[position]`` is a group index; :meth:`position_of` answers the other way
    round in constant time, so a view can find the row of a group without searching
    or showing the rows before it.
    """

    def __init__(self, rows: list[int], group_count: int) -> None:
        self.rows = rows
        self._positions = array("l", [-1]) * group_count
        positions = self._positions
        for position, group in enumerate(rows):
            positions[group] = position

    def __len__(self) -> int:
        return len(self.rows)

    def position_of(self, group: int) -> int | None:
        """Where ``group`` is shown (0 is the first row), or None when it is filtered out."""
        position = self._positions[group] if 0 <= group < len(self._positions) else -1
        return None if position < 0 else position


class NearIdentical:
    """Per group, its near-identical cluster: the groups that differ from it, or from one
    another in a chain, only by invisible or layout classes.

    Built from the clusters of ``core.find_neighbours`` (connected components): each pair
    ``(a, b, classes)`` links two groups; the badge of a group counts the other groups of
    its cluster, and :meth:`others` lists them, with the classes of those it was compared to.
    """

    def __init__(self, clusters: Iterable = ()) -> None:
        self._neighbours: dict[int, list[tuple[int, tuple[str, ...]]]] = {}
        self._cluster: dict[int, Any] = {}
        self.cluster_count = 0
        for cluster in clusters:
            self.cluster_count += 1
            for group in cluster.groups:
                self._cluster[group] = cluster
            for pair in cluster.pairs:
                self._neighbours.setdefault(pair.a, []).append((pair.b, tuple(pair.classes)))
                self._neighbours.setdefault(pair.b, []).append((pair.a, tuple(pair.classes)))

    def of(self, group: int) -> list[tuple[int, tuple[str, ...]]]:
        """``(other group, classes it differs by)`` for each group it was found near-identical to."""
        return self._neighbours.get(group, [])

    def cluster(self, group: int):
        """The cluster holding ``group`` (a ``NeighbourCluster``), or None."""
        return self._cluster.get(group)

    def others(self, group: int) -> list[tuple[int, tuple[str, ...] | None]]:
        """Every other group of its cluster, in cluster order, with the classes it differs by
        from ``group`` when the two were compared (else None: ``explain`` tells)."""
        cluster = self._cluster.get(group)
        if cluster is None:
            return []
        known = dict(self.of(group))
        return [(other, known.get(other)) for other in cluster.groups if other != group]

    def count(self, group: int) -> int:
        """How many other groups share its cluster."""
        cluster = self._cluster.get(group)
        return len(cluster.groups) - 1 if cluster is not None else 0

    def badge(self, group: int) -> str:
        """``≈ N`` when the group has near-identical neighbours, else ``""``."""
        count = self.count(group)
        return f"≈ {count}" if count else ""

    def classes(self, group: int) -> tuple[str, ...]:
        """Every difference class inside its cluster, first seen first."""
        cluster = self._cluster.get(group)
        seen: dict[str, None] = {}
        for pair in cluster.pairs if cluster is not None else ():
            seen.update(dict.fromkeys(pair.classes))
        return tuple(seen)


class GroupTable:
    """Display state of the group tree over ``groups`` of ``records``."""

    def __init__(self, records: Sequence[Record], groups: Sequence[Group]) -> None:
        self.records = records
        self.groups = groups
        self.near = NearIdentical()
        self.characters: dict[int, tuple[str, ...]] = {}  # group -> kinds of characters it holds (census)
        self._sort_keys: dict[int, list] = {}

    @cached_property
    def duplicate_count(self) -> int:
        """Groups with more than one member (counted once: a million groups take a while)."""
        return sum(1 for group in self.groups if len(group.members) > 1)

    def set_near_identical(self, near: NearIdentical) -> None:
        """Use the neighbour analysis once it is done (the badge column then fills)."""
        self.near = near
        self._sort_keys.pop(COLUMN["near"], None)

    def set_characters(self, kinds: dict[int, tuple[str, ...]]) -> None:
        """Use the census once it is done: per group, the kinds of characters its records hold."""
        self.characters = kinds
        self._sort_keys.pop(COLUMN["chars"], None)

    def characters_text(self, group_index: int) -> str:
        """The Characters column: a badge per kind the group's records hold, most telling first
        (``BiDi Inv``; the tooltip names them)."""
        return badges_text(self.characters.get(group_index, ()))

    # Texts -------------------------------------------------------------------

    def group_texts(self, group_index: int) -> tuple[str, ...]:
        """The texts of a group row, one per column of :data:`GROUP_COLUMNS`."""
        group = self.groups[group_index]
        first = self.records[group.members[0]]
        return (
            group.representative,
            first.title,
            first.source_ref,
            str(len(group.members)),
            self.near.badge(group_index),
            self.characters_text(group_index),
            f"{group.canonical_utf8_length:,}",
            short_digest(group.candidate_digest),
        )

    def member_texts(self, group_index: int, position: int) -> tuple[str, ...]:
        """The texts of a member row: doc_id, title, source_ref and the Characters badges (a
        member holds its group's content, so the census' characters too), the rest empty."""
        record = self.records[self.groups[group_index].members[position]]
        badges = self.characters_text(group_index)
        return (record.doc_id, record.title, record.source_ref, "", "", badges, "", "")

    def excerpt(self, group_index: int) -> str:
        """The start of the representative's body, for a tooltip (ends in "…" when cut)."""
        body = self.records[self.groups[group_index].members[0]].body
        return body if len(body) <= EXCERPT_CHARS else body[:EXCERPT_CHARS].rstrip() + "…"

    def first_record(self, group_index: int) -> Record:
        """The representative's record (the first member)."""
        return self.records[self.groups[group_index].members[0]]

    def member_count(self, group_index: int) -> int:
        return len(self.groups[group_index].members)

    def record_index(self, group_index: int, position: int) -> int:
        return self.groups[group_index].members[position]

    # Arranging ---------------------------------------------------------------

    def arrange(self, query: TableQuery, *, in_state: Callable[[int], bool] | None = None,
                progress: Progress | None = None) -> Arrangement:
        """The groups to show, filtered and sorted as ``query`` asks.

        ``in_state(group)``: whether a group is in ``query.review_state`` (None: the review
        is not open, every group is). Ties keep representative order, so the result never
        depends on how a sort algorithm breaks them. Raises :class:`~core.progress.Cancelled`
        if asked.
        """
        return Arrangement(self._arranged_rows(query, in_state, progress), len(self.groups))

    def _arranged_rows(self, query: TableQuery, in_state, progress: Progress | None) -> list[int]:
        rows = self._filtered(query, in_state, progress)
        if query.sort_column != 0:
            keys = self._keys(query.sort_column)
            # Stable with reverse=True too: ties keep representative order. In slices, so
            # a million rows never hold the interpreter (and a GUI) for half a second.
            rows = sorted_gently(rows, keys.__getitem__, reverse=query.descending)
        elif query.descending:
            rows.reverse()  # groups already come in representative order
        return rows

    def _keys(self, column: int) -> list:
        if column not in self._sort_keys:
            self._sort_keys[column] = self._make_keys(GROUP_COLUMNS[column])
        return self._sort_keys[column]

    def _make_keys(self, name: str) -> list:
        groups, records = self.groups, self.records
        if name == "title":
            return [records[group.members[0]].title for group in groups]
        if name == "source_ref":
            return [records[group.members[0]].source_ref for group in groups]
        if name == "members":
            return [len(group.members) for group in groups]
        if name == "bytes":
            return [group.canonical_utf8_length for group in groups]
        if name == "digest":
            return [group.candidate_digest for group in groups]
        if name == "chars":
            characters = self.characters
            return [len(characters.get(index, ())) for index in range(len(groups))]
        return [self.near.count(index) for index in range(len(groups))]

    def _filtered(self, query: TableQuery, in_state, progress: Progress | None) -> list[int]:
        groups = self.groups
        rows = range(len(groups))
        if query.duplicates_only:
            rows = [index for index in rows if len(groups[index].members) > 1]
        if query.review_state is not None and in_state is not None:
            rows = [index for index in rows if in_state(index)]
        if query.doc_ids is not None:
            records, wanted = self.records, query.doc_ids
            rows = [index for index in rows
                    if any(records[member].doc_id in wanted for member in groups[index].members)]
        if not query.text:
            return list(rows)
        matches = _Matcher(query.text, self.records)
        total = len(rows)
        kept = []
        for position, index in enumerate(rows):
            if matches(groups[index]):
                kept.append(index)
            if position % _PROGRESS_EVERY == 0:
                report(progress, position, total)
        report(progress, total, total)
        return kept


class _Matcher:
    """Does a group match the filter text? (see :class:`TableQuery`)."""

    def __init__(self, text: str, records: Sequence[Record]) -> None:
        self.text = text
        self.folded = text.lower()
        self.records = records
        # One or two hex digits would match a sixteenth of all groups by accident.
        self.digest_prefix = len(text) >= MIN_DIGEST_PREFIX and _HEX.fullmatch(self.folded) is not None
        self.character = character_of(text)  # "U+202E" also finds the override itself

    def __call__(self, group: Group) -> bool:
        if self.digest_prefix and group.candidate_digest.startswith(self.folded):
            return True
        folded, text = self.folded, self.text
        for index in group.members:
            record = self.records[index]
            if folded in record.doc_id.lower() or folded in record.source_ref.lower():
                return True
            if text in record.title or text in record.body:
                return True
            character = self.character
            if character is not None and (character in record.title or character in record.body):
                return True
        return False

