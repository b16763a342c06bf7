"""Moving around a review beyond the walk of undecided subjects, for
:class:`~.controller.ReviewController`: back through the decided subjects (Alt+Left), and between
a row's exact group and the cluster it lies in (G)."""

from __future__ import annotations

from .decision_lines import KEEPER_RULE, NOTE, WITHDRAW
from .walk import CLUSTER, GROUP, ReviewItem

__all__ = ["MovingAround"]


class MovingAround:
    """The controller's moves to decided subjects and between group and cluster (a mix-in)."""

    def back_to_decided(self) -> ReviewItem | None:
        """Go back to the subject decided last (pressed again: the one decided before it, and so on),
        decided or not since, wherever the walk of undecided subjects would not go."""
        review = self.desk.review
        if review is None:
            return None
        lines = review.lines
        start = self._back_from if self._back_from is not None else len(lines)
        for position in range(min(start, len(lines)) - 1, -1, -1):
            line = lines[position]
            if line.decision in (NOTE, KEEPER_RULE, WITHDRAW) or line.undo:
                continue
            item = self.item_of(line)
            if item is None or item == self.desk.current:
                continue
            self._back_from = position
            self.picked_first = False
            self.desk.set_current(item)
            self.view.show(item)
            return item
        self.view.say("no earlier decision to go back to", error=False)
        return None

    def switch_subject(self) -> ReviewItem | None:
        """Between the row's exact group and the cluster it lies in (G): a group inside a cluster is
        decided with it, unless the editor chooses which of its byte-identical records stays first."""
        item, review = self.desk.current, self.desk.review
        if item is None or review is None:
            self.view.say(self.nothing_reason or "no group or cluster is selected for review", error=False)
            return None
        subjects = review.subjects
        if item.kind == CLUSTER:
            groups = subjects.clusters[item.index].groups
            row = self._row if self._row in groups else groups[0]
            row = row if subjects.group_key[row] is not None else next(
                (group for group in groups if subjects.group_key[group] is not None), None)
            if row is None:
                self.view.say("every group of this cluster is a single record: the cluster is the subject",
                              error=False)
                return None
            switched = ReviewItem(GROUP, row, row)
        else:
            cluster = subjects.cluster_of_group.get(item.index) if subjects.clusters_known else None
            if cluster is None:
                self.view.say("this group lies in no near-identical cluster", error=False)
                return None
            switched = ReviewItem(CLUSTER, cluster, subjects.clusters[cluster].groups[0])
        self.picked_first = False
        self.desk.set_current(switched)
        self.view.show(switched)
        return switched
