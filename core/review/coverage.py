"""What a decision covers: one rule, read by the export, the tree's marks, the walk and the counts.

:func:`resolve` gives every record of a corpus its *verdict*: the ``action`` a pipeline takes,
the ``keeper`` (the doc_id kept in its place), the deciding subject (``group`` or ``cluster``)
and its line, and for a conflict the ``reason``. The actions:

- ``keep``: keep the record; ``keeper`` is itself.
- ``drop``: drop it; ``keeper`` names the record kept in its place, whose own action is always
  ``keep`` (a chain that would end anywhere else is a ``conflict``, with its reason).
- ``unreviewed``: it has a duplicate or a near-identical copy and nobody decided about it yet.
  Never ``keep``: "not reviewed" is not "no duplicate".
- ``undecided``: an editor looked and said ``unsure``.
- ``stale``: nothing live decides it, and a decision about it went stale (its group or cluster
  changed since); the old decision is given.
- ``conflict``: two editors disagree (a merge's ``conflict`` line), or the decision cannot
  be carried out (its keeper is not one of its records, or is not kept); ``reason`` says which.

A record alone, with no exact duplicate and in no near-identical cluster, is ``keep`` with no
subject: there was nothing to decide.

Each text is decided once: a cluster is the subject, not the exact groups inside it. A cluster
decided ``keep`` or ``same-normalize-upstream`` keeps its keeper (any of its records) and drops
every other record in its favour; a decision made before about the group holding the keeper
still counts there (its ``keep`` names which of the byte-identical records stays, its
``keep-all`` or ``distinct`` keeps them all). A cluster decided ``distinct``, ``unsure``,
``conflict`` or not at all leaves each exact group inside to a decision made about it before
(it still counts); records no such decision covers are then ``keep`` (``distinct``: different
documents), ``undecided``, ``conflict`` or ``unreviewed``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .decision_lines import CONFLICT, ClusterSubject, DecisionLine
from .state import ReviewState
from .subjects import Subjects

__all__ = ["ACTIONS", "Coverage", "Verdict", "resolve", "stale_doc_ids"]

KEEP, DROP, UNREVIEWED, UNDECIDED, STALE = "keep", "drop", "unreviewed", "undecided", "stale"
ACTIONS = (KEEP, DROP, UNREVIEWED, UNDECIDED, STALE, CONFLICT)
_KEEPS_ALL = ("keep-all", "distinct")  # a group decision keeping every member
_KEEPS_ONE = ("keep", "same-normalize-upstream")  # a cluster decision keeping one record


@dataclass(frozen=True, slots=True)
class Verdict:
    """What one record's decisions come to (see the module's text for each action)."""

    action: str
    keeper: str = ""
    subject: str = ""  # "group" or "cluster": whose decision says so ("" for nobody's)
    line: DecisionLine | None = None
    reason: str = ""
    key: bytes | None = None  # the deciding subject's key (for its note)


_ALONE = Verdict(KEEP)
_UNREVIEWED = Verdict(UNREVIEWED)


def _kind(line: DecisionLine) -> str:
    return "cluster" if isinstance(line.subject, ClusterSubject) else "group"


def _doc_ids(subject) -> list[str]:
    if isinstance(subject, ClusterSubject):
        return [doc_id for group in subject.groups for doc_id in group.members]
    return list(getattr(subject, "members", ()))


def stale_doc_ids(stale: Iterable[DecisionLine]) -> dict[str, DecisionLine]:
    """doc_id -> the newest stale decision naming it (made once per change, in a worker)."""
    newest_last = sorted(stale, key=lambda line: line.at)
    return {doc_id: line for line in newest_last for doc_id in _doc_ids(line.subject)}


def _conflict_reason(line: DecisionLine) -> str:
    sides = line.conflict or ()
    said = "; ".join(f"{side.reviewer} said {side.decision}" + (f" {side.keeper}" if side.keeper else "")
                     for side in sides)
    return f"reviewers disagree: {said}" if said else "reviewers disagree"


class Coverage:
    """Every record's :class:`Verdict`, worked out one exact group or cluster at a time, on demand.

    ``stale``: :func:`stale_doc_ids` of the state's stale decisions, when made already (a window
    makes it in a worker, once per change); else made here.
    """

    def __init__(self, subjects: Subjects, state: ReviewState,
                 stale: dict[str, DecisionLine] | None = None) -> None:
        self.subjects, self.state = subjects, state
        self.stale_of = stale if stale is not None else stale_doc_ids(state.stale(subjects))

    def group(self, group: int) -> list[Verdict]:
        """The verdicts of ``group``'s members, in member order."""
        cluster = self.subjects.cluster_of_group.get(group) if self.subjects.clusters_known else None
        if cluster is None:
            return self._group_unit(group)
        return self.cluster(cluster)[group]

    def cluster(self, cluster: int) -> dict[int, list[Verdict]]:
        """The verdicts of every record of ``cluster``, by group, each in member order."""
        subjects, state = self.subjects, self.state
        groups = subjects.clusters[cluster].groups
        key = subjects.cluster_key[cluster]
        line = state.get(key)
        if line is not None and line.decision in _KEEPS_ONE:
            verdicts = self._kept_cluster(groups, line, key)
        else:
            verdicts = {group: self._inside(group, line, key) for group in groups}
        return _checked(verdicts, self._doc_ids)

    def _doc_ids(self, group: int) -> list[str]:
        records = self.subjects.records
        return [records[member].doc_id for member in self.subjects.groups[group].members]

    def _group_unit(self, group: int) -> list[Verdict]:
        """A group outside every cluster (or while the clusters are not known)."""
        key = self.subjects.group_key[group]
        doc_ids = self._doc_ids(group)
        if key is None:
            stale = self.stale_of.get(doc_ids[0])
            return [_ALONE if stale is None else Verdict(STALE, "", _kind(stale), stale)]
        return _checked({group: self._own(doc_ids, self.state.get(key), key, _UNREVIEWED)},
                        self._doc_ids)[group]

    def _own(self, doc_ids: list[str], line: DecisionLine | None, key: bytes | None,
             otherwise: Verdict) -> list[Verdict]:
        """Members as their group's own ``line`` decides; ``otherwise`` where it does not (or a stale one)."""
        if line is None:
            return [self._unless_stale(doc_id, otherwise) for doc_id in doc_ids]
        if line.decision == CONFLICT:
            verdict = Verdict(CONFLICT, "", "group", line, _conflict_reason(line), key)
            return [verdict] * len(doc_ids)
        if line.decision in _KEEPS_ALL:
            return [Verdict(KEEP, doc_id, "group", line, "", key) for doc_id in doc_ids]
        if line.decision == "keep":
            if line.keeper not in doc_ids:
                reason = f"its keeper {line.keeper} is not a member of this group"
                return [Verdict(CONFLICT, "", "group", line, reason, key)] * len(doc_ids)
            return [Verdict(KEEP, doc_id, "group", line, "", key) if doc_id == line.keeper
                    else Verdict(DROP, line.keeper, "group", line, "", key) for doc_id in doc_ids]
        return [Verdict(UNDECIDED, "", "group", line, "", key)] * len(doc_ids)  # unsure

    def _unless_stale(self, doc_id: str, verdict: Verdict) -> Verdict:
        if verdict.action != UNREVIEWED or (stale := self.stale_of.get(doc_id)) is None:
            return verdict
        return Verdict(STALE, "", _kind(stale), stale)

    def _inside(self, group: int, line: DecisionLine | None, key: bytes) -> list[Verdict]:
        """A group of a cluster keeping none of its records by name: its own decision, else the cluster's."""
        doc_ids = self._doc_ids(group)
        if line is None:
            otherwise = _UNREVIEWED
        elif line.decision == CONFLICT:
            otherwise = Verdict(CONFLICT, "", "cluster", line, _conflict_reason(line), key)
        elif line.decision == "distinct":
            otherwise = None  # each record is its own document
        else:
            otherwise = Verdict(UNDECIDED, "", "cluster", line, "", key)
        own_key = self.subjects.group_key[group]
        own = self.state.get(own_key)
        if otherwise is None:
            if own is not None:
                return self._own(doc_ids, own, own_key, _UNREVIEWED)
            return [Verdict(KEEP, doc_id, "cluster", line, "", key) for doc_id in doc_ids]
        return self._own(doc_ids, own, own_key, otherwise)

    def _kept_cluster(self, groups: Sequence[int], line: DecisionLine,
                      key: bytes) -> dict[int, list[Verdict]]:
        """A cluster decided to keep one record: it stays (with all its group when that group
        keeps all), every other record is dropped in its favour."""
        keeper = line.keeper
        members = {group: self._doc_ids(group) for group in groups}
        kept_group = next((group for group, doc_ids in members.items() if keeper in doc_ids), None)
        if kept_group is None:
            reason = f"its keeper {keeper} is not one of the cluster's records"
            verdict = Verdict(CONFLICT, "", "cluster", line, reason, key)
            return {group: [verdict] * len(doc_ids) for group, doc_ids in members.items()}
        own_key = self.subjects.group_key[kept_group]
        own = self.state.get(own_key)
        if own is not None and own.decision == "keep" and own.keeper in members[kept_group]:
            keeper = own.keeper  # the kept group's own choice among its byte-identical records counts
        verdicts = {}
        for group, doc_ids in members.items():
            if group == kept_group and own is not None and own.decision in _KEEPS_ALL:
                verdicts[group] = self._own(doc_ids, own, own_key, _UNREVIEWED)
                continue
            if group == kept_group and keeper != line.keeper:
                verdicts[group] = self._own(doc_ids, own, own_key, _UNREVIEWED)
                continue
            verdicts[group] = [Verdict(KEEP, doc_id, "cluster", line, "", key) if doc_id == keeper
                               else Verdict(DROP, keeper, "cluster", line, "", key) for doc_id in doc_ids]
        return verdicts

    def records(self) -> Iterable[tuple[int, int, Verdict]]:
        """``(group, member position, verdict)`` of every record, in group order."""
        for group in range(len(self.subjects.groups)):
            for position, verdict in enumerate(self.group(group)):
                yield group, position, verdict

    def counts(self) -> dict[str, int]:
        """Records per action (every action named, zero or not)."""
        counts = dict.fromkeys(ACTIONS, 0)
        done: set[int] = set()
        cluster_of = self.subjects.cluster_of_group if self.subjects.clusters_known else {}
        for group in range(len(self.subjects.groups)):
            cluster = cluster_of.get(group)
            if cluster is None:
                units = [self._group_unit(group)]
            elif cluster in done:
                continue
            else:
                done.add(cluster)
                units = list(self.cluster(cluster).values())
            for verdicts in units:
                for verdict in verdicts:
                    counts[verdict.action] += 1
        return counts


def _checked(verdicts: dict[int, list[Verdict]], doc_ids_of) -> dict[int, list[Verdict]]:
    """Every ``drop`` names a keeper whose own action is ``keep``, else it is a ``conflict`` saying why."""
    action_of = {doc_id: verdict.action for group, listed in verdicts.items()
                 for doc_id, verdict in zip(doc_ids_of(group), listed, strict=True)}
    for listed in verdicts.values():
        for position, verdict in enumerate(listed):
            if verdict.action == DROP and action_of.get(verdict.keeper) != KEEP:
                found = action_of.get(verdict.keeper)
                why = (f"its keeper {verdict.keeper} is {found}" if found is not None
                       else f"its keeper {verdict.keeper} is not here")
                listed[position] = Verdict(CONFLICT, "", verdict.subject, verdict.line, why, verdict.key)
    return verdicts


def resolve(subjects: Subjects, state: ReviewState) -> Coverage:
    """The coverage of ``subjects`` by ``state``: ask it per group, per cluster, or for every record."""
    return Coverage(subjects, state)
