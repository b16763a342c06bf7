"""What a screen reader says for each widget: a name and a description in the UI's language.

Object names (``groupTree``, ``problemRawText``) stay what tests and automation look
widgets up by; they are never read to a person. :func:`name_main_window` names every
widget of the window at once, so the words live in one place and in one translation
context (``Accessibility``); the dialogs call :func:`name_widget` for theirs.

The window hands over the widgets to name as one :class:`WindowWidgets`; the detail and
compare panes as the protocols below, which list the inner widgets named here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtWidgets import QFormLayout, QLabel, QScrollArea, QToolButton, QWidget

from .i18n import translate

__all__ = ["WindowWidgets", "name_main_window", "name_widget"]


class DetailWidgets(Protocol):
    """The inner widgets of :class:`~docdedup_gui.detail.detail_pane.DetailPane` that are named."""

    digestField: QWidget
    copyDigestButton: QWidget
    languageView: QWidget
    titleView: QWidget
    bodyView: QWidget
    hexView: QWidget
    canonicalText: QWidget
    provenanceView: QWidget
    tabs: QWidget
    charInspector: QWidget

    def parentWidget(self) -> QWidget | None: ...


class CompareSide(Protocol):
    views: Mapping[str, QWidget]  # "language", "title", "body"
    hexView: QWidget


class CompareWidgets(Protocol):
    """The inner widgets of :class:`~docdedup_gui.compare.compare_view.CompareView` that are named."""

    differencesList: QWidget
    sideA: CompareSide
    sideB: CompareSide

    def parentWidget(self) -> QWidget | None: ...


class MessageLine(Protocol):
    """The message bar (:class:`~docdedup_gui.widgets.message_bar.MessageBar`): its text, its offer,
    and its dismiss button (found as its tool button)."""

    label: QWidget
    offer: QWidget

    def findChildren(self, kind: type) -> list: ...


@dataclass(frozen=True)
class WindowWidgets:
    """Every widget of the main window that :func:`name_main_window` names (or whose children it names)."""

    filter_edit: QWidget
    tree: QWidget
    right_tabs: QWidget
    bottom_tabs: QWidget
    messages: MessageLine
    cancel: QWidget  # the status bar's Cancel button
    detail: DetailWidgets
    compare: CompareWidgets
    neighbours: QWidget  # the Neighbours list
    problems: QWidget  # the Problems list
    problems_text: QWidget  # the file's text around the selected problem
    problem_sentence: QWidget  # the selected problem's whole sentence


def name_widget(widget: QWidget, name: str, description: str = "") -> QWidget:
    """Give ``widget`` an accessible ``name`` and ``description`` (both already translated)."""
    widget.setAccessibleName(name)
    widget.setAccessibleDescription(description)
    return widget


def name_main_window(widgets: WindowWidgets) -> None:
    """Name every widget a person reaches in the main window (see :mod:`docdedup_gui.main_window`)."""
    _name_left_and_tabs(widgets)
    _name_detail_pane(widgets.detail)
    _name_compare_view(widgets.compare)
    _name_bottom_panels(widgets)


def _name_left_and_tabs(widgets: WindowWidgets) -> None:
    name_widget(widgets.filter_edit, translate("Accessibility", "Filter groups"),
                translate("Accessibility", "Shows only the groups whose doc_id, source_ref, title or digest "
                                           "contains the typed text"))
    name_widget(widgets.tree, translate("Accessibility", "Groups"),
                translate("Accessibility", "Exact-duplicate groups; expand a group to list its records"))
    name_widget(widgets.right_tabs, translate("Accessibility", "Detail and comparison"))
    name_widget(widgets.bottom_tabs, translate("Accessibility", "Neighbours and problems"))
    bar = widgets.messages
    name_widget(bar.label, translate("Accessibility", "Message"))
    for button in bar.findChildren(QToolButton):
        name_widget(button, translate("Accessibility", "Dismiss the message"))
    name_widget(bar.offer, translate("Accessibility", "Act on the message"))  # its offer names it once shown
    name_widget(widgets.cancel, translate("Accessibility", "Cancel"),
                translate("Accessibility", "Stops the running task"))


def _name_detail_pane(pane: DetailWidgets) -> None:
    _name_scroll_area_of(pane, translate("MainWindow", "Detail"))  # the tab's own title
    name_widget(pane.digestField, translate("Accessibility", "SHA-256 digest"),
                translate("Accessibility", "The candidate digest of the canonical bytes, their length and "
                                           "the contract"))
    name_widget(pane.copyDigestButton, translate("Accessibility", "Copy the digest"))
    name_widget(pane.languageView, translate("Accessibility", "Language"),
                translate("Accessibility", "The language field of the selected record"))
    name_widget(pane.titleView, translate("Accessibility", "Title"),
                translate("Accessibility", "The title field of the selected record"))
    name_widget(pane.bodyView, translate("Accessibility", "Body"),
                translate("Accessibility", "The body field of the selected record"))
    name_widget(pane.hexView, translate("Accessibility", "Canonical bytes"),
                translate("Accessibility", "Hex dump of the canonical bytes; selecting bytes selects "
                                           "their characters"))
    name_widget(pane.canonicalText, translate("Accessibility", "Canonical JSON"),
                translate("Accessibility", "The canonical JSON text whose UTF-8 bytes are compared"))
    name_widget(pane.provenanceView, translate("Accessibility", "Members"),
                translate("Accessibility", "doc_id and source_ref of every record of the group"))
    name_widget(pane.tabs, translate("Accessibility", "Character, members and canonical JSON"))
    _name_char_inspector(pane.charInspector)


def _name_char_inspector(inspector: QWidget) -> None:
    name_widget(inspector, translate("Accessibility", "Character"),
                translate("Accessibility", "The character at the cursor"))
    form = inspector.layout()
    if not isinstance(form, QFormLayout):
        return
    for row in range(form.rowCount()):  # each value is read with its heading
        heading = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        value = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if heading is not None and value is not None and isinstance(heading.widget(), QLabel):
            name_widget(value.widget(), heading.widget().text())


def _name_compare_view(view: CompareWidgets) -> None:
    name_widget(view.differencesList, translate("Accessibility", "Differences"),
                translate("Accessibility", "Every difference between A and B with its class and explanation"))
    for side, letter in ((view.sideA, "A"), (view.sideB, "B")):
        texts = {
            "language": translate("Accessibility", "Language of {side}"),
            "title": translate("Accessibility", "Title of {side}"),
            "body": translate("Accessibility", "Body of {side}"),
        }
        for field, text in texts.items():
            name_widget(side.views[field], text.format(side=letter))
        name_widget(side.hexView, translate("Accessibility", "Canonical bytes of {side}").format(side=letter))
    _name_scroll_area_of(view, translate("Accessibility", "Comparison"))


def _name_scroll_area_of(view: QWidget, name: str) -> None:
    """The scroll area the window wraps ``view`` in, if any, is called ``name``."""
    scroller = view.parentWidget()
    while scroller is not None and not isinstance(scroller, QScrollArea):
        scroller = scroller.parentWidget()
    if scroller is not None:
        name_widget(scroller, name)


def _name_bottom_panels(widgets: WindowWidgets) -> None:
    name_widget(widgets.neighbours, translate("Accessibility", "Neighbours"),
                translate("Accessibility", "Groups near-identical or similar to the selected one; "
                                           "double-click to compare"))
    name_widget(widgets.problems, translate("Accessibility", "Problems"),
                translate("Accessibility", "Every problem of the file, with where it is"))
    name_widget(widgets.problems_text, translate("Accessibility", "Text of the file"),
                translate("Accessibility", "The file's text around the selected problem, "
                                           "the position marked"))
    name_widget(widgets.problem_sentence, translate("Accessibility", "Selected problem"),
                translate("Accessibility", "The whole sentence of the selected problem"))
