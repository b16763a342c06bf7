"""What :class:`~docdedup_gui.session_view.SessionView` may touch: the panes, each as a
protocol of the calls it answers, and the few parts of the window itself.

The window builds one :class:`Panes` and hands it over; the view reaches nothing else of
the window, so a pane can be replaced by anything that answers these calls (a test's
recorder, another layout).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QModelIndex, QObject, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTabWidget, QTreeView, QWidget

__all__ = ["Panes", "Tabs"]


class TreeModel(Protocol):
    """The group tree's model (:class:`~docdedup_gui.tree.group_tree_model.GroupTreeModel`)."""

    def set_arrangement(self, table, arrangement, *, around: int | None = None) -> None: ...
    def refresh_column(self, column: int) -> None: ...
    def group_index(self, group: int, record: int | None = None) -> QModelIndex: ...
    def fetch_held(self) -> AbstractContextManager[None]: ...
    def group_count(self) -> int: ...
    def rowCount(self, parent: QModelIndex = ...) -> int: ...
    def columnCount(self, parent: QModelIndex = ...) -> int: ...
    def make_room_after(self, group: int) -> bool: ...


class DetailShown(Protocol):
    """The detail pane: one group or record."""

    def clear(self) -> None: ...
    def show_group(self, inspection, group_index: int) -> None: ...
    def show_record(self, inspection, record_index: int) -> None: ...
    def refresh_reported(self) -> None: ...


class CompareShown(Protocol):
    """The compare pane: two records and their differences."""

    def clear(self) -> None: ...
    def show_pair(self, inspection, record_index_a: int, record_index_b: int) -> None: ...
    def set_explanation(self, explanation) -> None: ...
    def show_failure(self, message: str) -> None: ...
    def refresh_reported(self) -> None: ...


class NeighboursShown(Protocol):
    def show_group(self, table, group: int | None) -> None: ...
    def show_similar(self, group: int, matches: Sequence) -> None: ...


class ProblemsShown(Protocol):
    def set_problems(self, problems: Sequence) -> None: ...


class CharactersShown(Protocol):
    def set_census(self, census) -> None: ...


class StatusShown(Protocol):
    def show_counts(self, **counts: Any) -> None: ...
    def set_busy(self, label: str | None) -> None: ...


class MessagesShown(Protocol):
    def show_message(self, text: str, *, error: bool) -> None: ...


class Jobs(Protocol):
    def busy_labels(self) -> list[str]: ...


class WindowSignals(Protocol):
    """The window's signals the view announces with (see :class:`~docdedup_gui.main_window.MainWindow`)."""

    loaded: SignalInstance
    load_failed: SignalInstance
    groups_arranged: SignalInstance
    selection_shown: SignalInstance
    analysis_finished: SignalInstance
    census_finished: SignalInstance
    exported: SignalInstance


class Tabs:
    """Which tab is in front: the detail or compare pane on the right, Neighbours or Problems below."""

    def __init__(self, right: QTabWidget, bottom: QTabWidget, problems: QWidget, neighbours: QWidget) -> None:
        self._right, self._bottom = right, bottom
        self._problems, self._neighbours = problems, neighbours

    def show_detail(self) -> None:
        self._right.setCurrentIndex(0)  # the detail pane (in its scroll area)

    def show_compare(self) -> None:
        self._right.setCurrentIndex(1)

    def show_problems(self) -> None:
        self._bottom.setCurrentWidget(self._problems)

    def show_neighbours(self) -> None:
        self._bottom.setCurrentWidget(self._neighbours)


@dataclass(frozen=True)
class Panes:
    """Everything the view shows the session in.

    ``owner`` is the timers' context (a window deleted meanwhile runs none of their steps);
    ``actions`` holds ``"export"``, ``"reload"`` and ``"compare"``, enabled as the session allows.
    """

    owner: QObject
    tree: QTreeView
    model: TreeModel
    detail: DetailShown
    compare: CompareShown
    neighbours: NeighboursShown
    problems: ProblemsShown
    characters: CharactersShown
    status: StatusShown
    messages: MessagesShown
    tabs: Tabs
    actions: Mapping[str, QAction]
    signals: WindowSignals
    jobs: Jobs
    set_title: Callable[[str], None]

