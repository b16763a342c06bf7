"""Review mode in the window: decide group after group by keyboard, every decision saved at once.

The decisions live in the session's :class:`core.review.ReviewDesk`; this module maps
them to the window: a dock with the current subject and the keys, the progress in
the status bar, marks in the group tree, the Review menu. A decision is written in
the :class:`~docdedup_gui.review_writer.DecisionWriter`'s thread and shown as decided
only once it is on disk; then the next undecided subject is selected. Keys pressed
meanwhile wait their turn, in order.
"""

from __future__ import annotations

from collections import deque
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QFrame,
    QInputDialog,
    QLabel,
    QMessageBox,
    QScrollArea,
)

from core.review import (
    CLUSTER,
    GROUP,
    READING_AGAIN,
    ReviewListener,
    ReviewReadOnly,
    remember_reviewer,
    subject_key,
)
from core.review.card import card_of
from docdedup_gui.group_tree_model import GROUP_ROLE, RECORD_ROLE
from docdedup_gui.i18n import translate
from docdedup_gui.problem_text import isolated_location, problem_message
from docdedup_gui.review_actions import ReviewActions
from docdedup_gui.review_guard import DecisionsGuard
from docdedup_gui.review_keepers import KeeperMenu
from docdedup_gui.review_marks import TreeMarks
from docdedup_gui.review_panel import ReviewPanel, cheat_sheet, number, progress_text
from docdedup_gui.review_writer import DecisionWriter

__all__ = ["ReviewMode"]

MARKED_ROWS_AT_MOST = 64  # decisions at once whose rows are repainted one by one; more: the whole column
# Under Show > Undecided (or any decision filter) the tree is filtered again this long after
# the last decision: a decided row leaves the list once the editor pauses, and a run of keys
# costs one arrangement (a pass over every group in a worker, then a new tree), not one each.
REFILTER_MS = 400
# A bulk accept is applied this many lines a turn (~5 ms), so the window goes on painting and
# answering while 100,000 groups become decided (at once, ~0.3 s of GUI thread). Each next slice
# waits for a timer (input and repaints first), and the tree's marks are repainted once, after the
# last: at 1M (125,000 groups) a repaint of the whole column per slice made 65-79 ms stalls.
COMMIT_SLICE = 2_500
# A cluster's comparison is explained in the GUI thread, in the turn after the pair is shown,
# when that takes at most this long (most pairs at 100k: 1-2 ms, 4 at the most): no worker
# thread then takes turns for the GIL with the pair's repaint. Longer pairs go to a worker.
# (Explained in the decision's own turn instead, one turn held the whole decision: measured worse.)
QUICK_EXPLAIN_S = 0.008
# Entering review mode, the first undecided subject is looked for this many shown rows a turn
# (~3-8 ms): at a million records it may lie past 400,000 decided rows (12-32 ms in one turn).
FIRST_SEARCH_ROWS = 100_000

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
        self.active = False
        self.starting = False  # review mode was entered: its first subject is found and shown in turns
        self.moved.connect(self._started)
        self.state_filter: str | None = None
        self._want_active = False  # --decisions / Decisions file...: review as soon as it is open
        self.writer = DecisionWriter(self)
        self.writer.written.connect(self._on_written)
        self.writer.failed.connect(self._on_write_failed)
        self._queue: deque = deque()
        self._marks_later = False  # a bulk accept's slices before its last: the tree's marks wait
        self._refilter = QTimer(self, singleShot=True, interval=REFILTER_MS)
        self._refilter.timeout.connect(self.window.model.arrangement_requested.emit)
        self._marks = TreeMarks()
        self.panel = ReviewPanel()
        self.dock = QDockWidget(translate("ReviewMode", "Review"), window)
        self.dock.setObjectName("reviewDock")
        # In a scroll area: the panel's labels change their height with every subject, and a
        # dock's size hint that changes lays out the whole main window again (a measured
        # ~3 ms of layouts and repaints per decision); a scroll area's hint stays the same.
        area = QScrollArea(objectName="reviewPanelArea", widgetResizable=True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setAccessibleName(self.dock.windowTitle())
        area.setWidget(self.panel)
        self.dock.setWidget(area)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.progress_label = QLabel(window)
        window.statusBar().addPermanentWidget(self.progress_label)
        self.actions = ReviewActions(self, window)
        self.menu = self.actions.add_menus(window)
        self.keepers = KeeperMenu(self, self.actions.keeper_menu)
        self.guard = DecisionsGuard(self)  # the file deleted, replaced, followed, taken over
        self.actions.set_enabled(False)
        self.confirmation: QMessageBox | None = None
        self.note_dialog: QInputDialog | None = None
        window.model.marks = self.marks
        window.group_tree.selectionModel().currentChanged.connect(self._on_tree_current)
        window.group_tree.activated.connect(self._on_activated)
        window.installEventFilter(self)  # its close releases the decisions file

    def eventFilter(self, watched, event) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.close()
        return False

    # The window's questions ------------------------------------------------------

    def marks(self, group: int, position: int | None) -> QIcon | None:
        """The tree's mark for a group row (its decision) or a member row (kept or dropped)."""
        review, inspection = self.desk.review, self.window.session.inspection
        if review is None or inspection is None or review.subjects.groups is not inspection.groups:
            return None  # a newer file is shown while its review is still being read
        return self._marks.of(self.desk, group, position)

    def tree_filter(self):
        """The predicate the group table's arrange applies (None: every group)."""
        walk, state_filter = self.desk.walk, self.state_filter
        if walk is None or state_filter is None:
            return None
        return lambda group: walk.group_matches(group, state_filter)

    # Switching on and off ---------------------------------------------------------

    def set_active(self, active: bool) -> None:
        """Enter review mode (taking the decisions file's lock) or leave it."""
        if active == self.active:
            return
        self.active = active
        self.starting = False
        self.actions.toggle.setChecked(active)
        self.dock.setVisible(active)
        if active and self.desk.review is not None and self.desk.review.read_only:
            self.desk.start_writing()  # hears review_opened, or stays read-only with its reason
        self.refresh()
        if active and self.desk.current is None:
            # The first undecided subject is found and shown in turns of their own, after the
            # dock paints: at a million records finding it scans ~400,000 decided rows (~12 ms)
            # and showing it selects and lays out its row (~14 ms), on top of the dock's ~8 ms.
            self.starting = True
            QTimer.singleShot(0, self.window, self._first_undecided)

    def _first_undecided(self, start: int = 0, arrangement=None) -> None:
        """Find the first undecided subject :data:`FIRST_SEARCH_ROWS` rows a turn, then show it."""
        shown, walk = self.window.session.arrangement, self.desk.walk
        if not self.active or self.desk.current is not None or shown is None or walk is None:
            self.starting = False
            return
        if arrangement is not shown:  # the first turn, or the tree was arranged again meanwhile
            start = 0
        item, rest = walk.first_undecided_in(shown.rows, start, FIRST_SEARCH_ROWS,
                                             position_of=shown.position_of)
        if rest is not None:
            QTimer.singleShot(0, self.window, lambda: self._first_undecided(rest, shown))
            return
        if item is None:
            self.panel.show_card(None)
            self.starting = False
            return
        self.desk.set_current(item)
        QTimer.singleShot(0, self.window, lambda: self._show_first(item))

    def _show_first(self, item) -> None:
        if self.active and self.desk.current == item:
            self._show_item(item)  # starting ends as it is shown (moved): a cluster's pair comes later
        else:
            self.starting = False

    def _started(self) -> None:
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

    def choose_decisions_file(self) -> None:
        session = self.window.session
        start = str(self.desk.path_for(session.path)) if session.path else ""
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            translate("ReviewMode", "Decisions file"),
            start,
            translate("ReviewMode", "Decisions (*.jsonl);;All files (*)"),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if path:
            self.use_decisions_file(path)

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
                        reason=problem_message(review.read_only_reason)
                    ),
                    error=False,
                )
        elif self.active and self.desk.current is None:
            self.next_undecided()  # the clusters arrived: the first undecided may be one
        if review is not None and review.problems:
            text = "\n".join(f"{isolated_location(problem)}: {problem_message(problem.message)}"
                             for problem in review.problems[:3])
            self.window.message_bar.show_message(text, error=True)
        if not activating:
            self.refresh()
        self.opened.emit()
        if review is not None and review.input_file is not None and not self.writer.busy:
            self._next_in_queue()  # keys pressed while the input was being identified

    def on_identified(self) -> None:
        """Keys can be recorded now: nothing shown changed but the enabled actions (the tree's
        marks are not read again: 4-19 ms at 100k)."""
        self._update_enabled()
        self.opened.emit()
        review = self.desk.review
        if review is not None and review.input_file is not None and not self.writer.busy:
            self._next_in_queue()  # keys pressed while the input was being identified

    def refresh(self, lines=None) -> None:
        """Marks, progress and the panel after decisions (``lines``) or a new review (every mark)."""
        review = self.desk.review
        if lines is None or len(lines) > MARKED_ROWS_AT_MOST:
            if not self._marks_later:
                self.window.model.refresh_column(0)
        else:
            self._refresh_marks(lines)
        if lines and self.state_filter is not None:
            self._refilter.start()  # the decided rows may no longer belong under the filter
        status = review.status() if review is not None else None
        self.progress_label.setText(progress_text(status) if status is not None else "")
        self.panel.show_status(status)
        self.panel.show_read_only(review.read_only_reason if review is not None and self.active else None)
        self._update_enabled()
        self.show_current()

    def _refresh_marks(self, lines) -> None:
        """Repaint the tree rows whose marks ``lines`` changed, not the whole column.

        The column's refresh makes the tree repaint every row on screen (~800 model
        calls, 10-25 ms a decision with a worker running).
        """
        if self.window.session.arrangement is None or self.desk.review is None:
            return
        for line in lines:
            group = self._row_group_of(line)
            if group is not None:
                self.window.model.refresh_marks(group)

    def _row_group_of(self, line) -> int | None:
        """The group whose row shows ``line``'s subject (a cluster's first group), or None."""
        key, subjects = subject_key(line.subject), self.desk.review.subjects
        if key in subjects.group_of_key:
            return subjects.group_of_key[key]
        if key in subjects.cluster_of_key:
            return subjects.clusters[subjects.cluster_of_key[key]].groups[0]
        return None

    def show_current(self) -> None:
        self.panel.show_card(card_of(self.desk))

    def _update_enabled(self) -> None:
        review = self.desk.review
        # While the file is read again on entering review mode, keys stay on: they wait their turn.
        writable = review is not None and (not review.read_only or review.read_only_reason == READING_AGAIN)
        self.actions.set_enabled(self.active and writable)

    # Moving -------------------------------------------------------------------------

    def next_undecided(self) -> None:
        self._move(backwards=False)

    def previous_undecided(self) -> None:
        self._move(backwards=True)

    def _move(self, *, backwards: bool) -> None:
        arrangement = self.window.session.arrangement
        if arrangement is None:
            return
        item = self.desk.move(arrangement.rows, backwards=backwards, position_of=arrangement.position_of)
        if item is None:
            self.panel.show_card(None)
            return
        self._show_item(item)

    def _show_item(self, item) -> None:
        session = self.window.session
        if item.kind == CLUSTER:
            # The group's row, where the cluster's mark is, not its member's: expanding a row
            # moves every row under it, and the tree repaints them all (1,500 model calls).
            session.select(item.group)
            # The pair in a turn of its own, after a timer: the row, the panel and their repaint
            # first, then input and due timers, then the pair and its repaint. Two short stalls
            # a decision, not one long one.
            QTimer.singleShot(1, self, lambda: self._show_pair(item))
            self.show_current()
            return
        session.select(item.group)
        self.show_current()
        self.moved.emit()

    def _show_pair(self, item) -> None:
        """The comparison of a cluster's first two groups, unless another subject is current now."""
        if self.desk.current != item or self.desk.review is None:
            return  # moved on meanwhile: the newer subject shows itself
        session = self.window.session
        first, second = self.desk.review.subjects.clusters[item.index].groups[:2]
        groups = session.inspection.groups
        session.compare(groups[first].members[0], groups[second].members[0], select_record=False,
                        quick=QUICK_EXPLAIN_S)
        self.moved.emit()

    def _on_tree_current(self, current, _previous) -> None:
        if not self.active or not current.isValid():
            return
        group = current.data(GROUP_ROLE)
        if self.desk.current is not None and self.desk.current.group == group:
            return  # our own move, or a member row of the current group
        self.desk.set_current(self.desk.item_at_group(group))

    def _on_activated(self, index) -> None:
        """Enter (or a double-click) on a member row keeps that member: any member, not only 1 to 9."""
        current = self.desk.current
        if not self.active or current is None or current.kind != GROUP or index.data(RECORD_ROLE) is None:
            return
        if index.data(GROUP_ROLE) == current.group:
            self.do("keep", member=index.row())

    # Deciding -----------------------------------------------------------------------

    def do(self, action: str, **options) -> None:
        """Decide ``action`` about the current subject.

        Queued while a write is on its way, while the input file is still being identified
        (its hash goes on every line) or the decisions file read again (entering review mode):
        no key press is lost.
        """
        review = self.desk.review
        identifying = review is not None and not review.read_only and review.input_file is None
        reading = review is not None and review.read_only_reason == READING_AGAIN  # entering review mode
        if self.writer.busy or identifying or reading:
            self._queue.append((action, options))
            return
        try:
            lines = self.desk.lines_for(action, **options)
        except (ValueError, ReviewReadOnly) as error:
            self.window.message_bar.show_message(problem_message(str(error)), error=False)
            self._next_in_queue()
            return
        if lines:
            self.writer.write(self.desk.review, lines, (action, self.desk.review))
        else:
            self._next_in_queue()  # nothing to undo

    def _on_written(self, lines, token) -> None:
        # The writer's signal is a posted event, and Qt runs posted events before timers that
        # are due: shown at once, the decision would follow the last turn's work (the previous
        # pair's explanation, a key) with no heartbeat between. A timer lets what is due go first.
        QTimer.singleShot(1, self, lambda: self._apply_written(lines, token))

    def _apply_written(self, lines, token) -> None:
        action, review, *keys = token
        if review is not self.desk.review:  # the file was closed meanwhile: the lines are on disk
            self._settled()
            return
        if action == "accept-shown":
            self._commit_slices(review, lines, keys[0], 0)
            return
        self.desk.commit(lines, undoing=action == "undo")
        # The next subject is shown in the same turn: the decided row's mark, the panel and
        # the next comparison then cost one repaint of the window, not two (the repaint is
        # the larger half of a decision's work). Keys pressed meanwhile have waited (the
        # writer counted as busy) and apply to the next subject.
        self._move_on(action, lines)

    def _move_on(self, action: str, lines) -> None:
        if lines and self.desk.review is not None:
            if action == "undo":
                self._show_item_of(lines[0])
            elif action != "note":
                self.next_undecided()
        self._settled()

    def _commit_slices(self, review, lines, keys, start: int) -> None:
        """Apply a bulk accept's written lines a slice per turn of the event loop."""
        if review is not self.desk.review:  # closed meanwhile: the lines are on disk all the same
            self._settled()
            return
        end = start + COMMIT_SLICE
        self._marks_later = end < len(lines)
        try:
            self.desk.commit(lines[start:end], keys=keys[start:end])
        finally:
            self._marks_later = False
        if end < len(lines):  # a timer, not a posted call: what waits to be painted or pressed goes first
            QTimer.singleShot(1, self.window, lambda: self._commit_slices(review, lines, keys, end))
            return
        if start > 0:
            self.window.model.refresh_column(0)  # the marks of every slice, repainted once
        self._settled()

    def _settled(self) -> None:
        self.writer.settle()
        self.recorded.emit()
        self._next_in_queue()

    def _next_in_queue(self) -> None:
        if self._queue:
            action, options = self._queue.popleft()
            self.do(action, **options)

    def _show_item_of(self, line) -> None:
        """Select the subject an undo took back, so the editor sees it again."""
        group = self._row_group_of(line)
        if group is None:
            return
        kind = GROUP if subject_key(line.subject) in self.desk.review.subjects.group_of_key else CLUSTER
        item = next(i for i in self.desk.walk.items_at(group) if i.kind == kind)
        self.desk.set_current(item)
        self._show_item(item)

    def _on_write_failed(self, message: str) -> None:
        self.writer.settle()
        self._queue.clear()
        self.window.message_bar.show_message(
            translate("ReviewMode", "The decision was NOT saved: {message}").format(
                message=problem_message(message)),
            error=True,
        )

    def ask_note(self) -> None:
        """A note on the current decision, typed in a small dialog (Enter saves it)."""
        dialog = self.note_dialog = QInputDialog(self.window)
        dialog.setWindowTitle(translate("ReviewMode", "Note"))
        dialog.setLabelText(translate("ReviewMode", "Why this decision? (saved with it)"))
        dialog.textValueSelected.connect(lambda text: self.do("note", note=text))
        dialog.open()

    def ask_reviewer(self) -> None:
        dialog = QInputDialog(self.window)
        dialog.setWindowTitle(translate("ReviewMode", "Reviewer"))
        dialog.setLabelText(translate("ReviewMode", "Your name, written on every decision you make:"))
        dialog.setTextValue(self.desk.reviewer)
        dialog.textValueSelected.connect(self._set_reviewer)
        dialog.open()

    def _set_reviewer(self, name: str) -> None:
        name = name.strip()
        if not name:
            return
        self.desk.reviewer = name
        if self.desk.review is not None:
            self.desk.review.reviewer = name
        try:
            remember_reviewer(name)
        except OSError as error:
            text = translate("ReviewMode", "Your name is used now but could not be remembered: {error}")
            self.window.message_bar.show_message(text.format(error=error), error=True)

    def accept_shown(self) -> None:
        """Keep every suggested keeper among the undecided groups shown, after a confirmation naming N."""
        review, arrangement = self.desk.review, self.window.session.arrangement
        if review is None or arrangement is None or review.read_only:
            return
        rows, rules = arrangement.rows, self.desk.keeper_rules

        def work(_progress):  # a pass over every group shown: a worker's job, never the GUI's
            suggestions = review.suggestions(rows, rules)
            subjects = review.subjects
            lines = review.lines_for(
                (subjects.group_subject(index), "keep", keeper, None, None) for index, keeper in suggestions
            )
            return suggestions, lines, [subject_key(line.subject) for line in lines]

        self.desk.run("suggest", work, lambda result: self._confirm(review, *result))

    def _confirm(self, review, suggestions, lines, keys) -> None:
        if not suggestions:
            self.window.message_bar.show_message(
                translate("ReviewMode", "No undecided group is shown."), error=False
            )
            return
        question = translate(
            "ReviewMode", "Accept the suggested keeper of the {count} undecided groups shown?"
        )
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel
        box = self.confirmation = QMessageBox(
            QMessageBox.Icon.Question,
            translate("ReviewMode", "Accept the suggestions"),
            question.format(count=number(len(suggestions))),
            buttons,
            self.window,
        )
        box.accepted.connect(lambda: self._accept(review, lines, keys))
        box.open()

    def _accept(self, review, lines, keys) -> None:
        if review is self.desk.review and not self.writer.busy:
            self.writer.write(review, lines, ("accept-shown", review, keys))

    def show_keys(self) -> None:
        self.dock.show()
        self.window.message_bar.show_message(
            "   ".join(f"{keys}: {meaning}" for keys, meaning in cheat_sheet()), error=False
        )

    # Filtering ------------------------------------------------------------------------

    def set_state_filter(self, name: str | None) -> None:
        self._refilter.stop()
        self.state_filter = name
        self.actions.filters[name].setChecked(True)
        self.window.model.arrangement_requested.emit()  # the window arranges with tree_filter()

    def close(self) -> None:
        """Wait for the decisions on their way to disk, then release the file's lock."""
        self.guard.close()
        self.writer.close()
        self.desk.close()
