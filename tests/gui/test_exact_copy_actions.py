"""Every copy action of the right-click menus puts exactly the true value on the clipboard:
a value starting with a BOM, holding U+2029 or noncharacters, read back as the product
reads a paste (:func:`docdedup_gui.widgets.plain_copy.text_of`)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtGui import QGuiApplication, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTreeView, QWidget

from core.contract import canonical_bytes
from core.errors import Problem
from core.session import InspectorSession
from docdedup_gui.compare.differences_model import ROW_ROLE
from docdedup_gui.context_menus import (
    MenuTargets,
    differences_menu,
    neighbours_menu,
    problems_menu,
    tree_menu,
)
from docdedup_gui.tree.group_tree_model import GROUP_ROLE, RECORD_ROLE
from docdedup_gui.widgets.plain_copy import copy_text, text_of
from tests.helpers import RECORD_A, write_json

pytestmark = pytest.mark.usefixtures("private_settings")

EDGES = ("\N{ZERO WIDTH NO-BREAK SPACE}x\N{PARAGRAPH SEPARATOR}y\ufdd0\ufdd1\U0010fffe"
         "\N{RIGHT-TO-LEFT OVERRIDE}")
ODD = dict(RECORD_A, doc_id="odd-a", title=EDGES, body=EDGES + "\r\n" + RECORD_A["body"])


class Recorder:
    """Answers any call with ``None`` (the menus' commands are not what is tested here)."""

    def __getattr__(self, name: str):
        return lambda *args, **kwargs: None


def list_view(owner: QWidget, roles: dict) -> QTreeView:
    model = QStandardItemModel(owner)
    item = QStandardItem("row")
    for role, value in roles.items():
        item.setData(value, role)
    model.appendRow(item)
    view = QTreeView(owner)
    view.setModel(model)
    return view


def pasted() -> str:
    return text_of(QGuiApplication.clipboard().mimeData())


def copied_by(menu, name: str) -> str:
    [found] = [act for act in menu.actions() if act.objectName() == name]
    QGuiApplication.clipboard().clear()
    found.trigger()
    return pasted()


@pytest.fixture
def odd_targets(qtbot, tmp_path):
    owner = QWidget()
    qtbot.addWidget(owner)
    session = InspectorSession(listener=Recorder())
    session.open(write_json(tmp_path / "odd.json", [ODD]))
    problem = Problem("duplicate_doc_id", "doc_id repeated " + EDGES, doc_id=ODD["doc_id"],
                      path=str(tmp_path / ("odd" + EDGES + ".json")), line=1)
    row = SimpleNamespace(phrase=None, sentence=EDGES + " differs", classes=(EDGES,),
                          a_code_points=[EDGES, "U+FEFF"], b_code_points=["\N{PARAGRAPH SEPARATOR}"])
    neighbour = SimpleNamespace(group=0, representative=ODD["doc_id"])
    targets = MenuTargets(
        session=SimpleNamespace(inspection=session.inspection, table=session.table),
        tree=list_view(owner, {GROUP_ROLE: 0, RECORD_ROLE: 0}),
        neighbours=SimpleNamespace(view=list_view(owner, {}), group=0,
                                   model=SimpleNamespace(neighbour=lambda _row: neighbour)),
        problems=SimpleNamespace(view=list_view(owner, {}), has_problems_of=lambda _doc_id: False,
                                 model=SimpleNamespace(problem=lambda _row: problem)),
        differences=list_view(owner, {ROW_ROLE: row}),
        tabs=Recorder(), shown_pair=list, selected_records=list, select_record=print,
        open_playground=print, open_stepper=print)
    yield targets, problem
    owner.deleteLater()


def test_every_menu_copy_puts_the_true_value_on_the_clipboard(odd_targets):
    targets, problem = odd_targets
    inspection = targets.session.inspection
    record = inspection.records[0]
    assert record.body.startswith("\N{ZERO WIDTH NO-BREAK SPACE}")
    menu = tree_menu(targets, targets.tree.model().index(0, 0))
    assert copied_by(menu, "copyDocId") == ODD["doc_id"]
    assert copied_by(menu, "copyDigest") == inspection.groups[0].candidate_digest
    canonical = copied_by(menu, "copyCanonicalJson")
    assert canonical.encode("utf-8") == canonical_bytes(record.language, record.title, record.body)
    menu = neighbours_menu(targets, targets.neighbours.view.model().index(0, 0))
    assert copied_by(menu, "copyDocId") == ODD["doc_id"]
    menu = problems_menu(targets, targets.problems.view.model().index(0, 0))
    assert copied_by(menu, "copyProblem") == str(problem)
    assert copied_by(menu, "copyLocation") == problem.where()
    menu = differences_menu(targets, targets.differences.model().index(0, 0))
    assert copied_by(menu, "copyExplanation") == EDGES + " differs"
    assert copied_by(menu, "copyClass") == EDGES
    assert copied_by(menu, "copySideA") == EDGES + "\nU+FEFF"
    assert copied_by(menu, "copySideB") == "\N{PARAGRAPH SEPARATOR}"


@pytest.mark.parametrize("text", [EDGES, "\N{ZERO WIDTH NO-BREAK SPACE}", "", "\U0001f600\x00\r"])
def test_a_copied_text_reads_back_whole_also_by_other_programs(qapp, text):
    copy_text(text)
    assert pasted() == text
    assert bytes(QGuiApplication.clipboard().mimeData().data("text/plain")) == text.encode("utf-8")
