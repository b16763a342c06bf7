"""Review mode's actions, keys and menus: the keys editors know from Prodigy and Label Studio.

Prodigy: ``a`` accept, ``x`` reject, ``space`` ignore, ``backspace`` undo. Label Studio:
Ctrl+Enter submit, Ctrl+Space skip, Ctrl+Left/Right previous/next, Ctrl+Z undo.
Single-letter keys are window shortcuts: a text field with focus (the filter) still
gets its letters, because Qt lets a line edit claim printable keys first.
"""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from core.review import GROUP_DECISIONS, STATE_FILTERS
from core.review.decision_lines import CLUSTER_DECISIONS
from docdedup_gui.actions import make_action
from docdedup_gui.i18n import translate

__all__ = ["ReviewActions"]

MEMBER_KEYS = 9


def _shortcuts(action: QAction, *keys: str) -> QAction:
    action.setShortcuts([QKeySequence(key) for key in keys])
    return action


class ReviewActions:
    """Every action of review mode, built for ``mode``
    (a :class:`~docdedup_gui.review.review_mode.ReviewMode`)."""

    def __init__(self, mode, window: QMainWindow) -> None:
        self.toggle = make_action(
            window, translate("ReviewMode", "Review mode"), None, "Ctrl+Shift+R", checkable=True
        )
        self.toggle.toggled.connect(mode.set_active)
        self.decisions_file = make_action(
            window, translate("ReviewMode", "Decisions file..."), None, None,
            lambda: mode.dialogs.choose_decisions_file()
        )
        self.reviewer = make_action(
            window, translate("ReviewMode", "Reviewer name..."), None, None,
            lambda: mode.dialogs.ask_reviewer()
        )
        do = mode.do
        self.accept = _shortcuts(
            make_action(
                window, translate("ReviewMode", "Accept the suggestion"), None, None, lambda: do("accept")
            ),
            "A",
            "Ctrl+Return",
            "Ctrl+Enter",
        )
        self.keep_all = _shortcuts(
            make_action(window, translate("ReviewMode", "Keep all"), None, None, lambda: do("keep-all")), "K"
        )
        self.distinct = _shortcuts(
            make_action(
                window, translate("ReviewMode", "Distinct documents"), None, None, lambda: do("distinct")
            ),
            "X",
        )
        self.unsure = _shortcuts(
            make_action(window, translate("ReviewMode", "Unsure"), None, None, lambda: do("unsure")),
            "U",
            "Space",
        )
        self.again = _shortcuts(
            make_action(window, translate("ReviewMode", "Decide again as before the records changed"), None,
                        None, lambda: do("again")),
            "R",
        )
        self.note = _shortcuts(
            make_action(window, translate("ReviewMode", "Note..."), None, None,
                        lambda: mode.dialogs.ask_note()),
            "N",
        )
        self.undo = _shortcuts(
            make_action(window, translate("ReviewMode", "Undo decision"), None, None, lambda: do("undo")),
            "Ctrl+Z",
            "Backspace",
        )
        self.next = _shortcuts(
            make_action(window, translate("ReviewMode", "Next undecided"), None, None,
                        lambda: mode.controller.next_undecided()),
            "Ctrl+Right",
            "Ctrl+Space",
        )
        self.previous = _shortcuts(
            make_action(
                window, translate("ReviewMode", "Previous undecided"), None, None,
                lambda: mode.controller.next_undecided(backwards=True)
            ),
            "Ctrl+Left",
        )
        self.back = _shortcuts(
            make_action(window, translate("ReviewMode", "Back to the last decision"), None, None,
                        lambda: mode.controller.back_to_decided()),
            "Alt+Left",
        )
        self.switch = _shortcuts(
            make_action(window, translate("ReviewMode", "Switch between the group and its cluster"), None,
                        None, lambda: mode.controller.switch_subject()),
            "G",
        )
        self.members = [
            make_action(
                window,
                translate("ReviewMode", "Keep member {number}").format(number=number),
                None,
                str(number),
                lambda _=False, n=number: do("keep", member=n - 1),
            )
            for number in range(1, MEMBER_KEYS + 1)
        ]
        self.compare_right = [
            make_action(window, translate("ReviewMode", "Compare with group {number}").format(number=number),
                        None, f"Alt+{number}",
                        lambda _=False, n=number: mode.controller.compare(n - 1))
            for number in range(1, MEMBER_KEYS + 1)
        ]
        self.compare_left = [
            make_action(window, translate("ReviewMode", "Group {number} on the left").format(number=number),
                        None, f"Ctrl+Alt+{number}",
                        lambda _=False, n=number: mode.controller.compare(n - 1, left=True))
            for number in range(1, MEMBER_KEYS + 1)
        ]
        self.accept_shown = make_action(
            window,
            translate("ReviewMode", "Accept the suggestions of the groups shown..."),
            None,
            None,
            mode.accept_shown,
        )
        self.bulk = make_action(
            window,
            translate("ReviewMode", "Decide the subjects shown by the keeper rule..."),
            None,
            None,
            mode.bulk_decide,
        )
        self.cheat_sheet = _shortcuts(
            make_action(window, translate("ReviewMode", "Review keys"), None, None,
                        lambda: mode.dialogs.show_keys()),
            "?",
        )
        self.filters = self._filters(window, mode)
        self.deciding = [
            self.accept,
            self.keep_all,
            self.distinct,
            self.unsure,
            self.again,
            self.note,
            self.undo,
            self.next,
            self.previous,
            *self.members,
            self.accept_shown,
            self.bulk,
        ]
        # They decide nothing: on in read-only.
        self.comparing = [*self.compare_right, *self.compare_left, self.back, self.switch]
        for action in (*self.deciding, *self.comparing, self.cheat_sheet):
            window.addAction(action)  # shortcuts work while the menu is closed, whatever has focus

    def _filters(self, window: QMainWindow, mode) -> dict[str | None, QAction]:
        group = QActionGroup(window)
        names: list[tuple[str | None, str]] = [(None, translate("ReviewMode", "All groups"))]
        titles = {
            "undecided": translate("ReviewMode", "Undecided"),
            "decided": translate("ReviewMode", "Decided"),
            "stale": translate("ReviewMode", "Stale decisions"),
            "conflicts": translate("ReviewMode", "Conflicts"),
        }
        names += [(name, titles[name]) for name in STATE_FILTERS]
        names += [
            (name, translate("ReviewMode", "Decided: {decision}").format(decision=name))
            for name in dict.fromkeys((*GROUP_DECISIONS, *CLUSTER_DECISIONS))
        ]
        actions = {}
        for name, text in names:
            action = make_action(window, text, None, None, checkable=True)
            action.triggered.connect(lambda _=False, chosen=name: mode.set_state_filter(chosen))
            group.addAction(action)
            actions[name] = action
        actions[None].setChecked(True)
        return actions

    def add_menus(self, window: QMainWindow) -> QMenu:
        """A Review menu before Help, and File > Decisions file...; returns the Review menu."""
        bar = window.menuBar()
        menus = [action.menu() for action in bar.actions() if action.menu() is not None]
        file_menu = menus[0]
        file_actions = file_menu.actions()
        file_menu.insertAction(file_actions[-2] if len(file_actions) >= 2 else None, self.decisions_file)
        menu = QMenu(translate("ReviewMode", "&Review"), window)
        menu.addAction(self.toggle)
        menu.addSeparator()
        menu.addActions([self.accept, self.keep_all, self.distinct, self.unsure, self.again, self.note,
                         self.undo])
        keepers = menu.addMenu(translate("ReviewMode", "Keep member"))
        keepers.addActions(self.members)
        comparing = menu.addMenu(translate("ReviewMode", "Compare the cluster's groups"))
        comparing.addActions([*self.compare_right, *self.compare_left])
        menu.addSeparator()
        menu.addActions([self.next, self.previous, self.back, self.switch])
        shown = menu.addMenu(translate("ReviewMode", "Show"))
        shown.addActions(list(self.filters.values()))
        menu.addSeparator()
        self.keeper_menu = menu.addMenu(translate("ReviewMode", "Keeper suggestion"))
        menu.addActions([self.accept_shown, self.bulk, self.reviewer, self.cheat_sheet])
        bar.insertMenu(menus[-1].menuAction(), menu)  # before Help
        return menu

    def set_enabled(self, deciding: bool) -> None:
        for action in self.deciding:
            action.setEnabled(deciding)
