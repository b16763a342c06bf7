"""The inspector's main window: groups on the left, details on the right.

The window only forwards: loading, grouping, filtering, the neighbour analysis and
export run as core functions in :mod:`docdedup_gui.workers`; what each pane shows
comes from ``core``. Scriptable for tests and automation: ``open_file``,
``select_record``, ``compare``, and the signals ``loaded`` and ``load_failed``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QByteArray, QLocale, QModelIndex, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QKeySequence,
    QPalette,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QProgressBar,
    QScrollArea,
    QSplitter,
    QStatusBar,
    QTabWidget,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from core import SimilarityIndex, find_neighbours
from core.contract import CONTRACT
from core.group_table import COLUMN, GroupTable, NearIdentical, TableQuery
from core.inspection import Inspection, inspect_file, inspect_loaded
from core.limits import CORPUS_LIMITS, LIMITS_BY_NAME, Limits
from core.output import export_groups
from docdedup_gui import resources
from docdedup_gui.compare_view import CompareView
from docdedup_gui.detail_pane import DetailPane
from docdedup_gui.group_tree_model import GROUP_ROLE, RECORD_ROLE, GroupTreeModel
from docdedup_gui.i18n import MENU_TEXTS, translate
from docdedup_gui.neighbours_view import NeighboursPanel
from docdedup_gui.problems_view import ProblemsPanel
from docdedup_gui.workers import TaskSlot, paused_gc

__all__ = ["APPLICATION", "ORGANIZATION", "MainWindow", "settings"]

ORGANIZATION = "DocDedup"
APPLICATION = "DocDedup Inspector"
MAX_RECENT = 8
UNREADABLE = "file"  # the loader's code for a file it could not read at all
COMPARE_TAB = 1
LEFT_MIN_WIDTH = 380  # doc_id, source_ref, members and the badge stay readable
FIT_ROWS = 50  # rows measured to fit a column: a sample is enough, and it is cheap under load
FILTER_DELAY_MS = 200  # typing "ab" filters once, not twice


def settings() -> QSettings:
    """The user's settings, in an INI file (tests point it elsewhere with ``QSettings.setPath``)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


class MessageBar(QFrame):
    """A line above the panes for errors and notices: visible, never modal, closable."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.label = QLabel(self)
        self.label.setObjectName("messageText")
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        close = QToolButton(self)
        close.setIcon(resources.icon("cancel"))
        close.setToolTip(translate("MainWindow", "Dismiss"))
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(close)
        self.hide()

    def text(self) -> str:
        return self.label.text() if self.isVisibleTo(self.parentWidget()) else ""

    def show_message(self, text: str, *, error: bool) -> None:
        """Show ``text``; errors are tinted with the palette's highlight of bad news."""
        self.label.setText(text)
        role = "error" if error else "notice"
        colour = "#c62828" if error else self.palette().color(QPalette.ColorRole.Highlight).name()
        self.setProperty("kind", role)
        self.setStyleSheet(f"QFrame#messageBar {{ border: 1px solid {colour}; border-radius: 3px; }}")
        self.show()


class StatusPanel(QObject):
    """The status bar: counts of the loaded file, and progress with Cancel while busy."""

    cancel_requested = Signal()
    _FIELDS = ("file", "records", "groups", "duplicates", "clusters", "problems", "profile", "contract")

    def __init__(self, bar: QStatusBar, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.task_label = QLabel(bar)
        self.progress = QProgressBar(bar)
        self.progress.setObjectName("progressBar")
        self.progress.setMaximumWidth(180)
        self.progress.setRange(0, 1000)
        self.cancel_button = QToolButton(bar)
        self.cancel_button.setObjectName("cancelButton")
        self.cancel_button.setText(translate("MainWindow", "Cancel"))
        self.cancel_button.setIcon(resources.icon("cancel"))
        self.cancel_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.cancel_button.clicked.connect(self.cancel_requested)
        for widget in (self.task_label, self.progress, self.cancel_button):
            bar.addWidget(widget)
        self.labels = {name: self._label(bar, name) for name in self._FIELDS}
        self.set_busy(None)

    @staticmethod
    def _label(bar: QStatusBar, name: str) -> QLabel:
        label = QLabel(bar)
        label.setObjectName(f"status_{name}")
        bar.addPermanentWidget(label)
        return label

    def set_busy(self, label: str | None) -> None:
        """Show progress and Cancel for the task ``label``; hide them when None."""
        for widget in (self.task_label, self.progress, self.cancel_button):
            widget.setVisible(label is not None)
        if label is not None:
            self.task_label.setText(label + "…")
            self.progress.setValue(0)

    def show_progress(self, label: str, done: int, total: int) -> None:
        self.task_label.setText(label + "…")
        self.progress.setValue((1000 * done) // total if total > 0 else 0)

    def show_counts(self, *, path, records, groups, shown, duplicates, clusters, problems, profile,
                    contract, simulated) -> None:
        """Fill the permanent labels (``clusters`` None while the analysis runs)."""
        number = QLocale().toString
        texts = {
            "file": Path(path).name if path else translate("MainWindow", "No file"),
            "records": translate("MainWindow", "Records: {n}").format(n=number(records)),
            "groups": self._groups_text(number(groups), number(shown) if shown != groups else None),
            "duplicates": translate("MainWindow", "Duplicate groups: {n}").format(n=number(duplicates)),
            "clusters": translate("MainWindow", "Near-identical clusters: {n}").format(
                n="…" if clusters is None else number(clusters)),
            "problems": translate("MainWindow", "Problems: {n}").format(n=number(problems)),
            "profile": translate("MainWindow", "Limits: {name}").format(name=profile),
            "contract": contract + (translate("MainWindow", " · digests: 64 zeros") if simulated else ""),
        }
        for name, text in texts.items():
            self.labels[name].setText(text)
        self.labels["file"].setToolTip(str(path or ""))

    @staticmethod
    def _groups_text(groups: str, shown: str | None) -> str:
        if shown is None:
            return translate("MainWindow", "Groups: {n}").format(n=groups)
        return translate("MainWindow", "Groups: {n} ({shown} shown)").format(n=groups, shown=shown)


def _menu_text(key: str) -> str:
    return translate("MainWindow", MENU_TEXTS[key])


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
        self._build_menus()
        self._build_toolbar()
        self._connect()
        self._restore_settings()
        self._update_status()

    # Scriptable API ------------------------------------------------------------

    def open_file(self, path: str | Path) -> None:
        """Load ``path`` in a worker; ``loaded`` or ``load_failed`` tells how it went."""
        path = str(path)
        limits, simulate = self.limits, self.simulate_action.isChecked()
        query = self._query()
        self.message_bar.hide()

        def work(progress):
            with paused_gc():
                inspection = inspect_file(path, limits=limits, simulate_collisions=simulate,
                                          progress=progress)
                return _tabulated(inspection, query)

        self._slots["load"].start(work, self._on_loaded, self._on_load_failed, self._on_load_cancelled)
        self._loading_path = path

    def reload(self) -> None:
        """Load the current file again (after it changed, or with other limits)."""
        if self._path is not None:
            self.open_file(self._path)

    def select_record(self, doc_id: str) -> bool:
        """Select the member row of ``doc_id``; False if unknown or filtered out."""
        if self.inspection is None or doc_id not in self.inspection.index_of_doc_id:
            return False
        group = self.inspection.group_index_of(doc_id)
        row = self.model.group_row(group)
        if row is None:
            return False
        parent = self.model.index(row, 0)
        position = self.inspection.groups[group].members.index(self.inspection.index_of_doc_id[doc_id])
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
        self.compare_view.compare(inspection, index_a, index_b)
        self.right_tabs.setCurrentIndex(COMPARE_TAB)

    def export_groups_to(self, path: str | Path, *, format: str | None = None) -> None:
        """Write the groups as ``docdedup group`` does (JSON, or CSV for ``.csv``) in a worker."""
        inspection = self.inspection
        if inspection is None:
            return
        path = str(path)
        chosen = format or ("csv" if path.lower().endswith(".csv") else "json")

        def work(progress):
            export_groups(path, inspection.groups, inspection.records, limits=inspection.limits,
                          format=chosen, input_path=inspection.loaded.path)
            return path

        self._slots["export"].start(work, self._on_exported, self._show_error)

    def set_limits(self, name: str) -> None:
        """Use the ``seed`` or ``corpus`` limits and reload the file under them."""
        self.limits = LIMITS_BY_NAME[name]
        self.profile_actions[name].setChecked(True)
        self._update_status()
        self.reload()

    def is_busy(self) -> bool:
        return any(slot.is_running for slot in self._slots.values())

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
        self.filter_edit = QLineEdit(self)
        self.filter_edit.setObjectName("groupFilter")
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setPlaceholderText(
            translate("MainWindow", "Filter: doc_id, source_ref, digest prefix or text (Ctrl+F)"))
        self.filter_edit.addAction(resources.icon("filter"), QLineEdit.ActionPosition.LeadingPosition)
        self.model = GroupTreeModel(self)
        self.model.set_monospace_font(resources.mono_font())
        self.group_tree = self._make_group_tree()
        self.detail_pane = DetailPane(self)
        self.compare_view = CompareView(self)
        self.neighbours_panel = NeighboursPanel(self)
        self.problems_panel = ProblemsPanel(self)
        self.problems_panel.set_font(resources.mono_font())
        self.status_panel = StatusPanel(self.statusBar(), self)
        self._filter_timer = QTimer(self, singleShot=True, interval=FILTER_DELAY_MS)
        self.setCentralWidget(self._layout_panes())

    def _make_group_tree(self) -> QTreeView:
        tree = QTreeView(self)
        tree.setObjectName("groupTree")
        tree.setAccessibleName("groupTree")
        tree.setAccessibleDescription(translate("MainWindow", "Exact-duplicate groups and their members"))
        tree.setUniformRowHeights(True)  # lets the view skip measuring a million rows
        tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        tree.setAlternatingRowColors(True)
        tree.setModel(self.model)
        tree.setSortingEnabled(True)
        tree.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        tree.header().setStretchLastSection(False)
        tree.header().setResizeContentsPrecision(FIT_ROWS)
        return tree

    def _layout_panes(self) -> QWidget:
        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.filter_edit)
        left_layout.addWidget(self.group_tree)
        self.right_tabs = QTabWidget(self)
        self.right_tabs.addTab(self.detail_pane, translate("MainWindow", "Detail"))
        # Only the side-by-side view scrolls: in the tab widget it would widen every tab.
        self.right_tabs.addTab(_scrollable(self.compare_view), translate("MainWindow", "Compare"))
        self.bottom_tabs = QTabWidget(self)
        self.bottom_tabs.addTab(self.neighbours_panel, translate("MainWindow", "Neighbours"))
        self.bottom_tabs.addTab(self.problems_panel, translate("MainWindow", "Problems"))
        self.right_splitter = _splitter(Qt.Orientation.Vertical, "rightSplitter", self.right_tabs,
                                        self.bottom_tabs, (3, 1))
        left.setMinimumWidth(LEFT_MIN_WIDTH)
        self.main_splitter = _splitter(Qt.Orientation.Horizontal, "mainSplitter", left,
                                       self.right_splitter, (2, 3))
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.addWidget(self.message_bar)
        layout.addWidget(self.main_splitter)
        return central

    def _action(self, text: str, icon: str | None = None, shortcut=None, slot=None,
                checkable: bool = False) -> QAction:
        action = QAction(text, self)
        if icon is not None:
            action.setIcon(resources.icon(icon))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        if slot is not None:
            action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.open_action = self._action(_menu_text("open"), "open", key.Open, self._choose_file)
        self.reload_action = self._action(_menu_text("reload"), "reload", key.Refresh, self.reload)
        self.export_action = self._action(_menu_text("export"), "export", "Ctrl+E", self._choose_export)
        self.quit_action = self._action(_menu_text("quit"), None, key.Quit, self.close)
        self.duplicates_action = self._action(_menu_text("duplicates_only"), None, "Ctrl+D",
                                              checkable=True)
        self.invisibles_action = self._action(_menu_text("show_invisibles"), "invisible", "Ctrl+I",
                                              checkable=True)
        self.simulate_action = self._action(_menu_text("simulate_collisions"), "collision", checkable=True)
        self.compare_action = self._action(translate("MainWindow", "Compare selected"), "compare",
                                           "Ctrl+Shift+C", self._compare_selected)
        self.filter_action = self._action(translate("MainWindow", "Filter groups"), "filter", key.Find,
                                          self._focus_filter)
        self.contract_action = self._action(_menu_text("contract"), "contract", key.HelpContents,
                                            self._show_contract)
        self.verify_action = self._action(_menu_text("verify"), "verify", None, self._show_verify)
        self.about_action = self._action(_menu_text("about"), "about", None, self._show_about)
        self.profile_actions = self._profile_actions()

    def _profile_actions(self) -> dict[str, QAction]:
        group = QActionGroup(self)
        actions = {}
        for name in LIMITS_BY_NAME:
            action = self._action(name, checkable=True)
            action.setData(name)
            group.addAction(action)
            actions[name] = action
        actions[self.limits.name].setChecked(True)
        group.triggered.connect(lambda action: self.set_limits(action.data()))
        return actions

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu(_menu_text("file"))
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu(_menu_text("open_recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        for action in (self.reload_action, self.export_action):
            file_menu.addAction(action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        view_menu = bar.addMenu(_menu_text("view"))
        view_menu.addActions([self.filter_action, self.duplicates_action, self.invisibles_action,
                              self.compare_action])
        profile_menu = view_menu.addMenu(_menu_text("limits_profile"))
        profile_menu.addActions(list(self.profile_actions.values()))
        view_menu.addAction(self.simulate_action)
        help_menu = bar.addMenu(_menu_text("help"))
        help_menu.addActions([self.contract_action, self.verify_action, self.about_action])

    def _build_toolbar(self) -> None:
        toolbar = self.addToolBar(translate("MainWindow", "Main"))
        toolbar.setObjectName("mainToolBar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.addActions([self.open_action, self.reload_action, self.export_action])
        toolbar.addSeparator()
        toolbar.addActions([self.invisibles_action, self.simulate_action, self.compare_action])
        toolbar.addSeparator()
        toolbar.addAction(self.verify_action)

    def _connect(self) -> None:
        for slot in self._slots.values():
            slot.running_changed.connect(self._on_running_changed)
            slot.progressed.connect(lambda done, total, label=slot.label: self.progressed.emit(
                label, done, total))
        self.progressed.connect(self.status_panel.show_progress)
        self.status_panel.cancel_requested.connect(self._cancel_all)
        self.filter_edit.textChanged.connect(self._filter_timer.start)
        self._filter_timer.timeout.connect(self._arrange)
        self.duplicates_action.toggled.connect(self._arrange)
        self.model.arrangement_requested.connect(self._arrange)
        self.invisibles_action.toggled.connect(self.detail_pane.set_show_invisibles)
        self.invisibles_action.toggled.connect(self.compare_view.set_show_invisibles)
        self.simulate_action.toggled.connect(self._regroup)
        self.group_tree.selectionModel().currentChanged.connect(self._on_current_changed)
        self.group_tree.selectionModel().selectionChanged.connect(self._update_actions)
        self.neighbours_panel.compare_requested.connect(self._compare_groups)
        self.neighbours_panel.similar_requested.connect(self._find_similar)

    # Loading and grouping ------------------------------------------------------

    def _on_loaded(self, result) -> None:
        inspection, table, rows = result
        unreadable = [problem for problem in inspection.problems if problem.code == UNREADABLE]
        if unreadable:  # nothing was read: keep showing what was there before
            self._on_load_failed(unreadable[0].message)
            return
        self._path = inspection.loaded.path
        self._show(inspection, table, rows)
        self._remember_recent(self._path)
        if inspection.problems:
            self.bottom_tabs.setCurrentWidget(self.problems_panel)
        self.loaded.emit()

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
        loaded, limits, simulate, query = (self.inspection.loaded, self.inspection.limits,
                                           self.simulate_action.isChecked(), self._query())

        def work(progress):
            inspection = inspect_loaded(loaded, limits=limits, simulate_collisions=simulate,
                                        progress=progress)
            return _tabulated(inspection, query)

        self._slots["regroup"].start(work, self._on_regrouped, self._show_error)

    def _on_regrouped(self, result) -> None:
        self._show(*result)
        self.loaded.emit()

    def _show(self, inspection: Inspection, table: GroupTable, rows: list[int]) -> None:
        current = self._current_group_representative()
        self.inspection, self.table = inspection, table
        self.model.set_table(table, rows)
        self.problems_panel.set_problems(inspection.problems)
        self.detail_pane.clear()
        self.compare_view.clear()
        self.neighbours_panel.show_group(None, None)
        self._select_group_by_representative(current)
        self._update_status()
        # Each in its own turn of the event loop, the analysis last: while it runs, the
        # GUI thread shares the GIL with it, so the GUI's own work goes first.
        QTimer.singleShot(0, self._fit_columns)
        QTimer.singleShot(0, lambda: self._start_neighbours(inspection, table))

    def _start_neighbours(self, inspection: Inspection, table: GroupTable) -> None:
        def work(progress):
            return NearIdentical(find_neighbours(inspection.records, inspection.groups, progress=progress))

        def done(near: NearIdentical) -> None:
            if table is self.table:
                table.set_near_identical(near)
                self.model.refresh_column(COLUMN["near"])
                self.neighbours_panel.show_group(table, self._current_group())
                self._update_status()
            self.analysis_finished.emit()

        def failed(message: str) -> None:
            self._show_error(translate("MainWindow", "Finding near-identical groups failed: {message}")
                             .format(message=message))
            self.analysis_finished.emit()

        self._slots["neighbours"].start(work, done, failed, self.analysis_finished.emit)

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
            if table is self.table:
                current = self._current_group_representative()
                self.model.set_rows(rows)
                self._select_group_by_representative(current)
                self._update_status()
                self.groups_arranged.emit()

        self._slots["arrange"].start(lambda progress: table.arrange(query, progress=progress), apply,
                                     self._show_error)

    # Selection -----------------------------------------------------------------

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
            self.compare_view.compare(self.inspection, *records)
            self.right_tabs.setCurrentIndex(COMPARE_TAB)
        else:
            self.message_bar.show_message(
                translate("MainWindow", "Select two records or groups to compare (Ctrl+click)."), error=False)

    def _compare_groups(self, group_a: int, group_b: int) -> None:
        groups = self.inspection.groups
        self.compare(groups[group_a].representative, groups[group_b].representative)

    def _find_similar(self, group: int) -> None:
        inspection, table = self.inspection, self.table

        def work(progress):
            return SimilarityIndex(inspection.records, inspection.groups).query(group, top=10, min_score=0.9)

        def done(matches) -> None:
            if table is self.table:
                self.neighbours_panel.show_similar(group, matches)

        self._slots["similar"].start(work, done, self._show_error)

    def _update_actions(self) -> None:
        self.compare_action.setEnabled(len(self._selected_records()) == 2)

    # Status --------------------------------------------------------------------

    def _update_status(self) -> None:
        inspection = self.inspection
        self.status_panel.show_counts(
            path=inspection.loaded.path if inspection else None,
            records=len(inspection.records) if inspection else 0,
            groups=len(inspection.groups) if inspection else 0,
            shown=self.model.group_count(),
            duplicates=self.table.duplicate_count if self.table else 0,
            clusters=None if self.table is None or self._slots["neighbours"].is_running
            else self.table.near.cluster_count,
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

    # Recent files and settings -------------------------------------------------

    def recent_files(self) -> list[str]:
        value = settings().value("recentFiles", [])
        if isinstance(value, str):  # INI files return a one-item list as a plain string
            value = [value]
        return [str(item) for item in value or []]

    def _remember_recent(self, path: str) -> None:
        path = str(Path(path).resolve())
        recent = [path] + [item for item in self.recent_files() if item != path]
        settings().setValue("recentFiles", recent[:MAX_RECENT])

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        for path in self.recent_files():
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _checked=False, path=path: self.open_file(path))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(translate("MainWindow", "No recent files")).setEnabled(False)

    def _restore_settings(self) -> None:
        stored = settings()
        for key, restore in (("geometry", self.restoreGeometry), ("windowState", self.restoreState),
                             ("mainSplitter", self.main_splitter.restoreState),
                             ("rightSplitter", self.right_splitter.restoreState)):
            value = stored.value(key)
            if isinstance(value, QByteArray | bytes):
                restore(value)
        if not stored.contains("geometry"):
            self.resize(1440, 900)
        if not stored.contains("mainSplitter"):
            self.main_splitter.setSizes([420, 1020])  # room for the group columns at first start
            self.right_splitter.setSizes([620, 220])
        name = stored.value("limits", CORPUS_LIMITS.name)
        if name in LIMITS_BY_NAME:
            self.limits = LIMITS_BY_NAME[name]
            self.profile_actions[name].setChecked(True)

    def _save_settings(self) -> None:
        stored = settings()
        stored.setValue("geometry", self.saveGeometry())
        stored.setValue("windowState", self.saveState())
        stored.setValue("mainSplitter", self.main_splitter.saveState())
        stored.setValue("rightSplitter", self.right_splitter.saveState())
        stored.setValue("limits", self.limits.name)

    # Qt overrides --------------------------------------------------------------

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
        self._save_settings()
        for slot in self._slots.values():
            slot.wait()
        super().closeEvent(event)


def _tabulated(inspection: Inspection, query: TableQuery) -> tuple[Inspection, GroupTable, list[int]]:
    """Worker side of a load: the table and its first arrangement, counts made here, not in the GUI."""
    table = GroupTable(inspection.records, inspection.groups)
    table.duplicate_count  # noqa: B018 - cached now, in the worker
    return inspection, table, table.arrange(query)


def _local_files(mime) -> list[str]:
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]


def _scrollable(widget: QWidget) -> QScrollArea:
    """``widget`` in a frameless scroll area: a side-by-side view may be wider than the
    window allows, and then it scrolls rather than crush the group tree."""
    area = QScrollArea()
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(widget)
    return area


def _splitter(orientation, name: str, first: QWidget, second: QWidget, stretch: tuple[int, int]) -> QSplitter:
    splitter = QSplitter(orientation)
    splitter.setObjectName(name)
    splitter.addWidget(first)
    splitter.addWidget(second)
    splitter.setStretchFactor(0, stretch[0])
    splitter.setStretchFactor(1, stretch[1])
    splitter.setChildrenCollapsible(False)
    return splitter
