"""The inspector's main window: groups on the left, details on the right.

Where things are:

- what is open and the work on it (load, filter and sort, select, compare, the
  near-identical analysis) is :class:`core.session.InspectorSession`, Qt-free; the
  window runs its jobs in worker threads through a :class:`~docdedup_gui.workers.SlotRunner`;
- what each pane shows when the session changes: :mod:`docdedup_gui.session_view`;
- the group tree's rows come from :mod:`docdedup_gui.tree.group_tree_model`, the view is
  made in :mod:`docdedup_gui.panes`, which also lays the panes out;
- menus and toolbar: :mod:`docdedup_gui.actions`, from the window's :class:`~docdedup_gui.actions.Commands`;
  right-click menus: :mod:`docdedup_gui.context_menus`; spoken names:
  :mod:`docdedup_gui.accessibility`; each is handed what it acts on, not the window; status bar:
  :mod:`docdedup_gui.widgets.status_panel`; error line: :mod:`docdedup_gui.widgets.message_bar`;
  recent files, saved geometry and tree columns: :mod:`docdedup_gui.persistence`.

The window builds widgets and forwards to the session. Scriptable for tests and
automation: ``open_file``, ``select_record``, ``compare``, ``export_groups_to`` and
the signals ``loaded`` and ``load_failed``; the window's actions are ``commands``.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QMainWindow, QWidget

from core.display.zoom import scaled_point_size
from core.input.limits import LIMITS_BY_NAME
from core.session import InspectorSession
from docdedup_gui import actions, panes, persistence, resources
from docdedup_gui.accessibility import WindowWidgets, name_main_window
from docdedup_gui.actions import Commands, make_action, menu_text
from docdedup_gui.characters.characters_view import CharactersPanel
from docdedup_gui.compare.compare_view import CompareView
from docdedup_gui.context_menus import MenuTargets, install_context_menus
from docdedup_gui.desktop.file_drop import install_file_drop
from docdedup_gui.desktop.file_open import install_opening
from docdedup_gui.detail.detail_pane import DetailPane
from docdedup_gui.i18n import translate
from docdedup_gui.persistence import APPLICATION, ORGANIZATION, settings
from docdedup_gui.problems.problems_view import ProblemsPanel
from docdedup_gui.projector_room import install_projector_room
from docdedup_gui.result_window import install_result_action
from docdedup_gui.review.review_mode import ReviewMode
from docdedup_gui.session_panes import Panes, Tabs
from docdedup_gui.session_view import SessionView
from docdedup_gui.tree.group_tree_model import GROUP_ROLE, RECORD_ROLE, GroupTreeModel
from docdedup_gui.tree.narrowing import CharacterNarrowing
from docdedup_gui.tree.neighbours_view import NeighboursPanel
from docdedup_gui.widgets.message_bar import MessageBar
from docdedup_gui.widgets.status_panel import StatusPanel
from docdedup_gui.window_dialogs import choose_export, choose_records, open_help_dialog
from docdedup_gui.workers import SlotRunner
from docdedup_gui.zoom import WindowZoom

__all__ = ["APPLICATION", "ORGANIZATION", "MainWindow", "settings"]

LEFT_MIN_WIDTH = 380  # doc_id, source_ref, members and the badge stay readable
FILTER_DELAY_MS = 200  # typing "ab" filters once, not twice


def _job_labels() -> dict[str, str | None]:
    return {
        "offer": translate("MainWindow", "Reading the first record"),  # how to read a file, asked first
        "open": translate("MainWindow", "Loading"),
        "arrange": translate("MainWindow", "Filtering"),
        "analysis": translate("MainWindow", "Finding near-identical groups"),
        "census": translate("MainWindow", "Counting characters"),
        "similar": translate("MainWindow", "Finding similar groups"),
        "compare": translate("MainWindow", "Comparing"),
        "prepare": None,  # review mode's next pair, explained ahead of time: nothing to show
        "export": translate("MainWindow", "Exporting"),
        "review": translate("MainWindow", "Reading decisions"),
        "clusters": translate("MainWindow", "Counting decisions"),
        "identify": translate("MainWindow", "Identifying the input for decisions"),
        "suggest": translate("MainWindow", "Suggesting keepers"),
    }


class MainWindow(QMainWindow):
    """DocDedup Inspector's window. Constructible without arguments; opens nothing by itself."""

    loaded = Signal()
    load_failed = Signal(str)
    groups_arranged = Signal()  # the tree shows a new filter or sort order
    selection_shown = Signal()  # the detail pane and the neighbours show the selection
    analysis_finished = Signal()  # the near-identical badges are in (or their analysis failed)
    census_finished = Signal()  # the Characters pane and column are in
    exported = Signal(str)  # path written
    progressed = Signal(str, int, int)  # task label, done, total (for automation; the bar shows it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APPLICATION)
        self.setWindowIcon(resources.icon("app"))
        self.runner = SlotRunner(_job_labels(), parent=self)
        self._build_widgets()
        self.commands = self._build_commands()
        self.zoom = WindowZoom(self)  # View > Zoom: every font of the window, remembered
        self.recent_menu = actions.add_menus(self.menuBar(), self.commands, self.zoom.actions())
        self.open_result_action = install_result_action(self)  # File > Open result... (sharded runs)
        self.opening = install_opening(self)  # File > Open folder..., Field names...; asks how to read
        install_file_drop(self, self.opening.offer)  # a file or a folder dropped: as File > Open
        self.projector_room = install_projector_room(self, self.zoom)  # View > Neighbours and problems
        actions.add_toolbar(self, self.commands)
        self.view = SessionView(self._panes())
        self.session = self.view.session = InspectorSession(self.runner, self.view, analysis_apart=True)
        self._connect()
        self.review_mode = ReviewMode(self)
        self.menu_targets = self._menu_targets()
        install_context_menus(self.menu_targets)
        name_main_window(self._named_widgets())
        self._restore_settings()
        self.view.update_status()
        self.zoom.zoomed.connect(self._zoom_item_fonts)
        self._zoom_item_fonts(self.zoom.percent)

    # Scriptable API ------------------------------------------------------------

    def open_file(self, path: str | Path) -> None:
        """Load ``path`` in a worker; ``loaded`` or ``load_failed`` tells how it went.

        A file read before through a field mapping, or a folder read as text files, is read
        the same way again; nothing is asked unless the file changed so that its mapping no
        longer fits (File > Open and a drop ask more: ``self.opening``).
        """
        self.opening.reopen(path)

    def reload(self) -> None:
        """Load the current file again (after it changed; a mapped file's mapping checked again)."""
        self.opening.reload()

    def select_record(self, doc_id: str) -> bool:
        """Select the member row of ``doc_id`` and show it; False if unknown or filtered out."""
        selected = self.session.select_doc_id(doc_id)
        self.view.show_selection()
        return selected

    def compare(self, doc_id_a: str, doc_id_b: str) -> None:
        """Show records ``doc_id_a`` and ``doc_id_b`` side by side (KeyError if unknown)."""
        self.session.compare(self.session.record_of(doc_id_a), self.session.record_of(doc_id_b))

    def open_playground(self, records: list | None = None):
        """The playground on ``records`` (default: the selected records, else the seed's A and B)."""
        from docdedup_gui.playground.opening import open_playground

        self.last_playground = open_playground(self, records)
        return self.last_playground

    def open_stepper(self, records: list):
        """The contract stepper on the first one or two of ``records``, at the window's zoom."""
        from docdedup_gui.playground.stepper import StepperWindow

        self.last_stepper = StepperWindow(records, self)
        self.zoom.attach(self.last_stepper)
        self.last_stepper.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_stepper.show()
        return self.last_stepper

    def export_groups_to(self, path: str | Path, *, format: str | None = None) -> None:
        """Write the groups as ``docdedup group`` does (JSON, or CSV for ``.csv``) in a worker."""
        self.session.export(path, format=format)

    def set_limits(self, name: str) -> None:
        """Use the ``seed`` or ``corpus`` limits and reload the file under them."""
        self.commands.profiles[name].setChecked(True)
        self.session.set_limits(LIMITS_BY_NAME[name])
        self.view.update_status()

    def recent_files(self) -> list[str]:
        return persistence.recent_files()

    def _zoom_item_fonts(self, percent: int) -> None:
        """The fonts that models hand to their views (not a widget's) follow the zoom too."""
        mono = resources.mono_font()
        mono.setPointSizeF(scaled_point_size(mono.pointSizeF(), percent))
        self.model.set_monospace_font(mono)
        self.problems_panel.set_font(mono)

    # Building ------------------------------------------------------------------

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
        self.characters_panel = CharactersPanel(self)
        self.narrowing = CharacterNarrowing(self.group_tree, self.detail_pane, lambda: self._arrange())
        self.status_panel = StatusPanel(self.statusBar(), self)
        self._filter_timer = QTimer(self, singleShot=True, interval=FILTER_DELAY_MS)
        left = panes.stacked(self.filter_edit, self.group_tree)
        left.setMinimumWidth(LEFT_MIN_WIDTH)
        self.right_tabs, self.bottom_tabs, central = panes.layout(
            self, left, self.detail_pane, self.compare_view, self.neighbours_panel, self.problems_panel,
            self.message_bar)
        self.bottom_tabs.addTab(self.characters_panel, translate("MainWindow", "Characters"))
        self.setCentralWidget(central)

    def _build_commands(self) -> Commands:
        key = QKeySequence.StandardKey
        return Commands(
            open=make_action(self, menu_text("open"), "open", key.Open, lambda: choose_records(self)),
            reload=make_action(self, menu_text("reload"), "reload", key.Refresh, self.reload),
            export=make_action(self, menu_text("export"), "export", "Ctrl+E", lambda: choose_export(self)),
            quit=make_action(self, menu_text("quit"), None, key.Quit, self.close),
            duplicates=make_action(self, menu_text("duplicates_only"), None, "Ctrl+D", checkable=True),
            invisibles=make_action(self, menu_text("show_invisibles"), "invisible", "Ctrl+I", checkable=True),
            simulate=make_action(self, menu_text("simulate_collisions"), "collision", checkable=True),
            compare=make_action(self, translate("MainWindow", "&Compare selected"), "compare", "Ctrl+Shift+C",
                                self._compare_selected),
            filter=make_action(self, translate("MainWindow", "&Filter groups"), "filter", key.Find,
                               lambda: panes.focus_filter(self.filter_edit)),
            contract=make_action(self, menu_text("contract"), "contract", key.HelpContents,
                                 lambda: open_help_dialog(self, "contract")),
            verify=make_action(self, menu_text("verify"), "verify", None,
                               lambda: open_help_dialog(self, "verify")),
            playground=make_action(self, translate("MainWindow", "&Playground"), "contract", "Ctrl+Shift+P",
                                   lambda: self.open_playground()),
            about=make_action(self, menu_text("about"), "about", None,
                              lambda: open_help_dialog(self, "about")),
            profiles=actions.make_profile_actions(self, LIMITS_BY_NAME, "corpus", self.set_limits))

    def _tabs(self) -> Tabs:
        return Tabs(self.right_tabs, self.bottom_tabs, self.problems_panel, self.neighbours_panel)

    def _panes(self) -> Panes:
        """What the session's view may touch: the panes, the tabs, three actions, the signals."""
        return Panes(
            owner=self, tree=self.group_tree, model=self.model, detail=self.detail_pane,
            compare=self.compare_view, neighbours=self.neighbours_panel, problems=self.problems_panel,
            characters=self.characters_panel, status=self.status_panel, messages=self.message_bar,
            tabs=self._tabs(),
            actions={"export": self.commands.export, "reload": self.commands.reload,
                     "compare": self.commands.compare},
            signals=self, jobs=self.runner, set_title=self.setWindowTitle)

    def _menu_targets(self) -> MenuTargets:
        """What the right-click menus act on: the session, the four lists, the tabs, a few commands."""
        pair = self.compare_view
        return MenuTargets(
            session=self.session, tree=self.group_tree, neighbours=self.neighbours_panel,
            problems=self.problems_panel, differences=pair.differencesList, tabs=self._tabs(),
            shown_pair=lambda: [pair.sideA.record, pair.sideB.record],
            selected_records=self.view.selected_records, select_record=self.select_record,
            open_playground=self.open_playground, open_stepper=self.open_stepper)

    def _named_widgets(self) -> WindowWidgets:
        """The widgets a screen reader names (see :mod:`docdedup_gui.accessibility`)."""
        return WindowWidgets(
            filter_edit=self.filter_edit, tree=self.group_tree, right_tabs=self.right_tabs,
            bottom_tabs=self.bottom_tabs, messages=self.message_bar, cancel=self.status_panel.cancel_button,
            detail=self.detail_pane, compare=self.compare_view, neighbours=self.neighbours_panel.view,
            problems=self.problems_panel.view, problems_text=self.problems_panel.raw,
            problem_sentence=self.problems_panel.sentence)

    def _restore_settings(self) -> None:
        """Geometry, splitters, tree columns and the limits profile as they were left."""
        name = persistence.restore_window(self)
        if name is not None:
            self.session.set_limits(LIMITS_BY_NAME[name])  # nothing is open yet: nothing to reload
            self.commands.profiles[name].setChecked(True)
        header = self.group_tree.header()  # a restored sort indicator, and the query with it
        self.model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())

    def _connect(self) -> None:
        # F10 opens the first menu, as in GNOME, KDE and Windows applications (Qt has no such key itself).
        menu_key = QShortcut(QKeySequence("F10"), self, context=Qt.ShortcutContext.WindowShortcut)
        menu_key.activated.connect(lambda: self.menuBar().setActiveAction(self.menuBar().actions()[0]))
        self.runner.running_changed.connect(self.view.update_busy)
        self.runner.progressed.connect(self.progressed)
        self.progressed.connect(self.status_panel.show_progress)
        self.status_panel.cancel_requested.connect(self.runner.cancel_all)
        self.filter_edit.textChanged.connect(self._filter_timer.start)
        self._filter_timer.timeout.connect(self._arrange)
        self.commands.duplicates.toggled.connect(self._arrange)
        self.model.sort_requested.connect(
            lambda column, descending: self.session.update_query(sort_column=column, descending=descending))
        self.commands.invisibles.toggled.connect(self.detail_pane.set_show_invisibles)
        self.commands.invisibles.toggled.connect(self.compare_view.set_show_invisibles)
        self.commands.simulate.toggled.connect(self.session.set_simulate_collisions)
        self.recent_menu.aboutToShow.connect(
            lambda: persistence.fill_recent_menu(self.recent_menu, self.open_file))
        self.group_tree.selectionModel().currentChanged.connect(self._on_current_changed)
        self.group_tree.selectionModel().selectionChanged.connect(self.view.update_actions)
        self.neighbours_panel.compare_requested.connect(self.session.compare_groups)
        self.neighbours_panel.similar_requested.connect(self.session.find_similar)
        self.characters_panel.character_chosen.connect(self.narrowing.narrow)
        self.groups_arranged.connect(self.narrowing.open_shown_groups)

    # Forwarding to the session ---------------------------------------------------

    def _arrange(self) -> None:
        self.session.update_query(text=self.filter_edit.text(),
                                  duplicates_only=self.commands.duplicates.isChecked(),
                                  doc_ids=self.narrowing.doc_ids)

    def _on_current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.session.select(current.data(GROUP_ROLE), current.data(RECORD_ROLE))

    def _compare_selected(self) -> None:
        records = self.view.selected_records()
        if len(records) == 2:
            self.session.compare(*records)
        else:
            self.message_bar.show_message(
                translate("MainWindow", "Select two records or groups to compare (Ctrl+click)."), error=False)

    # Qt overrides --------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        # Stop and join the workers first: their results must not arrive in a dead window.
        persistence.save_window(self)
        self.runner.wait_all()
        super().closeEvent(event)

