"""The keeper rule of a :class:`~.desk.ReviewDesk`: which rule is in force, the line that says so,
and the suggestion it makes for a group or a cluster, with its reason."""

from __future__ import annotations

from .decision_lines import KEEPER_RULE, DecisionLine, ReviewSubject
from .keepers import BUILT_IN_RULES, KeeperPreset, suggest_with_reason

__all__ = ["DeskRules"]


class DeskRules:
    """The desk's keeper rule (a mix-in: ``self`` is the desk)."""

    def choose_rule(self, preset: KeeperPreset) -> None:
        """Suggest keepers by ``preset`` from now on; the decisions file is to say so (:meth:`rule_lines`)."""
        self._use_rule(preset)
        line = self.review.state.rule_for(self.reviewer) if self.review is not None else None
        in_file = line.rule if line is not None else BUILT_IN_RULES[0]
        self.rule_unsaved = None if preset == in_file else preset
        self.rule_by = line.reviewer if line is not None and preset == in_file and \
            line.reviewer != self.reviewer else None

    def adopt_rule(self) -> None:
        """The rule the decisions file names is the one in force (a window reopening the file, or
        following another editor's), unless this editor chose one the file does not say yet."""
        if self.rule_unsaved is not None or self.review is None:
            return
        # Each editor's own rule, through a merge too; another editor's only when this one chose none.
        line = self.review.state.rule_for(self.reviewer)
        self._use_rule(line.rule if line is not None else BUILT_IN_RULES[0])
        self.rule_by = line.reviewer if line is not None and line.reviewer != self.reviewer else None

    def _use_rule(self, preset: KeeperPreset) -> None:
        self.keeper_rules, self.keeper_rule_name = tuple(preset.rules), preset.name

    def rule_lines(self) -> list[DecisionLine]:
        """The line naming the rule the editor chose, when the file does not say it yet (else none)."""
        if self.rule_unsaved is None or self.review is None:
            return []
        return self.review.lines_for([(ReviewSubject(), KEEPER_RULE)], rule=self.rule_unsaved)

    def suggested_keeper(self, group: int) -> str:
        return self.group_suggestion(group)[0]

    def group_suggestion(self, group: int) -> tuple[str, str]:
        """The member the keeper rules suggest keeping, and why (see :func:`suggest_with_reason`)."""
        subjects = self.review.subjects
        members = [subjects.records[m] for m in subjects.groups[group].members]
        return suggest_with_reason(members, self.keeper_rules)

    def suggested_cluster_keeper(self, cluster: int) -> str:
        return self.cluster_suggestion(cluster)[0]

    def cluster_suggestion(self, cluster: int) -> tuple[str, str]:
        """The record the keeper rules prefer among all the cluster's records (every record of each
        exact group inside: deciding the cluster decides them; its smallest doc_id without rules),
        and why."""
        subjects = self.review.subjects
        records = sorted((subjects.records[member] for group in subjects.clusters[cluster].groups
                          for member in subjects.groups[group].members), key=lambda record: record.doc_id)
        return suggest_with_reason(records, self.keeper_rules)
