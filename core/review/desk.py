"""The review side of an inspector session: which review is open and what is being decided.

:class:`ReviewDesk` is Qt-free, like the session that holds it. Long work (building
the subjects, reading the decisions, hashing the input) goes through the session's
``run(kind, work, finish)``, so the GUI does it in a worker and the tests inline.
A decision is made in three steps so a window can fsync outside its GUI thread:
:meth:`ReviewDesk.lines_for` (what to write), ``Review.write`` (anywhere), then
:meth:`ReviewDesk.commit` (the state moves on, the next undecided subject is chosen).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

from .clusters_arriving import ClustersArriving
from .decision_lines import KEEPER_RULE, NOTE, DecisionLine, InputFile
from .desk_rules import DeskRules
from .identity import input_file_of
from .journal import decisions_path_for
from .keepers import SMALLEST_DOC_ID, KeeperPreset, KeeperRule
from .open_review import Review, ReviewReadOnly
from .paths import input_paths
from .settings import remembered_reviewer
from .subjects import Subjects
from .walk import CLUSTER, GROUP, ReviewItem, ReviewWalk

__all__ = ["READING_AGAIN", "ReviewDesk", "ReviewListener", "cluster_classes"]

# Why a review is read-only for a moment after entering review mode (keys wait for it).
READING_AGAIN = "reading the decisions file again"

Run = Callable[[str, Callable, Callable], None]


class ReviewListener:
    """What a view hears from a desk. Every method does nothing unless overridden."""

    def review_opened(self) -> None:
        """A review is open (or reopened read-only, or for writing): redraw everything."""

    def review_identified(self) -> None:
        """The input file is identified: decisions can be written (nothing else changed)."""
        self.review_opened()

    def review_moved(self) -> None:
        """:attr:`ReviewDesk.current` changed."""

    def review_recorded(self, lines: Sequence[DecisionLine]) -> None:
        """``lines`` are on disk and in the state."""


def cluster_classes(clusters: Sequence, index: int) -> tuple[str, ...]:
    """Every difference class inside cluster ``index``, first seen first."""
    seen: dict[str, None] = {}
    for pair in clusters[index].pairs:
        seen.update(dict.fromkeys(pair.classes))
    return tuple(seen)


class ReviewDesk(DeskRules):
    """The open review of a session, its walk, the current subject and the keeper rules."""

    def __init__(self, run: Run, listener: ReviewListener | None = None) -> None:
        self.run = run
        self.listener = listener or ReviewListener()
        self.review: Review | None = None
        self.walk: ReviewWalk | None = None
        self.current: ReviewItem | None = None
        self.chosen_path: Path | None = None  # --decisions / File > Decisions file...; else beside the corpus
        self.reviewer = remembered_reviewer()
        self.keeper_rules: tuple[KeeperRule, ...] = ()
        self.keeper_rule_name = SMALLEST_DOC_ID  # what the panel names as the suggestion's source
        # A rule the editor chose that the decisions file does not say yet: written as a line of its
        # own at once in review mode, else with the next decision (entering review mode writes nothing).
        self.rule_unsaved: KeeperPreset | None = None
        self.rule_by: str | None = None  # who chose the rule in force, when another editor did
        self._corpus: str | None = None
        self._opening: object | None = None
        self._installed: object | None = None  # the opening whose review is installed
        self._waiting_clusters: tuple | None = None
        self._clusters: Sequence = ()
        self._arriving: ClustersArriving | None = None

    # Opening -------------------------------------------------------------------

    def path_for(self, corpus: str | os.PathLike) -> Path:
        return self.chosen_path or decisions_path_for(corpus)

    def open_for(self, corpus: str, records: Sequence, groups: Sequence, *,
                 write: bool | None = None) -> None:
        """Open the review of a newly shown corpus.

        ``write=None``: for writing when its decisions file exists (a review in progress
        resumes), read-only otherwise, until :meth:`start_writing`.
        """
        path, reviewer = self.path_for(corpus), self.reviewer
        writing = path.exists() if write is None else write
        self._opening = opening = object()
        # Clusters of this corpus that arrive before its review; the same corpus's clusters
        # carry over to its review from another decisions file.
        self._waiting_clusters = self._clusters_of(corpus)
        if self._arriving is not None:
            self._arriving.release()
            self._arriving = None

        def work(_progress) -> tuple[Review, ReviewWalk]:
            review = Review.open(Subjects(records, groups), path, reviewer=reviewer, write=writing,
                                 inputs=input_paths(corpus, records))
            review.status()  # counted here: a pass over every decision (35-55 ms for 25,000)
            return review, ReviewWalk(review)  # both cost a pass over the groups: here, not in a GUI

        def finish(opened: tuple[Review, ReviewWalk]) -> None:
            review, walk = opened
            if opening is not self._opening:  # a newer file is opening: let go of this one's lock
                review.close()
                return
            self.close()
            self.review, self.walk, self._corpus, self._clusters = review, walk, corpus, ()
            self._installed = opening
            self.current = None
            self.adopt_rule()
            self.listener.review_opened()
            if not review.read_only:
                self._identify_input()
            if self._waiting_clusters is not None:  # the analysis was quicker than the decisions file
                self.set_clusters(*self._waiting_clusters)

        self.run("review", work, finish)

    def _clusters_of(self, corpus: str) -> tuple | None:
        """The clusters (and keys) known or arriving for ``corpus``'s open review, if any."""
        if self.review is None or corpus != self._corpus:
            return None
        if self._arriving is not None:
            return self._arriving.clusters, self._arriving.keys
        if self.review.subjects.clusters_known:
            return self._clusters, self.review.subjects.cluster_key
        return None

    def choose_path(self, path: str | os.PathLike | None) -> None:
        """Keep decisions in ``path`` from now on (None: beside the corpus); then :meth:`open_for` again."""
        self.chosen_path = Path(path) if path is not None else None

    def start_writing(self) -> bool:
        """Take the file's lock (entering review mode); False when another window holds it.

        The file is then read again in a job (another window may have added to it; at a million
        records marking every row again is ~100 ms): the review stays read-only, saying so, until
        it is in; the listener then hears ``review_opened``.
        """
        review, walk = self.review, self.walk
        if review is None or not review.take_lock():
            return False
        review.read_only_reason = READING_AGAIN
        cluster_at = walk._cluster_at

        def work(_progress) -> tuple:
            read = review.read_again()
            return read, walk.flags_for(read[1]), walk.stale_for(read[1])

        def finish(result: tuple) -> None:
            read, flags, stale = result
            if review is not self.review:
                return
            review.read_only_reason = None
            review.install(read, tell=False)
            walk.pending = flags if walk._cluster_at is cluster_at else walk.flags_for(review.state)
            walk.set_stale(stale if walk._cluster_at is cluster_at else walk.stale_for(review.state))
            if self._arriving is not None:  # its copy of the decisions is older than this
                self._arriving.forget_copy()
            if not review.read_only and review.input_file is None:
                self._identify_input()
            self.adopt_rule()
            self.listener.review_opened()

        self.run("review", work, finish)
        return True

    def read_again_work(self, read_again: Callable[[Review], tuple] | None = None
                        ) -> Callable[[], tuple] | None:
        """The work of reading the open review's file again (another window added to it), for any
        thread; its result goes to :meth:`install_read` in the window's. None: no review is open.

        ``read_again(review)``: what :meth:`Review.read_again` gives, read another way (only
        what the file gained: :class:`~.follow.DecisionsTail`).
        """
        review, walk = self.review, self.walk
        if review is None:
            return None
        cluster_at = walk._cluster_at

        def work() -> tuple:
            read = review.read_again() if read_again is None else read_again(review)
            return review, cluster_at, read, walk.flags_for(read[1]), walk.stale_for(read[1])

        return work

    def install_read(self, prepared: tuple) -> bool:
        """Make what :meth:`read_again_work` read the review's state (False: another review is open
        now); the listener hears ``review_opened``."""
        review, cluster_at, read, flags, stale = prepared
        walk = self.walk
        if review is not self.review:
            return False
        review.install(read, tell=False)
        walk.pending = flags if walk._cluster_at is cluster_at else walk.flags_for(review.state)
        walk.set_stale(stale if walk._cluster_at is cluster_at else walk.stale_for(review.state))
        if self._arriving is not None:  # its copy of the decisions is older than this
            self._arriving.forget_copy()
        self.adopt_rule()
        self.listener.review_opened()
        return True

    def _identify_input(self) -> None:
        review, corpus = self.review, self._corpus

        def finish(identity: InputFile) -> None:
            if review is self.review:
                review.input_file = identity
                self.listener.review_identified()

        self.run("identify", lambda progress: input_file_of(corpus, progress=progress), finish)

    def set_clusters(self, clusters: Sequence, keys: Sequence[bytes] | None = None) -> None:
        """The near-identical analysis is in: clusters become subjects (``keys``: :func:`cluster_keys`).

        They belong to the corpus last given to :meth:`open_for`; if its review is still being
        read, they wait for it (the two jobs finish in either order). The rows' flags and the
        counts are made in a job (:class:`ClustersArriving`); the listener hears
        ``review_opened`` once they are in.
        """
        if self.review is None or self._installed is not self._opening:
            self._waiting_clusters = (clusters, keys)
            return
        self._waiting_clusters = None
        review = self.review
        if self._arriving is not None:  # a newer analysis: the older one's clusters are not wanted
            self._arriving.release()
        arriving = self._arriving = ClustersArriving(self.walk, clusters, keys)

        def finish(prepared: ClustersArriving) -> None:
            if prepared is not self._arriving or review is not self.review:
                prepared.release()
                return
            self._arriving = None
            prepared.install()
            self._clusters = clusters
            self.listener.review_opened()

        self.run("clusters", lambda _progress: arriving.prepare(), finish)

    def close(self) -> None:
        if self._arriving is not None:
            self._arriving.release()
            self._arriving = None
        if self.review is not None:
            self.review.close()
        self.review = self.walk = self.current = None

    # Moving --------------------------------------------------------------------

    def move(self, rows: Sequence[int], *, backwards: bool = False,
             position_of: Callable[[int], int | None] | None = None) -> ReviewItem | None:
        """Go to the next (previous) undecided subject among ``rows``; None when there is none."""
        if self.walk is None:
            return None
        found = self.walk.next_undecided(rows, self.current, backwards=backwards, position_of=position_of)
        if found is not None:
            self.set_current(found)
        return found

    def set_current(self, item: ReviewItem | None) -> None:
        if item != self.current:
            self.current = item
            self.listener.review_moved()

    def item_at_group(self, group: int) -> ReviewItem | None:
        """The first subject living at ``group``'s row (a selection in the tree); for a group inside
        a cluster, the cluster (decided once, for all its groups)."""
        if self.walk is None:
            return None
        items = self.walk.items_at(group)
        if items:
            return items[0]
        subjects = self.walk.review.subjects
        cluster = subjects.cluster_of_group.get(group) if subjects.clusters_known else None
        return None if cluster is None else ReviewItem(CLUSTER, cluster, subjects.clusters[cluster].groups[0])

    # Deciding ------------------------------------------------------------------

    def lines_for(self, action: str, *, member: int | None = None,
                  note: str | None = None) -> list[DecisionLine]:
        """The lines ``action`` on the current subject would append (nothing is written yet).

        ``action``: ``accept`` (keep the suggested keeper; for a cluster, same-normalize-upstream
        with its classes), ``keep`` (``member``: position among the members), ``keep-all``,
        ``distinct``, ``unsure``, ``note`` (the current decision again, with ``note``), ``undo``.
        Raises :class:`ReviewReadOnly` or :class:`ValueError` with a sentence for a person.
        """
        review, item = self.review, self.current
        if review is None:
            raise ReviewReadOnly("no file is open")
        if action == "undo":
            return review.undo_lines()
        if action == KEEPER_RULE:
            return self.rule_lines()
        if item is None:
            raise ValueError("no group or cluster is selected for review")
        decision, keeper, classes = self._verdict(action, item, member)
        if action == "note":  # its own line: the decision, if any, and its time stay as they are
            if not note or not note.strip():
                raise ValueError("a note needs some text")
            return review.lines_for([(self.walk.subject(item), NOTE, None, None, note.strip())])
        if note is None:
            previous = self.walk.line(item)
            if previous is not None and previous.decision == decision:
                note = previous.note  # re-deciding the same way keeps the note
        return review.lines_for([(self.walk.subject(item), decision, keeper, classes, note)])

    def _verdict(self, action: str, item: ReviewItem, member: int | None) -> tuple:
        """``(decision, keeper, classes)`` of ``action`` on ``item``: see :meth:`meaning`."""
        if action == "note":
            return None, None, None
        if action in ("distinct", "unsure"):  # groups and clusters alike
            return action, None, None
        if action == "again":
            return self._again(item)
        if item.kind == GROUP:
            if action == "accept":
                return "keep", self.suggested_keeper(item.index), None
            if action == "keep":
                members = self.walk.subject(item).members
                return "keep", self._chosen(members, member, "this group has {} members"), None
            if action == "keep-all":
                return "keep-all", None, None
            raise ValueError(f"{action} is a decision about near-identical clusters, not exact groups")
        classes = cluster_classes(self._clusters, item.index)
        if action in ("accept", "same-normalize-upstream"):
            return "same-normalize-upstream", self.suggested_cluster_keeper(item.index), classes
        if action == "keep":
            heads = [group.members[0] for group in self.walk.subject(item).groups]
            return "keep", self._chosen(heads, member, "this cluster has {} groups"), classes
        raise ValueError(f"{action} is a decision about exact groups, not near-identical clusters")

    def _again(self, item: ReviewItem) -> tuple:
        """The verdict of the stale decision about this subject's records, where it still applies."""
        subject = self.walk.subject(item)
        doc_ids = list(subject.members) if item.kind == GROUP else [
            doc_id for group in subject.groups for doc_id in group.members]
        stale = self.walk.stale_line_of(doc_ids)
        if stale is None:
            raise ValueError("no older decision about these records to decide again")
        was_group = stale.subject.__struct_config__.tag == "group"
        if was_group != (item.kind == GROUP):  # two sentences, not one with a word put in: translated whole
            raise ValueError("the older decision was about a group; decide this one anew" if was_group
                             else "the older decision was about a cluster; decide this one anew")
        if stale.decision in ("conflict", "withdraw", "note"):
            raise ValueError("the older decision was not a verdict; decide this one anew")
        if stale.keeper is not None and stale.keeper not in doc_ids:
            raise ValueError(f"the record kept then, {stale.keeper}, is no longer here; choose again")
        classes = cluster_classes(self._clusters, item.index) if item.kind != GROUP else None
        return stale.decision, stale.keeper, classes if stale.classes is not None else None

    @staticmethod
    def _chosen(doc_ids: Sequence[str], member: int | None, counted: str) -> str:
        if member is None or not 0 <= member < len(doc_ids):
            enter = len(doc_ids) > 9 and "group" in counted  # a group's member rows take Enter
            raise ValueError(f"{counted.format(len(doc_ids))}; choose 1 to {min(len(doc_ids), 9)}"
                             + (" (or Enter on a member row)" if enter else ""))
        return doc_ids[member]

    def commit(self, lines: Sequence[DecisionLine], *, keys: Sequence[bytes] | None = None) -> None:
        """``lines`` are written: apply them; the view hears ``review_recorded``.

        ``keys``: their subject keys when made beforehand (see :meth:`Review.commit`).
        """
        # A rule line goes first (before the decision it came with): the file says the rule now.
        if self.rule_unsaved is not None and lines and lines[0].rule == self.rule_unsaved:
            self.rule_unsaved = None
        self.review.commit(lines, keys=keys)  # the walk hears which subjects changed
        self.listener.review_recorded(lines)

    def decide(self, action: str, **options) -> list[DecisionLine]:
        """:meth:`lines_for`, write and :meth:`commit` in one go (the CLI's and the tests' way)."""
        lines = self.lines_for(action, **options)
        if lines:
            self.review.write(lines)
            self.commit(lines)
        return lines
