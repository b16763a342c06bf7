"""Right-click menus on the group tree, the neighbours, the problems and the differences.

Each ``*_menu`` function builds the menu for one row (tests trigger its actions
directly); :func:`install_context_menus` shows them on right-click (or the Menu key).
Every action forwards to what the window already does: the session compares, finds
similar groups and selects; nothing here decides anything.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QAbstractItemView, QMenu

from core.contract import canonical_bytes

from .compare.difference_text import difference_sentence
from .compare.differences_model import ROW_ROLE
from .i18n import translate
from .tree.group_tree_model import GROUP_ROLE, RECORD_ROLE

__all__ = ["differences_menu", "install_context_menus", "neighbours_menu", "problems_menu", "tree_menu"]

MAX_NEIGHBOURS_LISTED = 10  # a longer list belongs in the Neighbours tab


def _copy(text: str) -> None:
    QGuiApplication.clipboard().setText(text)


def _add(menu: QMenu, name: str, text: str, slot: Callable[[], object], *, enabled: bool = True):
    action = menu.addAction(text)
    action.setObjectName(name)
    action.setEnabled(enabled)
    action.triggered.connect(lambda _checked=False: slot())
    return action


# The group tree -------------------------------------------------------------------

def tree_menu(window, index: QModelIndex) -> QMenu | None:
    """The menu of a tree row (a group row stands for its representative)."""
    inspection = window.session.inspection
    if inspection is None or not index.isValid():
        return None
    group = index.data(GROUP_ROLE)
    record_index = index.data(RECORD_ROLE)
    if record_index is None:
        record_index = inspection.groups[group].members[0]
    record = inspection.records[record_index]
    menu = QMenu(window.group_tree)
    menu.setObjectName("treeMenu")
    _add(menu, "copyDocId", translate("ContextMenus", "Copy doc_id"), lambda: _copy(record.doc_id))
    _add(menu, "copyDigest", translate("ContextMenus", "Copy digest"),
         lambda: _copy(inspection.groups[group].candidate_digest))
    _add(menu, "copyCanonicalJson", translate("ContextMenus", "Copy canonical JSON"),
         lambda: _copy(canonical_bytes(record.language, record.title, record.body).decode("utf-8")))
    menu.addSeparator()
    _add_compare_with_selected(menu, window, record_index)
    _add_compare_with_neighbours(menu, window, group, record_index)
    _add(menu, "findSimilar", translate("ContextMenus", "Find similar groups"),
         lambda: _find_similar(window, group))
    _add(menu, "openInPlayground", translate("ContextMenus", "Open in playground"),
         lambda: window.open_playground(_with_selected(window, record_index)))
    _add(menu, "stepThroughContract", translate("ContextMenus", "Step through the contract"),
         lambda: _open_stepper(window, _with_selected(window, record_index)[:2]))
    has_problems = window.problems_panel.has_problems_of(record.doc_id)
    _add(menu, "showProblems", translate("ContextMenus", "Show in Problems"),
         lambda: _show_problems(window, record.doc_id), enabled=has_problems)
    return menu


def _open_stepper(window, records: list) -> None:
    from .playground.stepper import StepperWindow

    window.last_stepper = StepperWindow(records, window)
    window.zoom.attach(window.last_stepper)
    window.last_stepper.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.last_stepper.show()


def _with_selected(window, record_index: int) -> list:
    """The record of the row, and the other selected records after it."""
    inspection = window.session.inspection
    others = [other for other in window.view.selected_records() if other != record_index]
    return [inspection.records[index] for index in [record_index, *others[:MAX_NEIGHBOURS_LISTED]]]


def _add_compare_with_selected(menu: QMenu, window, record_index: int) -> None:
    inspection = window.session.inspection
    others = [other for other in window.view.selected_records() if other != record_index]
    for other in others[:MAX_NEIGHBOURS_LISTED]:
        doc_id = inspection.records[other].doc_id
        text = translate("ContextMenus", "Compare with {doc_id}").format(doc_id=doc_id)
        _add(menu, "compareWithSelected", text,
             lambda other=other: window.session.compare(record_index, other))


def _add_compare_with_neighbours(menu: QMenu, window, group: int, record_index: int) -> None:
    table, inspection = window.session.table, window.session.inspection
    near = table.near.of(group) if table is not None else []
    submenu = menu.addMenu(translate("ContextMenus", "Compare with a near-identical group"))
    submenu.setObjectName("compareWithNear")
    submenu.setEnabled(bool(near))
    for other, classes in sorted(near)[:MAX_NEIGHBOURS_LISTED]:
        representative = inspection.groups[other].members[0]
        text = translate("ContextMenus", "{doc_id} ({classes})").format(
            doc_id=inspection.records[representative].doc_id, classes=", ".join(classes))
        _add(submenu, "compareWithNeighbour", text,
             lambda representative=representative: window.session.compare(record_index, representative))


def _find_similar(window, group: int) -> None:
    window.bottom_tabs.setCurrentWidget(window.neighbours_panel)
    window.session.find_similar(group)


def _show_problems(window, doc_id: str) -> None:
    window.bottom_tabs.setCurrentWidget(window.problems_panel)
    window.problems_panel.select_problems_of(doc_id)


# The neighbours list ------------------------------------------------------------------

def neighbours_menu(window, index: QModelIndex) -> QMenu | None:
    """The menu of a neighbour row: compare it with the selected group, go to it, copy it."""
    panel = window.neighbours_panel
    if not index.isValid() or panel.group is None:
        return None
    neighbour = panel.model.neighbour(index.row())
    menu = QMenu(panel.view)
    menu.setObjectName("neighboursMenu")
    _add(menu, "compareNeighbour", translate("ContextMenus", "Compare with the selected group"),
         lambda: panel.compare_requested.emit(panel.group, neighbour.group))
    _add(menu, "selectNeighbour", translate("ContextMenus", "Select in the group tree"),
         lambda: window.select_record(neighbour.representative))
    _add(menu, "copyDocId", translate("ContextMenus", "Copy doc_id"), lambda: _copy(neighbour.representative))
    return menu


# The problems list ---------------------------------------------------------------------

def problems_menu(window, index: QModelIndex) -> QMenu | None:
    """The menu of a problem: copy it (as the command line prints it), copy where, go to the record."""
    panel = window.problems_panel
    if not index.isValid():
        return None
    problem = panel.model.problem(index.row())
    menu = QMenu(panel.view)
    menu.setObjectName("problemsMenu")
    _add(menu, "copyProblem", translate("ContextMenus", "Copy the problem"), lambda: _copy(str(problem)))
    _add(menu, "copyLocation", translate("ContextMenus", "Copy the location"),
         lambda: _copy(problem.where()), enabled=bool(problem.where()))
    inspection = window.session.inspection
    loaded = inspection is not None and problem.doc_id in inspection.index_of_doc_id
    _add(menu, "selectRecord", translate("ContextMenus", "Select the record in the group tree"),
         lambda: window.select_record(problem.doc_id), enabled=loaded)
    return menu


# The differences list ------------------------------------------------------------------

def differences_menu(window, index: QModelIndex) -> QMenu | None:
    """The menu of a difference: copy its explanation, its class, the characters of each side."""
    view = window.compare_view.differencesList
    row = index.data(ROW_ROLE) if index.isValid() else None
    if row is None:
        return None
    menu = QMenu(view)
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
    compare = window.compare_view
    _add(menu, "openPairInPlayground", translate("ContextMenus", "Open the pair in playground"),
         lambda: window.open_playground([compare.sideA.record, compare.sideB.record]))
    _add(menu, "stepThroughPair", translate("ContextMenus", "Step through the contract on the pair"),
         lambda: _open_stepper(window, [compare.sideA.record, compare.sideB.record]))
    return menu


# Showing them -------------------------------------------------------------------------

def install_context_menus(window) -> None:
    """Right-click (or the Menu key) on each list opens its menu at the row under the pointer."""
    for view, build in ((window.group_tree, tree_menu), (window.neighbours_panel.view, neighbours_menu),
                        (window.problems_panel.view, problems_menu),
                        (window.compare_view.differencesList, differences_menu)):
        _attach(window, view, build)


def _attach(window, view: QAbstractItemView, build: Callable[[object, QModelIndex], QMenu | None]) -> None:
    def show(position: QPoint) -> None:
        index = view.indexAt(position)
        if not index.isValid():  # the Menu key: the current row
            index = view.currentIndex()
        menu = build(window, index)
        if menu is not None:
            menu.exec(view.viewport().mapToGlobal(position))
            menu.deleteLater()

    view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    view.customContextMenuRequested.connect(show)
