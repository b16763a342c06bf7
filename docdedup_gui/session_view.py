"""What the window's panes show when its :class:`~core.session.InspectorSession` changes.

:class:`SessionView` is the session's listener: it maps each event (opened, arranged,
selected, analysed, compared, ...) to the panes it was given
(:class:`~docdedup_gui.session_panes.Panes`, nothing else of the window), and announces
it with the window's signals. It decides nothing: the session and the core did.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QTimer
from PySide6.QtWidgets import QAbstractItemView

from core.contract import CONTRACT
from core.display.group_table import COLUMN
from core.errors import shown_name
from core.session import InspectorSession, SessionListener
from docdedup_gui import persistence
from docdedup_gui.desktop.file_open import reading_note
from docdedup_gui.i18n import left_to_right, translate
from docdedup_gui.persistence import APPLICATION
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.session_panes import Panes
from docdedup_gui.tree.group_tree_model import GROUP_ROLE, RECORD_ROLE

__all__ = ["SessionView"]

NEXT_TURN_MS = 1  # see _one_per_turn
# Rows kept made below the selected one (about two pages), so the tree never has to fetch the
# next rows in the turn that selects one of them: a review walks down the tree, and a fetch there
# (100 rows made, the whole tree laid out and repainted) doubled that decision's stall.
ROWS_AHEAD = 60
FETCH_AHEAD_MS = 40  # from the selection coming near the last row made to making more


class SessionView(SessionListener):
    """The window's side of the session: ``panes`` show it (``session`` is set by the window,
    which makes the session with this view as its listener)."""

    session: InspectorSession

    def __init__(self, panes: Panes) -> None:
        self.panes = panes
        self._columns_fitted = False
        self._shown = None  # the selection the detail pane shows
        self._follow_ups: list = []  # what opened() runs after its own steps, the analysis last; see later()
        # The detail pane follows the tree one turn later: the tree's row paints first, and
        # keys held down move the row at once while the pane catches up with the last one.
        self._detail_timer = QTimer(panes.owner, singleShot=True, interval=NEXT_TURN_MS)
        self._detail_timer.timeout.connect(self._show_selection)
        # Rows ahead are made between decisions, not in the turn after one (that one shows a pair).
        self._fetch_timer = QTimer(panes.owner, singleShot=True, interval=FETCH_AHEAD_MS)
        self._fetch_timer.timeout.connect(self._fetch_ahead)

    # Session events ------------------------------------------------------------

    def opened(self, *, new_file: bool) -> None:
        """Show new groups, then (each step in a later turn) select, announce, analyse."""
        panes, session = self.panes, self.session
        inspection = session.inspection
        panes.model.set_arrangement(session.table, session.arrangement, around=self._selected_group())
        panes.problems.set_problems(inspection.problems)
        if inspection.problems:
            panes.tabs.show_problems()
            self._tell_if_cut_short(inspection.loaded)
        panes.detail.clear()
        panes.compare.clear()
        panes.neighbours.show_group(None, None)
        self._shown = None
        self.update_status()
        # The tree paints first, then the selection fills and paints the detail pane: two
        # short stalls rather than one long one. Work in threads goes last (what the session
        # asks ``later``, then the analysis): while it runs, the GUI thread shares the GIL.
        panes.characters.set_census(None)
        self._follow_ups = [session.take_census, session.analyse]
        self._one_per_turn(session.generation, lambda: self._select_and_announce(new_file), self._fit_columns,
                           self._follow_up)

    def later(self, step) -> None:
        """``step`` runs after the steps :meth:`opened` set going (before the analysis), or,
        when none are pending, in a later turn of the event loop."""
        if self._follow_ups:
            self._follow_ups.insert(-1, step)
        else:
            self._one_per_turn(self.session.generation, step)

    def _follow_up(self) -> None:
        steps, self._follow_ups = self._follow_ups, []
        self._one_per_turn(self.session.generation, *steps)

    def arranged(self) -> None:
        panes, session = self.panes, self.session
        panes.model.set_arrangement(session.table, session.arrangement, around=self._selected_group())
        self.selected()  # the tree's current row was reset with the model; the panes change only if it moved
        self.update_status()
        panes.signals.groups_arranged.emit()

    def selected(self) -> None:
        """Bring the tree's current row to the selection now, the detail pane and neighbours next turn."""
        selection = self.session.selection
        self._sync_tree(selection)
        if selection != self._shown:
            QTimer.singleShot(0, self._detail_timer, self._detail_timer.start)  # after the queued repaint

    def show_selection_again(self) -> None:
        """The detail pane on the selection again, its record read anew (a result's shard changed)."""
        self._shown = None
        self.show_selection(to_front=False)

    def show_selection(self, *, to_front: bool = True) -> None:
        """The detail pane and the neighbours on the selection now (scripts want it done on return).

        ``to_front=False`` fills the detail pane behind the tab in front (a comparison keeps
        the Compare tab): raising it only to lower it again lays out both tabs twice.
        """
        self._detail_timer.stop()
        self._show_selection(to_front=to_front)

    def _show_selection(self, *, to_front: bool = True) -> None:
        panes, session = self.panes, self.session
        selection = session.selection
        if selection == self._shown:
            return
        self._shown = selection
        if selection is None:
            panes.detail.clear()
            panes.neighbours.show_group(None, None)
            return
        if selection.record is None:
            panes.detail.show_group(session.inspection, selection.group)
        else:
            panes.detail.show_record(session.inspection, selection.record)
        if to_front:
            panes.tabs.show_detail()
        panes.neighbours.show_group(session.table, selection.group)
        panes.signals.selection_shown.emit()

    def _sync_tree(self, selection) -> None:
        """The tree's current row on the selection, scrolled into view (no event if it is there)."""
        if selection is None:
            return
        tree, model = self.panes.tree, self.panes.model
        with model.fetch_held():  # a jump's new rows are laid out now, the rows after them later
            index = model.group_index(selection.group, selection.record)
            if not index.isValid():
                return
            current = tree.currentIndex()
            if (current.data(GROUP_ROLE), current.data(RECORD_ROLE)) != (selection.group, selection.record):
                if selection.record is not None:
                    tree.expand(index.parent())
                scrolls = tree.hasAutoScroll()
                tree.setAutoScroll(False)  # brought into view below, once: not also to the edge
                tree.setCurrentIndex(index)
                tree.setAutoScroll(scrolls)
                # That row alone: the view's own command follows the keyboard's modifiers of the
                # moment, so with Ctrl held (Ctrl+Right in review mode, or left over from the last
                # key event) it added the row to the old selection instead of replacing it.
                flags = QItemSelectionModel.SelectionFlag
                tree.selectionModel().select(index, flags.ClearAndSelect | flags.Rows)
            _bring_into_view(tree, index)
        row = (index.parent() if index.parent().isValid() else index).row()
        if model.rowCount() - row < ROWS_AHEAD:
            if not self._fetch_timer.isActive():
                self._fetch_timer.start()  # in a turn of its own, a moment later

    def _fetch_ahead(self) -> None:
        """Rows after the selection: more at the end, and past the window's largest size fewer
        above it; then the selection is brought into view again (and more fetched if still short)."""
        selection = self.session.selection
        if selection is None:
            return
        model = self.panes.model
        # Laid out now, with no more fetched: the view's own layout a turn later would fetch
        # another FETCH_BATCH rows (QTreeView fetches once at every full layout).
        with model.fetch_held():
            if not model.make_room_after(selection.group):
                return
            self.panes.tree.doItemsLayout()
        self._sync_tree(selection)

    def analysed(self) -> None:
        panes = self.panes
        panes.model.refresh_column(COLUMN["near"])
        panes.neighbours.show_group(self.session.table, self._selected_group())
        self.update_status()
        panes.signals.analysis_finished.emit()

    def census_taken(self) -> None:
        panes = self.panes
        panes.model.refresh_column(COLUMN["chars"])
        if self._columns_fitted:  # fitted while it was empty; the user's own widths are left alone
            panes.tree.resizeColumnToContents(COLUMN["chars"])
        panes.characters.set_census(self.session.census)
        panes.detail.refresh_reported()  # the census' tables are built now
        panes.compare.refresh_reported()
        panes.signals.census_finished.emit()

    def compared(self) -> None:
        panes, comparison = self.panes, self.session.comparison
        if comparison.explanation is None:
            self.show_selection(to_front=False)  # the left record, now, behind the Compare tab
            panes.compare.show_pair(self.session.inspection, comparison.record_a, comparison.record_b)
            panes.tabs.show_compare()
        else:
            panes.compare.set_explanation(comparison.explanation)

    def similar_found(self, group: int, matches: list) -> None:
        self.panes.neighbours.show_similar(group, matches)

    def exported(self, path: str) -> None:
        shown = left_to_right(shown_name(path))
        text = translate("MainWindow", "Groups written to {path}.").format(path=shown)
        self.panes.messages.show_message(text, error=False)
        self.panes.signals.exported.emit(path)

    def failed(self, kind: str, message: str) -> None:
        messages, signals = self.panes.messages, self.panes.signals
        if kind == "open":
            path = self.session.opening
            # The loader's own message may name the file already ("cannot read X: ..."): say it once.
            shown = problem_message(message)  # the loader's sentence, in the UI's language
            if path and path in message:
                text = translate("MainWindow", "Could not open the file: {message}").format(message=shown)
            else:
                text = translate("MainWindow", "Could not open {path}: {message}").format(
                    path=left_to_right(shown_name(path)), message=shown)
            messages.show_message(text, error=True)
            signals.load_failed.emit(message)
        elif kind == "compare":
            self.panes.compare.show_failure(message)
        elif kind == "census":
            text = translate("MainWindow", "Counting characters failed: {message}")
            messages.show_message(text.format(message=problem_message(message)), error=True)
            signals.census_finished.emit()
        elif kind == "analysis":
            text = translate("MainWindow", "Finding near-identical groups failed: {message}")
            messages.show_message(text.format(message=problem_message(message)), error=True)
            signals.analysis_finished.emit()
        else:
            messages.show_message(problem_message(message), error=True)

    def cancelled(self, kind: str) -> None:
        signals = self.panes.signals
        if kind == "open":
            self.panes.messages.show_message(translate("MainWindow", "Loading {path} was cancelled.").format(
                path=left_to_right(shown_name(self.session.opening))), error=False)
            signals.load_failed.emit(translate("MainWindow", "cancelled"))
        elif kind == "census":
            signals.census_finished.emit()
        elif kind == "analysis":
            signals.analysis_finished.emit()

    # The window's state ----------------------------------------------------------

    def update_status(self) -> None:
        panes, session = self.panes, self.session
        inspection, table = session.inspection, session.table
        panes.status.show_counts(
            path=inspection.loaded.path if inspection else None,
            records=len(inspection.records) if inspection else 0,
            groups=len(inspection.groups) if inspection else 0,
            shown=panes.model.group_count(),
            duplicates=table.duplicate_count if table else 0,
            clusters=table.near.cluster_count if table is not None and session.analysed else None,
            problems=len(inspection.problems) if inspection else 0,
            profile=session.limits.name,
            contract=CONTRACT,
            simulated=bool(inspection and inspection.simulate_collisions),
        )
        panes.actions["export"].setEnabled(inspection is not None)
        panes.actions["reload"].setEnabled(session.path is not None)
        self.update_actions()
        name = shown_name(Path(session.path).name) if session.path else None
        if name and (note := reading_note(session.path)) is not None:  # not the file's own records
            name = f"{name} {note}"
        panes.set_title(f"{name} — {APPLICATION}" if name else APPLICATION)

    def update_busy(self) -> None:
        busy = self.panes.jobs.busy_labels()
        self.panes.status.set_busy(busy[0] if busy else None)
        self.update_status()

    def update_actions(self, *_args) -> None:
        self.panes.actions["compare"].setEnabled(len(self.selected_records()) == 2)

    def selected_records(self) -> list[int]:
        """Record indices of the tree's selected rows (a group row stands for its representative:
        :meth:`core.inspection.Inspection.records_of_rows`)."""
        inspection = self.session.inspection
        if inspection is None:
            return []
        rows = self.panes.tree.selectionModel().selectedRows(0)
        return inspection.records_of_rows((index.data(GROUP_ROLE), index.data(RECORD_ROLE)) for index in rows)

    def dialog_directory(self) -> str:
        path = self.session.path
        return str(Path(path).parent) if path else str(Path.home())

    # Helpers -------------------------------------------------------------------

    def _selected_group(self) -> int | None:
        selection = self.session.selection
        return None if selection is None else selection.group

    def _select_and_announce(self, new_file: bool) -> None:
        self.selected()
        if new_file:  # before ``loaded``: whoever hears it may read the recent files
            persistence.remember_recent(self.session.path)
        self.panes.signals.loaded.emit()

    def _fit_columns(self) -> None:
        """Columns fit their content the first time groups are shown, unless the user's widths were kept."""
        if self._columns_fitted or persistence.has_tree_columns():
            return
        self._columns_fitted = True
        tree = self.panes.tree
        for column in range(self.panes.model.columnCount()):
            tree.resizeColumnToContents(column)

    def _tell_if_cut_short(self, loaded) -> None:
        """A JSON array broken by a syntax error: the records before it are shown, the rest never read."""
        syntax = loaded.cut_short_by()
        if syntax is None:
            return
        text = translate("MainWindow", "{name} is not valid JSON from line {line} on: the records before it "
                         "are shown; the rest of the file was not read. See Problems.")
        self.panes.messages.show_message(
            text.format(name=left_to_right(shown_name(Path(loaded.path).name)), line=syntax.line or "?"),
            error=True)

    def _one_per_turn(self, generation: int, *steps) -> None:
        """Run ``steps`` in order, each in its own turn of the event loop, while ``generation`` is shown.

        Qt runs every posted event (``singleShot(0)`` calls, repaints) in one batch, so
        posted steps and the repaints they cause would add up to one long stall. Each step
        therefore waits for a timer, armed only after what is already queued (the repaint
        of the previous step) has run: timers and input that were due meanwhile go first.
        """
        if steps:
            def run_first() -> None:
                if generation == self.session.generation:  # a newer load took over: it has its own steps
                    steps[0]()
                    self._one_per_turn(generation, *steps[1:])

            # The window is the timers' context: a window deleted meanwhile runs none of its steps.
            owner = self.panes.owner
            QTimer.singleShot(0, owner, lambda: QTimer.singleShot(NEXT_TURN_MS, owner, run_first))


def _bring_into_view(tree, index) -> None:
    """Scroll ``index``'s row to the middle of the tree if it is not wholly in view; else leave it.

    A review moves down the tree subject after subject: kept in view at the edge, the row
    came one row further each time, and each decision scrolled and repainted the whole tree
    and its scroll bar. In the middle, the next subjects are in view and the tree stays
    put for half a page of decisions.
    """
    rect, height = tree.visualRect(index), tree.viewport().height()
    if not rect.isValid() or rect.top() < 0 or rect.bottom() >= height:
        tree.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)

