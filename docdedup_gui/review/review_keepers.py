"""Review > Keeper suggestion: the rules that pre-fill the suggested keeper, and their presets.

Two rules are built in (the representative, the largest doc_id); presets are saved in
the user's config folder (:func:`core.review.save_presets`) and a new one is made from a
source_ref pattern. Rules suggest, never decide.
"""

from __future__ import annotations

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QInputDialog, QMenu

from core.review import (
    KeeperPreset,
    KeeperRuleError,
    SmallestDocId,
    SourceRefMatches,
    load_presets,
    save_presets,
)
from core.review.keepers import BUILT_IN_RULES
from docdedup_gui.i18n import translate
from docdedup_gui.problems.problem_text import problem_message

__all__ = ["KeeperMenu"]


class KeeperMenu:
    """Fills ``menu`` each time it opens; the chosen rules go to ``mode``'s desk."""

    def __init__(self, mode, menu: QMenu) -> None:
        self.mode = mode
        self.menu = menu
        self.pattern_dialog: QInputDialog | None = None
        menu.aboutToShow.connect(self._fill_keeper_menu)

    def _fill_keeper_menu(self) -> None:
        """The rules that pre-fill the suggested keeper: four built in, then the saved presets."""
        menu = self.menu
        menu.clear()
        try:
            presets = load_presets()
        except KeeperRuleError as error:
            self.mode.window.message_bar.show_message(problem_message(str(error)), error=True)
            presets = []
        smallest, largest, careful, longest = BUILT_IN_RULES
        choices = [
            (translate("ReviewMode", "The representative (smallest doc_id)"), smallest),
            (translate("ReviewMode", "The largest doc_id"), largest),
            (translate("ReviewMode", "The most careful orthography (ZWNJ, hamza, Persian letters, harakat)"),
             careful),
            (translate("ReviewMode", "The longest text, then the most careful orthography"), longest),
            *((preset.name, preset) for preset in presets),
        ]
        desk = self.mode.desk
        in_force = KeeperPreset(desk.keeper_rule_name, desk.keeper_rules)
        if in_force not in [preset for _text, preset in choices]:  # the decisions file's, not saved here
            text = translate("ReviewMode", "{name} (from the decisions file)").format(name=in_force.name)
            choices.append((text, in_force))
        group = QActionGroup(menu)
        for text, preset in choices:
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(preset == in_force)
            group.addAction(action)
            action.triggered.connect(lambda _=False, chosen=preset: self.set_keeper_rules(chosen))
        menu.addSeparator()
        menu.addAction(
            translate("ReviewMode", "New preset: prefer source_ref matching..."), self.ask_keeper_pattern
        )

    def set_keeper_rules(self, preset: KeeperPreset) -> None:
        """Suggest keepers by ``preset`` from now on (suggestions only); the decisions file
        remembers it, so the next open and a second editor suggest the same."""
        self.mode.controller.choose_rule(preset)
        self.mode.show_current()

    def ask_keeper_pattern(self) -> None:
        dialog = self.pattern_dialog = QInputDialog(self.mode.window)
        dialog.setWindowTitle(translate("ReviewMode", "Keeper preset"))
        dialog.setLabelText(
            translate("ReviewMode", "Prefer members whose source_ref matches (a regular expression):")
        )
        dialog.textValueSelected.connect(self._save_keeper_pattern)
        dialog.open()

    def _save_keeper_pattern(self, pattern: str) -> None:
        preset = KeeperPreset(f"source_ref ~ {pattern}", (SourceRefMatches(pattern), SmallestDocId()))
        try:
            preset.rules[0].narrow([])  # a bad pattern is said now, not at the next suggestion
            save_presets([*load_presets(), preset])
        except KeeperRuleError as error:
            self.mode.window.message_bar.show_message(problem_message(str(error)), error=True)
            return
        self.set_keeper_rules(preset)
