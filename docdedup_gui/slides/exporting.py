"""Export as picture: the action that asks for a name and writes a widget (or each step) there.

The picture itself is :mod:`.picture`'s; this module adds what a person meets: the
action and its key (Ctrl+Shift+E), the file dialog (PNG or SVG), and a refusal said in
the interface's language, beside the widget (``say``) or in a box over it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QToolButton, QWidget

from core.output.atomic import OutputError
from core.playground.steps import STEP_NAMES

from ..actions import make_action
from ..desktop.trouble import error_dialog
from ..i18n import left_to_right, translate
from ..problems.problem_text import problem_message
from .picture import picture_format, write_picture

__all__ = ["EXPORT_KEY", "export_action", "export_steps", "export_to", "step_names", "steps_button"]

EXPORT_KEY = "Ctrl+Shift+E"
Say = Callable[[str, bool], None]  # (sentence, is a refusal)


def export_to(widget: QWidget, path: str, *, inputs: Sequence[str] = ()) -> str | None:
    """Write ``widget`` as a picture at ``path``; the translated sentence saying why not, or None."""
    if (unknown := _unknown_format(path)) is not None:
        return unknown
    try:
        write_picture(widget, path, inputs=inputs)
    except OutputError as error:
        return refusal_text(error)
    return None


def _unknown_format(path: str) -> str | None:
    """Why ``path`` names no picture, in the interface's language; None when it ends in .png or .svg."""
    try:
        picture_format(path)
    except OutputError:
        return translate("Slides", "cannot tell which picture to write from the name {path}; end it in .png "
                         "or .svg").format(path=left_to_right(path))
    return None


def refusal_text(error: OutputError) -> str:
    """The output gate's sentence in the interface's language (as the command line writes it
    when it has no translation)."""
    message = problem_message(str(error))
    if message.replace("\u2066", "").replace("\u2069", "") == str(error):
        return str(error)
    return message


def step_names(path: str, count: int) -> list[str]:
    """One picture per step beside ``path``: ``class.png`` -> ``class-1.png`` ... ``class-7.png``."""
    given = Path(path)
    return [str(given.with_name(f"{given.stem}-{number}{given.suffix}")) for number in range(1, count + 1)]


def export_steps(stepper, path: str, *, inputs: Sequence[str] = ()) -> str | None:
    """Every step of ``stepper`` (anything with ``go(number)`` and ``number``) as
    a picture of its own (:func:`step_names`), then back at the step it showed; the sentence
    saying why a picture was not written (the ones before it are), or None."""
    if (unknown := _unknown_format(path)) is not None:
        return unknown
    shown = stepper.number
    try:
        for number, name in enumerate(step_names(path, len(STEP_NAMES))):
            stepper.go(number)
            if (refused := export_to(stepper, name, inputs=inputs)) is not None:
                return refused
    finally:
        stepper.go(shown)
    return None


def _ask_path(parent: QWidget, title: str) -> str:
    """A name from the file dialog, its ending taken from the chosen filter when it has none."""
    png = translate("Slides", "PNG picture (*.png)")
    svg = translate("Slides", "SVG drawing (*.svg)")
    path, chosen = QFileDialog.getSaveFileName(parent, title, "slide.png", f"{png};;{svg}")
    if path and not Path(path).suffix:
        path += ".svg" if chosen == svg else ".png"
    return path


def _said(parent: QWidget, say: Say | None, sentence: str | None, path: str) -> None:
    if sentence is None:
        done = translate("Slides", "Exported {path}").format(path=left_to_right(path))
        if say is not None:
            say(done, False)
    elif say is not None:
        say(sentence, True)
    else:
        error_dialog(parent, translate("Slides", "Export as picture"), sentence)


def export_action(widget: QWidget, *, inputs: Callable[[], Sequence[str]] = tuple, say: Say | None = None,
                  text: str | None = None, shown_on: Sequence[QWidget] = ()) -> QAction:
    """An action (on ``widget``, Ctrl+Shift+E while it has the focus) that exports ``widget``
    as a picture where a person says; ``inputs()``: the files it must never write onto;
    ``shown_on``: widgets whose right-click menu offers it."""
    action = make_action(widget, text or translate("Slides", "&Export as picture..."), "export", EXPORT_KEY)
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)

    def chosen() -> None:
        path = _ask_path(widget, translate("Slides", "Export as picture"))
        if path:
            _said(widget, say, export_to(widget, path, inputs=inputs()), path)

    action.triggered.connect(chosen)
    widget.addAction(action)
    for target in shown_on:
        target.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        target.addAction(action)
    return action


def steps_button(stepper, *, inputs: Callable[[], Sequence[str]] = tuple) -> QToolButton:
    """The stepper's Export button: this step (Ctrl+Shift+E), or every step, a picture each."""
    button = QToolButton(stepper, objectName="exportButton")
    button.setText(translate("Slides", "Export"))
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    menu = QMenu(button)
    this_step = translate("Slides", "This &step as a picture...")
    menu.addAction(export_action(stepper, inputs=inputs, text=this_step))
    every = menu.addAction(translate("Slides", "&Every step, a picture each..."))

    def every_step() -> None:
        path = _ask_path(stepper, translate("Slides", "Export every step"))
        if path:
            _said(stepper, None, export_steps(stepper, path, inputs=inputs()), path)

    every.triggered.connect(every_step)
    button.setMenu(menu)
    return button
