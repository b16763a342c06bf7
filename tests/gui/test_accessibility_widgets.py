"""``name_main_window`` names the widgets it is handed as :class:`WindowWidgets`: here plain
widgets standing in for the panes, with only the inner widgets the protocols list."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QScrollArea, QToolButton, QWidget

from docdedup_gui.accessibility import WindowWidgets, name_main_window

pytestmark = pytest.mark.usefixtures("private_settings")

DETAIL_PARTS = ("digestField", "copyDigestButton", "languageView", "titleView", "bodyView", "hexView",
                "canonicalText", "provenanceView", "tabs")


def pane_with(owner: QWidget, names) -> QWidget:
    """A widget whose inner widgets are attributes called ``names``, inside a scroll area
    (as the window wraps its detail and compare pages)."""
    pane = QWidget()
    for name in names:
        setattr(pane, name, QWidget(pane))
    area = QScrollArea(owner)
    area.setWidget(pane)
    return pane


def character_inspector(parent: QWidget) -> QWidget:
    inspector = QWidget(parent)
    form = QFormLayout(inspector)
    form.addRow(QLabel("Code point", inspector), QLabel("U+0041", inspector))
    return inspector


def side(parent: QWidget) -> SimpleNamespace:
    return SimpleNamespace(views={field: QWidget(parent) for field in ("language", "title", "body")},
                           hexView=QWidget(parent))


@pytest.fixture
def widgets(qtbot):
    owner = QWidget()
    qtbot.addWidget(owner)
    detail = pane_with(owner, DETAIL_PARTS)
    detail.charInspector = character_inspector(detail)
    compare = pane_with(owner, ["differencesList"])
    compare.sideA, compare.sideB = side(compare), side(compare)
    messages = QWidget(owner)
    messages.label, messages.offer = QLabel(messages), QWidget(messages)
    QToolButton(messages)  # its dismiss button
    handed = WindowWidgets(
        filter_edit=QLineEdit(owner), tree=QWidget(owner), right_tabs=QWidget(owner),
        bottom_tabs=QWidget(owner), messages=messages, cancel=QWidget(owner), detail=detail,
        compare=compare, neighbours=QWidget(owner), problems=QWidget(owner), problems_text=QWidget(owner),
        problem_sentence=QLabel(owner))
    yield handed
    owner.deleteLater()


def test_every_widget_handed_over_gets_a_name_in_the_ui_language(widgets):
    name_main_window(widgets)
    named = {"filter_edit": "Filter groups", "tree": "Groups", "right_tabs": "Detail and comparison",
             "bottom_tabs": "Neighbours and problems", "cancel": "Cancel", "neighbours": "Neighbours",
             "problems": "Problems", "problems_text": "Text of the file",
             "problem_sentence": "Selected problem"}
    assert {field: getattr(widgets, field).accessibleName() for field in named} == named
    assert widgets.filter_edit.accessibleDescription() and widgets.problems_text.accessibleDescription()
    assert widgets.messages.label.accessibleName() == "Message"
    assert widgets.messages.findChildren(QToolButton)[0].accessibleName() == "Dismiss the message"


def test_the_panes_inner_widgets_and_their_scroll_areas_are_named(widgets):
    name_main_window(widgets)
    detail, compare = widgets.detail, widgets.compare
    assert all(getattr(detail, part).accessibleName() for part in DETAIL_PARTS)
    assert detail.digestField.accessibleName() == "SHA-256 digest"
    assert detail.charInspector.accessibleName() == "Character"
    value = detail.charInspector.layout().itemAt(0, QFormLayout.ItemRole.FieldRole).widget()
    assert value.accessibleName() == "Code point"  # a value is read with its heading
    assert detail.parentWidget().parentWidget().accessibleName() == "Detail"  # the tab's own title
    assert compare.sideB.views["title"].accessibleName() == "Title of B"
    assert compare.sideA.hexView.accessibleName() == "Canonical bytes of A"
    assert compare.parentWidget().parentWidget().accessibleName() == "Comparison"
