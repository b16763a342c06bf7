"""What the window's panes show when its :class:`~core.session.InspectorSession` changes.

:class:`SessionView` is the session's listener: it maps each event (opened, arranged,
selected, analysed, compared, ...) to the widgets the window built, and announces it
with the window's signals. It decides nothing: the session did.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QTimer

from core.contract import CONTRACT
from core.display.group_table import COLUMN
from core.input.limits import LIMITS_BY_NAME
from core.session import SessionListener
from docdedup_gui import persistence
from docdedup_gui.i18n import left_to_right, translate
from docdedup_gui.persistence import APPLICATION
from docdedup_gui.problems.problem_text import problem_message
from docdedup_gui.tree.group_tree_model import GROUP_ROLE, RECORD_ROLE

__all__ = ["SessionView"]

NEXT_TURN_MS = 1  # see _one_per_turn
# Rows kept made below the selected one (about two pages), so the tree never has to fetch the
# next rows in the turn that selects one of them: a review walks down the tree, and a fetch there
# (100 rows made, the whole tree laid out and repainted) doubled that decision's stall.
ROWS_AHEAD = 60


class SessionView(SessionListener):
    """The window's side of the session (``window`` is a :class:`MainWindow`)."""

    def __init__(self, window) -> None:
        self.window = window
        self._columns_fitted = False
        self._shown = None  # the selection the detail pane shows
        self._follow_ups: list = []  # what opened() runs after its own steps, the analysis last; see later()
        # The detail pane follows the tree one turn later: the tree's row paints first, and
        # keys held down move the row at once while the pane catches up with the last one.
        self._detail_timer = QTimer(window, singleShot=True, interval=NEXT_TURN_MS)
        self._detail_timer.timeout.connect(self._show_selection)
        self._fetch_timer = QTimer(window, singleShot=True, interval=NEXT_TURN_MS)
        self._fetch_timer.timeout.connect(self._fetch_ahead)

    @property
    def session(self):
        return self.window.session

    # Session events ------------------------------------------------------------

    def opened(self, *, new_file: bool) -> None:
        """Show new groups, then (each step in a later turn) select, announce, analyse."""
        window, session = self.window, self.session
        inspection = session.inspection
        window.model.set_arrangement(session.table, session.arrangement, around=self._selected_group())
        window.problems_panel.set_problems(inspection.problems)
        if inspection.problems:
            window.bottom_tabs.setCurrentWidget(window.problems_panel)
            self._tell_if_cut_short(inspection.loaded)
        window.detail_pane.clear()
        window.compare_view.clear()
        window.neighbours_panel.show_group(None, None)
        self._shown = None
        self.update_status()
        # The tree paints first, then the selection fills and paints the detail pane: two
        # short stalls rather than one long one. Work in threads goes last (what the session
        # asks ``later``, then the analysis): while it runs, the GUI thread shares the GIL.
        window.characters_panel.set_census(None)
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
        window, session = self.window, self.session
        window.model.set_arrangement(session.table, session.arrangement, around=self._selected_group())
        self.selected()  # the tree's current row was reset with the model; the panes change only if it moved
        self.update_status()
        window.groups_arranged.emit()

    def selected(self) -> None:
        """Bring the tree's current row to the selection now, the detail pane and neighbours next turn."""
        selection = self.session.selection
        self._sync_tree(selection)
        if selection != self._shown:
            QTimer.singleShot(0, self._detail_timer, self._detail_timer.start)  # after the queued repaint

    def show_selection(self, *, to_front: bool = True) -> None:
        """The detail pane and the neighbours on the selection now (scripts want it done on return).

        ``to_front=False`` fills the detail pane behind the tab in front (a comparison keeps
        the Compare tab): raising it only to lower it again lays out both tabs twice.
        """
        self._detail_timer.stop()
        self._show_selection(to_front=to_front)

    def _show_selection(self, *, to_front: bool = True) -> None:
        window, session = self.window, self.session
        selection = session.selection
        if selection == self._shown:
            return
        self._shown = selection
        if selection is None:
            window.detail_pane.clear()
            window.neighbours_panel.show_group(None, None)
            return
        if selection.record is None:
            window.detail_pane.show_group(session.inspection, selection.group)
        else:
            window.detail_pane.show_record(session.inspection, selection.record)
        if to_front:
            window.right_tabs.setCurrentIndex(0)  # the detail pane (in its scroll area)
        window.neighbours_panel.show_group(session.table, selection.group)
        window.selection_shown.emit()

    def _sync_tree(self, selection) -> None:
        """The tree's current row on the selection, scrolled into view (no event if it is there)."""
        if selection is None:
            return
        tree, model = self.window.group_tree, self.window.model
        with model.fetch_held():  # a jump's new rows are laid out now, the rows after them later
            index = model.group_index(selection.group, selection.record)
            if not index.isValid():
                return
            current = tree.currentIndex()
            if (current.data(GROUP_ROLE), current.data(RECORD_ROLE)) != (selection.group, selection.record):
                if selection.record is not None:
                    tree.expand(index.parent())
                tree.setCurrentIndex(index)
                # That row alone: the view's own command follows the keyboard's modifiers of the
                # moment, so with Ctrl held (Ctrl+Right in review mode, or left over from the last
                # key event) it added the row to the old selection instead of replacing it.
                flags = QItemSelectionModel.SelectionFlag
                tree.selectionModel().select(index, flags.ClearAndSelect | flags.Rows)
            tree.scrollTo(index)
        row = (index.parent() if index.parent().isValid() else index).row()
        if model.rowCount() - row < ROWS_AHEAD:
            self._fetch_timer.start()  # in a turn of its own, after this one's repaint

    def _fetch_ahead(self) -> None:
        model = self.window.model
        if model.canFetchMore(QModelIndex()):
            model.fetchMore(QModelIndex())

    def analysed(self) -> None:
        window = self.window
        window.model.refresh_column(COLUMN["near"])
        window.neighbours_panel.show_group(self.session.table, self._selected_group())
        self.update_status()
        window.analysis_finished.emit()

    def census_taken(self) -> None:
        window = self.window
        window.model.refresh_column(COLUMN["chars"])
        if self._columns_fitted:  # fitted while it was empty; the user's own widths are left alone
            window.group_tree.resizeColumnToContents(COLUMN["chars"])
        window.characters_panel.set_census(self.session.census)
        window.detail_pane.refresh_reported()  # the census' tables are built now
        window.compare_view.refresh_reported()
        window.census_finished.emit()

    def compared(self) -> None:
        window, comparison = self.window, self.session.comparison
        if comparison.explanation is None:
            self.show_selection(to_front=False)  # the left record, now, behind the Compare tab
            window.compare_view.show_pair(self.session.inspection, comparison.record_a, comparison.record_b)
            window.right_tabs.setCurrentIndex(1)  # the compare view
        else:
            window.compare_view.set_explanation(comparison.explanation)

    def similar_found(self, group: int, matches: list) -> None:
        self.window.neighbours_panel.show_similar(group, matches)

    def exported(self, path: str) -> None:
        text = translate("MainWindow", "Groups written to {path}.").format(path=left_to_right(path))
        self.window.message_bar.show_message(text, error=False)
        self.window.exported.emit(path)

    def failed(self, kind: str, message: str) -> None:
        window = self.window
        if kind == "open":
            path = self.session.opening
            # The loader's own message may name the file already ("cannot read X: ..."): say it once.
            shown = problem_message(message)  # the loader's sentence, in the UI's language
            if path and path in message:
                text = translate("MainWindow", "Could not open the file: {message}").format(message=shown)
            else:
                text = translate("MainWindow", "Could not open {path}: {message}").format(
                    path=left_to_right(path), message=shown)
            window.message_bar.show_message(text, error=True)
            window.load_failed.emit(message)
        elif kind == "compare":
            window.compare_view.show_failure(message)
        elif kind == "census":
            text = translate("MainWindow", "Counting characters failed: {message}")
            window.message_bar.show_message(text.format(message=message), error=True)
            window.census_finished.emit()
        elif kind == "analysis":
            text = translate("MainWindow", "Finding near-identical groups failed: {message}")
            window.message_bar.show_message(text.format(message=message), error=True)
            window.analysis_finished.emit()
        else:
            window.message_bar.show_message(problem_message(message), error=True)

    def cancelled(self, kind: str) -> None:
        window = self.window
        if kind == "open":
            window.message_bar.show_message(translate("MainWindow", "Loading {path} was cancelled.").format(
                path=left_to_right(self.session.opening)), error=False)
            window.load_failed.emit(translate("MainWindow", "cancelled"))
        elif kind == "census":
            window.census_finished.emit()
        elif kind == "analysis":
            window.analysis_finished.emit()

    # The window's state ----------------------------------------------------------

    def update_status(self) -> None:
        window, session = self.window, self.session
        inspection, table = session.inspection, session.table
        window.status_panel.show_counts(
            path=inspection.loaded.path if inspection else None,
            records=len(inspection.records) if inspection else 0,
            groups=len(inspection.groups) if inspection else 0,
            shown=window.model.group_count(),
            duplicates=table.duplicate_count if table else 0,
            clusters=table.near.cluster_count if table is not None and session.analysed else None,
            problems=len(inspection.problems) if inspection else 0,
            profile=session.limits.name,
            contract=CONTRACT,
            simulated=bool(inspection and inspection.simulate_collisions),
        )
        window.export_action.setEnabled(inspection is not None)
        window.reload_action.setEnabled(session.path is not None)
        self.update_actions()
        name = Path(session.path).name if session.path else None
        window.setWindowTitle(f"{name} — {APPLICATION}" if name else APPLICATION)

    def update_busy(self) -> None:
        busy = self.window.runner.busy_labels()
        self.window.status_panel.set_busy(busy[0] if busy else None)
        self.update_status()

    def update_actions(self, *_args) -> None:
        self.window.compare_action.setEnabled(len(self.selected_records()) == 2)

    def selected_records(self) -> list[int]:
        """Record indices of the selected rows (a group row stands for its representative)."""
        inspection = self.session.inspection
        if inspection is None:
            return []
        records = []
        for index in self.window.group_tree.selectionModel().selectedRows(0):
            record = index.data(RECORD_ROLE)
            if record is None:  # a group row: its representative
                record = inspection.groups[index.data(GROUP_ROLE)].members[0]
            records.append(record)
        return list(dict.fromkeys(records))

    def compare_groups(self, group_a: int, group_b: int) -> None:
        """Compare the representatives of two groups (a neighbour was double-clicked)."""
        groups = self.session.inspection.groups
        self.session.compare(groups[group_a].members[0], groups[group_b].members[0])

    def dialog_directory(self) -> str:
        path = self.session.path
        return str(Path(path).parent) if path else str(Path.home())

    def restore_settings(self) -> None:
        window = self.window
        name = persistence.restore_window(window)
        if name is not None:
            self.session.limits = LIMITS_BY_NAME[name]
            window.profile_actions[name].setChecked(True)
        header = window.group_tree.header()  # a restored sort indicator, and the query with it
        window.model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())

    # Helpers -------------------------------------------------------------------

    def _selected_group(self) -> int | None:
        selection = self.session.selection
        return None if selection is None else selection.group

    def _select_and_announce(self, new_file: bool) -> None:
        self.selected()
        if new_file:  # before ``loaded``: whoever hears it may read the recent files
            persistence.remember_recent(self.session.path)
        self.window.loaded.emit()

    def _fit_columns(self) -> None:
        """Columns fit their content the first time groups are shown, unless the user's widths were kept."""
        if self._columns_fitted or persistence.has_tree_columns():
            return
        self._columns_fitted = True
        tree = self.window.group_tree
        for column in range(self.window.model.columnCount()):
            tree.resizeColumnToContents(column)

    def _tell_if_cut_short(self, loaded) -> None:
        """A JSON array broken by a syntax error: the records before it are shown, the rest never read."""
        syntax = [problem for problem in loaded.problems if problem.code == "json" and problem.record]
        if loaded.format != "json" or not syntax or loaded.total_records > syntax[0].record:
            return  # nothing read after the error would have counted more records
        text = translate("MainWindow", "{name} is not valid JSON from line {line} on: the records before it "
                         "are shown; the rest of the file was not read. See Problems.")
        self.window.message_bar.show_message(
            text.format(name=left_to_right(Path(loaded.path).name), line=syntax[0].line or "?"), error=True)

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
            window = self.window
            QTimer.singleShot(0, window, lambda: QTimer.singleShot(NEXT_TURN_MS, window, run_first))
