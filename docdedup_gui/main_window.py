"""The inspector's main window: groups on the left, details on the right.

Where things are:

- loading starts in :meth:`MainWindow.open_file`; the work itself (read, group,
  tabulate) is :func:`docdedup_gui.loading.load_work`, run by a worker thread;
- the group tree's rows come from :mod:`docdedup_gui.group_tree_model`, the view is
  made in :mod:`docdedup_gui.panes`, which also lays the panes out;
- menus and toolbar: :mod:`docdedup_gui.actions`; status bar:
  :mod:`docdedup_gui.status_panel`; error line: :mod:`docdedup_gui.message_bar`;
  recent files and saved geometry: :mod:`docdedup_gui.persistence`.

The window only forwards: what each pane shows comes from ``core``. Scriptable for
tests and automation: ``open_file``, ``select_record``, ``compare``,
``export_groups_to`` and the signals ``loaded`` and ``load_failed``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QTabWidget, QWidget

from core.contract import CONTRACT
from core.group_table import COLUMN, GroupTable, NearIdentical, TableQuery
from core.inspection import Inspection
from core.limits import CORPUS_LIMITS, LIMITS_BY_NAME, Limits
from docdedup_gui import loading, panes, persistence, resources
from docdedup_gui.actions import add_menus, add_toolbar, make_action, make_profile_actions, menu_text
from docdedup_gui.compare_view import CompareView
from docdedup_gui.detail_pane import DetailPane
from docdedup_gui.group_tree_model import GROUP_ROLE, RECORD_ROLE, GroupTreeModel
from docdedup_gui.i18n import translate
from docdedup_gui.message_bar import MessageBar
from docdedup_gui.neighbours_view import NeighboursPanel
from docdedup_gui.persistence import APPLICATION, ORGANIZATION, settings
from docdedup_gui.problems_view import ProblemsPanel
from docdedup_gui.result_window import install_result_action
from docdedup_gui.status_panel import StatusPanel
from docdedup_gui.workers import TaskSlot

__all__ = ["APPLICATION", "ORGANIZATION", "MainWindow", "settings"]

UNREADABLE = "file"  # the loader's code for a file it could not read at all
COMPARE_TAB = 1
LEFT_MIN_WIDTH = 380  # doc_id, source_ref, members and the badge stay readable
FILTER_DELAY_MS = 200  # typing "ab" filters once, not twice
NEXT_TURN_MS = 1  # see _one_per_turn


class MainWindow(QMainWindow):
    """DocDedup Inspector's window. Constructible without arguments; opens nothing by itself."""

    loaded = Signal()
    load_failed = Signal(str)
    groups_arranged = Signal()  # the tree shows a new filter or sort order
    analysis_finished = Signal()  # the near-identical badges are in (or their analysis failed)
    exported = Signal(str)  # path written
    progressed = Signal(str, int, int)  # task label, done, total (for automation; the bar shows it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APPLICATION)
        self.setWindowIcon(resources.icon("app"))
        self.setAcceptDrops(True)
        self.inspection: Inspection | None = None
        self.table: GroupTable | None = None
        self.limits: Limits = CORPUS_LIMITS
        self._path: str | None = None
        self._slots = {name: TaskSlot(label, self) for name, label in self._slot_labels().items()}
        self._build_widgets()
        self._build_actions()
        self.recent_menu = add_menus(self)
        self.open_result_action = install_result_action(self)  # File > Open result... (sharded runs)
        add_toolbar(self)
        self._connect()
        self._restore_settings()
        self._update_status()

    # Scriptable API ------------------------------------------------------------

    def open_file(self, path: str | Path) -> None:
        """Load ``path`` in a worker; ``loaded`` or ``load_failed`` tells how it went."""
        self._loading_path = path = str(path)
        self.message_bar.hide()
        work = loading.load_work(path, limits=self.limits, simulate=self.simulate_action.isChecked(),
                                 query=self._query())
        self._slots["load"].start(work, self._on_loaded, self._on_load_failed, self._on_load_cancelled)

    def reload(self) -> None:
        """Load the current file again (after it changed, or with other limits)."""
        if self._path is not None:
            self.open_file(self._path)

    def select_record(self, doc_id: str) -> bool:
        """Select the member row of ``doc_id``; False if unknown or filtered out."""
        inspection = self.inspection
        if inspection is None or doc_id not in inspection.index_of_doc_id:
            return False
        group = inspection.group_index_of(doc_id)
        row = self.model.group_row(group)
        if row is None:
            return False
        parent = self.model.index(row, 0)
        position = inspection.groups[group].members.index(inspection.index_of_doc_id[doc_id])
        self.group_tree.expand(parent)
        self.group_tree.setCurrentIndex(self.model.index(position, 0, parent))
        return True

    def compare(self, doc_id_a: str, doc_id_b: str) -> None:
        """Show records ``doc_id_a`` and ``doc_id_b`` side by side (KeyError if unknown)."""
        inspection = self.inspection
        if inspection is None:
            raise KeyError(doc_id_a)
        index_a, index_b = inspection.index_of_doc_id[doc_id_a], inspection.index_of_doc_id[doc_id_b]
        self.select_record(doc_id_a)  # the tree and the neighbours follow the left-hand record
        self._show_comparison(index_a, index_b)

    def export_groups_to(self, path: str | Path, *, format: str | None = None) -> None:
        """Write the groups as ``docdedup group`` does (JSON, or CSV for ``.csv``) in a worker."""
        if self.inspection is None:
            return
        path = str(path)
        chosen = format or ("csv" if path.lower().endswith(".csv") else "json")
        work = loading.export_work(self.inspection, path, format=chosen)
        self._slots["export"].start(work, self._on_exported, self._show_error)

    def set_limits(self, name: str) -> None:
        """Use the ``seed`` or ``corpus`` limits and reload the file under them."""
        self.limits = LIMITS_BY_NAME[name]
        self.profile_actions[name].setChecked(True)
        self._update_status()
        self.reload()

    def is_busy(self) -> bool:
        return any(slot.is_running for slot in self._slots.values())

    def recent_files(self) -> list[str]:
        return persistence.recent_files()

    # Building ------------------------------------------------------------------

    @staticmethod
    def _slot_labels() -> dict[str, str]:
        return {
            "load": translate("MainWindow", "Loading"),
            "regroup": translate("MainWindow", "Grouping"),
            "arrange": translate("MainWindow", "Filtering"),
            "neighbours": translate("MainWindow", "Finding near-identical groups"),
            "similar": translate("MainWindow", "Finding similar groups"),
            "export": translate("MainWindow", "Exporting"),
        }

    def _build_widgets(self) -> None:
        self.message_bar = MessageBar(self)
        self.filter_edit = panes.make_filter_edit(self)
        self.model = GroupTreeModel(self)
        self.model.set_monospace_font(resources.mono_font())
        self.group_tree = panes.make_group_tree(self.model, self)
        self.detail_pane = DetailPane(self)
        self.compare_view = CompareView(self)
        self.neighbours_panel = NeighboursPanel(self)
        self.problems_panel = ProblemsPanel(self)
        self.problems_panel.set_font(resources.mono_font())
        self.status_panel = StatusPanel(self.statusBar(), self)
        self._filter_timer = QTimer(self, singleShot=True, interval=FILTER_DELAY_MS)
        self.setCentralWidget(self._layout_panes())

    def _layout_panes(self) -> QWidget:
        left = panes.stacked(self.filter_edit, self.group_tree)
        left.setMinimumWidth(LEFT_MIN_WIDTH)
        # Only the side-by-side view scrolls: in the tab widget it would widen every tab.
        compare_page = panes.scrollable(self.compare_view)
        self.right_tabs = self._tabs((self.detail_pane, translate("MainWindow", "Detail")),
                                     (compare_page, translate("MainWindow", "Compare")))
        self.bottom_tabs = self._tabs((self.neighbours_panel, translate("MainWindow", "Neighbours")),
                                      (self.problems_panel, translate("MainWindow", "Problems")))
        self.right_splitter = panes.splitter(Qt.Orientation.Vertical, "rightSplitter", self.right_tabs,
                                             self.bottom_tabs, (3, 1))
        self.main_splitter = panes.splitter(Qt.Orientation.Horizontal, "mainSplitter", left,
                                            self.right_splitter, (2, 3))
        return panes.stacked(self.message_bar, self.main_splitter, margins=(4, 4, 4, 0))

    def _tabs(self, *pages: tuple[QWidget, str]) -> QTabWidget:
        tabs = QTabWidget(self)
        for page, title in pages:
            tabs.addTab(page, title)
        return tabs

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.open_action = make_action(self, menu_text("open"), "open", key.Open, self._choose_file)
        self.reload_action = make_action(self, menu_text("reload"), "reload", key.Refresh, self.reload)
        self.export_action = make_action(self, menu_text("export"), "export", "Ctrl+E", self._choose_export)
        self.quit_action = make_action(self, menu_text("quit"), None, key.Quit, self.close)
        self.duplicates_action = make_action(self, menu_text("duplicates_only"), None, "Ctrl+D",
                                             checkable=True)
        self.invisibles_action = make_action(self, menu_text("show_invisibles"), "invisible", "Ctrl+I",
                                             checkable=True)
        self.simulate_action = make_action(self, menu_text("simulate_collisions"), "collision",
                                           checkable=True)
        self.compare_action = make_action(self, translate("MainWindow", "Compare selected"), "compare",
                                          "Ctrl+Shift+C", self._compare_selected)
        self.filter_action = make_action(self, translate("MainWindow", "Filter groups"), "filter", key.Find,
                                         self._focus_filter)
        self.contract_action = make_action(self, menu_text("contract"), "contract", key.HelpContents,
                                           self._show_contract)
        self.verify_action = make_action(self, menu_text("verify"), "verify", None, self._show_verify)
        self.about_action = make_action(self, menu_text("about"), "about", None, self._show_about)
        self.profile_actions = make_profile_actions(self, LIMITS_BY_NAME, self.limits.name, self.set_limits)

    def _connect(self) -> None:
        self._connect_tasks()
        self.filter_edit.textChanged.connect(self._filter_timer.start)
        self._filter_timer.timeout.connect(self._arrange)
        self.duplicates_action.toggled.connect(self._arrange)
        self.model.arrangement_requested.connect(self._arrange)
        self.invisibles_action.toggled.connect(self.detail_pane.set_show_invisibles)
        self.invisibles_action.toggled.connect(self.compare_view.set_show_invisibles)
        self.simulate_action.toggled.connect(self._regroup)
        self.recent_menu.aboutToShow.connect(
            lambda: persistence.fill_recent_menu(self.recent_menu, self.open_file))
        self.group_tree.selectionModel().currentChanged.connect(self._on_current_changed)
        self.group_tree.selectionModel().selectionChanged.connect(self._update_actions)
        self.neighbours_panel.compare_requested.connect(self._compare_groups)
        self.neighbours_panel.similar_requested.connect(self._find_similar)

    def _connect_tasks(self) -> None:
        for slot in self._slots.values():
            slot.running_changed.connect(self._on_running_changed)
            slot.progressed.connect(lambda done, total, label=slot.label: self.progressed.emit(
                label, done, total))
        self.progressed.connect(self.status_panel.show_progress)
        self.status_panel.cancel_requested.connect(self._cancel_all)

    # Loading and grouping ------------------------------------------------------

    def _on_loaded(self, result: loading.Loaded) -> None:
        inspection, table, rows = result
        unreadable = [problem for problem in inspection.problems if problem.code == UNREADABLE]
        if unreadable:  # nothing was read: keep showing what was there before
            self._on_load_failed(unreadable[0].message)
            return
        self._path = inspection.loaded.path
        if inspection.problems:
            self.bottom_tabs.setCurrentWidget(self.problems_panel)
        self._show(inspection, table, rows, opened=self._path)

    def _on_load_failed(self, message: str) -> None:
        text = translate("MainWindow", "Could not open {path}: {message}").format(
            path=self._loading_path, message=message)
        self._show_error(text)
        self.load_failed.emit(message)

    def _on_load_cancelled(self) -> None:
        self.message_bar.show_message(translate("MainWindow", "Loading {path} was cancelled.").format(
            path=self._loading_path), error=False)
        self.load_failed.emit(translate("MainWindow", "cancelled"))

    def _regroup(self) -> None:
        """Group the loaded records again (simulated collisions toggled); no re-reading."""
        if self.inspection is None:
            return
        work = loading.regroup_work(self.inspection, simulate=self.simulate_action.isChecked(),
                                    query=self._query())
        self._slots["regroup"].start(work, self._on_regrouped, self._show_error)

    def _on_regrouped(self, result: loading.Loaded) -> None:
        self._show(*result)

    def _show(self, inspection: Inspection, table: GroupTable, rows: list[int], *,
              opened: str | None = None) -> None:
        """Show new groups, then (each step in a later turn) select, announce, analyse.

        ``opened`` is the file just opened, for the recent files (None on a regroup).
        """
        current = self._current_group_representative()
        self.inspection, self.table = inspection, table
        self.model.set_table(table, rows)
        self.problems_panel.set_problems(inspection.problems)
        self.detail_pane.clear()
        self.compare_view.clear()
        self.neighbours_panel.show_group(None, None)
        self._update_status()
        # The tree paints first, then the selection fills and paints the detail pane: two
        # short stalls rather than one long one. The analysis goes last: while it runs, the
        # GUI thread shares the GIL with it.
        self._one_per_turn(lambda: self._select_and_announce(table, current, opened), self._fit_columns,
                           lambda: self._start_neighbours(inspection, table))

    def _select_and_announce(self, table: GroupTable, representative: str | None, opened: str | None) -> None:
        if table is not self.table:  # a newer load or regroup took over; it announces itself
            return
        self._select_group_by_representative(representative)
        if opened is not None:  # before ``loaded``: whoever hears it may read the recent files
            persistence.remember_recent(opened)
        self.loaded.emit()

    def _one_per_turn(self, *steps) -> None:
        """Run ``steps`` in order, each in its own turn of the event loop.

        Qt runs every posted event (``singleShot(0)`` calls, repaints) in one batch, so
        posted steps and the repaints they cause would add up to one long stall. Each step
        therefore waits for a timer, armed only after what is already queued (the repaint
        of the previous step) has run: timers and input that were due meanwhile go first.
        """
        if steps:
            def run_first() -> None:
                steps[0]()
                self._one_per_turn(*steps[1:])

            QTimer.singleShot(0, lambda: QTimer.singleShot(NEXT_TURN_MS, run_first))

    def _start_neighbours(self, inspection: Inspection, table: GroupTable) -> None:
        def done(near: NearIdentical) -> None:
            if table is self.table:  # a newer load replaced it: these badges belong to nothing shown
                table.set_near_identical(near)
                self.model.refresh_column(COLUMN["near"])
                self.neighbours_panel.show_group(table, self._current_group())
                self._update_status()
            self.analysis_finished.emit()

        def failed(message: str) -> None:
            self._show_error(translate("MainWindow", "Finding near-identical groups failed: {message}")
                             .format(message=message))
            self.analysis_finished.emit()

        self._slots["neighbours"].start(loading.neighbours_work(inspection), done, failed,
                                        self.analysis_finished.emit)

    # Filtering and sorting -----------------------------------------------------

    def _query(self) -> TableQuery:
        return TableQuery(self.filter_edit.text(), self.duplicates_action.isChecked(),
                          self.model.query.sort_column, self.model.query.descending)

    def _arrange(self) -> None:
        table, query = self.table, self._query()
        self.model.query = query
        if table is None:
            return

        def apply(rows: list[int]) -> None:
            if table is self.table:  # the file was reloaded meanwhile: these rows are stale
                current = self._current_group_representative()
                self.model.set_rows(rows)
                self._select_group_by_representative(current)
                self._update_status()
                self.groups_arranged.emit()

        self._slots["arrange"].start(lambda progress: table.arrange(query, progress=progress), apply,
                                     self._show_error)

    # Selection and comparing ---------------------------------------------------

    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid() or self.inspection is None:
            return
        group, record = current.data(GROUP_ROLE), current.data(RECORD_ROLE)
        if record is None:
            self.detail_pane.show_group(self.inspection, group)
        else:
            self.detail_pane.show_record(self.inspection, record)
        self.right_tabs.setCurrentWidget(self.detail_pane)
        self.neighbours_panel.show_group(self.table, group)

    def _current_group(self) -> int | None:
        index = self.group_tree.currentIndex()
        return index.data(GROUP_ROLE) if index.isValid() else None

    def _current_group_representative(self) -> str | None:
        group = self._current_group()
        return None if group is None or self.table is None else self.table.groups[group].representative

    def _select_group_by_representative(self, representative: str | None) -> None:
        """Keep the selection on the same group across a filter, sort or regroup."""
        inspection = self.inspection
        if representative is None or inspection is None or representative not in inspection.index_of_doc_id:
            if self.model.rowCount() and not self.group_tree.currentIndex().isValid():
                self.group_tree.setCurrentIndex(self.model.index(0, 0))
            return
        row = self.model.group_row(inspection.group_index_of(representative))
        if row is not None:
            self.group_tree.setCurrentIndex(self.model.index(row, 0))
            self.group_tree.scrollTo(self.model.index(row, 0))

    def _selected_records(self) -> list[int]:
        """Record indices of the selected rows (a group row stands for its representative)."""
        records = []
        for index in self.group_tree.selectionModel().selectedRows(0):
            record = index.data(RECORD_ROLE)
            records.append(record if record is not None else
                           self.inspection.groups[index.data(GROUP_ROLE)].members[0])
        return list(dict.fromkeys(records))

    def _compare_selected(self) -> None:
        records = self._selected_records()
        if len(records) == 2 and self.inspection is not None:
            self._show_comparison(*records)
        else:
            self.message_bar.show_message(
                translate("MainWindow", "Select two records or groups to compare (Ctrl+click)."), error=False)

    def _show_comparison(self, record_a: int, record_b: int) -> None:
        self.compare_view.compare(self.inspection, record_a, record_b)
        self.right_tabs.setCurrentIndex(COMPARE_TAB)

    def _compare_groups(self, group_a: int, group_b: int) -> None:
        groups = self.inspection.groups
        self.compare(groups[group_a].representative, groups[group_b].representative)

    def _find_similar(self, group: int) -> None:
        table = self.table

        def done(matches) -> None:
            if table is self.table:
                self.neighbours_panel.show_similar(group, matches)

        self._slots["similar"].start(loading.similar_work(self.inspection, group), done, self._show_error)

    def _update_actions(self) -> None:
        self.compare_action.setEnabled(len(self._selected_records()) == 2)

    # Status and messages -------------------------------------------------------

    def _update_status(self) -> None:
        inspection, table = self.inspection, self.table
        self.status_panel.show_counts(
            path=inspection.loaded.path if inspection else None,
            records=len(inspection.records) if inspection else 0,
            groups=len(inspection.groups) if inspection else 0,
            shown=self.model.group_count(),
            duplicates=table.duplicate_count if table else 0,
            clusters=None if table is None or self._slots["neighbours"].is_running
            else table.near.cluster_count,
            problems=len(inspection.problems) if inspection else 0,
            profile=self.limits.name,
            contract=CONTRACT,
            simulated=bool(inspection and inspection.simulate_collisions),
        )
        self.export_action.setEnabled(inspection is not None)
        self.reload_action.setEnabled(self._path is not None)
        self.setWindowTitle(f"{Path(self._path).name} — {APPLICATION}" if self._path else APPLICATION)

    def _on_running_changed(self, _running: bool) -> None:
        busy = [slot.label for slot in self._slots.values() if slot.is_running]
        self.status_panel.set_busy(busy[0] if busy else None)
        self._update_status()

    def _cancel_all(self) -> None:
        for slot in self._slots.values():
            slot.cancel()

    def _show_error(self, message: str) -> None:
        self.message_bar.show_message(message, error=True)

    def _on_exported(self, path: str) -> None:
        self.message_bar.show_message(translate("MainWindow", "Groups written to {path}.").format(path=path),
                                      error=False)
        self.exported.emit(path)

    def _fit_columns(self) -> None:
        for column in range(self.model.columnCount()):
            self.group_tree.resizeColumnToContents(column)

    # Dialogs -------------------------------------------------------------------

    def _choose_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, translate("MainWindow", "Open records"), self._dialog_directory(),
            translate("MainWindow", "Records (*.json *.jsonl *.ndjson);;All files (*)"))
        if path:
            self.open_file(path)

    def _choose_export(self) -> None:
        if self.inspection is None:
            return
        suggested = str(Path(self._dialog_directory()) / "groups.json")
        path, chosen = QFileDialog.getSaveFileName(
            self, translate("MainWindow", "Export groups"), suggested,
            translate("MainWindow", "JSON (*.json);;CSV (*.csv)"))
        if path:
            self.export_groups_to(path, format="csv" if "csv" in chosen.lower() else "json")

    def _dialog_directory(self) -> str:
        return str(Path(self._path).parent) if self._path else str(Path.home())

    def _focus_filter(self) -> None:
        self.filter_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.filter_edit.selectAll()

    # Imported when first shown: none of them is needed to open a file.
    def _show_contract(self) -> None:
        from docdedup_gui.contract_page import ContractPage

        self._open_dialog(ContractPage(self))

    def _show_verify(self) -> None:
        from docdedup_gui.verify_dialog import VerifyDialog

        self._open_dialog(VerifyDialog(self))

    def _show_about(self) -> None:
        from docdedup_gui.about_dialog import AboutDialog

        self._open_dialog(AboutDialog(self))

    def _open_dialog(self, dialog) -> None:
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()  # modeless: the window keeps working (and tests keep running)
        self.last_dialog = dialog

    # Settings and Qt overrides -------------------------------------------------

    def _restore_settings(self) -> None:
        name = persistence.restore_window(self)
        if name is not None:
            self.limits = LIMITS_BY_NAME[name]
            self.profile_actions[name].setChecked(True)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _local_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = _local_files(event.mimeData())
        if files:
            event.acceptProposedAction()
            self.open_file(files[0])

    def closeEvent(self, event: QCloseEvent) -> None:
        # Stop and join the workers first: their results must not arrive in a dead window.
        persistence.save_window(self)
        for slot in self._slots.values():
            slot.wait()
        super().closeEvent(event)


def _local_files(mime) -> list[str]:
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]
