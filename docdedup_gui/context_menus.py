"""Right-click menus on the group tree, the neighbours, the problems and the differences.

Each ``*_menu`` function builds the menu for one row (tests trigger its actions
directly); :func:`install_context_menus` shows them on right-click (or the Menu key).
The menus act on one :class:`MenuTargets`, handed over by the window: the session, the
four lists, the tabs and a few of the window's commands; nothing else of the window.
Every action forwards to what those already do: the session compares, finds similar
groups and selects; nothing here decides anything.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtWidgets import QAbstractItemView, QMenu

from core.contract import canonical_bytes

from .compare.difference_text import difference_sentence
from .compare.differences_model import ROW_ROLE
from .i18n import translate
from .session_panes import Tabs
from .tree.group_tree_model import GROUP_ROLE, RECORD_ROLE
from .widgets.plain_copy import copy_text

__all__ = ["MenuTargets", "differences_menu", "install_context_menus", "neighbours_menu", "problems_menu",
           "tree_menu"]

MAX_NEIGHBOURS_LISTED = 10  # a longer list belongs in the Neighbours tab


class SessionAsked(Protocol):
    """What the menus read of :class:`core.session.InspectorSession` and ask it to do."""

    inspection: Any  # core.inspection.Inspection, or None while nothing is open
    table: Any  # core.display.group_table.GroupTable, or None

    def compare(self, record_index_a: int, record_index_b: int) -> None: ...
    def compare_groups(self, group_a: int, group_b: int) -> None: ...
    def find_similar(self, group: int) -> None: ...


class NeighboursListed(Protocol):
    """The Neighbours tab (:class:`~docdedup_gui.tree.neighbours_view.NeighboursPanel`)."""

    view: QAbstractItemView
    model: Any  # answers neighbour(row)
    group: int | None  # the group whose neighbours are listed


class ProblemsListed(Protocol):
    """The Problems tab (:class:`~docdedup_gui.problems.problems_view.ProblemsPanel`)."""

    view: QAbstractItemView
    model: Any  # answers problem(row)

    def has_problems_of(self, doc_id: str) -> bool: ...
    def select_problems_of(self, doc_id: str) -> bool: ...


@dataclass(frozen=True)
class MenuTargets:
    """Everything the right-click menus act on.

    ``differences`` is the compare pane's list and ``shown_pair`` the two records it compares;
    ``selected_records`` the tree's selected records; ``open_playground`` and ``open_stepper``
    open a window on a list of records.
    """

    session: SessionAsked
    tree: QAbstractItemView
    neighbours: NeighboursListed
    problems: ProblemsListed
    differences: QAbstractItemView
    tabs: Tabs
    shown_pair: Callable[[], list]
    selected_records: Callable[[], list[int]]
    select_record: Callable[[str], object]
    open_playground: Callable[[list], object]
    open_stepper: Callable[[list], object]


def _copy(text: str) -> None:
    copy_text(text)


def _add(menu: QMenu, name: str, text: str, slot: Callable[[], object], *, enabled: bool = True):
    action = menu.addAction(text)
    action.setObjectName(name)
    action.setEnabled(enabled)
    action.triggered.connect(lambda _checked=False: slot())
    return action


# The group tree -------------------------------------------------------------------

def tree_menu(targets: MenuTargets, index: QModelIndex) -> QMenu | None:
    """The menu of a tree row (a group row stands for its representative)."""
    inspection = targets.session.inspection
    if inspection is None or not index.isValid():
        return None
    group = index.data(GROUP_ROLE)
    record_index = index.data(RECORD_ROLE)
    if record_index is None:
        record_index = inspection.representative(group)
    record = inspection.records[record_index]
    menu = QMenu(targets.tree)
    menu.setObjectName("treeMenu")
    _add(menu, "copyDocId", translate("ContextMenus", "Copy doc_id"), lambda: _copy(record.doc_id))
    _add(menu, "copyDigest", translate("ContextMenus", "Copy digest"),
         lambda: _copy(inspection.groups[group].candidate_digest))
    _add(menu, "copyCanonicalJson", translate("ContextMenus", "Copy canonical JSON"),
         lambda: _copy(canonical_bytes(record.language, record.title, record.body).decode("utf-8")))
    menu.addSeparator()
    _add_compare_with_selected(menu, targets, record_index)
    _add_compare_with_neighbours(menu, targets, group, record_index)
    _add(menu, "findSimilar", translate("ContextMenus", "Find similar groups"),
         lambda: _find_similar(targets, group))
    _add(menu, "openInPlayground", translate("ContextMenus", "Open in playground"),
         lambda: targets.open_playground(_with_selected(targets, record_index)))
    _add(menu, "stepThroughContract", translate("ContextMenus", "Step through the contract"),
         lambda: targets.open_stepper(_with_selected(targets, record_index)[:2]))
    has_problems = targets.problems.has_problems_of(record.doc_id)
    _add(menu, "showProblems", translate("ContextMenus", "Show in Problems"),
         lambda: _show_problems(targets, record.doc_id), enabled=has_problems)
    return menu


def _others_selected(targets: MenuTargets, record_index: int) -> list[int]:
    """The other selected records, as many as a menu lists."""
    others = [other for other in targets.selected_records() if other != record_index]
    return others[:MAX_NEIGHBOURS_LISTED]


def _with_selected(targets: MenuTargets, record_index: int) -> list:
    """The record of the row, and the other selected records after it."""
    records = targets.session.inspection.records
    return [records[index] for index in [record_index, *_others_selected(targets, record_index)]]


def _add_compare_with_selected(menu: QMenu, targets: MenuTargets, record_index: int) -> None:
    session = targets.session
    for other in _others_selected(targets, record_index):
        doc_id = session.inspection.records[other].doc_id
        text = translate("ContextMenus", "Compare with {doc_id}").format(doc_id=doc_id)
        _add(menu, "compareWithSelected", text, lambda other=other: session.compare(record_index, other))


def _add_compare_with_neighbours(menu: QMenu, targets: MenuTargets, group: int, record_index: int) -> None:
    session = targets.session
    table, inspection = session.table, session.inspection
    near = table.near.of(group) if table is not None else []
    submenu = menu.addMenu(translate("ContextMenus", "Compare with a near-identical group"))
    submenu.setObjectName("compareWithNear")
    submenu.setEnabled(bool(near))
    for other, classes in sorted(near)[:MAX_NEIGHBOURS_LISTED]:
        representative = inspection.representative(other)
        text = translate("ContextMenus", "{doc_id} ({classes})").format(
            doc_id=inspection.records[representative].doc_id, classes=", ".join(classes))
        _add(submenu, "compareWithNeighbour", text,
             lambda representative=representative: session.compare(record_index, representative))


def _find_similar(targets: MenuTargets, group: int) -> None:
    targets.tabs.show_neighbours()
    targets.session.find_similar(group)


def _show_problems(targets: MenuTargets, doc_id: str) -> None:
    targets.tabs.show_problems()
    targets.problems.select_problems_of(doc_id)


# The neighbours list ------------------------------------------------------------------

def neighbours_menu(targets: MenuTargets, index: QModelIndex) -> QMenu | None:
    """The menu of a neighbour row: compare it with the selected group, go to it, copy it."""
    panel = targets.neighbours
    if not index.isValid() or panel.group is None:
        return None
    neighbour = panel.model.neighbour(index.row())
    menu = QMenu(panel.view)
    menu.setObjectName("neighboursMenu")
    _add(menu, "compareNeighbour", translate("ContextMenus", "Compare with the selected group"),
         lambda: targets.session.compare_groups(panel.group, neighbour.group))
    _add(menu, "selectNeighbour", translate("ContextMenus", "Select in the group tree"),
         lambda: targets.select_record(neighbour.representative))
    _add(menu, "copyDocId", translate("ContextMenus", "Copy doc_id"), lambda: _copy(neighbour.representative))
    return menu


# The problems list ---------------------------------------------------------------------

def problems_menu(targets: MenuTargets, index: QModelIndex) -> QMenu | None:
    """The menu of a problem: copy it (as the command line prints it), copy where, go to the record."""
    panel = targets.problems
    if not index.isValid():
        return None
    problem = panel.model.problem(index.row())
    menu = QMenu(panel.view)
    menu.setObjectName("problemsMenu")
    _add(menu, "copyProblem", translate("ContextMenus", "Copy the problem"), lambda: _copy(str(problem)))
    _add(menu, "copyLocation", translate("ContextMenus", "Copy the location"),
         lambda: _copy(problem.where()), enabled=bool(problem.where()))
    inspection = targets.session.inspection
    loaded = inspection is not None and problem.doc_id in inspection.index_of_doc_id
    _add(menu, "selectRecord", translate("ContextMenus", "Select the record in the group tree"),
         lambda: targets.select_record(problem.doc_id), enabled=loaded)
    return menu


# The differences list ------------------------------------------------------------------

def differences_menu(targets: MenuTargets, index: QModelIndex) -> QMenu | None:
    """The menu of a difference: copy its explanation, its class, the characters of each side."""
    row = index.data(ROW_ROLE) if index.isValid() else None
    if row is None:
        return None
    menu = QMenu(targets.differences)
    menu.setObjectName("differencesMenu")
    _add(menu, "copyExplanation", translate("ContextMenus", "Copy the explanation"),
         lambda: _copy(difference_sentence(row.phrase, row.sentence, for_display=False)),
         enabled=bool(row.sentence))
    _add(menu, "copyClass", translate("ContextMenus", "Copy the class name"),
         lambda: _copy(", ".join(row.classes)))
    _add(menu, "copySideA", translate("ContextMenus", "Copy the characters of A"),
         lambda: _copy("\n".join(row.a_code_points)), enabled=bool(row.a_code_points))
    _add(menu, "copySideB", translate("ContextMenus", "Copy the characters of B"),
         lambda: _copy("\n".join(row.b_code_points)), enabled=bool(row.b_code_points))
    menu.addSeparator()
    _add(menu, "openPairInPlayground", translate("ContextMenus", "Open the pair in playground"),
         lambda: targets.open_playground(targets.shown_pair()))
    _add(menu, "stepThroughPair", translate("ContextMenus", "Step through the contract on the pair"),
         lambda: targets.open_stepper(targets.shown_pair()))
    return menu


# Showing them -------------------------------------------------------------------------

def install_context_menus(targets: MenuTargets) -> None:
    """Right-click (or the Menu key) on each list opens its menu at the row under the pointer."""
    for view, build in ((targets.tree, tree_menu), (targets.neighbours.view, neighbours_menu),
                        (targets.problems.view, problems_menu), (targets.differences, differences_menu)):
        _attach(targets, view, build)


def _attach(targets: MenuTargets, view: QAbstractItemView,
            build: Callable[[MenuTargets, QModelIndex], QMenu | None]) -> None:
    def show(position: QPoint) -> None:
        index = view.indexAt(position)
        if not index.isValid():  # the Menu key: the current row
            index = view.currentIndex()
        menu = build(targets, index)
        if menu is not None:
            menu.exec(view.viewport().mapToGlobal(position))
            menu.deleteLater()

    view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    view.customContextMenuRequested.connect(show)
