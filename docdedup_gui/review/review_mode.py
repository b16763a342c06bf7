"""Review mode in the window: a thin view of :class:`core.review.controller.ReviewController`.

The controller decides what a key means, on which subject, and in which order; this
module draws it: a dock with the current subject and the keys, the progress in the
status bar, marks in the group tree, the Review menu. Decisions are written in the
:class:`~docdedup_gui.review.review_writer.DecisionWriter`'s thread and shown as decided only
once they are on disk.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QIcon

from core.review import READING_AGAIN, ReviewListener
from core.review.card import card_of
from core.review.controller import ReviewController
from core.review.open_review import OPENED_FOR_READING
from docdedup_gui.i18n import translate
from docdedup_gui.problems.problem_text import isolated_location, problem_message
from docdedup_gui.review.review_actions import ReviewActions
from docdedup_gui.review.review_bulk import BulkDialog, open_bulk_dialog
from docdedup_gui.review.review_dialogs import ReviewDialogs
from docdedup_gui.review.review_first import FirstUndecided
from docdedup_gui.review.review_guard import DecisionsGuard
from docdedup_gui.review.review_keepers import KeeperMenu
from docdedup_gui.review.review_keys import KeysWhereDecidingIsOff
from docdedup_gui.review.review_marks import ICON_SIZE, TreeMarks, keep_marks_column_wide, widen_marks_column
from docdedup_gui.review.review_panel import ReviewPanel, review_dock
from docdedup_gui.review.review_texts import mode_state, progress_text
from docdedup_gui.review.review_writer import DecisionWriter
from docdedup_gui.tree.group_tree_model import GROUP_ROLE, RECORD_ROLE
from docdedup_gui.widgets.elided_label import ElidedLabel
from docdedup_gui.widgets.steady_label import GrowingLabel

__all__ = ["ReviewMode"]

MARKED_ROWS_AT_MOST = 64  # decisions at once whose rows are repainted one by one; more: the whole column
# Under Show > Undecided (or any decision filter) the tree is filtered again this long after
# the last decision: a decided row leaves the list once the editor pauses, and a run of keys
# costs one arrangement (a pass over every group in a worker, then a new tree), not one each.
REFILTER_MS = 400
# A cluster's comparison is explained in the GUI thread, in the turn after the pair is shown,
# when that takes at most this long (most pairs at 100k: 1-2 ms, 4 at the most): no worker
# thread then takes turns for the GIL with the pair's repaint. Longer pairs go to a worker.
QUICK_EXPLAIN_S = 0.008


class _Listener(ReviewListener):
    def __init__(self, mode: ReviewMode) -> None:
        self.mode = mode

    def review_opened(self) -> None:
        self.mode.on_opened()

    def review_identified(self) -> None:
        self.mode.on_identified()

    def review_moved(self) -> None:
        self.mode.show_current()

    def review_recorded(self, lines) -> None:
        self.mode.refresh(lines)


class ReviewMode(QObject):
    """The window's review mode (``window`` is a :class:`~docdedup_gui.main_window.MainWindow`)."""

    recorded = Signal()  # decisions are on disk and shown (for tests and automation)
    moved = Signal()  # another subject is current (and shown: a cluster's pair a turn after its row)
    opened = Signal()  # a review is open (or its clusters arrived)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.desk = window.session.review
        self.desk.listener = _Listener(self)
        self.controller = ReviewController(self.desk, self)
        self.first = FirstUndecided(self)  # found and shown in turns as review mode starts
        self.moved.connect(self._started)
        self._want_active = False  # --decisions / Decisions file...: review as soon as it is open
        self._said: str | None = None  # the last message review mode showed (cleared by a success)
        self.bulk_dialog: BulkDialog | None = None  # Review > Decide the subjects shown..., once opened
        self.writer = DecisionWriter(self)
        self.writer.written.connect(self._on_written)
        self.writer.failed.connect(self.controller.write_failed)
        self._refilter = QTimer(self, singleShot=True, interval=REFILTER_MS)
        self._refilter.timeout.connect(self.window.session.rearrange)
        self._marks = TreeMarks()
        self.panel = ReviewPanel(self.controller.go_to)
        self.dock = review_dock(window, self.panel)  # on the right, at its share of the width
        self.state_label = ElidedLabel(window)  # on, read-only or off: said, cut before the counts are
        self.state_label.setObjectName("reviewState")
        self.progress_label = GrowingLabel(window)  # a count's new width moves no other status
        window.statusBar().addPermanentWidget(self.state_label)
        window.statusBar().addPermanentWidget(self.progress_label)
        self.actions = ReviewActions(self, window)
        self.menu = self.actions.add_menus(window)
        self.keepers = KeeperMenu(self, self.actions.keeper_menu)
        self.dialogs = ReviewDialogs(self)
        self.guard = DecisionsGuard(self)  # the file deleted, replaced, followed, taken over
        self.actions.set_enabled(False)
        self.keys_off = KeysWhereDecidingIsOff(self, window.group_tree)  # never the tree's type-ahead
        window.model.marks = self.marks
        window.group_tree.setIconSize(ICON_SIZE)
        keep_marks_column_wide(window.group_tree, lambda: self.active)
        window.group_tree.selectionModel().currentChanged.connect(self._on_tree_current)
        window.group_tree.activated.connect(self._on_activated)
        window.installEventFilter(self)  # its close releases the decisions file
        window.loaded.connect(self._focus_tree)  # the first key is a decision (or an arrow), never a filter

    def _focus_tree(self) -> None:
        self.window.group_tree.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def starting(self) -> bool:
        """Review mode was entered (or the clusters came): its first subject is found and shown in
        turns; keys pressed meanwhile wait for it, then go (never to a subject not yet shown)."""
        return self.controller.searching

    @starting.setter
    def starting(self, searching: bool) -> None:
        self.controller.searching = searching
        if not searching:
            self.controller.resume()

    @property
    def active(self) -> bool:
        return self.controller.active

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.close()
        return False

    # What the controller asks of the window (core.review.controller.ReviewView) ------------

    def shown(self):
        return self.window.session.arrangement

    def write(self, review, lines, token) -> None:
        self.writer.write(review, lines, token)

    def show(self, item) -> None:
        if item is None:
            self.show_current()
            return
        session = self.window.session
        session.select(item.group)  # the group's row, where the marks are (for a cluster too)
        self.show_current()
        if item.kind == "cluster":
            # The pair in a turn of its own, after a timer: the row, the panel and their repaint
            # first, then input and due timers, then the pair and its repaint.
            QTimer.singleShot(1, self, lambda: self._show_pair(item))
            return
        self.moved.emit()
        self.window.view.later(self._prepare_upcoming)  # once the subject shown has painted

    def say(self, message: str, *, error: bool) -> None:
        self._said = problem_message(message)
        self.window.message_bar.show_message(self._said, error=error)

    def clear_message(self) -> None:
        bar = self.window.message_bar
        if self._said is not None and bar.text() == self._said:
            bar.hide()
        self._said = None

    def confirm(self, question: str, yes, no) -> None:
        self.dialogs.confirm(problem_message(question), yes, no)

    def later(self, call) -> None:
        QTimer.singleShot(1, self.window, call)  # a timer, not a posted call: input and paint go first

    def saved(self, lines, *, bulk_done: bool) -> None:
        if bulk_done:
            self.window.model.refresh_column(0)  # the marks of every slice, repainted once
        self.panel.show_last(self.controller.last)
        self.recorded.emit()

    # The window's questions ------------------------------------------------------

    def marks(self, group: int, position: int | None) -> QIcon | None:
        """The tree's mark for a group row (its decisions) or a member row (kept or dropped)."""
        review, inspection = self.desk.review, self.window.session.inspection
        if review is None or inspection is None or review.subjects.groups is not inspection.groups:
            return None  # a newer file is shown while its review is still being read
        return self._marks.of(self.desk.walk, group, position)

    @property
    def state_filter(self) -> str | None:
        """The review state the tree is narrowed to (Review > Show), part of the session's query."""
        return self.window.session.query.review_state

    # Switching on and off ---------------------------------------------------------

    def set_active(self, active: bool) -> None:
        """Enter review mode (taking the decisions file's lock) or leave it."""
        if active == self.controller.active:
            return
        self.controller.active = active
        self.first.cancel()
        self.starting = False
        self.actions.toggle.setChecked(active)
        self.dock.setVisible(active)
        if active:
            self._focus_tree()  # the keys go to the tree, not the filter box
            widen_marks_column(self.window.group_tree)
            if self.desk.review is not None and self.desk.review.read_only:
                self.desk.start_writing()  # hears review_opened, or stays read-only with its reason
        self.refresh()
        if active and self.desk.current is None:
            # The first undecided subject is found and shown in turns of their own, after the
            # dock paints: at a million records finding it scans ~400,000 decided rows (~12 ms)
            # and showing it selects and lays out its row (~14 ms), on top of the dock's ~8 ms.
            self.first.start()

    def _started(self) -> None:
        if not self.first.pending:  # an older subject shown while a newer search runs: keys wait on
            self.starting = False

    def use_decisions_file(self, path: str | Path) -> None:
        """Keep decisions in ``path`` (``--decisions``); a file open now is reviewed from it."""
        self.desk.choose_path(path)
        session = self.window.session
        if session.inspection is not None:
            inspection = session.inspection
            self.desk.open_for(session.path, inspection.records, inspection.groups, write=True)
        else:  # --decisions: the dock is there before the file is, not laid out as its review opens
            self.dock.show()  # (the window's relayout and repaint then: 20-30 ms at 100k records)
        self._want_active = True

    # Desk events --------------------------------------------------------------------

    def on_opened(self) -> None:
        review = self.desk.review
        activating = review is not None and (self._want_active or review.exists) and not self.active
        if activating:
            # A review in progress resumes at its first undecided subject; when another window
            # holds the file, this one shows it read-only, saying why.
            self._want_active = False
            self.set_active(True)  # refreshes too
            if review.read_only and review.read_only_reason != READING_AGAIN:
                self.window.message_bar.show_message(
                    translate("ReviewMode", "Decisions are read-only here: {reason}").format(
                        reason=problem_message(review.read_only_reason)), error=False)
        elif self.active and review is not None and review.read_only_reason == OPENED_FOR_READING:
            # Review mode was on before this review opened (File > Open, or review mode turned on
            # while the file was being read): it records here too, once it has the file's lock.
            self.desk.start_writing()  # hears review_opened again, or stays read-only saying why
        elif self.active and (self.desk.current is None or self.controller.picked_first):
            # The clusters arrived: the first undecided subject in tree order may be one of them.
            self.desk.set_current(None)
            self.first.start()
        if review is not None and review.problems:
            text = "\n".join(f"{isolated_location(problem)}: {problem_message(problem.message)}"
                             for problem in review.problems[:3])
            self.window.message_bar.show_message(text, error=True)
        if not activating:
            self.refresh()
        if self.state_filter is not None:
            self._refilter.start()  # Review > Show narrows by this review's decisions now
        self.opened.emit()
        if review is not None and review.input_file is not None:
            self.controller.resume()  # keys pressed while the input was being identified

    def on_identified(self) -> None:
        """Keys can be recorded now: nothing shown changed but the enabled actions (the tree's
        marks are not read again: 4-19 ms at 100k)."""
        self.actions.set_enabled(self.controller.keys_enabled)
        self.opened.emit()
        self.controller.resume()  # keys pressed while the input was being identified

    def refresh(self, lines=None) -> None:
        """Marks, progress and the panel after decisions (``lines``) or a new review (every mark)."""
        review = self.desk.review
        if lines is None or len(lines) > MARKED_ROWS_AT_MOST:
            if not self.controller.bulk:
                self.window.model.refresh_column(0)
        else:
            self._refresh_marks(lines)
        if lines and self.state_filter is not None:
            self._refilter.start()  # the decided rows may no longer belong under the filter
        status = review.status() if review is not None else None
        self.progress_label.setText(progress_text(status) if status is not None else "")
        self.panel.show_status(status)
        if not self.controller.bulk:
            self.panel.show_history(review.lines if review is not None else [])
        self.panel.show_read_only(review.read_only_reason if review is not None and self.active else None)
        self.state_label.setText(mode_state(self.active, review))
        self.actions.set_enabled(self.controller.keys_enabled)
        self.show_current()

    def _refresh_marks(self, lines) -> None:
        """Repaint the tree rows whose marks ``lines`` changed, not the whole column.

        The column's refresh makes the tree repaint every row on screen (~800 model
        calls, 10-25 ms a decision with a worker running).
        """
        if self.window.session.arrangement is None or self.desk.review is None:
            return
        for line in lines:
            item = self.controller.item_of(line)
            if item is not None:
                self.window.model.refresh_marks(item.group)

    def show_current(self) -> None:
        self.panel.show_card(card_of(self.desk), nothing=self.controller.nothing_reason,
                             compared=self.controller.compared)

    # Moving -------------------------------------------------------------------------

    def _show_pair(self, item) -> None:
        """The comparison of a cluster's first two groups, unless another subject is current now."""
        if self.desk.current != item or self.desk.review is None:
            if not self.first.pending:
                self.starting = False  # moved on meanwhile: the newer subject shows itself
            return
        self.window.session.compare(*self._records_compared(item, self.controller.compared),
                                    select_record=False, quick=QUICK_EXPLAIN_S)
        groups = self.desk.review.subjects.clusters[item.index].groups
        left, right = self.controller.compared
        self.window.neighbours_panel.show_pair(groups[left], groups[right])  # the footer follows Alt+digit
        self.moved.emit()
        self.window.view.later(self._prepare_upcoming)  # once the subject shown has painted

    def _records_compared(self, item, positions: tuple[int, int]) -> tuple[int, int]:
        """The records shown side by side for the groups at ``positions`` of cluster ``item``:
        each group's first member."""
        groups = self.desk.review.subjects.clusters[item.index].groups
        exact = self.window.session.inspection.groups
        return tuple(exact[groups[position]].members[0] for position in positions)

    def _prepare_upcoming(self) -> None:
        """Explain the pair of the subject a decision moves to (here when quick, else in a
        worker): the key then shows it at once, with its differences (see core.prepared_pairs).
        Run in a turn of its own after the subject shown has painted: while the editor reads it,
        the window has nothing else to do."""
        upcoming = self.controller.upcoming() if self.desk.review is not None else None
        if upcoming is not None and upcoming.kind == "cluster":
            self.window.session.prepare_comparison(*self._records_compared(upcoming, (0, 1)),
                                                   quick=QUICK_EXPLAIN_S)

    def _on_tree_current(self, current, _previous) -> None:
        if current.isValid():
            self.controller.select_row(current.data(GROUP_ROLE))

    def _on_activated(self, index) -> None:
        if index.data(RECORD_ROLE) is not None:
            self.controller.member_activated(index.data(GROUP_ROLE), index.row())

    # Deciding -----------------------------------------------------------------------

    def do(self, action: str, **options) -> None:
        """Decide ``action`` about the current subject (see :meth:`ReviewController.press`)."""
        self.controller.press(action, **options)

    def _on_written(self, lines, token) -> None:
        # The writer's signal is a posted event, and Qt runs posted events before timers that
        # are due: shown at once, the decision would follow the last turn's work (the previous
        # pair's explanation, a key) with no heartbeat between. A timer lets what is due go first.
        QTimer.singleShot(1, self, lambda: self.controller.written(lines, token))

    def accept_shown(self) -> None:
        self.controller.accept_shown()

    def bulk_decide(self) -> None:
        self.bulk_dialog = open_bulk_dialog(self.window, self.controller)

    # Filtering ------------------------------------------------------------------------

    def set_state_filter(self, name: str | None) -> None:
        self._refilter.stop()
        self.actions.filters[name].setChecked(True)
        self.window.session.update_query(review_state=name)

    def close(self) -> None:
        """Wait for the decisions on their way to disk, then release the file's lock."""
        self.guard.close()
        self.writer.close()
        self.desk.close()

